"""The tournaments' storage port (``ports.py``) on PostgreSQL: the event store under the
tournament's id, and the tournament's own rows (``store/tournaments.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import timedelta
from uuid import UUID

from service.application.games.ports import KeptAnswer
from service.keyring import Keyring
from service.store import tournaments as rows
from service.store.database import Connection, Pool
from service.store.event_store import AppendResult, EventStore, NewEvent, RecordedEvent, WakeUp
from service.store.secrets import TokenGrant
from service.store.tournaments import Seat, TournamentSeed


class StoredTournaments:
    def __init__(self, pool: Pool, keyring: Keyring, store: EventStore) -> None:
        self._pool = pool
        self._keyring = keyring
        self._store = store

    @asynccontextmanager
    async def writing(self, tournament_id: UUID) -> AsyncIterator[_Write]:
        async with (
            self._store.waking(tournament_id) as wake_up,
            self._pool.connection() as conn,
            conn.transaction(),
        ):
            yield _Write(conn, self._store, self._keyring, tournament_id, wake_up)

    async def read_stream(self, tournament_id: UUID, from_version: int = 1) -> list[RecordedEvent]:
        return await self._store.read_stream(tournament_id, from_version)

    async def find_idempotent(self, idempotency_key: str, request_hash: str) -> bytes | None:
        return await self._store.find_idempotent(idempotency_key, request_hash)

    async def find_grant(self, tournament_id: UUID, token: str) -> TokenGrant | None:
        return await rows.find_grant(self._pool, tournament_id, token)

    async def token_known(self, token: str) -> bool:
        return await rows.token_known(self._pool, token)

    async def organises(self, token: str) -> bool:
        return await rows.organises(self._pool, token)

    async def organiser_hash(self, tournament_id: UUID) -> str | None:
        return await rows.organiser_hash(self._pool, tournament_id)

    async def load_seed(self, tournament_id: UUID) -> TournamentSeed | None:
        return await rows.load_seed(self._pool, self._keyring, tournament_id)

    async def seats_of(self, tournament_id: UUID, player: str) -> list[Seat]:
        return await rows.seats_of(self._pool, tournament_id, player)

    async def seats_at(self, game_id: UUID) -> list[Seat]:
        return await rows.seats_at(self._pool, game_id)

    async def tournament_of_game(self, game_id: UUID) -> UUID | None:
        return await rows.tournament_of_game(self._pool, game_id)

    async def existing_games(self, game_ids: Sequence[UUID]) -> set[UUID]:
        return await rows.existing_games(self._pool, game_ids)


class _Write:
    def __init__(
        self,
        conn: Connection,
        store: EventStore,
        keyring: Keyring,
        tournament_id: UUID,
        wake_up: WakeUp,
    ) -> None:
        self._conn = conn
        self._store = store
        self._keyring = keyring
        self._tournament_id = tournament_id
        self._wake_up = wake_up

    async def append(
        self,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        kept: KeptAnswer | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        result = await self._store.append_within(
            self._conn,
            self._tournament_id,
            expected_version,
            events,
            notify=self._wake_up.inline,
            idempotency_key=kept.idempotency_key if kept else None,
            request_hash=kept.request_hash if kept else None,
            response=kept.response if kept else None,
            idempotency_ttl=idempotency_ttl,
        )
        if result.replayed:
            self._wake_up.wrote = False
        return result

    async def create(self, seed: bytes, organiser: TokenGrant) -> None:
        await rows.save_tournament(self._conn, self._keyring, self._tournament_id, seed, organiser)

    async def grant(self, grant: TokenGrant) -> None:
        await rows.add_grant(self._conn, self._tournament_id, grant)

    async def seat(self, seats: Sequence[Seat]) -> None:
        await rows.save_seats(self._conn, self._tournament_id, seats)

    async def mark_revealed(self) -> None:
        await rows.mark_revealed(self._conn, self._tournament_id)
