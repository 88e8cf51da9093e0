from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.saves import (
    Condition,
    MissingSaveFacesError,
    PendingSave,
    SaveRule,
    SaveSpec,
    apply_wounds,
    combined_saving_rolls_apply,
    fail_probability,
    guts_roll_applies,
    resolve_saves,
    save_rule,
    save_rule_for_weapon,
    save_value,
    saves_for_hits,
    saves_per_critical_hit,
    saves_per_plain_hit,
    state_for_wounds,
)
from service.rules.values import Edition, Mod, ModSource
from service.rules.weapons import CATALOGUE, weapon_profile

N5 = Edition.N5
CODEONE = Edition.CODEONE


def rule(*ammo: str, attribute: str = "ARM", edition: Edition = N5) -> SaveRule:
    return save_rule(ammo, attribute, edition)


# --- saves per hit and per Critical hit -----------------------------------------------------


@pytest.mark.parametrize(
    ("ammo", "per_hit", "per_critical"),
    [("N", 1, 2), ("AP", 1, 2), ("DA", 2, 3), ("EXP", 3, 4), ("T2", 1, 2), ("Shock", 1, 2)],
)
def test_saves_per_hit_and_per_critical_hit(ammo: str, per_hit: int, per_critical: int) -> None:
    save = rule(ammo)
    assert len(saves_per_plain_hit(save)) == per_hit
    assert len(saves_per_critical_hit(save)) == per_critical


def test_para_and_em_cause_one_save_per_hit_and_two_per_critical() -> None:
    for ammo, attribute in (("PARA", "PH"), ("E/M", "BTS")):
        save = rule(ammo, attribute=attribute)
        assert (len(saves_per_plain_hit(save)), len(saves_per_critical_hit(save))) == (1, 2)


def test_each_critical_adds_exactly_one_save_without_t2_or_repeats() -> None:
    save = save_rule(["T2"], "ARM", N5, continuous=True)
    plain = saves_per_plain_hit(save)
    critical = saves_per_critical_hit(save)
    assert plain == (SaveSpec(False, 2, True, False),)
    assert critical == (*plain, SaveSpec(True, 1, False, False))


def test_the_critical_extra_save_keeps_shock() -> None:
    assert saves_per_critical_hit(rule("Shock"))[-1] == SaveSpec(True, 1, False, True)


def test_shock_is_plain_n_in_codeone() -> None:
    shock = rule("Shock", edition=CODEONE)
    assert not shock.shock
    assert saves_per_critical_hit(shock) == saves_per_critical_hit(rule("N", edition=CODEONE))


def test_saves_for_hits_lists_plain_hits_then_critical_hits() -> None:
    pending = saves_for_hits(rule("DA"), hits=1, criticals=1)
    assert [(p.hit_index, p.critical_hit, p.spec.critical_extra) for p in pending] == [
        (0, False, False),
        (0, False, False),
        (1, True, False),
        (1, True, False),
        (1, True, True),
    ]
    assert saves_for_hits(rule("N"), 0, 0) == ()
    with pytest.raises(ValueError, match="negative"):
        saves_for_hits(rule("N"), -1, 0)


def test_continuous_damage_from_ammo_or_trait() -> None:
    assert rule("Continuous Damage").continuous
    flamer = weapon_profile(
        "Flamethrower", (0,) * 7, ps=7, burst=1, ammo=["N"], save_attribute="ARM",
        traits=["Continuous Damage"],
    )  # fmt: skip
    assert save_rule_for_weapon(flamer, N5).continuous
    assert not save_rule_for_weapon(CATALOGUE["combi_rifle"], N5).continuous


def test_weapon_rules_from_the_catalogue() -> None:
    sniper = save_rule_for_weapon(CATALOGUE["sniper_rifle"], N5)
    assert (sniper.shock, sniper.saves_per_hit, sniper.attribute) == (True, 1, "ARM")
    breaker = save_rule_for_weapon(CATALOGUE["breaker_combi"], N5)
    assert (breaker.halved, breaker.attribute) == (True, "BTS")


# --- the save's Success Value ---------------------------------------------------------------


