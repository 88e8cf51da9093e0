"""The odds a recorded roll had: the rules engine's figures for the sides as recorded."""

from __future__ import annotations

from tests.builders.http import Client, GameDriver, assert_problem, trooper


async def test_a_free_rolls_odds_are_those_of_its_sides_as_recorded(client: Client) -> None:
    game = await GameDriver.create(client)
    roll = {
        "kind": "face_to_face",
        "sides": [
            {
                "name": "Fennec",
                "attribute": 12,
                "burst": 3,
                "mods": [{"value": 3, "source": "range", "note": "8-16"}],
            },
            {"name": "Senku", "attribute": 11, "burst": 1},
        ],
    }
    made = await game.post("tohaa", "/rolls", roll, 201)
    recorded = await game.get("ariadna", f"/rolls/{made['version']}/odds")
    asked = await client.post("/v1/odds", json=roll)
    assert asked.status_code == 200, asked.text
    assert recorded == asked.json()
    assert recorded["sides"][0]["success_value"] == 15
    assert 0 < recorded["sides"][0]["win"] < 1


async def test_an_order_rolls_odds_and_what_has_none(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post(
        "ariadna",
        "/orders",
        {"trooper": "fennec", "skill": {"skill": "roll", "attribute": "WIP", "label": "hack"}},
        201,
    )
    resolved = await game.post("ariadna", "/orders/1/resolve", {})
    version = next(e["version"] for e in resolved["events"] if e["type"] == "order_roll_made")
    odds = await game.get("tohaa", f"/rolls/{version}/odds")
    assert odds["kind"] == "normal"
    assert [s["success_value"] for s in odds["sides"]] == [13]
    assert odds["sides"][0]["win"] == 13 / 20
    not_a_roll = await client.get(
        f"/v1/games/{game.game_id}/rolls/1/odds", headers=game.auth("tohaa")
    )
    assert_problem(not_a_roll, 404, "not-found")
    assert not_a_roll.headers["content-type"].startswith("application/problem+json")
    unauthorised = await client.get(f"/v1/games/{game.game_id}/rolls/{version}/odds")
    assert_problem(unauthorised, 401, "unauthorized")
