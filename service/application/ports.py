"""What the games use cases need of storage, as protocols: the use cases are written against
these, PostgreSQL (`stored_games.py`) and the tests' in-memory fakes both provide them.

A command's writes go through one `GameWrite`: the events, the idempotency record, the
secrets and the projections commit together or not at all.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import timedelta
from typing import Protocol
from uuid import UUID

from service.domain.events import Event
from service.domain.state import GameState
from service.store.event_store import AppendResult, ChainHead, NewEvent, RecordedEvent
from service.store.secrets import GameSeed, TokenGrant


class GameLog(Protocol):
    """The games' events and idempotency records, read outside any write."""

    async def find_idempotent(self, idempotency_key: str, request_hash: str) -> bytes | None:
        """The (sealed) answer kept with a key; IdempotencyConflict for another request."""
        ...

    def iter_stream(self, game_id: UUID, from_version: int = 1) -> AsyncIterator[RecordedEvent]: ...

    async def read_stream(
        self, game_id: UUID, from_version: int = 1, limit: int | None = None
    ) -> list[RecordedEvent]: ...

    async def current_version(self, game_id: UUID) -> int: ...

    async def purge_expired_idempotency(self) -> int: ...


class GameWrite(Protocol):
    """One open transaction on one game."""

    async def state(self) -> tuple[GameState, ChainHead | None]:
        """The game's state as this transaction sees it, and the log's head when known."""
        ...

    async def append(
        self,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        head: ChainHead | None = None,
        idempotency_key: str | None = None,
        request_hash: str | None = None,
        response: bytes | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        """Append after expected_version (ConcurrencyConflict if the game moved on); an
        idempotent retry appends nothing and returns the first answer (`replayed`)."""
        ...

    async def save_secrets(
        self, seed: bytes, client_seed: str, grants: Sequence[TokenGrant]
    ) -> None: ...

    async def replace_grant(self, grant: TokenGrant) -> None: ...

    async def project(self, state: GameState, events: Sequence[tuple[int, Event]]) -> None: ...


class GameStorage(Protocol):
    """Everything the games use cases read and write."""

    @property
    def log(self) -> GameLog: ...

    def writing(
        self, game_id: UUID, *, pipelined: bool = False
    ) -> AbstractAsyncContextManager[GameWrite]:
        """A transaction on the game, committed when the block ends without an error;
        `pipelined` sends its statements without waiting for each answer."""
        ...

    async def state(self, game_id: UUID) -> GameState:
        """The game's current state (unknown games fold to an uncreated state)."""
        ...

    async def find_grant(self, game_id: UUID, token: str) -> TokenGrant | None: ...

    async def token_known(self, token: str) -> bool: ...

    async def load_seed(self, game_id: UUID) -> GameSeed | None: ...

    async def organised_game_ids(self, token: str) -> list[UUID]:
        """Every game the token organises (empty: it organises none)."""
        ...
