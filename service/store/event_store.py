"""The event log in PostgreSQL: optimistic appends, idempotent retries, a per-game hash chain.

Every append runs under one transaction-scoped advisory lock. Commit order is enforced so that
a reader tailing the log by `position` never misses an event: positions come from a sequence,
and nextval is not transactional. Without the lock, transaction A could draw position 10, then
transaction B draw 11 and commit first; a reader that saw 11 moves its cursor past 10, and when
A commits, event 10 appears behind the cursor and is lost to that reader forever. With the lock
held from before the position is drawn until commit, positions become visible in order.

The same lock serialises reading a game's head (its version and last hash), so the chain
computed here is the chain stored, and version conflicts are found before anything is written.
"""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

from psycopg import AsyncConnection, IsolationLevel
from psycopg.pq import TransactionStatus
from psycopg.rows import TupleRow, class_row
from psycopg.types.json import Jsonb

from service.config import psycopg_url
from service.domain.errors import ConcurrencyConflict, IdempotencyConflict
from service.store.chain import (
    GENESIS_HASH,
    ChainReport,
    ChainVerifier,
    canonical_json,
    event_hash,
    format_recorded_at,
)
from service.store.database import Pool

NOTIFY_CHANNEL = "ledger_events"
"""pg_notify channel; the payload is the game id that received events."""

APPEND_LOCK_KEY = int.from_bytes(b"ledgerap", "big")
"""pg_advisory_xact_lock key held by every append from before positions are drawn to commit.

Any fixed bigint works, as long as every writer of events uses the same one.
"""

IDEMPOTENCY_TTL = timedelta(hours=24)
"""How long a retry with the same Idempotency-Key gets the first answer back."""

_INSERTED_COLUMNS = "game_id, version, event_id, type, data, metadata, recorded_at, prev_hash, hash"
_COLUMNS = f"position, {_INSERTED_COLUMNS}"


@dataclass(frozen=True, slots=True)
class NewEvent:
    event_id: UUID
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RecordedEvent:
    position: int
    game_id: UUID
    version: int
    event_id: UUID
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: datetime
    prev_hash: str
    hash: str

    @property
    def recorded_at_str(self) -> str:
        """The canonical timestamp text: what the hash covers and what the API shows."""
        return format_recorded_at(self.recorded_at)


@dataclass(frozen=True, slots=True)
class AppendResult:
    game_id: UUID
    first_version: int
    last_version: int
    positions: tuple[int, ...]
    events: tuple[RecordedEvent, ...]
    replayed: bool
    """True when an idempotent retry returned the original result and wrote nothing."""
    response: bytes | None
    """The (sealed) answer stored with the idempotency key (the first answer, on a retry)."""


def default_request_hash(game_id: UUID, expected_version: int, events: Sequence[NewEvent]) -> str:
    """What makes two appends "the same request" when the caller gives no request hash.

    Event ids and metadata are left out: a client retrying the same command may mint new ids.
    """
    body = canonical_json(
        {
            "game_id": str(game_id),
            "expected_version": expected_version,
            "events": [{"type": e.type, "data": e.data} for e in events],
        }
    )
    return hashlib.sha256(body.encode()).hexdigest()


