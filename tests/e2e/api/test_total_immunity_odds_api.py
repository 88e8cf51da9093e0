"""POST /v1/odds against a Total Immunity target: ARM=0 and Continuous Damage do not apply
(Immunity, https://infinitythewiki.com/index.php?diff=2032&oldid=2031&title=Immunity: Immunity
(Total) is completely immune to Traits that refer to causing Damage or reduce the Attributes
of the target, "for example State: Dead, Continuous Damage, or ARM=0")."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tests.builders.http import Client

TOTAL = ["Total Immunity"]


async def _wounds(client: Client, profile: str, target: dict[str, Any]) -> Any:
    # Attribute 20: every face hits, and a 20 (1 in 20) is a Critical, which adds a save.
    side = {"name": "a", "attribute": 20, "burst": 1, "weapon": {"profile": profile}}
    response = await client.post(
        "/v1/odds", json={"kind": "normal", "sides": [{**side, "target": target}]}
    )
    assert response.status_code == 200, response.text
    return response.json()["sides"][0]["wounds"]


async def test_arm_zero_is_saved_with_the_full_arm(client: Client) -> None:
    wounds = await _wounds(client, "k1_combi_rifle", {"arm": 4, "vita": 1, "skills": TOTAL})
    # K1 Combi Rifle, PS 7, ARM=0 cancelled: ARM 4 + 7 = SV 11, a save fails on 12-20 (9/20).
    # VITA 1 dies at two Wounds: only a Critical's two saves, both failed.
    assert [(s["attribute"], s["success_value"]) for s in wounds["saves"]] == [("ARM", 11)]
    fail = Fraction(9, 20)
    assert Fraction(wounds["exact"]["dead"]) == Fraction(1, 20) * fail**2
    plain = await _wounds(client, "k1_combi_rifle", {"arm": 4, "vita": 1})
    assert [s["success_value"] for s in plain["saves"]] == [7]


async def test_continuous_damage_is_not_repeated(client: Client) -> None:
    wounds = await _wounds(client, "vulkan_shotgun", {"arm": 3, "vita": 2, "skills": TOTAL})
    # Vulkan Shotgun, PS 6, AP and Continuous Damage, both cancelled: ARM 3 + 6 = SV 9, a save
    # fails on 10-20 (11/20), once. At most two Wounds (a Critical), never Dead on VITA 2.
    assert [s["success_value"] for s in wounds["saves"]] == [9]
    fail = Fraction(11, 20)
    assert Fraction(wounds["exact"]["dead"]) == 0
    assert Fraction(wounds["exact"]["unconscious"]) == Fraction(1, 20) * fail**2
    expected = Fraction(19, 20) * fail + Fraction(1, 20) * 2 * fail
    assert Fraction(wounds["exact"]["expected"]) == expected
