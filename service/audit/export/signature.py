"""What an export's signature covers, for the service that signs and the verifier that checks.

The header carries ``events_sha256``, the SHA-256 of every event line after it (each line's
text and its ``\\n``, exactly as written), and ``signature``: the algorithm, the key id, the
raw public key and the Ed25519 signature of

    b"infinity-ledger export v1\\n" + canonical JSON of the header without ``signature.value``

so the signature covers every header field (the seed, the head hash, any import provenance)
and, through ``events_sha256``, every byte of every event, metadata included, which the hash
chain leaves out.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from service.signing import ALGORITHM, SigningKey
from service.store.chain import canonical_json

SIGNED_CONTEXT = b"infinity-ledger export v1\n"
"""Prefixed to what is signed, so an export signature can never pass for another message."""


def signed_message(header: Mapping[str, Any]) -> bytes:
    """The bytes the signature is made over: the header with the signature's value left out."""
    unsigned = copy.deepcopy(dict(header))
    signature = unsigned.get("signature")
    if isinstance(signature, dict):
        signature.pop("value", None)
    return SIGNED_CONTEXT + canonical_json(unsigned).encode("utf-8")


def signed_header(header: Mapping[str, Any], events_sha256: str, key: SigningKey) -> dict[str, Any]:
    """The header with ``events_sha256`` and the signature of ``key`` over both."""
    signed: dict[str, Any] = {
        **header,
        "events_sha256": events_sha256,
        "signature": {
            "algorithm": ALGORITHM,
            "key_id": key.key_id,
            "public_key": key.public_key_hex,
        },
    }
    signed["signature"]["value"] = key.sign(signed_message(signed)).hex()
    return signed
