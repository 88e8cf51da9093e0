"""Games over HTTP: creation, tokens, free-standing rolls, idempotency, If-Match, the log."""

from __future__ import annotations

import re
import uuid

import psycopg
import pytest

from service.domain.dice import derive_faces, seed_commitment
from service.keyring import Keyring
from tests.builders.http import Client, GameDriver, assert_problem


async def test_create_game_contract(client: Client) -> None:
    body = {"edition": "CodeOne", "players": ["ariadna", "tohaa"], "client_seed": "table 7"}
    response = await client.post("/v1/games", json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert response.headers["location"] == f"/v1/games/{created['id']}"
    assert uuid.UUID(created["id"])
    assert created["edition"] == "CodeOne"
    assert re.fullmatch(r"[0-9a-f]{64}", created["seed_commitment"])
    assert set(created["tokens"]["players"]) == {"ariadna", "tohaa"}
    tokens = [created["tokens"]["organiser"], *created["tokens"]["players"].values()]
    assert len(set(tokens)) == 3
    assert "seed" not in created


async def test_every_token_reads_the_game_and_nobody_else(client: Client) -> None:
    game = await GameDriver.create(client)
    for who in ("organiser", "ariadna", "tohaa"):
        summary = await game.get(who, "")
        assert summary["players"] == ["ariadna", "tohaa"]
    other = await GameDriver.create(client)
    path = f"/v1/games/{game.game_id}"
    assert (await client.get(path)).status_code == 401
    assert (await client.get(path, headers={"Authorization": "Bearer nope"})).status_code == 401
    # Another game's token is told nothing of this game, not even that it exists.
    assert (await client.get(path, headers=other.auth("organiser"))).status_code == 404
    missing = await client.get(f"/v1/games/{uuid.uuid4()}", headers=game.auth("organiser"))
    assert_problem(missing, 404, "not-found")
    assert missing.headers["content-type"].startswith("application/problem+json")


INVALID = "invalid-command"
"""A body the schema takes but a rule of the game refuses."""


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"players": []}, "invalid-body"),
        ({"players": ["a", "a"]}, "invalid-name"),
        ({"players": ["a"], "edition": "N4"}, "invalid-body"),
        ({"players": [""]}, "invalid-body"),
        ({"players": "ariadna"}, "invalid-body"),
    ],
)
async def test_bad_game_bodies_are_refused(client: Client, body: object, code: str) -> None:
    response = await client.post("/v1/games", json=body)
    assert_problem(response, 422, code)


async def test_free_roll_with_entered_dice_is_the_seed_face_off(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    body = {
        "kind": "face_to_face",
        "sides": [
            {
                "name": "Fennec",
                "attribute": 12,
                "mods": [{"value": 3, "source": "range"}, {"value": -3, "source": "cover"}],
                "burst": 2,
                "dice": [4, 9],
            },
            {
                "name": "Senku A",
                "attribute": 11,
                "mods": [{"value": 3, "source": "range"}, {"value": -3, "source": "cover"}],
                "burst": 1,
                "dice": [5],
            },
        ],
    }
    response = await client.post(
        f"/v1/games/{game.game_id}/rolls", json=body, headers=game.auth("ariadna")
    )
    assert response.status_code == 201, response.text
    roll = response.json()
    assert response.headers["location"] == f"/v1/games/{game.game_id}/rolls/{roll['version']}"
    assert roll["kind"] == "face_to_face"
    assert roll["winner"] == "Fennec"
    fennec, senku = roll["sides"]
    assert (fennec["success_value"], fennec["mod_total"]) == (12, 0)
    assert [
        (d["face"], d["value"], d["success"], d["critical"], d["cancelled"], d["cancelled_by"])
        for d in fennec["dice"]
    ] == [(4, 4, True, False, True, 0), (9, 9, True, False, False, None)]
    assert [(d["face"], d["cancelled"], d["cancelled_by"]) for d in senku["dice"]] == [(5, True, 1)]
    assert (fennec["hits"], fennec["criticals"], senku["hits"], senku["criticals"]) == (1, 0, 0, 0)
    stored = await game.get("tohaa", f"/rolls/{roll['version']}")
    assert stored["winner"] == "Fennec"


async def test_server_dice_follow_dice_v1(client: Client, db_url: str, keyring: Keyring) -> None:
    game = await GameDriver.create(client, client_seed="kitchen table", dice="dice-v1")
    roll = await game.post(
        "tohaa",
        "/rolls",
        {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]},
        expect=201,
    )
    with psycopg.connect(db_url) as conn:
        row = conn.execute(
            "SELECT sealed_seed FROM game_secrets WHERE game_id = %s", (game.game_id,)
        ).fetchone()
    assert row is not None
    seed = keyring.open_seed(uuid.UUID(game.game_id), bytes(row[0]))
    assert seed not in bytes(row[0])  # sealed, not stored in plain
    assert seed_commitment(seed) == game.seed_commitment
    faces = derive_faces(seed, uuid.UUID(game.game_id), "kitchen table", roll["version"], 3)
    assert [d["face"] for d in roll["sides"][0]["dice"]] == list(faces)
    assert roll["draws"] == list(faces)
    events = await game.get("organiser", f"/events?after={roll['version'] - 1}&limit=1")
    assert events["events"][0]["data"]["draws"] == list(faces)
    # The seed never leaves the server while the game runs.
    everything = str(await game.get("organiser", "/events")) + str(await game.get("ariadna", ""))
    assert seed.hex() not in everything


