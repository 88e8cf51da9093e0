"""One rate-limit budget per caller across replicas: the limiter's counts live in Redis when
INFINITY_LEDGER_REDIS_URL is set, so two app instances (two replicas) allow what one does.

Redis is Debian's `redis-server`, started here on a free port of 127.0.0.1.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import AsyncExitStack
from pathlib import Path

import pytest
import redis
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.config import Settings
from service.keyring import Keyring
from tests.e2e.api.serving import free_port
from tests.e2e.api.test_rate_limit import LIMIT, ODDS, assert_throttled, bearer

REDIS_SERVER = shutil.which("redis-server")
REDIS_READY_WITHIN_SECONDS = 10


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if REDIS_SERVER is None:
        pytest.skip("redis-server is not installed (Debian package redis-server)")
    folder: Path = tmp_path_factory.mktemp("redis")
    port = free_port()
    server = subprocess.Popen(
        [
            *(REDIS_SERVER, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder)),
            *("--save", "", "--appendonly", "no"),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{port}/0"
    try:
        deadline = time.monotonic() + REDIS_READY_WITHIN_SECONDS
        while True:
            try:
                redis.Redis.from_url(url).ping()
                break
            except redis.ConnectionError:
                assert time.monotonic() < deadline, "redis-server did not start"
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture
async def two_replicas(
    db_url: str, redis_url: str
) -> AsyncIterator[tuple[AsyncTestClient[Litestar], AsyncTestClient[Litestar]]]:
    redis.Redis.from_url(redis_url).flushdb()
    # Replicas of one database share its secret key, and nothing else of each other.
    keyring = Keyring.generate()
    async with AsyncExitStack() as stack:
        clients = [
            await stack.enter_async_context(
                AsyncTestClient(
                    app=create_app(
                        db_url,
                        pool_size=2,
                        keyring=keyring,
                        rate_limit=("minute", LIMIT),
                        shared_store_url=redis_url,
                    )
                )
            )
            for _ in range(2)
        ]
        yield clients[0], clients[1]


async def test_two_replicas_share_one_budget_per_token(
    two_replicas: tuple[AsyncTestClient[Litestar], AsyncTestClient[Litestar]],
) -> None:
    first, second = two_replicas
    token = bearer("token-of-nomads")
    for n in range(LIMIT):
        replica = first if n % 2 == 0 else second
        response = await replica.post("/v1/odds", json=ODDS, headers=token)
        assert response.status_code == 200, (n, response.text)
    # LIMIT requests were spent half on each replica: both now refuse the next one.
    assert_throttled(await first.post("/v1/odds", json=ODDS, headers=token))
    assert_throttled(await second.post("/v1/odds", json=ODDS, headers=token))
    # Another caller still has its whole budget.
    other = bearer("token-of-haqqislam")
    for _ in range(LIMIT):
        response = await second.post("/v1/odds", json=ODDS, headers=other)
        assert response.status_code == 200, response.text


async def test_two_replicas_share_one_budget_per_address(
    two_replicas: tuple[AsyncTestClient[Litestar], AsyncTestClient[Litestar]],
) -> None:
    first, second = two_replicas
    for _ in range(LIMIT):
        response = await first.post("/v1/odds", json=ODDS)
        assert response.status_code == 200, response.text
    assert_throttled(await second.post("/v1/odds", json=ODDS))


async def test_the_shared_store_never_holds_the_raw_token(
    two_replicas: tuple[AsyncTestClient[Litestar], AsyncTestClient[Litestar]], redis_url: str
) -> None:
    first, _ = two_replicas
    token = "a-token-redis-must-never-see"
    await first.post("/v1/odds", json=ODDS, headers=bearer(token))
    client = redis.Redis.from_url(redis_url)
    keys = [key.decode() for key in client.keys("*")]
    assert keys, "the limiter stored nothing in Redis"
    for key in keys:
        assert token not in key
        assert token.encode() not in (client.get(key) or b"")


async def test_a_shared_store_that_is_down_answers_503_with_retry_after(db_url: str) -> None:
    # Nothing listens on a port just freed: the limiter's Redis is gone.
    app = create_app(
        db_url,
        pool_size=2,
        keyring=Keyring.generate(),
        rate_limit=("minute", LIMIT),
        shared_store_url=f"redis://127.0.0.1:{free_port()}/0",
    )
    async with AsyncTestClient(app=app) as client:
        response = await client.post("/v1/odds", json=ODDS)
        again = await client.post("/v1/odds", json=ODDS)
    for answer in (response, again):
        assert answer.status_code == 503, answer.text
        assert answer.headers["content-type"].startswith("application/problem+json")
        assert answer.json()["code"] == "service-unavailable"
        assert int(answer.headers["retry-after"]) >= 1


def test_the_redis_url_is_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("INFINITY_LEDGER_REDIS_URL", raising=False)
    assert Settings.from_env().redis_url is None
    monkeypatch.setenv("INFINITY_LEDGER_REDIS_URL", "redis://127.0.0.1:6390/0")
    assert Settings.from_env().redis_url == "redis://127.0.0.1:6390/0"
