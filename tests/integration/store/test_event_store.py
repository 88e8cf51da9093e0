"""EventStore contract: appends, version conflicts, idempotent retries, reads, the chain."""

from __future__ import annotations

import asyncio
import re
import uuid
from datetime import timedelta
from typing import Any

import psycopg
import pytest

from service.domain.errors import ConcurrencyConflict, IdempotencyConflict
from service.store.chain import GENESIS_HASH, ChainProblem, event_hash
from service.store.database import Pool, open_pool
from service.store.event_store import (
    VALUES_ROWS_MAX,
    AppendListener,
    ChainHead,
    EventStore,
    NewEvent,
    RecordedEvent,
)

RECORDED_AT_TEXT = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$")


def new(type_: str = "NoteTaken", **data: Any) -> NewEvent:
    return NewEvent(uuid.uuid4(), type_, data, {"actor": "organiser"})


async def count_rows(pool: Pool, table: str) -> int:
    async with pool.connection() as conn:
        cursor = await conn.execute(f"SELECT count(*) FROM {table}")
        row = await cursor.fetchone()
        assert row is not None
        return int(row[0])


async def test_first_append_starts_the_chain_at_version_one(store: EventStore) -> None:
    game = uuid.uuid4()
    events = [new(text="deploy"), new(text="ready")]
    result = await store.append(game, 0, events)

    assert (result.first_version, result.last_version) == (1, 2)
    assert not result.replayed
    assert [e.event_id for e in result.events] == [e.event_id for e in events]
    assert result.positions[0] < result.positions[1]
    assert result.events[0].prev_hash == GENESIS_HASH
    assert result.events[1].prev_hash == result.events[0].hash
    first = result.events[0]
    # Every new event has its own random blind of 128 bits, which its hash covers.
    assert first.blind is not None
    assert re.fullmatch(r"[0-9a-f]{32}", first.blind)
    assert first.blind != result.events[1].blind
    assert first.hash == event_hash(
        GENESIS_HASH, game, 1, "NoteTaken", {"text": "deploy"}, first.recorded_at_str, first.blind
    )
    assert RECORDED_AT_TEXT.match(first.recorded_at_str)
    assert await store.read_stream(game) == list(result.events)


async def test_next_append_continues_after_the_expected_version(store: EventStore) -> None:
    game = uuid.uuid4()
    first = await store.append(game, 0, [new(n=1)])
    second = await store.append(game, 1, [new(n=2), new(n=3)])
    assert (second.first_version, second.last_version) == (2, 3)
    assert second.events[0].prev_hash == first.events[0].hash
    assert await store.current_version(game) == 3
    report = await store.verify_chain(game)
    assert report.ok
    assert report.checked == 3
    assert report.head_hash == second.events[-1].hash


async def test_stale_expected_version_conflicts_and_writes_nothing(
    store: EventStore, pool: Pool
) -> None:
    game = uuid.uuid4()
    await store.append(game, 0, [new(n=1), new(n=2)])
    late = new(n=3)
    with pytest.raises(ConcurrencyConflict) as caught:
        await store.append(game, 1, [late], idempotency_key="k-late")
    assert (caught.value.expected, caught.value.actual) == (1, 2)
    assert await store.current_version(game) == 2
    assert late.event_id not in {e.event_id for e in await store.read_all(0)}
    assert await count_rows(pool, "idempotency_records") == 0


async def test_expected_version_ahead_of_the_game_conflicts(store: EventStore) -> None:
    game = uuid.uuid4()
    with pytest.raises(ConcurrencyConflict) as caught:
        await store.append(game, 3, [new(n=1)])
    assert (caught.value.expected, caught.value.actual) == (3, 0)
    assert await store.read_stream(game) == []


