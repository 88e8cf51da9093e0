"""CPU-heavy requests run in the worker processes: the event loop answers while they work.

The verification job is swapped for one that blocks inside the worker process until the test
releases it, so "the loop still answers" is shown by order of events, not by timing.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar import Litestar

from service.api.app import create_app
from service.application.audit import jobs
from service.audit.verify import VerificationReport
from service.store.event_rows import EventRow
from tests.builders.http import assert_problem

WAIT_LIMIT_SECONDS = 60
"""Only a safety net against a hung test: nothing below depends on how long a step takes."""


def _flag(name: str, game_id: str) -> Path:
    # A file both processes can see: the test and the worker share no memory.
    return Path(tempfile.gettempdir()) / f"ledger-test-{name}-{game_id}"


def verify_when_released(header: Mapping[str, Any], rows: Sequence[EventRow]) -> VerificationReport:
    """jobs.verify that says it has started, then waits for the test to release it."""
    game_id = str(header["game_id"])
    _flag("started", game_id).touch()
    deadline = time.monotonic() + WAIT_LIMIT_SECONDS
    while not _flag("release", game_id).exists():
        if time.monotonic() > deadline:
            raise TimeoutError("the test never released the verification")
        time.sleep(0.01)
    # In the worker process the test's monkeypatch does not exist: this is the real job.
    return jobs.verify(header, rows)


async def _wait_for(path: Path) -> None:
    deadline = time.monotonic() + WAIT_LIMIT_SECONDS
    while not path.exists():
        assert time.monotonic() < deadline, f"{path.name} never appeared"
        await asyncio.sleep(0.01)


@asynccontextmanager
async def concurrent_client(db_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """Requests on this test's event loop, truly side by side (the ASGI transport does not
    run each request to completion before the next starts). Not a fixture: the lifespan
    must be entered and left in the same task."""
    app: Litestar = create_app(db_url, pool_size=4, workers=2)
    async with (
        app.lifespan(),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://test") as c,
    ):
        yield c


async def test_loop_answers_while_a_verification_blocks_in_a_worker(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with concurrent_client(db_url) as client:
        await _verify_while_probing(client, monkeypatch)


async def _verify_while_probing(
    concurrent_client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = (await concurrent_client.post("/v1/games", json={"players": ["a", "b"]})).json()
    game_id, token = created["id"], created["tokens"]["organiser"]
    auth = {"Authorization": f"Bearer {token}"}
    started, release = _flag("started", game_id), _flag("release", game_id)
    # The worker unpickles the job by name, so it runs this module's function.
    monkeypatch.setattr(jobs, "verify", verify_when_released)
    try:
        verifying = asyncio.create_task(
            concurrent_client.get(f"/v1/games/{game_id}/verify", headers=auth)
        )
        await _wait_for(started)
        assert not verifying.done()
        live = await concurrent_client.get("/health/live")
        game = await concurrent_client.get(f"/v1/games/{game_id}", headers=auth)
        assert live.status_code == 200
        assert game.status_code == 200
        assert not verifying.done(), "the verification was released by nobody"
        release.touch()
        report = await verifying
    finally:
        started.unlink(missing_ok=True)
        release.unlink(missing_ok=True)
    assert report.status_code == 200, report.text
    assert report.json()["ok"] is True
    assert report.json()["game_id"] == game_id


async def test_odds_computed_in_a_worker_and_its_rule_errors_come_back(db_url: str) -> None:
    async with concurrent_client(db_url) as client:
        odds = await client.post(
            "/v1/odds",
            json={"kind": "normal", "sides": [{"name": "a", "attribute": 20, "burst": 1}]},
        )
        refused = await client.post(
            "/v1/odds",
            json={"kind": "normal", "sides": [{"name": "a", "attribute": 12, "burst": 9}]},
        )
    assert odds.status_code == 200, odds.text
    assert odds.json()["sides"][0]["exact"]["win"] == "1"
    # A rule broken inside the worker still comes back as the domain's 422 problem.
    assert_problem(refused, 422, "invalid-command")
