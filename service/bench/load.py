"""Throughput over HTTP: clients repeating a unit of work for a while, on the bare app and then
on the service, each client on a connection of its own."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, NamedTuple

import httpx
import msgspec

from service.bench.results import Result, percentile, throughput
from service.bench.serving import serving

Unit = Callable[[httpx.AsyncClient], Awaitable[None]]
"""One client's unit of work (a read, a whole exchange): what it repeats, each one timed."""


class ThroughputRow(NamedTuple):
    name: str
    unit: str
    aim: float
    note: str
    """What the p50/p99 latencies are of."""


def bare_game_ids(count: int) -> list[str]:
    """One game id per client for the bare app, which answers for any game."""
    return [f"00000000-0000-4000-8000-{n:012d}" for n in range(count)]


async def _keep_busy(base: str, seconds: float, units: Sequence[Unit]) -> tuple[float, list[float]]:
    """Units per second of one client per unit for `seconds`, and each unit's latency."""
    latencies: list[float] = []
    limits = httpx.Limits(max_connections=len(units), max_keepalive_connections=len(units))
    async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as client:
        start = time.perf_counter()
        deadline = start + seconds

        async def repeat(unit: Unit) -> None:
            # Each client runs at least once: on a loaded machine a short window may have
            # passed before its task first runs, and no unit at all would be no rate at all.
            while True:
                began = time.perf_counter()
                await unit(client)
                latencies.append(time.perf_counter() - began)
                if time.perf_counter() >= deadline:
                    return

        await asyncio.gather(*(repeat(unit) for unit in units))
        elapsed = time.perf_counter() - start
    return len(latencies) / elapsed, latencies


def throughput_against_bare(
    url: str,
    key: str,
    seconds: float,
    row: ThroughputRow,
    bare_units: Sequence[Unit],
    prepare: Callable[[str], Coroutine[Any, Any, Sequence[Unit]]],
) -> Result:
    """The row: the service's rate with the units ``prepare`` sets up on it, against the bare
    app's with ``bare_units``, and the service's p50/p99 latency."""
    with serving(url, key, bare=True) as base:
        baseline, _ = asyncio.run(_keep_busy(base, seconds, bare_units))
    with serving(url, key) as base:
        units = asyncio.run(prepare(base))
        ours, latencies = asyncio.run(_keep_busy(base, seconds, units))
    return msgspec.structs.replace(
        throughput(row.name, row.unit, ours, baseline, row.aim),
        p50_ms=statistics.median(latencies) * 1000,
        p99_ms=percentile(latencies, 0.99) * 1000,
        note=row.note,
    )
