"""A new game records the current weapon catalogue revision and plays with its profiles."""

from __future__ import annotations

from service.rules.catalogue import CATALOGUE_REVISION
from tests.builders.http import Client, GameDriver, trooper

MK12_AT_A = "fennec:bs_attack>senku-a"


async def test_a_new_game_plays_the_current_catalogue(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    events = (await game.get("organiser", "/events"))["events"]
    created = next(e for e in events if e["type"] == "game_created")
    assert created["data"]["catalogue_revision"] == CATALOGUE_REVISION == 5

    # Revision 1 had a Light Grenade Launcher; the current catalogue does not.
    refused = await client.post(
        f"/v1/games/{game.game_id}/troopers",
        json=trooper("ariadna", "grenadier", weapons=[{"slug": "light_grenade_launcher"}]),
        headers=game.auth("ariadna"),
    )
    assert refused.status_code == 422, refused.text
    problem = refused.json()
    assert (problem["code"], problem["type"].rsplit("/", 1)[-1]) == (
        "not-in-catalogue",
        "not-in-catalogue",
    )
    assert "light_grenade_launcher" in problem["detail"]

    await game.post(
        "ariadna", "/troopers", trooper("ariadna", "fennec", weapons=[{"slug": "mk12"}]), 201
    )
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    mk12 = {
        "skill": "bs_attack",
        "weapon": "mk12",
        "targets": [{"trooper": "senku-a", "burst": 3, "distance": 10, "partial_cover": False}],
    }
    await game.post("ariadna", "/orders", {"trooper": "fennec", "skill": mk12}, 201)
    hits = [{"roll": MK12_AT_A, "faces": [2, 3, 4]}]
    await game.post("ariadna", "/orders/1/resolve", {"dice": hits})
    saves = [{"roll": MK12_AT_A, "faces": [18, 19, 20]}]
    concluded = await game.post("ariadna", "/orders/1/conclude", {"saves": saves})
    (made,) = (e["data"] for e in concluded["events"] if e["type"] == "saving_rolls_made")
    # N5's Mk12 is PS 5 (revision 1 had PS 6): ARM 1 + PS 5.
    assert (made["weapon"], made["ps"], made["success_value"]) == ("Mk12", 5, 6)
