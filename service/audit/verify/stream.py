"""Verifying an audit export offline: format, hash chain, seed, dice, and every command
re-decided.

``verify_lines`` reads an NDJSON export line by line and ``verify_records`` takes the same
records as dicts (what the service builds from its database). Both stream: besides the folded
game state, only the events of the command being re-decided are held.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from service.audit.export import (
    UnreadableRecord,
    export_line,
    parse_json_line,
    read_event,
    read_header,
)
from service.audit.verify.report import (
    CHECK_ORDER,
    CheckName,
    CheckResult,
    CheckStatus,
    Verdict,
    VerificationProblem,
    VerificationReport,
)
from service.audit.verify.verifier import Verifier


def unreadable(message: str, *, line: int | None = None) -> VerificationReport:
    """The report for an export whose header cannot be read: nothing could be checked."""
    problem = VerificationProblem(check=CheckName.FORMAT, message=message, line=line)
    checks = tuple(
        CheckResult(
            name=name,
            status=CheckStatus.FAILED if name is CheckName.FORMAT else CheckStatus.STOPPED,
            note="" if name is CheckName.FORMAT else "the export cannot be read",
            problem=problem if name is CheckName.FORMAT else None,
        )
        for name in CHECK_ORDER
    )
    return VerificationReport(
        ok=False,
        verdict=Verdict.UNREADABLE,
        readable=False,
        game_id=None,
        events=0,
        checks=checks,
        problem=problem,
    )


def verify_records(
    header: Mapping[str, Any], events: Iterable[Mapping[str, Any]], *, exported: bool = True
) -> VerificationReport:
    """Verify an export given as records: the header dict, then the event dicts in order.

    exported False: the records are the service's own stored log, not an export, so there is
    no signature to check (the report's `signature` is null).
    """
    try:
        read = read_header(dict(header) if isinstance(header, Mapping) else header)
    except UnreadableRecord as exc:
        return unreadable(str(exc))
    verifier = Verifier(read, exported=exported)
    for ordinal, record in enumerate(events, start=1):
        try:
            obj = dict(record) if isinstance(record, Mapping) else record
            event = read_event(obj, ordinal=ordinal, line=None)
        except UnreadableRecord as exc:
            verifier.abort(ordinal, f"the event record cannot be read: {exc}")
            break
        # A record's line is the canonical one the service writes for it.
        verifier.feed(event, export_line(obj)[:-1] if verifier.wants_lines else "")
    return verifier.finish()


def _lines(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    for number, line in enumerate(lines, start=1):
        yield number, line.removesuffix("\n").removesuffix("\r")


def verify_lines(lines: Iterable[str], *, public_key: bytes | None = None) -> VerificationReport:
    """Verify an NDJSON export, one line at a time (an open text file is fine).

    public_key: the exporter's raw Ed25519 public key; given, an export it did not sign (or an
    unsigned one) is a mismatch.
    """
    numbered = _lines(lines)
    first = next(numbered, None)
    if first is None or not first[1].strip():
        return unreadable("the export is empty: its first line should be the header", line=1)
    try:
        header = read_header(parse_json_line(first[1]))
    except UnreadableRecord as exc:
        return unreadable(f"the header cannot be read: {exc}", line=1)
    verifier = Verifier(header, header_line=1, public_key=public_key)
    ordinal = 0
    blank: int | None = None
    for number, text in numbered:
        if not text.strip():
            blank = blank or number
            continue
        ordinal += 1
        if blank is not None:
            # Trailing blank lines are harmless; one between records means a record is missing
            # or was split.
            verifier.abort(ordinal, f"line {blank} is blank", line=blank)
            break
        try:
            event = read_event(parse_json_line(text), ordinal=ordinal, line=number)
        except UnreadableRecord as exc:
            verifier.abort(ordinal, f"the event record cannot be read: {exc}", line=number)
            break
        verifier.feed(event, text)
    return verifier.finish()
