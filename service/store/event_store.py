"""The event log in PostgreSQL: optimistic appends, idempotent retries, a per-game hash chain.

An append is one statement (one round trip): it checks that the event before it is the game's
head with the hash the chain was computed on, inserts the events and records the idempotency
key, all or nothing. No lock is shared by all games: two appends to different games never wait
for each other, and two to the same game are settled by the primary key (game_id, version),
the loser getting ConcurrencyConflict. The wake-up NOTIFY is part of the statement when the
store has no other append in flight, else sent just after the commit (announcer.py: a NOTIFY
inside a transaction locks the whole database through the commit's flush, which lines up
concurrent commits). `waking` makes that choice, for `append` and for the callers of
`append_within` alike.

What is ordered:

- Per game: versions 1, 2, 3... with no gap, each event hashed onto the one before. An
  event's position is also above its predecessor's (the statement checks it).
- Globally: `position` is the writing transaction's id (xid8) shifted left by 20 bits, plus the
  event's rank within that transaction (migration 0004, `events_next_position()`; the append
  statement computes them itself on the same transaction-local counter). Positions are
  unique and strictly increasing in the order readers are given them, but they are not dense
  and not the order of commits.

Why a tailing reader (read_all) never skips an event that commits later with a smaller
position: it only hands out positions below `pg_snapshot_xmin(pg_current_snapshot()) << 20`,
taken in the same statement (so the same snapshot) as the rows. Every transaction id below
that xmin belongs to a transaction that has ended, so its rows are either visible in this
snapshot or never will be; and every transaction still running, or not yet begun, has an id
at or above xmin, so all its rows get positions at or above the bound. The released set is
therefore final, and a cursor moved past it can miss nothing. A sequence would not do:
transaction A may draw 10 and B 11 and commit first; a reader at 11 would lose 10 for ever.
Nor would ordering by sequence within an xid bound: positions and xids are drawn in orders
that need not agree, which is why the position is made from the xid itself.

The price: while any writing transaction stays open, readers of the whole log wait for it
(its own game's readers do not: they follow versions). Keep transactions short.
"""

from __future__ import annotations

import functools
import hashlib
import secrets
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID

from psycopg import AsyncConnection, IsolationLevel
from psycopg.errors import UniqueViolation
from psycopg.pq import TransactionStatus
from psycopg.rows import TupleRow, class_row
from psycopg.types.json import Jsonb
from psycopg_pool import PoolTimeout

from service.config import psycopg_url
from service.domain.errors import ConcurrencyConflict, IdempotencyConflict
from service.store.announcer import Announcer
from service.store.chain import (
    BLIND_BYTES,
    GENESIS_HASH,
    ChainReport,
    ChainVerifier,
    canonical_json,
    event_hash,
    format_recorded_at,
)
from service.store.database import Pool, autocommitting

NOTIFY_CHANNEL = "ledger_events"
"""pg_notify channel; the payload is the game id that received events."""

POSITION_RANK_BITS = 20
"""A position is (transaction id << POSITION_RANK_BITS) + the event's rank in its transaction."""

CLASH_READ_TIMEOUT_SECONDS = 1.0
LISTEN_CONNECT_TIMEOUT_SECONDS = 2
"""libpq's least connect_timeout (whole seconds)."""

IDEMPOTENCY_TTL = timedelta(hours=24)
"""How long a retry with the same Idempotency-Key gets the first answer back."""

_INSERTED_COLUMNS = (
    "game_id, version, event_id, type, data, metadata, recorded_at, prev_hash, hash, blind"
)
_COLUMNS = f"position, {_INSERTED_COLUMNS}"


def new_blind() -> str:
    """A fresh random blind for an event's hash (chain.event_hash says why)."""
    return secrets.token_hex(BLIND_BYTES)


@dataclass(frozen=True, slots=True)
class NewEvent:
    event_id: UUID
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any] = field(default_factory=dict)
    blind: str | None = field(default_factory=new_blind)
    """A new event's own random blind; an imported one keeps the blind it was recorded with
    (None for events recorded before blinds)."""


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
    blind: str | None = None

    @property
    def recorded_at_str(self) -> str:
        """The canonical timestamp text: what the hash covers and what the API shows."""
        return format_recorded_at(self.recorded_at)