def test_sv_is_attribute_plus_ps() -> None:
    value = save_value(rule("N"), attribute_value=1, ps=7)
    assert value.value == 8
    assert value.effective_attribute == 1


def test_partial_cover_adds_3_as_a_cover_mod() -> None:
    value = save_value(rule("N"), attribute_value=2, ps=7, partial_cover=True)
    assert value.value == 12
    assert [(m.value, m.source) for m in value.sv.mods] == [(3, ModSource.COVER)]


@pytest.mark.parametrize(("arm", "halved"), [(5, 3), (4, 2), (3, 2), (1, 1), (0, 0)])
def test_ap_halves_the_attribute_rounding_up(arm: int, halved: int) -> None:
    value = save_value(rule("AP"), attribute_value=arm, ps=7)
    assert value.effective_attribute == halved
    assert value.value == halved + 7


def test_para_saves_ph_minus_6() -> None:
    value = save_value(rule("PARA", attribute="PH"), attribute_value=10, ps=6)
    assert (value.effective_attribute, value.value) == (4, 10)


def test_other_mods_are_clamped_but_ps_is_not() -> None:
    value = save_value(rule("N"), 3, 7, partial_cover=True, mods=[Mod(-9), Mod(-9)])
    assert value.sv.raw_mod_total == -15
    assert value.value == 3 + 7 - 12


@pytest.mark.parametrize(("ps", "arm"), [(-1, 2), (4, -1)])
def test_negative_inputs_are_rejected(ps: int, arm: int) -> None:
    with pytest.raises(ValueError, match="negative"):
        save_value(rule("N"), arm, ps)


@pytest.mark.parametrize(
    ("sv", "p"),
    [
        (10, Fraction(1, 2)),
        (1, Fraction(19, 20)),
        (0, Fraction(1)),
        (-3, Fraction(1)),
        (20, Fraction(0)),
        (25, Fraction(0)),
        (19, Fraction(1, 20)),
    ],
)
def test_fail_probability(sv: int, p: Fraction) -> None:
    assert fail_probability(sv) == p


@given(st.integers(-5, 30))
def test_fail_probability_counts_failing_faces(sv: int) -> None:
    failing = sum(1 for face in range(1, 21) if sv < 1 or face > sv)
    assert fail_probability(sv) == Fraction(failing, 20)


# --- Wounds and states ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wounds", "vitality", "state"),
    [(0, 1, "normal"), (1, 1, "unconscious"), (2, 1, "dead"), (1, 2, "normal"), (3, 2, "dead")],
)
def test_state_for_wounds(wounds: int, vitality: int, state: str) -> None:
    assert state_for_wounds(wounds, vitality) == state


def test_apply_wounds_accumulates() -> None:
    trooper = Condition(vitality=2)
    once = apply_wounds(trooper, 1)
    assert (once.wounds, once.state) == (1, "normal")
    twice = apply_wounds(once, 1)
    assert (twice.wounds, twice.state) == (2, "unconscious")
    assert apply_wounds(twice, 1).state == "dead"


def test_shock_kills_a_vita_1_trooper_outright_but_not_str() -> None:
    assert apply_wounds(Condition(1), 1, shock=True).state == "dead"
    assert apply_wounds(Condition(1, structure=True), 1, shock=True).state == "unconscious"
    assert apply_wounds(Condition(2), 1, shock=True).state == "normal"
    assert apply_wounds(Condition(1), 0, shock=True).state == "normal"


def test_a_state_is_never_improved_by_wounds() -> None:
    dead = apply_wounds(Condition(1), 1, shock=True)
    assert apply_wounds(dead, 0).state == "dead"


def test_condition_is_validated() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        Condition(0)
    with pytest.raises(ValueError, match="negative"):
        Condition(1, wounds=-1)
    with pytest.raises(ValueError, match="is not normal"):
        Condition(1, wounds=1)
    with pytest.raises(ValueError, match="negative"):
        apply_wounds(Condition(1), -1)


# --- resolving saves from faces -------------------------------------------------------------


