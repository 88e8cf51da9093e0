"""Tournament Points of one game and the standings of an organiser's games.

ITS Season 10, as an ITS event published it (http://www.the131.com/forum/viewtopic.php?f=58&p=52558):
a Total Victory (winning by 5 Objective Points or more) is worth 3 Tournament Points, a Victory
(winning by 4 or less) 2, a Tie 1, a Defeat 0; players are ranked by Tournament Points, then total
Objective Points, then total Victory Points. An ITS league (http://tucson.tosabosa.com/events/
e1538892076418509) states the same cap of 3 Tournament Points a game and the same tiebreakers.

The older ITS ranking an ITS event published (http://www.norcononline.com/blog/infinity/) has no
Tournament Points: accumulated Objective Points, then Victory Points, then the sum of the
Objective Points accumulated by all of a player's opponents in the tournament.
"""

from __future__ import annotations

import uuid

import pytest

from service.domain.commands import ORGANISER, AnswerResult, EndGame, RecordResult
from service.domain.score import PlayerScore, Score, score
from service.domain.standings import GameScore, standings
from service.domain.state import PlayerResult
from tests.builders.game import ARIADNA, TOHAA, new_game, trooper


@pytest.mark.parametrize(
    ("own", "opponent", "expected"),
    [
        # By hand from the ITS Season 10 table: margin 5 or more, 1 to 4, 0, below 0.
        (10, 5, 3),
        (9, 0, 3),
        (6, 2, 2),
        (1, 0, 2),
        (4, 4, 1),
        (0, 0, 1),
        (2, 3, 0),
        (0, 10, 0),
    ],
)
def test_its_season_10_tournament_points_of_an_ended_game(
    own: int, opponent: int, expected: int
) -> None:
    game = new_game(manual_dice=False)
    game.run(trooper(ARIADNA, "fennec", points=20))
    game.run(trooper(TOHAA, "senku", points=20))
    game.run(EndGame(actor=ORGANISER))
    for player, points, answerer in ((ARIADNA, own, TOHAA), (TOHAA, opponent, ARIADNA)):
        game.run(RecordResult(actor=player, player=player, objective_points=points))
        game.run(AnswerResult(actor=answerer, player=player, accept=True))
    by_player = {p.player: p.tournament_points for p in score(game.state).players}
    assert by_player[ARIADNA] == expected


def test_no_tournament_points_until_the_score_is_final() -> None:
    game = new_game(manual_dice=False)
    game.run(trooper(ARIADNA, "fennec", points=20))
    game.run(trooper(TOHAA, "senku", points=20))
    game.run(EndGame(actor=ORGANISER))
    game.run(RecordResult(actor=ARIADNA, player=ARIADNA, objective_points=7))
    game.run(RecordResult(actor=TOHAA, player=TOHAA, objective_points=1))
    # Recorded but not confirmed: nothing is final, so nothing is awarded yet.
    assert [p.tournament_points for p in score(game.state).players] == [None, None]


def final_game(
    first: tuple[str, int, int], second: tuple[str, int, int], tps: tuple[int, int]
) -> GameScore:
    """A final score; the Tournament Points are given, as the table above awards them."""
    players = tuple(
        PlayerScore(
            player=name,
            result=PlayerResult(player=name, objective_points=op, reasons=(), status="confirmed"),
            victory_points=vp,
            tournament_points=tp,
        )
        for (name, op, vp), tp in zip((first, second), tps, strict=True)
    )
    return GameScore(game_id=uuid.uuid4(), score=Score(players=players, final=True, winner=None))


def test_its_season_10_ranks_by_tournament_points_then_objective_then_victory_points() -> None:
    one = final_game(("anna", 8, 150), ("ben", 2, 200), (3, 0))
    two = final_game(("cleo", 5, 100), ("dan", 4, 300), (2, 0))
    three = final_game(("anna", 3, 100), ("cleo", 3, 120), (1, 1))
    rows = standings((one, two, three), "its-season-10")
    # By hand: anna 3+1=4 TP, 11 OP; cleo 2+1=3 TP; ben 0 TP, 2 OP, 200 VP; dan 0 TP, 4 OP.
    assert [(r.rank, r.player, r.tournament_points) for r in rows] == [
        (1, "anna", 4),
        (2, "cleo", 3),
        (3, "dan", 0),
        (4, "ben", 0),
    ]
    anna = rows[0]
    assert (anna.objective_points, anna.victory_points) == (11, 250)
    assert anna.games == (one.game_id, three.game_id)


def test_equal_on_every_key_share_a_rank() -> None:
    game = final_game(("anna", 3, 100), ("ben", 3, 100), (1, 1))
    rows = standings((game,), "its-season-10")
    assert [(r.rank, r.player) for r in rows] == [(1, "anna"), (1, "ben")]


def test_the_objective_points_ranking_breaks_ties_by_the_opponents_objective_points() -> None:
    one = final_game(("anna", 6, 100), ("ben", 4, 100), (2, 0))
    two = final_game(("cleo", 6, 100), ("dan", 1, 100), (3, 0))
    rows = standings((one, two), "its-objective-points")
    # By hand: anna and cleo 6 OP and 100 VP each; anna's opponent ben scored 4 in all, cleo's
    # opponent dan 1, so anna ranks first; then ben (4 OP), dan (1 OP).
    assert [(r.rank, r.player) for r in rows] == [(1, "anna"), (2, "cleo"), (3, "ben"), (4, "dan")]
    assert [r.opponents_objective_points for r in rows] == [4, 1, 6, 6]
    assert all(r.tournament_points is None for r in rows)


def test_a_game_not_yet_final_is_left_out_of_the_standings() -> None:
    done = final_game(("anna", 6, 100), ("ben", 4, 100), (2, 0))
    open_game = GameScore(
        game_id=uuid.uuid4(), score=Score(players=done.score.players, final=False, winner=None)
    )
    rows = standings((done, open_game), "its-season-10")
    assert [(r.player, r.tournament_points, r.games) for r in rows] == [
        ("anna", 2, (done.game_id,)),
        ("ben", 0, (done.game_id,)),
    ]
