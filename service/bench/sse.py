"""sse_p99_ms: from an append's commit to the client that streams its game, at N games.

One stream per game is opened on GET /v1/games/{id}/events/stream, and the writer starts once
every stream has read its game's first events; it appends free rolls through the application
(so the events are real) and notes when each commit returned.
The baseline is the same path without the service: a raw LISTEN connection hearing a NOTIFY
sent by a committing transaction, as many times, in the same run.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Any

import httpx
from psycopg import AsyncConnection

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Answer, Decided, Games, Principal
from service.bench.games import create_game
from service.bench.results import Result, latency, percentile, unavailable
from service.bench.serving import serving
from service.domain.commands import FreeRoll, FreeRollSide
from service.keyring import Keyring
from service.store.database import open_pool

AIM_MS = 50.0
NAME = "sse_p99_ms"
ROLL = FreeRoll(actor="a", kind="normal", sides=(FreeRollSide(name="a", attribute=12),))
ARRIVAL_TIMEOUT_SECONDS = 10.0


async def listen_notify(url: str, count: int) -> list[float]:
    """Commit-to-listener latencies of a raw NOTIFY, in ms."""
    latencies: list[float] = []
    async with (
        await AsyncConnection.connect(url, autocommit=True) as listener,
        await AsyncConnection.connect(url) as writer,
    ):
        await listener.execute("LISTEN bench_sse")
        for n in range(count):
            await writer.execute("SELECT pg_notify('bench_sse', %s)", (str(n),))
            await writer.commit()
            committed = time.perf_counter()
            async for _ in listener.notifies(timeout=ARRIVAL_TIMEOUT_SECONDS, stop_after=1):
                latencies.append(max(0.0, time.perf_counter() - committed) * 1000)
    return latencies


async def _stream(
    client: httpx.AsyncClient,
    game: str,
    token: str,
    arrived: dict[tuple[str, int], float],
    ready: asyncio.Event,
) -> None:
    headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
    async with client.stream("GET", f"/v1/games/{game}/events/stream", headers=headers) as resp:
        resp.raise_for_status()
        async for line in resp.aiter_lines():
            if line.startswith("id:"):
                # Its game's first events came: the stream has caught up, so what is appended
                # next is timed as delivered live, not as read while catching up.
                ready.set()
                arrived[(game, int(line[3:].strip()))] = time.perf_counter()


async def _through_service(
    base: str, url: str, keyring: Keyring, games_count: int, events: int
) -> list[float] | str:
    committed: dict[tuple[str, int], float] = {}
    arrived: dict[tuple[str, int], float] = {}
    limits = httpx.Limits(max_connections=games_count + 4)
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as client:
        created: list[dict[str, Any]] = []
        for _ in range(games_count):
            created.append(await create_game(client, ["a", "b"]))
        readies = [asyncio.Event() for _ in created]
        readers = [
            asyncio.create_task(_stream(client, g["id"], g["tokens"]["organiser"], arrived, r))
            for g, r in zip(created, readies, strict=True)
        ]
        waiting: asyncio.Future[list[bool]] = asyncio.gather(*(r.wait() for r in readies))
        try:
            watched: set[asyncio.Future[Any]] = {waiting, *readers}
            await asyncio.wait(
                watched,
                timeout=ARRIVAL_TIMEOUT_SECONDS,
                return_when=asyncio.FIRST_COMPLETED,
            )
            failed = [t for t in readers if t.done() and t.exception() is not None]
            if failed:
                error = failed[0].exception()
                if isinstance(error, httpx.HTTPStatusError):
                    return f"the stream endpoint answered {error.response.status_code}"
                return f"the stream failed: {error!r}"
            await asyncio.wait_for(waiting, ARRIVAL_TIMEOUT_SECONDS)
            await _write(url, keyring, [uuid.UUID(g["id"]) for g in created], events, committed)
            deadline = time.perf_counter() + ARRIVAL_TIMEOUT_SECONDS
            while len(arrived.keys() & committed.keys()) < len(committed):
                if time.perf_counter() > deadline:
                    break
                await asyncio.sleep(0.05)
        finally:
            waiting.cancel()
            await asyncio.gather(waiting, return_exceptions=True)
            for reader in readers:
                reader.cancel()
            await asyncio.gather(*readers, return_exceptions=True)
    missing = len(committed.keys() - arrived.keys())
    if missing:
        return f"{missing} of {len(committed)} events did not arrive within the timeout"
    return [max(0.0, arrived[k] - committed[k]) * 1000 for k in committed]


async def _write(
    url: str,
    keyring: Keyring,
    game_ids: list[uuid.UUID],
    events: int,
    committed: dict[tuple[str, int], float],
) -> None:
    pool = await open_pool(url, min_size=1, max_size=4)
    games = Games(StoredGames(pool, keyring), keyring)
    try:
        for _ in range(events):
            for game_id in game_ids:
                await append_timed_rolls(games, game_id, committed)
    finally:
        await pool.close()


async def append_rolls(games: Games, game_id: uuid.UUID) -> list[int]:
    """One free roll appended to the game through the application: the versions committed."""
    versions: list[int] = []

    def rolled(decided: Decided) -> Answer:
        versions.extend(v for v, _ in decided.events)
        return Answer({}, created=True)

    await games.execute(
        Principal(game_id, "a"), ROLL, if_match=None, idempotency=None, respond=rolled
    )
    return versions


async def append_timed_rolls(
    games: Games, game_id: uuid.UUID, committed: dict[tuple[str, int], float]
) -> None:
    """`append_rolls`, each version noted in `committed` with when its commit returned: the
    start of a stream's delivery delay."""
    versions = await append_rolls(games, game_id)
    now = time.perf_counter()
    for version in versions:
        committed[(str(game_id), version)] = now


def measure(url: str, key: str, keyring: Keyring, games: int, events: int) -> Result:
    baseline = percentile(asyncio.run(listen_notify(url, games * events)), 0.99)
    with serving(url, key) as base:
        found = asyncio.run(_through_service(base, url, keyring, games, events))
    if isinstance(found, str):
        return unavailable(NAME, "ms", AIM_MS, "lower", found)
    return latency(
        NAME,
        percentile(found, 0.99),
        baseline,
        AIM_MS,
        note=f"p99 at {games} games; baseline: raw LISTEN/NOTIFY p99",
    )
