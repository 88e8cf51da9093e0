"""The audit's port (`ports.py`) on PostgreSQL: the log's rows, the secrets, the
provenance and the stored verifications."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any
from uuid import UUID

from service.application.audit.ports import LogHead
from service.application.games.postgres import StoredGames
from service.store.event_rows import EventRow, iter_event_rows, read_head_and_digest
from service.store.provenance import Provenance, load_provenance
from service.store.secrets import mark_revealed
from service.store.verifications import (
    OrganisedKey,
    StoredVerification,
    load_verification,
    organised_games_page,
    save_verification,
)


class StoredAudit(StoredGames):
    async def head(self, game_id: UUID) -> tuple[int, str]:
        return await self.store.head(game_id)

    async def log_head(self, game_id: UUID) -> LogHead:
        return LogHead(*await read_head_and_digest(self._pool, game_id))

    def event_rows(
        self, game_id: UUID, to_version: int | None, batch: int
    ) -> AsyncIterator[list[EventRow]]:
        return iter_event_rows(self._pool, game_id, to_version, batch)

    async def mark_revealed(self, game_id: UUID) -> None:
        async with self._pool.connection() as conn, conn.transaction():
            await mark_revealed(conn, game_id)

    async def provenance(self, game_id: UUID) -> Provenance | None:
        return await load_provenance(self._pool, game_id)

    async def organised_games_page(
        self, token: str, after: OrganisedKey | None, limit: int
    ) -> list[OrganisedKey]:
        return await organised_games_page(self._pool, token, after, limit)

    async def load_verification(self, game_id: UUID) -> StoredVerification | None:
        return await load_verification(self._pool, game_id)

    async def save_verification(
        self, game_id: UUID, version: int, head_hash: str, report: dict[str, Any]
    ) -> None:
        await save_verification(self._pool, game_id, version, head_hash, report)
