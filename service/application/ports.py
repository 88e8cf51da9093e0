"""The ports every use case shares, as protocols: who holds which token (`Grants`), the read
models (`ReadModels`), a game's seed (`Seeds`), what a transaction on a game records beside its
events (`GameRecords`). Each use case's own ports are in its package (`games/ports.py`, ...);
the PostgreSQL adapters (each package's `postgres.py`) and the tests' in-memory fakes provide
them.

The store's plain values (events as recorded, grants, seeds, rows, a tournament's seats and
seed) are named here, so the use cases speak of them without importing the store, whose other
modules do I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
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
from service.store.tournaments import Seat, TournamentSeed
from service.store.verifications import OrganisedKey, StoredVerification

__all__ = [
    "IDEMPOTENCY_TTL",
    "AppendResult",
    "ChainHead",
    "EarlierImport",
    "EventRow",
    "GameRecords",
    "GameSeed",
    "Grants",
    "ImportSource",
    "ImportedEvent",
    "NewEvent",
    "OrganisedKey",
    "Provenance",
    "ReadModels",
    "RecordedEvent",
    "Seat",
    "Seeds",
    "StoredVerification",
    "TokenGrant",
    "TournamentSeed",
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


class Seeds(Protocol):
    async def load_seed(self, game_id: UUID) -> GameSeed | None:
        """The game's seed, unsealed; None for a game with none here."""
        ...
