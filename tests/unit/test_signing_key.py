"""The export signing key: made once in the data dir (0600) or given in the environment."""

from __future__ import annotations

import hashlib
import stat
from pathlib import Path

import pytest

from service.keyring import UnusableKey, format_key
from service.signing import SIGNING_KEY_ENV, SIGNING_KEY_FILE_NAME, SigningKey, load_signing_key


def test_the_key_file_is_made_once_and_kept_private(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = load_signing_key(data, configured="")
    again = load_signing_key(data, configured="")

    assert first.public_key == again.public_key
    path = data / SIGNING_KEY_FILE_NAME
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    # The file holds the private key; what is published is only its public half.
    assert first.public_key_hex not in path.read_text()


def test_a_configured_key_wins_and_makes_no_file(tmp_path: Path) -> None:
    key = SigningKey.generate()

    loaded = load_signing_key(tmp_path, configured=format_key(key.private_bytes()))

    assert loaded.key_id == key.key_id
    assert not (tmp_path / SIGNING_KEY_FILE_NAME).exists()


def test_the_environment_variable_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    key = SigningKey.generate()
    monkeypatch.setenv(SIGNING_KEY_ENV, key.private_bytes().hex())
    assert load_signing_key(tmp_path).public_key == key.public_key


def test_an_unusable_key_stops_the_start(tmp_path: Path) -> None:
    with pytest.raises(UnusableKey):
        load_signing_key(tmp_path, configured="too short")


def test_the_key_id_is_the_start_of_the_public_keys_sha256() -> None:
    key = SigningKey.generate()
    assert key.key_id == hashlib.sha256(key.public_key).hexdigest()[:16]
    assert len(key.public_key) == 32
    assert key.private_bytes().hex() not in repr(key)  # never in a log line by accident
