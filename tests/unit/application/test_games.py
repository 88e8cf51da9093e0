"""The games use cases on in-memory fakes of their storage: no database, milliseconds each."""

from __future__ import annotations

import pytest

from service.application.games.use_case import Answer, Decided, Idempotency, Principal
from service.domain.commands import FreeRoll, FreeRollSide
from service.domain.errors import InvalidCommand, NotFound, Unauthorized
from tests.unit.application.playing import create, game_id_of, games_on_fakes

ROLL = FreeRoll(
    actor="a",
    kind="face_to_face",
    sides=(FreeRollSide(name="a", attribute=13, burst=3), FreeRollSide(name="b", attribute=12)),
)


def _rolled(decided: Decided) -> Answer:
    return Answer({"version": decided.after.version}, created=True)


async def test_create_records_the_game_its_secrets_and_projection() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    assert (await games.state(game)).players == ("a", "b")
    assert storage.tables.projected[game] == 1
    assert game in storage.tables.seeds


async def test_a_new_game_records_the_privacy_rule() -> None:
    """New games name markers in commands and keep Costs and the Lieutenant Private
    (docs/rules.md, "What each player may know of the other's army")."""
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    assert (await games.state(game)).privacy_rule == 1
    assert storage.tables.events[game][0].data["privacy_rule"] == 1


async def test_a_roll_is_appended_after_the_creation() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    answer = await games.execute(
        Principal(game, "a"), ROLL, if_match=None, idempotency=None, respond=_rolled
    )
    assert answer.body == {"version": 2}
    assert [e.version for e in storage.tables.events[game]] == [1, 2]
    assert storage.tables.projected[game] == 2


async def test_a_command_that_lost_an_append_race_is_decided_again() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    storage.conflicts_left = 2
    answer = await games.execute(
        Principal(game, "a"), ROLL, if_match=None, idempotency=None, respond=_rolled
    )
    assert answer.body == {"version": 2}
    assert storage.conflicts_left == 0
    assert len(storage.tables.events[game]) == 2


async def test_an_idempotent_retry_is_answered_from_the_record_without_rolling() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    key = Idempotency("a-key-of-sixteen-chars-or-more", "POST /rolls", "same request")
    first = await games.execute(
        Principal(game, "a"), ROLL, if_match=None, idempotency=key, respond=_rolled
    )
    again = await games.execute(
        Principal(game, "a"), ROLL, if_match=None, idempotency=key, respond=_rolled
    )
    assert (again.body, again.replayed) == (first.body, True)
    assert len(storage.tables.events[game]) == 2


async def test_a_refused_command_appends_nothing() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    refused = FreeRoll(actor="a", kind="face_to_face", sides=ROLL.sides[:1])
    with pytest.raises(InvalidCommand):
        await games.execute(
            Principal(game, "a"), refused, if_match=None, idempotency=None, respond=_rolled
        )
    assert len(storage.tables.events[game]) == 1
    assert storage.tables.projected[game] == 1


async def test_a_token_of_the_game_names_its_holder() -> None:
    games, _ = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    assert await games.authenticate(game, created.organiser_token) == Principal(game, "organiser")
    assert await games.authenticate(game, created.player_tokens["b"]) == Principal(game, "b")


async def test_an_unknown_token_is_refused_and_another_games_token_learns_nothing() -> None:
    games, _ = games_on_fakes()
    game = game_id_of(await create(games))
    other = await create(games)
    with pytest.raises(Unauthorized):
        await games.authenticate(game, "not-a-token")
    with pytest.raises(Unauthorized):
        await games.authenticate(game, None)
    with pytest.raises(NotFound):
        await games.authenticate(game, other.organiser_token)


async def test_only_an_organiser_token_creates_another_game_of_its_organiser() -> None:
    games, storage = games_on_fakes()
    first = await create(games)
    second = await create(games, organiser_token=first.organiser_token)
    organised = await storage.organised_game_ids(first.organiser_token)
    assert organised == [game_id_of(first), game_id_of(second)]
    with pytest.raises(Unauthorized):
        await create(games, organiser_token=first.player_tokens["a"])
    assert len(storage.tables.events) == 2
