"""The games' storage ports (`ports.py`) on PostgreSQL: the event store, the secrets and the
projections, written in one transaction per command."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from datetime import timedelta
from uuid import UUID

from service.application.games.ports import KeptAnswer
from service.application.reads.postgres import StoredReads
from service.domain.events import Event, decode_event
from service.domain.game import fold
from service.domain.state import GameState
from service.keyring import Keyring
from service.projections.read import read_order_state_and_head
from service.projections.writer import project
from service.store.database import Connection, Pool
from service.store.event_store import (
    AppendResult,
    ChainHead,
    EventStore,
    NewEvent,
    WakeUp,
)
from service.store.provenance import was_imported
from service.store.secrets import (
    GameSeed,
    TokenGrant,
    load_seed,
    replace_grant,
    save_player_secret,
    save_secrets,
    sealed_player_secrets,
    token_known,
)


class StoredGames(StoredReads):
    def __init__(self, pool: Pool, keyring: Keyring) -> None:
        super().__init__(pool)
        self._keyring = keyring
        self.store = EventStore(pool)
        """The event store itself, for the live feed and to send its last wake-ups on close."""

    @property
    def log(self) -> EventStore:
        return self.store

    @asynccontextmanager
    async def writing(self, game_id: UUID, *, pipelined: bool = False) -> AsyncIterator[_Write]:
        # The wake-up is sent once the transaction has ended (the outer block). In a pipeline,
        # BEGIN leaves with the first read and the projection's writes with COMMIT.
        async with (
            self.store.waking(game_id) as wake_up,
            self._pool.connection() as conn,
            AsyncExitStack() as pipeline,
        ):
            if pipelined:
                await pipeline.enter_async_context(conn.pipeline())
            async with conn.transaction():
                yield _Write(conn, self.store, self._keyring, game_id, wake_up)

    async def state(self, game_id: UUID) -> GameState:
        # The snapshot is written with the events, so it is normally the head; folding what
        # follows it keeps this right even if it ever lags.
        snapshot = await self.order_state(game_id)
        state = snapshot.to_state() if snapshot else fold([])
        newer = self.store.iter_stream(game_id, from_version=state.version + 1)
        return fold([decode_event(e.type, e.data) async for e in newer], state)

    async def token_known(self, token: str) -> bool:
        return await token_known(self._pool, token)

    async def load_seed(self, game_id: UUID) -> GameSeed | None:
        return await load_seed(self._pool, self._keyring, game_id)

    async def sealed_player_secrets(self, game_id: UUID) -> dict[str, bytes]:
        async with self._pool.connection() as conn:
            return await sealed_player_secrets(conn, game_id)


class StoredRecords:
    """What a transaction on one game records beside its events (`ports.GameRecords`)."""

    def __init__(self, conn: Connection, keyring: Keyring, game_id: UUID) -> None:
        self._conn = conn
        self._keyring = keyring
        self._game_id = game_id

    async def save_secrets(
        self, seed: bytes, client_seed: str, grants: Sequence[TokenGrant]
    ) -> None:
        await save_secrets(self._conn, self._keyring, self._game_id, seed, client_seed, grants)

    async def project(
        self,
        state: GameState,
        events: Sequence[tuple[int, Event]],
        *,
        before: GameState | None = None,
    ) -> None:
        await project(self._conn, self._game_id, state, events, before=before)


class _Write(StoredRecords):
    def __init__(
        self,
        conn: Connection,
        store: EventStore,
        keyring: Keyring,
        game_id: UUID,
        wake_up: WakeUp,
    ) -> None:
        super().__init__(conn, keyring, game_id)
        self._store = store
        self._wake_up = wake_up

    async def state(self) -> tuple[GameState, ChainHead | None]:
        # One round trip for the snapshot and the log's head; the log is read only when the
        # snapshot lags behind it.
        snapshot, head, chain_head = await read_order_state_and_head(self._conn, self._game_id)
        state = snapshot.to_state() if snapshot else fold([])
        if head > state.version:
            newer = self._store.iter_stream(self._game_id, from_version=state.version + 1)
            state = fold([decode_event(e.type, e.data) async for e in newer], state)
        return state, chain_head if head == state.version else None

    async def append(
        self,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        head: ChainHead | None = None,
        kept: KeptAnswer | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        result = await self._store.append_within(
            self._conn,
            self._game_id,
            expected_version,
            events,
            head=head,
            notify=self._wake_up.inline,
            idempotency_key=kept.idempotency_key if kept else None,
            request_hash=kept.request_hash if kept else None,
            response=kept.response if kept else None,
            idempotency_ttl=idempotency_ttl,
        )
        if result.replayed:  # a concurrent twin won the race: nothing to announce
            self._wake_up.wrote = False
        return result

    async def replace_grant(self, grant: TokenGrant) -> None:
        await replace_grant(self._conn, self._game_id, grant)

    async def save_player_secret(self, secret_id: str, sealed: bytes) -> None:
        await save_player_secret(self._conn, self._game_id, secret_id, sealed)

    async def sealed_player_secrets(self) -> dict[str, bytes]:
        return await sealed_player_secrets(self._conn, self._game_id)

    async def imported(self) -> bool:
        return await was_imported(self._conn, self._game_id)
