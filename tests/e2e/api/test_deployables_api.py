"""Mines played through the API: Place Deployable in ARO, the marker shown in /state with its
uses, the trigger as the mine's own ARO, a failed Dodge at -3, the save with the mine's
ammunition, the replay; bad placements and triggers are 422 problems with their own codes."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, assert_problem, trooper

MINE_AT_COSSACK = "senku-m:deployable:m1>cossack"
PLACE = {"skill": "place_deployable", "weapon": "ap_mines", "deployable": "m1"}


async def mined(client: Client) -> GameDriver:
    """Order 1: senku-m places AP Mines in ARO to the Fennec's Move."""
    game = await GameDriver.create(client, manual_dice=True)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("ariadna", "/troopers", trooper("ariadna", "cossack"), 201)
    minelayer = trooper("tohaa", "senku-m", weapons=[{"slug": "combi_rifle"}, {"slug": "ap_mines"}])
    await game.post("tohaa", "/troopers", minelayer, 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post("ariadna", "/orders", {"trooper": "fennec", "skill": {"skill": "move"}}, 201)
    await game.post("tohaa", "/orders/1/aros", {"trooper": "senku-m", "skill": PLACE})
    resolved = await game.post("ariadna", "/orders/1/resolve", {})
    assert [e["type"] for e in resolved["events"]] == ["resolution_began", "deployable_placed"]
    await game.post("ariadna", "/orders/1/conclude", {})
    return game


async def triggered_mine(client: Client) -> GameDriver:
    """Order 2: the Cossack moves into the mine, which triggers; its Dodge at -3 fails."""
    game = await mined(client)
    await game.post("ariadna", "/orders", {"trooper": "cossack", "skill": {"skill": "move"}}, 201)
    trigger = {"deployable": "m1", "targets": ["cossack"]}
    await game.post("tohaa", "/orders/2/triggers", trigger)
    await game.post("ariadna", "/orders/2/second-skill", {"skill": {"skill": "dodge"}})
    dodge = {"dice": [{"roll": "cossack:dodge", "faces": [8]}]}
    await game.post("ariadna", "/orders/2/resolve", dodge)
    saves = {"saves": [{"roll": MINE_AT_COSSACK, "faces": [15]}]}
    await game.post("ariadna", "/orders/2/conclude", saves)
    return game


async def test_a_mine_placed_shown_triggered_dodged_at_minus_3_and_saved(client: Client) -> None:
    game = await mined(client)
    state = await game.get("ariadna", "/state")
    assert state["deployables"] == [
        {
            "deployable": "m1",
            "trooper": "senku-m",
            "player": "tohaa",
            "weapon": "ap_mines",
            "name": "AP Mines",
            "order": 1,
            "uses_left": 2,
        }
    ]

    await game.post("ariadna", "/orders", {"trooper": "cossack", "skill": {"skill": "move"}}, 201)
    trigger = {"deployable": "m1", "targets": ["cossack"]}
    triggered = await game.post("tohaa", "/orders/2/triggers", trigger)
    assert [e["type"] for e in triggered["events"]] == ["deployable_triggered"]
    assert (await game.get("ariadna", "/state"))["deployables"] == []
    await game.post("ariadna", "/orders/2/second-skill", {"skill": {"skill": "dodge"}})
    # The Cossack's Dodge: PH 10 - 3 against a Deployable weapon, so 8 fails.
    resolved = await game.post(
        "ariadna", "/orders/2/resolve", {"dice": [{"roll": "cossack:dodge", "faces": [8]}]}
    )
    (roll,) = (e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made")
    assert roll["sides"][0]["success_value"] == 7
    (attack,) = (e["data"] for e in resolved["events"] if e["type"] == "deployable_attack_resolved")
    assert [(a["trooper"], a["reaction"], a["dodged"], a["hits"]) for a in attack["affected"]] == [
        ("cossack", "dodge", False, 1)
    ]
    # AP: ARM 1 halved, rounded up, + PS 7 = 8; 15 fails.
    concluded = await game.post(
        "ariadna", "/orders/2/conclude", {"saves": [{"roll": MINE_AT_COSSACK, "faces": [15]}]}
    )
    (save,) = (e["data"] for e in concluded["events"] if e["type"] == "saving_rolls_made")
    assert (save["weapon"], save["ammo"], save["success_value"], save["wounds"]) == (
        "AP Mines",
        ["AP"],
        8,
        1,
    )
    order: Any = await game.get("tohaa", "/orders/2")
    assert order["triggers"][0]["deployable"] == "m1"
    assert order["deployable_attacks"][0]["affected"][0]["hits"] == 1

    replay: Any = await game.get("tohaa", "/orders/2/replay")
    assert replay["matches_record"] is True
    kinds = [step["kind"] for step in replay["steps"]]
    assert "deployable_triggered" in kinds
    assert "deployable_attack" in kinds
    text = await client.get(
        f"/v1/games/{game.game_id}/orders/2/replay",
        headers={**game.auth("ariadna"), "Accept": "text/plain"},
    )
    assert "Senku M's AP Mines 'm1' attacks as a Direct Template: no roll to hit." in text.text

    again = await client.post(
        f"/v1/games/{game.game_id}/orders/3/triggers",
        json=trigger,
        headers=game.auth("tohaa"),
    )
    assert_problem(again, 409, "state-conflict")


async def _problem(client: Client, game: GameDriver, who: str, path: str, body: Any) -> Any:
    before = await game.get("organiser", "/state")
    answer = await client.post(f"/v1/games/{game.game_id}{path}", json=body, headers=game.auth(who))
    assert answer.status_code == 422, answer.text
    assert answer.headers["content-type"].startswith("application/problem+json")
    assert (await game.get("organiser", "/state"))["version"] == before["version"]
    return answer.json()


async def test_bad_placements_and_triggers_are_422_problems_with_their_codes(
    client: Client,
) -> None:
    game = await mined(client)
    await game.post("ariadna", "/orders", {"trooper": "cossack", "skill": {"skill": "move"}}, 201)
    aro = "/orders/2/aros"
    trigger = "/orders/2/triggers"
    cases = [
        (aro, {"trooper": "senku-m", "skill": PLACE}, "invalid-deployable"),
        (
            aro,
            {"trooper": "senku-m", "skill": {**PLACE, "weapon": "combi_rifle"}},
            "invalid-deployable",
        ),
        (trigger, {"deployable": "m9", "targets": ["cossack"]}, "invalid-trigger"),
        (trigger, {"deployable": "m1", "targets": ["senku-m"]}, "invalid-trigger"),
        (trigger, {"deployable": "m1", "targets": ["fennec"]}, "invalid-trigger"),
        (trigger, {"deployable": "m1", "targets": []}, "invalid-body"),
        (trigger, {"deployable": "m:1", "targets": ["cossack"]}, "invalid-body"),
    ]
    for path, body, code in cases:
        problem = await _problem(client, game, "tohaa", path, body)
        assert problem["code"] == code, (body, problem)
        assert problem["type"].endswith(code)
