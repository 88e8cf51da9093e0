"""Costly reads (verification, exports, replays, the organiser's listing) over HTTP: a budget of
their own per token (429 `rate-limited` with Retry-After beyond it), their work in a worker pool
of its own, apart from the odds, and an answer kept for one reader still judged for the next."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.application.audit import jobs
from service.config import DEFAULT_COSTLY_READ_LIMIT, Settings
from tests.builders.http import GameDriver, trooper
from tests.e2e.api.test_offloaded_work import (
    WAIT_LIMIT_SECONDS,
    _flag,
    _wait_for,
    verify_when_released,
)
from tests.e2e.conftest import GENEROUS_RATE_LIMIT

COSTLY = 3
ODDS = {"kind": "normal", "sides": [{"name": "a", "attribute": 11, "burst": 3}]}


@pytest.fixture
async def limited(db_url: str) -> AsyncIterator[AsyncTestClient[Litestar]]:
    app = create_app(
        db_url,
        pool_size=2,
        rate_limit=GENEROUS_RATE_LIMIT,
        costly_read_limit=("minute", COSTLY),
    )
    async with AsyncTestClient(app=app) as client:
        yield client


def assert_rate_limited(response: Any) -> None:
    assert response.status_code == 429, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert (problem["status"], problem["code"]) == (429, "rate-limited")
    assert "costly reads" in problem["detail"]
    assert 1 <= int(response.headers["retry-after"]) <= 60


async def test_a_token_past_its_costly_reads_gets_a_429_with_retry_after(
    limited: AsyncTestClient[Litestar],
) -> None:
    game = await GameDriver.create(limited)
    await game.post("ariadna", "/rolls", ODDS, 201)
    await game.post("organiser", "/end", {})  # the whole log is exported once the game ends
    organiser = game.auth("organiser")
    base = f"/v1/games/{game.game_id}"
    spent = [
        await limited.get(f"{base}/verify", headers=organiser),
        await limited.get(f"{base}/audit", headers=organiser),
        await limited.get("/v1/organiser/games", headers=organiser),
    ]
    assert [answer.status_code for answer in spent] == [200] * COSTLY
    for path in (f"{base}/verify", f"{base}/audit", "/v1/organiser/games"):
        assert_rate_limited(await limited.get(path, headers=organiser))
    assert_rate_limited(
        await limited.get("/v1/organiser/audit", params={"game": game.game_id}, headers=organiser)
    )
    # A cheap read of the same token, and the odds, are not costly reads.
    assert (await limited.get(base, headers=organiser)).status_code == 200
    assert (await limited.post("/v1/odds", json=ODDS, headers=organiser)).status_code == 200
    # Each token has a budget of its own.
    for _ in range(COSTLY):
        answer = await limited.get(f"{base}/verify", headers=game.auth("tohaa"))
        assert answer.status_code == 200, answer.text
    assert_rate_limited(await limited.get(f"{base}/orders/1/replay", headers=game.auth("tohaa")))
    assert (await limited.get(f"{base}/verify", headers=game.auth("ariadna"))).status_code == 200


def test_the_costly_read_limit_is_a_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (
        "INFINITY_LEDGER_COSTLY_READ_LIMIT",
        "INFINITY_LEDGER_AUDIT_WORKERS",
        "INFINITY_LEDGER_AUDIT_CACHE_MB",
    ):
        monkeypatch.delenv(name, raising=False)
    defaults = Settings.from_env()
    assert defaults.costly_read_limit == DEFAULT_COSTLY_READ_LIMIT == ("minute", 120)
    assert defaults.audit_workers == 1
    assert defaults.audit_cache_mb == 64
    monkeypatch.setenv("INFINITY_LEDGER_COSTLY_READ_LIMIT", "10/hour")
    monkeypatch.setenv("INFINITY_LEDGER_AUDIT_WORKERS", "2")
    monkeypatch.setenv("INFINITY_LEDGER_AUDIT_CACHE_MB", "8")
    configured = Settings.from_env()
    assert configured.costly_read_limit == ("hour", 10)
    assert (configured.audit_workers, configured.audit_cache_mb) == (2, 8)
    monkeypatch.setenv("INFINITY_LEDGER_COSTLY_READ_LIMIT", "0")
    assert Settings.from_env().costly_read_limit is None
    monkeypatch.setenv("INFINITY_LEDGER_COSTLY_READ_LIMIT", "often")
    with pytest.raises(ValueError, match="INFINITY_LEDGER_COSTLY_READ_LIMIT"):
        Settings.from_env()


async def test_a_verification_in_its_pool_leaves_the_odds_their_own(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One worker for the odds, one for the audit: a verification held in its worker must not
    # keep the odds from theirs.
    app: Litestar = create_app(
        db_url, pool_size=4, rate_limit=GENEROUS_RATE_LIMIT, workers=1, audit_workers=1
    )
    async with (
        app.lifespan(),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://test") as c,
    ):
        created = (await c.post("/v1/games", json={"players": ["a", "b"]})).json()
        game_id = created["id"]
        auth = {"Authorization": f"Bearer {created['tokens']['organiser']}"}
        started, release = _flag("started", game_id), _flag("release", game_id)
        monkeypatch.setattr(jobs, "verify", verify_when_released)
        try:
            verifying = asyncio.create_task(c.get(f"/v1/games/{game_id}/verify", headers=auth))
            await _wait_for(started)
            async with asyncio.timeout(WAIT_LIMIT_SECONDS):
                odds = await c.post("/v1/odds", json=ODDS)
            assert odds.status_code == 200, odds.text
            assert not verifying.done(), "the verification was released by nobody"
            release.touch()
            report = await verifying
        finally:
            started.unlink(missing_ok=True)
            release.unlink(missing_ok=True)
    assert report.status_code == 200, report.text
    assert report.json()["ok"] is True


async def test_a_report_kept_after_its_owners_read_is_judged_again_for_each_reader(
    client: AsyncTestClient[Litestar],
) -> None:
    # The kept answer is the same for every reader; who may see it is judged on every read. A
    # verification names no trooper, so each reader gets the same report as its owner, and a
    # hidden trooper changes nothing of it; the whole log waits for the end, for everyone.
    game = await GameDriver.create(client)
    body = {k: v for k, v in trooper("tohaa", "x", name="Kamau HD").items() if k != "trooper_id"}
    added = await game.post("tohaa", "/troopers", {**body, "hidden_deployment": True}, 201)
    hidden = added["events"][0]["data"]["trooper"]["trooper_id"]
    base = f"/v1/games/{game.game_id}"
    owned = await client.get(f"{base}/verify", headers=game.auth("tohaa"))
    assert owned.status_code == 200, owned.text
    assert hidden not in owned.text
    for who in ("ariadna", "organiser", "tohaa"):
        seen = await client.get(f"{base}/verify", headers=game.auth(who))
        assert seen.status_code == 200, seen.text
        assert seen.json() == owned.json()
        export = await client.get(f"{base}/audit", headers=game.auth(who))
        assert export.status_code == 409
        assert export.json()["code"] == "private-information"
        assert hidden not in export.text
