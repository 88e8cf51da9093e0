"""A Light Flamethrower played through the API against two troopers, one Dodging and one doing
nothing: no roll to hit, Wounds and states from each trooper's own saves, and the replay."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, trooper

FLAME_AT_A = "fennec:bs_attack>senku-a"
FLAME_AT_B = "fennec:bs_attack>senku-b"


def flame(*affected: str, **options: Any) -> Any:
    return {
        "skill": "bs_attack",
        "weapon": "light_flamethrower",
        "targets": [{"trooper": t, "burst": 1, "distance": 5} for t in affected],
        **options,
    }


async def _game(client: Client) -> GameDriver:
    game = await GameDriver.create(client, manual_dice=True)
    fennec = trooper("ariadna", "fennec", weapons=[{"slug": "light_flamethrower"}])
    await game.post("ariadna", "/troopers", fennec, 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-b"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    return game


async def test_a_flamethrower_against_one_trooper_who_dodges_and_one_who_does_not(
    client: Client,
) -> None:
    game = await _game(client)
    body = {"trooper": "fennec", "skill": flame("senku-a", "senku-b")}
    await game.post("ariadna", "/orders", body, 201)
    await game.post("tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": {"skill": "dodge"}})
    # Senku A's Dodge is a Normal PH Roll: 7 against PH 10 passes.
    resolved = await game.post(
        "ariadna", "/orders/1/resolve", {"dice": [{"roll": "senku-a:dodge", "faces": [7]}]}
    )
    types = [e["type"] for e in resolved["events"]]
    assert types == ["resolution_began", "order_roll_made", "template_attack_resolved"]
    (roll,) = (e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made")
    assert roll["kind"] == "normal"
    assert [s["name"] for s in roll["sides"]] == ["senku-a:dodge"]
    template = resolved["events"][-1]["data"]
    assert [
        (a["trooper"], a["reaction"], a["dodged"], a["hits"]) for a in template["affected"]
    ] == [
        ("senku-a", "dodge", True, 0),
        ("senku-b", "none", False, 1),
    ]
    # Senku B fails its save (20 against ARM 1 + PS 7), then the Continuous Damage repeat (19).
    concluded = await game.post(
        "ariadna", "/orders/1/conclude", {"saves": [{"roll": FLAME_AT_B, "faces": [20, 19]}]}
    )
    saves = [e["data"] for e in concluded["events"] if e["type"] == "saving_rolls_made"]
    assert [(s["trooper"], s["attack"], s["wounds"]) for s in saves] == [("senku-b", FLAME_AT_B, 2)]
    state = await game.get("tohaa", "/state")
    conditions = {t["trooper_id"]: (t["wounds"], t["state"]) for t in state["troopers"]}
    assert conditions["senku-a"] == (0, "normal")
    assert conditions["senku-b"] == (2, "dead")
    (order,) = await game.get("tohaa", "/orders")
    assert order["templates"][0]["affected"][1]["hits"] == 1

    replay: Any = await game.get("tohaa", "/orders/1/replay")
    assert replay["matches_record"] is True
    assert "template" in [step["kind"] for step in replay["steps"]]
    text = await client.get(
        f"/v1/games/{game.game_id}/orders/1/replay",
        headers={**game.auth("ariadna"), "Accept": "text/plain"},
    )
    assert text.status_code == 200
    assert "Light Flamethrower is a Direct Template: no roll to hit." in text.text
    assert "Senku B does not react: one hit." in text.text


async def test_bad_template_declarations_are_422_problems_with_stable_codes(
    client: Client,
) -> None:
    game = await _game(client)
    cases = [
        (flame("senku-a", "senku-a"), "invalid-template-attack"),
        (flame("senku-a", attack="speculative"), "invalid-template-attack"),
        (flame("nobody"), "invalid-command"),
        (flame("senku-a", surprise_attack=3), "invalid-body"),
    ]
    for skill, code in cases:
        problem = await game.post("ariadna", "/orders", {"trooper": "fennec", "skill": skill}, 422)
        assert problem["code"] == code, problem
    state = await game.get("ariadna", "/state")
    assert state["open_order"] is None


async def test_an_impact_template_shares_its_roll_with_an_affected_trooper(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    fennec = trooper("ariadna", "fennec", weapons=[{"slug": "grenade_launcher"}])
    await game.post("ariadna", "/troopers", fennec, 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-b"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    grenade = {
        "skill": "bs_attack",
        "weapon": "grenade_launcher",
        "targets": [
            {"trooper": "senku-a", "burst": 1, "distance": 5},
            {"trooper": "senku-b", "burst": 1, "distance": 6, "affected": True},
        ],
    }
    activated = await game.post("ariadna", "/orders", {"trooper": "fennec", "skill": grenade}, 201)
    stored = activated["events"][0]["data"]["skill"]["targets"]
    assert ["affected" in t for t in stored] == [False, True]
    resolved = await game.post(
        "ariadna",
        "/orders/1/resolve",
        {"dice": [{"roll": "fennec:bs_attack>senku-a", "faces": [6]}]},
    )
    rolls = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    faces = [[d["face"] for d in roll["sides"][0]["dice"]] for roll in rolls]
    assert faces == [[6], [6]]
    assert [roll["sides"][0]["target"] for roll in rolls] == ["senku-a", "senku-b"]
