"""Saving Rolls worked out by hand, face by face, where mutation testing found the rest of the
suite blind: the Critical's extra save of a Non-Lethal weapon, the Combined Saving Roll's BTS
saves, the lowest Success Value that rolls a die, what each roll leaves the target in.

Pages: Saving Roll (https://infinitythewiki.com/Saving_Roll_(SR)): passed on the Success Value
or less; an SV below 1 rolls no die. Ammunition Summary Chart
(https://infinitythewiki.com/Ammunition_Summary_Chart): a Critical adds one save keeping the
weapon's traits. Combined Saving Roll (https://infinitythewiki.com/Combined_Saving_Roll): each
hit is saved against ARM and BTS, the Critical's extra save against ARM only. Stun Ammunition
(https://infinitythewiki.com/Stun_Ammunition): Non-Lethal, a failed save Stuns, no Wound.
Shock Ammunition (N5): a failed save kills a VITA 1 target outright.
"""

from __future__ import annotations

import dataclasses

import pytest

from service.rules.ammo import Ammo
from service.rules.catalogue import catalogue_weapon
from service.rules.odds_wounds import TargetSpec, weapon_spec
from service.rules.saves import (
    Condition,
    MissingSaveFacesError,
    apply_wounds,
    combined_saves_for_hits,
    resolve_saves,
    save_rule,
    saves_for_hits,
)
from service.rules.values import Edition


def test_a_non_lethal_criticals_extra_save_deals_no_wound_either() -> None:
    rule = save_rule(("Stun",), "BTS", Edition.N5, n5_chart=True)
    pending = saves_for_hits(rule, 0, 1)
    assert [(p.critical_hit, p.spec.critical_extra, p.spec.wounds_on_fail) for p in pending] == [
        (True, False, 0),
        (True, True, 0),
    ]
    resolution = resolve_saves(pending, 5, [20, 20], Condition(1))
    assert resolution.wounds == 0
    assert resolution.condition.state == "normal"


def test_the_bts_saves_of_a_combined_roll_follow_each_hit_and_never_the_extra_one() -> None:
    """Two plain hits and a Critical: three BTS saves, one per hit, numbered as the hits are
    (plain hits first), the third a Critical's."""
    rule = save_rule(("N",), "BTS", Edition.N5)
    pending = combined_saves_for_hits(rule, 2, 1)
    assert [(p.hit_index, p.critical_hit, p.spec.critical_extra) for p in pending] == [
        (0, False, False),
        (1, False, False),
        (2, True, False),
    ]


def test_a_combined_rolls_bts_saves_keep_shock_in_n5() -> None:
    plasma = weapon_spec(catalogue_weapon("plasma_carbine"), TargetSpec())
    shocking = dataclasses.replace(plasma, ammo=(Ammo.SHOCK,))
    arm, bts = shocking.save_rules(Edition.N5)
    assert (arm.attribute, arm.shock, bts.attribute, bts.shock) == ("ARM", True, "BTS", True)


def test_a_catalogue_weapons_continuous_damage_trait_repeats_its_saves() -> None:
    """The Light Rocket Launcher (Hit mode) prints Continuous Damage among its traits."""
    spec = weapon_spec(catalogue_weapon("light_rocket_launcher_hit"), TargetSpec())
    assert spec.continuous is True
    assert weapon_spec(catalogue_weapon("combi_rifle"), TargetSpec()).continuous is False


def test_sv_1_rolls_a_die_and_sv_0_none() -> None:
    rule = save_rule(("N",), "ARM", Edition.N5)
    (save,) = saves_for_hits(rule, 1, 0)
    passed = resolve_saves((save,), 1, [1], Condition(1))
    assert passed.sv == 1
    assert [(r.face, r.passed) for r in passed.rolls] == [(1, True)]
    assert passed.rolls[0].condition_after == Condition(1)
    failed = resolve_saves((save,), 0, [], Condition(1))
    assert [(r.face, r.passed) for r in failed.rolls] == [(None, False)]
    assert failed.rolls[0].condition_after == Condition(1, wounds=1, state="unconscious")


def test_a_missing_face_names_the_save_it_is_missing_for() -> None:
    rule = save_rule(("DA",), "ARM", Edition.N5)
    with pytest.raises(MissingSaveFacesError) as missing:
        resolve_saves(saves_for_hits(rule, 1, 0), 10, [4], Condition(1))
    assert str(missing.value) == "save 2 (repeat 0) needs a face"


def test_a_wound_is_not_a_shock_kill_unless_the_ammunition_says_so() -> None:
    assert apply_wounds(Condition(1), 1).state == "unconscious"
    assert apply_wounds(Condition(1), 1, shock=True).state == "dead"
