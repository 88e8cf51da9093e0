"""sse_open_p99_ms: another client's command latency while one address holds its most streams.

One address opens as many live streams as it may (`INFINITY_LEDGER_SSE_MAX_PER_ADDRESS`,
spread over tokens of a few games within the per-token limit) and keeps reading them; the
stream after them must be refused. Meanwhile an unrelated client plays free rolls on a game
of its own, one after another. The baseline is the same client's rolls on the same server
with no stream open, half before the streams open and half after they close, so a drift of
the machine falls on both.
"""

from __future__ import annotations

import asyncio
import itertools
import statistics
import time
from typing import Any

import httpx

from service.bench.games import create_game
from service.bench.results import Result, loaded_latency, unavailable
from service.bench.serving import serving
from service.config import Settings

AIM_MS = 100.0
NAME = "sse_open_p99_ms"
ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}
OPEN_WITHIN_SECONDS = 30.0


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def _game(client: httpx.AsyncClient) -> dict[str, Any]:
    return await create_game(client, ["ariadna", "tohaa"])


async def _rolls(client: httpx.AsyncClient, game: dict[str, Any], count: int) -> list[float]:
    """ms of each of count rolls, one after another."""
    took: list[float] = []
    path = f"/v1/games/{game['id']}/rolls"
    headers = _bearer(game["tokens"]["organiser"])
    for _ in range(count):
        began = time.perf_counter()
        answer = await client.post(path, json=ROLL, headers=headers)
        took.append((time.perf_counter() - began) * 1000)
        answer.raise_for_status()
    return took


async def _hold(client: httpx.AsyncClient, path: str, token: str, opened: asyncio.Event) -> None:
    """One stream, read until cancelled."""
    async with client.stream("GET", path, headers=_bearer(token)) as response:
        response.raise_for_status()
        opened.set()
        async for _ in response.aiter_lines():
            pass


async def _measure(base: str, streams: int, per_token: int, rolls: int) -> dict[str, Any]:
    limits = httpx.Limits(max_connections=streams + 4, max_keepalive_connections=4)
    async with (
        httpx.AsyncClient(base_url=base, timeout=30) as unrelated,
        httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as crowd,
    ):
        mine = await _game(unrelated)
        await _rolls(unrelated, mine, 5)  # warm: statements prepared, connections open
        quiet = await _rolls(unrelated, mine, rolls // 2)
        games = [await _game(crowd) for _ in range(-(-streams // (3 * per_token)))]
        tokens = [
            (g["id"], t)
            for g in games
            for t in (g["tokens"]["organiser"], *g["tokens"]["players"].values())
        ]
        paths = itertools.cycle(("events", "state"))
        slots = [(game_id, token) for game_id, token in tokens for _ in range(per_token)]
        opened = [asyncio.Event() for _ in range(streams)]
        holders = [
            asyncio.create_task(
                _hold(crowd, f"/v1/games/{game_id}/{next(paths)}/stream", token, flag)
            )
            for (game_id, token), flag in zip(slots, opened, strict=False)
        ]
        try:
            async with asyncio.timeout(OPEN_WITHIN_SECONDS):
                await asyncio.gather(*(flag.wait() for flag in opened))
            game_id, token = tokens[-1]
            path = f"/v1/games/{game_id}/events/stream"
            async with crowd.stream("GET", path, headers=_bearer(token)) as refused:
                beyond = refused.status_code
            busy = await _rolls(unrelated, mine, rolls)
        finally:
            for holder in holders:
                holder.cancel()
            await asyncio.gather(*holders, return_exceptions=True)
        quiet += await _rolls(unrelated, mine, rolls - rolls // 2)
    return {"quiet": quiet, "busy": busy, "beyond": beyond}


def measure(url: str, key: str, rolls: int) -> Result:
    feed = Settings.from_env().feed
    streams = feed.max_per_address
    with serving(url, key) as base:
        try:
            found = asyncio.run(_measure(base, streams, feed.max_per_token, rolls))
        except (httpx.HTTPError, TimeoutError) as exc:
            return unavailable(NAME, "ms", AIM_MS, "lower", f"{type(exc).__name__}: {exc}")
    quiet, busy = found["quiet"], found["busy"]
    if found["beyond"] != 429:
        why = f"the stream beyond the address's {streams} was answered {found['beyond']}, not 429"
        return unavailable(NAME, "ms", AIM_MS, "lower", why)
    note = (
        f"p99 of another client's roll with {streams} streams open from one address"
        " (the next refused); baseline: none open"
        f" (p50 {statistics.median(quiet):.1f} ms)"
    )
    return loaded_latency(NAME, busy, quiet, AIM_MS, 0.99, note)