@pytest.mark.parametrize(
    ("side", "why", "code"),
    [
        ({"name": "a", "attribute": 11, "burst": 2, "dice": [3]}, "exactly the Burst", INVALID),
        ({"name": "a", "attribute": 11, "burst": 1, "dice": [21]}, "1..20", "invalid-body"),
        ({"name": "a", "attribute": 11, "burst": 1, "dice": [0]}, "1..20", "invalid-body"),
        (
            {
                "name": "a",
                "attribute": 3,
                "mods": [{"value": -6, "source": "range"}],
                "burst": 1,
                "dice": [2],
            },
            "below 1",
            INVALID,
        ),
    ],
)
async def test_bad_entered_dice_are_refused_and_append_nothing(
    client: Client, side: object, why: str, code: str
) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    before = (await game.get("organiser", ""))["version"]
    response = await client.post(
        f"/v1/games/{game.game_id}/rolls",
        json={"kind": "normal", "sides": [side]},
        headers=game.auth("ariadna"),
    )
    assert_problem(response, 422, code)
    assert (await game.get("organiser", ""))["version"] == before


async def test_entered_dice_need_a_manual_dice_game(client: Client) -> None:
    game = await GameDriver.create(client)
    before = await game.version()
    response = await client.post(
        f"/v1/games/{game.game_id}/rolls",
        json={"kind": "normal", "sides": [{"name": "a", "attribute": 11, "dice": [3]}]},
        headers=game.auth("ariadna"),
    )
    assert_problem(response, 422, INVALID)
    assert "does not take manual dice" in response.json()["detail"]
    assert await game.version() == before


async def test_idempotent_retry_returns_the_first_answer_and_never_rolls_again(
    client: Client,
) -> None:
    game = await GameDriver.create(client)
    body = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}
    headers = {**game.auth("tohaa"), "Idempotency-Key": "roll-1-of-tohaa-turn-3"}
    path = f"/v1/games/{game.game_id}/rolls"
    first = await client.post(path, json=body, headers=headers)
    again = await client.post(path, json=body, headers=headers)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.json() == first.json()
    assert again.headers["location"] == first.headers["location"]
    log = await game.get("organiser", "/events")
    # The game's opening (its creation, each player's seed for dice-v2), then one roll only.
    opening = ["game_created", "entropy_contributed", "entropy_contributed"]
    assert [e["type"] for e in log["events"]] == [*opening, "roll_made"]
    changed = await client.post(path, json={**body, "label": "other"}, headers=headers)
    assert_problem(changed, 422, "idempotency-key-reused")
    assert "roll-1-of-tohaa-turn-3" not in changed.text
    # Another player's identical key is another request.
    other = await client.post(
        path,
        json=body,
        headers={**game.auth("ariadna"), "Idempotency-Key": "roll-1-of-tohaa-turn-3"},
    )
    assert other.status_code == 201
    assert other.json()["version"] == first.json()["version"] + 1


