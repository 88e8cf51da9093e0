"""Importing an export on the fakes: a finished game moves whole, anything else not at all."""

from __future__ import annotations

import hashlib
import json
from uuid import UUID

import pytest

from service.application.audit.use_case import Audit
from service.application.games.use_case import Answer, Games, Principal
from service.application.imports.use_case import Imports, UnreadableExport
from service.application.secrets.use_case import PlayerSecrets
from service.audit.export import export_line
from service.audit.verify import Verdict
from service.domain.commands import (
    AnswerResult,
    CommitSecret,
    RecordResult,
    RevealSecret,
    StartTurn,
)
from service.domain.errors import InvalidCommand, StateConflict
from service.keyring import Keyring
from service.signing import SigningKey
from tests.builders.game import trooper
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


async def _export(
    *, finished: bool = True, results: bool = False
) -> tuple[str, FakeStorage, SigningKey]:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    if finished:
        await end(games, game)
    if results:
        await play(games, game, RecordResult(actor="a", player="a", objective_points=7))
        await play(games, game, AnswerResult(actor="b", player="a", accept=True), actor="b")
    signer = SigningKey.generate()
    audit = Audit(storage, thread_workers(), signer)
    text = "".join([chunk async for chunk in audit.export(await audit.facts(game))])
    return text, storage, signer


async def test_a_finished_game_is_imported_whole_with_its_seed_and_provenance() -> None:
    text, theirs, signer = await _export()
    ours = FakeStorage(Keyring.generate())
    counted: list[int] = []
    imported = await Imports(ours, thread_workers(), count_appended=counted.append).import_export(
        text
    )
    game = imported.game_id
    assert [e.hash for e in ours.tables.events[game]] == [
        e.hash for e in theirs.tables.events[game]
    ]
    assert counted == [imported.event_count] == [3]
    assert ours.tables.seeds[game] == theirs.tables.seeds[game]
    assert game in ours.tables.revealed
    assert ours.tables.order_states[game].ended
    assert await ours.organised_game_ids(imported.organiser_token) == [game]
    provenance = ours.tables.provenance[game]
    assert (provenance.signed_by, provenance.imported_by) == (signer.key_id, "operator")


async def test_a_game_already_here_is_a_conflict_only_to_whoever_may_know_it() -> None:
    text, _, _ = await _export()
    ours = FakeStorage(Keyring.generate())
    imports = Imports(ours, thread_workers())
    imported = await imports.import_export(text)
    with pytest.raises(StateConflict):
        await imports.import_export(text)  # the operator
    with pytest.raises(StateConflict):
        await imports.import_export(text, organiser_token=imported.organiser_token)
    with pytest.raises(InvalidCommand, match="it does not verify") as stranger:
        await imports.import_export(text, organiser_token="someone-else")
    assert not isinstance(stranger.value, StateConflict)
    assert len(ours.tables.events) == 1


async def test_an_unfinished_a_changed_or_an_unreadable_export_writes_nothing() -> None:
    running, _, _ = await _export(finished=False)
    finished, _, _ = await _export()
    changed = finished.replace('"attribute":13', '"attribute":14', 1)
    assert changed != finished
    ours = FakeStorage(Keyring.generate())
    imports = Imports(ours, thread_workers())
    for refused in (running, changed):
        with pytest.raises(InvalidCommand):
            await imports.import_export(refused)
    with pytest.raises(UnreadableExport):
        await imports.import_export("not an export")
    assert ours.tables.events == {}
    assert ours.tables.grants == []


async def test_a_finished_game_with_its_results_recorded_after_the_end_is_imported() -> None:
    """Results are recorded once a game has ended (docs/rules.md, "Results of an ended game"),
    so a finished game's export may go on past `game_ended` with them, and with nothing else."""
    text, theirs, _ = await _export(results=True)
    ours = FakeStorage(Keyring.generate())
    imported = await Imports(ours, thread_workers()).import_export(text)
    game = imported.game_id
    assert imported.event_count == 5
    assert [e.type for e in ours.tables.events[game]][-3:] == [
        "game_ended",
        "result_recorded",
        "result_confirmed",
    ]
    assert ours.tables.order_states[game].results == theirs.tables.order_states[game].results


async def test_an_imported_game_takes_no_result_although_a_game_ended_here_does() -> None:
    text, _, _ = await _export()
    keyring = Keyring.generate()
    ours = FakeStorage(keyring)
    game = (await Imports(ours, thread_workers()).import_export(text)).game_id
    games = Games(ours, keyring)
    with pytest.raises(StateConflict, match="the game has ended"):
        await play(games, game, RecordResult(actor="a", player="a", objective_points=7))
    assert len(ours.tables.events[game]) == 3


