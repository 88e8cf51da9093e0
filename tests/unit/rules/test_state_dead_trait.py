"""The "State: Dead" trait (Monofilament CC Weapon), its odds against brute force over every
face of every save.

Sources (Infinity wiki, N5): Melee Weapon Profile
(https://infinitythewiki.com/index.php?diff=cur&oldid=2246&title=Melee_Weapon_Profile): the
Monofilament CC Weapon is PS 8, B1, N, ARM=0, one save per hit, CC, State: Dead. Dead State
(https://infinitythewiki.com/Dead_State): Dead is irreversible. Ammunition Summary Chart
(https://infinitythewiki.com/index.php?oldid=661&title=Ammunition_Summary_Chart): a Critical's
extra save keeps the weapon's traits. Immunity
(https://infinitythewiki.com/index.php?diff=2032&oldid=2031&title=Immunity): Immunity (Total)
is immune to traits that cause States, State: Dead among them, and to those that reduce the
target's Attributes, ARM=0 among them.

So a failed save against it puts the target in Dead State whatever its Wounds and VITA/STR;
with Total Immunity the hit is an N hit that wounds.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from service.rules.ammo import Ammo
from service.rules.catalogue import catalogue_weapon
from service.rules.die_reading import FACES
from service.rules.odds import TargetSpec, WeaponSpec, weapon_spec
from service.rules.odds_wounds import wound_odds
from service.rules.saves import Condition, resolve_saves, save_rule, saves_for_hits
from service.rules.values import Edition

RESULTS = {(0, 0): Fraction(1, 4), (0, 1): Fraction(1, 2), (1, 0): Fraction(1, 4)}
"""(Criticals, plain hits) -> probability. A Critical causes two saves, a plain hit one."""

SV = 8
"""ARM=0: the target's ARM counts as 0, + PS 8."""


def _dead_by_enumeration(
    *, kills: bool, vitality: int, wounds_before: int, sv: int = SV
) -> Fraction:
    """Every face of every save. Each failed N save is one Wound; more Wounds than VITA is
    Dead, and with State: Dead any failed save is."""
    total = Fraction(0)
    for (criticals, hits), p in RESULTS.items():
        saves = 2 * criticals + hits
        rolls = list(product(FACES, repeat=saves))
        dead = 0
        for faces in rolls:
            failed = sum(1 for face in faces if face > sv)
            if (kills and failed > 0) or wounds_before + failed > vitality:
                dead += 1
        total += p * Fraction(dead, len(rolls))
    return total


def _monofilament(target: TargetSpec) -> WeaponSpec:
    return weapon_spec(catalogue_weapon("monofilament_cc_weapon"), target)


def test_the_catalogue_row_is_the_melee_weapon_profile_s() -> None:
    weapon = catalogue_weapon("monofilament_cc_weapon")
    assert (weapon.ps, weapon.burst, weapon.ammo, weapon.save_attribute) == (8, 1, (Ammo.N,), "ARM")
    assert set(weapon.traits) == {"CC", "ARM=0", "State: Dead"}
    assert weapon.range_mods == (None,) * 7


@pytest.mark.parametrize("skills", [(), ("No Wound Incapacitation",)])
@pytest.mark.parametrize("vitality", [1, 2, 3])
def test_a_failed_save_kills_whatever_the_vita(vitality: int, skills: tuple[str, ...]) -> None:
    target = TargetSpec(arm=5, vitality=vitality, no_wound_incapacitation=bool(skills))
    odds = wound_odds(RESULTS, _monofilament(target), Edition.N5)
    assert odds.save_value == SV
    assert odds.dead == _dead_by_enumeration(kills=True, vitality=vitality, wounds_before=0)
    # By hand: a plain hit kills with 12/20, a Critical's two saves with 1 - (8/20)^2.
    assert odds.dead == Fraction(1, 2) * Fraction(12, 20) + Fraction(1, 4) * (
        1 - Fraction(8, 20) ** 2
    )
    assert odds.unconscious == 0


def test_it_kills_a_structure_target_too() -> None:
    target = TargetSpec(arm=8, vitality=2, structure=True)
    odds = wound_odds(RESULTS, _monofilament(target), Edition.N5)
    assert odds.dead == _dead_by_enumeration(kills=True, vitality=2, wounds_before=0)


def test_total_immunity_cancels_it_and_the_hit_wounds() -> None:
    target = TargetSpec(arm=5, vitality=2, wounds=1, immunities=("Total Immunity",))
    odds = wound_odds(RESULTS, _monofilament(target), Edition.N5)
    # Total Immunity cancels ARM=0 too (Immunity, N5): ARM 5 + PS 8 = SV 13, 7 faces fail.
    # One Wound already: two failed saves are needed to pass VITA 2; one leaves it Unconscious.
    assert odds.save_value == 13
    assert odds.dead == _dead_by_enumeration(kills=False, vitality=2, wounds_before=1, sv=13)
    assert odds.dead == Fraction(1, 4) * Fraction(7, 20) ** 2
    assert odds.unconscious > 0


def test_a_custom_weapon_with_the_trait_kills_the_same_way() -> None:
    spec = WeaponSpec(
        8, (Ammo.N,), "ARM", TargetSpec(arm=5, vitality=2), traits=("ARM=0", "State: Dead")
    )
    assert wound_odds(RESULTS, spec, Edition.N5).dead == _dead_by_enumeration(
        kills=True, vitality=2, wounds_before=0
    )


@pytest.mark.parametrize("failing", ["the hit's", "the Critical's extra"])
def test_each_save_of_a_critical_keeps_state_dead(failing: str) -> None:
    """A Critical with the Monofilament CC Weapon: two saves (the hit's and the extra one,
    Ammunition Summary Chart: the extra roll "will retain ... the Traits of the weapon"). On a
    VITA 2 target one failed save of the two is one Wound, and State: Dead kills outright,
    whichever of the two failed (SV 8: a 1 passes, a 20 fails)."""
    rule = save_rule(("N",), "ARM", Edition.N5, kills=True)
    pending = saves_for_hits(rule, 0, 1)
    assert [p.critical_hit for p in pending] == [True, True]
    faces = [20, 1] if failing == "the hit's" else [1, 20]
    resolution = resolve_saves(pending, SV, faces, Condition(2))
    assert resolution.wounds == 1
    assert resolution.condition.state == "dead"
