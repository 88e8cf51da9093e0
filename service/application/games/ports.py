"""What the games use case needs of storage, as protocols: `Games` is written against these,
PostgreSQL (`postgres.py`) and the tests' in-memory fakes both provide them.

A command's writes go through one `GameWrite`: the events, the idempotency record, the
secrets and the projections commit together or not at all.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import timedelta
from typing import Protocol
from uuid import UUID

from service.application.ports import (
    AppendResult,
    ChainHead,
    GameRecords,
    Grants,
    NewEvent,
    RecordedEvent,
    Seeds,
    TokenGrant,
)
from service.domain.state import GameState


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


@dataclass(frozen=True, slots=True)
class KeptAnswer:
    """The answer kept with an Idempotency-Key, for a retry of the same request."""

    idempotency_key: str
    request_hash: str
    response: bytes
    """Sealed: only the key's holder opens it."""


class GameWrite(GameRecords, Protocol):
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
        kept: KeptAnswer | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        """Append after expected_version (ConcurrencyConflict if the game moved on), keeping
        the answer for idempotency_ttl; an idempotent retry appends nothing and returns the
        first answer (`replayed`)."""
        ...

    async def replace_grant(self, grant: TokenGrant) -> None: ...

    async def save_player_secret(self, secret_id: str, sealed: bytes) -> None:
        """A server-held secret with its salt, sealed by the caller under the server's key."""
        ...

    async def sealed_player_secrets(self) -> dict[str, bytes]:
        """The game's server-held secrets, still sealed, by secret id."""
        ...

    async def imported(self) -> bool:
        """Whether the game came by an import: its record is closed, results included."""
        ...


class GameStorage(Grants, Seeds, Protocol):
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

    async def sealed_player_secrets(self, game_id: UUID) -> dict[str, bytes]:
        """The game's server-held secrets, still sealed, by secret id."""
        ...

    async def token_known(self, token: str) -> bool: ...
