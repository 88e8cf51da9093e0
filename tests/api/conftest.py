"""An app on the test's own database, driven in-process (lifespan included)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.config import RateLimit

# High enough that no test is throttled by accident, low enough that the limiter still runs on
# every request (tests/api/test_rate_limit.py builds apps with small limits).
GENEROUS_RATE_LIMIT: RateLimit = ("minute", 1_000_000)


STREAM_LIFETIME_ENV = "INFINITY_LEDGER_SSE_MAX_SECONDS"


@pytest.fixture(scope="package", autouse=True)
def short_streams() -> Iterator[None]:
    """Live streams of apps driven in-process end within a moment: the in-process clients
    gather a whole response before answering, which a stream that never ends would not give.
    (Tests of the streams themselves serve the app on a port and choose their own settings.)

    For this package only: a test elsewhere that runs after it in the same worker (the bench's
    stream rows) gets the service's defaults."""
    before = os.environ.get(STREAM_LIFETIME_ENV)
    os.environ[STREAM_LIFETIME_ENV] = "0.2"
    yield
    if before is None:
        del os.environ[STREAM_LIFETIME_ENV]
    else:
        os.environ[STREAM_LIFETIME_ENV] = before


@pytest.fixture
def app(db_url: str) -> Litestar:
    return create_app(db_url, pool_size=4, rate_limit=GENEROUS_RATE_LIMIT)


@pytest.fixture
async def client(app: Litestar) -> AsyncIterator[AsyncTestClient[Litestar]]:
    async with AsyncTestClient(app=app) as test_client:
        yield test_client
