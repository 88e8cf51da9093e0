"""An app on the test's own database, driven in-process, as the API tests have it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from tests.api.conftest import GENEROUS_RATE_LIMIT


@pytest.fixture
async def client(db_url: str) -> AsyncIterator[AsyncTestClient[Litestar]]:
    app = create_app(db_url, pool_size=4, rate_limit=GENEROUS_RATE_LIMIT)
    async with AsyncTestClient(app=app) as test_client:
        yield test_client
