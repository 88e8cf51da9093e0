"""The Tactical Phase's own rules over HTTP in a sequenced game: an Impetuous Order before the
pool, Loss of Lieutenant and its new Lieutenant, Retreat! ending the game with its Game Round
and revealing the seed. Pages (N5): https://infinitythewiki.com/Impetuous,
https://infinitythewiki.com/Loss_of_Lieutenant, https://infinitythewiki.com/Retreat_Situation.
"""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, shot, trooper

MOVE = {"skill": "move"}


async def deployed(client: Client) -> GameDriver:
    """Ariadna: a1 (Lieutenant, 50), a2 (30), a3 (Impetuous, 20); Tohaa: b1 (Lieutenant, 40),
    b2 (20), b3 (40). Ariadna wins Initiative and plays first; Tohaa deploys first."""
    driver = await GameDriver.create(client, sequence={"rounds": 3}, manual_dice=True)
    impetuous = [{"name": "Impetuous"}]
    for body in (
        trooper("ariadna", "a1", lieutenant=True, points=50),
        trooper("ariadna", "a2", points=30),
        trooper("ariadna", "a3", points=20, skills=impetuous),
        trooper("tohaa", "b1", lieutenant=True, points=40),
        trooper("tohaa", "b2", points=20),
        trooper("tohaa", "b3", points=40),
    ):
        await driver.post(body["player"], "/troopers", body, 201)
    dice = [{"player": "ariadna", "face": 12}, {"player": "tohaa", "face": 5}]
    await driver.post("ariadna", "/initiative", {"dice": dice})
    choice = {"player": "ariadna", "keep": "initiative", "first": "ariadna"}
    await driver.post("ariadna", "/initiative/choices", choice)
    await driver.post("tohaa", "/initiative/choices", {"player": "tohaa", "first": "tohaa"})
    for player, troopers in (
        ("tohaa", ["b1", "b2"]),
        ("ariadna", ["a1", "a2"]),
        ("tohaa", ["b3"]),
        ("ariadna", ["a3"]),
    ):
        await driver.post(player, "/deployment", {"player": player, "troopers": troopers})
    return driver


async def state_of(driver: GameDriver) -> Any:
    return await driver.get("organiser", "/state")


async def test_impetuous_loss_of_lieutenant_and_retreat_over_http(client: Client) -> None:
    driver = await deployed(client)
    started = await driver.post("ariadna", "/turns", {"player": "ariadna"})
    assert started["events"][0]["data"]["impetuous_orders"] == ["a3"]
    assert (await state_of(driver))["pool"]["impetuous"] == ["a3"]
    await driver.post(
        "ariadna", "/orders", {"trooper": "a3", "order_type": "impetuous", "skill": MOVE}, 201
    )
    await driver.post("ariadna", "/orders/1/resolve", {})
    await driver.post("ariadna", "/orders/1/conclude", {})
    # a2 hits b1 twice and b3 once (4, 5, 6 under BS 11); every save fails (20 against ARM 1).
    await driver.post(
        "ariadna", "/orders", {"trooper": "a2", "skill": shot(("b1", 2, 15), ("b3", 1, 15))}, 201
    )
    dice = [{"roll": "a2:bs_attack>b1", "faces": [4, 5]}, {"roll": "a2:bs_attack>b3", "faces": [6]}]
    await driver.post("ariadna", "/orders/2/resolve", {"dice": dice})
    saves = [
        {"roll": "a2:bs_attack>b1", "faces": [20, 20]},
        {"roll": "a2:bs_attack>b3", "faces": [20]},
    ]
    await driver.post("ariadna", "/orders/2/conclude", {"saves": saves})
    refused = await driver.post(
        "ariadna", "/orders", {"trooper": "a3", "order_type": "impetuous", "skill": MOVE}, 422
    )
    assert refused["code"] == "tactical-rule"
    await driver.post("ariadna", "/turns/current/end")

    # Tohaa: 20 of 100 points survive, 25 or less: Retreat!, hence Loss of Lieutenant.
    started = await driver.post("tohaa", "/turns", {"player": "tohaa"})
    assert [e["type"] for e in started["events"]] == [
        "retreat_declared",
        "loss_of_lieutenant_declared",
        "turn_started",
    ]
    shown = await state_of(driver)
    assert (shown["retreat"], shown["retreat_last_round"], shown["loss_of_lieutenant"]) == (
        ["tohaa"],
        2,
        ["tohaa"],
    )
    assert (shown["pool"]["regular"], shown["pool"]["irregular"], shown["pool"]["lieutenant"]) == (
        0,
        ["b2"],
        0,
    )
    refused = await driver.post("tohaa", "/turns/current/lieutenant", {"trooper": "b2"}, 422)
    assert refused["code"] == "tactical-rule"
    assert "Retreat!" in refused["detail"]
    # Tohaa entered Retreat! in Game Round 1's second turn: Game Round 2 is the first to start
    # with it, and its end ends the game (of 3 rounds).
    await driver.post("tohaa", "/turns/current/end")
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    await driver.post("ariadna", "/turns/current/end")
    await driver.post("tohaa", "/turns", {"player": "tohaa"})
    ended = await driver.post("tohaa", "/turns/current/end")
    assert [e["type"] for e in ended["events"]] == ["turn_ended", "game_ended"]
    assert ended["events"][1]["data"]["reason"] == "Retreat!: the end of Game Round 2"
    assert (await driver.get("organiser", "/seed"))["seed"]


