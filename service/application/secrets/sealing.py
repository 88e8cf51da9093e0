"""A server-held secret with its salt, sealed under the server's key for the store, and
opened again for its reveal."""

from __future__ import annotations

import uuid

import msgspec

from service.domain.commands import SecretOpening
from service.keyring import Keyring


class _Sealed(msgspec.Struct, frozen=True):
    secret: dict[str, str]
    salt: str


def seal_secret(
    keyring: Keyring, game_id: uuid.UUID, secret_id: str, secret: dict[str, str], salt: str
) -> bytes:
    plain = msgspec.json.encode(_Sealed(secret, salt))
    return keyring.seal_player_secret(game_id, secret_id, plain)


def open_secret(
    keyring: Keyring, game_id: uuid.UUID, secret_id: str, sealed: bytes
) -> SecretOpening:
    opened = msgspec.json.decode(
        keyring.open_player_secret(game_id, secret_id, sealed), type=_Sealed
    )
    return SecretOpening(secret_id=secret_id, secret=opened.secret, salt=opened.salt)
