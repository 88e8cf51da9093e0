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

import dataclasses
from fractions import Fraction

import pytest

from service.rules.ammo import Ammo, parse_ammo, parse_save_attribute
from service.rules.catalogue import NotInCatalogueError, program
from service.rules.hacking import comms_attack, declarable_in, order_refusal
from service.rules.odds import OddsSide, odds
from service.rules.odds_states import non_lethal_state_odds, outcome_results
from service.rules.odds_templates import AffectedSide, TemplateAttack, template_odds
from service.rules.odds_wounds import TargetSpec, WeaponSpec, wound_odds, wound_odds_from_counts
from service.rules.rolls import SideRoll, normal_roll
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


def test_above_sv_20_the_n5_face_1_is_a_critical() -> None:
    """N5 Critical (https://infinitythewiki.com/Critical): above SV 20, the faces up to the
    excess are Criticals too, and the 20; SV 22: the 1, the 2 and the 20."""
    for face, critical in ((1, True), (2, True), (3, False), (20, True)):
        rolled = normal_roll(SideRoll("a", success_value(22), (face,)), Edition.N5)
        assert (rolled.side("a").criticals, rolled.side("a").hits) == (
            (1, 0) if critical else (0, 1)
        ), face


def test_the_outcomes_are_listed_by_successes_then_criticals() -> None:
    """B2 at SV 10: no success, one hit, one Critical, two hits, a hit and a Critical, two
    Criticals, in that order, each with its chance over the 400 rolls (9 hit faces, one
    Critical face, 10 failing)."""
    result = odds("normal", [OddsSide("a", success_value(10), 2)], Edition.N5)
    listed = [((o.criticals["a"], o.hits["a"]), o.probability) for o in result.outcomes]
    assert listed == [
        ((0, 0), Fraction(100, 400)),
        ((0, 1), Fraction(180, 400)),
        ((1, 0), Fraction(20, 400)),
        ((0, 2), Fraction(81, 400)),
        ((1, 1), Fraction(18, 400)),
        ((2, 0), Fraction(1, 400)),
    ]
    assert result.neither == Fraction(100, 400)


def test_a_roll_that_always_succeeds_leaves_nobody_without_a_success() -> None:
    assert odds("normal", [OddsSide("a", success_value(20), 1)], Edition.N5).neither == 0


def test_a_sides_odds_carry_the_wounds_of_its_weapon() -> None:
    gun = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    side = OddsSide("a", success_value(10), 1, weapon=gun)
    (found,) = odds("normal", [side], Edition.N5).sides
    assert found.wounds is not None
    # SV 10, B1: a hit 9/20, a Critical 1/20 (two saves); save SV 7, failed with 13/20.
    fail = Fraction(13, 20)
    assert found.wounds.expected_wounds == Fraction(9, 20) * fail + Fraction(1, 20) * 2 * fail


def test_a_program_with_no_ps_causes_no_save() -> None:
    no_save = dataclasses.replace(program("oblivion"), ps=None)
    assert comms_attack(no_save, 13, burst=1).weapon is None


def test_one_sides_results_add_up_over_the_other_sides() -> None:
    """Face to Face, B1 at SV 10 each: the side ends with nothing whenever it fails or is
    beaten, whatever the other rolled; its (0, 0) sums every such outcome."""
    sides = [OddsSide("a", success_value(10), 1), OddsSide("b", success_value(10), 1)]
    results = outcome_results(odds("face_to_face", sides, Edition.N5).outcomes, "a")
    assert sum(results.values()) == 1
    # a keeps a success when it succeeds and b fails, or both succeed and a's face is higher
    # (a Critical beats any success; equal faces cancel): by hand over the 400 pairs.
    kept = 10 * 10 + sum(1 for x in range(1, 11) for y in range(1, 11) if _beats(x, y))
    assert results[(0, 0)] == 1 - Fraction(kept, 400)


def _beats(mine: int, theirs: int) -> bool:
    if mine == 10:  # the Critical
        return theirs != 10
    return theirs != 10 and mine > theirs


