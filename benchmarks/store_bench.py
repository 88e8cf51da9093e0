"""Append rate of the event store against raw PostgreSQL inserts, measured in the same run.

Run from the repository root: python benchmarks/store_bench.py
Uses DATABASE_URL when set (a scratch database is created and dropped), else an embedded
PostgreSQL in a temporary folder. Bounded: a fixed number of appends per case.
"""

from __future__ import annotations

import asyncio
import sys
import time
import uuid
from contextlib import ExitStack
from pathlib import Path

import psycopg
from scratch import scratch_database

# Lets the script run from a checkout where the package is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from service.store.database import open_pool
from service.store.event_store import EventStore, NewEvent

APPENDS = 1000
WRITERS = 4
DATA = {"kind": "normal", "sides": [{"name": "Senku", "faces": [4, 9, 17]}], "draws": [4, 9, 17]}


async def raw_inserts(url: str) -> float:
    """Baseline: one plain INSERT per transaction into a table shaped like the log."""
    async with await psycopg.AsyncConnection.connect(url) as conn:
        await conn.execute(
            "CREATE TEMP TABLE raw_events (position bigserial, game_id uuid, version int,"
            " data jsonb, PRIMARY KEY (game_id, version))"
        )
        await conn.commit()
        game = uuid.uuid4()
        start = time.perf_counter()
        for version in range(1, APPENDS + 1):
            await conn.execute(
                "INSERT INTO raw_events (game_id, version, data) VALUES (%s, %s, %s)",
                (game, version, psycopg.types.json.Jsonb(DATA)),
            )
            await conn.commit()
        return APPENDS / (time.perf_counter() - start)


async def store_appends(url: str, writers: int) -> float:
    """The event store: lock, head read, hash chain, insert, NOTIFY, commit."""
    pool = await open_pool(url, min_size=writers, max_size=writers)
    store = EventStore(pool)

    async def writer() -> None:
        game = uuid.uuid4()
        for version in range(APPENDS // writers):
            await store.append(game, version, [NewEvent(uuid.uuid4(), "roll_made", DATA)])

    try:
        start = time.perf_counter()
        await asyncio.gather(*(writer() for _ in range(writers)))
        return APPENDS / (time.perf_counter() - start)
    finally:
        await pool.close()


def main() -> None:
    with ExitStack() as stack:
        url = scratch_database(stack)
        baseline = asyncio.run(raw_inserts(url))
        print(f"raw INSERT, one per commit          {baseline:8.0f} /s   1.00x")
        for writers in (1, WRITERS):
            rate = asyncio.run(store_appends(url, writers))
            label = f"event store append, {writers} writer(s)"
            print(f"{label:36}{rate:8.0f} /s   {rate / baseline:.2f}x")


if __name__ == "__main__":
    main()
