"""Objective Points are bounded by the scenario's cap: 10 in ITS, so a player cannot record 100.

An ITS league's rules (http://tucson.tosabosa.com/events/e1538892076418509): "Each week the
scenario will give you a maximum of 3 Tournament Points (TP) & 10 Objective Points (OP)". So 10
is the most a player records, by hand: 10 passes, 11 and 100 are refused; a game records its
cap (``objective_points_cap``, under ``scenario_rule`` 2), and games recorded before it keep
what they were played with.
"""

from __future__ import annotations

import pytest

from service.domain.commands import ORGANISER, AnswerResult, EndGame, RecordResult
from service.domain.errors import InvalidCommand, ObjectivePointsAboveCap
from service.domain.events import DisputeDecided, ResultRecorded
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, rejects, trooper

ITS_CAP = 10


def ended(**scenario: int) -> Game:
    game = new_game(manual_dice=False, **scenario)
    game.run(trooper(ARIADNA, "fennec", points=27))
    game.run(trooper(TOHAA, "senku", points=35))
    game.run(EndGame(actor=ORGANISER, reason="three rounds"))
    return game


def its_game() -> Game:
    return ended(scenario_rule=2, classified_objectives=1, objective_points_cap=ITS_CAP)


def result(points: int, actor: str = ARIADNA) -> RecordResult:
    return RecordResult(actor=actor, player=ARIADNA, objective_points=points)


@pytest.mark.parametrize("points", [11, 100])
def test_objective_points_above_the_its_cap_are_refused(points: int) -> None:
    rejects(its_game(), result(points), ObjectivePointsAboveCap, f"{points}.*at most 10")


def test_the_cap_itself_is_scored() -> None:
    game = its_game()
    assert game.run(result(10)) == [ResultRecorded(player=ARIADNA, objective_points=10, reasons=())]


def test_the_organisers_decision_is_bounded_too() -> None:
    game = its_game()
    game.run(result(4))
    game.run(AnswerResult(actor=TOHAA, player=ARIADNA, accept=False, reason="no"))
    rejects(game, result(11, actor=ORGANISER), ObjectivePointsAboveCap, "at most 10")
    assert game.run(result(10, actor=ORGANISER)) == [
        DisputeDecided(player=ARIADNA, objective_points=10, reasons=())
    ]


def test_a_scenario_with_another_cap_is_held_to_it() -> None:
    game = ended(scenario_rule=2, classified_objectives=1, objective_points_cap=12)
    game.run(result(12))
    rejects(game, result(13, actor=ARIADNA), ObjectivePointsAboveCap, "at most 12")


@pytest.mark.parametrize(
    "scenario",
    [{}, {"scenario_rule": 1, "classified_objectives": 1}],
    ids=["before the scenario's rules", "scenario_rule 1"],
)
def test_games_recorded_before_the_cap_keep_their_points(scenario: dict[str, int]) -> None:
    """Decided as they were played: 100 Objective Points passed then, and still do there."""
    game = ended(**scenario)
    assert game.run(result(100)) == [
        ResultRecorded(player=ARIADNA, objective_points=100, reasons=())
    ]


@pytest.mark.parametrize(
    ("scenario", "match"),
    [
        ({"scenario_rule": 2, "classified_objectives": 1}, "objective_points_cap"),
        ({"scenario_rule": 1, "classified_objectives": 1, "objective_points_cap": 10}, "cap"),
        ({"scenario_rule": 2, "classified_objectives": 1, "objective_points_cap": 0}, "1 to"),
    ],
)
def test_a_game_records_its_cap_exactly_under_the_rule(
    scenario: dict[str, int], match: str
) -> None:
    with pytest.raises(InvalidCommand, match=match):
        new_game(manual_dice=False, **scenario)
