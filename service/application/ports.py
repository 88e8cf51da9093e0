"""What the games use cases need of storage, as protocols: the use cases are written against
these, PostgreSQL (`stored_games.py`) and the tests' in-memory fakes both provide them.

A command's writes go through one `GameWrite`: the events, the idempotency record, the
secrets and the projections commit together or not at all.

The store's plain values (events as recorded, grants, seeds, rows) are named here, so the use
cases speak of them without importing the store, whose other modules do I/O.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import timedelta
from typing import Protocol
from uuid import UUID

from service.domain.events import Event
from service.domain.state import GameState, ResolvedOrder
from service.projections.models import OrderState, RollOutcome
from service.store.chain import format_recorded_at
from service.store.event_rows import EventRow, recorded_event
from service.store.event_store import (
    IDEMPOTENCY_TTL,
    AppendResult,
    ChainHead,
    NewEvent,
    RecordedEvent,
)
from service.store.imported import ImportedEvent
from service.store.provenance import EarlierImport, ImportSource, Provenance
from service.store.secrets import GameSeed, TokenGrant, hash_token
from service.store.verifications import OrganisedKey, StoredVerification

__all__ = [
    "IDEMPOTENCY_TTL",
    "AppendResult",
    "ChainHead",
    "EarlierImport",
    "EventRow",
    "GameLog",
    "GameRecords",
    "GameSeed",
    "GameStorage",
    "GameWrite",
    "Grants",
    "ImportSource",
    "ImportedEvent",
    "KeptAnswer",
    "NewEvent",
    "OrganisedKey",
    "Provenance",
    "ReadModels",
    "RecordedEvent",
    "Seeds",
    "StoredVerification",
    "TokenGrant",
    "format_recorded_at",
    "hash_token",
    "recorded_event",
]


class Grants(Protocol):
    """Who holds which token."""

    async def find_grant(self, game_id: UUID, token: str) -> TokenGrant | None: ...

    async def organised_game_ids(self, token: str) -> list[UUID]:
        """Every game the token organises (empty: it organises none)."""
        ...


class ReadModels(Protocol):
    """The projections as the routes read them; None for a game or roll not there."""

    async def order_state(self, game_id: UUID) -> OrderState | None: ...

    async def rolls(self, game_id: UUID, after: int, limit: int) -> list[RollOutcome]: ...

    async def roll(self, game_id: UUID, version: int) -> RollOutcome | None: ...

    async def order(self, game_id: UUID, number: int) -> ResolvedOrder | None:
        """A concluded order (voided or not)."""
        ...

    async def orders(self, game_id: UUID, after: int, limit: int) -> list[ResolvedOrder]: ...


class OrganisedReads(ReadModels, Grants, Protocol):
    """The read models together with who organises them, for reads across an organiser's games."""


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


class GameRecords(Protocol):
    """What a transaction on one game records beside its events."""

    async def save_secrets(
        self, seed: bytes, client_seed: str, grants: Sequence[TokenGrant]
    ) -> None: ...

    async def project(
        self,
        state: GameState,
        events: Sequence[tuple[int, Event]],
        *,
        before: GameState | None = None,
    ) -> None:
        """`state` after `events`, which follow `before` (None: they are the game's first)."""
        ...


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


class Seeds(Protocol):
    async def load_seed(self, game_id: UUID) -> GameSeed | None:
        """The game's seed, unsealed; None for a game with none here."""
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
