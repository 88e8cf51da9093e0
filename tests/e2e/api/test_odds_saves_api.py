"""POST /v1/odds with the save rules of the orders: immunities, No Wound Incapacitation, Plasma.

The exact figures are those of the rules' odds (checked against every save face in
tests/unit/rules/test_odds_saves.py); here the API must pass each rule through, and refuse what
it would otherwise ignore.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.rules.ammo import Ammo
from service.rules.catalogue import catalogue_weapon
from service.rules.odds import OddsSide, TargetSpec, WeaponSpec, odds, weapon_spec
from service.rules.saves import SHOCK_IMMUNITY
from service.rules.values import Edition, success_value

Client = AsyncTestClient[Litestar]
SHOCK = {"ps": 5, "ammo": ["Shock"], "save_attribute": "ARM"}


def _body(weapon: dict[str, Any], target: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": "face_to_face",
        "sides": [
            {"name": "a", "attribute": 13, "burst": 2, "weapon": weapon, "target": target},
            {"name": "b", "attribute": 11, "burst": 1},
        ],
    }


def _rules_wounds(weapon: WeaponSpec) -> Any:
    sides = [
        OddsSide("a", success_value(13), 2, False, weapon),
        OddsSide("b", success_value(11), 1),
    ]
    found = odds("face_to_face", sides, Edition.N5).sides[0].wounds
    assert found is not None
    return found


async def _wounds(client: Client, weapon: dict[str, Any], target: dict[str, Any]) -> Any:
    response = await client.post("/v1/odds", json=_body(weapon, target))
    assert response.status_code == 200, response.text
    return response.json()["sides"][0]["wounds"]


async def test_plasma_is_saved_against_arm_then_bts(client: Client) -> None:
    wounds = await _wounds(client, {"profile": "plasma_carbine"}, {"arm": 2, "bts": 3, "vita": 2})
    expected = _rules_wounds(
        weapon_spec(catalogue_weapon("plasma_carbine"), TargetSpec(arm=2, bts=3, vitality=2))
    )
    # The Plasma Carbine's Hit mode is PS 6 (N5 Weapon Chart): ARM 2 + 6, BTS 3 + 6.
    assert wounds["saves"] == [
        {"attribute": "ARM", "success_value": 8},
        {"attribute": "BTS", "success_value": 9},
    ]
    assert wounds["exact"] == {
        "expected": str(expected.expected_wounds),
        "unconscious": str(expected.unconscious),
        "dead": str(expected.dead),
    }
    arm_only = _rules_wounds(WeaponSpec(6, (Ammo.N,), "ARM", TargetSpec(arm=2, bts=3, vitality=2)))
    assert Fraction(wounds["exact"]["expected"]) > arm_only.expected_wounds


async def test_a_custom_combined_weapon_equals_the_catalogue_plasma(client: Client) -> None:
    target = {"arm": 1, "bts": 6}
    custom = {"ps": 6, "ammo": ["N"], "save_attribute": "ARM", "combined": True}
    assert await _wounds(client, custom, target) == await _wounds(
        client, {"profile": "plasma_carbine"}, target
    )


async def test_shock_immunity_saves_shock_as_n(client: Client) -> None:
    immune = await _wounds(client, SHOCK, {"arm": 1, "skills": ["shock_immunity"]})
    plain = await _wounds(client, {**SHOCK, "ammo": ["N"]}, {"arm": 1})
    shocked = await _wounds(client, SHOCK, {"arm": 1})
    expected = _rules_wounds(
        WeaponSpec(5, (Ammo.SHOCK,), "ARM", TargetSpec(arm=1, immunities=(SHOCK_IMMUNITY,)))
    )
    assert immune == plain
    assert immune["exact"]["dead"] == str(expected.dead)
    assert Fraction(shocked["exact"]["dead"]) > Fraction(immune["exact"]["dead"])


async def test_total_immunity_ignores_the_ammunition(client: Client) -> None:
    exp = {"ps": 4, "ammo": ["EXP"], "save_attribute": "ARM"}
    immune = await _wounds(client, exp, {"arm": 2, "vita": 2, "skills": ["Total Immunity"]})
    plain = await _wounds(client, {**exp, "ammo": ["N"]}, {"arm": 2, "vita": 2})
    assert immune == plain


async def test_no_wound_incapacitation_is_never_unconscious(client: Client) -> None:
    weapon = {"ps": 6, "ammo": ["DA"], "save_attribute": "ARM"}
    target = {"arm": 2, "skills": ["NO WOUND INCAPACITATION"]}
    wounds = await _wounds(client, weapon, target)
    expected = _rules_wounds(
        WeaponSpec(6, (Ammo.DA,), "ARM", TargetSpec(arm=2, no_wound_incapacitation=True))
    )
    assert wounds["unconscious"] == 0
    assert wounds["exact"]["dead"] == str(expected.dead)
    # One Wound on VITA 1 is still Normal with it; a further one kills.
    assert wounds["dead"] == pytest.approx(sum(wounds["distribution"][2:]))


async def test_a_template_passes_the_affected_troopers_skills(client: Client) -> None:
    flame = {"ps": 5, "ammo": ["Shock"], "save_attribute": "ARM"}
    flame |= {"template": "direct", "template_shape": "teardrop"}
    response = await client.post(
        "/v1/odds",
        json={
            "kind": "normal",
            "sides": [
                {"name": "flame", "attribute": 11, "weapon": flame},
                {"name": "immune", "attribute": 10, "as_target": {"skills": ["shock_immunity"]}},
                {"name": "plain", "attribute": 10},
            ],
        },
    )
    assert response.status_code == 200, response.text
    immune, plain = response.json()["affected"]
    assert immune["wounds"]["dead"] < plain["wounds"]["dead"]
    assert immune["wounds"]["saves"] == [{"attribute": "ARM", "success_value": 5}]


@pytest.mark.parametrize(
    ("weapon", "target", "code", "why"),
    [
        (SHOCK, {"skills": ["Flying Carpet"]}, "not-in-catalogue", "Flying Carpet"),
        (SHOCK, {"skills": ["Bioimmunity"]}, "invalid-command", "Bioimmunity"),
        (SHOCK, {"skills": ["dogged"]}, "invalid-command", "Dogged"),
        (SHOCK, {"skills": ["Mimetism"]}, "invalid-command", "Mimetism"),
        (
            {"ps": 7, "ammo": ["N"], "save_attribute": "BTS", "combined": True},
            {},
            "invalid-command",
            "Combined Saving Roll",
        ),
        (SHOCK, {"wounds": 2, "skills": ["No Wound Incapacitation"]}, "invalid-command", "Dead"),
    ],
)
async def test_what_the_odds_would_ignore_is_refused(
    client: Client, weapon: dict[str, Any], target: dict[str, Any], code: str, why: str
) -> None:
    response = await client.post("/v1/odds", json=_body(weapon, target))
    assert response.status_code == 422, response.text
    assert response.json()["code"] == code
    assert why in response.json()["detail"]
