"""A script that imports nothing of the service checks the reveals of an export, from the
secrets guide's commitment scheme alone (it runs isolated, so it could not import the service)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.builders.export import export_records, rechain, to_lines, version_of
from tests.unit.audit.test_secrets_audit import game_with_secrets

SCRIPT = Path(__file__).parent / "scripts" / "check_reveals.py"


def run_script(tmp_path: Path, lines: list[str]) -> subprocess.CompletedProcess[str]:
    export = tmp_path / "game.ndjson"
    export.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-I", str(SCRIPT), str(export)],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )


def test_the_script_accepts_every_honest_reveal(tmp_path: Path) -> None:
    header, records = export_records(game_with_secrets(reveal_objective=True), reveal_seed=True)
    done = run_script(tmp_path, to_lines(header, records))
    assert (done.returncode, done.stdout) == (0, "s-lt ok\ns-obj ok\n"), done.stderr


def test_the_script_catches_an_edited_reveal(tmp_path: Path) -> None:
    header, records = export_records(game_with_secrets(reveal_objective=True), reveal_seed=True)
    version = version_of(records, "secret_revealed", nth=1)
    edited = next(r for r in records if r["version"] == version)
    edited["data"]["secret"] = {"kind": "classified_objective", "objective": "Extraction"}
    done = run_script(tmp_path, to_lines(*rechain(header, records)))
    assert (done.returncode, done.stdout) == (1, "s-lt ok\ns-obj MISMATCH\n"), done.stderr
