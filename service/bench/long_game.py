"""command_growth_p99: a command's p99 late in one long game against early in the same game.

One game of 10 troopers (5 a side) is played over HTTP to its last order: each order a BS
Attack answered by an ARO, resolved with server dice and concluded, each turn 5 orders. Each
command is timed, and so is a `GET /state` after each order. The row's ratio is the p99 of the
commands of the last orders (up to order 300 in the full run) over that of the first orders
(around order 10): what a command costs more as the game grows. Nobody is hurt (high armour),
so late orders do the same work as early ones.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx

from service.bench.exchanges import saving_trooper, shot
from service.bench.games import create_game
from service.bench.results import Result, growth, percentile, unavailable, with_spread
from service.bench.serving import serving

NAME = "command_growth_p99"
AIM_RATIO = 1.5
PLAYERS = ("ariadna", "tohaa")
SIDE = 5
ORDERS_PER_WINDOW = 20
"""Orders 1-20 (around order 10) against the last 20: 80 commands each, enough for a p99."""


def _trooper(player: str, index: int) -> dict[str, Any]:
    # Every save passes, so no trooper falls and each order is alike.
    return saving_trooper(player, f"{player}-{index}", f"{player.title()} {index}")


@dataclass
class _Timings:
    commands: dict[int, list[float]] = field(default_factory=dict)
    """Each order's commands' seconds, by order number."""
    reads: dict[int, float] = field(default_factory=dict)
    """A `GET /state` after each order, by order number."""


class _Game:
    def __init__(self, client: httpx.AsyncClient, game_id: str, tokens: dict[str, str]) -> None:
        self.client = client
        self.path = f"/v1/games/{game_id}"
        self.tokens = tokens

    async def post(self, player: str, path: str, body: Any = None) -> float:
        began = time.perf_counter()
        answer = await self.client.post(
            self.path + path,
            json={} if body is None else body,
            headers={"Authorization": f"Bearer {self.tokens[player]}"},
        )
        took = time.perf_counter() - began
        if answer.status_code >= 300:
            raise RuntimeError(f"POST {path}: {answer.status_code} {answer.text[:300]}")
        return took

    async def read_state(self) -> float:
        began = time.perf_counter()
        answer = await self.client.get(
            self.path + "/state", headers={"Authorization": f"Bearer {self.tokens[PLAYERS[0]]}"}
        )
        answer.raise_for_status()
        return time.perf_counter() - began


async def _play(base: str, orders: int) -> _Timings:
    timings = _Timings()
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        body = await create_game(client, PLAYERS)
        game = _Game(client, body["id"], body["tokens"]["players"])
        for player in PLAYERS:
            for index in range(SIDE):
                await game.post(player, "/troopers", _trooper(player, index))
        order = 0
        while order < orders:
            player, enemy = PLAYERS[(order // SIDE) % 2], PLAYERS[1 - (order // SIDE) % 2]
            await game.post(player, "/turns", {"player": player})
            for index in range(min(SIDE, orders - order)):
                order += 1
                activation = {
                    "trooper": f"{player}-{index}",
                    "skill": shot(f"{enemy}-{index}", 3),
                }
                aro = {"trooper": f"{enemy}-{index}", "skill": shot(f"{player}-{index}", 1)}
                timings.commands[order] = [
                    await game.post(player, "/orders", activation),
                    await game.post(enemy, f"/orders/{order}/aros", aro),
                    await game.post(player, f"/orders/{order}/resolve"),
                    await game.post(player, f"/orders/{order}/conclude"),
                ]
                timings.reads[order] = await game.read_state()
            await game.post(player, "/turns/current/end")
    return timings


def _window(timings: _Timings, numbers: Sequence[int]) -> tuple[list[float], list[float]]:
    commands = [s * 1000 for n in numbers for s in timings.commands[n]]
    return commands, [timings.reads[n] * 1000 for n in numbers]


def measure(url: str, key: str, orders: int) -> Result:
    window = min(ORDERS_PER_WINDOW, max(1, orders // 2))
    with serving(url, key) as base:
        try:
            timings = asyncio.run(_play(base, orders))
        except (httpx.HTTPError, RuntimeError) as exc:
            return unavailable(NAME, "ms", AIM_RATIO, "lower_ratio", f"{exc}")
    early, early_reads = _window(timings, range(1, window + 1))
    late, late_reads = _window(timings, range(orders - window + 1, orders + 1))
    early_p99, late_p99 = percentile(early, 0.99), percentile(late, 0.99)
    result = growth(
        NAME,
        late_p99,
        early_p99,
        AIM_RATIO,
        note=(
            f"p99 of a command at orders {orders - window + 1}-{orders} over orders 1-{window}"
            f" of one {orders}-order game; command p50 {statistics.median(early):.1f} ->"
            f" {statistics.median(late):.1f} ms, GET /state p50"
            f" {statistics.median(early_reads):.1f} -> {statistics.median(late_reads):.1f} ms"
        ),
    )
    return with_spread(result, late)
