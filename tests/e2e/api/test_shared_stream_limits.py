"""One live-stream budget per caller across replicas: with INFINITY_LEDGER_REDIS_URL set, the
streams a token or an address holds are counted in Redis, so two replicas allow what one does,
and the slots of a replica that dies free themselves within a lease.

Redis is started as tests/e2e/api/test_shared_rate_limit.py starts it (skipped without it).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import httpx
import pytest
import redis
from litestar import Litestar
from litestar.testing import AsyncTestClient
from redis.asyncio import Redis

from service.api._http.shared_streams import RedisStreamSlots
from service.api.app import create_app
from service.keyring import Keyring
from tests.builders.http import GameDriver
from tests.e2e.api.serving import bearer
from tests.e2e.api.sse import live_server
from tests.e2e.api.test_shared_rate_limit import redis_url
from tests.e2e.api.test_stream_limits import HANG_SECONDS, assert_problem, limited, refused
from tests.e2e.conftest import GENEROUS_RATE_LIMIT

__all__ = ["redis_url"]  # the fixture, shared with the rate limit's tests

PER_TOKEN = 2
PER_ADDRESS = 3


@pytest.fixture
async def two_replicas(
    db_url: str, redis_url: str
) -> AsyncIterator[tuple[GameDriver, httpx.AsyncClient, httpx.AsyncClient]]:
    """A game, and a client of each of two replicas sharing one Redis and one server key."""
    redis.Redis.from_url(redis_url).flushdb()
    keyring = Keyring.generate()

    def replica() -> Litestar:
        return create_app(
            db_url,
            pool_size=4,
            keyring=keyring,
            rate_limit=GENEROUS_RATE_LIMIT,
            feed=limited(PER_TOKEN, PER_ADDRESS, 50),
            shared_store_url=redis_url,
        )

    async with contextlib.AsyncExitStack() as stack:
        creator = await stack.enter_async_context(AsyncTestClient(app=replica()))
        game = await GameDriver.create(creator)
        clients = []
        for _ in range(2):
            base = await stack.enter_async_context(live_server(replica()))
            clients.append(
                await stack.enter_async_context(
                    httpx.AsyncClient(base_url=base, timeout=HANG_SECONDS)
                )
            )
        yield game, clients[0], clients[1]


def events_of(game: GameDriver) -> str:
    return f"/v1/games/{game.game_id}/events/stream"


async def test_a_token_holds_its_stream_budget_across_both_replicas(
    two_replicas: tuple[GameDriver, httpx.AsyncClient, httpx.AsyncClient],
) -> None:
    game, first, second = two_replicas
    token = game.tokens["organiser"]
    async with contextlib.AsyncExitStack() as held:
        opened = [
            await held.enter_async_context(
                replica.stream("GET", events_of(game), headers=bearer(token))
            )
            for replica in (first, second)
        ]
        assert [response.status_code for response in opened] == [200, 200]
        # One stream on each replica: the token is at its limit on both.
        over_on_first = await refused(first, events_of(game), token)
        over_on_second = await refused(second, events_of(game), token)
        await opened[0].aclose()
        again = await reopened_on(second, events_of(game), token, held)
    assert_problem(over_on_first, 429, "too-many-streams")
    assert "token" in over_on_first.json()["detail"]
    assert_problem(over_on_second, 429, "too-many-streams")
    assert again.status_code == 200


async def test_an_address_holds_its_stream_budget_across_both_replicas(
    two_replicas: tuple[GameDriver, httpx.AsyncClient, httpx.AsyncClient],
) -> None:
    game, first, second = two_replicas
    players = [token for who, token in game.tokens.items() if who != "organiser"]
    async with contextlib.AsyncExitStack() as held:
        # Three streams from this one address, under two tokens, over both replicas.
        for replica, token in ((first, players[0]), (second, players[1]), (second, players[0])):
            response = await held.enter_async_context(
                replica.stream("GET", events_of(game), headers=bearer(token))
            )
            assert response.status_code == 200
        over = await refused(first, events_of(game), game.tokens["organiser"])
    assert_problem(over, 429, "too-many-streams")
    assert "address" in over.json()["detail"]


async def reopened_on(
    client: httpx.AsyncClient, path: str, token: str, held: contextlib.AsyncExitStack
) -> httpx.Response:
    """A stream opened once a closed one (on any replica) has been counted out."""
    async with asyncio.timeout(HANG_SECONDS):
        while True:
            response = await held.enter_async_context(
                client.stream("GET", path, headers=bearer(token))
            )
            if response.status_code == 200:
                return response
            await response.aclose()
            await asyncio.sleep(0.05)


LEASE = 0.6


async def test_a_dead_replicas_slots_free_themselves_and_a_live_ones_are_kept(
    redis_url: str,
) -> None:
    redis.Redis.from_url(redis_url).flushdb()
    limits = [("token:abc", 1)]
    client = Redis.from_url(redis_url)
    living, dying, other = (RedisStreamSlots(client, lease_seconds=LEASE) for _ in range(3))
    try:
        assert await living.claim(limits, "kept") is None
        assert await dying.claim([("token:xyz", 1)], "lost") is None
        # The dying replica stops renewing without giving its slot back: it was killed.
        await dying.close()
        await asyncio.sleep(LEASE * 2.5)
        # The living one renewed its lease throughout; the dead one's has lapsed.
        assert await other.claim(limits, "second") == 0
        assert await other.claim([("token:xyz", 1)], "taken-over") is None
        living.forget("kept")
        await living.close()
        assert await other.claim(limits, "second") is None
    finally:
        for slots in (living, other):
            await slots.close()
        await client.aclose()
