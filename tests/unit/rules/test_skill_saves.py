"""Bioimmunity's value, and the worked examples of the Combined Ammunition and Bioimmunity
pages, at the level of the save rules."""

from __future__ import annotations

from service.rules.saves import save_rule, save_value, saves_for_hits
from service.rules.skill_saves import SwitchedValue, bioimmune_value
from service.rules.values import Edition


def test_bioimmunity_takes_the_better_of_arm_and_bts_and_keeps_the_attribute() -> None:
    assert bioimmune_value("ARM", 1, 6) == SwitchedValue("ARM", "BTS", 6)
    assert bioimmune_value("BTS", 5, 0) == SwitchedValue("BTS", "ARM", 5)
    assert bioimmune_value("ARM", 4, 3) == SwitchedValue("ARM", "ARM", 4)
    # On equal values the weapon's own attribute is kept.
    assert bioimmune_value("BTS", 3, 3) == SwitchedValue("BTS", "BTS", 3)


def test_bioimmunity_does_not_apply_to_ph_saves_or_comms_attacks() -> None:
    assert bioimmune_value("PH", 1, 6) is None
    assert bioimmune_value("BTS", 6, 1, comms_attack=True) is None


def test_bioimmunity_against_an_ap_rifle_halves_the_bts_value_it_uses() -> None:
    # Bioimmunity page: an AP Rifle hit saved with BTS instead of ARM; AP still halves it.
    rule = save_rule(["AP"], "ARM", Edition.N5)
    switched = bioimmune_value(rule.attribute, 1, 6)
    assert switched is not None
    value = save_value(rule, switched.value, 7)
    assert (value.attribute, value.effective_attribute, value.value) == ("ARM", 3, 10)


def test_bioimmunity_against_da_shock_makes_both_saves_with_arm() -> None:
    # Bioimmunity page: a DA+Shock hit saved against BTS; both saves may use the ARM value.
    rule = save_rule(["DA", "Shock"], "BTS", Edition.N5)
    switched = bioimmune_value(rule.attribute, 5, 0)
    assert switched == SwitchedValue("BTS", "ARM", 5)
    assert len(saves_for_hits(rule, 1, 0)) == 2
    assert save_value(rule, switched.value, 7).value == 12


def test_combined_ap_plus_da_two_halved_saves_a_critical_three() -> None:
    # Combined Ammunition page: a hit with AP+DA forces two Saving Rolls with the attribute
    # halved; a Critical one extra, also halved: three per Critical.
    rule = save_rule(["AP", "DA"], "ARM", Edition.N5)
    assert rule.halved
    assert len(saves_for_hits(rule, 1, 0)) == 2
    critical = saves_for_hits(rule, 0, 1)
    assert [s.spec.critical_extra for s in critical] == [False, False, True]
    # Every save of the attack is rolled against the one, halved, value.
    assert save_value(rule, 5, 7).effective_attribute == 3


def test_combined_ammunition_criticals_keep_every_effect_that_applies() -> None:
    # "The additional Saving Roll will apply the effects of the different types of
    # Ammunition that compose it, if applicable": DA+Shock's extra save keeps Shock.
    rule = save_rule(["DA", "Shock"], "BTS", Edition.N5)
    extra = saves_for_hits(rule, 0, 1)[-1]
    assert extra.spec.critical_extra
    assert extra.spec.shock
    # AP+EXP (Missile Launcher): three halved saves per hit, four per Critical.
    missile = save_rule(["AP", "EXP"], "ARM", Edition.N5)
    assert (len(saves_for_hits(missile, 1, 0)), len(saves_for_hits(missile, 0, 1))) == (3, 4)
    assert missile.halved