async def test_idempotent_retry_returns_the_first_result_and_writes_nothing(
    store: EventStore, pool: Pool
) -> None:
    game = uuid.uuid4()
    answer = b"sealed answer: opaque bytes to the store"
    first = await store.append(
        game, 0, [new(n=1)], idempotency_key="k1", request_hash="h1", response=answer
    )
    before = await count_rows(pool, "events")

    retry = await store.append(
        game, 0, [new(n=1)], idempotency_key="k1", request_hash="h1", response=b"other"
    )

    assert retry.replayed
    assert retry.response == answer
    assert retry.events == first.events
    assert retry.positions == first.positions
    assert (retry.first_version, retry.last_version) == (1, 1)
    assert await count_rows(pool, "events") == before
    assert await count_rows(pool, "idempotency_records") == 1


async def test_idempotent_retry_still_replays_after_the_game_moved_on(store: EventStore) -> None:
    game = uuid.uuid4()
    first = await store.append(game, 0, [new(n=1)], idempotency_key="k1", request_hash="h1")
    await store.append(game, 1, [new(n=2)])
    retry = await store.append(game, 0, [new(n=1)], idempotency_key="k1", request_hash="h1")
    assert retry.replayed
    assert retry.events == first.events


async def test_reused_key_with_another_request_is_refused(store: EventStore, pool: Pool) -> None:
    game = uuid.uuid4()
    await store.append(game, 0, [new(n=1)], idempotency_key="k1", request_hash="h1")
    with pytest.raises(IdempotencyConflict):
        await store.append(game, 1, [new(n=2)], idempotency_key="k1", request_hash="h2")
    with pytest.raises(IdempotencyConflict):
        await store.append(uuid.uuid4(), 0, [new(n=1)], idempotency_key="k1")
    assert await store.current_version(game) == 1
    assert await count_rows(pool, "events") == 1


async def test_retried_create_with_a_fresh_game_id_replays_the_first_game(
    store: EventStore, pool: Pool
) -> None:
    # Creating a game mints its id on the server, so a retry arrives with another id.
    first_game = uuid.uuid4()
    first = await store.append(
        first_game, 0, [new(n=1)], idempotency_key="create:k", request_hash="body", response=b"1"
    )
    retry = await store.append(
        uuid.uuid4(), 0, [new(n=1)], idempotency_key="create:k", request_hash="body", response=b"2"
    )
    assert retry.replayed
    assert retry.game_id == first_game
    assert retry.events == first.events
    assert retry.response == b"1"
    assert await store.list_game_ids() == [first_game]


async def test_find_idempotent_returns_the_stored_response(store: EventStore) -> None:
    game = uuid.uuid4()
    assert await store.find_idempotent("k1", "h1") is None
    await store.append(
        game, 0, [new(n=1)], idempotency_key="k1", request_hash="h1", response=b"\x00\xff"
    )
    assert await store.find_idempotent("k1", "h1") == b"\x00\xff"
    with pytest.raises(IdempotencyConflict):
        await store.find_idempotent("k1", "h2")


async def test_an_expired_record_is_ignored_and_its_key_starts_afresh(
    store: EventStore, pool: Pool
) -> None:
    game = uuid.uuid4()
    brief = timedelta(milliseconds=1)
    await store.append(
        game, 0, [new(n=1)], idempotency_key="k1", request_hash="h1", idempotency_ttl=brief
    )
    await asyncio.sleep(0.01)
    assert await store.find_idempotent("k1", "h1") is None
    # The same key, even with another request, is new again: it appends.
    again = await store.append(game, 1, [new(n=2)], idempotency_key="k1", request_hash="h2")
    assert not again.replayed
    assert again.first_version == 2
    assert await count_rows(pool, "idempotency_records") == 1


async def test_purge_removes_only_expired_records(store: EventStore, pool: Pool) -> None:
    game = uuid.uuid4()
    await store.append(
        game,
        0,
        [new(n=1)],
        idempotency_key="old",
        request_hash="h",
        idempotency_ttl=timedelta(milliseconds=1),
    )
    await store.append(game, 1, [new(n=2)], idempotency_key="fresh", request_hash="h")
    await asyncio.sleep(0.01)
    assert await store.purge_expired_idempotency() == 1
    assert await store.find_idempotent("fresh", "h") is None  # stored without a response
    assert await count_rows(pool, "idempotency_records") == 1


