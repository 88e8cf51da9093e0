"""`verify_file`: exit 0 for a good export, 1 for a tampered one, 2 when it cannot be read."""

from __future__ import annotations

import io
from pathlib import Path

from service.audit.cli import verify_file
from tests.builders.export import export_lines, export_records, play_short_game, to_lines


def write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(lines), encoding="utf-8")
    return path


def test_a_good_export_exits_0_and_prints_the_report(tmp_path: Path) -> None:
    game = play_short_game()
    path = write(tmp_path / "game.ndjson", export_lines(game, reveal_seed=True))
    out = io.StringIO()

    assert verify_file(path, out) == 0

    text = out.getvalue()
    assert text.startswith(f"Audit of game {game.game_id}: OK\n")
    assert f"passed: {len(game.history)} links" in text
    assert f"passed: {len(game.played)} commands replayed" in text
    assert "No problem found." in text


def test_a_tampered_export_exits_1_naming_the_version(tmp_path: Path) -> None:
    header, records = export_records(play_short_game(), reveal_seed=False)
    wounded = next(r for r in records if r["type"] == "trooper_wounded")
    wounded["data"]["wounds"] += 1
    path = write(tmp_path / "game.ndjson", to_lines(header, records))
    out = io.StringIO()

    assert verify_file(path, out) == 1

    text = out.getvalue()
    assert ": FAILED\n" in text
    assert f"First problem (hash chain, version {wounded['version']}" in text


def test_an_export_with_crlf_line_ends_still_verifies(tmp_path: Path) -> None:
    lines = [
        line.replace("\n", "\r\n") for line in export_lines(play_short_game(), reveal_seed=True)
    ]
    path = write(tmp_path / "game.ndjson", lines)

    assert verify_file(path, io.StringIO()) == 0


def test_a_missing_file_exits_2(tmp_path: Path) -> None:
    out = io.StringIO()

    assert verify_file(tmp_path / "absent.ndjson", out) == 2
    assert out.getvalue().startswith("Cannot read ")


def test_a_file_that_is_not_an_export_exits_2(tmp_path: Path) -> None:
    path = write(tmp_path / "notes.txt", ["dear diary\n", "today we played Infinity\n"])
    out = io.StringIO()

    assert verify_file(path, out) == 2
    assert "UNREADABLE" in out.getvalue()
    assert "the header cannot be read" in out.getvalue()


def test_a_file_that_is_not_utf8_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "binary.ndjson"
    good = "".join(export_lines(play_short_game(), reveal_seed=True)[:3]).encode()
    path.write_bytes(good + b"\xff\xfe\x00garbage\n")
    out = io.StringIO()

    assert verify_file(path, out) == 2
    assert out.getvalue().startswith("Cannot read ")