def test_each_save_uses_one_face() -> None:
    pending = saves_for_hits(rule("N"), hits=1, criticals=1)
    result = resolve_saves(pending, sv=8, faces=[3, 9, 15], condition=Condition(2))
    assert [(r.face, r.passed, r.wounds) for r in result.rolls] == [
        (3, True, 0),
        (9, False, 1),
        (15, False, 1),
    ]
    assert result.wounds == 2
    assert result.condition.state == "unconscious"


def test_t2_failed_save_causes_two_wounds_except_the_critical_extra() -> None:
    pending = saves_for_hits(rule("T2"), hits=0, criticals=1)
    result = resolve_saves(pending, sv=5, faces=[10, 10], condition=Condition(5))
    assert [r.wounds for r in result.rolls] == [2, 1]
    assert result.condition.wounds == 3


def test_shock_save_failure_kills_vita_1() -> None:
    pending = saves_for_hits(rule("Shock"), hits=1, criticals=0)
    result = resolve_saves(pending, sv=8, faces=[12], condition=Condition(1))
    assert result.condition.state == "dead"
    codeone = saves_for_hits(rule("Shock", edition=CODEONE), hits=1, criticals=0)
    assert resolve_saves(codeone, 8, [12], Condition(1)).condition.state == "unconscious"


def test_continuous_damage_repeats_until_a_save_passes() -> None:
    pending = saves_for_hits(rule("Continuous Damage"), hits=1, criticals=0)
    result = resolve_saves(pending, sv=10, faces=[15, 4], condition=Condition(3))
    assert [(r.repeat, r.face, r.passed) for r in result.rolls] == [(0, 15, False), (1, 4, True)]
    assert result.condition.wounds == 1


def test_continuous_damage_stops_at_dead() -> None:
    pending = saves_for_hits(rule("Continuous Damage"), hits=1, criticals=0)
    result = resolve_saves(pending, sv=10, faces=[15, 16, 17], condition=Condition(2))
    assert result.condition.state == "dead"
    assert len(result.rolls) == 3
    with pytest.raises(ValueError, match="left over"):
        resolve_saves(pending, sv=10, faces=[15, 16, 17, 18], condition=Condition(2))


def test_continuous_repeats_come_after_every_first_save_and_skip_the_critical_extra() -> None:
    pending = saves_for_hits(rule("Continuous Damage"), hits=0, criticals=1)
    result = resolve_saves(pending, sv=10, faces=[15, 16, 2], condition=Condition(3))
    assert [(r.repeat, r.save.spec.critical_extra, r.passed) for r in result.rolls] == [
        (0, False, False),
        (0, True, False),
        (1, False, True),
    ]


def test_too_few_faces_asks_for_more() -> None:
    pending = saves_for_hits(rule("Continuous Damage"), hits=1, criticals=0)
    with pytest.raises(MissingSaveFacesError):
        resolve_saves(pending, sv=10, faces=[15], condition=Condition(3))
    with pytest.raises(ValueError, match="needs a face"):
        resolve_saves(pending, sv=10, faces=[], condition=Condition(3))


def test_below_sv_1_no_face_is_used_and_every_save_fails() -> None:
    pending = saves_for_hits(rule("DA"), hits=1, criticals=0)
    result = resolve_saves(pending, sv=0, faces=[], condition=Condition(2))
    assert [(r.face, r.passed) for r in result.rolls] == [(None, False), (None, False)]
    assert result.condition.state == "unconscious"
    with pytest.raises(ValueError, match="below SV 1"):
        resolve_saves(pending, sv=0, faces=[3, 3], condition=Condition(2))


def test_faces_are_validated() -> None:
    pending = (PendingSave(0, False, SaveSpec(False, 1, False, False)),)
    with pytest.raises(ValueError, match=r"1\.\.20"):
        resolve_saves(pending, sv=10, faces=[21], condition=Condition(1))


# --- edition switches -----------------------------------------------------------------------


def test_guts_roll_and_combined_saves_are_n5_only() -> None:
    assert guts_roll_applies(N5)
    assert not guts_roll_applies(CODEONE)
    assert combined_saving_rolls_apply(N5)
    assert not combined_saving_rolls_apply(CODEONE)