class EventStore:
    def __init__(self, pool: Pool) -> None:
        self._pool = pool

    async def append(
        self,
        game_id: UUID,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        idempotency_key: str | None = None,
        request_hash: str | None = None,
        response: bytes | None = None,
        idempotency_ttl: timedelta = IDEMPOTENCY_TTL,
    ) -> AppendResult:
        """Append events after expected_version (0 for a new game), in one transaction.

        idempotency_key is opaque here: callers pass a keyed hash of the client's key (scoped
        to route and caller), never the key itself, and a sealed response. The record expires
        after idempotency_ttl; a later request with the same key then runs afresh.

        Raises ConcurrencyConflict when the game is not at expected_version, and
        IdempotencyConflict when idempotency_key was used with another request_hash; in both
        cases nothing is written.
        """
        async with self._pool.connection() as conn, conn.transaction():
            return await self.append_within(
                conn,
                game_id,
                expected_version,
                events,
                idempotency_key=idempotency_key,
                request_hash=request_hash,
                response=response,
                idempotency_ttl=idempotency_ttl,
            )

    async def append_within(
        self,
        conn: AsyncConnection[TupleRow],
        game_id: UUID,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        idempotency_key: str | None = None,
        request_hash: str | None = None,
        response: bytes | None = None,
        idempotency_ttl: timedelta = IDEMPOTENCY_TTL,
    ) -> AppendResult:
        """Like append, inside the caller's open transaction (to write a projection with it).

        The append lock is held until the caller commits, so every other append waits: keep
        the transaction short. On an exception the caller must roll back.
        """
        if not events:
            raise ValueError("nothing to append")
        if expected_version < 0:
            raise ValueError("expected_version must be 0 (a new game) or more")
        if conn.info.transaction_status != TransactionStatus.INTRANS:
            raise ValueError("append_within needs a connection inside an open transaction")
        if conn.isolation_level not in (None, IsolationLevel.READ_COMMITTED):
            # The head must be read after the lock is granted; a snapshot taken earlier in a
            # repeatable-read transaction could miss the append that held the lock before us.
            raise ValueError("append_within needs a READ COMMITTED transaction")
        key_hash = request_hash
        if idempotency_key is not None and key_hash is None:
            key_hash = default_request_hash(game_id, expected_version, events)

        data, unlocked_version = await _as_stored_and_head_version(
            conn, game_id, [e.data for e in events]
        )
        if idempotency_key is None and unlocked_version != expected_version:
            # Versions only grow, so a conflict seen before the lock is final: failing here
            # keeps losing writers out of the lock queue. (A retry with a key must go on: it
            # may be answered from the key even though the game has moved on.)
            raise ConcurrencyConflict(game_id, expected_version, unlocked_version)

        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (APPEND_LOCK_KEY,))

        if idempotency_key is not None and key_hash is not None:
            earlier = await _earlier_result(conn, idempotency_key, key_hash)
            if earlier is not None:
                return earlier

        head_version, head_hash = await _head(conn, game_id)
        if head_version != expected_version:
            raise ConcurrencyConflict(game_id, expected_version, head_version)

        # Taken under the lock, so timestamps follow positions; microseconds, like timestamptz,
        # so the stored value formats back to exactly the text the hash covers.
        recorded_at = datetime.now(UTC)
        recorded_at_str = format_recorded_at(recorded_at)
        versions: list[int] = []
        prev_hashes: list[str] = []
        hashes: list[str] = []
        prev = head_hash
        for offset, (event, event_data) in enumerate(zip(events, data, strict=True)):
            version = expected_version + 1 + offset
            this = event_hash(prev, game_id, version, event.type, event_data, recorded_at_str)
            versions.append(version)
            prev_hashes.append(prev)
            hashes.append(this)
            prev = this

        cursor = await conn.execute(
            f"""
            INSERT INTO events ({_INSERTED_COLUMNS})
            SELECT %(game_id)s, v, e, t, d, m, %(recorded_at)s, p, h
            FROM unnest(
                %(versions)s::int[], %(event_ids)s::uuid[], %(types)s::text[],
                %(data)s::jsonb[], %(metadata)s::jsonb[], %(prev)s::text[], %(hashes)s::text[]
            ) AS u(v, e, t, d, m, p, h)
            ORDER BY v
            ON CONFLICT (game_id, version) DO NOTHING
            RETURNING version, position
            """,
            {
                "game_id": game_id,
                "recorded_at": recorded_at,
                "versions": versions,
                "event_ids": [e.event_id for e in events],
                "types": [e.type for e in events],
                "data": [Jsonb(d) for d in data],
                "metadata": [Jsonb(e.metadata) for e in events],
                "prev": prev_hashes,
                "hashes": hashes,
            },
        )
        position_of = {version: position for version, position in await cursor.fetchall()}
        if len(position_of) != len(events):
            # The primary key caught a writer that did not take the append lock; the caller's
            # rollback removes the rows that did go in.
            actual, _ = await _head(conn, game_id)
            raise ConcurrencyConflict(game_id, expected_version, actual)

        if idempotency_key is not None:
            # An expired record of the same key is replaced: the key starts a new life.
            await conn.execute(
                "DELETE FROM idempotency_records WHERE key_hash = %s AND expires_at <= now()",
                (idempotency_key,),
            )
            await conn.execute(
                "INSERT INTO idempotency_records (key_hash, request_hash, game_id, first_version,"
                " last_version, sealed_response, expires_at)"
                " VALUES (%s, %s, %s, %s, %s, %s, now() + %s)",
                (
                    idempotency_key,
                    key_hash,
                    game_id,
                    versions[0],
                    versions[-1],
                    response,
                    idempotency_ttl,
                ),
            )
        # Delivered by PostgreSQL only if and when this transaction commits.
        await conn.execute("SELECT pg_notify(%s, %s)", (NOTIFY_CHANNEL, str(game_id)))

        recorded = tuple(
            RecordedEvent(
                position=position_of[version],
                game_id=game_id,
                version=version,
                event_id=event.event_id,
                type=event.type,
                data=event_data,
                metadata=event.metadata,
                recorded_at=recorded_at,
                prev_hash=prev_hash,
                hash=this_hash,
            )
            for event, event_data, version, prev_hash, this_hash in zip(
                events, data, versions, prev_hashes, hashes, strict=True
            )
        )
        return AppendResult(
            game_id=game_id,
            first_version=versions[0],
            last_version=versions[-1],
            positions=tuple(e.position for e in recorded),
            events=recorded,
            replayed=False,
            response=response,
        )

    async def find_idempotent(self, idempotency_key: str, request_hash: str) -> bytes | None:
        """The response stored with a key, to answer a retry without deciding again.

        None when the key is unknown or expired (or was stored without a response);
        IdempotencyConflict when it was used with another request_hash. Unlocked, so a retry
        racing its first attempt may miss it here; append then settles the race under the lock.
        """
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT request_hash, sealed_response FROM idempotency_records"
                " WHERE key_hash = %s AND expires_at > now()",
                (idempotency_key,),
            )
            row = await cursor.fetchone()
        if row is None:
            return None
        stored_hash, response = row
        _check_same_request(stored_hash, request_hash)
        return None if response is None else bytes(response)

    async def purge_expired_idempotency(self) -> int:
        """Remove expired idempotency records; returns how many went."""
        async with self._pool.connection() as conn, conn.transaction():
            cursor = await conn.execute("DELETE FROM idempotency_records WHERE expires_at <= now()")
            return cursor.rowcount

    async def read_stream(
        self, game_id: UUID, from_version: int = 1, limit: int | None = None
    ) -> list[RecordedEvent]:
        """One game's events in version order, from from_version."""
        async with self._pool.connection() as conn:
            return await _read_versions(conn, game_id, from_version, None, limit)

    async def head(self, game_id: UUID) -> tuple[int, str]:
        """The game's last version and hash: (0, 64 zeros) for a game with no events."""
        async with self._pool.connection() as conn:
            return await _head(conn, game_id)

    async def iter_stream(
        self,
        game_id: UUID,
        from_version: int = 1,
        batch: int = 500,
        to_version: int | None = None,
    ) -> AsyncIterator[RecordedEvent]:
        """One game's events in version order, fetched batch by batch.

        No connection is held while the caller works on a batch, so a slow consumer does not
        starve the pool.
        """
        if batch < 1:
            raise ValueError("batch must be at least 1")
        next_version = from_version
        while True:
            async with self._pool.connection() as conn:
                rows = await _read_versions(conn, game_id, next_version, to_version, batch)
            for row in rows:
                yield row
            if len(rows) < batch:
                return
            next_version = rows[-1].version + 1

    async def read_all(self, after_position: int, limit: int = 1000) -> list[RecordedEvent]:
        """Events of every game after a position, in position (= commit) order."""
        async with self._pool.connection() as conn:
            cursor = conn.cursor(row_factory=class_row(RecordedEvent))
            await cursor.execute(
                f"SELECT {_COLUMNS} FROM events WHERE position > %s ORDER BY position LIMIT %s",
                (after_position, limit),
            )
            return await cursor.fetchall()

    async def current_version(self, game_id: UUID) -> int:
        """The game's last version; 0 when it has no events."""
        async with self._pool.connection() as conn:
            version, _ = await _head(conn, game_id)
            return version

    async def list_game_ids(self) -> list[UUID]:
        """Every game with events, oldest first."""
        async with self._pool.connection() as conn:
            cursor = await conn.execute(
                "SELECT game_id FROM events WHERE version = 1 ORDER BY position"
            )
            return [game_id for (game_id,) in await cursor.fetchall()]

    async def verify_chain(self, game_id: UUID) -> ChainReport:
        """Recompute the game's hash chain from the stored rows; names the first broken link."""
        verifier = ChainVerifier()
        async for event in self.iter_stream(game_id):
            if not verifier.feed(event):
                break
        return verifier.report()


