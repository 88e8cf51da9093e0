"""`infinity-ledger verify FILE` and `infinity-ledger import FILE` on files that are not an
export: exit 2 ("cannot be read"), one line saying why, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.builders.export import export_lines, play_short_game

EXIT_UNREADABLE = 2

NOT_EXPORTS: dict[str, bytes] = {
    "2,000 nested brackets": b"[" * 2000 + b"]" * 2000 + b"\n",
    "a number of 5,000 digits": b"1" * 5000 + b"\n",
    "an array": b"[1, 2]\n",
    "bad UTF-8": b'{"game_id": "\xff\xfe"}\n',
    "empty": b"",
}


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "service", *args],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def messages(stderr: str) -> list[str]:
    """stderr without the log lines of starting up (migrations, the embedded server)."""
    return [line for line in stderr.splitlines() if not line.startswith(("INFO ", "DEBUG "))]


@pytest.mark.parametrize("content", NOT_EXPORTS.values(), ids=NOT_EXPORTS.keys())
def test_verify_exits_2_without_a_traceback(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "export.ndjson"
    path.write_bytes(content)

    done = run("verify", str(path))

    assert done.returncode == EXIT_UNREADABLE, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    assert messages(done.stderr) == []


def test_verify_of_a_good_export_still_passes(tmp_path: Path) -> None:
    path = tmp_path / "export.ndjson"
    path.write_text("".join(export_lines(play_short_game(), reveal_seed=True)), encoding="utf-8")

    done = run("verify", str(path))

    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    "content", [*NOT_EXPORTS.values(), None], ids=[*NOT_EXPORTS.keys(), "no such file"]
)
def test_import_exits_2_with_one_line(
    tmp_path: Path, empty_database: str, content: bytes | None
) -> None:
    path = tmp_path / "export.ndjson"
    if content is not None:
        path.write_bytes(content)

    done = run("import", str(path), env={"DATABASE_URL": empty_database})

    assert done.returncode == EXIT_UNREADABLE, done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
    said = messages(done.stderr)
    assert len(said) == 1, done.stderr
    assert said[0].startswith("not imported: "), said
    assert "organiser token" not in done.stdout
