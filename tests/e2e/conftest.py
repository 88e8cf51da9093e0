"""The service's app on the test's own database, driven in-process (lifespan included), or
served on a loopback port for the tests that need a real socket (live streams, the SDK)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.config import FeedSettings, RateLimit
from tests.e2e.api.sse import live_server

# High enough that no test is throttled by accident, low enough that the limiter still runs on
# every request (tests/e2e/api/test_rate_limit.py builds apps with small limits).
GENEROUS_RATE_LIMIT: RateLimit = ("minute", 1_000_000)


@pytest.fixture
def app(db_url: str) -> Litestar:
    # The costly reads' budget too (tests/e2e/api/test_costly_reads.py builds one small).
    return create_app(
        db_url,
        pool_size=4,
        rate_limit=GENEROUS_RATE_LIMIT,
        costly_read_limit=GENEROUS_RATE_LIMIT,
    )


@pytest.fixture
async def client(app: Litestar) -> AsyncIterator[AsyncTestClient[Litestar]]:
    async with AsyncTestClient(app=app) as test_client:
        yield test_client


@pytest.fixture
def feed() -> FeedSettings:
    """The live streams' settings of the app `base` serves: a stream reads the log at least
    every 0.2 s. A module whose streams must be woken by notifications alone overrides it."""
    return FeedSettings(poll=0.2)


@pytest.fixture
async def base(db_url: str, feed: FeedSettings) -> AsyncIterator[str]:
    """The app served on a free loopback port, its base URL: for a test that needs a socket
    (live streams, the SDK, a client of its own)."""
    app = create_app(db_url, pool_size=4, rate_limit=GENEROUS_RATE_LIMIT, feed=feed)
    async with live_server(app) as url:
        yield url
