"""docs/api.md's "Who may do what" says what service/domain/roles.py enforces: every command is
in the table, and its organiser column matches the role the domain gives the command."""

from __future__ import annotations

import re

from service.domain.commands import Command
from service.domain.roles import WHO_SENDS, Sender
from tests.paths import ROOT

ORGANISER_COLUMN = {
    "no": {Sender.PLAYER},
    "yes": {Sender.ORGANISER},
    "its own token only": {Sender.EACH_FOR_THEMSELVES},
}


def _readme_rows() -> dict[str, str]:
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    section = text.split("\n## Who may do what\n", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, str] = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].startswith("`"):
            continue
        for tag in re.findall(r"`([a-z_]+)`", cells[0]):
            rows[tag] = cells[3]
    return rows


def _tag(kind: type[Command]) -> str:
    return str(kind.__struct_config__.tag)


def test_every_command_is_in_the_readmes_table_once() -> None:
    rows = _readme_rows()
    assert set(rows) == {_tag(kind) for kind in WHO_SENDS}


def test_the_readmes_organiser_column_is_the_domains_rule() -> None:
    for kind, sender in WHO_SENDS.items():
        said = _readme_rows()[_tag(kind)]
        if said.startswith("yes, with the server's dice only"):
            assert sender is Sender.ANY_PARTICIPANT, kind
        elif said.startswith("yes (rules on"):
            assert sender is Sender.PLAYER_OR_JUDGE, kind
        elif said.startswith("yes"):
            assert sender is Sender.ORGANISER, kind
        else:
            assert sender in ORGANISER_COLUMN[said], (kind, said)
