"""How strong an Idempotency-Key must be before its record is trusted.

A key's record is scoped to its route and caller. A creation without a token has no caller:
every such client shares the record, and the key alone decides who is handed the new game's
tokens again. There the key must be able to hold 128 random bits, so that nobody guesses it;
behind a token a minimum length is enough, since only that token's holder reaches the record.
A rule can only see a key's form, not how it was drawn: clients draw it at random.
"""

from __future__ import annotations

import re
from collections import Counter

from service.domain.errors import WeakIdempotencyKey

MIN_KEY_LENGTH = 16
ANONYMOUS_KEY_BITS = 128
_HEX = re.compile(r"[0-9A-Fa-f-]+")
_BASE64 = re.compile(r"[A-Za-z0-9+/_-]+=*")

MINIMUM_RULE = f"an Idempotency-Key has at least {MIN_KEY_LENGTH} characters"
ANONYMOUS_RULE = (
    f"a creation without a token takes an Idempotency-Key that can hold {ANONYMOUS_KEY_BITS}"
    " bits: at least 32 hex digits (a UUID's hyphens not counted) or at least 22 base64url or"
    " base64 characters (trailing '=' not counted), no one character making up half of it;"
    " draw it at random, e.g. secrets.token_urlsafe(16)"
)


def key_bits(key: str) -> int:
    """The most random bits the key's form can hold: 4 per hex digit when it is all hex,
    else 6 per base64 or base64url character; none outside those alphabets."""
    if _HEX.fullmatch(key):
        return 4 * (len(key) - key.count("-"))
    if _BASE64.fullmatch(key):
        return 6 * len(key.rstrip("="))
    return 0


def check_key(key: str, *, anonymous: bool) -> None:
    """Refuse a key too weak for its record (WeakIdempotencyKey) before it is looked up."""
    if anonymous:
        mostly_one = max(Counter(key).values(), default=0) * 2 >= len(key)
        if key_bits(key) < ANONYMOUS_KEY_BITS or mostly_one:
            raise WeakIdempotencyKey(ANONYMOUS_RULE)
    elif len(key) < MIN_KEY_LENGTH:
        raise WeakIdempotencyKey(MINIMUM_RULE)
