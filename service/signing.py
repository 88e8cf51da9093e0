"""The key this service signs its audit exports with (Ed25519), and its public half.

Made once like the server key (service/keyring.py): from `INFINITY_LEDGER_SIGNING_KEY`, else a
0600 key file made beside the data. Every replica of one deployment must share it, so that an
export says which service wrote it whichever replica served it. Only the public key and its
id ever leave the process (`GET /v1/signing-key` and every export header).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import (
    Encoding,
    NoEncryption,
    PrivateFormat,
    PublicFormat,
)

from service.keyring import KEY_BYTES, UnusableKey, parse_key, write_new_key

SIGNING_KEY_ENV = "INFINITY_LEDGER_SIGNING_KEY"
SIGNING_KEY_FILE_NAME = "signing.key"
ALGORITHM = "ed25519"
PUBLIC_KEY_BYTES = 32
KEY_ID_HEX_DIGITS = 16


def key_id_of(public_key: bytes) -> str:
    """A short name for a public key: the first 16 hex digits of its SHA-256."""
    return hashlib.sha256(public_key).hexdigest()[:KEY_ID_HEX_DIGITS]


def signature_holds(public_key: bytes, signature: bytes, message: bytes) -> bool:
    try:
        Ed25519PublicKey.from_public_bytes(public_key).verify(signature, message)
    except (InvalidSignature, ValueError):
        return False
    return True


@dataclass(frozen=True, slots=True)
class SigningKey:
    _private: Ed25519PrivateKey = field(repr=False)
    public_key: bytes = field(init=False)

    def __post_init__(self) -> None:
        public = self._private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
        object.__setattr__(self, "public_key", public)

    @classmethod
    def generate(cls) -> SigningKey:
        return cls(Ed25519PrivateKey.generate())

    @classmethod
    def from_private_bytes(cls, raw: bytes) -> SigningKey:
        if len(raw) != KEY_BYTES:
            raise UnusableKey(f"the signing key must be {KEY_BYTES} bytes, not {len(raw)}")
        return cls(Ed25519PrivateKey.from_private_bytes(raw))

    def private_bytes(self) -> bytes:
        return self._private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())

    @property
    def public_key_hex(self) -> str:
        return self.public_key.hex()

    @property
    def key_id(self) -> str:
        return key_id_of(self.public_key)

    def sign(self, message: bytes) -> bytes:
        return self._private.sign(message)


def load_signing_key(data_dir: Path, configured: str | None = None) -> SigningKey:
    """The key from the environment when set, else from (or made in) `data_dir/signing.key`."""
    configured = configured if configured is not None else os.environ.get(SIGNING_KEY_ENV)
    if configured:
        return SigningKey.from_private_bytes(parse_key(configured, SIGNING_KEY_ENV))
    path = data_dir.expanduser() / SIGNING_KEY_FILE_NAME
    if not path.exists():
        data_dir.expanduser().mkdir(parents=True, exist_ok=True)
        write_new_key(path)
    return SigningKey.from_private_bytes(
        parse_key(path.read_text(encoding="ascii"), SIGNING_KEY_ENV)
    )
