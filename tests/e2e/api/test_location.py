"""Every route that creates (201) sends a Location that GETs what it created."""

from __future__ import annotations

import json
from typing import Any

import httpx

from service.api.openapi_export import render_openapi
from tests.builders.http import Client, GameDriver, send_entropy, trooper


def _creating_operations() -> set[str]:
    schema = json.loads(render_openapi())
    return {
        op["operationId"]
        for item in schema["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and "201" in op.get("responses", {})
    }


async def _fetched(client: Client, created: httpx.Response, game: GameDriver) -> Any:
    assert created.status_code == 201, created.text
    location = created.headers["location"]
    fetched = await client.get(location, headers=game.auth("organiser"))
    assert fetched.status_code == 200, (location, fetched.text)
    return fetched.json()


async def _followed(client: Client, created: httpx.Response, headers: dict[str, str]) -> Any:
    assert created.status_code == 201, created.text
    fetched = await client.get(created.headers["location"], headers=headers)
    assert fetched.status_code == 200, (created.headers["location"], fetched.text)
    return fetched.json()


async def test_every_created_resource_is_where_location_says(client: Client) -> None:
    checked: set[str] = set()

    created = await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
    body = created.json()
    await send_entropy(client, body)
    tokens = {"organiser": body["tokens"]["organiser"], **body["tokens"]["players"]}
    game = GameDriver(client, body["id"], tokens, body["seed_commitment"])
    game_view = await _fetched(client, created, game)
    assert (game_view["id"], game_view["players"]) == (body["id"], ["ariadna", "tohaa"])
    checked.add("create_game")

    base = f"/v1/games/{game.game_id}"
    added = await client.post(
        f"{base}/troopers", json=trooper("ariadna", "fennec", bs=12), headers=game.auth("ariadna")
    )
    fennec = await _fetched(client, added, game)
    assert (fennec["trooper_id"], fennec["player"], fennec["profile"]["bs"]) == (
        "fennec",
        "ariadna",
        12,
    )
    checked.add("add_trooper")

    await game.post("ariadna", "/turns", {"player": "ariadna"})
    activated = await client.post(
        f"{base}/orders",
        json={"trooper": "fennec", "skill": {"skill": "move"}},
        headers=game.auth("ariadna"),
    )
    order = await _fetched(client, activated, game)
    number = activated.json()["events"][0]["data"]["order"]
    assert (order["number"], order["status"], order["trooper"]) == (number, "open", "fennec")
    checked.add("activate_trooper")

    rolled = await client.post(
        f"{base}/rolls",
        json={"kind": "normal", "sides": [{"name": "Fennec", "attribute": 12}]},
        headers=game.auth("tohaa"),
    )
    roll = await _fetched(client, rolled, game)
    assert (roll["version"], roll["type"], roll["status"]) == (
        rolled.json()["version"],
        "roll_made",
        "final",
    )
    checked.add("create_roll")

    # A free roll whose other side waited for its player is made, and found, by their confirmation.
    confirming = await GameDriver.create(client, manual_dice=True, manual_dice_confirmation=True)
    sides = [
        {"name": "Fennec", "attribute": 12, "dice": [5], "player": "ariadna"},
        {"name": "Senku", "attribute": 11, "dice": [9], "player": "tohaa"},
    ]
    await confirming.post("ariadna", "/rolls", {"kind": "face_to_face", "sides": sides})
    confirmed = await client.post(
        f"/v1/games/{confirming.game_id}/rolls/confirm", json={}, headers=confirming.auth("tohaa")
    )
    made = await _fetched(client, confirmed, confirming)
    assert (made["version"], made["type"], made["status"]) == (
        confirmed.json()["version"],
        "roll_made",
        "final",
    )
    checked.add("confirm_roll")

    # A tournament, a player registered in it and a round paired: each where Location says.
    made = await client.post(
        "/v1/tournaments", json={"name": "Open", "rounds": 1, "scenarios": [{"name": "Supplies"}]}
    )
    organiser = {"Authorization": f"Bearer {made.json()['organiser_token']}"}
    tournament = await _followed(client, made, organiser)
    assert (tournament["id"], tournament["name"]) == (made.json()["id"], "Open")
    checked.add("create_tournament")
    base_t = f"/v1/tournaments/{tournament['id']}"
    for name in ("ana", "bo"):
        registered = await client.post(
            f"{base_t}/players", json={"player": name, "faction": "Nomads"}, headers=organiser
        )
        found = await _followed(client, registered, organiser)
        assert name in [p["name"] for p in found["players"]]
    checked.add("register_player")
    paired = await client.post(f"{base_t}/rounds", json={}, headers=organiser)
    round_one = await _followed(client, paired, organiser)
    assert (round_one["round"], len(round_one["tables"])) == (1, 1)
    checked.add("pair_round")

    # An import needs a second instance to come from: its Location is followed in
    # tests/e2e/deploy/test_import.py::test_the_organiser_route_imports_and_refuses_a_changed_byte.
    checked.add("import_game")
    assert checked == _creating_operations()
