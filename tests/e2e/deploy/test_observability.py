"""Metrics at /metrics and JSON request logs with a request id, read from a running app."""

from __future__ import annotations

import json
import re

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api._http.observability import LOG_FORMAT_ENV
from service.api.app import create_app
from tests.builders.http import send_entropy
from tests.e2e.conftest import GENEROUS_RATE_LIMIT

Client = AsyncTestClient[Litestar]
ROLL = {"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}


def sample(metrics: str, name: str, **labels: str) -> float:
    """The value of one sample line; 0 when the series does not exist yet."""
    for line in metrics.splitlines():
        match = re.match(rf"^{name}(?:\{{(.*)\}})? (\S+)$", line)
        if match is None:
            continue
        found = dict(re.findall(r'(\w+)="([^"]*)"', match.group(1) or ""))
        if all(found.get(k) == v for k, v in labels.items()):
            return float(match.group(2))
    return 0.0


async def new_game(client: Client) -> tuple[str, dict[str, str]]:
    created = await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
    assert created.status_code == 201, created.text
    body = created.json()
    await send_entropy(client, body)
    return body["id"], {"Authorization": f"Bearer {body['tokens']['players']['ariadna']}"}


async def test_metrics_move_when_a_roll_is_posted(client: Client) -> None:
    game, auth = await new_game(client)
    route = "/v1/games/{game_id}/rolls"
    before = (await client.get("/metrics")).text
    key = {"Idempotency-Key": "metrics-roll-key-secret"}
    rolled = await client.post(f"/v1/games/{game}/rolls", json=ROLL, headers={**auth, **key})
    assert rolled.status_code == 201, rolled.text
    again = await client.post(f"/v1/games/{game}/rolls", json=ROLL, headers={**auth, **key})
    assert again.headers.get("Idempotent-Replayed") == "true"
    after = (await client.get("/metrics")).text

    requests = "infinity_ledger_requests_total"
    labels = {"method": "POST", "path": route, "status_code": "201"}
    assert sample(after, requests, **labels) == sample(before, requests, **labels) + 2
    latency = "infinity_ledger_request_duration_seconds_count"
    # With its status: the first series of this route in the process's registry may be of a
    # refused roll an earlier test of the same worker posted.
    assert sample(after, latency, **labels) == sample(before, latency, **labels) + 2
    appended = "infinity_ledger_events_appended_total"
    assert sample(after, appended) == sample(before, appended) + 1  # the replay appended none
    replays = "infinity_ledger_idempotent_replays_total"
    assert sample(after, replays) == sample(before, replays) + 1
    assert re.search(r"^infinity_ledger_live_feed_subscribers ", after, re.MULTILINE)
    # Read models commit with their events: a lag gauge could only ever say 0.
    assert "projection_lag" not in after
    # Labels are route templates: no game id, token or key is ever a label value.
    assert game not in after
    assert auth["Authorization"].split()[1] not in after
    assert "metrics-roll-key-secret" not in after


async def test_every_event_committed_is_counted_not_only_a_commands(client: Client) -> None:
    appended = "infinity_ledger_events_appended_total"
    before = sample((await client.get("/metrics")).text, appended)
    created = await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
    assert created.status_code == 201, created.text
    game = created.json()
    after_creation = sample((await client.get("/metrics")).text, appended)
    assert after_creation == before + game["version"]

    rotated = await client.post(
        f"/v1/games/{game['id']}/tokens/rotate",
        json={"role": "player", "player": "tohaa"},
        headers={"Authorization": f"Bearer {game['tokens']['players']['tohaa']}"},
    )
    assert rotated.status_code == 200, rotated.text
    after_rotation = sample((await client.get("/metrics")).text, appended)
    assert after_rotation == after_creation + rotated.json()["version"] - game["version"]


async def test_a_version_conflict_is_counted(client: Client) -> None:
    game, auth = await new_game(client)
    before = (await client.get("/metrics")).text
    stale = await client.post(
        f"/v1/games/{game}/rolls", json=ROLL, headers={**auth, "If-Match": '"99"'}
    )
    assert stale.status_code in (409, 412), stale.text
    after = (await client.get("/metrics")).text
    conflicts = "infinity_ledger_version_conflicts_total"
    assert sample(after, conflicts) == sample(before, conflicts) + 1


async def test_a_request_id_is_returned_and_kept_when_sane(client: Client) -> None:
    given = await client.get("/health/live", headers={"X-Request-ID": "abc-123"})
    assert given.headers["X-Request-ID"] == "abc-123"
    made = await client.get("/health/live")
    assert re.fullmatch(r"[0-9a-f]{32}", made.headers["X-Request-ID"])
    odd = await client.get("/health/live", headers={"X-Request-ID": "x\ty" * 80})
    assert odd.headers["X-Request-ID"] != "x\ty" * 80


@pytest.fixture
def json_logs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LOG_FORMAT_ENV, "json")


async def test_a_json_log_line_carries_the_request_id(
    db_url: str, json_logs: None, capsys: pytest.CaptureFixture[str]
) -> None:
    app = create_app(db_url, pool_size=2, rate_limit=GENEROUS_RATE_LIMIT)
    async with AsyncTestClient(app=app) as json_client:
        created = await json_client.post(
            "/v1/games",
            json={"players": ["ariadna", "tohaa"]},
            headers={
                "X-Request-ID": "req-json-log-1",
                "Idempotency-Key": "log-key-secret-Hq3Zt8Lw5Rn",
            },
        )
        assert created.status_code == 201
    token = created.json()["tokens"]["organiser"]
    output = capsys.readouterr()
    lines = [
        json.loads(line) for line in (output.out + output.err).splitlines() if line.startswith("{")
    ]
    ours = [line for line in lines if line.get("request_id") == "req-json-log-1"]
    assert ours, output
    assert any(line.get("status_code") == 201 for line in ours)
    text = output.out + output.err
    assert token not in text
    assert "log-key-secret-Hq3Zt8Lw5Rn" not in text
