"""What the live feeds need of storage, as protocols: PostgreSQL (`postgres.py`) and the
tests' in-memory fakes both provide them."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager, AbstractContextManager
from typing import Protocol
from uuid import UUID

from service.application.ports import Grants, ReadModels, RecordedEvent


class Subscription(Protocol):
    """One stream's wake-up flag: raised when its topic commits, or when the wake-ups close."""

    @property
    def closed(self) -> bool: ...

    def clear(self) -> None:
        """Called before a read, so a wake-up that arrives during the read is kept."""
        ...

    async def wait(self, timeout: float) -> bool:
        """True when woken (or closed), False when timeout seconds passed without."""
        ...


class FeedStorage(Grants, ReadModels, Protocol):
    @property
    def busy(self) -> type[Exception]:
        """What `slot` raises when no slot of the streams' share frees up in time."""
        ...

    def slot(self) -> AbstractAsyncContextManager[None]:
        """One of the streams' share of the database connections, held for one read."""
        ...

    def subscribe(self, topic: UUID | None) -> AbstractContextManager[Subscription]:
        """Wake-ups of one game's commits, or of every game's (None)."""
        ...

    async def read_stream(
        self, game_id: UUID, from_version: int = 1, limit: int | None = None
    ) -> list[RecordedEvent]: ...

    async def token_hashes(self, game_id: UUID) -> frozenset[str]:
        """The hashes of every token the game holds now (one read for all its streams)."""
        ...

    async def read_organised(
        self, organiser_token_hash: str, after_position: int, limit: int = 1000
    ) -> list[RecordedEvent]:
        """The events of every game the token (given hashed) organises, after a position."""
        ...
