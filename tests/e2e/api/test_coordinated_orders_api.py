"""Coordinated Orders over HTTP: POST .../orders with `coordinated` names up to three more
Troopers beside the Spearhead (`trooper`); one Command Token and one Regular Order are spent,
/state shows the participants of the open order, an ARO may target any of them, and a refused
Coordinated Order is a 422 naming the rule. Page (N5):
https://infinitythewiki.com/Coordinated_Orders."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client, GameDriver, shot, trooper


async def squad(client: Client) -> GameDriver:
    """Ariadna: line-1 to line-5 Regular in Combat Group 1, scout in group 2; Tohaa: senku and
    kerail. Ariadna's turn is running."""
    driver = await GameDriver.create(client, manual_dice=False)
    for n in range(1, 6):
        body = trooper("ariadna", f"line-{n}", combat_group=1)
        await driver.post("ariadna", "/troopers", body, 201)
    await driver.post("ariadna", "/troopers", trooper("ariadna", "scout", combat_group=2), 201)
    for tohaa in ("senku", "kerail"):
        await driver.post("tohaa", "/troopers", trooper("tohaa", tohaa, combat_group=1), 201)
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    return driver


def order(spearhead: str, *others: str, skill: Any = None) -> dict[str, Any]:
    return {"trooper": spearhead, "skill": skill or {"skill": "move"}, "coordinated": list(others)}


async def test_a_coordinated_order_spends_a_token_and_one_order(client: Client) -> None:
    driver = await squad(client)
    activated = await driver.post("ariadna", "/orders", order("line-1", "line-2", "line-3"), 201)
    token, activation = activated["events"]
    assert token["type"] == "command_token_spent"
    assert token["data"]["use"] == "coordinated_order"
    assert activation["type"] == "trooper_activated"
    assert activation["data"]["coordinated"] == ["line-2", "line-3"]
    state = await driver.get("tohaa", "/state")
    assert state["open_order"]["trooper"] == "line-1"
    assert state["open_order"]["coordinated"] == ["line-2", "line-3"]
    ariadna = next(t for t in state["command_tokens"] if t["player"] == "ariadna")
    assert ariadna["left"] == 3
    [group] = [g for g in state["pool"]["groups"] if g["group"] == 1]
    assert group["regular"] == 4
    aro = {"trooper": "senku", "skill": shot(("line-3", 1, 8))}
    declared = await driver.post("tohaa", "/orders/1/aros", aro)
    assert declared["events"][0]["type"] == "aro_declared"


async def test_a_plain_activation_shows_no_participants(client: Client) -> None:
    driver = await squad(client)
    activated = await driver.post(
        "ariadna", "/orders", {"trooper": "line-1", "skill": {"skill": "move"}}, 201
    )
    assert "coordinated" not in activated["events"][0]["data"]
    assert (await driver.get("ariadna", "/state"))["open_order"]["coordinated"] == []


@pytest.mark.parametrize(
    ("body", "code", "rule"),
    [
        (
            order("line-1", "line-2", "line-3", "line-4", "line-5"),
            "coordinated-order-refused",
            "Up to 4 Troopers",
        ),
        (order("line-1", "scout"), "coordinated-order-refused", "same Combat Group"),
        (
            order("line-1", "line-2", skill=shot(("senku", 2, 8))),
            "coordinated-order-refused",
            "not yet resolved",
        ),
    ],
)
async def test_a_coordinated_order_the_rules_refuse_is_a_422_naming_the_rule(
    client: Client, body: dict[str, Any], code: str, rule: str
) -> None:
    driver = await squad(client)
    refused = await driver.post("ariadna", "/orders", body, 422)
    assert refused["code"] == code
    assert rule in refused["detail"]


async def test_the_reactive_player_spends_no_token(client: Client) -> None:
    driver = await squad(client)
    refused = await driver.post("tohaa", "/orders", order("senku", "kerail"), 422)
    assert refused["code"] == "command-token-refused"
    assert "Reactive Turn" in refused["detail"]
