"""An in-memory fake of the tournaments' storage port, over the games' fake (`fakes.py`): a
tournament's events go in the same tables as the games' (its stream under its own id), its
rows beside them, all in one transaction per write as in PostgreSQL."""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from uuid import UUID

from service.application.games.ports import KeptAnswer
from service.store.event_store import AppendResult, NewEvent, RecordedEvent
from service.store.secrets import TokenGrant, hash_token
from service.store.tournaments import Seat, TournamentSeed
from tests.unit.application.fakes import FakeStorage, FakeWrite, Tables


@dataclass
class TournamentRows:
    seeds: dict[UUID, bytes] = field(default_factory=dict)
    revealed: set[UUID] = field(default_factory=set)
    grants: list[tuple[UUID, TokenGrant]] = field(default_factory=list)
    seats: dict[tuple[UUID, str], tuple[UUID, bytes]] = field(default_factory=dict)


class FakeTournamentWrite:
    def __init__(
        self, storage: FakeStorage, tables: Tables, rows: TournamentRows, tournament_id: UUID
    ) -> None:
        self._events = FakeWrite(tables, tournament_id, storage)
        self._rows = rows
        self._id = tournament_id

    async def append(
        self,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        kept: KeptAnswer | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        return await self._events.append(
            expected_version, events, kept=kept, idempotency_ttl=idempotency_ttl
        )

    async def create(self, seed: bytes, organiser: TokenGrant) -> None:
        self._rows.seeds[self._id] = seed
        self._rows.grants.append((self._id, organiser))

    async def grant(self, grant: TokenGrant) -> None:
        self._rows.grants.append((self._id, grant))

    async def seat(self, seats: Sequence[Seat]) -> None:
        for seat in seats:
            self._rows.seats[(seat.game_id, seat.player)] = (self._id, seat.sealed_token)

    async def mark_revealed(self) -> None:
        self._rows.revealed.add(self._id)


class FakeTournamentStorage:
    def __init__(self, games: FakeStorage) -> None:
        self.games = games
        self.rows = TournamentRows()

    @asynccontextmanager
    async def writing(self, tournament_id: UUID) -> AsyncIterator[FakeTournamentWrite]:
        rows = copy.deepcopy(self.rows)
        async with self.games._transaction() as draft:
            yield FakeTournamentWrite(self.games, draft, rows, tournament_id)
        self.rows = rows  # committed with the events
        self.games.wake(tournament_id)

    async def read_stream(self, tournament_id: UUID, from_version: int = 1) -> list[RecordedEvent]:
        if tournament_id not in self.rows.seeds:
            return []
        return await self.games.log.read_stream(tournament_id, from_version)

    async def find_idempotent(self, idempotency_key: str, request_hash: str) -> bytes | None:
        return await self.games.log.find_idempotent(idempotency_key, request_hash)

    async def find_grant(self, tournament_id: UUID, token: str) -> TokenGrant | None:
        wanted = hash_token(token)
        return next(
            (g for t, g in self.rows.grants if t == tournament_id and g.token_hash == wanted), None
        )

    async def token_known(self, token: str) -> bool:
        wanted = hash_token(token)
        mine = any(g.token_hash == wanted for _, g in self.rows.grants)
        return mine or bool(self.games.tables.grants_of(token))

    async def organises(self, token: str) -> bool:
        wanted = hash_token(token)
        mine = any(g.token_hash == wanted and g.role == "organiser" for _, g in self.rows.grants)
        return mine or bool(await self.games.organised_game_ids(token))

    async def organiser_hash(self, tournament_id: UUID) -> str | None:
        return next(
            (
                g.token_hash
                for t, g in self.rows.grants
                if t == tournament_id and g.role == "organiser"
            ),
            None,
        )

    async def load_seed(self, tournament_id: UUID) -> TournamentSeed | None:
        seed = self.rows.seeds.get(tournament_id)
        if seed is None:
            return None
        revealed = datetime.now(UTC) if tournament_id in self.rows.revealed else None
        return TournamentSeed(seed, revealed)

    async def seats_of(self, tournament_id: UUID, player: str) -> list[Seat]:
        return [
            Seat(game_id, name, sealed)
            for (game_id, name), (t, sealed) in self.rows.seats.items()
            if t == tournament_id and name == player
        ]

    async def seats_at(self, game_id: UUID) -> list[Seat]:
        return [
            Seat(g, name, sealed)
            for (g, name), (_, sealed) in self.rows.seats.items()
            if g == game_id
        ]

    async def tournament_of_game(self, game_id: UUID) -> UUID | None:
        return next((t for (g, _), (t, _) in self.rows.seats.items() if g == game_id), None)

    async def existing_games(self, game_ids: Sequence[UUID]) -> set[UUID]:
        return {g for g in game_ids if self.games.tables.events.get(g)}
