"""Secrets never leave their owner: tokens, Idempotency-Keys and the seed of a running game.

A game is played through the API with a key on every request; then every response, header,
log line and table row is searched for each secret.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

import httpx
import psycopg
import pytest

from service.keyring import Keyring
from tests.builders.http import Client, assert_problem, player_seed, send_entropy, shot, trooper

PLAYERS = ["ariadna", "tohaa"]


class Recorder:
    """Every request goes through here, so every response can be searched afterwards."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.responses: list[httpx.Response] = []
        self.keys: list[str] = []

    async def call(
        self, method: str, path: str, token: str | None = None, body: Any = None, **headers: str
    ) -> httpx.Response:
        sent = dict(headers)
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        if method == "POST":
            key = f"secret-key-{uuid.uuid4().hex}"
            self.keys.append(key)
            sent["Idempotency-Key"] = key
            response = await self.client.post(path, json=body or {}, headers=sent)
        else:
            response = await self.client.get(path, headers=sent)
        self.responses.append(response)
        return response

    def text_of(self, response: httpx.Response) -> str:
        headers = "\n".join(f"{k}: {v}" for k, v in response.headers.items())
        return f"{headers}\n\n{response.text}"


async def play(recorder: Recorder) -> tuple[str, dict[str, str], httpx.Response]:
    created = await recorder.call("POST", "/v1/games", body={"players": PLAYERS})
    assert created.status_code == 201, created.text
    game = created.json()["id"]
    tokens = {"organiser": created.json()["tokens"]["organiser"]}
    tokens.update(created.json()["tokens"]["players"])
    base = f"/v1/games/{game}"

    async def post(who: str, path: str, body: Any, expect: int = 200) -> Any:
        response = await recorder.call("POST", base + path, tokens[who], body)
        assert response.status_code == expect, response.text
        return response.json()

    for player in PLAYERS:
        await post(player, "/entropy", {"seed": player_seed(player)})
    await post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    await post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await post("ariadna", "/turns", {"player": "ariadna"})
    activated = await post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
    )
    order = activated["events"][0]["data"]["order"]
    await post(
        "tohaa", f"/orders/{order}/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))}
    )
    await post("ariadna", f"/orders/{order}/resolve", {})
    await post("ariadna", f"/orders/{order}/conclude", {})
    roll = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 2}]}
    await post("tohaa", "/rolls", roll, 201)
    for path in ("", "/state", "/events?limit=1000", "/rolls", "/verify", "/audit"):
        for who in ("organiser", "ariadna", "tohaa"):
            response = await recorder.call("GET", base + path, tokens[who])
            # The whole log waits for the end, when its Private Information is Open.
            expected = 409 if path == "/audit" else 200
            assert response.status_code == expected, response.text
    seed_early = await recorder.call("GET", base + "/seed", tokens["organiser"])
    assert_problem(seed_early, 409, "state-conflict")
    listing = await recorder.call("GET", "/v1/organiser/games", tokens["organiser"])
    assert listing.status_code == 200, listing.text
    return game, tokens, created


def table_dump(url: str) -> str:
    """Every row of every table, as text: what a stolen copy of the database shows."""
    with psycopg.connect(url) as conn:
        tables = [
            name
            for (name,) in conn.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
            ).fetchall()
        ]
        rows = []
        for table in tables:
            rows += [
                str(row) for row in conn.execute(f'SELECT t::text FROM "{table}" t').fetchall()
            ]
    return "\n".join(rows)


