"""Combined Saving Rolls (Plasma): ARM and BTS per hit in N5, the Critical's extra on ARM."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.rules.ammo import COMBINED_SAVE_TRAIT
from service.rules.catalogue import WEAPONS
from service.rules.saves import (
    combined_save_attribute,
    combined_saves_for_hits,
    save_rule,
    saves_for_hits,
)
from service.rules.values import Edition


def _saves(hits: int, criticals: int) -> tuple[list[str], list[str]]:
    carbine = WEAPONS["plasma_carbine"]
    first = save_rule(carbine.ammo, carbine.save_attribute, Edition.N5)
    second_attribute = combined_save_attribute(carbine.traits, Edition.N5)
    assert second_attribute == "BTS"
    second = save_rule(carbine.ammo, second_attribute, Edition.N5)
    arm = [first.attribute for _ in saves_for_hits(first, hits, criticals)]
    bts = [second.attribute for _ in combined_saves_for_hits(second, hits, criticals)]
    return arm, bts


def test_the_plasma_carbine_example() -> None:
    # Combined Saving Roll: "A hit from a Plasma Carbine forces its target to make two Saving
    # Rolls, one against ARM and the other against BTS."
    assert _saves(1, 0) == (["ARM"], ["BTS"])
    # "A Critical from the Plasma Carbine forces its target to make an additional Saving Roll
    # against the ARM Attribute. Therefore, the target will perform two Saving Rolls against
    # the ARM Attribute and one against the BTS Attribute."
    assert _saves(0, 1) == (["ARM", "ARM"], ["BTS"])


@given(st.integers(0, 6), st.integers(0, 6))
def test_each_hit_adds_one_bts_save_and_only_criticals_add_arm(hits: int, crits: int) -> None:
    arm, bts = _saves(hits, crits)
    assert len(bts) == hits + crits
    assert len(arm) == hits + 2 * crits


def test_codeone_has_no_combined_saving_rolls() -> None:
    assert combined_save_attribute((COMBINED_SAVE_TRAIT,), Edition.CODEONE) is None
    assert combined_save_attribute(("Suppressive Fire",), Edition.N5) is None


def test_the_extra_save_never_goes_to_bts() -> None:
    rule = save_rule(["N"], "BTS", Edition.N5)
    assert not any(s.spec.critical_extra for s in combined_saves_for_hits(rule, 2, 3))
