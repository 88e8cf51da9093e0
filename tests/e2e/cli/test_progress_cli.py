"""The long commands' progress on stderr (a bar on a terminal, plain lines elsewhere, none with
--quiet), `--version`, and the summary table `verify` ends with."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.builders.export import export_records, play_short_game, to_lines
from tests.paths import AUDIT_DATA, ROOT

EXPORTS = ("short_game_before_templates.ndjson", "before_comms_attacks.ndjson")


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "service", *args],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def progress_lines(stderr: str, label: str) -> list[str]:
    """The progress lines of one command, without their rate (it varies from run to run)."""
    return [line.split(" (")[0] for line in stderr.splitlines() if line.startswith(f"{label}: ")]


def test_version_prints_the_package_version() -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    done = run("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"infinity-ledger {declared['project']['version']}\n"


def test_verify_ends_with_the_whole_files_summary(tmp_path: Path) -> None:
    # Two games in one file, as an organiser's export holds them; the counts by hand from the
    # records: every event line, every face in a "draws", every command (one causation_id each).
    texts = [(AUDIT_DATA / name).read_text(encoding="utf-8") for name in EXPORTS]
    path = tmp_path / "two.ndjson"
    path.write_text("".join(texts), encoding="utf-8")
    records = [json.loads(line) for text in texts for line in text.splitlines()[1:]]
    dice = sum(len(record["data"].get("draws", [])) for record in records)
    commands = sum(
        len({json.loads(line)["metadata"]["causation_id"] for line in text.splitlines()[1:]})
        for text in texts
    )

    done = run("verify", "--progress-every", "0", str(path))

    assert done.returncode == 0, done.stdout
    summary = done.stderr.split("\nSummary\n")[1].splitlines()
    assert [line.split() for line in summary] == [
        ["games", "2"],
        ["events", str(len(records))],
        ["dice", "re-derived", str(dice)],
        ["commands", "re-decided", str(commands)],
        ["result", "OK"],
    ]


def test_verify_summary_says_failed_when_a_game_fails(tmp_path: Path) -> None:
    text = (AUDIT_DATA / EXPORTS[0]).read_text(encoding="utf-8")
    path = tmp_path / "changed.ndjson"
    path.write_text(text.replace('"client_seed":"table-7"', '"client_seed":"table-8"', 1))

    done = run("verify", "--progress-every", "0", str(path))

    assert done.returncode == 1, done.stdout
    assert done.stderr.rstrip().splitlines()[-1].split() == ["result", "FAILED"]


def test_verify_off_a_terminal_writes_plain_lines_and_quiet_none(tmp_path: Path) -> None:
    path = AUDIT_DATA / EXPORTS[0]
    lines = len(path.read_text(encoding="utf-8").splitlines())

    shown = run("verify", "--progress-every", "0", str(path))
    quiet = run("verify", "--quiet", "--progress-every", "0", str(path))

    assert shown.returncode == quiet.returncode == 0
    assert progress_lines(shown.stderr, "verify")[:-1] == [
        f"verify: {n} of {lines} lines" for n in range(1, lines + 1)
    ]
    assert progress_lines(shown.stderr, "verify")[-1].startswith(
        f"verify: done, {lines} of {lines} lines in "
    )
    assert "\x1b" not in shown.stderr
    assert "\nSummary\n" in shown.stderr
    assert progress_lines(quiet.stderr, "verify") == []
    assert "Summary" not in quiet.stderr
    # The report on stdout is the same bytes with or without the progress and its summary.
    assert shown.stdout == quiet.stdout
    assert shown.stdout.rstrip().endswith("No problem found.")


def test_verify_on_a_terminal_draws_a_bar_with_the_count_and_rate() -> None:
    path = AUDIT_DATA / EXPORTS[0]
    lines = len(path.read_text(encoding="utf-8").splitlines())
    leader, follower = pty.openpty()
    done = subprocess.run(
        [sys.executable, "-m", "service", "verify", str(path)],
        stdout=subprocess.PIPE,
        stderr=follower,
        timeout=120,
        check=False,
    )
    os.close(follower)
    drawn = b""
    try:
        while chunk := os.read(leader, 65536):
            drawn += chunk
    except OSError:  # the terminal's other end is closed: all is read
        pass
    os.close(leader)
    screen = drawn.decode()

    assert done.returncode == 0
    assert "━" in screen  # the bar
    assert f"{lines}/{lines}" in screen
    assert "lines/s" in screen
    assert screen.rstrip().splitlines()[-1].split() == ["result", "OK"]
    # The report goes to stdout as it does off a terminal, plain text, and not beside the bar.
    quiet = run("verify", "--quiet", str(path))
    assert done.stdout.decode() == quiet.stdout
    assert "Audit of game" not in screen


def test_import_then_rebuild_count_their_events(tmp_path: Path, empty_database: str) -> None:
    header, records = export_records(play_short_game(), reveal_seed=True)
    for record in records:  # as this service records them: no client's idempotency key
        record["metadata"].pop("idempotency_key", None)
    lines = to_lines(header, records)
    path = tmp_path / "game.ndjson"
    path.write_text("".join(lines), encoding="utf-8")
    events = len(lines) - 1  # less the header
    env = {"DATABASE_URL": empty_database}

    imported = run("import", "--progress-every", "0", str(path), env=env)
    rebuilt = run("rebuild", "--progress-every", "0", env=env)
    quiet = run("rebuild", "--quiet", "--progress-every", "0", env=env)

    assert imported.returncode == 0, imported.stderr
    assert progress_lines(imported.stderr, "import")[-1].startswith(
        f"import: done, {events} of {events} events in "
    )
    assert imported.stdout.startswith("imported game ")
    assert rebuilt.returncode == quiet.returncode == 0, rebuilt.stderr
    assert progress_lines(rebuilt.stderr, "rebuild")[0] == f"rebuild: {events} events"
    assert progress_lines(rebuilt.stderr, "rebuild")[-1].startswith(
        f"rebuild: done, {events} events in "
    )
    assert progress_lines(quiet.stderr, "rebuild") == []
    assert (
        rebuilt.stdout
        == quiet.stdout
        == "rebuilt the projections of 1 game(s) from the event log\n"
    )
