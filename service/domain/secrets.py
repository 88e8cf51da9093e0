"""Private information (Open and Private Information, N5) as commitments: pure, no I/O.

A secret is a small JSON object naming its kind and what it hides. Its commitment is what the
log shows until it is revealed; docs/guide/secrets.md states the scheme so anyone can check a
reveal:

    canonical = JSON of the secret, keys sorted, no spaces, UTF-8 (non-ASCII kept as is)
    commitment = SHA-256 hex of (salt + "\\n" + canonical), salt being 64 lowercase hex digits
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets as randomness
from typing import Final, Literal, get_args

from service.domain.errors import Forbidden
from service.domain.state import GameState, SecretRecord

SecretKind = Literal[
    "lieutenant", "classified_objective", "hidden_deployment", "camouflage", "impersonation"
]
SECRET_KINDS: Final = frozenset(get_args(SecretKind))
TROOPER_KINDS: Final = frozenset({"lieutenant", "hidden_deployment", "camouflage", "impersonation"})
"""Kinds whose secret is one of the owner's troopers; a classified objective names a card."""
MARKED_KINDS: Final = frozenset({"hidden_deployment", "camouflage"})
"""Kinds whose open fact is a marker on the table: the opponent sees it, not who is under it."""
MARKER_KINDS: Final = frozenset({"hidden_deployment", "camouflage", "impersonation"})
"""Kinds that keep a trooper off the table, behind a marker or hidden, until it is revealed."""
HeldBy = Literal["server", "client"]
SALT_BYTES: Final = 32
_HEX_DIGEST: Final = re.compile(r"[0-9a-f]{64}")


class MalformedSecret(ValueError):
    """A secret that is not of the shape its kind asks for."""


def secret_value(kind: str, subject: str) -> dict[str, str]:
    """The secret as committed: its kind, and the trooper id or the objective it hides."""
    if kind not in SECRET_KINDS:
        raise MalformedSecret(f"no kind of secret {kind!r}")
    field = "trooper" if kind in TROOPER_KINDS else "objective"
    return {"kind": kind, field: subject}


def subject_of(kind: str, secret: object) -> str:
    """What a revealed secret hides, once it is checked to be exactly its kind's shape."""
    if not isinstance(secret, dict) or secret.get("kind") != kind:
        raise MalformedSecret(f"the secret is not a {kind} secret")
    field = "trooper" if kind in TROOPER_KINDS else "objective"
    subject = secret.get(field)
    if set(secret) != {"kind", field} or not isinstance(subject, str) or not subject:
        raise MalformedSecret(f"a {kind} secret holds exactly `kind` and `{field}`")
    return subject


def canonical_json(secret: dict[str, str]) -> bytes:
    return json.dumps(secret, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def new_salt() -> str:
    return randomness.token_hex(SALT_BYTES)


def is_digest(text: str) -> bool:
    """64 lowercase hex digits: the shape of a salt and of a commitment."""
    return _HEX_DIGEST.fullmatch(text) is not None


def commitment(salt: str, secret: dict[str, str]) -> str:
    if not is_digest(salt):
        raise MalformedSecret("a salt is 64 lowercase hex digits (32 bytes)")
    return hashlib.sha256(salt.encode() + b"\n" + canonical_json(secret)).hexdigest()


def opens(commitment_given: str, salt: str, secret: dict[str, str]) -> bool:
    """Whether ``salt`` and ``secret`` are what ``commitment_given`` was made of."""
    try:
        made = commitment(salt, secret)
    except MalformedSecret:
        return False
    return hmac.compare_digest(made, commitment_given)


def sealed_unrevealed(state: GameState) -> tuple[SecretRecord, ...]:
    return tuple(s for s in state.secrets if s.held_by == "server" and not s.revealed)


def needs_openings(before: GameState, after: GameState) -> bool:
    """Whether a command that gave ``after`` ended the game with server-held secrets unrevealed:
    it did not carry the openings its end reveals. ``openings.secrets_needed`` foresees every
    end, so the service appends no such command."""
    return after.ended and not before.ended and bool(sealed_unrevealed(after))


def require_owned_subject(state: GameState, owner: str, kind: str, subject: str) -> None:
    """A trooper secret names one of its owner's troopers, never an opponent's."""
    if kind not in TROOPER_KINDS:
        return
    trooper = state.trooper(subject)
    if trooper is None or trooper.player != owner:
        raise Forbidden(f"{owner!r} has no trooper {subject!r} to keep a {kind} secret about")