def test_a_reacting_trooper_is_answered_under_its_own_name() -> None:
    attack = TemplateAttack(Template.DIRECT, OddsSide("flame", success_value(0), 1))
    side = AffectedSide(Reaction.DODGE, OddsSide("roll", success_value(10), 1), "a")
    (result,) = template_odds(attack, [side], Edition.N5)
    assert result.reaction_odds is not None
    assert result.reaction_odds.name == "a"
    impact = TemplateAttack(Template.IMPACT, OddsSide("gl", success_value(11), 1))
    (hit,) = template_odds(impact, [side], Edition.N5)
    assert hit.reaction_odds is not None
    assert hit.reaction_odds.name == "a"


def test_a_non_lethal_combined_roll_enters_its_state_on_either_attribute() -> None:
    """A Stun weapon with a Combined Saving Roll (a custom profile may print ARM+BTS): each
    hit is saved against ARM and against BTS, the Critical's extra save against ARM; any
    failed save Stuns. One plain hit at PS 5 on ARM 0 and BTS 0: two saves at SV 5, each
    failed with 15/20, Stunned unless both pass: 1 - (5/20)**2. One Critical: two ARM saves
    and one BTS save: 1 - (5/20)**3. In CodeOne no BTS save is made."""
    stun = WeaponSpec(
        ps=5,
        ammo=(Ammo.STUN,),
        save_attribute="ARM",
        target=TargetSpec(),
        combined=True,
        n5_chart=True,
    )
    passes = Fraction(5, 20)
    n5 = non_lethal_state_odds({(0, 1): Fraction(1)}, stun, Edition.N5)
    assert [(s.state, s.probability) for s in n5] == [("stunned", 1 - passes**2)]
    critical = non_lethal_state_odds({(1, 0): Fraction(1)}, stun, Edition.N5)
    assert [s.probability for s in critical] == [1 - passes**3]
    codeone = non_lethal_state_odds({(0, 1): Fraction(1)}, stun, Edition.CODEONE)
    assert [s.probability for s in codeone] == [1 - passes]


def test_a_rule_read_without_the_n5_chart_is_lethal() -> None:
    assert save_rule(("N",), "ARM", Edition.N5).non_lethal is False
    assert save_rule(("Stun",), "ARM", Edition.N5).non_lethal is False  # revisions 1 and 2


def test_a_roll_names_the_side_it_does_not_have() -> None:
    rolled = normal_roll(SideRoll("a", success_value(10), (3,)), Edition.N5)
    with pytest.raises(KeyError) as missing:
        rolled.side("b")
    assert missing.value.args == ("b",)


def test_the_wounds_of_a_target_already_dead_are_refused() -> None:
    gun = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec(wounds=2))
    with pytest.raises(ValueError, match=r".") as refused:
        wound_odds({(0, 1): Fraction(1)}, gun, Edition.N5)
    assert str(refused.value) == "the target is already Dead (2 Wounds)"


def test_an_impact_template_answers_wounds_or_states_only_with_a_weapon() -> None:
    """No weapon: neither. A Stun weapon (Non-Lethal, N5 chart): its State, no Wounds. BS 20,
    B1 hits always (the 20 a Critical, two saves); a save at SV 5 (BTS 0 + PS 5) passes with
    5/20, and the target is Stunned unless every save passes."""
    bare = TemplateAttack(Template.IMPACT, OddsSide("gl", success_value(20), 1))
    side = AffectedSide(Reaction.NONE, None, "a")
    (nothing,) = template_odds(bare, [side], Edition.N5)
    assert (nothing.wounds, nothing.states) == (None, ())
    stun = WeaponSpec(
        ps=5, ammo=(Ammo.STUN,), save_attribute="BTS", target=TargetSpec(), n5_chart=True
    )
    stunning = TemplateAttack(Template.IMPACT, OddsSide("gl", success_value(20), 1, weapon=stun))
    (stunned,) = template_odds(stunning, [side], Edition.N5)
    passes = Fraction(5, 20)
    assert stunned.wounds is None
    assert [(s.state, s.probability) for s in stunned.states] == [
        ("stunned", Fraction(19, 20) * (1 - passes) + Fraction(1, 20) * (1 - passes**2))
    ]
