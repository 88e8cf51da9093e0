"""api_reads: authenticated reads of a game's snapshot per second over HTTP, 16 clients.

Each client reads its own game (`GET /v1/games/{id}` with a player's token: the token checked,
the order state read, the answer encoded). The baseline sends the very same requests to the
bare app, whose route answers a constant (served the same way), so the ratio is what a read
costs the service on top of the framework and the server.
"""

from __future__ import annotations

import functools

import httpx

from service.bench.games import create_game
from service.bench.load import ThroughputRow, Unit, bare_game_ids, throughput_against_bare
from service.bench.results import Result

CLIENTS = 16
ROW = ThroughputRow(name="api_reads", unit="reads/s", aim=0.3, note="p50/p99: one read")
Reader = tuple[str, dict[str, str]]
"""A game's path and the headers that authenticate a read of it."""


async def _read(client: httpx.AsyncClient, reader: Reader) -> None:
    path, headers = reader
    (await client.get(path, headers=headers)).raise_for_status()


async def _readers(base: str) -> list[Unit]:
    readers: list[Unit] = []
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        for _ in range(CLIENTS):
            body = await create_game(client, ["a", "b"])
            token = body["tokens"]["players"]["a"]
            reader = (f"/v1/games/{body['id']}", {"Authorization": f"Bearer {token}"})
            readers.append(functools.partial(_read, reader=reader))
    return readers


def measure(url: str, key: str, seconds: float) -> Result:
    fakes = [
        (f"/v1/games/{game_id}", {"Authorization": "Bearer t"})
        for game_id in bare_game_ids(CLIENTS)
    ]
    bare_units = [functools.partial(_read, reader=reader) for reader in fakes]
    return throughput_against_bare(url, key, seconds, ROW, bare_units, _readers)
