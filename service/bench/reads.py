"""api_reads: authenticated reads of a game's snapshot per second over HTTP, 16 clients.

Each client reads its own game (`GET /v1/games/{id}` with a player's token: the token checked,
the order state read, the answer encoded). The baseline sends the very same requests to the
bare app, whose route answers a constant (served the same way), so the ratio is what a read
costs the service on top of the framework and the server.
"""

from __future__ import annotations

import asyncio
import statistics
import time

import httpx
import msgspec

from service.bench.results import Result, percentile, throughput
from service.bench.serving import serving

AIM = 0.3
CLIENTS = 16
Reader = tuple[str, dict[str, str]]
"""A game's path and the headers that authenticate a read of it."""


async def _readers(base: str) -> list[Reader]:
    readers: list[Reader] = []
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        for _ in range(CLIENTS):
            created = await client.post("/v1/games", json={"players": ["a", "b"]})
            created.raise_for_status()
            body = created.json()
            token = body["tokens"]["players"]["a"]
            readers.append((f"/v1/games/{body['id']}", {"Authorization": f"Bearer {token}"}))
    return readers


async def _read(base: str, seconds: float, readers: list[Reader]) -> tuple[float, list[float]]:
    """Reads per second of CLIENTS clients for `seconds`, and each read's latency."""
    latencies: list[float] = []
    limits = httpx.Limits(max_connections=CLIENTS, max_keepalive_connections=CLIENTS)
    async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as client:
        start = time.perf_counter()
        deadline = start + seconds

        async def read(path: str, headers: dict[str, str]) -> None:
            while time.perf_counter() < deadline:
                began = time.perf_counter()
                (await client.get(path, headers=headers)).raise_for_status()
                latencies.append(time.perf_counter() - began)

        await asyncio.gather(*(read(path, headers) for path, headers in readers))
        elapsed = time.perf_counter() - start
    return len(latencies) / elapsed, latencies


def measure(url: str, key: str, seconds: float) -> Result:
    with serving(url, key, bare=True) as base:
        fakes = [
            (f"/v1/games/00000000-0000-4000-8000-{n:012d}", {"Authorization": "Bearer t"})
            for n in range(CLIENTS)
        ]
        baseline, _ = asyncio.run(_read(base, seconds, fakes))
    with serving(url, key) as base:
        readers = asyncio.run(_readers(base))
        ours, latencies = asyncio.run(_read(base, seconds, readers))
    result = throughput("api_reads", "reads/s", ours, baseline, AIM)
    return msgspec.structs.replace(
        result,
        p50_ms=statistics.median(latencies) * 1000,
        p99_ms=percentile(latencies, 0.99) * 1000,
        note="p50/p99: one read",
    )
