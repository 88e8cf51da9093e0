"""The live feeds' port (`ports.py`) on PostgreSQL: the event store's reads, the
projections and the tokens on a share of the pool, and the process's LISTEN wake-ups."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager, AbstractContextManager
from uuid import UUID

from service.application.reads.postgres import StoredReads
from service.store.database import Pool, PoolShare, ShareBusy
from service.store.event_store import EventStore, RecordedEvent
from service.store.secrets import game_token_hashes
from service.store.wakeups import AppendWakeUps, Subscription


class StoredFeed(StoredReads):
    def __init__(
        self, pool: Pool, store: EventStore, wakeups: AppendWakeUps, share: PoolShare
    ) -> None:
        super().__init__(pool)
        self._store = store
        self._wakeups = wakeups
        self._share = share

    @property
    def busy(self) -> type[Exception]:
        return ShareBusy

    def slot(self) -> AbstractAsyncContextManager[None]:
        return self._share.slot()

    def subscribe(self, topic: UUID | None) -> AbstractContextManager[Subscription]:
        return self._wakeups.subscribe(topic)

    async def read_stream(
        self, game_id: UUID, from_version: int = 1, limit: int | None = None
    ) -> list[RecordedEvent]:
        return await self._store.read_stream(game_id, from_version, limit)

    async def token_hashes(self, game_id: UUID) -> frozenset[str]:
        return await game_token_hashes(self._pool, game_id)

    async def read_organised(
        self, organiser_token_hash: str, after_position: int, limit: int = 1000
    ) -> list[RecordedEvent]:
        return await self._store.read_organised(organiser_token_hash, after_position, limit)
