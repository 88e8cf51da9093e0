"""An export of a game where Command Tokens were spent verifies: verify decides each spend
again (Command Tokens, N5); a spend edited into another Combat Group is caught."""

from __future__ import annotations

from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ORGANISER,
    EndGame,
    EndTurn,
    SpendCommandToken,
    StartTurn,
)
from service.domain.declarations import Move
from tests.builders.export import RecordedGame, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA


def _played() -> RecordedGame:
    game = RecordedGame()
    game.add_trooper(ARIADNA, "line", combat_group=1)
    game.add_trooper(ARIADNA, "boss", combat_group=2, lieutenant=True)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(
        SpendCommandToken(
            actor=ARIADNA,
            player=ARIADNA,
            use="move_to_combat_group",
            trooper="line",
            combat_group=2,
        )
    )
    # Group 1 gave its one Regular Order to group 2 with the trooper: group 2 now spends it.
    game.order("line", Move())
    game.run(EndTurn(actor=ARIADNA))
    game.run(EndGame(actor=ORGANISER, reason="time is up"))
    return game


def test_an_export_with_a_command_token_spent_verifies() -> None:
    header, records = _played().exported()
    spent = next(r for r in records if r["type"] == "command_token_spent")
    assert spent["data"]["use"] == "move_to_combat_group"
    assert (spent["data"]["from_group"], spent["data"]["combat_group"]) == (1, 2)
    assert verify_lines(to_lines(header, records)).ok


def test_a_spend_edited_into_another_group_is_caught() -> None:
    header, records = _played().exported()
    version = version_of(records, "command_token_spent")
    record = next(r for r in records if r["version"] == version)
    record["data"]["combat_group"] = 3

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)
