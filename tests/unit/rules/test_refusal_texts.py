"""What the rules say when they refuse, and how they label the MODs they add: the API shows
both as they are (a problem's `detail`, a roll's MOD breakdown), so each is checked whole,
not by a fragment. The rules behind each are in the modules' own tests; the numbers here are
the pages' (cited where they come in)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from fractions import Fraction

import pytest

from service.rules.ammo import Ammo, n5_ammunition_chart, total_immunity_cancels_traits
from service.rules.burst import (
    Allocation,
    attack_burst,
    discard_die,
    pair_rolls,
    reroll_die,
    split_burst,
)
from service.rules.catalogue import (
    NotInCatalogueError,
    catalogue_weapon,
    check_traits,
    program,
    skill,
)
from service.rules.deployable import bs_attack_refusal
from service.rules.fireteams import level, size_refusal
from service.rules.hacking import (
    comms_attack,
    firewall_save_mods,
    own_roll_mods,
    reset_mods,
)
from service.rules.legality import RefusalCode, Refused, special_die
from service.rules.odds import TargetSpec, WeaponSpec
from service.rules.odds_saves import ConditionStates, SavePlan, SaveStep
from service.rules.odds_states import non_lethal_state_odds
from service.rules.odds_wounds import wound_odds
from service.rules.saves import Condition, combined_saves_for_hits, save_rule
from service.rules.templates import (
    AttackKind,
    Reaction,
    attack_kind_mods,
    check_attack_kind,
    direct_template_hits,
    surprise_attack_mods,
)
from service.rules.values import Edition, Mod, ModSource
from service.rules.weapons import (
    OutOfRangeError,
    Template,
    TemplateShape,
    range_band,
    weapon_profile,
)


def _refusal(attempt: Callable[[], object]) -> str:
    """What ``attempt`` says when it refuses (a ValueError, Refused among them)."""
    with pytest.raises(ValueError, match=r".") as refused:
        attempt()
    return str(refused.value)


# --- the revisions' gates (docs/rules.md: "E/M, PARA and Stun (catalogue revision 3)",
# "Total Immunity and the traits (catalogue revision 4)") -----------------------------------


def test_the_n5_ammunition_chart_applies_from_revision_3() -> None:
    assert [n5_ammunition_chart(r) for r in (1, 2, 3, 4, 5)] == [False, False, True, True, True]


def test_total_immunity_cancels_the_traits_from_revision_4() -> None:
    assert [total_immunity_cancels_traits(r) for r in (1, 2, 3, 4, 5)] == [
        False,
        False,
        False,
        True,
        True,
    ]


# --- Burst --------------------------------------------------------------------------------


def test_an_aro_burst_of_1_set_by_a_rule_is_taken_and_0_refused() -> None:
    assert attack_burst(2, active_turn=False, aro_burst=1).value == 1
    assert (
        _refusal(lambda: attack_burst(2, active_turn=False, aro_burst=0))
        == "an ARO Burst set by a rule is at least 1 (0)"
    )


def test_an_aro_burst_in_the_active_turn_is_refused_saying_so() -> None:
    assert (
        _refusal(lambda: attack_burst(2, active_turn=True, aro_burst=2))
        == "an ARO Burst override does not apply in the active turn"
    )


def test_a_split_to_no_target_is_refused_saying_so() -> None:
    assert _refusal(lambda: split_burst(2, [])) == "a Burst must be assigned to at least one target"


def test_a_target_twice_in_paired_rolls_is_refused_saying_so() -> None:
    assert (
        _refusal(lambda: pair_rolls("fennec", (Allocation("a", 1), Allocation("a", 1)), []))
        == "a target appears twice in the allocation"
    )


@pytest.mark.parametrize(("faces", "index"), [((3, 4), 2), ((3, 4, 5), 3), ((3, 4, 5), -1)])
def test_a_die_index_out_of_the_roll_names_the_range(faces: tuple[int, ...], index: int) -> None:
    last = len(faces) - 1
    for change in (lambda: discard_die(faces, index), lambda: reroll_die(faces, index, 7)):
        assert _refusal(change) == f"die index {index} is outside 0..{last}"


def test_a_discard_from_one_die_is_refused_saying_why() -> None:
    assert _refusal(lambda: discard_die((5,), 0)) == (
        "+1 SD discards from at least two dice (the Burst plus the extra)"
    )


# --- the catalogue ------------------------------------------------------------------------


def test_an_unknown_skill_or_trait_is_named_in_the_refusal() -> None:
    with pytest.raises(NotInCatalogueError) as unknown_skill:
        skill("Jedi Mind Trick")
    assert "'Jedi Mind Trick'" in str(unknown_skill.value)
    with pytest.raises(NotInCatalogueError) as unknown_trait:
        check_traits(["CC", "Stun Setting"])
    assert "'Stun Setting'" in str(unknown_trait.value)


def test_a_deployable_weapon_refuses_a_bs_attack_saying_how_it_is_used() -> None:
    mines = catalogue_weapon("ap_mines")
    assert bs_attack_refusal(mines) == (
        f"{mines.name} is a Deployable weapon: it is placed on the table with Place Deployable"
        " (skill `place_deployable`) and attacks by itself when an enemy triggers it, never as"
        " a BS Attack of its carrier"
    )
    assert bs_attack_refusal(catalogue_weapon("combi_rifle")) is None


# --- Fireteams (Fireteams: Basic Rules, N5: a Duo is 2, a Haris 3, a Core 3 to 5) ------------


@pytest.mark.parametrize(
    ("kind", "members", "said"),
    [
        ("duo", 3, "a Fireteam Duo is created with 2 Troopers, not 3"),
        ("haris", 2, "a Fireteam Haris is created with 3 Troopers, not 2"),
        ("core", 6, "a Fireteam Core is created with 3 to 5 Troopers, not 6"),
        ("core", 2, "a Fireteam Core is created with 3 to 5 Troopers, not 2"),
    ],
)
def test_a_fireteam_of_the_wrong_size_is_refused_naming_the_sizes(
    kind: str, members: int, said: str
) -> None:
    assert size_refusal(kind, members) == f"{said} (Fireteams: Basic Rules, Fireteam Types, N5)"  # type: ignore[arg-type]


def test_a_fireteam_below_two_has_no_level() -> None:
    assert [level(n) for n in range(7)] == [0, 0, 2, 3, 4, 5, 6]


# --- hacking (Firewall: +3 to the target's saves; the States' MODs, their pages) ------------


def test_a_firewalls_save_mod_is_plus_3_labelled_firewall() -> None:
    assert firewall_save_mods(True) == (Mod(3, ModSource.EQUIPMENT, "Firewall"),)
    assert firewall_save_mods(False) == ()


def test_a_programs_reset_mod_is_labelled_with_the_program() -> None:
    carbonite = program("carbonite")
    assert reset_mods(carbonite) == ()  # the chart prints Opp. MOD 0
    harder = dataclasses.replace(carbonite, opponent_mod=-3)
    assert reset_mods(harder) == (Mod(-3, ModSource.EQUIPMENT, "Carbonite"),)


def test_a_comms_attack_keeps_its_program_and_labels_the_attack_mod() -> None:
    spotlight = program("spotlight")
    attack = comms_attack(spotlight, 13, burst=2)
    assert attack.program == spotlight
    assert attack.sv.mods == (Mod(0, ModSource.EQUIPMENT, "Spotlight"),)
    assert attack.weapon is not None
    assert attack.weapon.ps == 5


def test_the_states_mods_to_their_troopers_own_rolls_are_labelled_with_the_state() -> None:
    # Immobilized-B and Targeted: -3 to Reset; Stunned: -3 to any roll but Saving Rolls.
    assert own_roll_mods(["immobilized_b", "stunned"], "reset") == (
        Mod(-3, ModSource.OTHER, "Immobilized-B State"),
        Mod(-3, ModSource.OTHER, "Stunned State"),
    )


# --- +1 SD (Special Die: never with a Long Skill, and a Direct Template rolls nothing) -------


def test_a_special_die_is_refused_with_a_long_skill_and_on_a_template_saying_why() -> None:
    special_die(asked=True)  # a plain attack may have one
    with pytest.raises(Refused) as long_skill:
        special_die(asked=True, long_skill=True)
    assert (long_skill.value.code, str(long_skill.value)) == (
        RefusalCode.SPECIAL_DIE,
        "+1 SD cannot be used with a Long Skill",
    )
    with pytest.raises(Refused) as template:
        special_die(asked=True, makes_roll=False)
    assert (template.value.code, str(template.value)) == (
        RefusalCode.TEMPLATE,
        "a Direct Template makes no roll: it has no +1 SD to allocate",
    )


# --- the odds' own refusals ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("step", "said"),
    [
        ((21, 1, False, 1, False), "failing faces are 0..20, not 21"),
        ((-1, 1, False, 1, False), "failing faces are 0..20, not -1"),
        ((5, 0, False, 1, False), "a hit causes at least one save, and a failed one deals a Wound"),
        ((5, 1, False, 0, False), "a hit causes at least one save, and a failed one deals a Wound"),
    ],
)
def test_a_save_step_out_of_a_die_is_refused_saying_why(
    step: tuple[int, int, bool, int, bool], said: str
) -> None:
    assert _refusal(lambda: SaveStep(*step)) == said
    SaveStep(20, 1, False, 1, False)  # a save that always fails is one
    SaveStep(0, 1, False, 1, False)  # and one that never does


def test_the_states_of_a_lethal_weapon_are_refused_saying_it_wounds() -> None:
    lethal = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    refused = _refusal(lambda: non_lethal_state_odds({(0, 1): Fraction(1)}, lethal, Edition.N5))
    assert refused == "a lethal weapon causes Wounds, not States"


# --- weapons, templates, saves ------------------------------------------------------------


def _profile(**changes: object) -> object:
    fields: dict[str, object] = {
        "ps": 7,
        "burst": 1,
        "ammo": ["N"],
        "save_attribute": "ARM",
    }
    name = str(changes.pop("name", "Gun"))
    bands = changes.pop("bands", (0,) * 7)
    fields.update(changes)
    return weapon_profile(name, bands, **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"name": " "}, "a weapon needs a name"),
        ({"template_shape": TemplateShape.TEARDROP}, "Gun: a template shape needs a template"),
        ({"bands": (None,) * 7}, "Gun: a BS weapon must reach at least one range band"),
        ({"ps": -1}, "Gun: PS cannot be negative (-1)"),
        (
            {"ammo": ["DA"], "save_rolls": 1},
            "Gun: DA ammunition causes 2 Saving Roll(s) per hit, not 1",
        ),
        (
            {"ammo": ["AP", "EXP"], "save_rolls": 1},
            "Gun: AP+EXP ammunition causes 3 Saving Roll(s) per hit, not 1",
        ),
    ],
)
def test_a_weapon_profile_out_of_the_rules_is_refused_saying_why(
    changes: dict[str, object], said: str
) -> None:
    assert _refusal(lambda: _profile(**changes)) == said


def test_what_a_weapon_profile_may_be() -> None:
    # PS 0 (the PARA weapons print none: PH-6 alone); a CC weapon or a Direct Template has no
    # range band; E/M saves twice a hit by the N5 chart, once by the charts before it.
    _profile(ps=0)
    _profile(bands=(None,) * 7, traits=["CC"])
    _profile(bands=(None,) * 7, template=Template.DIRECT, template_shape=TemplateShape.TEARDROP)
    assert _profile(ammo=["E/M"], save_attribute="BTS").save_rolls == 2  # type: ignore[attr-defined]
    assert _profile(ammo=["E/M"], save_attribute="BTS", save_rolls=1).save_rolls == 1  # type: ignore[attr-defined]


def test_beyond_96_inches_every_weapon_is_out_of_range() -> None:
    with pytest.raises(OutOfRangeError) as refused:
        range_band(97)
    assert str(refused.value) == "every weapon is out of range at 97 inches"
    assert (refused.value.weapon, refused.value.distance) == ("every weapon", 97)


def test_the_attack_kinds_and_surprise_attack_say_why_and_label_their_mods() -> None:
    said = _refusal(lambda: check_attack_kind(AttackKind.SPECULATIVE, Template.DIRECT))
    assert said == "a Speculative Attack needs an Impact Template weapon"
    said = _refusal(lambda: check_attack_kind(AttackKind.INTUITIVE, Template.IMPACT))
    assert said == "an Intuitive Attack needs a Direct Template weapon"
    # Speculative Attack: -6 (Speculative Attack, N5); Surprise Attack: the MOD it is given.
    assert attack_kind_mods(AttackKind.SPECULATIVE) == (
        Mod(-6, ModSource.SKILL, "Speculative Attack"),
    )
    assert surprise_attack_mods(-3) == (Mod(-3, ModSource.SKILL, "Surprise Attack"),)
    assert surprise_attack_mods(0) == ()
    assert _refusal(lambda: surprise_attack_mods(1)) == "a Surprise Attack MOD is negative, not 1"
    said = _refusal(lambda: direct_template_hits(0, Reaction.NONE, False))
    assert said == "a template affects a trooper at least once, not 0"
    said = _refusal(lambda: direct_template_hits(1, Reaction.ATTACK, True))
    assert said == "only a trooper that declared Dodge can dodge"


def test_the_saves_refusals_say_why() -> None:
    rule = save_rule(("N",), "ARM", Edition.N5)
    for hits, criticals in ((-1, 0), (0, -1)):
        said = _refusal(lambda: combined_saves_for_hits(rule, hits, criticals))  # noqa: B023
        assert said == f"hit counts cannot be negative ({hits}, {criticals})"
    plasma = WeaponSpec(
        ps=6, ammo=(Ammo.N,), save_attribute="BTS", target=TargetSpec(), combined=True
    )
    said = _refusal(lambda: plasma.save_rules(Edition.N5))
    assert said == "a Combined Saving Roll saves ARM, then BTS: its attribute is ARM"
    gun = WeaponSpec(ps=7, ammo=(Ammo.N,), save_attribute="ARM", target=TargetSpec())
    said = _refusal(lambda: wound_odds({(0, 1): Fraction(1, 2)}, gun, Edition.N5))
    assert said == "the probabilities of the (Criticals, hits) results must add up to 1"
    said = _refusal(lambda: SavePlan((), ConditionStates(Condition(1), shock=False)))
    assert said == "a plan of saves has at least one step"
