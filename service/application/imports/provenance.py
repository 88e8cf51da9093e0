"""What an import records of where its game came from, read back by every view of the game."""

from __future__ import annotations

from service.application.ports import EarlierImport, ImportSource, Provenance, format_recorded_at
from service.audit.verify import (
    Imported,
    ImportedHeader,
    ImportRecord,
    SignatureStatus,
    VerificationReport,
    custody,
)


def import_source(report: VerificationReport, organiser_token: str | None) -> ImportSource:
    """The signer the verified export names (none when unsigned), the imports before it that its
    signed header carries, and the importer by its role alone: an organiser over HTTP, the
    operator on the command line (who gives no token)."""
    signature = report.signature
    signed = signature if signature and signature.status is SignatureStatus.SIGNED else None
    # An unsigned export's word on earlier imports is anyone's: kept, it would let a made-up
    # "signed by" stand at the start of the chain.
    earlier = report.imported.records() if signed and report.imported else ()
    return ImportSource(
        signed_by=signed.key_id if signed else None,
        public_key=signed.public_key if signed else None,
        imported_by="organiser" if organiser_token else "operator",
        earlier=tuple(
            EarlierImport(r.signed_by, r.public_key, r.imported_at, r.imported_by) for r in earlier
        ),
    )


def imported_label(found: Provenance) -> Imported:
    """The import as every view shows it: with the chain of custody its records make."""
    return custody(
        ImportedHeader(
            signed_by=found.signed_by,
            public_key=found.public_key,
            imported_at=format_recorded_at(found.imported_at),
            imported_by=found.imported_by,
            earlier_imports=tuple(
                ImportRecord(
                    signed_by=e.signed_by,
                    public_key=e.public_key,
                    imported_at=e.imported_at,
                    imported_by=e.imported_by,
                )
                for e in found.earlier
            ),
        )
    )