async def test_a_turn_in_loss_of_lieutenant_ends_once_a_lieutenant_is_appointed(
    client: Client,
) -> None:
    driver = await deployed(client)
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    # a2's three hits (4, 5, 6) and three failed saves leave b1 Dead; 60 of 100 survive.
    await driver.post("ariadna", "/orders", {"trooper": "a2", "skill": shot(("b1", 3, 15))}, 201)
    dice = [{"roll": "a2:bs_attack>b1", "faces": [4, 5, 6]}]
    await driver.post("ariadna", "/orders/1/resolve", {"dice": dice})
    saves = [{"roll": "a2:bs_attack>b1", "faces": [20, 20, 20]}]
    await driver.post("ariadna", "/orders/1/conclude", {"saves": saves})
    await driver.post("ariadna", "/turns/current/end")
    started = await driver.post("tohaa", "/turns", {"player": "tohaa"})
    assert [e["type"] for e in started["events"]] == ["loss_of_lieutenant_declared", "turn_started"]
    refused = await driver.post("tohaa", "/turns/current/end", None, 422)
    assert refused["code"] == "tactical-rule"
    assert "b2, b3" in refused["detail"]
    refused = await driver.post("ariadna", "/turns/current/lieutenant", {"trooper": "a1"}, 403)
    appointed = await driver.post("tohaa", "/turns/current/lieutenant", {"trooper": "b3"})
    assert appointed["events"][0] == {
        **appointed["events"][0],
        "type": "lieutenant_appointed",
        "data": {"player": "tohaa", "trooper": "b3"},
    }
    assert (await state_of(driver))["loss_of_lieutenant"] == []
    ended = await driver.post("tohaa", "/turns/current/end")
    assert [e["type"] for e in ended["events"]] == ["turn_ended"]


async def test_an_army_back_above_a_quarter_leaves_retreat(client: Client) -> None:
    """Retreat! (https://infinitythewiki.com/Retreat_Situation): the survivors are counted at
    the start of each Active Turn; voiding the order that killed b1 and b3 gives Tohaa back 80
    of its 100 points, so its next Tactical Phase cancels the Retreat!."""
    driver = await deployed(client)
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    await driver.post("ariadna", "/orders", {"trooper": "a2", "skill": shot(("b1", 3, 15))}, 201)
    await driver.post(
        "ariadna", "/orders/1/resolve", {"dice": [{"roll": "a2:bs_attack>b1", "faces": [4, 5, 6]}]}
    )
    saves = [{"roll": "a2:bs_attack>b1", "faces": [20, 20, 20]}]
    await driver.post("ariadna", "/orders/1/conclude", {"saves": saves})
    await driver.post("ariadna", "/orders", {"trooper": "a1", "skill": shot(("b3", 3, 15))}, 201)
    await driver.post(
        "ariadna", "/orders/2/resolve", {"dice": [{"roll": "a1:bs_attack>b3", "faces": [6, 7, 8]}]}
    )
    saves = [{"roll": "a1:bs_attack>b3", "faces": [20, 20, 20]}]
    await driver.post("ariadna", "/orders/2/conclude", {"saves": saves})
    await driver.post("ariadna", "/turns/current/end")
    started = await driver.post("tohaa", "/turns", {"player": "tohaa"})
    assert started["events"][0]["type"] == "retreat_declared"
    await driver.post("tohaa", "/turns/current/end")

    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    await driver.post("organiser", "/orders/2/void", {"reason": "b3 was out of sight"})
    await driver.post("organiser", "/orders/1/void", {"reason": "b1 was out of range"})
    await driver.post("ariadna", "/turns/current/end")
    started = await driver.post("tohaa", "/turns", {"player": "tohaa"})
    assert [e["type"] for e in started["events"]] == ["retreat_cancelled", "turn_started"]
    shown = await state_of(driver)
    assert (shown["retreat"], shown["loss_of_lieutenant"]) == ([], [])