class AppendListener:
    """Game ids from append notifications, on a dedicated LISTEN connection.

    Notifications are a prompt, not a delivery guarantee (none arrive while disconnected), so
    consumers wait on them with a timeout and then poll read_all either way.
    """

    def __init__(self, conn: AsyncConnection[TupleRow]) -> None:
        self._conn = conn

    @classmethod
    @asynccontextmanager
    async def connect(cls, url: str) -> AsyncIterator[AppendListener]:
        """Listening starts before this returns: appends committed after it are reported."""
        conn = await AsyncConnection.connect(psycopg_url(url), autocommit=True)
        try:
            await conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
            yield cls(conn)
        finally:
            await conn.close()

    async def wait(self, timeout: float) -> frozenset[UUID]:
        """Game ids of the next notifications; empty if none arrive within timeout seconds."""
        return frozenset(
            [UUID(n.payload) async for n in self._conn.notifies(timeout=timeout, stop_after=1)]
        )


async def _as_stored_and_head_version(
    conn: AsyncConnection[TupleRow], game_id: UUID, data: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], int]:
    """The data as jsonb will give it back (1e16 returns as 10000000000000000), and the
    game's version as this transaction sees it (without the lock: only good for failing fast).

    The hash must be computed over what readers will see, or verification would fail on
    values jsonb normalises.
    """
    cursor = await conn.execute(
        "SELECT %s::jsonb, (SELECT coalesce(max(version), 0) FROM events WHERE game_id = %s)",
        (Jsonb(data), game_id),
    )
    row = await cursor.fetchone()
    if row is None:  # pragma: no cover - a SELECT without FROM always returns one row
        raise RuntimeError("no row from a constant SELECT")
    stored: list[dict[str, Any]] = row[0]
    return stored, int(row[1])


