"""`infinity-ledger verify FILE`: check an audit export offline and print the report."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from service.audit.verify import verify_lines

EXIT_OK = 0
EXIT_MISMATCH = 1
EXIT_UNREADABLE = 2


def verify_file(path: Path, out: TextIO) -> int:
    """0 when every check passes, 1 on any mismatch, 2 when the file cannot be read at all."""
    try:
        with path.open(encoding="utf-8", newline="\n") as export:
            report = verify_lines(export)
    except (OSError, UnicodeDecodeError) as exc:
        out.write(f"Cannot read {path}: {exc}\n")
        return EXIT_UNREADABLE
    out.write(report.render_text())
    if report.ok:
        return EXIT_OK
    return EXIT_MISMATCH if report.readable else EXIT_UNREADABLE
