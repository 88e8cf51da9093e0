"""Comms Attacks: a program's numbers make a WIP attack whose hits are saved against BTS."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.rules.catalogue import PROGRAMS, ProgramInfo, program
from service.rules.hacking import comms_attack, reset_mods
from service.rules.odds import OddsSide, TargetSpec, odds
from service.rules.saves import (
    save_rule,
    save_value,
    saves_per_critical_hit,
    saves_per_plain_hit,
)
from service.rules.values import Edition, Mod, ModSource, success_value


def test_carbonite_critical_causes_three_saves() -> None:
    # Carbonite page: "For each Carbonite Critical received, the target must perform 3 Saving
    # Rolls: 2 due to the DA impact and 1 more due to the additional Saving Roll."
    attack = comms_attack(program("carbonite"), 14, burst=2, target=TargetSpec(bts=3))
    assert attack.weapon is not None
    assert attack.weapon.save_attribute == "BTS"
    rule = save_rule(attack.weapon.ammo, "BTS", Edition.N5)
    assert len(saves_per_plain_hit(rule)) == 2
    assert len(saves_per_critical_hit(rule)) == 3


def test_the_attack_mod_shows_in_the_success_value() -> None:
    attack = comms_attack(
        program("trinity"), 13, burst=1, mods=(Mod(-3, ModSource.COVER, "Partial Cover"),)
    )
    assert attack.sv.value == 10
    assert [m.note for m in attack.sv.mods] == ["Trinity", "Partial Cover"]


def test_burst_is_the_program_s_at_most() -> None:
    carbonite = program("carbonite")
    comms_attack(carbonite, 13, burst=1)  # in ARO
    with pytest.raises(ValueError, match="Burst 2"):
        comms_attack(carbonite, 13, burst=3)


def test_supportware_makes_no_comms_attack() -> None:
    supportware = [p for p in PROGRAMS if not p.comms_attack]
    assert supportware
    for info in supportware:
        with pytest.raises(ValueError, match="no Comms Attack"):
            comms_attack(info, 13, burst=1)


def test_spotlight_n5_saves_on_halved_bts_with_ps_5() -> None:
    # Spotlight page (N5): "Each successful Roll, due to AP Ammunition, forces the target to
    # make a Saving Roll against their halved BTS, with PS 5 ... A Critical with Spotlight
    # forces its target to perform an additional Saving Roll, applying their halved BTS value."
    info = program("spotlight")
    assert (info.attack_mod, info.opponent_mod, info.ps, info.burst) == (0, 0, 5, 2)
    attack = comms_attack(info, 13, burst=2, target=TargetSpec(bts=3))
    assert attack.weapon is not None
    rule = save_rule(attack.weapon.ammo, "BTS", Edition.N5)
    assert rule.halved
    assert len(saves_per_plain_hit(rule)) == 1
    assert len(saves_per_critical_hit(rule)) == 2
    # BTS 3 halved, rounded up, is 2: the save succeeds on 2 + 5 = 7 or less.
    assert save_value(rule, 3, info.ps or 0).value == 7


def test_carbonite_n5_numbers() -> None:
    # Carbonite page (N5): Attack MOD 0, Opp. MOD 0, PS 7, Burst 2, DA, TAG, HI, REM, VH, Hacker.
    info = program("carbonite")
    assert (info.attack_mod, info.opponent_mod, info.ps, info.burst) == (0, 0, 7, 2)
    assert info.ammo == ("DA",)
    assert "VH" in info.targets


def test_reset_takes_only_a_printed_opponent_mod() -> None:
    assert reset_mods(program("carbonite")) == ()


def test_trinity_normal_roll_wounds_exactly() -> None:
    # WIP 10, no Reset: 9 plain hits in 20 (one save at BTS 0 + PS 6: fails on 7..20, 14/20)
    # and one Critical (face 10: two saves).
    attack = comms_attack(program("trinity"), 10, burst=1, target=TargetSpec(bts=0, vitality=1))
    side = OddsSide("hacker", attack.sv, attack.burst, weapon=attack.weapon)
    (result,) = odds("normal", [side], Edition.N5).sides
    fail = Fraction(14, 20)
    assert result.save_value == 6
    assert result.wounds_distribution == (
        Fraction(10, 20) + Fraction(9, 20) * (1 - fail) + Fraction(1, 20) * (1 - fail) ** 2,
        Fraction(9, 20) * fail + Fraction(1, 20) * 2 * fail * (1 - fail),
        Fraction(1, 20) * fail**2,
    )
    assert result.p_dead == Fraction(1, 20) * fail**2


ATTACKS = [p for p in PROGRAMS if p.comms_attack]


@given(
    st.sampled_from(ATTACKS),
    st.integers(1, 22),
    st.integers(1, 20),
    st.integers(0, 9),
    st.data(),
)
@settings(max_examples=60, deadline=None)
def test_comms_attack_odds_are_exact_distributions(
    info: ProgramInfo, wip: int, reset_wip: int, bts: int, data: st.DataObject
) -> None:
    burst = data.draw(st.integers(1, info.burst))
    attack = comms_attack(info, wip, burst=burst, target=TargetSpec(bts=bts, vitality=2))
    hacker = OddsSide("hacker", attack.sv, attack.burst, weapon=attack.weapon)
    target = OddsSide("target", success_value(reset_wip, reset_mods(info)), 1)
    result = odds("face_to_face", [hacker, target], Edition.N5)
    assert result.sides[0].win + result.sides[1].win + result.neither == 1
    wounds = result.sides[0].wounds_distribution
    # Every attacking program causes saves in N5 (Spotlight too, since N5).
    assert wounds is not None
    assert sum(wounds) == 1
    # No hit, no Wound: the chance of none is at least the chance the hacker fails.
    assert wounds[0] >= 1 - result.sides[0].win