async def test_default_request_hash_compares_type_and_data_not_event_ids(
    store: EventStore,
) -> None:
    game = uuid.uuid4()
    first = await store.append(game, 0, [new(n=1)], idempotency_key="k1")
    retry = await store.append(game, 0, [new(n=1)], idempotency_key="k1")
    assert retry.replayed
    assert retry.events == first.events
    with pytest.raises(IdempotencyConflict):
        await store.append(game, 0, [new(n=2)], idempotency_key="k1")


async def test_empty_append_is_refused(store: EventStore) -> None:
    with pytest.raises(ValueError, match="nothing to append"):
        await store.append(uuid.uuid4(), 0, [])


async def test_append_within_needs_an_open_transaction(store: EventStore, pool: Pool) -> None:
    async with pool.connection() as conn:
        await conn.set_autocommit(True)
        try:
            with pytest.raises(ValueError, match="open transaction"):
                await store.append_within(conn, uuid.uuid4(), 0, [new(n=1)])
        finally:
            await conn.set_autocommit(False)


async def test_append_within_refuses_a_repeatable_read_snapshot(
    store: EventStore, db_url: str
) -> None:
    async with await psycopg.AsyncConnection.connect(db_url) as conn:
        await conn.set_isolation_level(psycopg.IsolationLevel.REPEATABLE_READ)
        async with conn.transaction():
            with pytest.raises(ValueError, match="READ COMMITTED"):
                await store.append_within(conn, uuid.uuid4(), 0, [new(n=1)])


async def test_append_within_commits_with_the_callers_transaction(
    store: EventStore, pool: Pool
) -> None:
    game = uuid.uuid4()

    async def append_then_fail() -> None:
        async with pool.connection() as conn, conn.transaction():
            await store.append_within(conn, game, 0, [new(n=1)])
            raise RuntimeError("the caller's projection write failed")

    with pytest.raises(RuntimeError, match="projection"):
        await append_then_fail()
    assert await store.current_version(game) == 0
    async with pool.connection() as conn, conn.transaction():
        await store.append_within(conn, game, 0, [new(n=1)])
    assert await store.current_version(game) == 1


async def test_reads_by_stream_and_by_position(store: EventStore) -> None:
    game_a, game_b = uuid.uuid4(), uuid.uuid4()
    await store.append(game_a, 0, [new(n=1), new(n=2)])
    await store.append(game_b, 0, [new(n=1)])
    await store.append(game_a, 2, [new(n=3), new(n=4), new(n=5)])

    assert [e.version for e in await store.read_stream(game_a)] == [1, 2, 3, 4, 5]
    assert [e.version for e in await store.read_stream(game_a, from_version=3, limit=2)] == [3, 4]
    streamed = [e.version async for e in store.iter_stream(game_a, from_version=2, batch=2)]
    assert streamed == [2, 3, 4, 5]

    everything = await store.read_all(0)
    assert [(e.game_id, e.version) for e in everything] == [
        (game_a, 1),
        (game_a, 2),
        (game_b, 1),
        (game_a, 3),
        (game_a, 4),
        (game_a, 5),
    ]
    positions = [e.position for e in everything]
    assert positions == sorted(positions)
    after = await store.read_all(positions[2], limit=2)
    assert [e.position for e in after] == positions[3:5]
    assert await store.list_game_ids() == [game_a, game_b]
    assert await store.current_version(uuid.uuid4()) == 0


async def test_iter_stream_of_exact_batch_multiple_ends(store: EventStore) -> None:
    game = uuid.uuid4()
    await store.append(game, 0, [new(n=i) for i in range(4)])
    assert [e.version async for e in store.iter_stream(game, batch=2)] == [1, 2, 3, 4]


