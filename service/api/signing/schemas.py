"""What GET /v1/signing-key answers."""

from __future__ import annotations

from typing import Literal

import msgspec


class SigningKeyView(msgspec.Struct, frozen=True):
    algorithm: Literal["ed25519"]
    key_id: str
    """The first 16 hex digits of the SHA-256 of the public key; exports name it."""
    public_key: str
    """The raw 32-byte Ed25519 public key, hex; `infinity-ledger verify --public-key` takes it."""
