"""Rate limiting: Litestar's RateLimitConfig, per token or else per client address."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from litestar import Litestar
from litestar.stores.memory import MemoryStore
from litestar.testing import AsyncTestClient

from service.api._http.rate_limit import ADDRESS_CEILING_FACTOR
from service.api.app import create_app
from service.config import DEFAULT_RATE_LIMIT, Settings, parse_rate_limit

ODDS = {"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}
LIMIT = 4


@pytest.fixture
async def limited(db_url: str) -> AsyncIterator[tuple[Litestar, AsyncTestClient[Litestar]]]:
    app = create_app(db_url, pool_size=2, rate_limit=("minute", LIMIT))
    async with AsyncTestClient(app=app) as client:
        yield app, client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def spend(client: AsyncTestClient[Litestar], headers: dict[str, str] | None = None) -> None:
    for _ in range(LIMIT):
        response = await client.post("/v1/odds", json=ODDS, headers=headers)
        assert response.status_code == 200, response.text


def assert_throttled(response: Any) -> None:
    assert response.status_code == 429, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["status"] == 429
    assert 1 <= int(response.headers["retry-after"]) <= 60


async def test_a_caller_past_the_limit_gets_a_429_with_retry_after(
    limited: tuple[Litestar, AsyncTestClient[Litestar]],
) -> None:
    _, client = limited
    await spend(client)
    assert_throttled(await client.post("/v1/odds", json=ODDS))
    # Throttled before anything else runs: a game route, no token, no body to speak of.
    assert_throttled(await client.post("/v1/games", json={"players": ["a", "b"]}))


async def test_each_token_has_its_own_budget_apart_from_the_address(
    limited: tuple[Litestar, AsyncTestClient[Litestar]],
) -> None:
    _, client = limited
    await spend(client, bearer("token-of-ariadna"))
    assert_throttled(await client.post("/v1/odds", json=ODDS, headers=bearer("token-of-ariadna")))
    # Same address, another player's token, and no token at all: each still has its budget.
    await spend(client, bearer("token-of-tohaa"))
    await spend(client)
    assert_throttled(await client.post("/v1/odds", json=ODDS))


async def test_health_probes_are_never_throttled(
    limited: tuple[Litestar, AsyncTestClient[Litestar]],
) -> None:
    _, client = limited
    await spend(client)
    for _ in range(LIMIT * 3):
        assert (await client.get("/health/live")).status_code == 200
        assert (await client.get("/health/ready")).status_code == 200
    assert_throttled(await client.get("/docs/openapi.json"))


async def test_the_limiter_never_keys_on_the_raw_token(
    limited: tuple[Litestar, AsyncTestClient[Litestar]],
) -> None:
    app, client = limited
    token = "a-secret-token-that-must-stay-secret"
    await client.post("/v1/odds", json=ODDS, headers=bearer(token))
    store = app.stores.get("rate_limit")
    assert isinstance(store, MemoryStore)
    keys = list(store._store)
    assert any(re.search(r"::token:[0-9a-f]{64}$", key) for key in keys), keys
    assert not any(token in key for key in keys), keys
    for key in keys:
        assert token.encode() not in (await store.get(key) or b"")


async def test_no_limit_when_disabled(db_url: str) -> None:
    app = create_app(db_url, pool_size=2, rate_limit=None)
    async with AsyncTestClient(app=app) as client:
        for _ in range(LIMIT * 3):
            response = await client.post("/v1/odds", json=ODDS)
            assert response.status_code == 200, response.text
            assert "ratelimit-limit" not in response.headers


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("600/minute", ("minute", 600)),
        ("5/second", ("second", 5)),
        (" 100 / hour ", ("hour", 100)),
        ("10000/day", ("day", 10000)),
        ("0", None),
    ],
)
def test_rate_limit_setting_is_parsed(text: str, parsed: object) -> None:
    assert parse_rate_limit(text) == parsed


@pytest.mark.parametrize("text", ["", "600", "600/fortnight", "0/minute", "-1/minute", "x/minute"])
def test_a_malformed_rate_limit_setting_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="INFINITY_LEDGER_RATE_LIMIT"):
        parse_rate_limit(text)


def test_settings_default_and_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("INFINITY_LEDGER_RATE_LIMIT", raising=False)
    monkeypatch.delenv("INFINITY_LEDGER_MAX_BODY_BYTES", raising=False)
    defaults = Settings.from_env()
    assert defaults.rate_limit == DEFAULT_RATE_LIMIT == ("minute", 600)
    assert defaults.max_body_bytes == 65536
    monkeypatch.setenv("INFINITY_LEDGER_RATE_LIMIT", "0")
    monkeypatch.setenv("INFINITY_LEDGER_MAX_BODY_BYTES", "1024")
    configured = Settings.from_env()
    assert configured.rate_limit is None
    assert configured.max_body_bytes == 1024
    monkeypatch.setenv("INFINITY_LEDGER_MAX_BODY_BYTES", "lots")
    with pytest.raises(ValueError, match="INFINITY_LEDGER_MAX_BODY_BYTES"):
        Settings.from_env()


async def test_inventing_a_token_per_request_meets_the_address_ceiling(
    limited: tuple[Litestar, AsyncTestClient[Litestar]],
) -> None:
    _, client = limited
    ceiling = LIMIT * ADDRESS_CEILING_FACTOR
    for n in range(ceiling):
        response = await client.post("/v1/odds", json=ODDS, headers=bearer(f"made-up-{n}"))
        assert response.status_code == 200, (n, response.text)
    assert_throttled(await client.post("/v1/odds", json=ODDS, headers=bearer("yet-another")))