async def test_data_round_trips_and_hashes_as_jsonb_returns_it(store: EventStore) -> None:
    game = uuid.uuid4()
    data = {"big": 1e16, "text": "Ōka ⚔ «bushi»", "nested": {"z": [1, {"b": None}], "a": True}}
    result = await store.append(game, 0, [NewEvent(uuid.uuid4(), "Odd", data, {})])
    (stored,) = await store.read_stream(game)
    assert stored == result.events[0]
    assert stored.data["text"] == "Ōka ⚔ «bushi»"
    assert stored.data["big"] == 10**16
    assert (await store.verify_chain(game)).ok


async def tamper(pool: Pool, game: uuid.UUID, version: int, data: dict[str, Any]) -> None:
    # Superuser only: replica mode skips ordinary triggers, which is how an operator (or an
    # attacker with the database password) could rewrite history behind the trigger.
    async with pool.connection() as conn, conn.transaction():
        await conn.execute("SET LOCAL session_replication_role = replica")
        await conn.execute(
            "UPDATE events SET data = %s WHERE game_id = %s AND version = %s",
            (psycopg.types.json.Jsonb(data), game, version),
        )


async def test_verify_chain_names_the_row_changed_behind_the_trigger(
    store: EventStore, pool: Pool
) -> None:
    game = uuid.uuid4()
    await store.append(game, 0, [new(n=i) for i in range(1, 7)])
    await store.append(uuid.uuid4(), 0, [new(n=1)])
    assert (await store.verify_chain(game)).ok

    await tamper(pool, game, 4, {"n": 40})

    assert (await store.read_stream(game, from_version=4, limit=1))[0].data == {"n": 40}
    report = await store.verify_chain(game)
    assert not report.ok
    assert report.broken_version == 4
    assert report.problem is ChainProblem.HASH_MISMATCH
    assert report.checked == 3


async def test_unknown_game_verifies_as_empty(store: EventStore) -> None:
    report = await store.verify_chain(uuid.uuid4())
    assert report.ok
    assert report.checked == 0


async def test_trigger_rejects_update_and_delete(store: EventStore, pool: Pool) -> None:
    game = uuid.uuid4()
    await store.append(game, 0, [new(n=1)])
    for statement in (
        "UPDATE events SET data = '{\"n\": 2}'::jsonb WHERE game_id = %s",
        "DELETE FROM events WHERE game_id = %s",
    ):
        async with pool.connection() as conn:
            with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
                await conn.execute(statement, (game,))
            await conn.rollback()
    async with pool.connection() as conn:
        with pytest.raises(psycopg.errors.RaiseException, match="TRUNCATE is not allowed"):
            await conn.execute("TRUNCATE events")
        await conn.rollback()
    (row,) = await store.read_stream(game)
    assert row.data == {"n": 1}
    assert (await store.verify_chain(game)).ok


async def test_primary_key_catches_a_writer_that_skipped_the_lock(
    store: EventStore, pool: Pool
) -> None:
    game = uuid.uuid4()
    async with pool.connection() as rogue:
        # Version 1 inserted without the append lock and not yet committed: the store cannot
        # see it when it checks the head, only the primary key can stop the duplicate.
        await insert_without_lock(rogue, game, 1)
        appending = asyncio.create_task(store.append(game, 0, [new(n=1)]))
        await asyncio.sleep(0.3)
        assert not appending.done()
        await rogue.commit()
    with pytest.raises(ConcurrencyConflict) as caught:
        await appending
    assert (caught.value.expected, caught.value.actual) == (0, 1)
    assert len(await store.read_stream(game)) == 1


