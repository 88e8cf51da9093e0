"""A server-held secret with its salt, sealed under the server's key for the store, and
opened again for its reveal; a game's sealed secrets read once per command or read
(``SealedSecrets``)."""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable, Iterable, Mapping

import msgspec

from service.domain.commands import SecretOpening
from service.domain.state import SecretRecord
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


class SealedSecrets:
    """A game's server-held secrets for one command or one read: read from the store at most
    once, when first needed, and each opened at most once, however many parts of the command
    (its sender's sight, its openings, its answer's sight) ask for it."""

    def __init__(
        self,
        keyring: Keyring,
        game_id: uuid.UUID,
        read: Callable[[], Awaitable[Mapping[str, bytes]]],
    ) -> None:
        self._keyring = keyring
        self._game_id = game_id
        self._read = read
        self._sealed: Mapping[str, bytes] | None = None
        self._opened: dict[str, SecretOpening] = {}

    async def open(self, records: Iterable[SecretRecord]) -> dict[str, SecretOpening]:
        """The openings of ``records``, by secret id; nothing is read for none."""
        wanted = [r.secret_id for r in records]
        missing = [secret_id for secret_id in wanted if secret_id not in self._opened]
        if missing and self._sealed is None:
            self._sealed = await self._read()
        for secret_id in missing:
            assert self._sealed is not None
            self._opened[secret_id] = open_secret(
                self._keyring, self._game_id, secret_id, self._sealed[secret_id]
            )
        return {secret_id: self._opened[secret_id] for secret_id in wanted}
