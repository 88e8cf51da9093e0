"""An export of a game whose army lists are in Combat Groups verifies, and a turn's Order Pools
edited into it are caught: verify decides every command again, counting each group's Regular
Orders as the decider does (Orders and the Order Pool, N5)."""

from __future__ import annotations

from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ORGANISER,
    EndGame,
    EndTurn,
    StartTurn,
)
from service.domain.declarations import Move
from tests.builders.export import RecordedGame, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA


def _played() -> RecordedGame:
    game = RecordedGame()
    game.add_trooper(ARIADNA, "line", combat_group=1, points=12)
    game.add_trooper(ARIADNA, "boss", combat_group=2, points=31, lieutenant=True)
    game.add_trooper(TOHAA, "senku", combat_group=1, points=40)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order("boss", Move())
    game.run(EndTurn(actor=ARIADNA))
    game.run(EndGame(actor=ORGANISER, reason="time is up"))
    return game


def test_an_export_of_a_game_in_combat_groups_verifies() -> None:
    header, records = _played().exported()
    turn = next(r for r in records if r["type"] == "turn_started")
    assert turn["data"]["groups"] == [{"group": 1, "regular": 1}, {"group": 2, "regular": 1}]
    assert verify_lines(to_lines(header, records)).ok


def test_an_order_moved_between_groups_in_an_export_is_caught() -> None:
    header, records = _played().exported()
    version = version_of(records, "turn_started")
    record = next(r for r in records if r["version"] == version)
    record["data"]["groups"] = [{"group": 1, "regular": 2}, {"group": 2, "regular": 0}]

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)
