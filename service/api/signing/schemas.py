"""What GET /v1/signing-key answers."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.domain.described import about


class SigningKeyView(msgspec.Struct, frozen=True):
    """The public half of the Ed25519 key this service signs every audit export with
    (docs/guide/dice-and-audit.md,
    "Export signatures")."""

    algorithm: Annotated[Literal["ed25519"], about("Always `ed25519`")]
    key_id: Annotated[
        str, about("The first 16 hex digits of the SHA-256 of the public key; exports name it.")
    ]
    public_key: Annotated[
        str,
        about(
            "The raw 32-byte Ed25519 public key, hex; `infinity-ledger verify --public-key` takes "
            "it."
        ),
    ]