async def _head(conn: AsyncConnection[TupleRow], game_id: UUID) -> tuple[int, str]:
    cursor = await conn.execute(
        "SELECT version, hash FROM events WHERE game_id = %s ORDER BY version DESC LIMIT 1",
        (game_id,),
    )
    row = await cursor.fetchone()
    if row is None:
        return 0, GENESIS_HASH
    return int(row[0]), str(row[1])


async def _read_versions(
    conn: AsyncConnection[TupleRow],
    game_id: UUID,
    from_version: int,
    to_version: int | None,
    limit: int | None,
) -> list[RecordedEvent]:
    cursor = conn.cursor(row_factory=class_row(RecordedEvent))
    await cursor.execute(
        f"SELECT {_COLUMNS} FROM events"
        " WHERE game_id = %s AND version >= %s AND (%s::int IS NULL OR version <= %s)"
        " ORDER BY version LIMIT %s",
        (game_id, from_version, to_version, to_version, limit),
    )
    return await cursor.fetchall()


def _check_same_request(stored_hash: str, request_hash: str) -> None:
    # The key itself stays out of the message: it is the client's secret.
    if stored_hash != request_hash:
        raise IdempotencyConflict("this Idempotency-Key was already used for another request")


async def _earlier_result(
    conn: AsyncConnection[TupleRow], key: str, request_hash: str
) -> AppendResult | None:
    cursor = await conn.execute(
        "SELECT request_hash, game_id, first_version, last_version, sealed_response"
        " FROM idempotency_records WHERE key_hash = %s AND expires_at > now()",
        (key,),
    )
    row = await cursor.fetchone()
    if row is None:
        return None
    stored_hash, stored_game, first_version, last_version, response = row
    _check_same_request(stored_hash, request_hash)
    # The stored game, not the caller's: a retried "create game" mints a fresh game id, and
    # must still get the game its first attempt created.
    events = tuple(await _read_versions(conn, stored_game, first_version, last_version, None))
    return AppendResult(
        game_id=stored_game,
        first_version=first_version,
        last_version=last_version,
        positions=tuple(e.position for e in events),
        events=events,
        replayed=True,
        response=None if response is None else bytes(response),
    )
