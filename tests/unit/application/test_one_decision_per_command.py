"""A command is decided once: `Games.execute` asks the domain which sealed secrets the command
needs (``domain.openings.secrets_needed``), reads the sealed secrets at most once and opens
those, and calls ``decide`` once on the game itself, with the sender's sight, so a command is
neither decided on the game as its sender sees it and then again, nor decided, folded and
decided again with the end's openings.

Counted on the in-memory fakes: every call of ``decide`` the games use case makes, and every
read of the game's sealed secrets (the port a command's openings and its sender's sight come
from)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import msgspec
import pytest

from service.application.games import use_case
from service.application.games.use_case import Answer, Decided, Games, Principal
from service.application.secrets.use_case import PlayerSecrets
from service.domain.commands import (
    ActivateTrooper,
    Command,
    EndGame,
    FreeRoll,
    FreeRollSide,
    RemoveTrooper,
    StartTurn,
)
from service.domain.declarations import Move
from service.domain.errors import DomainError
from service.domain.game import decide
from tests.builders.game import trooper
from tests.unit.application.fakes import FakeStorage, FakeWrite
from tests.unit.application.playing import create, game_id_of, games_on_fakes

UNKNOWN = "h-0000000000000000"
"""No army's trooper, of the shape the service gives a hidden trooper's id."""


@dataclass
class Counts:
    decisions: int = 0
    sealed_reads: int = 0


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Counts:
    counted = Counts()

    def counted_decide(*args: Any, **kwargs: Any) -> Any:
        counted.decisions += 1
        return decide(*args, **kwargs)

    def counted_read(
        read: Callable[..., Any],
    ) -> Callable[..., Any]:
        async def reading(*args: Any, **kwargs: Any) -> Any:
            counted.sealed_reads += 1
            return await read(*args, **kwargs)

        return reading

    monkeypatch.setattr(use_case, "decide", counted_decide)
    monkeypatch.setattr(
        FakeWrite, "sealed_player_secrets", counted_read(FakeWrite.sealed_player_secrets)
    )
    monkeypatch.setattr(
        FakeStorage, "sealed_player_secrets", counted_read(FakeStorage.sealed_player_secrets)
    )
    return counted


def answered(decided: Decided) -> Answer:
    return Answer({"version": decided.after.version})


async def run(games: Games, game: UUID, actor: str, command: Command) -> Answer:
    return await games.execute(
        Principal(game, actor), command, if_match=None, idempotency=None, respond=answered
    )


async def with_objective(games: Games, storage: FakeStorage, game: UUID) -> None:
    """Player a's Classified Objective, held sealed by the server."""
    secrets = PlayerSecrets(games, storage, storage.keyring)
    deck = tuple(f"Objective-{n}" for n in range(10))
    principal = Principal(game, "a")
    await secrets.draw_classified(
        principal, deck=deck, count=1, if_match=None, idempotency=None, respond=answered
    )


async def with_hidden_trooper(games: Games, storage: FakeStorage, game: UUID) -> str:
    """Player b's trooper in Hidden Deployment (the hidden rule): its id, drawn by the service."""
    secrets = PlayerSecrets(games, storage, storage.keyring)
    added = msgspec.structs.replace(trooper("b", "x"), actor="b", player="b", trooper_id=None)
    await secrets.add_in_hidden_deployment(
        Principal(game, "b"), added, if_match=None, idempotency=None, respond=answered
    )
    state = await games.state(game)
    (hidden,) = (s.trooper for s in state.secrets if s.trooper is not None)
    assert hidden is not None
    return hidden


async def sealed_secret(
    games: Games,
    storage: FakeStorage,
    game: UUID,
    owner: str,
    *,
    kind: str,
    subject: str,
    marker: int | None = None,
) -> None:
    """The owner's secret about ``subject``, held sealed by the server."""
    await PlayerSecrets(games, storage, storage.keyring).commit(
        Principal(game, owner),
        kind=kind,
        subject=subject,
        given_commitment=None,
        marker=marker,
        if_match=None,
        idempotency=None,
        respond=answered,
    )


