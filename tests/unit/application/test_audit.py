"""The audit use cases on the fakes: the seed reveal, verification, the organiser's listing and
the export."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import pytest

from service.application.audit.use_case import Audit
from service.application.imports.use_case import Imports
from service.application.workers import Workers
from service.audit.export import export_line
from service.domain import dice
from service.domain.errors import NotFound, StateConflict, Unauthorized
from service.keyring import Keyring
from service.signing import SigningKey
from tests.unit.application.fakes import FakeStorage
from tests.unit.application.playing import (
    ROLL,
    create,
    end,
    game_id_of,
    games_on_fakes,
    play,
    thread_workers,
)


class CountingExecutor(ThreadPoolExecutor):
    """Counts the jobs handed to the workers: a stored verification is reused, not redone."""

    def __init__(self) -> None:
        super().__init__(max_workers=1)
        self.jobs: list[str] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.jobs.append(getattr(fn, "__name__", repr(fn)))
        return super().submit(fn, *args, **kwargs)


def _audit(storage: FakeStorage) -> tuple[Audit, CountingExecutor]:
    executor = CountingExecutor()
    return Audit(storage, Workers(1, lambda _: executor), SigningKey.generate()), executor


async def test_the_seed_is_revealed_only_once_the_game_has_ended() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    audit, _ = _audit(storage)
    with pytest.raises(StateConflict):
        await audit.reveal_seed(await audit.facts(game))
    assert game not in storage.tables.revealed
    await end(games, game)
    revealed = await audit.reveal_seed(await audit.facts(game))
    seed, client_seed = storage.tables.seeds[game]
    assert (revealed.seed, revealed.client_seed) == (seed.hex(), client_seed)
    assert revealed.seed_commitment == dice.seed_commitment(seed)
    assert game in storage.tables.revealed
    with pytest.raises(NotFound):
        await audit.facts(uuid.uuid4())


async def test_a_game_played_here_verifies_and_a_changed_event_does_not() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    audit, _ = _audit(storage)
    assert (await audit.verify(await audit.facts(game))).ok
    assert storage.tables.verifications[game].version == 2
    rolled = storage.tables.events[game][1]
    changed = replace(rolled, data={**rolled.data, "label": "changed"})
    storage.tables.events[game][1] = changed
    assert not (await audit.verify(await audit.facts(game))).ok


async def test_the_listing_verifies_only_games_that_moved_on_and_pages_by_grant() -> None:
    games, storage = games_on_fakes()
    first = await create(games)
    second = await create(games, organiser_token=first.organiser_token)
    await create(games)  # another organiser's
    audit, executor = _audit(storage)
    page = await audit.organised_games(first.organiser_token, after=None, limit=1)
    assert [g.game_id for g in page.games] == [game_id_of(first)]
    assert page.next_key is not None
    rest = await audit.organised_games(first.organiser_token, after=page.next_key, limit=1)
    assert [g.game_id for g in rest.games] == [game_id_of(second)]
    assert rest.next_key is None
    assert executor.jobs == ["verify", "verify"]
    again = await audit.organised_games(first.organiser_token, after=None, limit=2)
    assert executor.jobs == ["verify", "verify"]  # both heads as verified: nothing redone
    assert all(g.verification.ok and g.status == "running" for g in again.games)
    await play(games, game_id_of(second), ROLL)
    moved = await audit.organised_games(first.organiser_token, after=None, limit=2)
    assert executor.jobs == ["verify", "verify", "verify"]
    assert [g.event_count for g in moved.games] == [1, 2]
    with pytest.raises(Unauthorized):
        await audit.organised_games(first.player_tokens["a"], after=None, limit=2)


async def test_an_export_is_its_signed_header_then_one_line_per_event() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    await end(games, game)
    audit, _ = _audit(storage)
    text = "".join([chunk async for chunk in audit.export(await audit.facts(game))])
    header, *lines = [json.loads(line) for line in text.splitlines()]
    assert header["event_count"] == 3
    assert header["head_hash"] == storage.tables.events[game][-1].hash
    assert header["seed"] == storage.tables.seeds[game][0].hex()  # ended: the seed is in it
    assert header["signature"]["key_id"] == audit.signer.key_id
    assert [line["version"] for line in lines] == [1, 2, 3]


async def test_a_verification_kept_from_before_verdicts_is_made_again() -> None:
    # Kept before verdicts, a report could call ok a game that is now unverifiable: one
    # without a verdict is not shown as it was kept.
    games, storage = games_on_fakes()
    created = await create(games)
    audit, executor = _audit(storage)
    await audit.organised_games(created.organiser_token, after=None, limit=1)
    game = game_id_of(created)
    kept = storage.tables.verifications[game]
    old = {k: v for k, v in kept.report.items() if k not in ("verdict", "unverifiable_secrets")}
    storage.tables.verifications[game] = replace(kept, report=old)
    # Such a report was kept by an earlier version of the service: another process, which
    # holds no answer of its own for this log.
    audit, executor = _audit(storage)
    listed = await audit.organised_games(created.organiser_token, after=None, limit=1)
    assert executor.jobs == ["verify"]
    assert listed.games[0].verification.verdict == "ok"
    assert storage.tables.verifications[game].report["verdict"] == "ok"


async def test_a_verification_kept_from_before_the_chain_of_custody_is_made_again() -> None:
    # Kept before custody, a report called an imported game of unsigned origin ok.
    games, theirs = games_on_fakes()
    game = game_id_of(await create(games))
    await end(games, game)
    exporter, _ = _audit(theirs)
    text = "".join([chunk async for chunk in exporter.export(await exporter.facts(game))])
    header, *events = text.splitlines(keepends=True)
    unsigned = json.loads(header)
    del unsigned["signature"], unsigned["events_sha256"]
    ours = FakeStorage(Keyring.generate())
    token = "an organiser's token of ours"
    await Imports(ours, thread_workers()).import_export(
        export_line(unsigned) + "".join(events), token
    )
    audit, executor = _audit(ours)
    await audit.organised_games(token, after=None, limit=1)
    kept = ours.tables.verifications[game]
    assert kept.report["verdict"] == "unsigned_origin"
    record = ("signed_by", "public_key", "imported_at", "imported_by")
    old = {
        **kept.report,
        "ok": True,
        "verdict": "ok",
        "imported": {name: kept.report["imported"][name] for name in record},
    }
    ours.tables.verifications[game] = replace(kept, report=old)
    audit, executor = _audit(ours)  # kept by an earlier version of the service, as above
    listed = await audit.organised_games(token, after=None, limit=1)
    assert executor.jobs == ["verify"]
    assert listed.games[0].verification.verdict == "unsigned_origin"
    assert listed.games[0].imported is not None
    assert listed.games[0].imported.origin.signed_by is None
