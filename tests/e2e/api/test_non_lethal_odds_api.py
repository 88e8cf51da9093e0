"""POST /v1/odds for Non-Lethal ammunition and the ARM=0 trait, as orders resolve them in
catalogue revision 3 (issue 23).

Sources (Infinity wiki, N5): Ammunition Summary Chart
(https://infinitythewiki.com/Ammunition_Summary_Chart): E/M against BTS halved (rounding up),
2 saves per hit and 3 per Critical, Non-Lethal, Isolated (and Immobilized-B against HI, REM,
TAG, VH); PARA against PH-6, 1 and 2, Immobilized-A; Stun 1 and 2, Stunned. Electromagnetic
(E/M) Ammunition (https://infinitythewiki.com/E/M_Ammunition), Stun Ammunition
(https://infinitythewiki.com/Stun_Ammunition), Immobilized-A State
(https://infinitythewiki.com/Immobilized-A_State), Weapon Chart
(https://infinitythewiki.com/Weapon_Chart: the K1 weapons' ARM=0).

A Non-Lethal failed save causes its State and never a Wound, so the answer has `wounds: null`.
Expected figures are enumerated here over the attack's dice, each save counted as passing on
its listed faces, never taken from the engine.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any

import pytest

from tests.builders.http import Client
from tests.builders.odds import odds, side

FACES = range(1, 21)


def state_entered(sv: int, burst: int, per_hit: int, per_critical: int, passing: int) -> Fraction:
    """Enumerated over the attack's dice (a Normal Roll at SV sv <= 20): each hit causes
    per_hit saves, a Critical per_critical; the State is entered unless every save passes,
    a save passing on `passing` faces of 20."""
    total = Fraction(0)
    rolls = list(itertools.product(FACES, repeat=burst))
    for faces in rolls:
        saves = sum(per_critical if f == sv else per_hit if f < sv else 0 for f in faces)
        total += 1 - Fraction(passing, 20) ** saves
    return total / len(rolls)


def states_of(answer: dict[str, Any]) -> dict[str, Fraction]:
    return {s["state"]: Fraction(s["exact"]) for s in answer["states"]}


@pytest.mark.parametrize(
    ("unit_type", "states"),
    [
        ("HI", {"isolated", "immobilized_b"}),
        ("TAG", {"isolated", "immobilized_b"}),
        ("LI", {"isolated"}),
        (None, {"isolated"}),
    ],
)
async def test_em_gives_isolated_and_imm_b_by_unit_type_and_no_wounds(
    client: Client, unit_type: str | None, states: set[str]
) -> None:
    # E/M Carbine: PS 7, B2, E/M against BTS. BTS 5 halved (rounding up) is 3: SV 10, each
    # save passes on 1..10. BS 13, two dice: 2 saves a hit, 3 a Critical (the face 13).
    target: dict[str, Any] = {"bts": 5}
    if unit_type is not None:
        target["unit_type"] = unit_type
    result = await odds(
        client,
        "normal",
        side("shooter", 13, 2, weapon={"profile": "em_carbine"}, target=target),
    )
    (shooter,) = result["sides"]
    assert shooter["wounds"] is None
    expected = state_entered(13, 2, per_hit=2, per_critical=3, passing=10)
    assert states_of(shooter) == dict.fromkeys(states, expected)
    assert {s["save_value"] for s in shooter["states"]} == {10}


async def test_para_gives_immobilized_a_on_ph_minus_6_and_no_wounds(client: Client) -> None:
    # Adhesive Launcher Rifle: PS 0, B2, PARA against PH. PH 11 - 6 = 5: a save passes on
    # 1..5. BS 12, two dice: 1 save a hit, 2 a Critical.
    result = await odds(
        client,
        "normal",
        side("shooter", 12, 2, weapon={"profile": "adhesive_launcher_rifle"}, target={"ph": 11}),
    )
    (shooter,) = result["sides"]
    assert shooter["wounds"] is None
    expected = state_entered(12, 2, per_hit=1, per_critical=2, passing=5)
    assert states_of(shooter) == {"immobilized_a": expected}
    assert shooter["states"][0]["name"] == "Immobilized-A"
    assert shooter["states"][0]["save_value"] == 5


async def test_stun_gives_stunned_and_no_wounds(client: Client) -> None:
    # Stun Pistol: PS 8, B2, Stun against BTS 3: SV 11, a save passes on 1..11. BS 14.
    result = await odds(
        client,
        "normal",
        side("shooter", 14, 2, weapon={"profile": "stun_pistol"}, target={"bts": 3}),
    )
    (shooter,) = result["sides"]
    assert shooter["wounds"] is None
    expected = state_entered(14, 2, per_hit=1, per_critical=2, passing=11)
    assert states_of(shooter) == {"stunned": expected}


async def test_a_custom_em_weapon_follows_the_chart_too(client: Client) -> None:
    # A weapon given in full with E/M ammunition: BTS 6 halved is 3, PS 4: SV 7. BS 10, one die.
    weapon = {"ps": 4, "ammo": ["E/M"], "save_attribute": "BTS"}
    result = await odds(
        client,
        "normal",
        side("shooter", 10, 1, weapon=weapon, target={"bts": 6, "unit_type": "REM"}),
    )
    (shooter,) = result["sides"]
    assert shooter["wounds"] is None
    expected = state_entered(10, 1, per_hit=2, per_critical=3, passing=7)
    assert states_of(shooter) == {"isolated": expected, "immobilized_b": expected}


async def test_arm_0_saves_with_arm_0(client: Client) -> None:
    # K1 Combi Rifle: PS 7, N, ARM=0: the target's ARM 5 counts as 0, so a save passes on 1..7
    # and fails on 13 faces. BS 12, one die (Burst 1 declared of its B3): a hit on 1..11 is
    # one save, the Critical 12 two. VITA 1: one Wound is Unconscious, two Dead.
    result = await odds(
        client,
        "normal",
        side("shooter", 12, 1, weapon={"profile": "k1_combi_rifle"}, target={"arm": 5}),
    )
    wounds = result["sides"][0]["wounds"]
    fail = Fraction(13, 20)
    unconscious = Fraction(11, 20) * fail + Fraction(1, 20) * 2 * fail * (1 - fail)
    dead = Fraction(1, 20) * fail * fail
    assert wounds["save_value"] == 7
    assert Fraction(wounds["exact"]["unconscious"]) == unconscious
    assert Fraction(wounds["exact"]["dead"]) == dead


async def test_a_template_with_em_gives_states_per_affected_trooper(client: Client) -> None:
    # Zapper: Direct Template, PS 7, E/M against BTS. BTS 6 halved is 3: SV 10, each save
    # passes on 1..10; a template hit is never a Critical, so 2 saves. The trooper that does
    # not react is hit; the one that Dodges on PH 10 is hit when the Dodge fails (10 faces).
    result = await odds(
        client,
        "normal",
        side("zapper", 13, 1, weapon={"profile": "zapper"}, target={"bts": 6, "unit_type": "HI"}),
        side("still", 10, 1),
        side("dodger", 10, 1, reaction="dodge"),
    )
    still, dodger = result["affected"]
    both = 1 - Fraction(1, 2) ** 2
    assert still["wounds"] is None
    assert dodger["wounds"] is None
    assert states_of(still) == {"isolated": both, "immobilized_b": both}
    assert states_of(dodger) == {"isolated": both / 2, "immobilized_b": both / 2}


async def test_a_lethal_weapon_has_wounds_and_no_states(client: Client) -> None:
    result = await odds(
        client,
        "normal",
        side("shooter", 12, 1, weapon={"profile": "combi_rifle"}, target={"arm": 1}),
    )
    (shooter,) = result["sides"]
    assert shooter["states"] == []
    assert shooter["wounds"] is not None