async def test_no_secret_in_any_response_log_or_table(
    client: Client, db_url: str, keyring: Keyring, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    recorder = Recorder(client)
    game, tokens, created = await play(recorder)
    with psycopg.connect(db_url) as conn:
        row = conn.execute(
            "SELECT sealed_seed FROM game_secrets WHERE game_id = %s", (uuid.UUID(game),)
        ).fetchone()
    assert row is not None
    seed = keyring.open_seed(uuid.UUID(game), bytes(row[0]))

    secrets = {f"token of {who}": token for who, token in tokens.items()}
    secrets.update({f"key {i}": key for i, key in enumerate(recorder.keys)})
    secrets["seed"] = seed.hex()
    for response in recorder.responses:
        if response is created:  # the one answer that issues the tokens
            continue
        shown = recorder.text_of(response)
        for what, secret in secrets.items():
            assert secret not in shown, f"{what} in {response.request.url}"
    assert not any(key in recorder.text_of(created) for key in recorder.keys)

    logs = "\n".join(record.getMessage() for record in caplog.records)
    stored = table_dump(db_url)
    for what, secret in secrets.items():
        assert secret not in logs, f"{what} in the logs"
        assert secret not in stored, f"{what} in the database"
    assert str(list(seed)) not in stored


async def test_the_seed_is_shown_once_the_game_ends(client: Client) -> None:
    recorder = Recorder(client)
    game, tokens, _ = await play(recorder)
    ended = await recorder.call("POST", f"/v1/games/{game}/end", tokens["organiser"], {})
    assert ended.status_code == 200, ended.text
    revealed = await recorder.call("GET", f"/v1/games/{game}/seed", tokens["ariadna"])
    assert revealed.status_code == 200
    assert len(bytes.fromhex(revealed.json()["seed"])) == 32


async def test_a_retried_creation_returns_the_tokens_only_to_the_keys_holder(
    client: Client,
) -> None:
    body = {"players": PLAYERS}
    key = {"Idempotency-Key": "tournament-table-7-xK4pQ9mZ2wR8"}
    first = await client.post("/v1/games", json=body, headers=key)
    again = await client.post("/v1/games", json=body, headers=key)
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert again.headers["idempotent-replayed"] == "true"

    # The key is nowhere a player can read it.
    game, token = first.json()["id"], first.json()["tokens"]["players"]["ariadna"]
    events = await client.get(
        f"/v1/games/{game}/events", headers={"Authorization": f"Bearer {token}"}
    )
    assert "tournament-table-7-xK4pQ9mZ2wR8" not in events.text
    assert "idempotency_key" not in events.text

    # Another body with the same key: refused, and nothing of the first answer comes back.
    other = await client.post("/v1/games", json={"players": ["x", "y"]}, headers=key)
    assert_problem(other, 422, "idempotency-key-reused")
    assert first.json()["tokens"]["organiser"] not in other.text

    # Another caller (an organiser) with the same key and body is another request.
    organiser = first.json()["tokens"]["organiser"]
    theirs = await client.post(
        "/v1/games", json=body, headers={**key, "Authorization": f"Bearer {organiser}"}
    )
    assert theirs.status_code == 201
    assert theirs.json()["id"] != game


async def test_a_key_is_scoped_to_its_route(client: Client) -> None:
    created = (await client.post("/v1/games", json={"players": PLAYERS})).json()
    await send_entropy(client, created)
    game, token = created["id"], created["tokens"]["players"]["ariadna"]
    headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": "same-key-on-two-routes"}
    added = await client.post(
        f"/v1/games/{game}/troopers", json=trooper("ariadna", "fennec"), headers=headers
    )
    assert added.status_code == 201
    roll = {"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}
    rolled = await client.post(f"/v1/games/{game}/rolls", json=roll, headers=headers)
    assert rolled.status_code == 201  # not a 422: another route, another record
    assert rolled.json()["version"] == added.json()["version"] + 1


async def test_an_expired_key_runs_afresh(db_url: str, keyring: Keyring) -> None:
    from datetime import timedelta  # noqa: PLC0415

    from litestar.testing import AsyncTestClient  # noqa: PLC0415

    from service.api.app import create_app  # noqa: PLC0415

    app = create_app(db_url, pool_size=2, keyring=keyring, idempotency_ttl=timedelta(0))
    async with AsyncTestClient(app=app) as short_lived:
        created = (await short_lived.post("/v1/games", json={"players": PLAYERS})).json()
        await send_entropy(short_lived, created)
        headers = {
            "Authorization": f"Bearer {created['tokens']['players']['ariadna']}",
            "Idempotency-Key": "expiring-key-0001",
        }
        path = f"/v1/games/{created['id']}/rolls"
        roll = {"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}
        first = await short_lived.post(path, json=roll, headers=headers)
        again = await short_lived.post(path, json=roll, headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.json()["version"] == first.json()["version"] + 1
    assert "idempotent-replayed" not in again.headers


def test_an_answer_that_no_longer_opens_is_a_conflict_not_a_500(keyring: Keyring) -> None:
    from service.application.games.use_case import Answer, Idempotency, KeyedIdempotency  # noqa: PLC0415
    from service.domain.errors import StateConflict  # noqa: PLC0415

    given = Idempotency(key="k", route="POST /v1/games", fingerprint="f")
    keyed = KeyedIdempotency(keyring, "POST /v1/games|anonymous", given)
    sealed = keyed.seal(Answer({"ok": True}, created=True))
    assert keyed.open(sealed).body == {"ok": True}
    tampered = sealed[:-1] + bytes([sealed[-1] ^ 1])
    for unreadable in (tampered, None):
        with pytest.raises(StateConflict, match="use a new key"):
            keyed.open(unreadable)
