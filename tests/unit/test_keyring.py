"""The server key: sealing seeds and answers, keyed hashes of idempotency keys, the key file."""

from __future__ import annotations

import stat
import uuid
from pathlib import Path

import pytest

from service.keyring import (
    KEY_FILE_NAME,
    Keyring,
    Unsealable,
    UnusableKey,
    format_key,
    load_keyring,
    parse_key,
)


def test_a_sealed_seed_opens_only_for_its_game_and_key() -> None:
    keys, game, seed = Keyring.generate(), uuid.uuid4(), bytes(range(32))
    sealed = keys.seal_seed(game, seed)
    assert seed not in sealed
    assert keys.open_seed(game, sealed) == seed
    with pytest.raises(Unsealable):
        keys.open_seed(uuid.uuid4(), sealed)  # moved to another game's row
    with pytest.raises(Unsealable):
        Keyring.generate().open_seed(game, sealed)
    tampered = sealed[:-1] + bytes([sealed[-1] ^ 1])
    with pytest.raises(Unsealable):
        keys.open_seed(game, tampered)


def test_sealing_twice_gives_different_bytes() -> None:
    keys, game = Keyring.generate(), uuid.uuid4()
    assert keys.seal_seed(game, b"s" * 32) != keys.seal_seed(game, b"s" * 32)


def test_an_answer_opens_only_with_the_clients_key_and_scope() -> None:
    keys = Keyring.generate()
    sealed = keys.seal_answer("POST /v1/games|anonymous", "key-1", b'{"tokens": 1}')
    assert b"tokens" not in sealed
    assert keys.open_answer("POST /v1/games|anonymous", "key-1", sealed) == b'{"tokens": 1}'
    with pytest.raises(Unsealable):
        keys.open_answer("POST /v1/games|anonymous", "key-2", sealed)
    with pytest.raises(Unsealable):
        keys.open_answer("POST /v1/games|organiser:x", "key-1", sealed)


def test_idempotency_ids_are_keyed_and_scoped() -> None:
    keys = Keyring.generate()
    first = keys.idempotency_id("POST /a|p1", "k")
    assert first == keys.idempotency_id("POST /a|p1", "k")
    assert first != keys.idempotency_id("POST /a|p2", "k")
    assert first != keys.idempotency_id("POST /b|p1", "k")
    assert first != Keyring.generate().idempotency_id("POST /a|p1", "k")
    assert len(first) == 64  # a SHA-256 HMAC in hex, whatever the key


def test_keys_parse_from_base64_or_hex_and_must_be_32_bytes() -> None:
    root = bytes(range(32))
    assert parse_key(format_key(root)) == root
    assert parse_key(root.hex()) == root
    with pytest.raises(UnusableKey):
        Keyring(parse_key(format_key(b"short")))
    with pytest.raises(UnusableKey):
        parse_key("not base64 at all!")


def test_the_key_file_is_made_once_private_and_then_reused(tmp_path: Path) -> None:
    first = load_keyring(tmp_path / "data", configured="")
    path = tmp_path / "data" / KEY_FILE_NAME
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert load_keyring(tmp_path / "data", configured="") == first


def test_the_environment_key_wins_over_the_file(tmp_path: Path) -> None:
    root = bytes(range(32))
    assert load_keyring(tmp_path, configured=format_key(root)).root == root
    assert not (tmp_path / KEY_FILE_NAME).exists()
