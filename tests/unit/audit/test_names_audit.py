"""An export of a game held to the rule for names verifies, and a name edited into it that
breaks the rule is caught even with the chain hashed again: verify decides every command
again, so an import meets the rule as the API does."""

from __future__ import annotations

import msgspec

from service.audit.verify import CheckName, verify_lines
from service.domain.commands import ORGANISER, EndGame
from service.domain.names import NAME_RULE
from tests.builders.export import (
    RecordedGame,
    play_short_game,
    rechain,
    to_lines,
    version_of,
)
from tests.builders.game import TOHAA, trooper


def test_an_export_of_a_game_under_the_rule_verifies() -> None:
    header, records = play_short_game(name_rule=NAME_RULE).exported()
    assert records[0]["data"]["name_rule"] == NAME_RULE
    assert verify_lines(to_lines(header, records)).ok


def test_a_reordering_name_edited_into_an_export_is_caught() -> None:
    header, records = play_short_game(name_rule=NAME_RULE).exported()
    version = version_of(records, "trooper_added", 2)
    record = next(r for r in records if r["version"] == version)
    forged = "Sen\u202eku B"
    record["data"]["trooper"]["name"] = forged
    record["metadata"]["command"]["name"] = forged

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)
    assert "U+202E" in report.problem.message


def test_an_invisible_name_edited_into_a_game_under_rule_3_is_caught() -> None:
    header, records = play_short_game(name_rule=3).exported()
    version = version_of(records, "trooper_added", 2)
    record = next(r for r in records if r["version"] == version)
    forged = "\u3164Senku B"
    record["data"]["trooper"]["name"] = forged
    record["metadata"]["command"]["name"] = forged

    report = verify_lines(to_lines(*rechain(header, records)))

    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)
    assert "U+3164" in report.problem.message


def test_a_game_recorded_under_rule_2_with_an_invisible_name_verifies_as_played() -> None:
    game = RecordedGame(name_rule=2)
    game.run(msgspec.structs.replace(trooper(TOHAA, "senku-c"), name="\u3164Senku C"))
    game.run(EndGame(actor=ORGANISER, reason="time"))
    header, records = game.exported()
    assert verify_lines(to_lines(header, records)).ok
