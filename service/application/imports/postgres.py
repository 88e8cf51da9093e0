"""The import's port (`ports.py`) on PostgreSQL: one transaction per imported game."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from uuid import UUID

from service.application.games.postgres import StoredRecords
from service.keyring import Keyring
from service.store.database import Pool
from service.store.imported import ImportedEvent, game_exists, insert_imported_events, organises
from service.store.provenance import ImportSource, save_provenance
from service.store.secrets import mark_revealed


class StoredImports:
    def __init__(self, pool: Pool, keyring: Keyring) -> None:
        self._pool = pool
        self._keyring = keyring

    @asynccontextmanager
    async def importing(self, game_id: UUID) -> AsyncIterator[_ImportWrite]:
        async with self._pool.connection() as conn, conn.transaction():
            yield _ImportWrite(conn, self._keyring, game_id)


class _ImportWrite(StoredRecords):
    async def game_exists(self) -> bool:
        return await game_exists(self._conn, self._game_id)

    async def organises(self, token_hash: str) -> bool:
        return await organises(self._conn, self._game_id, token_hash)

    async def insert_events(self, events: Sequence[ImportedEvent]) -> None:
        await insert_imported_events(self._conn, events)

    async def mark_revealed(self) -> None:
        await mark_revealed(self._conn, self._game_id)

    async def save_provenance(self, source: ImportSource) -> None:
        await save_provenance(self._conn, self._game_id, source)
