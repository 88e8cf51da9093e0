"""Odds of Non-Lethal ammunition (catalogue revision 3) and of the ARM=0 and BTS=0 traits,
against brute force over every face of every save.

Sources (Infinity wiki, N5): Ammunition Summary Chart
(https://infinitythewiki.com/Ammunition_Summary_Chart): E/M saves against BTS halved (rounding
up), 2 per hit and 3 per Critical, Non-Lethal, Isolated, and Immobilized-B against HI, REM, TAG
and VH (https://infinitythewiki.com/E/M_Ammunition); PARA against PH-6, 1 and 2,
Immobilized-A (https://infinitythewiki.com/Immobilized-A_State); Stun 1 and 2, Stunned
(https://infinitythewiki.com/Stun_Ammunition). A Non-Lethal attack never causes a Wound.
Weapon Chart (https://infinitythewiki.com/Weapon_Chart): ARM=0 / BTS=0, the target's attribute
counts as 0 for the saves.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from service.rules.ammo import Ammo, SaveAttribute
from service.rules.die_reading import FACES
from service.rules.odds import TargetSpec, WeaponSpec
from service.rules.odds_states import non_lethal_state_odds
from service.rules.odds_wounds import non_lethal_states, wound_odds
from service.rules.values import Edition

Results = dict[tuple[int, int], Fraction]
"""(Criticals, plain hits) -> probability."""

RESULTS: Results = {(0, 0): Fraction(1, 2), (0, 1): Fraction(1, 3), (1, 0): Fraction(1, 6)}


def _enumerated(results: Results, per_hit: int, per_critical: int, sv: int) -> Fraction:
    """Every face of every save: the chance that at least one save fails (face above SV)."""
    total = Fraction(0)
    for (criticals, hits), p in results.items():
        saves = criticals * per_critical + hits * per_hit
        rolls = list(product(FACES, repeat=saves))
        failing = sum(1 for faces in rolls if any(f > sv for f in faces))
        total += p * Fraction(failing, len(rolls))
    return total


def _spec(
    ps: int,
    ammo: tuple[Ammo, ...],
    attribute: SaveAttribute,
    target: TargetSpec,
    traits: tuple[str, ...] = (),
) -> WeaponSpec:
    return WeaponSpec(ps, ammo, attribute, target, n5_chart=True, traits=traits)


CASES = [
    # (id, weapon, states entered, saves per hit, per Critical, save SV worked out by hand)
    (
        "E/M against HI: BTS 5 halved is 3, + PS 7",
        _spec(7, (Ammo.EM,), "BTS", TargetSpec(bts=5, unit_type="HI")),
        ("isolated", "immobilized_b"),
        2,
        3,
        10,
    ),
    (
        "E/M against VH",
        _spec(6, (Ammo.EM,), "BTS", TargetSpec(bts=6, unit_type="VH")),
        ("isolated", "immobilized_b"),
        2,
        3,
        9,
    ),
    (
        "E/M against LI: Isolated only",
        _spec(7, (Ammo.EM,), "BTS", TargetSpec(bts=3, unit_type="LI")),
        ("isolated",),
        2,
        3,
        9,
    ),
    (
        "E/M, Unit Type not given: Isolated only",
        _spec(7, (Ammo.EM,), "BTS", TargetSpec(bts=0)),
        ("isolated",),
        2,
        3,
        7,
    ),
    (
        "PARA: PH 11 - 6 + PS 0",
        _spec(0, (Ammo.PARA,), "PH", TargetSpec(ph=11)),
        ("immobilized_a",),
        1,
        2,
        5,
    ),
    (
        "Stun: BTS 3 + PS 8",
        _spec(8, (Ammo.STUN,), "BTS", TargetSpec(bts=3)),
        ("stunned",),
        1,
        2,
        11,
    ),
    (
        "Stun in Partial Cover: +3",
        _spec(8, (Ammo.STUN,), "BTS", TargetSpec(bts=3, partial_cover=True)),
        ("stunned",),
        1,
        2,
        14,
    ),
]


@pytest.mark.parametrize(
    ("weapon", "states", "per_hit", "per_critical", "sv"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_state_odds_match_every_save_face(
    weapon: WeaponSpec, states: tuple[str, ...], per_hit: int, per_critical: int, sv: int
) -> None:
    found = non_lethal_state_odds(RESULTS, weapon, Edition.N5)
    expected = _enumerated(RESULTS, per_hit, per_critical, sv)
    assert [s.state for s in found] == list(states)
    assert all(s.probability == expected for s in found)
    assert all(s.save_value == sv for s in found)


@pytest.mark.parametrize(
    "weapon",
    [case[1] for case in CASES]
    + [_spec(7, (Ammo.N,), "ARM", TargetSpec(arm=2), traits=("Non-Lethal",))],
)
def test_a_non_lethal_weapon_has_no_wound_odds(weapon: WeaponSpec) -> None:
    assert non_lethal_states(weapon, Edition.N5) is not None
    with pytest.raises(ValueError, match="Non-Lethal"):
        wound_odds(RESULTS, weapon, Edition.N5)


def test_a_lethal_weapon_has_no_states() -> None:
    weapon = _spec(7, (Ammo.N,), "ARM", TargetSpec(arm=2))
    assert non_lethal_states(weapon, Edition.N5) is None


def test_revision_2_em_still_wounds_once_at_full_bts() -> None:
    # Games of catalogue revisions 1 and 2 keep their rule: one save at BTS 3 + PS 6 = 9.
    weapon = WeaponSpec(6, (Ammo.EM,), "BTS", TargetSpec(bts=3))
    assert non_lethal_states(weapon, Edition.N5) is None
    found = wound_odds({(0, 1): Fraction(1)}, weapon, Edition.N5)
    assert found.save_value == 9
    assert found.wounds_distribution == (Fraction(9, 20), Fraction(11, 20))


@pytest.mark.parametrize(
    ("attribute", "trait", "target"),
    [
        ("ARM", "ARM=0", TargetSpec(arm=5, bts=6)),
        ("BTS", "BTS=0", TargetSpec(arm=5, bts=6)),
    ],
)
def test_the_zero_traits_save_with_0(
    attribute: SaveAttribute, trait: str, target: TargetSpec
) -> None:
    # PS 7 against 0: a save passes on 1..7. One plain hit: one save; a Critical: two.
    # VITA 1: one Wound is Unconscious, two Dead.
    weapon = _spec(7, (Ammo.N,), attribute, target, traits=(trait,))
    found = wound_odds({(0, 1): Fraction(1, 2), (1, 0): Fraction(1, 2)}, weapon, Edition.N5)
    fail = Fraction(13, 20)
    assert found.save_value == 7
    assert found.dead == Fraction(1, 2) * fail * fail
    assert found.unconscious == Fraction(1, 2) * fail + Fraction(1, 2) * 2 * fail * (1 - fail)
