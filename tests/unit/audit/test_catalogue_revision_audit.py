"""A game keeps the weapon catalogue it was played with: an export written before the N5
correction of the weapons (Mk12 at PS 6, a Light Grenade Launcher) still verifies."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from service.audit.verify import CheckName, CheckStatus, verify_lines
from service.rules.catalogue import CATALOGUE_REVISION
from tests.builders.export import rechain, to_lines

# Written by the release before catalogue revisions: Fennec's Mk12 (PS 6 then) wounds
# Senku A, then a Grenadier's Light Grenade Launcher (a slug N5 no longer has) hits Senku B.
BEFORE = Path(__file__).parent / "data" / "before_catalogue_revisions.ndjson"


def _parsed() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    header, *records = (json.loads(line) for line in BEFORE.read_text().splitlines())
    return header, records


def _saves_by_weapon(records: list[dict[str, Any]]) -> dict[str, int]:
    return {
        r["data"]["weapon"]: r["data"]["ps"] for r in records if r["type"] == "saving_rolls_made"
    }


def test_an_export_recorded_before_catalogue_revisions_still_verifies() -> None:
    _header, records = _parsed()
    created = records[0]
    assert created["type"] == "game_created"
    assert "catalogue_revision" not in created["data"]
    assert "catalogue_revision" not in created["metadata"]["command"]
    # What makes it a test of revisions: the old profiles, as recorded.
    assert _saves_by_weapon(records) == {"Mk12": 6, "Light Grenade Launcher": 7}

    report = verify_lines(BEFORE.read_text().splitlines(keepends=True))
    assert report.ok, report.render_text()
    assert {c.name: c.status for c in report.checks} == dict.fromkeys(CheckName, CheckStatus.PASSED)


def test_the_same_game_read_in_the_current_catalogue_fails() -> None:
    header, records = _parsed()
    created = records[0]
    created["data"]["catalogue_revision"] = CATALOGUE_REVISION
    created["metadata"]["command"]["catalogue_revision"] = CATALOGUE_REVISION
    report = verify_lines(to_lines(*rechain(header, records)))
    assert not report.ok
    assert report.problem is not None
    assert report.problem.check is CheckName.REPLAY
    assert "light_grenade_launcher" in report.render_text()
