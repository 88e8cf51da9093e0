"""`infinity-ledger verify` on a tournament's export, as its guide runs it: every game's report,
then the tournament's on stdout, the summary with its pairings derived again on stderr, and the
exit code (0 when it all checks out, 1 for a forged pairing, 1 for another key than the one
given)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from service.signing import SigningKey
from tests.unit.audit.test_tournament_audit import SIGNER, played_tournament, rewritten, split


@pytest.fixture(scope="module")
async def exported() -> tuple[list[str], str]:
    return await played_tournament()


def verify(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "service", "verify", "--progress-every", "0", str(path), *extra],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def written(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "tournament.ndjson"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_a_tournaments_export_verifies_from_the_command_line(
    exported: tuple[list[str], str], tmp_path: Path
) -> None:
    lines, tournament = exported
    done = verify(written(tmp_path, lines), "--public-key", SIGNER.public_key_hex)
    assert done.returncode == 0, done.stdout[-3000:]
    games = len(json.loads(lines[0])["games"])
    assert done.stdout.count(": OK\n") == games + 1
    assert f"Audit of tournament {tournament}: OK" in done.stdout
    # The summary goes to stderr, beside the progress: the report on stdout stays as it was.
    summary = done.stderr[done.stderr.index("Summary") :]
    assert "pairings re-derived" in summary
    assert summary.rstrip().endswith("OK")


def test_a_forged_pairing_exits_1(exported: tuple[list[str], str], tmp_path: Path) -> None:
    lines, tournament = exported
    header, events, games = split(copy.deepcopy(lines), tournament)
    paired = next(e for e in events if e["type"] == "round_paired")
    first, second = paired["data"]["tables"][:2]
    first["players"][0], second["players"][0] = second["players"][0], first["players"][0]
    done = verify(written(tmp_path, rewritten(header, events, games, SIGNER)))
    assert done.returncode == 1
    assert f"Audit of tournament {tournament}: FAILED" in done.stdout
    assert "its pairing does not follow from the seed" in done.stdout


def test_another_key_than_the_exporters_exits_1(
    exported: tuple[list[str], str], tmp_path: Path
) -> None:
    lines, _ = exported
    done = verify(written(tmp_path, lines), "--public-key", SigningKey.generate().public_key_hex)
    assert done.returncode == 1
