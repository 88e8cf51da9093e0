"""A game's events have a ceiling (INFINITY_LEDGER_MAX_EVENTS): over HTTP, a command that would
pass it is a 409 `too-many-events` problem and nothing is appended; the organiser still ends
the game."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.config import DEFAULT_MAX_EVENTS, Settings
from tests.builders.http import GameDriver
from tests.e2e.conftest import GENEROUS_RATE_LIMIT
from tests.paths import ROOT

CEILING = 5
"""A game of two players is 3 events once both have sent their seed; then one per free roll."""
ROLL = {"kind": "normal", "sides": [{"name": "a", "attribute": 11, "burst": 3}]}


@pytest.fixture
async def client(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[AsyncTestClient[Litestar]]:
    monkeypatch.setenv("INFINITY_LEDGER_MAX_EVENTS", str(CEILING))
    settings = Settings.from_env()
    app = create_app(
        db_url, pool_size=2, rate_limit=GENEROUS_RATE_LIMIT, max_events=settings.max_events
    )
    async with AsyncTestClient(app=app) as test_client:
        yield test_client


async def test_a_command_past_the_ceiling_is_refused_and_nothing_is_appended(
    client: AsyncTestClient[Litestar],
) -> None:
    game = await GameDriver.create(client)
    for _ in range(CEILING - 3):
        await game.post("ariadna", "/rolls", ROLL, 201)
    before = await game.get("organiser", "/events")
    assert [e["version"] for e in before["events"]] == list(range(1, CEILING + 1))
    refused = await client.post(
        f"/v1/games/{game.game_id}/rolls", json=ROLL, headers=game.auth("ariadna")
    )
    assert refused.status_code == 409, refused.text
    assert refused.headers["content-type"].startswith("application/problem+json")
    problem = refused.json()
    assert problem["code"] == "too-many-events"
    assert problem["type"].endswith("/too-many-events")
    assert f"at most {CEILING} events" in problem["detail"]
    assert await game.get("organiser", "/events") == before
    # The organiser closes the full game; its seed is then revealed, as for any other.
    await game.post("organiser", "/end", {"reason": "the log is full"})
    assert (await game.get("organiser", ""))["ended"] is True
    assert (await game.get("ariadna", "/seed"))["seed"]


def test_the_ceiling_is_a_setting_well_above_a_whole_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # tests/e2e/api/test_whole_game.py plays three Game Rounds of two armies of eleven in 114
    # events, one exchange a Player Turn; every Order spent (some 14 a Player Turn, each some 8
    # to 12 events) makes about a thousand.
    monkeypatch.delenv("INFINITY_LEDGER_MAX_EVENTS", raising=False)
    assert Settings.from_env().max_events == DEFAULT_MAX_EVENTS == 10_000
    monkeypatch.setenv("INFINITY_LEDGER_MAX_EVENTS", "0")
    with pytest.raises(ValueError, match="INFINITY_LEDGER_MAX_EVENTS"):
        Settings.from_env()


def test_the_code_is_documented_in_the_spec() -> None:
    description = (ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8")
    assert "`too-many-events`: 409" in description
    reference = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    assert "`too-many-events`" in reference
