"""Concurrent writers and tailing readers: no lost, duplicated or skipped events."""

from __future__ import annotations

import asyncio
import random
import uuid
from typing import Any

import psycopg
import pytest

from service.domain.errors import ConcurrencyConflict
from service.store.chain import GENESIS_HASH
from service.store.database import Pool, open_pool
from service.store.event_store import EventStore, NewEvent, RecordedEvent

pytestmark = pytest.mark.slow


def new(**data: Any) -> NewEvent:
    return NewEvent(uuid.uuid4(), "NoteTaken", data, {})


async def retrying_writer(
    store: EventStore, game: uuid.UUID, writer: int, appends: int
) -> dict[uuid.UUID, int]:
    """Appends one event at a time, re-reading the version after each conflict."""
    rng = random.Random(writer)
    told: dict[uuid.UUID, int] = {}
    while len(told) < appends:
        version = await store.current_version(game)
        event = new(writer=writer, n=len(told))
        try:
            result = await store.append(game, version, [event])
        except ConcurrencyConflict:
            # A jittered pause, as a polite client makes, so the losers of one race do not
            # all collide again on the next.
            await asyncio.sleep(rng.uniform(0, 0.003))
            continue
        told[event.event_id] = result.first_version
    return told


async def test_racing_writers_on_one_game_get_every_version_exactly_once(
    store: EventStore,
) -> None:
    game = uuid.uuid4()
    writers, appends = 8, 200
    told_by_writer = await asyncio.gather(
        *(retrying_writer(store, game, w, appends) for w in range(writers))
    )

    stream = await store.read_stream(game)
    assert [e.version for e in stream] == list(range(1, writers * appends + 1))
    stored_version = {e.event_id: e.version for e in stream}
    for told in told_by_writer:
        assert len(told) == appends
        for event_id, version in told.items():
            assert stored_version[event_id] == version
    assert (await store.verify_chain(game)).ok


async def tail(
    store: EventStore, writers_done: asyncio.Event, batch: int = 37
) -> list[RecordedEvent]:
    """Follows the log by position the way a projection does, never looking back."""
    seen: list[RecordedEvent] = []
    cursor = 0
    while True:
        finished = writers_done.is_set()
        events = await store.read_all(cursor, limit=batch)
        for event in events:
            assert event.position > cursor
            cursor = event.position
        seen.extend(events)
        if not events:
            if finished:
                return seen
            await asyncio.sleep(0)


async def test_tailing_reader_sees_every_event_once_in_commit_order(
    store: EventStore, pool: Pool, db_url: str
) -> None:
    games = [uuid.uuid4() for _ in range(50)]
    appended: list[uuid.UUID] = []

    async def play(game: uuid.UUID, seed: int) -> None:
        rng = random.Random(seed)
        version = 0
        for turn in range(8):
            # Some appends carry two events, so a reader must not split or reorder them.
            events = [new(turn=turn)] if turn % 3 else [new(turn=turn), new(turn=turn, half=2)]
            if turn % 2:
                result = await store.append(game, version, events)
            else:
                # Work done in the same transaction after the append (as a projection write
                # would be) widens the window between drawing a position and committing it.
                async with pool.connection() as conn, conn.transaction():
                    result = await store.append_within(conn, game, version, events)
                    await asyncio.sleep(rng.uniform(0, 0.004))
            version = result.last_version
            appended.extend(e.event_id for e in events)

    # The reader has a connection of its own, as a projection process would, so it is not
    # queued behind the writers for a pooled one.
    reader_pool = await open_pool(db_url, min_size=1, max_size=1)
    try:
        writers_done = asyncio.Event()
        reader = asyncio.create_task(tail(EventStore(reader_pool), writers_done))
        try:
            await asyncio.gather(*(play(game, seed) for seed, game in enumerate(games)))
        finally:
            writers_done.set()
        seen = await reader
    finally:
        await reader_pool.close()

    assert len(appended) == 50 * 11
    assert [e.event_id for e in seen] == [e.event_id for e in await store.read_all(0, 10_000)]
    assert len({e.event_id for e in seen}) == len(seen)
    assert {e.event_id for e in seen} == set(appended)
    positions = [e.position for e in seen]
    assert positions == sorted(set(positions))
    for game in games:
        versions = [e.version for e in seen if e.game_id == game]
        assert versions == list(range(1, 12))


