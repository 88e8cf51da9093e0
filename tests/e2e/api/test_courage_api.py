"""Conclude takes the Courage choice; it is answered and stored as its own event."""

from __future__ import annotations

from tests.builders.http import Client, GameDriver, shot, trooper


async def test_courage_is_chosen_when_concluding(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    brave = trooper("tohaa", "senku-a", skills=[{"name": "Courage"}])
    brave["profile"]["vita"] = 2
    await game.post("tohaa", "/troopers", brave, 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
    )
    entered = [{"roll": "fennec:bs_attack>senku-a", "faces": [4, 20, 20]}]
    await game.post("ariadna", "/orders/1/resolve", {"dice": entered})
    saves = [{"roll": "fennec:bs_attack>senku-a", "faces": [1]}]
    concluded = await game.post(
        "ariadna", "/orders/1/conclude", {"saves": saves, "courage": ["senku-a"]}
    )
    types = [e["type"] for e in concluded["events"]]
    assert "guts_roll_waived" in types
    assert "guts_roll_made" not in types
    waived = next(e for e in concluded["events"] if e["type"] == "guts_roll_waived")
    assert waived["data"] == {"order": 1, "trooper": "senku-a", "skill": "Courage"}
