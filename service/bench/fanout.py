"""sse_fanout_p99_ms and sse_fanout_bystander_p99_ms: as many live streams as one process
serves (`INFINITY_LEDGER_SSE_MAX_STREAMS`, 1,000 by default), spread over 50 games, in one
`serve`.

The streams are read by a process of their own (so reading them does not slow the writer's
or the bystander's clock), each on GET /v1/games/{id}/events/stream with a token of its game
(the organiser's and both players', so three reader kinds per game). The writer appends free
rolls through the application and notes when each commit returned; a stream's delay is from
there to the stream's client reading the event's `id:`, the appends paced as players' commands
come (at most 50 a second over the 50 games). The baseline of that row is a raw
LISTEN connection hearing a NOTIFY sent by a committing transaction, as many times, in the same
run. The bystander plays free rolls on a game of its own over HTTP, one after another, while
the writer appends to the 50 games at a steady pace: with the streams open, against the same
with none open (half before they open, half after they close).
"""

from __future__ import annotations

import asyncio
import itertools
import multiprocessing
import statistics
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Event
from typing import Any

import httpx

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Games
from service.bench.games import create_game
from service.bench.results import Result, latency, loaded_latency, percentile, unavailable
from service.bench.serving import serving
from service.bench.sse import append_rolls, append_timed_rolls, listen_notify
from service.config import Settings
from service.keyring import Keyring
from service.store.database import open_pool

NAME = "sse_fanout_p99_ms"
BYSTANDER = "sse_fanout_bystander_p99_ms"
AIM_MS = 50.0
BYSTANDER_AIM_MS = 100.0
OPEN_WITHIN_SECONDS = 120.0
OPEN_SECONDS_PER_THOUSAND = 60.0
"""More streams are given longer to open: each opening is a request, a token checked and a
catching up of its own; at least OPEN_WITHIN_SECONDS, 10 min for 10,000."""
ARRIVAL_TIMEOUT_SECONDS = 60.0
OPENING_AT_ONCE = 50
"""Streams being opened at a time by the readers' process (each one an HTTP request)."""
PACE_SECONDS = 0.02
"""The writer's pause between two appends (at most 50 a second, spread over the games, as
players' commands come): the delay measured is a delivery's, not a backlog's."""
SETTLE_SECONDS = 1.0
RETRY_SECONDS = 1.0
"""A stream refused for now (503 with Retry-After, 429) asks again after this long."""
BYSTANDER_ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}


@dataclass(frozen=True, slots=True)
class Crowd:
    """The streams' process and what it tells: how many streams opened, when each event
    arrived (sent back when it stops), how many arrivals so far."""

    process: multiprocessing.process.BaseProcess
    told: Queue[Any]
    stop: Event
    arrivals: Any  # a shared counter (multiprocessing.Value)


def _open_crowd(base: str, slots: list[tuple[str, str]]) -> Crowd:
    context = multiprocessing.get_context("spawn")
    told: Queue[Any] = context.Queue()
    stop = context.Event()
    arrivals = context.Value("q", 0, lock=False)
    process = context.Process(
        target=_crowd_main, args=(base, slots, told, stop, arrivals), daemon=True
    )
    process.start()
    return Crowd(process, told, stop, arrivals)


def _crowd_main(
    base: str, slots: list[tuple[str, str]], told: Queue[Any], stop: Event, arrivals: Any
) -> None:
    asyncio.run(_crowd(base, slots, told, stop, arrivals))


