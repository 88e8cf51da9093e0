"""POST /v1/odds for a Comms Attack: the target's Firewall and the chance of the program's
State, the same exact figures as the rules' odds (checked against every face in
tests/unit/rules/test_odds_states.py)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.rules.catalogue import program
from service.rules.hacking import comms_attack, firewall_save_mods
from service.rules.odds import OddsSide, TargetSpec, odds
from service.rules.odds_states import state_odds
from service.rules.values import Edition, Mod, ModSource, success_value

Client = AsyncTestClient[Litestar]


def _body(target: dict[str, Any], slug: str = "carbonite") -> dict[str, Any]:
    hacker = {"name": "hacker", "attribute": 14, "burst": 2, "program": slug, "target": target}
    return {"kind": "face_to_face", "sides": [hacker, {"name": "target", "attribute": 13}]}


async def test_a_firewall_and_the_state_in_the_odds(client: Client) -> None:
    response = await client.post("/v1/odds", json=_body({"bts": 3, "firewall": -3}))
    assert response.status_code == 200, response.text
    hacker, target = response.json()["sides"]
    assert hacker["success_value"] == 11
    assert hacker["breakdown"]["mods"] == [
        {"value": 0, "source": "equipment", "note": "Carbonite"},
        {"value": -3, "source": "equipment", "note": "Firewall"},
    ]
    # Non-Lethal: no Wound, only the State, whose saves are BTS + PS + the Firewall's +3.
    assert hacker["wounds"] is None
    state = hacker["state"]
    assert (state["state"], state["name"], state["save_value"]) == (
        "immobilized_b",
        "Immobilized-B",
        13,
    )
    attack = comms_attack(
        program("carbonite"),
        14,
        burst=2,
        mods=(Mod(-3, ModSource.EQUIPMENT, "Firewall"),),
        target=TargetSpec(bts=3),
        save_mods=firewall_save_mods(True),
    )
    assert attack.weapon is not None
    sides = [
        OddsSide("hacker", attack.sv, 2, False, attack.weapon),
        OddsSide("target", success_value(13), 1),
    ]
    expected = state_odds(
        odds("face_to_face", sides, Edition.N5).outcomes,
        "hacker",
        attack.weapon,
        "immobilized_b",
        Edition.N5,
    )
    assert Fraction(state["exact"]) == expected.probability
    assert state["probability"] == float(expected.probability)
    assert target["state"] is None


async def test_a_lethal_program_or_a_weapon_shows_no_state(client: Client) -> None:
    trinity = _body({"bts": 3}, "trinity")
    trinity["sides"][0]["burst"] = 1
    response = await client.post("/v1/odds", json=trinity)
    assert response.status_code == 200, response.text
    assert response.json()["sides"][0]["state"] is None
    assert response.json()["sides"][0]["wounds"] is not None


async def test_a_firewall_against_a_weapon_is_refused(client: Client) -> None:
    weapon = {"ps": 7, "ammo": ["N"], "save_attribute": "ARM"}
    side = {"name": "a", "attribute": 13, "weapon": weapon, "target": {"firewall": -3}}
    response = await client.post("/v1/odds", json={"kind": "normal", "sides": [side]})
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid-command"
    assert "program" in response.json()["detail"]
    out_of_range = await client.post("/v1/odds", json=_body({"firewall": -20}))
    assert out_of_range.status_code == 422
    assert out_of_range.json()["code"] == "invalid-body"
