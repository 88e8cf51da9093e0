"""What the tournaments use case needs of storage, as protocols: PostgreSQL (``postgres.py``) and
the tests' in-memory fakes both provide them.

A tournament's command writes through one ``TournamentWrite``: its events (under the
tournament's id, in the events table games use), the idempotency record, and what rides along
(the tournament's row and sealed seed at creation, a player's hashed token at registration,
the sealed seats of a round's tables at pairing) commit together or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from datetime import timedelta
from typing import Protocol
from uuid import UUID

from service.application.games.ports import KeptAnswer
from service.application.ports import (
    AppendResult,
    NewEvent,
    RecordedEvent,
    Seat,
    TokenGrant,
    TournamentSeed,
)

__all__ = ["Seat", "TournamentSeed", "TournamentStorage", "TournamentWrite"]


class TournamentWrite(Protocol):
    """One open transaction on one tournament."""

    async def append(
        self,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        kept: KeptAnswer | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        """ConcurrencyConflict when the tournament moved on; a replay appends nothing."""
        ...

    async def create(self, seed: bytes, organiser: TokenGrant) -> None:
        """The tournament's row, its seed sealed, and its organiser's hashed token."""
        ...

    async def grant(self, grant: TokenGrant) -> None: ...

    async def seat(self, seats: Sequence[Seat]) -> None: ...

    async def mark_revealed(self) -> None:
        """The tournament has ended: its seed may be shown."""
        ...


class TournamentStorage(Protocol):
    def writing(self, tournament_id: UUID) -> AbstractAsyncContextManager[TournamentWrite]: ...

    async def read_stream(self, tournament_id: UUID, from_version: int = 1) -> list[RecordedEvent]:
        """The tournament's events from a version (a stream with no tournament row: none)."""
        ...

    async def find_idempotent(self, idempotency_key: str, request_hash: str) -> bytes | None: ...

    async def find_grant(self, tournament_id: UUID, token: str) -> TokenGrant | None: ...

    async def token_known(self, token: str) -> bool:
        """Whether the token is any tournament's or any game's."""
        ...

    async def organises(self, token: str) -> bool:
        """Whether the token organises a game or a tournament."""
        ...

    async def organiser_hash(self, tournament_id: UUID) -> str | None: ...

    async def load_seed(self, tournament_id: UUID) -> TournamentSeed | None: ...

    async def seats_of(self, tournament_id: UUID, player: str) -> list[Seat]: ...

    async def seats_at(self, game_id: UUID) -> list[Seat]: ...

    async def tournament_of_game(self, game_id: UUID) -> UUID | None: ...

    async def existing_games(self, game_ids: Sequence[UUID]) -> set[UUID]: ...