async def insert_without_lock(
    conn: psycopg.AsyncConnection[tuple[Any, ...]], game: uuid.UUID, version: int
) -> int:
    cursor = await conn.execute(
        "INSERT INTO events (game_id, version, event_id, type, data, recorded_at, prev_hash,"
        " hash) VALUES (%s, %s, %s, 'Rogue', '{}', now(), %s, %s) RETURNING position",
        (game, version, uuid.uuid4(), GENESIS_HASH, GENESIS_HASH),
    )
    row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def test_notification_arrives_only_after_commit(
    store: EventStore, pool: Pool, db_url: str
) -> None:
    game = uuid.uuid4()
    async with AppendListener.connect(db_url) as listener:
        async with pool.connection() as conn, conn.transaction():
            await store.append_within(conn, game, 0, [new(n=1)])
            assert await listener.wait(timeout=0.3) == frozenset()
        assert game in await listener.wait(timeout=5)
        assert await listener.wait(timeout=0.2) == frozenset()


async def test_recorded_event_fields_round_trip(store: EventStore) -> None:
    game = uuid.uuid4()
    event = NewEvent(uuid.uuid4(), "Rolled", {"faces": [3, 17]}, {"actor": "p1", "cause": "x"})
    await store.append(game, 0, [event])
    (stored,) = await store.read_stream(game)
    assert isinstance(stored, RecordedEvent)
    assert stored.event_id == event.event_id
    assert stored.metadata == {"actor": "p1", "cause": "x"}
    assert stored.recorded_at.utcoffset() is not None


async def test_a_wrong_head_hash_from_the_caller_is_corrected_not_stored(
    store: EventStore,
) -> None:
    game = uuid.uuid4()
    first = await store.append(game, 0, [new(n=1)])
    second = await store.append(game, 1, [new(n=2)], head=ChainHead("f" * 64, None))
    assert second.events[0].prev_hash == first.events[0].hash
    assert (await store.verify_chain(game)).ok


async def test_a_fresh_store_reads_the_head_it_does_not_know(pool: Pool) -> None:
    game = uuid.uuid4()
    await EventStore(pool).append(game, 0, [new(n=1)])
    other_process = EventStore(pool)
    result = await other_process.append(game, 1, [new(n=2)])
    assert result.first_version == 2
    assert (await other_process.verify_chain(game)).ok


async def test_twin_requests_with_one_key_write_once_without_a_shared_lock(
    store: EventStore, pool: Pool
) -> None:
    """Two attempts of one creation race (each mints its own game id): one writes, the other
    gets its result back."""
    attempts = [
        store.append(uuid.uuid4(), 0, [new(n=1)], idempotency_key="twin", request_hash="same")
        for _ in range(2)
    ]
    results = await asyncio.gather(*attempts)
    assert sorted(r.replayed for r in results) == [False, True]
    assert results[0].game_id == results[1].game_id
    assert await count_rows(pool, "events") == 1


async def test_concurrent_appends_each_wake_their_game_after_commit(
    store: EventStore, db_url: str
) -> None:
    games = [uuid.uuid4() for _ in range(8)]
    async with AppendListener.connect(db_url) as listener:
        await asyncio.gather(*(store.append(game, 0, [new(n=1)]) for game in games))
        await store.flush_announcements()
        woken: set[uuid.UUID] = set()
        while not woken >= set(games):
            arrived = await listener.wait(timeout=5)
            assert arrived, f"no wake-up for {set(games) - woken}"
            woken |= arrived


async def test_a_clash_in_a_pipeline_is_a_concurrency_conflict(
    store: EventStore, pool: Pool
) -> None:
    game = uuid.uuid4()

    async def append_in_pipeline() -> None:
        async with pool.connection() as conn, conn.pipeline(), conn.transaction():
            await store.append_within(conn, game, 0, [new(n=1)])

    async with pool.connection() as rogue:
        await insert_without_lock(rogue, game, 1)
        appending = asyncio.create_task(append_in_pipeline())
        await asyncio.sleep(0.3)
        assert not appending.done()
        await rogue.commit()
    with pytest.raises(ConcurrencyConflict) as caught:
        await appending
    assert (caught.value.expected, caught.value.actual) == (0, 1)
    assert len(await store.read_stream(game)) == 1


