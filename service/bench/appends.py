"""append_1, append_16 and batch: the event store against raw INSERTs of rows of the same size.

The store is called only through its public API, so a faster append shows here as it is.
"""

from __future__ import annotations

import asyncio
import statistics
import time
import uuid
from datetime import UTC, datetime

from psycopg.types.json import Jsonb

from service.bench.results import Result, throughput
from service.store.database import Pool, open_pool
from service.store.event_store import ChainHead, EventStore, NewEvent

APPEND_AIM = 0.8
BATCH_AIM = 0.6
RESOLUTION_EVENTS = 6
"""About what resolving a Face to Face with saves appends: rolls, hits, saves, the end."""
ROUNDS = 7
WARM_UP = 96
"""Appends before the rounds, shared by the writers: psycopg prepares a statement after five
runs on a connection, and a writer takes the pool's 16 connections in turn."""

DATA = {
    "order": 1,
    "kind": "face_to_face",
    "sides": [
        {"name": "fennec", "sv": 12, "faces": [4, 9, 17], "criticals": 0, "hits": 2},
        {"name": "senku", "sv": 11, "faces": [13], "criticals": 0, "hits": 0},
    ],
    "draws": [4, 9, 17, 13],
}
METADATA = {"actor": "ariadna", "causation_id": str(uuid.UUID(int=1))}
FAKE_HASH = "0" * 64

RAW_TABLE = """
CREATE TABLE IF NOT EXISTS bench_raw_events (
    position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    game_id uuid NOT NULL, version int NOT NULL, event_id uuid NOT NULL UNIQUE,
    type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL, prev_hash char(64) NOT NULL, hash char(64) NOT NULL,
    PRIMARY KEY (game_id, version))
"""
RAW_INSERT = (
    "INSERT INTO bench_raw_events (game_id, version, event_id, type, data, metadata,"
    " recorded_at, prev_hash, hash) VALUES "
)
ROW = "(%s, %s, %s, %s, %s, %s, %s, %s, %s)"


def _raw_row(game: uuid.UUID, version: int) -> tuple[object, ...]:
    return (
        game,
        version,
        uuid.uuid4(),
        "order_roll_made",
        Jsonb(DATA),
        Jsonb(METADATA),
        datetime.now(UTC),
        FAKE_HASH,
        FAKE_HASH,
    )


def _new_events(count: int) -> list[NewEvent]:
    return [NewEvent(uuid.uuid4(), "order_roll_made", DATA, METADATA) for _ in range(count)]


async def _rate(pool: Pool, writers: int, per_writer: int, work: _Work) -> float:
    async def writer() -> None:
        game = uuid.uuid4()
        for n in range(per_writer):
            await work(pool, game, n)

    start = time.perf_counter()
    await asyncio.gather(*(writer() for _ in range(writers)))
    rate = writers * per_writer / (time.perf_counter() - start)
    if work.store is not None:
        await work.store.close()
    return rate


class _Work:
    """One unit of a writer's work: n is how many it did before on its game."""

    def __init__(self, pool: Pool, events: int, *, store: bool) -> None:
        self.events = events
        # One store for the run, as the service keeps one.
        self.store = EventStore(pool) if store else None
        # The service appends knowing its game's head hash (read with the state it decided
        # on); a writer here knows it from its own last append.
        self.heads: dict[uuid.UUID, ChainHead] = {}

    async def __call__(self, pool: Pool, game: uuid.UUID, n: int) -> None:
        if self.store is not None:
            result = await self.store.append(
                game, n * self.events, _new_events(self.events), head=self.heads.get(game)
            )
            last = result.events[-1]
            self.heads[game] = ChainHead(last.hash, last.recorded_at)
            return
        rows = [_raw_row(game, n * self.events + i + 1) for i in range(self.events)]
        async with pool.connection() as conn:
            await conn.execute(
                RAW_INSERT + ", ".join([ROW] * self.events), [v for row in rows for v in row]
            )


async def _interleaved(
    pool: Pool, writers: int, per_writer: int, events: int
) -> tuple[float, float]:
    """Ours and the baseline in alternating rounds, each figure the median of its rounds.

    A commit waits on the disk's flush, whose speed on a shared machine drifts by several times
    within a minute; measured one after the other in a single block each, the two figures could
    come from different disks. Alternating rounds (and which one goes first) puts both under
    the same drift, and the median drops a round that met a stall."""
    ours: list[float] = []
    baseline: list[float] = []
    # Not counted: a long-running service has its statements prepared on every pooled
    # connection (psycopg prepares after a few runs), so both sides start from there.
    for store in (False, True):
        await _rate(pool, writers, max(1, WARM_UP // writers), _Work(pool, events, store=store))
    for round_ in range(ROUNDS):
        order = (False, True) if round_ % 2 == 0 else (True, False)
        for store in order:
            rate = await _rate(pool, writers, per_writer, _Work(pool, events, store=store))
            (ours if store else baseline).append(rate)
    return statistics.median(ours), statistics.median(baseline)


async def measure(url: str, appends: int, batches: int) -> list[Result]:
    pool = await open_pool(url, min_size=16, max_size=16)
    try:
        async with pool.connection() as conn:
            await conn.execute(RAW_TABLE)
        results = []
        for writers in (1, 16):
            per_writer = max(1, appends // writers // ROUNDS)
            ours, baseline = await _interleaved(pool, writers, per_writer, 1)
            results.append(throughput(f"append_{writers}", "appends/s", ours, baseline, APPEND_AIM))
        per_round = max(1, batches // ROUNDS)
        ours, baseline = await _interleaved(pool, 1, per_round, RESOLUTION_EVENTS)
        results.append(throughput("batch", "resolutions/s", ours, baseline, BATCH_AIM))
        async with pool.connection() as conn:
            await conn.execute("DROP TABLE bench_raw_events")
        return results
    finally:
        await pool.close()
