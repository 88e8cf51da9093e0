"""verify holds a game to its Objective Points cap (scenario_rule 2; 10 in ITS, an ITS league's
rules: http://tucson.tosabosa.com/events/e1538892076418509): a result above it edited into the
log fails the replay, though its chain is hashed again; a game recorded before the cap keeps the
points it was played with."""

from __future__ import annotations

from service.audit.verify import CheckName, verify_lines
from service.domain.commands import ORGANISER, EndGame, RecordResult
from tests.builders.export import RecordedGame, export_records, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA


def ended_with_a_result(points: int, **scenario: int) -> RecordedGame:
    game = RecordedGame(**scenario)
    game.add_trooper(ARIADNA, "fennec", points=27)
    game.add_trooper(TOHAA, "senku", points=35)
    game.run(EndGame(actor=ORGANISER, reason="time"))
    game.run(RecordResult(actor=ARIADNA, player=ARIADNA, objective_points=points))
    return game


def test_a_result_above_the_cap_edited_into_the_log_is_caught() -> None:
    its = {"scenario_rule": 2, "classified_objectives": 1, "objective_points_cap": 10}
    game = ended_with_a_result(10, **its)
    header, records = export_records(game, reveal_seed=True)
    assert verify_lines(to_lines(header, records)).ok
    version = version_of(records, "result_recorded")
    record = next(r for r in records if r["version"] == version)
    record["data"]["objective_points"] = 100
    record["metadata"]["command"]["objective_points"] = 100

    report = verify_lines(to_lines(*rechain(header, records)))

    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)
    assert "at most 10" in report.problem.message


def test_a_game_recorded_before_the_cap_verifies_with_the_points_it_was_played_with() -> None:
    header, records = export_records(ended_with_a_result(100), reveal_seed=True)
    assert verify_lines(to_lines(header, records)).ok
