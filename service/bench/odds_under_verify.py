"""odds_under_verify_p95_ms: a bystander's `POST /v1/odds` while four clients loop `verify`.

A game of N events (free Face to Face rolls with server dice) is verified again and again by
four clients at once, each on a connection of its own with one of the game's tokens (any token
of a game may ask); meanwhile an unrelated client asks for the odds of an exchange, one request
after another, as the viewer does for every roll. The loops start with the measurement, so it
takes in the game's one verification as well as the answers given from it after. The baseline
is the same client's odds on the same server with no verification asked, half before the loops
and half after them, so a drift of the machine falls on both. As every row, it runs with no
rate limit, the costly reads' budget included: every verification asked is answered, and only
the answers kept for the log as it is and the audit's own worker pool hold the bystander's odds.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from typing import Any

import httpx

from service.bench.games import rolled_game
from service.bench.results import Result, loaded_latency, unavailable
from service.bench.serving import serving

AIM_MS = 500.0
NAME = "odds_under_verify_p95_ms"
VERIFIERS = 4
RIFLE = {"ps": 7, "ammo": ["N"], "save_attribute": "ARM"}
ODDS = {
    "kind": "face_to_face",
    "sides": [
        {"name": "active", "attribute": 13, "burst": 3, "weapon": RIFLE, "target": {"arm": 1}},
        {"name": "aro", "attribute": 11, "burst": 1, "weapon": RIFLE, "target": {"arm": 2}},
    ],
}
"""A typical exchange, with saves: B3 against an ARO's B1 (the odds bench's baseline)."""


async def _odds_for(client: httpx.AsyncClient, seconds: float) -> list[float]:
    """ms of each of the bystander's odds, one after another, for `seconds`."""
    took: list[float] = []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or not took:
        began = time.perf_counter()
        answer = await client.post("/v1/odds", json=ODDS)
        took.append((time.perf_counter() - began) * 1000)
        answer.raise_for_status()
    return took


async def _verify_until(
    client: httpx.AsyncClient, game: str, token: str, stop: asyncio.Event
) -> list[int]:
    """The status of each verification one client asks, one after another, until stopped."""
    statuses: list[int] = []
    headers = {"Authorization": f"Bearer {token}"}
    while not stop.is_set():
        answer = await client.get(f"/v1/games/{game}/verify", headers=headers)
        statuses.append(answer.status_code)
    return statuses


async def _measure(base: str, events: int, seconds: float) -> dict[str, Any]:
    limits = httpx.Limits(max_connections=VERIFIERS, max_keepalive_connections=VERIFIERS)
    async with (
        httpx.AsyncClient(base_url=base, timeout=60) as bystander,
        httpx.AsyncClient(base_url=base, timeout=60, limits=limits) as crowd,
    ):
        body = await rolled_game(crowd, events)
        tokens = [body["tokens"]["organiser"], *body["tokens"]["players"].values()]
        await _odds_for(bystander, 0)  # warm: the odds pool's process started
        quiet = await _odds_for(bystander, seconds / 2)
        stop = asyncio.Event()
        loops = [
            asyncio.create_task(_verify_until(crowd, body["id"], tokens[n % len(tokens)], stop))
            for n in range(VERIFIERS)
        ]
        try:
            busy = await _odds_for(bystander, seconds)
        finally:
            stop.set()
        statuses = [status for loop in await asyncio.gather(*loops) for status in loop]
        quiet += await _odds_for(bystander, seconds / 2)
    return {"quiet": quiet, "busy": busy, "statuses": statuses}


def measure(url: str, key: str, events: int, seconds: float) -> Result:
    with serving(url, key) as base:
        try:
            found = asyncio.run(_measure(base, events, seconds))
        except httpx.HTTPError as exc:
            return unavailable(NAME, "ms", AIM_MS, "lower", f"{type(exc).__name__}: {exc}")
    quiet, busy, statuses = found["quiet"], found["busy"], found["statuses"]
    failed = [status for status in statuses if status != 200]
    if failed or not statuses:
        why = f"{len(failed)} of {len(statuses)} verifications were not answered 200"
        return unavailable(NAME, "ms", AIM_MS, "lower", why)
    note = (
        f"p95 of another client's POST /v1/odds while {VERIFIERS} clients looped verify on"
        f" a {events}-event game ({len(busy)} odds, {len(statuses)} verifications answered"
        f" over {seconds:g} s); baseline: the same odds with none"
        f" (p50 {statistics.median(quiet):.1f} ms)"
    )
    return loaded_latency(NAME, busy, quiet, AIM_MS, 0.95, note)
