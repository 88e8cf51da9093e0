"""Audit exports of a game's event log, and their offline verification."""

from service.audit.export import event_record, export_header, export_line, record_of
from service.audit.report import CheckName, CheckStatus, Problem, VerificationReport
from service.audit.verify import verify_lines, verify_records

__all__ = [
    "CheckName",
    "CheckStatus",
    "Problem",
    "VerificationReport",
    "event_record",
    "export_header",
    "export_line",
    "record_of",
    "verify_lines",
    "verify_records",
]