ROLL = FreeRoll(actor="a", kind="normal", sides=(FreeRollSide(name="a", attribute=13),))


async def test_the_end_is_decided_once_with_the_secrets_it_reveals(counts: Counts) -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await with_objective(games, storage, game)
    counts.decisions = counts.sealed_reads = 0
    await run(games, game, "organiser", EndGame(actor="organiser"))
    assert (counts.decisions, counts.sealed_reads) == (1, 1)
    logged = storage.tables.events[game][-2:]
    assert [e.type for e in logged] == ["game_ended", "secret_revealed"]
    # The command recorded is the one decided: it carries the opening its end reveals.
    assert [o["secret_id"] for o in logged[0].metadata["command"]["openings"]] == [
        logged[1].data["secret_id"]
    ]


async def test_an_opponents_command_beside_a_hidden_trooper_is_decided_once(
    counts: Counts,
) -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await with_hidden_trooper(games, storage, game)
    counts.decisions = counts.sealed_reads = 0
    await run(games, game, "a", ROLL)
    # Once on the game itself, the sight built from one read of the sealed secrets.
    assert (counts.decisions, counts.sealed_reads) == (1, 1)


async def test_the_end_of_a_game_with_a_hidden_trooper_is_decided_once(counts: Counts) -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await with_hidden_trooper(games, storage, game)
    await with_objective(games, storage, game)
    counts.decisions = counts.sealed_reads = 0
    await run(games, game, "organiser", EndGame(actor="organiser"))
    # The organiser's sight and the end's openings come from the same read.
    assert (counts.decisions, counts.sealed_reads) == (1, 1)
    revealed = [e for e in storage.tables.events[game] if e.type == "secret_revealed"]
    assert len(revealed) == 2


async def test_naming_a_hidden_trooper_is_refused_as_an_unknown_one_in_one_decision(
    counts: Counts,
) -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    hidden = await with_hidden_trooper(games, storage, game)
    before = list(storage.tables.events[game])
    refusals: list[DomainError] = []
    for named in (hidden, UNKNOWN):
        counts.decisions = 0
        with pytest.raises(DomainError) as refused:
            await run(games, game, "a", RemoveTrooper(actor="a", trooper_id=named))
        assert counts.decisions == 1
        refusals.append(refused.value)
    as_hidden, as_unknown = refusals
    assert type(as_hidden) is type(as_unknown)
    assert str(as_hidden).replace(hidden, UNKNOWN) == str(as_unknown)
    assert storage.tables.events[game] == before


async def test_a_lieutenant_order_opens_the_private_lieutenant_in_one_decision(
    counts: Counts,
) -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await run(games, game, "a", trooper("a", "a1", points=20))
    await run(games, game, "b", trooper("b", "b1", points=20))
    await sealed_secret(games, storage, game, "a", kind="lieutenant", subject="a1")
    await run(games, game, "a", StartTurn(actor="a", player="a"))
    counts.decisions = counts.sealed_reads = 0
    order = ActivateTrooper(actor="a", trooper="a1", skill=Move(), order_type="lieutenant")
    await run(games, game, "a", order)
    assert (counts.decisions, counts.sealed_reads) == (1, 1)
    activated = storage.tables.events[game][-2:]
    assert [e.type for e in activated] == ["secret_revealed", "trooper_activated"]


async def test_the_answer_is_shown_as_the_sender_sees_it_without_reading_the_secrets_again(
    counts: Counts,
) -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await run(games, game, "b", trooper("b", "b1"))
    await sealed_secret(games, storage, game, "b", kind="camouflage", subject="b1", marker=1)
    counts.decisions = counts.sealed_reads = 0
    await run(games, game, "a", ROLL)
    # The sender's sight (b1 behind its marker) is read once, for the command and its answer.
    assert (counts.decisions, counts.sealed_reads) == (1, 1)
