"""Total Immunity against the traits that cause Damage or reduce Attributes, checked against
every face of every save.

Source (Infinity wiki, N5): Immunity
(https://infinitythewiki.com/index.php?diff=2032&oldid=2031&title=Immunity): Immunity (Total)
saves any Ammunition as Normal Ammunition, and "is completely immune to Traits that cause
States, refer to causing Damage, or reduce the Attributes of the target. For example State:
Dead, Continuous Damage, or ARM=0." BTS=0 reduces an Attribute as ARM=0 does.

So against it the K1 Combi Rifle (PS 7, N, ARM=0) is saved with the full ARM, a BTS=0 weapon
with the full BTS, and a failed save against the Vulkan Shotgun (PS 6, AP, Continuous Damage)
is one Wound and never repeated.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from service.rules.ammo import Ammo
from service.rules.catalogue import CATALOGUE_REVISION, catalogue_weapon
from service.rules.catalogue.weapons import WEAPONS
from service.rules.die_reading import FACES
from service.rules.odds import TargetSpec, WeaponSpec, weapon_spec
from service.rules.odds_wounds import wound_odds
from service.rules.values import Edition

TOTAL = ("Total Immunity",)

RESULTS = {(0, 0): Fraction(1, 4), (0, 1): Fraction(1, 2), (1, 0): Fraction(1, 4)}
"""(Criticals, plain hits) -> probability. With N ammunition a plain hit causes one save and
a Critical two (the extra save keeps no T2 and no repeats)."""


def _wounds_by_enumeration(sv: int) -> tuple[Fraction, ...]:
    """Every face of every save: a face above SV fails, each failure is one Wound and is
    never repeated."""
    weights: dict[int, Fraction] = {}
    for (criticals, hits), p in RESULTS.items():
        saves = 2 * criticals + hits
        rolls = list(product(FACES, repeat=saves))
        per_roll = p / len(rolls)
        for faces in rolls:
            failed = sum(1 for face in faces if face > sv)
            weights[failed] = weights.get(failed, Fraction(0)) + per_roll
    return tuple(weights.get(k, Fraction(0)) for k in range(max(weights) + 1))


def _trimmed(distribution: tuple[Fraction, ...]) -> tuple[Fraction, ...]:
    end = len(distribution)
    while end > 1 and distribution[end - 1] == 0:
        end -= 1
    return distribution[:end]


def test_arm_zero_is_saved_with_the_full_arm() -> None:
    k1 = catalogue_weapon("k1_combi_rifle")
    assert (k1.ps, k1.ammo, "ARM=0" in k1.traits) == (7, (Ammo.N,), True)
    immune = wound_odds(RESULTS, weapon_spec(k1, TargetSpec(arm=4, immunities=TOTAL)), Edition.N5)
    # By hand: ARM 4 + PS 7 = SV 11, so 12-20 fail, 9 faces in 20.
    assert immune.save_value == 11
    assert immune.save_fails == Fraction(9, 20)
    assert _trimmed(immune.wounds_distribution) == _wounds_by_enumeration(11)
    # VITA 1: two Wounds (a failed Critical's both saves) kill.
    assert immune.dead == Fraction(1, 4) * Fraction(9, 20) ** 2
    # Without the immunity ARM=0 applies: SV 0 + 7.
    plain = wound_odds(RESULTS, weapon_spec(k1, TargetSpec(arm=4)), Edition.N5)
    assert plain.save_value == 7


def test_bts_zero_is_saved_with_the_full_bts() -> None:
    target = TargetSpec(bts=6, vitality=2, immunities=TOTAL)
    spec = WeaponSpec(5, (Ammo.N,), "BTS", target, traits=("BTS=0",))
    odds = wound_odds(RESULTS, spec, Edition.N5)
    # By hand: BTS 6 + PS 5 = SV 11.
    assert odds.save_value == 11
    assert _trimmed(odds.wounds_distribution) == _wounds_by_enumeration(11)


def test_continuous_damage_is_one_wound_per_failed_save() -> None:
    vulkan = catalogue_weapon("vulkan_shotgun")
    assert (vulkan.ps, vulkan.ammo, "Continuous Damage" in vulkan.traits) == (6, (Ammo.AP,), True)
    target = TargetSpec(arm=3, vitality=2, immunities=TOTAL)
    odds = wound_odds(RESULTS, weapon_spec(vulkan, target), Edition.N5)
    # By hand: AP saved as N (full ARM 3) + PS 6 = SV 9; no repeats, so at most two Wounds
    # (a Critical's two saves) and VITA 2 is never passed.
    assert odds.save_value == 9
    assert _trimmed(odds.wounds_distribution) == _wounds_by_enumeration(9)
    assert odds.dead == 0
    assert odds.unconscious == Fraction(1, 4) * Fraction(11, 20) ** 2


def test_a_custom_continuous_weapon_is_not_repeated_either() -> None:
    target = TargetSpec(arm=3, vitality=2, immunities=TOTAL)
    spec = WeaponSpec(6, (Ammo.N,), "ARM", target, continuous=True)
    odds = wound_odds(RESULTS, spec, Edition.N5)
    assert _trimmed(odds.wounds_distribution) == _wounds_by_enumeration(9)


def test_the_revision_that_gates_it_changes_no_profile() -> None:
    # Revisions 4 and 5 only tell games recorded before them (decided again as played) from
    # new ones: 5 gates the Fireteam rules of the Reactive Turn and the token to form one.
    assert CATALOGUE_REVISION == 5
    for slug, profile in WEAPONS.items():
        assert catalogue_weapon(slug, 3) is profile
        assert catalogue_weapon(slug, 4) is profile
        assert catalogue_weapon(slug, 5) is profile
