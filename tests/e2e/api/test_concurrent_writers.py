"""Honest clients writing one game at once: no 5xx, no spurious 409, a gap-free, valid chain."""

from __future__ import annotations

import asyncio
from collections import Counter

import pytest
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.keyring import Keyring
from tests.builders.http import assert_problem, send_entropy

pytestmark = pytest.mark.slow

WRITERS = 16
ROLLS_EACH = 25


async def test_sixteen_writers_without_if_match_all_succeed(db_url: str, keyring: Keyring) -> None:
    app = create_app(db_url, pool_size=8, keyring=keyring)
    async with AsyncTestClient(app=app, timeout=60) as client:
        created = (await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})).json()
        await send_entropy(client, created)
        game = created["id"]
        tokens = [created["tokens"]["players"]["ariadna"], created["tokens"]["players"]["tohaa"]]
        roll = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}

        async def writer(n: int) -> list[int]:
            headers = {"Authorization": f"Bearer {tokens[n % 2]}"}
            statuses = []
            for _ in range(ROLLS_EACH):
                response = await client.post(f"/v1/games/{game}/rolls", json=roll, headers=headers)
                statuses.append(response.status_code)
            return statuses

        results = await asyncio.gather(*(writer(n) for n in range(WRITERS)))
        statuses = Counter(status for each in results for status in each)
        organiser = {"Authorization": f"Bearer {created['tokens']['organiser']}"}
        log = (await client.get(f"/v1/games/{game}/events?limit=1000", headers=organiser)).json()
        verified = (await client.get(f"/v1/games/{game}/verify", headers=organiser)).json()

    total = WRITERS * ROLLS_EACH
    assert not [s for s in statuses if s >= 500], statuses
    assert statuses[201] >= 0.95 * total, statuses
    versions = [e["version"] for e in log["events"]]
    assert versions == list(range(1, len(versions) + 1))  # gap-free
    # Every 201 is in the log, nothing else is but the creation and the players' seeds.
    assert len(versions) == 3 + statuses[201]
    assert verified["ok"] is True, verified


async def test_a_stale_if_match_is_412_not_retried(db_url: str, keyring: Keyring) -> None:
    app = create_app(db_url, pool_size=4, keyring=keyring)
    async with AsyncTestClient(app=app) as client:
        created = (await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})).json()
        await send_entropy(client, created)
        headers = {"Authorization": f"Bearer {created['tokens']['players']['ariadna']}"}
        path = f"/v1/games/{created['id']}/rolls"
        roll = {"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}
        assert (await client.post(path, json=roll, headers=headers)).status_code == 201
        stale = await client.post(path, json=roll, headers={**headers, "If-Match": '"1"'})
    assert_problem(stale, 412, "precondition-failed")
    assert stale.json()["current_version"] == 4  # creation, two players' seeds, one roll
