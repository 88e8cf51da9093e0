"""Dogged and Bioimmunity chosen over HTTP, shown in the state and the replay; a Deployable
weapon's BS Attack refused; Bioimmunity and combined ammunition in POST /v1/odds."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client, GameDriver, assert_problem, shot, trooper

ATTACK = "fennec:bs_attack>senku"


async def _hit_senku(client: Client) -> GameDriver:
    """The Fennec hits the Senku (ARM 1, BTS 6, Dogged, Bioimmunity) once, 20" away."""
    game = await GameDriver.create(client, manual_dice=True)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    senku = trooper("tohaa", "senku", skills=[{"name": "Dogged"}, {"name": "Bioimmunity"}])
    senku["profile"]["bts"] = 6
    await game.post("tohaa", "/troopers", senku, 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    skill = shot(("senku", 3, 20), cover=False)
    await game.post("ariadna", "/orders", {"trooper": "fennec", "skill": skill}, 201)
    entered = [{"roll": ATTACK, "faces": [5, 20, 20]}]
    await game.post("ariadna", "/orders/1/resolve", {"dice": entered})
    return game


async def test_dogged_and_bioimmunity_are_chosen_when_concluding(client: Client) -> None:
    game = await _hit_senku(client)
    body = {
        "saves": [{"roll": ATTACK, "faces": [20]}],
        "dogged": ["senku"],
        "bioimmunity": ["senku"],
    }
    concluded = await game.post("ariadna", "/orders/1/conclude", body)
    by_type = {e["type"]: e["data"] for e in concluded["events"]}
    assert by_type["save_value_switched"] == {
        "order": 1,
        "trooper": "senku",
        "attack": ATTACK,
        "save_attribute": "ARM",
        "value_of": "BTS",
        "value": 6,
        "skill": "Bioimmunity",
    }
    assert by_type["saving_rolls_made"]["success_value"] == 13  # BTS 6 + PS 7
    assert by_type["dogged_activated"] == {
        "order": 1,
        "trooper": "senku",
        "wounds": 1,
        "skill": "Dogged",
    }

    state = await game.get("tohaa", "/state")
    assert state["dogged"] == ["senku"]
    senku = next(t for t in state["troopers"] if t["trooper_id"] == "senku")
    assert (senku["wounds"], senku["state"]) == (1, "normal")

    replay: Any = await game.get("tohaa", "/orders/1/replay")
    assert replay["matches_record"] is True
    kinds = [step["kind"] for step in replay["steps"]]
    assert kinds.index("save_value_switched") < kinds.index("saving_rolls")
    assert kinds.index("wounds") < kinds.index("dogged")

    ended = await game.post("ariadna", "/turns/current/end")
    assert ended["events"][0]["type"] == "dogged_trooper_died"
    state = await game.get("tohaa", "/state")
    senku = next(t for t in state["troopers"] if t["trooper_id"] == "senku")
    assert (senku["state"], state["dogged"]) == ("dead", [])


async def test_dogged_for_a_trooper_without_it_is_a_422(client: Client) -> None:
    game = await _hit_senku(client)
    body = {"saves": [{"roll": ATTACK, "faces": [20]}], "dogged": ["fennec"]}
    response = await client.post(
        f"/v1/games/{game.game_id}/orders/1/conclude", json=body, headers=game.auth("ariadna")
    )
    assert_problem(response, 422, "invalid-command")
    assert "'fennec' does not have Dogged" in response.json()["detail"]


async def test_a_bs_attack_with_mines_is_refused_naming_place_deployable(client: Client) -> None:
    game = await GameDriver.create(client)
    miner = trooper("ariadna", "miner", weapons=[{"slug": "ap_mines"}])
    await game.post("ariadna", "/troopers", miner, 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    skill = {**shot(("senku", 1, 4)), "weapon": "ap_mines"}
    response = await client.post(
        f"/v1/games/{game.game_id}/orders",
        json={"trooper": "miner", "skill": skill},
        headers=game.auth("ariadna"),
    )
    problem = assert_problem(response, 422, "invalid-command")
    assert "AP Mines is a Deployable weapon" in problem["detail"]
    assert "Place Deployable" in problem["detail"]
    catalogue = (await client.get("/v1/catalogue/weapons")).json()
    marked = {w["slug"] for w in catalogue["weapons"] if w["deployable"]}
    # Catalogue revision 3 added the E/M, PARA and Viral Mines (N5 Weapon Chart, Deployable).
    assert marked == {"ap_mines", "antipersonnel_mines", "em_mines", "para_mines", "viral_mines"}


def _sure_hit(target: dict[str, Any], ammo: list[str]) -> Any:
    """One die at SV 20: every face hits, a 20 is a Critical; PS 7 against ARM."""
    weapon = {"ps": 7, "ammo": ammo, "save_attribute": "ARM"}
    return {
        "kind": "normal",
        "sides": [
            {"name": "Shooter", "attribute": 20, "burst": 1, "weapon": weapon, "target": target}
        ],
    }


async def _dead(client: Client, body: Any) -> float:
    response = await client.post("/v1/odds", json=body)
    assert response.status_code == 200, response.text
    dead: float = response.json()["sides"][0]["wounds"]["dead"]
    return dead


async def test_odds_of_combined_ap_plus_da_ammunition(client: Client) -> None:
    # ARM 5 halved to 3, + PS 7: SV 10, each save fails half the time. A plain hit (19/20)
    # forces two saves, a Critical (1/20) three: a VITA 1 target dies on two failures,
    # 19/20 * 1/4 + 1/20 * 1/2 = 21/80.
    dead = await _dead(client, _sure_hit({"arm": 5, "vita": 1}, ["AP", "DA"]))
    assert dead == pytest.approx(21 / 80, abs=1e-12)


async def test_odds_with_bioimmunity_save_with_the_better_value(client: Client) -> None:
    bioimmune = {"arm": 1, "bts": 5, "vita": 1, "bioimmunity": True}
    assert await _dead(client, _sure_hit(bioimmune, ["AP", "DA"])) == pytest.approx(
        21 / 80, abs=1e-12
    )
    # Without it: ARM 1 (halved, still 1) + 7, SV 8, a save fails 3/5 of the time:
    # 19/20 * 9/25 + 1/20 * 81/125 = 936/2500.
    plain = {"arm": 1, "bts": 5, "vita": 1}
    assert await _dead(client, _sure_hit(plain, ["AP", "DA"])) == pytest.approx(
        936 / 2500, abs=1e-12
    )


async def test_odds_refuse_bioimmunity_in_codeone(client: Client) -> None:
    body = {**_sure_hit({"arm": 1, "bts": 5, "bioimmunity": True}, ["N"]), "edition": "CodeOne"}
    response = await client.post("/v1/odds", json=body)
    assert_problem(response, 422, "invalid-command")
    assert "Bioimmunity is not used in CodeOne" in response.json()["detail"]
