"""Success Values. MODs (http://infinitythewiki.com/en/MODs): "The sum total of the Modifiers
applied to a Roll can never exceed +12 or -12. Any Modifier that adds up to more than +12 or
less than -12 is ignored and replaced by the maximum MOD of +12 or -12, as appropriate"."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.rules.values import Mod, ModSource, halve_round_up, success_value


def test_seed_maximum_modifier_example_clamps_minus_15_to_minus_12() -> None:
    sv = success_value(
        13,
        [
            Mod(-6, ModSource.MIMETISM, "Hac Tao"),
            Mod(-3, ModSource.COVER),
            Mod(-6, ModSource.RANGE),
        ],
    )
    assert sv.raw_mod_total == -15
    assert sv.mod_total == -12
    assert sv.value == 1
    assert sv.clamped


def test_breakdown_keeps_every_mod_with_its_source_in_order() -> None:
    mods = (
        Mod(3, ModSource.RANGE),
        Mod(-3, ModSource.COVER),
        Mod(-3, ModSource.MIMETISM),
        Mod(3, ModSource.SKILL, "BS Attack (+3)"),
        Mod(-3, ModSource.EQUIPMENT, "ECM"),
        Mod(-3, "Surprise Attack"),
    )
    sv = success_value(12, mods)
    assert sv.mods == mods
    assert [m.source for m in sv.mods] == [
        "range",
        "cover",
        "mimetism",
        "skill",
        "equipment",
        "Surprise Attack",
    ]
    assert sv.raw_mod_total == sv.mod_total == -6
    assert not sv.clamped
    assert sv.value == 6


def test_a_mod_without_a_source_is_other() -> None:
    assert Mod(2).source is ModSource.OTHER


def test_positive_mods_are_clamped_too() -> None:
    sv = success_value(14, [Mod(9), Mod(6)])
    assert (sv.raw_mod_total, sv.mod_total, sv.value) == (15, 12, 26)
    assert sv.clamped


def test_exactly_twelve_is_not_a_clamp() -> None:
    assert not success_value(10, [Mod(-6), Mod(-6)]).clamped


def test_no_mods_is_the_attribute() -> None:
    sv = success_value(11)
    assert (sv.value, sv.mods, sv.clamped) == (11, (), False)


@pytest.mark.parametrize(("value", "rolls"), [(1, True), (0, False), (-4, False), (30, True)])
def test_a_die_is_rolled_only_from_sv_1(value: int, rolls: bool) -> None:
    assert success_value(value).rolls is rolls


@pytest.mark.parametrize(("value", "half"), [(5, 3), (4, 2), (1, 1), (0, 0), (3, 2)])
def test_halves_round_up(value: int, half: int) -> None:
    assert halve_round_up(value) == half


@given(st.lists(st.integers(-20, 20), max_size=8), st.integers(-5, 25))
def test_sv_is_attribute_plus_clamped_sum(mods: list[int], attribute: int) -> None:
    total = sum(mods)
    # By the page: beyond +12 the sum is +12, beyond -12 it is -12, else the sum itself.
    expected = 12 if total > 12 else -12 if total < -12 else total
    sv = success_value(attribute, [Mod(m) for m in mods])
    assert sv.raw_mod_total == total
    assert sv.mod_total == expected
    assert sv.value == attribute + expected
    assert sv.clamped == (total > 12 or total < -12)


@pytest.mark.parametrize(
    ("mods", "total"), [((6, 6), 12), ((6, 7), 12), ((-6, -6), -12), ((-7, -6), -12), ((13,), 12)]
)
def test_the_cap_is_twelve_each_way(mods: tuple[int, ...], total: int) -> None:
    assert success_value(10, [Mod(m) for m in mods]).mod_total == total