@dataclass(frozen=True, slots=True)
class ChainHead:
    """The event a game's next append chains onto: its hash, and its time."""

    hash: str
    recorded_at: datetime | None
    """None before the first event. The next event's time never precedes it: replicas' clocks
    differ by milliseconds, and an export whose times run backwards does not verify."""


GENESIS = ChainHead(GENESIS_HASH, None)


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


@dataclass(slots=True)
class WakeUp:
    """How one append wakes its game's readers (see EventStore.waking)."""

    inline: bool
    """The append's own transaction sends the NOTIFY: pass it as append_within's notify."""
    wrote: bool = True
    """Set it to False when the append wrote nothing (a replay): there is nothing to announce."""


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
        self._announcer = Announcer(pool, NOTIFY_CHANNEL)
        self._appending = 0

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
        head: ChainHead | None = None,
    ) -> AppendResult:
        """Append events after expected_version (0 for a new game), in one transaction.

        idempotency_key is opaque here: callers pass a keyed hash of the client's key (scoped
        to route and caller), never the key itself, and a sealed response. The record expires
        after idempotency_ttl; a later request with the same key then runs afresh. head, the
        event at expected_version if the caller knows it, saves a read.

        Raises ConcurrencyConflict when the game is not at expected_version, and
        IdempotencyConflict when idempotency_key was used with another request_hash; in both
        cases nothing is written.
        """
        async with self.waking(game_id) as wake_up:
            result = await self._append_alone(
                game_id,
                expected_version,
                events,
                _Record.of(idempotency_key, request_hash, response, idempotency_ttl),
                head,
                notify=wake_up.inline,
            )
            wake_up.wrote = not result.replayed
        return result

    @asynccontextmanager
    async def waking(self, game_id: UUID) -> AsyncIterator[WakeUp]:
        """Around an append and its commit: how the game's readers are woken.

        With no other append of this store in flight the NOTIFY goes in the appending
        transaction (`wake_up.inline`), the cheapest way; among others it is sent after the
        commit, when the block ends without an error and wrote something: in the transaction,
        the lock NOTIFY takes at commit would line their commits up (see announcer.py).
        """
        wake_up = WakeUp(inline=not self._appending)
        self._appending += 1
        try:
            yield wake_up
        finally:
            self._appending -= 1
        if not wake_up.inline and wake_up.wrote:
            self.announce(game_id)

    async def _append_alone(
        self,
        game_id: UUID,
        expected_version: int,
        events: Sequence[NewEvent],
        record: _Record | None,
        head: ChainHead | None,
        *,
        notify: bool,
    ) -> AppendResult:
        async with autocommitting(self._pool) as conn:
            return await self._append(
                conn,
                game_id,
                expected_version,
                events,
                record,
                head,
                retried=False,
                notify=notify,
            )

    def announce(self, game_id: UUID) -> None:
        """Send the game's wake-up notification soon (see announcer.py): for a caller that
        appended with `append_within(..., notify=False)`, once its transaction committed."""
        self._announcer.announce(game_id)

    async def flush_announcements(self) -> None:
        """Wait until the wake-ups of every append so far have been sent."""
        await self._announcer.flush()

    async def close(self) -> None:
        """Send the wake-ups announced so far and close the connection they go on."""
        await self._announcer.close()

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
        head: ChainHead | None = None,
        notify: bool = True,
    ) -> AppendResult:
        """Like append, inside the caller's open transaction (to write a projection with it).

        With notify the wake-up NOTIFY is part of the transaction; without, the caller calls
        `announce(game_id)` after its commit, which spares the commit a database-wide lock.
        Callers run the transaction inside `waking(game_id)`, which chooses and announces.

        Append before writing anything else in the transaction: the transaction's id must be
        drawn after the game's previous append committed, or positions would not follow
        versions (the statement refuses it). Readers of the whole log wait for the transaction
        to end, so keep it short. On an exception the caller must roll back.
        """
        if conn.info.transaction_status != TransactionStatus.INTRANS:
            raise ValueError("append_within needs a connection inside an open transaction")
        if conn.isolation_level not in (None, IsolationLevel.READ_COMMITTED):
            # The head check and the key lookup must see what committed before the statement;
            # a snapshot taken earlier in a repeatable-read transaction could miss an append.
            raise ValueError("append_within needs a READ COMMITTED transaction")
        return await self._append(
            conn,
            game_id,
            expected_version,
            events,
            _Record.of(idempotency_key, request_hash, response, idempotency_ttl),
            head,
            retried=False,
            notify=notify,
        )

    async def _append(
        self,
        conn: AsyncConnection[TupleRow],
        game_id: UUID,
        expected_version: int,
        events: Sequence[NewEvent],
        record: _Record | None,
        head: ChainHead | None,
        *,
        retried: bool,
        notify: bool,
    ) -> AppendResult:
        if not events:
            raise ValueError("nothing to append")
        if expected_version < 0:
            raise ValueError("expected_version must be 0 (a new game) or more")
        if record is not None and record.request_hash is None:
            record = record.hashed(default_request_hash(game_id, expected_version, events))
        data = await _as_stored(conn, [e.data for e in events])

        head = head or (GENESIS if expected_version == 0 else None)
        if head is None:
            version, found = await _chain_head(conn, game_id)
            if version == expected_version:
                head = found
            elif record is None:
                raise ConcurrencyConflict(game_id, expected_version, version)
            else:
                # Only the key can still answer (a retry, after the game moved on): a hash no
                # event has makes the head check fail and the statement write nothing.
                head = ChainHead("", None)
        prev = head.hash

        # Microseconds, like timestamptz, so the stored value formats back to exactly the text
        # the hash covers.
        recorded_at = _not_before(datetime.now(UTC), head.recorded_at)
        recorded_at_str = format_recorded_at(recorded_at)
        versions, prev_hashes, hashes = _chain(
            prev, game_id, expected_version, events, data, recorded_at_str
        )

        parameters: dict[str, Any] = {
            "game_id": game_id,
            "expected": expected_version,
            "prev": prev,
            "recorded_at": recorded_at,
            "channel": NOTIFY_CHANNEL,
            "notify": notify,
            **({} if record is None else record.parameters()),
            **_event_parameters(versions, events, data, prev_hashes, hashes),
        }
        try:
            cursor = await conn.execute(
                _append_statement(len(events), record is not None), parameters
            )
            # In a pipeline the statement's error comes with its row, not with its sending.
            row = await cursor.fetchone()
        except UniqueViolation as clash:
            if clash.diag.constraint_name != "pk_events":
                raise
            # Another append took one of these versions between our check and our insert.
            actual = await self._version_after_clash(game_id, expected_version)
            raise ConcurrencyConflict(game_id, expected_version, actual) from None
        if row is None:  # pragma: no cover - the statement always returns one row
            raise RuntimeError("no row from the append statement")
        head_ok, head_position, inserted, first_position, earlier_hash = row[:5]
        positions = list(range(first_position, first_position + inserted)) if inserted else []

        if record is not None and earlier_hash is not None:
            earlier = await _earlier_result(conn, record.key, str(record.request_hash))
            if earlier is not None:
                return earlier
        if not head_ok:
            version, found = await _chain_head(conn, game_id)
            if version == expected_version and found != head and not retried:
                # The hash we were given or remembered was not the head's: once more, with it.
                return await self._append(
                    conn,
                    game_id,
                    expected_version,
                    events,
                    record,
                    found,
                    retried=True,
                    notify=notify,
                )
            raise ConcurrencyConflict(game_id, expected_version, version)
        if not positions:
            # A twin request with the same key committed first: its answer is the answer.
            if record is not None:
                earlier = await _earlier_result(conn, record.key, str(record.request_hash))
                if earlier is not None:
                    return earlier
            raise ConcurrencyConflict(game_id, expected_version, (await _head(conn, game_id))[0])
        if head_position is not None and head_position >= positions[0]:
            raise RuntimeError(
                "append before writing anything else in the transaction: its id was drawn"
                " before the game's previous append, so positions would not follow versions"
            )

        recorded = tuple(
            RecordedEvent(
                position=position,
                game_id=game_id,
                version=version,
                event_id=event.event_id,
                type=event.type,
                data=event_data,
                metadata=event.metadata,
                recorded_at=recorded_at,
                prev_hash=prev_hash,
                hash=this_hash,
                blind=event.blind,
            )
            for event, event_data, version, prev_hash, this_hash, position in zip(
                events, data, versions, prev_hashes, hashes, positions, strict=True
            )
        )
        return AppendResult(
            game_id=game_id,
            first_version=versions[0],
            last_version=versions[-1],
            positions=tuple(positions),
            events=recorded,
            replayed=False,
            response=None if record is None else record.response,
        )

    async def _version_after_clash(self, game_id: UUID, expected_version: int) -> int:
        # The caller's transaction is aborted, so the version is read on another connection;
        # if none is free soon, "at least one more than expected" is all the caller needs.
        try:
            async with self._pool.connection(timeout=CLASH_READ_TIMEOUT_SECONDS) as other:
                return (await _head(other, game_id))[0]
        except PoolTimeout:
            return expected_version + 1

    async def find_idempotent(self, idempotency_key: str, request_hash: str) -> bytes | None:
        """The response stored with a key, to answer a retry without deciding again.

        None when the key is unknown or expired (or was stored without a response);
        IdempotencyConflict when it was used with another request_hash. Unlocked, so a retry
        racing its first attempt may miss it here; append then settles the race under the lock.
        """
        async with autocommitting(self._pool) as conn:
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
        async with autocommitting(self._pool) as conn:
            return await _read_versions(conn, game_id, from_version, None, limit)

    async def head(self, game_id: UUID) -> tuple[int, str]:
        """The game's last version and hash: (0, 64 zeros) for a game with no events."""
        async with autocommitting(self._pool) as conn:
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
            async with autocommitting(self._pool) as conn:
                rows = await _read_versions(conn, game_id, next_version, to_version, batch)
            for row in rows:
                yield row
            if len(rows) < batch:
                return
            next_version = rows[-1].version + 1

    async def read_all(self, after_position: int, limit: int = 1000) -> list[RecordedEvent]:
        """Events of every game after a position, in position order, final: an event that
        commits later always has a position above every one returned (see the module text)."""
        async with autocommitting(self._pool) as conn:
            cursor = conn.cursor(row_factory=class_row(RecordedEvent))
            await cursor.execute(
                f"SELECT {_COLUMNS} FROM events WHERE position > %s AND position < {_RELEASED}"
                " ORDER BY position LIMIT %s",
                (after_position, limit),
            )
            return await cursor.fetchall()

    async def read_organised(
        self, organiser_token_hash: str, after_position: int, limit: int = 1000
    ) -> list[RecordedEvent]:
        """Like read_all, for the games of one organiser token (given hashed)."""
        columns = ", ".join(f"e.{c}" for c in _COLUMNS.split(", "))
        async with autocommitting(self._pool) as conn:
            cursor = conn.cursor(row_factory=class_row(RecordedEvent))
            await cursor.execute(
                f"SELECT {columns} FROM events e JOIN game_tokens t ON t.game_id = e.game_id"
                " WHERE t.token_hash = %s AND t.role = 'organiser'"
                f" AND e.position > %s AND e.position < {_RELEASED}"
                " ORDER BY e.position LIMIT %s",
                (organiser_token_hash, after_position, limit),
            )
            return await cursor.fetchall()

    async def current_version(self, game_id: UUID) -> int:
        """The game's last version; 0 when it has no events."""
        async with autocommitting(self._pool) as conn:
            version, _ = await _head(conn, game_id)
            return version

    async def list_game_ids(self) -> list[UUID]:
        """Every game with events, oldest first (a tournament's stream is no game)."""
        async with autocommitting(self._pool) as conn:
            cursor = await conn.execute(
                "SELECT game_id FROM events e WHERE version = 1 AND NOT EXISTS"
                " (SELECT 1 FROM tournaments t WHERE t.tournament_id = e.game_id)"
                " ORDER BY position"
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
    async def connect(
        cls, url: str, *, connect_timeout: int = LISTEN_CONNECT_TIMEOUT_SECONDS
    ) -> AsyncIterator[AppendListener]:
        """Listening starts before this returns: appends committed after it are reported."""
        conn = await AsyncConnection.connect(
            psycopg_url(url), autocommit=True, connect_timeout=connect_timeout
        )
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


_RELEASED = f"(pg_snapshot_xmin(pg_current_snapshot())::text::bigint << {POSITION_RANK_BITS})"
"""The lowest position a running (or future) transaction can still commit: the bound below
which the log is final. Evaluated in the reading statement, so it is that statement's snapshot."""

VALUES_ROWS_MAX = 64
"""Appends of up to this many events send each value as its own parameter; larger ones send
one array per column (an append statement stays within the protocol's 65535 parameters)."""
_RANK_LIMIT = 1 << POSITION_RANK_BITS


@functools.lru_cache(maxsize=2 * VALUES_ROWS_MAX + 2)
def _append_statement(count: int, keyed: bool) -> str:
    """The append of `count` events, with or without an idempotency record.

    One statement, all or nothing: the head check, the idempotency record (a live one answers
    instead; an expired one is replaced), the events, the wake-up. A version taken meanwhile by
    another append fails the primary key and with it the whole statement. Parameters go in
    binary: as text, each array is built and escaped element by element.

    The positions are written here rather than left to the column's default: the default calls
    the plpgsql `events_next_position()` once per row, which cost as much server time as the
    rest of the insert. The statement moves the same transaction-local rank counter on by the
    whole append in one `set_config` (read and set in one call, so nothing can come between),
    and past the counter's limit calls that function, which raises its error.
    """
    if count <= VALUES_ROWS_MAX:
        rows = ", ".join(
            f"({n}, %(v{n})b::int, %(e{n})b::uuid, %(t{n})b::text, %(d{n})b::jsonb,"
            f" %(m{n})b::jsonb, %(p{n})b::text, %(h{n})b::text, %(b{n})b::text)"
            for n in range(1, count + 1)
        )
        new_rows = f"(VALUES {rows}) AS new(r, v, e, t, d, m, p, h, b)"
    else:
        new_rows = (
            "unnest(%(versions)b::int[], %(event_ids)b::uuid[], %(types)b::text[],"
            " %(data)b::jsonb[], %(metadata)b::jsonb[], %(prev_hashes)b::text[],"
            " %(hashes)b::text[], %(blinds)b::text[])"
            " WITH ORDINALITY AS new(v, e, t, d, m, p, h, b, r)"
        )
    record = f"""
), earlier AS (
    SELECT request_hash FROM idempotency_records
    WHERE key_hash = %(key)b::text AND expires_at > now()
), record AS (
    INSERT INTO idempotency_records AS r (key_hash, request_hash, game_id, first_version,
        last_version, sealed_response, expires_at)
    SELECT %(key)b::text, %(request_hash)b::text, %(game_id)b, %(expected)b + 1,
        %(expected)b + {count}, %(response)b::bytea, now() + %(ttl)b
    WHERE (SELECT ok FROM checked) AND NOT EXISTS (SELECT 1 FROM earlier)
    ON CONFLICT (key_hash) DO UPDATE SET request_hash = EXCLUDED.request_hash,
        game_id = EXCLUDED.game_id, first_version = EXCLUDED.first_version,
        last_version = EXCLUDED.last_version, sealed_response = EXCLUDED.sealed_response,
        created_at = now(), expires_at = EXCLUDED.expires_at
    WHERE r.expires_at <= now()
    RETURNING 1"""
    return f"""
WITH head AS (
    SELECT hash, position FROM events WHERE game_id = %(game_id)b AND version = %(expected)b
), checked AS (
    SELECT CASE WHEN %(expected)b = 0 THEN true
                ELSE coalesce((SELECT hash = %(prev)b FROM head), false) END AS ok{
        record if keyed else ""
    }
), ranked AS (
    SELECT set_config('ledger.position_rank', (coalesce(nullif(
        current_setting('ledger.position_rank', true), ''), '0')::integer + {count})::text,
        true)::integer AS last_rank
), first AS (
    SELECT CASE WHEN last_rank < {_RANK_LIMIT}
        THEN (pg_current_xact_id()::text::bigint << {POSITION_RANK_BITS}) + last_rank - {count}
        ELSE events_next_position() END AS before
    FROM ranked
), inserted AS (
    INSERT INTO events (position, {_INSERTED_COLUMNS})
    SELECT (SELECT before FROM first) + r, %(game_id)b, v, e, t, d, m, %(recorded_at)b, p, h, b
    FROM {new_rows}
    WHERE (SELECT ok FROM checked){" AND EXISTS (SELECT 1 FROM record)" if keyed else ""}
    RETURNING position
), notified AS (
    SELECT pg_notify(%(channel)b, %(game_id)b::text) FROM (SELECT 1 FROM inserted LIMIT 1) AS one
    WHERE %(notify)b
)
SELECT (SELECT ok FROM checked), (SELECT position FROM head),
    (SELECT count(*)::integer FROM inserted), (SELECT min(position) FROM inserted),
    {"(SELECT request_hash FROM earlier)" if keyed else "NULL::text"},
    (SELECT count(*) FROM notified)
"""


def _event_parameters(
    versions: list[int],
    events: Sequence[NewEvent],
    data: list[dict[str, Any]],
    prev_hashes: list[str],
    hashes: list[str],
) -> dict[str, Any]:
    """The events' values, named as `_append_statement` names them for this many events."""
    if len(events) > VALUES_ROWS_MAX:
        return {
            "versions": versions,
            "event_ids": [e.event_id for e in events],
            "types": [e.type for e in events],
            "data": [Jsonb(d) for d in data],
            "metadata": [Jsonb(e.metadata) for e in events],
            "prev_hashes": prev_hashes,
            "hashes": hashes,
            "blinds": [e.blind for e in events],
        }
    parameters: dict[str, Any] = {}
    for n, (version, event, event_data, prev_hash, this_hash) in enumerate(
        zip(versions, events, data, prev_hashes, hashes, strict=True), start=1
    ):
        parameters[f"v{n}"] = version
        parameters[f"e{n}"] = event.event_id
        parameters[f"t{n}"] = event.type
        parameters[f"d{n}"] = Jsonb(event_data)
        parameters[f"m{n}"] = Jsonb(event.metadata)
        parameters[f"p{n}"] = prev_hash
        parameters[f"h{n}"] = this_hash
        parameters[f"b{n}"] = event.blind
    return parameters


@dataclass(frozen=True, slots=True)
class _Record:
    """What an append keeps with an idempotency key."""

    key: str
    request_hash: str | None
    response: bytes | None
    ttl: timedelta

    @classmethod
    def of(
        cls, key: str | None, request_hash: str | None, response: bytes | None, ttl: timedelta
    ) -> _Record | None:
        return None if key is None else cls(key, request_hash, response, ttl)

    def hashed(self, request_hash: str) -> _Record:
        return _Record(self.key, request_hash, self.response, self.ttl)

    def parameters(self) -> dict[str, Any]:
        """The record's values, named as the keyed append statement names them."""
        return {
            "key": self.key,
            "request_hash": self.request_hash,
            "response": self.response,
            "ttl": self.ttl,
        }


async def _as_stored(
    conn: AsyncConnection[TupleRow], data: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The data as jsonb will give it back, which is what the hash must cover.

    Strings, integers, booleans and null come back as they went; a float may not (1e16 returns
    as 10000000000000000), so data with a float asks the database, at the cost of a round trip.
    """
    if not _has_float(data):
        return data
    cursor = await conn.execute("SELECT %s::jsonb", (Jsonb(data),))
    row = await cursor.fetchone()
    if row is None:  # pragma: no cover - a SELECT without FROM always returns one row
        raise RuntimeError("no row from a constant SELECT")
    stored: list[dict[str, Any]] = row[0]
    return stored


def _chain(
    prev: str,
    game_id: UUID,
    expected_version: int,
    events: Sequence[NewEvent],
    data: list[dict[str, Any]],
    recorded_at_str: str,
) -> tuple[list[int], list[str], list[str]]:
    """Versions, previous hashes and hashes of the events, linked from prev."""
    versions: list[int] = []
    prev_hashes: list[str] = []
    hashes: list[str] = []
    for offset, (event, event_data) in enumerate(zip(events, data, strict=True)):
        version = expected_version + 1 + offset
        this = event_hash(
            prev, game_id, version, event.type, event_data, recorded_at_str, event.blind
        )
        versions.append(version)
        prev_hashes.append(prev)
        hashes.append(this)
        prev = this
    return versions, prev_hashes, hashes


def _has_float(value: Any) -> bool:
    # A loop over a stack rather than recursion through generators: it runs on every append
    # (7 us instead of 12 for the bench's event).
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, float):
            return True
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return False


def _not_before(now: datetime, previous: datetime | None) -> datetime:
    return now if previous is None or now >= previous else previous


async def _chain_head(conn: AsyncConnection[TupleRow], game_id: UUID) -> tuple[int, ChainHead]:
    cursor = await conn.execute(
        "SELECT version, hash, recorded_at FROM events WHERE game_id = %s"
        " ORDER BY version DESC LIMIT 1",
        (game_id,),
    )
    row = await cursor.fetchone()
    if row is None:
        return 0, GENESIS
    return int(row[0]), ChainHead(str(row[1]), row[2])


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
