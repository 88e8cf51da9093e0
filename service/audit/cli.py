"""`infinity-ledger verify FILE`: check an audit export offline and print the report.

A file may hold several games one after the other (the organiser's export): each header line
starts a game, and each game gets its own report.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from service.audit.export import UnreadableRecord, parse_json_line
from service.audit.verify import VerificationReport, verify_lines

EXIT_OK = 0
EXIT_MISMATCH = 1
EXIT_UNREADABLE = 2


def _is_header(line: str) -> bool:
    try:
        obj = parse_json_line(line)
    except UnreadableRecord:
        return False  # the verifier reads the line again and says why it cannot
    return isinstance(obj, dict) and "dice_algorithm" in obj and "version" not in obj


class _Games:
    """Splits a stream of lines into games at header lines, without reading ahead further."""

    def __init__(self, lines: Iterator[str]) -> None:
        self._lines = lines
        self._pending: str | None = next(lines, None)

    def __iter__(self) -> Iterator[Iterator[str]]:
        while self._pending is not None:
            yield self._game()

    def _game(self) -> Iterator[str]:
        assert self._pending is not None
        yield self._pending
        self._pending = None
        for line in self._lines:
            if _is_header(line):
                self._pending = line
                return
            yield line


def _exit_code(report: VerificationReport) -> int:
    if report.ok:
        return EXIT_OK
    return EXIT_MISMATCH if report.readable else EXIT_UNREADABLE


def verify_file(path: Path, out: TextIO) -> int:
    """0 when every check passes, 1 on any mismatch, 2 when the file cannot be read at all."""
    codes: list[int] = []
    try:
        with path.open(encoding="utf-8", newline="\n") as export:
            for game in _Games(iter(export)):
                report = verify_lines(game)
                for _ in game:  # a game the verifier gave up on early: skip to the next
                    pass
                if codes:
                    out.write("\n")
                out.write(report.render_text())
                codes.append(_exit_code(report))
    except (OSError, UnicodeDecodeError) as exc:
        out.write(f"Cannot read {path}: {exc}\n")
        return EXIT_UNREADABLE
    if not codes:
        out.write(f"{path} is empty: there is nothing to verify\n")
        return EXIT_UNREADABLE
    return max(codes)
