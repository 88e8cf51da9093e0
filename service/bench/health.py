"""health_under_verify_p99_ms: `/health/live` latency while one game is verified four times at once.

A game of N events (free Face to Face rolls with server dice) is verified by four requests
together; meanwhile another client probes `/health/live` every few ms. Verifying is CPU-bound
and runs in the service's worker processes, so the loop must stay free to answer the probe.
The game's last event is appended after the warm-up, so the four verify a log nobody verified
yet (they share the one verification of it the service makes). The baseline is the same probe
of the same server with nothing else running.
"""

from __future__ import annotations

import asyncio
import time

import httpx

from service.bench.games import FREE_ROLL, rolled_game
from service.bench.results import Result, loaded_latency, unavailable
from service.bench.serving import serving

AIM_MS = 100.0
NAME = "health_under_verify_p99_ms"
VERIFIES = 4
IDLE_SECONDS = 1.0
PROBE_GAP_SECONDS = 0.005


async def _probe(client: httpx.AsyncClient, until: asyncio.Event) -> list[float]:
    """ms of each `/health/live` until the event is set."""
    took: list[float] = []
    while not until.is_set():
        began = time.perf_counter()
        (await client.get("/health/live")).raise_for_status()
        took.append((time.perf_counter() - began) * 1000)
        await asyncio.sleep(PROBE_GAP_SECONDS)
    return took


async def _verify_all(client: httpx.AsyncClient, game: str, auth: dict[str, str]) -> int:
    """Verifies the game VERIFIES times at once; how many reports said ok."""
    answers = await asyncio.gather(
        *(client.get(f"/v1/games/{game}/verify", headers=auth) for _ in range(VERIFIES))
    )
    for answer in answers:
        answer.raise_for_status()
    return sum(1 for answer in answers if answer.json()["ok"])


async def _measure(base: str, events: int) -> tuple[list[float], list[float], int, float]:
    # The prober has its own connection, so it never waits behind a verification's.
    async with (
        httpx.AsyncClient(base_url=base, timeout=60) as worker,
        httpx.AsyncClient(base_url=base, timeout=60) as prober,
    ):
        body = await rolled_game(worker, events - 1)
        game = body["id"]
        auth = {"Authorization": f"Bearer {body['tokens']['organiser']}"}
        await _verify_all(worker, game, auth)  # warm: the pool's processes started
        # The head moves: what was verified while warming is not the log verified below.
        rolls = f"/v1/games/{game}/rolls"
        (await worker.post(rolls, json=FREE_ROLL, headers=auth)).raise_for_status()
        done = asyncio.Event()
        idle_probes = asyncio.create_task(_probe(prober, done))
        await asyncio.sleep(IDLE_SECONDS)
        done.set()
        idle = await idle_probes
        done = asyncio.Event()
        busy_probes = asyncio.create_task(_probe(prober, done))
        began = time.perf_counter()
        try:
            passed = await _verify_all(worker, game, auth)
        finally:
            done.set()
        took = time.perf_counter() - began
        busy = await busy_probes
    return idle, busy, passed, took


def measure(url: str, key: str, events: int) -> Result:
    with serving(url, key) as base:
        try:
            idle, busy, passed, took = asyncio.run(_measure(base, events))
        except httpx.HTTPError as exc:
            return unavailable(NAME, "ms", AIM_MS, "lower", f"{type(exc).__name__}: {exc}")
    if passed != VERIFIES:
        why = f"{VERIFIES - passed} of {VERIFIES} verifications of a sound game failed"
        return unavailable(NAME, "ms", AIM_MS, "lower", why)
    note = (
        f"p99 of {len(busy)} probes while {VERIFIES} verifications of a {events}-event game"
        f" ran at once ({took:.2f} s; all {VERIFIES} verifications passed);"
        " baseline: the idle probe"
    )
    return loaded_latency(NAME, busy, idle, AIM_MS, 0.99, note)
