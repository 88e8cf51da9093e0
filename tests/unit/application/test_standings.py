"""The standings of every game an organiser token runs, read through GameReads on the fakes.

Tournament Points per ITS Season 10 (http://www.the131.com/forum/viewtopic.php?f=58&p=52558):
3 for winning by 5 Objective Points or more, 2 for a smaller win, 1 for a tie, 0 for a defeat;
ranked by Tournament Points, then Objective Points, then Victory Points.
"""

from __future__ import annotations

from uuid import UUID

import pytest

from service.application.games.use_case import Games
from service.application.reads.use_case import GameReads
from service.domain.commands import AnswerResult, RecordResult
from service.domain.errors import Unauthorized
from tests.unit.application.playing import (
    create,
    end,
    game_id_of,
    games_on_fakes,
    play,
    thread_workers,
)


async def settle(games: Games, game: UUID, points: dict[str, int]) -> None:
    for player, opponent in (("a", "b"), ("b", "a")):
        record = RecordResult(actor=player, player=player, objective_points=points[player])
        await play(games, game, record, actor=player)
        confirm = AnswerResult(actor=opponent, player=player, accept=True)
        await play(games, game, confirm, actor=opponent)


async def test_every_player_of_the_organisers_final_games_is_ranked() -> None:
    games, storage = games_on_fakes()
    opening = await create(games)
    token = opening.organiser_token  # the first game's token runs the others too
    first = game_id_of(opening)
    second = game_id_of(await create(games, token))
    running = game_id_of(await create(games, token))
    for game in (first, second):
        await end(games, game)
    await settle(games, first, {"a": 7, "b": 1})
    await settle(games, second, {"a": 2, "b": 3})
    found = await GameReads(storage, thread_workers()).standings(token, "its-season-10")
    # By hand: a wins the first by 6 (3 TP) and loses the second (0); b gets 0 and 2 (a win by
    # 1). Totals: a 3 TP and 9 OP, b 2 TP and 4 OP. The running game counts for nobody.
    assert [(r.rank, r.player, r.tournament_points, r.objective_points) for r in found.rows] == [
        (1, "a", 3, 9),
        (2, "b", 2, 4),
    ]
    assert found.rows[0].games == (first, second)
    assert found.pending_games == (running,)


async def test_a_token_that_organises_nothing_has_no_standings() -> None:
    _, storage = games_on_fakes()
    with pytest.raises(Unauthorized):
        await GameReads(storage, thread_workers()).standings("nobody", "its-season-10")
