"""Verifying an audit export: its format, the hash chain, the seed commitment, every die
re-derived with dice-v1, and every command re-decided through the rules.

``redecide`` (deciding one recorded command again and listing how its events differ) is the
proof both the verifier and the order replay hold a record to.
"""

from service.audit.verify.redecide import (
    EventMismatch,
    RecordedEvent,
    Undecidable,
    UnreadableCommand,
    recorded_command,
    redecide,
)
from service.audit.verify.report import (
    CheckName,
    CheckResult,
    CheckStatus,
    Imported,
    Signature,
    SignatureStatus,
    Verdict,
    VerificationProblem,
    VerificationReport,
)
from service.audit.verify.stream import verify_lines, verify_records

__all__ = [
    "CheckName",
    "CheckResult",
    "CheckStatus",
    "EventMismatch",
    "Imported",
    "RecordedEvent",
    "Signature",
    "SignatureStatus",
    "Undecidable",
    "UnreadableCommand",
    "Verdict",
    "VerificationProblem",
    "VerificationReport",
    "recorded_command",
    "redecide",
    "verify_lines",
    "verify_records",
]
