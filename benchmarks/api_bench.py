"""Request rate of the API against a bare Litestar app, in-process, measured in the same run.

Run from the repository root: python benchmarks/api_bench.py
The baseline is a Litestar app with one handler that returns a constant; the ratios show what
the service's own work (auth, decide, append, projections) costs on top of the framework.
Bounded: a fixed number of requests per case. Uses DATABASE_URL or an embedded PostgreSQL.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections.abc import Awaitable, Callable
from contextlib import ExitStack
from pathlib import Path

import httpx
from litestar import Litestar, get
from litestar.testing import AsyncTestClient

# Lets the script run from a checkout where the package is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scratch import scratch_database

from service.api.app import create_app

REQUESTS = 500


@get("/ping", sync_to_thread=False)
def ping() -> dict[str, str]:
    return {"status": "ok"}


async def rate(call: Callable[[], Awaitable[httpx.Response]], expected: int) -> float:
    start = time.perf_counter()
    for _ in range(REQUESTS):
        response = await call()
        assert response.status_code == expected, response.text
    return REQUESTS / (time.perf_counter() - start)


async def run(url: str) -> None:
    async with AsyncTestClient(app=Litestar([ping])) as bare:
        baseline = await rate(lambda: bare.get("/ping"), 200)
    print(f"bare Litestar GET                   {baseline:8.0f} /s   1.00x")
    async with AsyncTestClient(app=create_app(url, pool_size=4)) as client:
        created = (await client.post("/v1/games", json={"players": ["a", "b"]})).json()
        game, token = created["id"], created["tokens"]["players"]["a"]
        auth = {"Authorization": f"Bearer {token}"}
        roll = {
            "kind": "face_to_face",
            "sides": [
                {"name": "a", "attribute": 12, "burst": 3},
                {"name": "b", "attribute": 11},
            ],
        }
        cases = [
            ("GET /health/live", lambda: client.get("/health/live"), 200),
            (
                "GET /v1/games/{id} (auth, snapshot)",
                lambda: client.get(f"/v1/games/{game}", headers=auth),
                200,
            ),
            (
                "POST /v1/games/{id}/rolls (append)",
                lambda: client.post(f"/v1/games/{game}/rolls", json=roll, headers=auth),
                201,
            ),
        ]
        for label, call, expected in cases:
            measured = await rate(call, expected)
            print(f"{label:36}{measured:8.0f} /s   {measured / baseline:.2f}x")


def main() -> None:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    with ExitStack() as stack:
        asyncio.run(run(scratch_database(stack)))


if __name__ == "__main__":
    main()
