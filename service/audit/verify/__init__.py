"""Verifying an audit export: its format, the hash chain, the seed commitment, every die
re-derived with dice-v1, every command re-decided through the rules, and an imported game's
chain of custody (``custody``).

``redecide`` (deciding one recorded command again and listing how its events differ) is the
proof both the verifier and the order replay hold a record to.
"""

from service.audit.verify.custody import custody, read_imported
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
    ImportedHeader,
    ImportOrigin,
    ImportRecord,
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
    "ImportOrigin",
    "ImportRecord",
    "Imported",
    "ImportedHeader",
    "RecordedEvent",
    "Signature",
    "SignatureStatus",
    "Undecidable",
    "UnreadableCommand",
    "Verdict",
    "VerificationProblem",
    "VerificationReport",
    "custody",
    "read_imported",
    "recorded_command",
    "redecide",
    "verify_lines",
    "verify_records",
]