async def test_idempotent_game_creation(client: Client) -> None:
    body = {"players": ["ariadna", "tohaa"]}
    first = await client.post(
        "/v1/games", json=body, headers={"Idempotency-Key": "game-1-nB7xQ2mK9pL4sT6vW"}
    )
    again = await client.post(
        "/v1/games", json=body, headers={"Idempotency-Key": "game-1-nB7xQ2mK9pL4sT6vW"}
    )
    assert first.json() == again.json()
    assert first.status_code == again.status_code == 201


async def test_if_match_and_etag(client: Client) -> None:
    game = await GameDriver.create(client)
    summary = await client.get(f"/v1/games/{game.game_id}", headers=game.auth("ariadna"))
    etag = summary.headers["etag"]
    assert etag == f'"{summary.json()["version"]}"'
    body = {"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}
    path = f"/v1/games/{game.game_id}/rolls"
    ok = await client.post(path, json=body, headers={**game.auth("ariadna"), "If-Match": etag})
    assert ok.status_code == 201
    assert ok.headers["etag"] == f'"{ok.json()["version"]}"'
    stale = await client.post(path, json=body, headers={**game.auth("ariadna"), "If-Match": etag})
    assert_problem(stale, 412, "precondition-failed")
    assert stale.json()["current_version"] == ok.json()["version"]
    bad = await client.post(path, json=body, headers={**game.auth("ariadna"), "If-Match": "x"})
    assert_problem(bad, 422, INVALID)


async def test_event_listing_pages_through_the_log(client: Client) -> None:
    game = await GameDriver.create(client)
    for _ in range(4):
        await game.post(
            "ariadna", "/rolls", {"kind": "normal", "sides": [{"name": "a", "attribute": 9}]}, 201
        )
    first = await game.get("tohaa", "/events?limit=2")
    assert [e["version"] for e in first["events"]] == [1, 2]
    assert first["next_after"] == 2
    rest = await game.get("tohaa", f"/events?after={first['next_after']}&limit=10")
    # Creation, two players' seeds and four rolls.
    assert [e["version"] for e in rest["events"]] == [3, 4, 5, 6, 7]
    assert rest["next_after"] is None
    assert rest["events"][0]["prev_hash"] == first["events"][1]["hash"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", rest["events"][0]["recorded_at"])
    bad = await client.get(f"/v1/games/{game.game_id}/events?limit=0", headers=game.auth("tohaa"))
    assert_problem(bad, 400, "malformed-request")


@pytest.mark.parametrize("burst", [0, 7])
async def test_a_burst_outside_1_to_6_is_refused_by_the_rules(client: Client, burst: int) -> None:
    game = await GameDriver.create(client)
    response = await client.post(
        f"/v1/games/{game.game_id}/rolls",
        json={"kind": "normal", "sides": [{"name": "a", "attribute": 11, "burst": burst}]},
        headers=game.auth("ariadna"),
    )
    assert_problem(response, 422, INVALID)
    assert "Burst" in response.json()["detail"]


async def test_text_with_a_nul_character_is_refused_not_a_crash(client: Client) -> None:
    response = await client.post(
        "/v1/games", json={"players": ["ariadna", "tohaa"], "client_seed": "a\u0000b"}
    )
    assert_problem(response, 422, INVALID)
    assert "NUL" in response.json()["detail"]
    game = await GameDriver.create(client)
    opened = (await game.get("organiser", ""))["version"]
    roll = await client.post(
        f"/v1/games/{game.game_id}/rolls",
        json={"kind": "normal", "label": "\u0000", "sides": [{"name": "a", "attribute": 9}]},
        headers=game.auth("ariadna"),
    )
    assert_problem(roll, 422, "invalid-name")
    assert (await game.get("organiser", ""))["version"] == opened
