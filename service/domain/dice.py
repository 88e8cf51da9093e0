"""Server dice, algorithms "dice-v1" and "dice-v2": faces derived from a secret seed,
checkable afterwards.

The game publishes SHA-256 of its 32-byte seed when it is created and reveals the seed when it
ends, so anyone can recompute every face from the event log. A face depends only on the seed,
the game, a salt, the version of the event that draws it and the die's index within that
event: replaying or re-deciding a command can never change the dice. dice-v1's salt is the
creator's client seed, chosen in the request that created the game; dice-v2's is the mix of
every player's seed, each sent after the commitment was published, so neither the server nor
any one player knew the others' part when it chose its own.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import itertools
import re
import uuid
from collections.abc import Callable, Iterable, Sequence

DICE_V1 = "dice-v1"
DICE_V2 = "dice-v2"
ALGORITHM = DICE_V1
"""The algorithm of the games recorded before dice-v2, and of a game that asks for it."""
ALGORITHMS = (DICE_V1, DICE_V2)
SEED_BYTES = 32
FACES_PER_DIE = 20
ACCEPT_BELOW = (2**32 // FACES_PER_DIE) * FACES_PER_DIE
"""4294967280: the largest multiple of 20 that fits in 32 bits; values at or above it would
make low faces slightly likelier, so they are rejected and the next attempt is drawn."""

PLAYER_SEED = re.compile(r"[0-9a-f]{32,128}")
"""A player's dice-v2 seed: 16 to 64 bytes in lowercase hex, so the mix's text is unambiguous."""

Roller = Callable[[int, int], tuple[int, ...]]
"""(version of the drawing event, number of dice) -> faces, in draw order."""


def _check_seed(seed: bytes) -> None:
    if len(seed) != SEED_BYTES:
        raise ValueError(f"a dice seed is {SEED_BYTES} bytes, not {len(seed)}")


def seed_commitment(seed: bytes) -> str:
    _check_seed(seed)
    return hashlib.sha256(seed).hexdigest()


def entropy_mix(player_seeds: Sequence[str]) -> str:
    """dice-v2's salt: SHA-256 (hex) of the players' seeds in the game's player order, joined
    by ":" (an empty string for a seed recorded empty)."""
    return hashlib.sha256(":".join(player_seeds).encode("ascii")).hexdigest()


def attempt_message(
    game_id: uuid.UUID,
    salt: str,
    version: int,
    index: int,
    attempt: int,
    *,
    algorithm: str = DICE_V1,
) -> bytes:
    """dice-v1's salt is the client seed, dice-v2's the entropy mix; the rest is the same."""
    if algorithm not in ALGORITHMS:
        raise ValueError(f"no dice algorithm {algorithm!r}")
    return f"{algorithm}:{game_id}:{salt}:{version}:{index}:{attempt}".encode()


def attempt_value(
    seed: bytes,
    game_id: uuid.UUID,
    salt: str,
    version: int,
    *,
    index: int,
    attempt: int,
    algorithm: str = DICE_V1,
) -> int:
    """The 32-bit unsigned value of one attempt: the first four bytes of its HMAC-SHA256."""
    message = attempt_message(game_id, salt, version, index, attempt, algorithm=algorithm)
    digest = hmac.new(seed, message, hashlib.sha256).digest()
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


def derive_face(
    seed: bytes,
    game_id: uuid.UUID,
    salt: str,
    version: int,
    index: int,
    *,
    algorithm: str = DICE_V1,
) -> int:
    _check_seed(seed)
    # dice-v1's attempts are asked for exactly as before dice-v2 existed.
    value_of = (
        attempt_value
        if algorithm == DICE_V1
        else functools.partial(attempt_value, algorithm=algorithm)
    )
    return first_accepted_face(
        value_of(seed, game_id, salt, version, index=index, attempt=attempt)
        for attempt in itertools.count()
    )


def derive_faces(
    seed: bytes,
    game_id: uuid.UUID,
    salt: str,
    version: int,
    count: int,
    *,
    algorithm: str = DICE_V1,
) -> tuple[int, ...]:
    if count < 0:
        raise ValueError(f"cannot draw {count} dice")
    return tuple(
        derive_face(seed, game_id, salt, version, k, algorithm=algorithm) for k in range(count)
    )


def server_roller(seed: bytes, game_id: uuid.UUID, client_seed: str | None) -> Roller:
    _check_seed(seed)
    salt = client_seed or ""

    def roll(version: int, count: int) -> tuple[int, ...]:
        return derive_faces(seed, game_id, salt, version, count)

    return roll
