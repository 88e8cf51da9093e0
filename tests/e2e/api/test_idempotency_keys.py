"""Idempotency-Key strength: a key that could be guessed replays nothing.

An anonymous creation's record is shared by every anonymous caller, so its key is all that
keeps one client from replaying another's tokens: it must be able to hold 128 random bits.
Everywhere else a key is scoped to its caller's token, and a minimum length is enough.
"""

from __future__ import annotations

import secrets
import uuid
from typing import Any

from tests.builders.http import Client, GameDriver

BODY = {"players": ["ariadna", "tohaa"]}
ROLL = {"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}


def assert_weak_key(response: Any, *rule: str) -> None:
    assert response.status_code == 400, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["code"] == "weak-idempotency-key"
    assert problem["type"].endswith("/weak-idempotency-key")
    for words in rule:
        assert words in problem["detail"], problem["detail"]
    assert "tokens" not in problem


async def events_of(game: GameDriver) -> list[str]:
    return [e["type"] for e in (await game.get("organiser", "/events"))["events"]]


async def test_a_guessed_key_on_anonymous_creation_replays_no_tokens(client: Client) -> None:
    key = {"Idempotency-Key": "create-game-1"}
    first = await client.post("/v1/games", json=BODY, headers=key)
    second = await client.post("/v1/games", json=BODY, headers=key)
    for response in (first, second):
        assert_weak_key(response, "128 bits", "22", "32")
        assert "organiser" not in response.text


async def test_a_one_character_key_is_refused_everywhere(client: Client) -> None:
    assert_weak_key(await client.post("/v1/games", json=BODY, headers={"Idempotency-Key": "k"}))
    game = await GameDriver.create(client, entropy=False)  # the roll is refused first
    organiser = game.auth("organiser")
    created = await client.post(
        "/v1/games", json=BODY, headers={**organiser, "Idempotency-Key": "k"}
    )
    assert_weak_key(created, "16")
    path = f"/v1/games/{game.game_id}/rolls"
    rolled = await client.post(
        path, json=ROLL, headers={**game.auth("ariadna"), "Idempotency-Key": "k"}
    )
    assert_weak_key(rolled, "16")
    assert await events_of(game) == ["game_created"]  # the refused roll appended nothing


async def test_keys_on_other_routes_need_sixteen_characters(client: Client) -> None:
    game = await GameDriver.create(client)
    path = f"/v1/games/{game.game_id}/rolls"
    short = {**game.auth("ariadna"), "Idempotency-Key": "roll-key-000015"}
    assert_weak_key(await client.post(path, json=ROLL, headers=short), "16")
    enough = {**game.auth("ariadna"), "Idempotency-Key": "roll-key-0000016"}
    first = await client.post(path, json=ROLL, headers=enough)
    again = await client.post(path, json=ROLL, headers=enough)
    assert (first.status_code, again.status_code) == (201, 201), again.text
    assert again.headers["idempotent-replayed"] == "true"
    assert again.json() == first.json()
    # A key scoped to an organiser's token: sixteen characters are enough on creation too.
    organiser = {**game.auth("organiser"), "Idempotency-Key": "table-7-round-02"}
    made = await client.post("/v1/games", json=BODY, headers=organiser)
    remade = await client.post("/v1/games", json=BODY, headers=organiser)
    assert (made.status_code, remade.status_code) == (201, 201), remade.text
    assert remade.json()["id"] == made.json()["id"]


async def test_anonymous_creation_takes_keys_that_hold_128_bits(client: Client) -> None:
    strong = [
        secrets.token_urlsafe(16),  # 22 base64url characters: 132 bits
        secrets.token_hex(16),  # 32 hex digits: 128 bits
        str(uuid.uuid4()),  # 32 hex digits and hyphens
        secrets.token_urlsafe(16).replace("-", "+").replace("_", "/") + "==",  # plain base64
    ]
    for key in strong:
        first = await client.post("/v1/games", json=BODY, headers={"Idempotency-Key": key})
        again = await client.post("/v1/games", json=BODY, headers={"Idempotency-Key": key})
        assert (first.status_code, again.status_code) == (201, 201), (key, again.text)
        assert again.headers["idempotent-replayed"] == "true"
        assert again.json()["tokens"] == first.json()["tokens"]


async def test_anonymous_creation_refuses_keys_too_weak_to_hold_128_bits(client: Client) -> None:
    weak = [
        secrets.token_urlsafe(16)[:21],  # 21 base64url characters: 126 bits
        secrets.token_hex(16)[:31],  # 31 hex digits: 124 bits
        secrets.token_hex(11),  # 22 characters, but hex: 88 bits
        "a" * 40,  # one character over and over
        "0" * 8 + "-0000-4000-8000-" + "0" * 12,  # a UUID of zeros
        "create.game.1.create.game.1",  # outside the base64 alphabets
        "create game 1 create game 1",
    ]
    for key in weak:
        response = await client.post("/v1/games", json=BODY, headers={"Idempotency-Key": key})
        assert_weak_key(response, "128 bits")


def test_the_spec_documents_the_minimum_and_the_anonymous_rule(client: Client) -> None:
    spec = client.app.openapi_schema.to_schema()
    headers = [
        parameter
        for path in spec["paths"].values()
        for operation in path.values()
        if isinstance(operation, dict)
        for parameter in operation.get("parameters", [])
        if parameter["name"] == "Idempotency-Key"
    ]
    assert len(headers) > 10
    for header in headers:
        assert header["schema"]["minLength"] == 16
        assert "128 bits" in header["description"]
