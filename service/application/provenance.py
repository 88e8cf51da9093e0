"""What an import records of where its game came from, read back by every view of the game."""

from __future__ import annotations

from service.application.ports import ImportSource
from service.audit.verify import SignatureStatus, VerificationReport


def import_source(report: VerificationReport, organiser_token: str | None) -> ImportSource:
    """The signer the verified export names (none when unsigned), and the importer by its role
    alone: an organiser over HTTP, the operator on the command line (who gives no token)."""
    signature = report.signature
    signed = signature if signature and signature.status is SignatureStatus.SIGNED else None
    return ImportSource(
        signed_by=signed.key_id if signed else None,
        public_key=signed.public_key if signed else None,
        imported_by="organiser" if organiser_token else "operator",
    )