async def test_a_finished_game_with_its_secrets_revealed_at_and_after_the_end_is_imported() -> None:
    """The end reveals the server-held secrets and a client reveals its own after it
    (docs/rules.md, "Private Information as commitments"): both may follow `game_ended`."""
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, trooper("a", "fennec"), actor="a")
    secrets = PlayerSecrets(games, storage, storage.keyring)
    owner = Principal(game, "a")
    await secrets.draw_classified(
        owner,
        deck=tuple(f"Objective {n}" for n in range(10)),
        count=1,
        if_match=None,
        idempotency=None,
        respond=lambda decided: Answer({"version": decided.after.version}),
    )
    salt, lieutenant = "1f" * 32, {"kind": "lieutenant", "trooper": "fennec"}
    canonical = '{"kind":"lieutenant","trooper":"fennec"}'
    await secrets.commit(
        owner,
        kind="lieutenant",
        subject=None,
        given_commitment=hashlib.sha256(f"{salt}\n{canonical}".encode()).hexdigest(),
        marker=None,
        if_match=None,
        idempotency=None,
        respond=lambda decided: Answer({"version": decided.after.version}),
    )
    await end(games, game)
    client_held = (await games.state(game)).secrets[1].secret_id
    await play(
        games, game, RevealSecret(actor="a", secret_id=client_held, secret=lieutenant, salt=salt)
    )
    audit = Audit(storage, thread_workers(), SigningKey.generate())
    text = "".join([chunk async for chunk in audit.export(await audit.facts(game))])
    imported = await Imports(FakeStorage(Keyring.generate()), thread_workers()).import_export(text)
    # game_created, trooper_added, classified_drawn, two secret_committed, game_ended, then the
    # two reveals.
    assert imported.event_count == 8


async def test_a_game_ended_on_a_client_held_secret_never_revealed_is_refused_naming_it() -> None:
    # b's turn gave the Lieutenant Order of a Lieutenant b keeps on its device, never revealed:
    # the export verifies "unverifiable", and an imported game takes no reveal any more.
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, trooper("b", "senku"), actor="b")
    salt = "3c" * 32
    commitment = hashlib.sha256(
        f'{salt}\n{{"kind":"lieutenant","trooper":"senku"}}'.encode()
    ).hexdigest()
    committed = CommitSecret(
        actor="b", secret_id="lt-b", kind="lieutenant", commitment=commitment, held_by="client"
    )
    await play(games, game, committed, actor="b")
    await play(games, game, StartTurn(actor="b", player="b"), actor="b")
    await end(games, game)
    audit = Audit(storage, thread_workers(), SigningKey.generate())
    text = "".join([chunk async for chunk in audit.export(await audit.facts(game))])
    ours = FakeStorage(Keyring.generate())
    with pytest.raises(InvalidCommand, match=r"never revealed \(lt-b\)"):
        await Imports(ours, thread_workers()).import_export(text)
    assert ours.tables.events == {}


async def _imported_then_exported(text: str, organiser: str | None = None) -> tuple[Audit, str]:
    """Import the export into a service of its own, and that service's export of it."""
    ours = FakeStorage(Keyring.generate())
    game = (await Imports(ours, thread_workers()).import_export(text, organiser)).game_id
    audit = Audit(ours, thread_workers(), SigningKey.generate())
    again = "".join([chunk async for chunk in audit.export(await audit.facts(game))])
    return audit, again


async def test_each_import_keeps_the_chain_the_signed_export_carries() -> None:
    text, _, first = await _export()
    second, second_export = await _imported_then_exported(text)
    third, _ = await _imported_then_exported(second_export, "an organiser's token")
    game = json.loads(text.splitlines()[0])["game_id"]

    label = await third.provenance(UUID(game))
    assert label is not None
    assert label.signed_by == second.signer.key_id
    assert label.imported_by == "organiser"
    assert (label.origin.signed_by, label.origin.public_key) == (
        first.key_id,
        first.public_key_hex,
    )
    assert label.re_exported_by == (second.signer.key_id,)
    assert [(e.signed_by, e.imported_by) for e in label.earlier_imports] == [
        (first.key_id, "operator")
    ]
    report = await third.verify(await third.facts(UUID(game)))
    assert report.verdict is Verdict.OK, report.problem
    assert report.imported == label


async def test_an_unsigned_origin_stays_unsigned_through_a_signed_re_export() -> None:
    text, _, _ = await _export()
    header, *events = text.splitlines(keepends=True)
    unsigned = json.loads(header)
    del unsigned["signature"], unsigned["events_sha256"]
    second, second_export = await _imported_then_exported(export_line(unsigned) + "".join(events))
    third, _ = await _imported_then_exported(second_export)
    game = UUID(unsigned["game_id"])

    label = await third.provenance(game)
    assert label is not None
    assert label.signed_by == second.signer.key_id
    assert label.origin.signed_by is None
    assert label.re_exported_by == (second.signer.key_id,)
    report = await third.verify(await third.facts(game))
    assert report.verdict is Verdict.UNSIGNED_ORIGIN
    assert report.imported == label


async def test_what_an_unsigned_export_says_of_earlier_imports_is_not_kept() -> None:
    text, _, _ = await _export()
    _, second_export = await _imported_then_exported(text)
    header, *events = second_export.splitlines(keepends=True)
    stripped = json.loads(header)
    del stripped["signature"], stripped["events_sha256"]
    third, _ = await _imported_then_exported(export_line(stripped) + "".join(events))

    label = await third.provenance(UUID(stripped["game_id"]))
    assert label is not None
    assert (label.signed_by, label.origin.signed_by) == (None, None)
    assert label.earlier_imports == ()
    assert label.re_exported_by == ()
