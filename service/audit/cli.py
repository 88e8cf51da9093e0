"""`infinity-ledger verify FILE`: check an audit export offline and print the report.

A file may hold several games one after the other (the organiser's export): each header line
starts a game, and each game gets its own report. A tournament's export is its header and its
own events, then the export of every game of its tables: each game gets its report, then the
tournament gets its own, which holds the games to what the tournament's events say of them.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from service.audit.export import UnreadableRecord, parse_json_line
from service.audit.summary import summary_table, worst_verdict
from service.audit.tournament import TournamentReport, is_tournament_header, verify_tournament
from service.audit.tournament.verify import GameSection
from service.audit.verify import Verdict, VerificationReport, verify_lines
from service.audit.verify.signature import PUBLIC_KEY_HEX_DIGITS

EXIT_OK = 0
EXIT_MISMATCH = 1
EXIT_UNREADABLE = 2
EXIT_UNVERIFIABLE = 3
"""Nothing failed, but the game ended on a client-held secret it used and never revealed."""
EXIT_UNSIGNED_ORIGIN = 4
"""Nothing failed, but an imported game's chain of custody starts with an unsigned export."""


def _is_header(line: str) -> bool:
    try:
        obj = parse_json_line(line)
    except UnreadableRecord:
        return False  # the verifier reads the line again and says why it cannot
    game = isinstance(obj, dict) and "dice_algorithm" in obj and "version" not in obj
    return game or is_tournament_header(obj)


def _is_tournament(line: str) -> bool:
    try:
        return is_tournament_header(parse_json_line(line))
    except UnreadableRecord:
        return False


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


_EXIT_CODES = {
    Verdict.OK: EXIT_OK,
    Verdict.FAILED: EXIT_MISMATCH,
    Verdict.UNREADABLE: EXIT_UNREADABLE,
    Verdict.UNVERIFIABLE: EXIT_UNVERIFIABLE,
    Verdict.UNSIGNED_ORIGIN: EXIT_UNSIGNED_ORIGIN,
}


_TOURNAMENT_VERDICTS = {
    "ok": Verdict.OK,
    "failed": Verdict.FAILED,
    "unreadable": Verdict.UNREADABLE,
}


def _exit_code(reports: list[VerificationReport], tournaments: list[TournamentReport]) -> int:
    """The worst verdict's code: an unverifiable game does not hide a failed one."""
    verdicts = [_TOURNAMENT_VERDICTS[t.verdict] for t in tournaments]
    return _EXIT_CODES[worst_verdict(reports, verdicts)]


class UnreadableKey(ValueError):
    """The public key given is neither a key nor a file holding one."""


def read_public_key(given: str) -> bytes:
    """A raw Ed25519 public key: 64 hex digits, or a file holding them or the JSON of
    `GET /v1/signing-key`."""
    text = given.strip()
    candidate = Path(text)
    if len(text) != PUBLIC_KEY_HEX_DIGITS and candidate.is_file():
        try:
            text = candidate.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise UnreadableKey(f"cannot read {given}: {exc}") from None
    if text.startswith("{"):
        try:
            text = str(parse_json_line(text)["public_key"])
        except (UnreadableRecord, KeyError, TypeError):
            raise UnreadableKey("the JSON holds no public_key") from None
    try:
        key = bytes.fromhex(text)
    except ValueError:
        key = b""
    if len(key) != PUBLIC_KEY_HEX_DIGITS // 2:
        raise UnreadableKey(f"{given!r} is not {PUBLIC_KEY_HEX_DIGITS} hex digits or a file")
    return key


def _unseen(_count: int) -> None:
    """Nobody follows the verification's progress."""


def _counted(lines: Iterator[str], read: Callable[[int], None]) -> Iterator[str]:
    for line in lines:
        read(1)
        yield line


def count_lines(path: Path) -> int:
    """The lines of a file, counted without decoding it: the total a verification's progress
    counts to (a last line without its newline counts too)."""
    lines, last = 0, b"\n"
    with path.open("rb") as file:
        while chunk := file.read(1 << 20):
            lines += chunk.count(b"\n")
            last = chunk[-1:]
    return lines + (last != b"\n")


def verify_file(
    path: Path,
    out: TextIO,
    public_key: str | None = None,
    read: Callable[[int], None] = _unseen,
    summarise: Callable[[str], None] | None = None,
) -> int:
    """0 when every check passes, 1 on any mismatch, 2 when the file cannot be read at all, 3
    when nothing failed but a game ended on a client-held secret it used and never revealed, 4
    when nothing else is wrong but an imported game is of unsigned origin.

    public_key (hex, or a file): the exporter's; every game must then be signed by it.
    read(1) is told of each line as it is read; summarise, of the whole file's summary table
    (the games, events, dice re-derived, commands re-decided and the worst result).
    """
    try:
        expected = read_public_key(public_key) if public_key is not None else None
    except UnreadableKey as exc:
        out.write(f"Cannot use the public key: {exc}\n")
        return EXIT_UNREADABLE
    reports: list[VerificationReport] = []
    tournaments: list[TournamentReport] = []
    # A tournament's own lines, and its games' as they follow it, until the next tournament.
    group: tuple[list[str], list[GameSection]] | None = None

    def write(text: str) -> None:
        if reports or tournaments:
            out.write("\n")
        out.write(text)

    def close_group() -> None:
        if group is not None:
            report = verify_tournament(group[0], group[1], public_key=expected)
            write(report.render_text())
            tournaments.append(report)

    try:
        with path.open(encoding="utf-8", newline="\n") as export:
            for game in _Games(_counted(iter(export), read)):
                first = next(game)
                if _is_tournament(first):
                    close_group()
                    group = ([first.rstrip("\n"), *(line.rstrip("\n") for line in game)], [])
                    continue
                lines = itertools.chain([first], game)
                if group is not None:
                    kept = list(lines)
                    report = verify_lines(kept, public_key=expected)
                    group[1].append(GameSection([line.rstrip("\n") for line in kept], report))
                else:
                    report = verify_lines(lines, public_key=expected)
                    for _ in game:  # a game the verifier gave up on early: skip to the next
                        pass
                write(report.render_text())
                reports.append(report)
            close_group()
    except (OSError, UnicodeDecodeError) as exc:
        out.write(f"Cannot read {path}: {exc}\n")
        return EXIT_UNREADABLE
    if not reports and not tournaments:
        out.write(f"{path} is empty: there is nothing to verify\n")
        return EXIT_UNREADABLE
    if summarise is not None:
        summarise(summary_table(reports, tournaments))
    return _exit_code(reports, tournaments)