async def _crowd(
    base: str, slots: list[tuple[str, str]], told: Queue[Any], stop: Event, arrivals: Any
) -> None:
    """Every stream opened and its game's first events read, 'open' told (or why not), then
    read until stop; then every arrival (game, id, time) is told, and how many resumed."""
    seen: list[tuple[str, int, float]] = []
    resumed: list[str] = []
    opened = asyncio.Semaphore(OPENING_AT_ONCE)
    ready = [asyncio.Event() for _ in slots]
    limits = httpx.Limits(max_connections=len(slots) + 4, max_keepalive_connections=0)
    timeout = httpx.Timeout(60, read=None)
    async with httpx.AsyncClient(base_url=base, timeout=timeout, limits=limits) as client:

        async def read(game: str, token: str, flag: asyncio.Event) -> None:
            """One stream, as a browser's EventSource follows it: refused for now (503, 429),
            cut off or ended (the database slow to answer), it comes back with
            Last-Event-ID."""
            last: int | None = None
            while not stop.is_set():
                headers = {"Authorization": f"Bearer {token}", "Accept": "text/event-stream"}
                if last is not None:
                    headers["Last-Event-ID"] = str(last)
                path = f"/v1/games/{game}/events/stream"
                try:
                    async with opened:
                        response = await client.send(
                            client.build_request("GET", path, headers=headers), stream=True
                        )
                except httpx.TransportError:  # refused or cut before its answer: again
                    resumed.append(game)
                    await asyncio.sleep(RETRY_SECONDS)
                    continue
                try:
                    if response.status_code in (429, 503):
                        await asyncio.sleep(RETRY_SECONDS)
                        continue
                    response.raise_for_status()
                    async for line in response.aiter_lines():
                        if line.startswith("id:"):
                            # Its game's first events came: the stream has caught up, or
                            # nearly (its catching up reads a page at a time).
                            flag.set()
                            last = int(line[3:])
                            seen.append((game, last, time.perf_counter()))
                            arrivals.value += 1
                except httpx.TransportError:
                    pass  # cut off mid-stream: resumed below, as after its end
                finally:
                    await response.aclose()
                resumed.append(game)

        readers = [
            asyncio.create_task(read(game, token, flag))
            for (game, token), flag in zip(slots, ready, strict=True)
        ]
        try:
            failure = await _all_open(ready, readers)
            told.put(failure or "open")
            while not stop.is_set() and failure is None:
                await asyncio.sleep(0.05)
        finally:
            for reader in readers:
                reader.cancel()
            await asyncio.gather(*readers, return_exceptions=True)
    told.put((seen, len(resumed)))


async def _all_open(ready: list[asyncio.Event], readers: list[asyncio.Task[None]]) -> str | None:
    """None once every stream is open; else why not."""
    within = _open_within(len(ready))
    deadline = time.monotonic() + within
    while not all(flag.is_set() for flag in ready):
        failed = [t for t in readers if t.done()]
        if failed:
            error = failed[0].exception()
            if isinstance(error, httpx.HTTPStatusError):
                return f"a stream was answered {error.response.status_code}"
            return f"a stream ended before all were open: {error!r}"
        if time.monotonic() > deadline:
            opened = sum(flag.is_set() for flag in ready)
            return f"{opened} of {len(ready)} streams open within {within:g} s"
        await asyncio.sleep(0.05)
    return None


def _open_within(streams: int) -> float:
    return max(OPEN_WITHIN_SECONDS, OPEN_SECONDS_PER_THOUSAND * streams / 1000)


async def _rolls(client: httpx.AsyncClient, game: dict[str, Any], count: int) -> list[float]:
    """ms of each of count rolls of the bystander, one after another."""
    took: list[float] = []
    path = f"/v1/games/{game['id']}/rolls"
    headers = {"Authorization": f"Bearer {game['tokens']['organiser']}"}
    for _ in range(count):
        began = time.perf_counter()
        answer = await client.post(path, json=BYSTANDER_ROLL, headers=headers)
        took.append((time.perf_counter() - began) * 1000)
        answer.raise_for_status()
    return took


async def _paced(games: Games, game_ids: list[uuid.UUID], until: asyncio.Event) -> None:
    """Appends to the games in turn, one every PACE_SECONDS, until told to stop."""
    for game_id in itertools.cycle(game_ids):
        if until.is_set():
            return
        await append_rolls(games, game_id)
        await asyncio.sleep(PACE_SECONDS)


async def _beside_writer(
    games: Games, game_ids: list[uuid.UUID], play: Callable[[], Awaitable[list[float]]]
) -> list[float]:
    """play() while the writer appends to the games at its pace."""
    stop = asyncio.Event()
    writer = asyncio.create_task(_paced(games, game_ids, stop))
    try:
        return await play()
    finally:
        stop.set()
        await writer


def _slots(created: list[dict[str, Any]], streams: int) -> list[tuple[str, str]]:
    """(game, token) for each stream: the games in turn, each game's tokens in turn."""
    tokens = {
        g["id"]: itertools.cycle((g["tokens"]["organiser"], *g["tokens"]["players"].values()))
        for g in created
    }
    games = itertools.cycle(created)
    return [(g["id"], next(tokens[g["id"]])) for g in itertools.islice(games, streams)]


def _crowd_told(crowd: Crowd, timeout: float) -> Any:
    return crowd.told.get(timeout=timeout)