@pytest.mark.parametrize("count", [1, 6, VALUES_ROWS_MAX + 1])
async def test_the_positions_an_append_reports_are_the_stored_ones(
    store: EventStore, count: int
) -> None:
    """Both ways of sending events (a value per parameter, or an array per column)."""
    game = uuid.uuid4()
    result = await store.append(game, 0, [new(n=n) for n in range(count)])
    stored = await store.read_stream(game)
    assert [e.position for e in stored] == list(result.positions)
    assert [e.version for e in stored] == list(range(1, count + 1))
    assert result.positions == tuple(sorted(set(result.positions)))
    # Both ways store each event's own blind, which the chain's hashes cover.
    assert [e.blind for e in stored] == [e.blind for e in result.events]
    assert len({e.blind for e in stored} - {None}) == count
    assert (await store.verify_chain(game)).ok


async def test_appends_and_default_positions_in_one_transaction_never_collide(
    store: EventStore, pool: Pool
) -> None:
    """The statement and the column's default move the same rank counter on."""
    first, second = uuid.uuid4(), uuid.uuid4()
    async with pool.connection() as conn, conn.transaction():
        one = await store.append_within(conn, first, 0, [new(n=1), new(n=2)])
        cursor = await conn.execute(
            "INSERT INTO events (game_id, version, event_id, type, data, recorded_at,"
            " prev_hash, hash) VALUES (%s, 1, %s, 'Raw', '{}', now(), %s, %s) RETURNING position",
            (second, uuid.uuid4(), GENESIS_HASH, "a" * 64),
        )
        row = await cursor.fetchone()
        assert row is not None
        raw_position = int(row[0])
        two = await store.append_within(conn, second, 1, [new(n=3)], head=ChainHead("a" * 64, None))
    positions = [*one.positions, raw_position, *two.positions]
    assert positions == sorted(set(positions))
    assert {p >> 20 for p in positions} == {positions[0] >> 20}


async def test_a_transaction_past_the_rank_limit_is_refused(store: EventStore, pool: Pool) -> None:
    game = uuid.uuid4()

    async def append_near_the_limit() -> None:
        async with pool.connection() as conn, conn.transaction():
            await conn.execute("SELECT set_config('ledger.position_rank', '1048574', true)")
            await store.append_within(conn, game, 0, [new(n=1), new(n=2)])

    with pytest.raises(psycopg.errors.RaiseException, match="at most 1048575 events"):
        await append_near_the_limit()
    assert await store.read_stream(game) == []


async def test_among_other_appends_the_wake_up_is_sent_after_the_block(
    store: EventStore, pool: Pool, db_url: str
) -> None:
    game = uuid.uuid4()
    async with AppendListener.connect(db_url) as listener:
        async with store.waking(uuid.uuid4()) as other:
            other.wrote = False
            async with store.waking(game) as wake_up:
                assert other.inline
                assert not wake_up.inline
                async with pool.connection() as conn, conn.transaction():
                    await store.append_within(conn, game, 0, [new(n=1)], notify=wake_up.inline)
                assert await listener.wait(timeout=0.3) == frozenset()
            await store.flush_announcements()
            assert await listener.wait(timeout=5) == frozenset({game})
        await store.flush_announcements()
        assert await listener.wait(timeout=0.3) == frozenset()


async def test_a_wake_up_does_not_wait_for_a_busy_pool(db_url: str) -> None:
    """Announcements go on the announcer's own connection: a pool taken up by writers does
    not hold them up (nor do they take a connection a writer is waiting for)."""
    pool = await open_pool(db_url, min_size=1, max_size=1)
    store = EventStore(pool)
    game = uuid.uuid4()
    try:
        async with (
            AppendListener.connect(db_url) as listener,
            store.waking(uuid.uuid4()) as other,
        ):
            other.wrote = False
            await store.append(game, 0, [new(n=1)])
            async with pool.connection():
                assert await listener.wait(timeout=5) == frozenset({game})
    finally:
        await store.close()
        await pool.close()
