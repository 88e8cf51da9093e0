"""The rules of Deployable weapons (N5 Mines, Disposable, Traits: Deployable)."""

from __future__ import annotations

import pytest

from service.rules.catalogue import catalogue_weapon
from service.rules.deployable import (
    DEPLOYABLE_DODGE_MOD,
    bs_attack_refusal,
    disposable_uses,
    dodge_mods,
    is_deployable,
    uses_left,
)
from service.rules.values import ModSource, success_value
from service.rules.weapons import weapon_profile


def _custom(*traits: str) -> object:
    return weapon_profile(
        "Drop Mine", (0,), ps=7, burst=1, ammo=["N"], save_attribute="ARM", traits=traits
    )


@pytest.mark.parametrize("slug", ["ap_mines", "antipersonnel_mines"])
def test_mines_are_deployable_with_three_uses(slug: str) -> None:
    """Mines: Concealed, Deployable, Disposable (3), Direct Template (Small Teardrop)."""
    mines = catalogue_weapon(slug)
    assert is_deployable(mines)
    assert disposable_uses(mines) == 3
    assert [uses_left(mines, spent) for spent in range(4)] == [3, 2, 1, 0]
    assert bs_attack_refusal(mines) is not None


def test_a_weapon_with_no_disposable_trait_has_no_limit_and_others_parse_their_value() -> None:
    combi = catalogue_weapon("combi_rifle")
    assert not is_deployable(combi)
    assert disposable_uses(combi) is None
    assert uses_left(combi, 7) is None
    assert bs_attack_refusal(combi) is None
    assert disposable_uses(catalogue_weapon("chest_mines")) == 2


def test_a_dodge_against_a_deployable_is_at_minus_3() -> None:
    """Mines: a Template and a Deployable Weapon, so -3 PH to any Dodge: PH 10 dodges on 7."""
    (mod,) = dodge_mods()
    assert (mod.value, mod.source) == (DEPLOYABLE_DODGE_MOD, ModSource.SKILL) == (-3, "skill")
    assert success_value(10, dodge_mods()).value == 7
