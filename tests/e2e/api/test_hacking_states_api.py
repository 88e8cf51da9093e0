"""Hacking through the API, end to end: Unit Types refused by a program (422 not-hackable), a
Firewall in the roll and the saves, and a Possessed trooper handed to the possessing player,
read back from the stored order state."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, shot, trooper

AT_TAG = "hacker:comms_attack>tag"


def total_control(target: str, **extra: Any) -> Any:
    return {
        "skill": "comms_attack",
        "program": "total_control",
        "targets": [{"trooper": target, "burst": 1, **extra}],
    }


async def _game(client: Client) -> GameDriver:
    game = await GameDriver.create(client, manual_dice=True)
    await game.post(
        "ariadna", "/troopers", trooper("ariadna", "hacker", skills=[{"name": "hacker"}]), 201
    )
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    tag = trooper("tohaa", "tag", unit_type="TAG")
    tag["profile"]["bts"] = 3
    await game.post("tohaa", "/troopers", tag, 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku", unit_type="LI"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    return game


async def test_hacking_a_tag_through_a_firewall_and_playing_it_possessed(client: Client) -> None:
    game = await _game(client)
    state = await game.get("tohaa", "/state")
    assert {t["trooper_id"]: t.get("unit_type") for t in state["troopers"]} == {
        "hacker": None,
        "fennec": None,
        "tag": "TAG",
        "senku": "LI",
    }

    refused = await client.post(
        f"/v1/games/{game.game_id}/orders",
        json={"trooper": "hacker", "skill": total_control("senku")},
        headers=game.auth("ariadna"),
    )
    assert refused.status_code == 422, refused.text
    assert refused.json()["code"] == "not-hackable"
    assert refused.json()["type"].endswith("/not-hackable")

    activated = await game.post(
        "ariadna", "/orders", {"trooper": "hacker", "skill": total_control("tag", firewall=-3)}, 201
    )
    order = activated["events"][0]["data"]["order"]
    resolved = await game.post(
        "ariadna", f"/orders/{order}/resolve", {"dice": [{"roll": AT_TAG, "faces": [9]}]}
    )
    (roll,) = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    (side,) = roll["sides"]
    assert side["mods"] == [
        {"value": 0, "source": "equipment", "note": "Total Control"},
        {"value": -3, "source": "equipment", "note": "Firewall"},
    ]
    assert side["success_value"] == 10
    concluded = await game.post(
        "ariadna", f"/orders/{order}/conclude", {"saves": [{"roll": AT_TAG, "faces": [11]}]}
    )
    saves = next(e["data"] for e in concluded["events"] if e["type"] == "saving_rolls_made")
    assert saves["success_value"] == 3 + 4 + 3  # BTS + PS + the Firewall's +3
    assert saves["save_mods"] == [{"value": 3, "source": "equipment", "note": "Firewall"}]
    assert any(e["type"] == "trooper_state_entered" for e in concluded["events"])

    state = await game.get("tohaa", "/state")
    tag = next(t for t in state["troopers"] if t["trooper_id"] == "tag")
    assert (tag["states"], tag["controlled_by"]) == (["possessed"], "ariadna")
    assert state["held_states"] == [
        {
            "trooper": "tag",
            "state": "possessed",
            "order": order,
            "by": "ariadna",
            "hacker": "hacker",
        }
    ]
    replay = await game.get("tohaa", f"/orders/{order}/replay")
    assert replay["matches_record"] is True
    (saving,) = [s for s in replay["steps"] if s["kind"] == "saving_rolls"]
    assert saving["save_mods"] == [{"value": 3, "source": "equipment", "note": "Firewall"}]
    text = await client.get(
        f"/v1/games/{game.game_id}/orders/{order}/replay",
        headers={**game.auth("tohaa"), "Accept": "text/plain"},
    )
    assert text.status_code == 200
    assert "at BTS + PS 4 (+3 Firewall), SV 10" in text.text, text.text

    # The next command starts from the stored order state: the TAG is Ariadna's to activate,
    # and it shoots the Senku of its own side.
    second = await game.post(
        "ariadna", "/orders", {"trooper": "tag", "skill": shot(("senku", 3, 10))}, 201
    )
    assert second["events"][0]["data"]["trooper"] == "tag"
    owner = await client.post(
        f"/v1/games/{game.game_id}/orders/{order + 1}/aros",
        json={"trooper": "tag", "skill": {"skill": "idle"}},
        headers=game.auth("tohaa"),
    )
    assert owner.status_code == 403, owner.text  # the TAG is not Tohaa's to give orders to
    await game.post(
        "ariadna",
        f"/orders/{order + 1}/resolve",
        {"dice": [{"roll": "tag:bs_attack>senku", "faces": [20, 20, 20]}]},
    )
    replay = await game.get("tohaa", f"/orders/{order + 1}/replay")
    assert replay["player"] == "ariadna"
    assert replay["matches_record"] is True
    # Every command re-decided offline gives the same events: the checks of `verify` pass.
    assert (await game.get("organiser", "/verify"))["ok"] is True
