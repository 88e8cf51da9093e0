"""Rules the odds and the orders share that no other unit test reached (mutation testing found
them untested): the legality checks of one roll, Martial Arts' MODs, Fireteam bonuses, the
skills a target's saves take, the States' MODs to Reset. Each expected value is written here
from the page it cites."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from service.rules.fireteams import bonus_names
from service.rules.hacking import reset_state_mods
from service.rules.legality import (
    RefusalCode,
    Refused,
    aro_burst,
    attack_burst,
    attack_kind,
    cc_attack_burst,
    fireteam_leader,
    martial_arts_special_die,
    one_die,
)
from service.rules.martial_arts import attack_mods, martial_arts_level, opponent_mods
from service.rules.not_in_catalogue import NotInCatalogueError
from service.rules.odds import OddsSide, odds
from service.rules.odds_dice import classify_faces
from service.rules.odds_states import outcome_results
from service.rules.odds_wounds import TargetSpec, with_save_skills
from service.rules.templates import AttackKind
from service.rules.values import Edition, Mod, ModSource, success_value
from service.rules.weapons import Template


def _refused(attempt: Callable[[], object]) -> tuple[RefusalCode, str]:
    with pytest.raises(Refused, match=r".") as refused:
        attempt()
    return refused.value.code, str(refused.value)


# --- one roll (Dodge, Reset, Discover: one die; ARO: Burst 1; every die aimed) ---------------


@pytest.mark.parametrize(("skill", "name"), [("dodge", "Dodge"), ("reset", "Reset")])
def test_dodge_reset_and_discover_are_one_die(skill: str, name: str) -> None:
    one_die(skill, 1)  # type: ignore[arg-type]
    assert _refused(lambda: one_die(skill, 2)) == (  # type: ignore[arg-type]
        RefusalCode.INVALID,
        f"{name} is one roll of one die, whatever the attacker's Burst (not 2)",
    )


def test_discover_is_one_die_too() -> None:
    assert _refused(lambda: one_die("discover", 0))[1] == (
        "Discover is one roll of one die, whatever the attacker's Burst (not 0)"
    )


def test_every_die_of_a_burst_is_aimed_and_an_aro_is_one_die() -> None:
    attack_burst("Combi Rifle", 3, 3, active_turn=True)
    aro_burst("Combi Rifle", 1)
    assert _refused(lambda: attack_burst("Combi Rifle", 3, 2, active_turn=True)) == (
        RefusalCode.INVALID,
        "Combi Rifle in the Active Turn has Burst 3: the split assigns 2 dice but the Burst is 3",
    )
    assert _refused(lambda: aro_burst("Combi Rifle", 2)) == (
        RefusalCode.INVALID,
        "Combi Rifle in the ARO has Burst 1: the split assigns 2 dice but the Burst is 1",
    )


def test_a_fireteam_leaders_bonus_needs_a_bs_attack() -> None:
    fireteam_leader(attacks=True)
    assert _refused(lambda: fireteam_leader(attacks=False)) == (
        RefusalCode.INVALID,
        "a Fireteam Leader's +1 BS applies to a BS Attack (a `weapon`)",
    )


def test_an_intuitive_attack_needs_the_trait_as_well_as_a_direct_template() -> None:
    attack_kind("Chain Rifle", AttackKind.INTUITIVE, Template.DIRECT, ("Intuitive Attack",))
    attack_kind("Custom", AttackKind.INTUITIVE, Template.DIRECT, None)  # traits not listed
    assert _refused(
        lambda: attack_kind("Chain Rifle", AttackKind.INTUITIVE, Template.DIRECT, ())
    ) == (RefusalCode.TEMPLATE, "Chain Rifle does not have the Intuitive Attack trait")


# --- Martial Arts (the N5 Martial Arts Chart: L1 0/-3, L2-L5 +3/-3) --------------------------


def test_martial_arts_mods_are_shown_under_the_level() -> None:
    assert attack_mods(martial_arts_level(1)) == ()  # L1 gives its user nothing
    assert attack_mods(martial_arts_level(3)) == (Mod(3, ModSource.SKILL, "Martial Arts L3"),)
    assert opponent_mods(martial_arts_level(2), "Ninja") == (
        Mod(-3, ModSource.SKILL, "Ninja's Martial Arts L2"),
    )


# --- Fireteams (Fireteam Bonuses, N5: the bonuses add up level by level) ---------------------


def test_a_fireteams_bonuses_add_up_with_its_level() -> None:
    level_1 = "one Regular Order activates every member"
    assert bonus_names(1) == ()  # no team at all
    assert bonus_names(2) == (level_1, "BS Attack (+1 SD)")
    assert bonus_names(5) == (
        level_1,
        "BS Attack (+1 SD)",
        "+3 Discover and +1 Dodge",
        "+1 BS",
        "Sixth Sense",
    )


# --- the target's skills in the odds (Immunity, No Wound Incapacitation) -----------------


def test_a_targets_save_skills_are_taken_and_any_other_refused() -> None:
    target = with_save_skills(
        TargetSpec(), ["Shock Immunity", "No Wound Incapacitation", "Shock Immunity"]
    )
    assert (target.immunities, target.no_wound_incapacitation) == (("Shock Immunity",), True)
    total = with_save_skills(TargetSpec(), ["Total Immunity"])
    assert (total.immunities, total.no_wound_incapacitation) == (("Total Immunity",), False)
    with pytest.raises(ValueError, match=r".") as refused:
        with_save_skills(TargetSpec(), ["Dogged"])
    assert str(refused.value) == (
        "Dogged: the odds of a target's saves take only Total Immunity, Shock Immunity,"
        " No Wound Incapacitation"
    )


# --- the States' MODs to their troopers' Reset (Immobilized-B, Targeted: -3) ---------------


def test_the_states_mods_to_reset() -> None:
    assert reset_state_mods(["targeted", "immobilized_b"]) == (
        Mod(-3, ModSource.OTHER, "Immobilized-B State"),
        Mod(-3, ModSource.OTHER, "Targeted State"),
    )
    assert reset_state_mods(["isolated"]) == ()


# --- counting -------------------------------------------------------------------------------


def test_a_rolls_outcomes_as_one_sides_results() -> None:
    """A Normal Roll of one die at SV 10: a Critical on the 10 (1 face), a hit on 1..9 (9)."""
    result = odds("normal", [OddsSide("a", success_value(10), 1)], Edition.N5)
    assert outcome_results(result.outcomes, "a") == {
        (1, 0): Fraction(1, 20),
        (0, 1): Fraction(9, 20),
        (0, 0): Fraction(10, 20),
    }


def test_faces_that_cannot_beat_an_enemy_success() -> None:
    """SV 10: faces 11..20 fail (10), the 10 is a Critical, 1..9 succeed by their value; a
    success of 4 is beaten by 5..9 only, so 10 failures and 4 low successes cannot beat it."""
    classes = classify_faces(10, Edition.N5)
    assert classes.at_most(4) == 14
    assert classes.at_most(0) == 10
    assert classes.above(4) == 5


def test_martial_arts_plus_1_sd_with_a_weapons_plus_1_sd_is_refused_saying_why() -> None:
    level_3 = martial_arts_level(3)  # L3: +1 SD (Martial Arts Chart)
    assert _refused(lambda: martial_arts_special_die(level_3, True)) == (
        RefusalCode.INVALID,
        "+1 SD and Martial Arts L3's +1 SD on one roll: the rules we follow do not say whether"
        " two extra dice add up",
    )
    # A weapon without its own +1 SD takes the level's: the default is none.
    assert cc_attack_burst("Knife", 1, 1, active_turn=True, level=level_3) == 1


def test_an_unknown_name_says_what_is_known() -> None:
    error = NotInCatalogueError("skill", "Jedi", ["Dodge", "Reset"])
    assert str(error) == "unknown skill 'Jedi': not in the catalogue (known: Dodge, Reset)"
    assert (error.kind, error.name) == ("skill", "Jedi")
