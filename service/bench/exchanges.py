"""api_exchanges: fully resolved Face to Face exchanges per second over HTTP, 16 clients.

An exchange is one whole turn of a two-player game with server dice: the turn starts, a trooper
shoots, the enemy answers with an ARO, the server rolls, the order concludes with the Saving
Rolls, the turn ends. The baseline sends the very same requests to a bare Litestar app that
only decodes each body into the same type (served the same way), so the ratio is what the
service's own work costs on top of the framework and the server.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import httpx

from service.bench.games import create_game
from service.bench.load import ThroughputRow, Unit, bare_game_ids, throughput_against_bare
from service.bench.results import Result

CLIENTS = 16
ROW = ThroughputRow(
    name="api_exchanges",
    unit="exchanges/s",
    aim=0.3,
    note="p50/p99: one whole exchange (6 requests)",
)
PLAYERS = ("ariadna", "tohaa")
TROOPER_OF = {"ariadna": "fennec", "tohaa": "senku"}
# ARM 16 + the combi rifle's PS + 3 for cover reaches 20: every Saving Roll is rolled and
# passes, so nobody dies and every exchange plays out the same way.
ARMOUR = 16


def trooper(player: str) -> dict[str, Any]:
    return saving_trooper(player, TROOPER_OF[player], TROOPER_OF[player].title())


def saving_trooper(player: str, trooper_id: str, name: str) -> dict[str, Any]:
    """A trooper whose every Saving Roll passes (``ARMOUR``), so every exchange plays alike."""
    return {
        "player": player,
        "trooper_id": trooper_id,
        "name": name,
        "profile": {
            "mov": [4, 4],
            "cc": 14,
            "bs": 12,
            "ph": 10,
            "wip": 13,
            "arm": ARMOUR,
            "bts": 0,
            "vita": 1,
        },
        "weapons": [{"slug": "combi_rifle"}],
    }


def shot(target: str, burst: int) -> dict[str, Any]:
    return {
        "skill": "bs_attack",
        "weapon": "combi_rifle",
        "targets": [{"trooper": target, "burst": burst, "distance": 12, "partial_cover": True}],
    }


@dataclass
class Table:
    """One client's game: its id and the players' tokens."""

    game_id: str
    tokens: dict[str, str]
    exchanges: int = 0


async def _post(client: httpx.AsyncClient, path: str, token: str, body: Any) -> httpx.Response:
    response = await client.post(path, json=body, headers={"Authorization": f"Bearer {token}"})
    if response.status_code >= 300:
        raise RuntimeError(f"POST {path}: {response.status_code} {response.text[:500]}")
    return response


async def exchange(client: httpx.AsyncClient, table: Table) -> None:
    player = PLAYERS[table.exchanges % 2]
    enemy = PLAYERS[1 - table.exchanges % 2]
    me, them = table.tokens[player], table.tokens[enemy]
    game = f"/v1/games/{table.game_id}"
    order = table.exchanges + 1
    await _post(client, f"{game}/turns", me, {"player": player})
    activation = {"trooper": TROOPER_OF[player], "skill": shot(TROOPER_OF[enemy], 3)}
    await _post(client, f"{game}/orders", me, activation)
    aro = {"trooper": TROOPER_OF[enemy], "skill": shot(TROOPER_OF[player], 1)}
    await _post(client, f"{game}/orders/{order}/aros", them, aro)
    await _post(client, f"{game}/orders/{order}/resolve", me, {})
    await _post(client, f"{game}/orders/{order}/conclude", me, {})
    await _post(client, f"{game}/turns/current/end", me, {})
    table.exchanges += 1


async def _new_table(client: httpx.AsyncClient) -> Table:
    body = await create_game(client, PLAYERS)
    table = Table(body["id"], body["tokens"]["players"])
    for player in PLAYERS:
        await _post(
            client, f"/v1/games/{table.game_id}/troopers", table.tokens[player], trooper(player)
        )
    return table


async def _serve_tables(base: str) -> list[Unit]:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        tables = [await _new_table(client) for _ in range(CLIENTS)]
    return [functools.partial(exchange, table=table) for table in tables]


def measure(url: str, key: str, seconds: float) -> Result:
    fakes = [Table(game_id, dict.fromkeys(PLAYERS, "t")) for game_id in bare_game_ids(CLIENTS)]
    bare_units = [functools.partial(exchange, table=table) for table in fakes]
    return throughput_against_bare(url, key, seconds, ROW, bare_units, _serve_tables)
