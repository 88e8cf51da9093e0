"""dice-v1: faces derived from the game's seed, recomputable by anyone once it is revealed."""

from __future__ import annotations

import hashlib
import hmac
import uuid

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.domain import dice
from service.domain.dice import (
    ACCEPT_BELOW,
    derive_face,
    derive_faces,
    face_from_value,
    first_accepted_face,
    seed_commitment,
    server_roller,
)

SEED = bytes(range(32))
GAME = uuid.UUID("5f0c6f43-7c1e-4d59-9a43-0c8d7e2b9a11")


def spec_value(seed: bytes, message: str) -> int:
    """The specification written out again with hmac alone, to check the module against."""
    digest = hmac.new(seed, message.encode("utf-8"), hashlib.sha256).digest()
    return int.from_bytes(digest[:4], "big")


def spec_face(seed: bytes, game: uuid.UUID, client_seed: str, version: int, k: int) -> int:
    attempt = 0
    while True:
        u = spec_value(seed, f"dice-v1:{game}:{client_seed}:{version}:{k}:{attempt}")
        if u < 4294967280:
            return u % 20 + 1
        attempt += 1


def test_commitment_is_the_sha256_of_the_seed() -> None:
    assert seed_commitment(SEED) == hashlib.sha256(SEED).hexdigest()
    assert seed_commitment(SEED) == (
        "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd"
    )


def test_a_seed_is_32_bytes() -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        seed_commitment(b"short")
    with pytest.raises(ValueError, match="32 bytes"):
        derive_faces(b"x" * 31, GAME, "", 1, 1)


def test_faces_match_the_specification_computed_independently() -> None:
    expected = tuple(spec_face(SEED, GAME, "table-7", 3, k) for k in range(5))
    assert derive_faces(SEED, GAME, "table-7", 3, 5) == expected


def test_known_vector() -> None:
    # Worked out once by hand from the specification; pins the algorithm against any drift.
    assert derive_faces(SEED, GAME, "table-7", 3, 5) == (2, 8, 15, 16, 15)


def test_every_input_changes_the_dice() -> None:
    base = derive_faces(SEED, GAME, "table-7", 3, 8)
    assert derive_faces(SEED, GAME, "table-8", 3, 8) != base
    assert derive_faces(SEED, GAME, "table-7", 4, 8) != base
    assert derive_faces(SEED, uuid.UUID(int=1), "table-7", 3, 8) != base
    assert derive_faces(bytes(32), GAME, "table-7", 3, 8) != base


def test_the_rejection_threshold_is_the_largest_multiple_of_20_in_32_bits() -> None:
    assert ACCEPT_BELOW == 4294967280
    assert ACCEPT_BELOW % 20 == 0
    assert 2**32 - ACCEPT_BELOW < 20


@pytest.mark.parametrize(
    ("value", "face"),
    [(0, 1), (19, 20), (20, 1), (4294967279, 20), (4294967280, None), (4294967295, None)],
)
def test_face_from_value(value: int, face: int | None) -> None:
    assert face_from_value(value) == face


def test_rejected_attempts_are_skipped() -> None:
    assert first_accepted_face([4294967280, 4294967295, 41]) == 2


def test_derive_face_moves_to_the_next_attempt_on_rejection(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = dice.attempt_value
    seen: list[int] = []

    def rejecting_first_two(
        seed: bytes,
        game_id: uuid.UUID,
        client_seed: str,
        version: int,
        *,
        index: int,
        attempt: int,
    ) -> int:
        seen.append(attempt)
        if attempt < 2:
            return ACCEPT_BELOW + attempt
        return real(seed, game_id, client_seed, version, index=index, attempt=attempt)

    monkeypatch.setattr(dice, "attempt_value", rejecting_first_two)
    face = derive_face(SEED, GAME, "c", 9, 0)
    assert seen == [0, 1, 2]
    assert face == spec_value(SEED, f"dice-v1:{GAME}:c:9:0:2") % 20 + 1


def test_server_roller_uses_the_empty_client_seed_when_there_is_none() -> None:
    roll = server_roller(SEED, GAME, None)
    assert roll(7, 3) == tuple(spec_face(SEED, GAME, "", 7, k) for k in range(3))


@given(
    seed=st.binary(min_size=32, max_size=32),
    version=st.integers(min_value=1, max_value=10**6),
    count=st.integers(min_value=0, max_value=12),
    extra=st.integers(min_value=1, max_value=4),
    client_seed=st.text(max_size=12),
)
def test_faces_are_d20_faces_and_drawing_more_keeps_the_first(
    seed: bytes, version: int, count: int, extra: int, client_seed: str
) -> None:
    faces = derive_faces(seed, GAME, client_seed, version, count)
    assert len(faces) == count
    assert all(1 <= face <= 20 for face in faces)
    assert derive_faces(seed, GAME, client_seed, version, count + extra)[:count] == faces
