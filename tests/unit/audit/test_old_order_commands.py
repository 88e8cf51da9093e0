"""Exports written before order commands named their order still verify offline; a recorded
order number that is not the open order's is a mismatch."""

from __future__ import annotations

from typing import Any

from service.audit.verify import verify_lines
from tests.builders.export import export_records, play_short_game, to_lines

ORDER_COMMANDS = {
    "declare_aro",
    "declare_second_skill",
    "withdraw_declaration",
    "resolve",
    "choose_discard",
    "choose_reroll",
    "conclude",
}


def _recorded_commands(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r["metadata"]["command"] for r in records if "command" in r["metadata"]]


def test_an_export_whose_order_commands_have_no_order_verifies() -> None:
    header, records = export_records(play_short_game(), reveal_seed=True)
    old = [c for c in _recorded_commands(records) if c["command"] in ORDER_COMMANDS]
    assert {c["command"] for c in old} == {"declare_aro", "resolve", "conclude"}
    for command in old:
        command.pop("order", None)
    assert all("order" not in c for c in old)

    report = verify_lines(to_lines(header, records))

    assert report.ok, report.render_text()


def test_a_recorded_order_command_for_another_order_is_a_mismatch() -> None:
    header, records = export_records(play_short_game(), reveal_seed=True)
    for command in _recorded_commands(records):
        if command["command"] == "resolve":
            command["order"] = 2

    report = verify_lines(to_lines(header, records))

    assert not report.ok
    assert "order 2 is not the open order (1)" in report.render_text()
