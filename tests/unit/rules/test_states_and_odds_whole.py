"""What the States refuse a trooper, word for word, and the odds' answers checked field by
field, where mutation testing found a field or a word no test read.

States (N5 pages): Immobilized-B (https://infinitythewiki.com/Immobilized-B_State): no Skill but
Reset (Idle being no Skill); Immobilized-A (https://infinitythewiki.com/Immobilized-A_State):
none but Dodge; Isolated (https://infinitythewiki.com/Isolated_State): no Comms Attack, no
Order from the Order Pool; Stunned (https://infinitythewiki.com/Stunned_State): no Attack;
Possessed (https://infinitythewiki.com/Possessed): the possessing player gives it its Orders,
Regular ones, from their own pool.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from service.rules.ammo import Ammo, parse_ammo, parse_save_attribute
from service.rules.catalogue import NotInCatalogueError
from service.rules.hacking import declarable_in, order_refusal
from service.rules.odds import OddsSide, odds
from service.rules.odds_templates import AffectedSide, TemplateAttack, template_odds
from service.rules.odds_wounds import TargetSpec, WeaponSpec, wound_odds, wound_odds_from_counts
from service.rules.saves import SHOCK_IMMUNITY, ammo_against, save_rule, save_value
from service.rules.templates import Reaction
from service.rules.values import Edition, Mod, ModSource, success_value
from service.rules.weapons import Template


@pytest.mark.parametrize(
    ("states", "skill", "said"),
    [
        (["isolated"], "comms_attack", "it is Isolated: its Hacking Device is disabled"),
        (["isolated"], "bs_attack", None),
        (["immobilized_b"], "dodge", "it is Immobilized-B: it can only declare Reset"),
        (["immobilized_b"], "reset", None),
        (["immobilized_b"], "idle", None),
        (["immobilized_a"], "reset", "it is Immobilized-A: it can only declare Dodge"),
        (["immobilized_a"], "dodge", None),
        (["immobilized_a"], "idle", None),
        (["stunned"], "bs_attack", "it is Stunned: it cannot declare Attacks"),
        (["stunned"], "dodge", None),
    ],
)
def test_what_a_trooper_in_a_state_may_declare(
    states: list[str], skill: str, said: str | None
) -> None:
    assert declarable_in(states, skill) == said  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("states", "order_type", "by_owner", "said"),
    [
        (["possessed"], "regular", True, "it is Possessed: its player cannot activate it"),
        (
            ["possessed"],
            "irregular",
            False,
            "it is Possessed: it receives only Orders from the possessing player's pool",
        ),
        (["possessed"], "regular", False, None),
        (
            ["isolated"],
            "regular",
            True,
            "it is Isolated: it cannot receive Orders from its Order Pool",
        ),
        (["isolated"], "irregular", True, None),
    ],
)
def test_who_may_order_a_trooper_in_a_state(
    states: list[str], order_type: str, by_owner: bool, said: str | None
) -> None:
    assert order_refusal(states, order_type, by_owner=by_owner) == said  # type: ignore[arg-type]


def test_ammunition_and_attributes_refused_say_why() -> None:
    with pytest.raises(NotInCatalogueError) as unknown:
        parse_ammo(["Plasma"])
    assert unknown.value.name == "Plasma"
    for names, said in (
        ([], "a weapon mode needs at least one ammunition"),
        (["N", "AP"], "N (Normal) ammunition cannot be combined with another"),
    ):
        with pytest.raises(ValueError, match=r".") as refused:
            parse_ammo(names)
        assert str(refused.value) == said
    with pytest.raises(ValueError, match=r".") as refused:
        parse_save_attribute("WIP")
    assert str(refused.value) == "a save attribute is one of ARM, BTS, PH, not 'WIP'"


def test_shock_immunity_keeps_the_rest_of_a_mixed_ammunition() -> None:
    """Immunity (Shock): Shock is saved as Normal; DA+Shock keeps its DA."""
    assert ammo_against(("DA", "Shock"), [SHOCK_IMMUNITY]) == (Ammo.DA,)
    assert ammo_against(("Shock",), [SHOCK_IMMUNITY]) == (Ammo.N,)


def test_a_lethal_ammunition_is_lethal_by_the_n5_chart_too() -> None:
    assert save_rule(("N",), "ARM", Edition.N5, n5_chart=True).non_lethal is False
    assert save_rule(("Stun",), "ARM", Edition.N5, n5_chart=True).non_lethal is True


def test_partial_cover_is_shown_on_the_save() -> None:
    rule = save_rule(("N",), "ARM", Edition.N5)
    covered = save_value(rule, 1, 7, partial_cover=True)
    assert covered.sv.mods == (Mod(3, ModSource.COVER, "Partial Cover"),)
    assert covered.value == 11


def test_the_odds_say_what_they_answer() -> None:
    result = odds("normal", [OddsSide("a", success_value(10), 1)], Edition.CODEONE)
    assert (result.kind, result.edition) == ("normal", Edition.CODEONE)


def test_the_wound_odds_refusals_say_why() -> None:
    gun = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    with pytest.raises(ValueError, match=r".") as refused:
        wound_odds_from_counts({(0, 1): 1}, 2, gun, Edition.N5)
    assert str(refused.value) == (
        "the counts of the (Criticals, hits) results must add up to the total"
    )
    stun = WeaponSpec(
        ps=7, ammo=(Ammo.STUN,), save_attribute="ARM", target=TargetSpec(), n5_chart=True
    )
    with pytest.raises(ValueError, match=r".") as refused:
        wound_odds({(0, 1): Fraction(1)}, stun, Edition.N5)
    assert str(refused.value) == (
        "a Non-Lethal attack causes its States, never a Wound: it has no Wound odds"
    )


def test_a_shock_impact_template_kills_a_vita_1_trooper_outright_in_n5() -> None:
    """A sure hit (SV 20, B1: every face hits, the 20 a Critical) of Shock, PS 5 against
    ARM 0: each save fails with 15/20 and any failed one kills (Shock, N5)."""
    weapon = WeaponSpec(ps=5, ammo=(Ammo.SHOCK,), save_attribute="ARM", target=TargetSpec())
    attack = TemplateAttack(Template.IMPACT, OddsSide("gl", success_value(20), 1, weapon=weapon))
    side = AffectedSide(Reaction.NONE, None, "a", target=TargetSpec(vitality=1))
    (result,) = template_odds(attack, [side], Edition.N5)
    assert result.wounds is not None
    fail = Fraction(15, 20)
    critical, plain = Fraction(1, 20), Fraction(19, 20)
    assert result.wounds.dead == plain * fail + critical * (1 - (1 - fail) ** 2)
    assert result.wounds.unconscious == 0


def test_a_direct_template_without_a_weapon_answers_no_wounds_and_no_states() -> None:
    attack = TemplateAttack(Template.DIRECT, OddsSide("flame", success_value(0), 1))
    side = AffectedSide(Reaction.DODGE, OddsSide("a", success_value(10), 1), "a")
    (result,) = template_odds(attack, [side], Edition.N5)
    assert (result.name, result.reaction, result.wounds, result.states) == (
        "a",
        Reaction.DODGE,
        None,
        (),
    )
    assert result.reaction_odds is not None
    assert result.reaction_odds.name == "a"
    assert result.reaction_odds.win == Fraction(10, 20)