async def insert_raw(conn: psycopg.AsyncConnection[tuple[Any, ...]], game: uuid.UUID) -> int:
    cursor = await conn.execute(
        "INSERT INTO events (game_id, version, event_id, type, data, recorded_at, prev_hash,"
        " hash) VALUES (%s, 1, %s, 'Raw', '{}', now(), %s, %s) RETURNING position",
        (game, uuid.uuid4(), GENESIS_HASH, GENESIS_HASH),
    )
    row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def draw_transaction_id(conn: psycopg.AsyncConnection[tuple[Any, ...]]) -> int:
    cursor = await conn.execute("SELECT pg_current_xact_id()::text::bigint")
    row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def test_a_tailing_reader_never_skips_a_transaction_that_commits_late(
    store: EventStore, pool: Pool
) -> None:
    """Two writers commit out of order by hand; the reader's cursor never passes the slow one.

    The slow transaction draws its id first but inserts last, after the fast one committed:
    a sequence would have numbered the slow event after the fast one, while transaction ids
    number them the other way round. Either way the reader must see both, each once.
    """
    async with pool.connection() as slow, pool.connection() as fast:
        slow_xid = await draw_transaction_id(slow)
        fast_xid = await draw_transaction_id(fast)
        assert slow_xid < fast_xid
        late = await insert_raw(fast, uuid.uuid4())
        await fast.commit()

        # The fast event is committed, but a transaction older than it is still open.
        assert await store.read_all(0) == []

        early = await insert_raw(slow, uuid.uuid4())
        assert early < late
        assert await store.read_all(0) == []
        await slow.commit()

    tailed = await store.read_all(0)
    assert [e.position for e in tailed] == [early, late]
    assert await store.read_all(early) == [tailed[1]]


async def test_an_aborted_transaction_holds_readers_back_only_while_it_runs(
    store: EventStore, pool: Pool
) -> None:
    async with pool.connection() as aborted, pool.connection() as committed:
        await insert_raw(aborted, uuid.uuid4())
        kept = await insert_raw(committed, uuid.uuid4())
        await committed.commit()
        assert await store.read_all(0) == []
        await aborted.rollback()
    assert [e.position for e in await store.read_all(0)] == [kept]


async def test_appends_to_different_games_do_not_wait_for_each_other(
    store: EventStore, pool: Pool
) -> None:
    game_a, game_b = uuid.uuid4(), uuid.uuid4()
    async with pool.connection() as held, held.transaction():
        first = await store.append_within(held, game_a, 0, [new(n=1)])
        # Completes while the first transaction is still open: no lock is shared.
        second = await asyncio.wait_for(store.append(game_b, 0, [new(n=2)]), 30)
        # Committed, but behind an older open transaction: not yet handed to a tail.
        assert await store.read_all(0) == []
        assert [e.version for e in await store.read_stream(game_b)] == [1]

    assert first.positions[0] < second.positions[0]
    tailed = await store.read_all(0)
    assert [e.position for e in tailed] == [first.positions[0], second.positions[0]]


async def test_an_append_after_other_writes_in_its_transaction_is_refused_if_out_of_order(
    store: EventStore, pool: Pool
) -> None:
    """Positions follow versions within a game: a transaction whose id is older than the
    game's previous append cannot append after it."""
    game = uuid.uuid4()
    async with pool.connection() as early:
        await draw_transaction_id(early)
        await store.append(game, 0, [new(n=1)])
        with pytest.raises(RuntimeError, match="positions would not follow versions"):
            await store.append_within(early, game, 1, [new(n=2)])
        await early.rollback()
    assert [e.version for e in await store.read_stream(game)] == [1]
