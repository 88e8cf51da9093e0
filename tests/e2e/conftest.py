"""The service's app on the test's own database, driven in-process (lifespan included)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.config import RateLimit

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
