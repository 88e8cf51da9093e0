"""An imported game's chain of custody: the imports it went through, and who signed what.

A service that imports a game records the export it took (signed by which key, or unsigned),
and its re-export carries that record, with the imports before it, in its signed header. So a
third service still sees where the game started, and the record cannot be dropped or edited
without breaking the re-exporter's signature. Only a signature vouches for what a header
says: an unsigned export's word on the imports before it is anyone's, so the chain starts at
its latest unsigned export, and a game whose chain starts there is of unsigned origin however
many services signed it since.
"""

from __future__ import annotations

from typing import Any

import msgspec

from service.audit.export import HEX_64
from service.audit.verify.chain import is_canonical_timestamp
from service.audit.verify.report import Imported, ImportedHeader, ImportOrigin, ImportRecord
from service.signing import key_id_of

IMPORTERS = frozenset({"organiser", "operator"})


def read_imported(value: Any) -> ImportedHeader | str:
    """The header's `imported` as written, or why it cannot be read."""
    try:
        read = msgspec.convert(value, ImportedHeader)
    except msgspec.ValidationError as exc:
        return f"the header's imported cannot be read: {exc}"
    for number, record in enumerate((*read.earlier_imports, read), start=1):
        problem = _record_problem(record)
        if problem is not None:
            which = "its record" if not read.earlier_imports else f"its import {number}"
            return f"the header's imported cannot be read: {which}'s {problem}"
    return read


def _record_problem(record: ImportRecord | ImportedHeader) -> str | None:
    # A service writes these from a signature it checked and from its own clock and roles; a
    # record that does not hold together was written by hand.
    if (record.signed_by is None) != (record.public_key is None):
        return "signed_by and public_key are not both given or both null"
    if record.public_key is not None:
        if not HEX_64.fullmatch(record.public_key):
            return "public_key is not 64 lowercase hex digits"
        if key_id_of(bytes.fromhex(record.public_key)) != record.signed_by:
            return "signed_by is not the id of its public_key"
    if not is_canonical_timestamp(record.imported_at):
        return "imported_at is not a canonical UTC timestamp"
    if record.imported_by not in IMPORTERS:
        return f"imported_by is not one of {', '.join(sorted(IMPORTERS))}"
    return None


def custody(imported: ImportedHeader, exported_by: ImportOrigin | None = None) -> Imported:
    """The chain the imports make, ending with the export that carries them, signed by
    ``exported_by`` (its key null when unsigned); None for a service's own stored log, which
    no export follows yet."""
    signers = [
        ImportOrigin(signed_by=record.signed_by, public_key=record.public_key)
        for record in (*imported.earlier_imports, imported)
    ]
    if exported_by is not None:
        signers.append(exported_by)
    start = max((n for n, signer in enumerate(signers) if signer.signed_by is None), default=0)
    return Imported(
        **imported.record_fields(),
        earlier_imports=imported.earlier_imports,
        origin=signers[start],
        re_exported_by=tuple(s.signed_by for s in signers[start + 1 :] if s.signed_by),
    )
