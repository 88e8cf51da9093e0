"""A game keeps the catalogue revision it was created with: an export written by the release
before revision 3 (a revision 2 game where an E/M weapon wounds a Heavy Infantry and a PARA
weapon puts a trooper Unconscious) still verifies, and the same game read in revision 3, where
E/M and PARA are Non-Lethal, does not."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from service.audit.verify import CheckName, CheckStatus, verify_lines
from tests.builders.export import rechain, to_lines

BEFORE = Path(__file__).parent / "data" / "before_catalogue_revision3.ndjson"


def _parsed() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    header, *records = (json.loads(line) for line in BEFORE.read_text().splitlines())
    return header, records


def test_an_export_of_a_revision_2_game_still_verifies() -> None:
    _header, records = _parsed()
    created = records[0]
    assert created["data"]["catalogue_revision"] == 2
    # What makes it a test of the revision: E/M and PARA wounded, as revision 2 resolves them.
    saves = [r["data"] for r in records if r["type"] == "saving_rolls_made"]
    assert [(s["ammo"], s["wounds"], len(s["rolls"])) for s in saves] == [
        (["E/M"], 1, 2),
        (["PARA"], 1, 2),
    ]
    report = verify_lines(BEFORE.read_text().splitlines(keepends=True))
    assert report.ok, report.render_text()
    assert {c.name: c.status for c in report.checks} == dict.fromkeys(CheckName, CheckStatus.PASSED)


def test_the_same_game_read_in_revision_3_fails_its_replay() -> None:
    header, records = _parsed()
    created = records[0]
    created["data"]["catalogue_revision"] = 3
    created["metadata"]["command"]["catalogue_revision"] = 3
    report = verify_lines(to_lines(*rechain(header, records)))
    assert not report.ok
    assert report.problem is not None
    assert report.problem.check is CheckName.REPLAY
