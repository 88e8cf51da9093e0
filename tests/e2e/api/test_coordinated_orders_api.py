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
            order(
                "line-1",
                "line-2",
                skill={
                    "skill": "comms_attack",
                    "program": "carbonite",
                    "targets": [{"trooper": "senku"}],
                },
            ),
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


def volley() -> dict[str, Any]:
    """line-1 (the Spearhead) at senku from 8 inches, Combi Rifle B 3 halved to 2 dice; line-2
    from 12 inches at Burst 1. By hand, every trooper BS 11 and the Combi Rifle +3 up to 16
    inches: line-1's Success Value 11 + 3 = 14, line-2's 14 (no cover declared)."""
    spearhead = shot(("senku", 2, 8), cover=False)
    own = {"trooper": "line-2", "weapon": "combi_rifle", "distance": 12}
    return {**spearhead, "coordinated": [own]}


async def test_a_coordinated_bs_attack_rolls_for_each_participant(client: Client) -> None:
    driver = await squad(client)
    await driver.post("ariadna", "/orders", order("line-1", "line-2", skill=volley()), 201)
    state = await driver.get("ariadna", "/state")
    (declared,) = state["open_order"]["declarations"]
    assert declared["skill"]["coordinated"][0]["trooper"] == "line-2"
    await driver.post(
        "tohaa",
        "/orders/1/aros",
        {"trooper": "senku", "skill": shot(("line-2", 1, 12), cover=False)},
    )
    resolved = await driver.post("ariadna", "/orders/1/resolve", {})
    rolls = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    shape = [
        (r["kind"], [(s["trooper"], s["success_value"], len(s["dice"])) for s in r["sides"]])
        for r in rolls
    ]
    assert shape == [
        ("normal", [("line-1", 14, 2)]),
        ("face_to_face", [("line-2", 14, 1), ("senku", 14, 1)]),
    ]
    version = [e["version"] for e in resolved["events"] if e["type"] == "order_roll_made"][1]
    stored = await driver.get("tohaa", f"/rolls/{version}")
    line_2 = stored["roll"]["sides"][0]
    assert (line_2["attribute"], [(m["value"], m["source"]) for m in line_2["mods"]]) == (
        11,
        [(3, "range")],
    )
    odds = await driver.get("tohaa", f"/rolls/{version}/odds")
    assert [s["success_value"] for s in odds["sides"]] == [14, 14]


async def test_a_spearheads_full_burst_is_a_422_naming_the_rule(client: Client) -> None:
    driver = await squad(client)
    body = volley() | {"targets": shot(("senku", 3, 8))["targets"]}
    refused = await driver.post("ariadna", "/orders", order("line-1", "line-2", skill=body), 422)
    assert refused["code"] == "coordinated-order-refused"
    assert "half the indicated Burst" in refused["detail"]


async def test_a_coordinated_cc_attack_is_the_spearheads_with_a_die_per_ally(
    client: Client,
) -> None:
    """Knife B 1, line-2 and line-3 in Silhouette contact with senku: by hand 3 dice at CC 14,
    one Normal Roll of line-1's alone."""
    driver = await squad(client)
    knife = {
        "skill": "cc_attack",
        "weapon": "knife",
        "target": "senku",
        "burst": 3,
        "allies_in_contact": ["line-2", "line-3"],
    }
    await driver.post("ariadna", "/orders", order("line-1", "line-2", "line-3", skill=knife), 201)
    resolved = await driver.post("ariadna", "/orders/1/resolve", {})
    rolls = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    assert [
        (r["kind"], [(s["trooper"], s["success_value"], len(s["dice"])) for s in r["sides"]])
        for r in rolls
    ] == [("normal", [("line-1", 14, 3)])]


async def test_a_coordinated_dodge_rolls_for_each_participant(client: Client) -> None:
    """Each participant Dodges with its own roll (PH 10 by hand); senku's ARO at line-2 from 8
    inches (BS 11 + 3 = 14) faces off with line-2's Dodge only."""
    driver = await squad(client)
    body = order("line-1", "line-2", skill={"skill": "dodge"})
    await driver.post("ariadna", "/orders", body, 201)
    await driver.post(
        "tohaa",
        "/orders/1/aros",
        {"trooper": "senku", "skill": shot(("line-2", 1, 8), cover=False)},
    )
    resolved = await driver.post("ariadna", "/orders/1/resolve", {})
    rolls = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    shape = [(r["kind"], [(s["trooper"], s["success_value"]) for s in r["sides"]]) for r in rolls]
    assert shape == [
        ("normal", [("line-1", 10)]),
        ("face_to_face", [("line-2", 10), ("senku", 14)]),
    ]


async def test_a_coordinated_discover_rolls_for_each_participant(client: Client) -> None:
    """line-1 and line-2 each Discover senku: WIP 13 each, by hand."""
    driver = await squad(client)
    body = order("line-1", "line-2", skill={"skill": "discover", "target": "senku"})
    await driver.post("ariadna", "/orders", body, 201)
    resolved = await driver.post("ariadna", "/orders/1/resolve", {})
    rolls = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    sides = [[(s["trooper"], s["target"], s["success_value"]) for s in r["sides"]] for r in rolls]
    assert sides == [[("line-1", "senku", 13)], [("line-2", "senku", 13)]]
