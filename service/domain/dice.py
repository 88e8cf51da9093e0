"""Server dice, algorithm "dice-v1": faces derived from a secret seed, checkable afterwards.

The game publishes SHA-256 of its 32-byte seed when it is created and reveals the seed when it
ends, so anyone can recompute every face from the event log. A face depends only on the seed,
the game, the players' client seed, the version of the event that draws it and the die's index
within that event: replaying or re-deciding a command can never change the dice.
"""

from __future__ import annotations

import hashlib
import hmac
import itertools
import uuid
from collections.abc import Callable, Iterable

ALGORITHM = "dice-v1"
SEED_BYTES = 32
FACES_PER_DIE = 20
ACCEPT_BELOW = (2**32 // FACES_PER_DIE) * FACES_PER_DIE
"""4294967280: the largest multiple of 20 that fits in 32 bits; values at or above it would
make low faces slightly likelier, so they are rejected and the next attempt is drawn."""

Roller = Callable[[int, int], tuple[int, ...]]
"""(version of the drawing event, number of dice) -> faces, in draw order."""


def _check_seed(seed: bytes) -> None:
    if len(seed) != SEED_BYTES:
        raise ValueError(f"a dice seed is {SEED_BYTES} bytes, not {len(seed)}")


def seed_commitment(seed: bytes) -> str:
    _check_seed(seed)
    return hashlib.sha256(seed).hexdigest()


def attempt_message(
    game_id: uuid.UUID, client_seed: str, version: int, index: int, attempt: int
) -> bytes:
    return f"{ALGORITHM}:{game_id}:{client_seed}:{version}:{index}:{attempt}".encode()


def attempt_value(
    seed: bytes, game_id: uuid.UUID, client_seed: str, version: int, *, index: int, attempt: int
) -> int:
    """The 32-bit unsigned value of one attempt: the first four bytes of its HMAC-SHA256."""
    digest = hmac.new(
        seed, attempt_message(game_id, client_seed, version, index, attempt), hashlib.sha256
    ).digest()
    return int.from_bytes(digest[:4], "big")


def face_from_value(value: int) -> int | None:
    """The face an attempt gives, or None when the attempt is rejected."""
    if value >= ACCEPT_BELOW:
        return None
    return value % FACES_PER_DIE + 1


def first_accepted_face(values: Iterable[int]) -> int:
    for value in values:
        face = face_from_value(value)
        if face is not None:
            return face
    raise ValueError("every attempt was rejected")


def derive_face(seed: bytes, game_id: uuid.UUID, client_seed: str, version: int, index: int) -> int:
    _check_seed(seed)
    return first_accepted_face(
        attempt_value(seed, game_id, client_seed, version, index=index, attempt=attempt)
        for attempt in itertools.count()
    )


def derive_faces(
    seed: bytes, game_id: uuid.UUID, client_seed: str, version: int, count: int
) -> tuple[int, ...]:
    if count < 0:
        raise ValueError(f"cannot draw {count} dice")
    return tuple(derive_face(seed, game_id, client_seed, version, k) for k in range(count))


def server_roller(seed: bytes, game_id: uuid.UUID, client_seed: str | None) -> Roller:
    _check_seed(seed)
    salt = client_seed or ""

    def roll(version: int, count: int) -> tuple[int, ...]:
        return derive_faces(seed, game_id, salt, version, count)

    return roll