async def _measure(
    base: str, url: str, keyring: Keyring, streams: int, games_count: int, events: int, rolls: int
) -> dict[str, Any]:
    pool = await open_pool(url, min_size=1, max_size=4)
    games = Games(StoredGames(pool, keyring), keyring)
    try:
        async with httpx.AsyncClient(base_url=base, timeout=30) as client:
            created = [await create_game(client, ["a", "b"]) for _ in range(games_count)]
            game_ids = [uuid.UUID(g["id"]) for g in created]
            mine = await create_game(client, ["ariadna", "tohaa"])
            await _rolls(client, mine, 5)  # warm: statements prepared, connections open
            quiet = await _beside_writer(games, game_ids, lambda: _rolls(client, mine, rolls // 2))
            crowd = _open_crowd(base, _slots(created, streams))
            try:
                said = await asyncio.to_thread(_crowd_told, crowd, _open_within(streams) + 30)
                if said != "open":
                    return {"failed": said}
                await asyncio.sleep(SETTLE_SECONDS)  # the last of them live too
                committed: dict[tuple[str, int], float] = {}
                expected = crowd.arrivals.value + streams * events
                for _ in range(events):
                    for game_id in game_ids:
                        await append_timed_rolls(games, game_id, committed)
                        await asyncio.sleep(PACE_SECONDS)
                deadline = time.monotonic() + ARRIVAL_TIMEOUT_SECONDS
                while crowd.arrivals.value < expected and time.monotonic() < deadline:
                    await asyncio.sleep(0.05)
                busy = await _beside_writer(games, game_ids, lambda: _rolls(client, mine, rolls))
            finally:
                crowd.stop.set()
                seen, resumed = await asyncio.to_thread(_crowd_told, crowd, ARRIVAL_TIMEOUT_SECONDS)
                crowd.process.join(timeout=30)
            quiet += await _beside_writer(
                games, game_ids, lambda: _rolls(client, mine, rolls - rolls // 2)
            )
    finally:
        await pool.close()
    delays = [
        max(0.0, at - committed[(game, version)]) * 1000
        for game, version, at in seen
        if (game, version) in committed
    ]
    return {
        "delays": delays,
        "expected": streams * events,
        "quiet": quiet,
        "busy": busy,
        "resumed": resumed,
    }


def measure(
    url: str, key: str, keyring: Keyring, streams: int | None, games: int, events: int, rolls: int
) -> list[Result]:
    """Both rows from one run; streams None: as many as the process serves."""
    count = streams or Settings.from_env().feed.max_per_process
    baseline = percentile(asyncio.run(listen_notify(url, games * events)), 0.99)
    allow = str(count)
    env = {
        "INFINITY_LEDGER_SSE_MAX_STREAMS": allow,
        "INFINITY_LEDGER_SSE_MAX_PER_ADDRESS": allow,
        "INFINITY_LEDGER_SSE_MAX_PER_TOKEN": allow,
    }
    with serving(url, key, env=env) as base:
        try:
            found = asyncio.run(_measure(base, url, keyring, count, games, events, rolls))
        except (httpx.HTTPError, TimeoutError) as exc:
            found = {"failed": f"{type(exc).__name__}: {exc}"}
    if "failed" in found:
        return [
            unavailable(NAME, "ms", AIM_MS, "lower", found["failed"]),
            unavailable(BYSTANDER, "ms", BYSTANDER_AIM_MS, "lower", found["failed"]),
        ]
    delays, quiet, busy = found["delays"], found["quiet"], found["busy"]
    where = f"{count} streams on {games} games in one serve"
    if len(delays) < found["expected"]:
        missing = f"{found['expected'] - len(delays)} of {found['expected']} deliveries missing"
        delivered = unavailable(NAME, "ms", AIM_MS, "lower", missing)
    else:
        delivered = latency(
            NAME,
            percentile(delays, 0.99),
            baseline,
            AIM_MS,
            note=f"p99 commit to client over {where} (p50 {statistics.median(delays):.1f} ms,"
            f" {found['resumed']} streams resumed); baseline: raw LISTEN/NOTIFY p99",
        )
    note = (
        f"p99 of a bystander's roll with {where} open, the games written to meanwhile;"
        f" baseline: the same with none open (p50 {statistics.median(quiet):.1f} ms)"
    )
    return [delivered, loaded_latency(BYSTANDER, busy, quiet, BYSTANDER_AIM_MS, 0.99, note)]
