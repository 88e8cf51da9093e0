"""The signature check: the header's Ed25519 signature, and the event lines it covers.

A signature problem is reported as one of the export format's: the file is not the one its
signer wrote. Where the header is signed, it is checked as soon as the header is read; the
event lines' SHA-256 only once they have all been read.
"""

from __future__ import annotations

import hashlib
from typing import Any

from service.audit.export import HEX_64, Header, signed_message
from service.audit.verify.report import Signature, SignatureStatus
from service.signing import ALGORITHM, key_id_of, signature_holds

PUBLIC_KEY_HEX_DIGITS = 64
SIGNATURE_HEX_DIGITS = 128


def _hex(value: Any, digits: int) -> bytes | None:
    if not isinstance(value, str) or len(value) != digits or value != value.lower():
        return None
    try:
        return bytes.fromhex(value)
    except ValueError:
        return None


class SignatureCheck:
    def __init__(self, header: Header, expected_key: bytes | None) -> None:
        fields = header.fields
        self._claimed = fields.get("events_sha256")
        self._lines = hashlib.sha256() if "events_sha256" in fields else None
        self.result, self.header_problem = self._check(fields)
        if self.header_problem is None and expected_key is not None:
            self.header_problem = self._against(expected_key)

    @property
    def wants_lines(self) -> bool:
        return self._lines is not None

    def feed(self, line_text: str) -> None:
        """One event line's text, without its line end."""
        if self._lines is not None:
            self._lines.update(line_text.encode("utf-8") + b"\n")

    def lines_problem(self) -> str | None:
        if self._lines is None or self._lines.hexdigest() == self._claimed:
            return None
        return (
            "events_sha256 is not the SHA-256 of the event lines: a line was changed, added "
            "or removed after the export was written"
        )

    def _check(self, fields: dict[str, Any]) -> tuple[Signature, str | None]:
        claimed = fields.get("events_sha256")
        if "events_sha256" in fields and not (
            isinstance(claimed, str) and HEX_64.fullmatch(claimed)
        ):
            return Signature(status=SignatureStatus.INVALID), "events_sha256 is not a SHA-256"
        if "signature" not in fields:
            return Signature(status=SignatureStatus.UNSIGNED), None
        signature = fields["signature"]
        if not isinstance(signature, dict) or set(signature) != {
            "algorithm",
            "key_id",
            "public_key",
            "value",
        }:
            return Signature(status=SignatureStatus.INVALID), "the signature cannot be read"
        public = _hex(signature["public_key"], PUBLIC_KEY_HEX_DIGITS)
        value = _hex(signature["value"], SIGNATURE_HEX_DIGITS)
        named = signature["key_id"] if isinstance(signature["key_id"], str) else None
        invalid = Signature(status=SignatureStatus.INVALID, key_id=named)
        if signature["algorithm"] != ALGORITHM or public is None or value is None:
            return invalid, f"the signature is not an {ALGORITHM} signature with its public key"
        if named != key_id_of(public):
            return invalid, f"the signature's key_id {named!r} is not its public key's id"
        if claimed is None:
            return invalid, "the signature does not cover the events: events_sha256 is missing"
        if not signature_holds(public, value, signed_message(fields)):
            return invalid, (
                f"the signature does not hold for key {named}: the header was changed after "
                "it was signed"
            )
        return Signature(status=SignatureStatus.SIGNED, key_id=named, public_key=public.hex()), None

    def _against(self, expected: bytes) -> str | None:
        wanted = key_id_of(expected)
        if self.result.status is SignatureStatus.UNSIGNED:
            return f"the export is unsigned: nothing shows that key {wanted} wrote it"
        if self.result.public_key != expected.hex():
            return f"the export is signed by key {self.result.key_id}, not by key {wanted}"
        return None
