"""A game's read models and a recorded roll's odds, read through GameReads on the fakes."""

from __future__ import annotations

import uuid
from fractions import Fraction

import pytest

from service.application.reads.use_case import GameReads
from service.domain.errors import NotFound
from service.rules.values import Edition
from tests.unit.application.playing import (
    ROLL,
    create,
    game_id_of,
    games_on_fakes,
    play,
    thread_workers,
)


async def test_the_order_state_is_the_games_and_an_unknown_game_is_not_found() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    reads = GameReads(storage, thread_workers())
    state = await reads.order_state(game)
    assert (state.version, state.players) == (2, ("a", "b"))
    with pytest.raises(NotFound):
        await reads.order_state(uuid.uuid4())


async def test_rolls_are_paged_by_version_and_a_version_without_dice_is_no_roll() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    versions = [await play(games, game, ROLL) for _ in range(3)]
    assert versions == [2, 3, 4]
    reads = GameReads(storage, thread_workers())
    assert [r.version for r in await reads.rolls(game, after=2, limit=1)] == [3]
    assert [r.version for r in await reads.rolls(game, after=0, limit=10)] == [2, 3, 4]
    assert (await reads.roll(game, 4)).version == 4
    with pytest.raises(NotFound):
        await reads.roll(game, 1)  # the creation


async def test_a_recorded_rolls_odds_are_those_of_its_sides_before_the_dice_fell() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    version = await play(games, game, ROLL)
    reads = GameReads(storage, thread_workers())
    found = await reads.roll_odds(game, version, Edition.N5)
    [side] = found.sides
    assert (side.name, side.sv.value, side.burst, side.extra_die) == ("a", 13, 2, False)
    # By hand: a d20 fails above 13 (7 faces in 20); the side wins unless both dice fail.
    assert found.odds.sides[0].win == 1 - Fraction(7, 20) ** 2
    with pytest.raises(NotFound):
        await reads.roll_odds(game, 1, Edition.N5)
