"""Exact distribution of the Wounds an attack deals, from the odds of its hits and Criticals.

The weapon and its target are read as the orders read them (immunities change the ammunition,
Plasma adds BTS saves after the ARM ones, No Wound Incapacitation changes the states) into a
faceless SavePlan, which odds_saves works out in integers; one Fraction per figure at the end.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from math import lcm

from service.rules.ammo import (
    ARM_ZERO_TRAIT,
    BTS_ZERO_TRAIT,
    COMBINED_SAVE_TRAIT,
    CONTINUOUS_DAMAGE_TRAIT,
    NON_LETHAL_TRAIT,
    STATE_DEAD_TRAIT,
    Ammo,
    NonLethalState,
    SaveAttribute,
)
from service.rules.die_reading import FACES
from service.rules.odds_dice import CriticalsAndHits
from service.rules.odds_saves import (
    ConditionStates,
    SavePlan,
    SaveStep,
    dealt_weights,
    forget_cached_states,
    states_until_dead,
)
from service.rules.saves import (
    SHOCK_IMMUNITY,
    TOTAL_IMMUNITY,
    Condition,
    SaveRule,
    ammo_against,
    attribute_against,
    combined_save_attribute,
    em_states,
    fail_probability,
    save_rule,
    save_value,
    state_for_wounds,
    traits_against,
)
from service.rules.values import Edition, Mod
from service.rules.weapons import WeaponProfile

DIE_FACES = len(FACES)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """The trooper a side's hits land on."""

    arm: int = 0
    bts: int = 0
    ph: int = 10
    vitality: int = 1
    """VITA, or STR when `structure` is set."""
    structure: bool = False
    partial_cover: bool = False
    """+3 to every save (the -3 to the attacker's BS belongs in the attacker's MODs)."""
    wounds: int = 0
    """Wounds the target already has."""
    immunities: tuple[str, ...] = ()
    """Total Immunity and Shock Immunity (saves.ammo_against): the ammunition they save as N."""
    no_wound_incapacitation: bool = False
    """Wounds equal to VITA leave it Normal; one more kills it."""
    unit_type: str | None = None
    """HI, TAG, REM and VH also enter Immobilized-B on a failed E/M save; None: not known."""

    def attribute(self, name: SaveAttribute) -> int:
        return {"ARM": self.arm, "BTS": self.bts, "PH": self.ph}[name]


@dataclass(frozen=True, slots=True)
class WeaponSpec:
    ps: int
    ammo: tuple[Ammo, ...]
    """Several entries combine, e.g. (AP, DA)."""
    save_attribute: SaveAttribute
    target: TargetSpec
    continuous: bool = False
    """Continuous Damage printed as a trait rather than as the ammunition."""
    save_mods: tuple[Mod, ...] = ()
    """Further MODs to the target's saves besides Partial Cover."""
    combined: bool = False
    """Combined Saving Roll (Plasma): each hit is also saved against BTS, after the ARM saves."""
    n5_chart: bool = False
    """The catalogue revision resolves E/M, PARA and Stun by the N5 Ammunition Summary Chart
    (``ammo.n5_ammunition_chart``), as ``saves.save_rule`` reads it."""
    traits: tuple[str, ...] = ()
    """The weapon's traits the saves read: Non-Lethal, ARM=0, BTS=0, State: Dead."""

    def suffered_traits(self) -> tuple[str, ...]:
        """The traits as the target suffers them (``saves.traits_against``), Continuous Damage
        among them when printed as a trait; as a game created now reads them."""
        continuous = (CONTINUOUS_DAMAGE_TRAIT,) if self.continuous else ()
        return traits_against((*self.traits, *continuous), self.target.immunities)

    def rule_against(self, attribute: SaveAttribute, edition: Edition) -> SaveRule:
        """The rule of the saves against ``attribute``, as an order makes them: the ammunition
        as the target's immunities leave it, the catalogue revision's chart, the traits."""
        suffered = self.suffered_traits()
        return save_rule(
            ammo_against(self.ammo, self.target.immunities),
            attribute,
            edition,
            continuous=CONTINUOUS_DAMAGE_TRAIT in suffered,
            n5_chart=self.n5_chart,
            non_lethal_trait=NON_LETHAL_TRAIT in self.traits,
            kills=STATE_DEAD_TRAIT in suffered,
        )

    def attribute_value(self, attribute: SaveAttribute) -> int:
        """The target's attribute, or 0 when it suffers ARM=0 / BTS=0 (Weapon Chart)."""
        return attribute_against(
            attribute, self.target.attribute(attribute), self.suffered_traits()
        )

    def save_rules(self, edition: Edition) -> tuple[SaveRule, ...]:
        """The first attribute's rule, then BTS's for a Combined Saving Roll (Plasma)."""
        if self.combined and self.save_attribute != "ARM":
            raise ValueError("a Combined Saving Roll saves ARM, then BTS: its attribute is ARM")
        rules = [self.rule_against(self.save_attribute, edition)]
        second = combined_save_attribute((COMBINED_SAVE_TRAIT,) if self.combined else (), edition)
        if second is not None:
            rules.append(self.rule_against(second, edition))
        return tuple(rules)


def non_lethal_states(weapon: WeaponSpec, edition: Edition) -> tuple[NonLethalState, ...] | None:
    """The States a failed save against a Non-Lethal weapon puts its target in (E/M adds
    Immobilized-B by Unit Type); None when the weapon wounds."""
    rule = weapon.rule_against(weapon.save_attribute, edition)
    if not rule.non_lethal:
        return None
    return em_states(rule, weapon.target.unit_type)


SAVE_TRAITS = (NON_LETHAL_TRAIT, ARM_ZERO_TRAIT, BTS_ZERO_TRAIT, STATE_DEAD_TRAIT)
"""The traits of a weapon that change its saves; the others are left out of a WeaponSpec, so
that specs equal for the saves are equal (and cached) as one."""

NO_WOUND_INCAPACITATION = "No Wound Incapacitation"
SAVE_SKILLS = (TOTAL_IMMUNITY, SHOCK_IMMUNITY, NO_WOUND_INCAPACITATION)
"""The skills (catalogue names) the odds apply to a target's saves and states."""


def with_save_skills(target: TargetSpec, skills: Iterable[str]) -> TargetSpec:
    """The target with the skills that change how it saves; any other skill is refused, since
    a skill the odds would skip (Bioimmunity's choice of attribute, Dogged) changes the answer."""
    named = tuple(dict.fromkeys(skills))
    for name in named:
        if name not in SAVE_SKILLS:
            raise ValueError(
                f"{name}: the odds of a target's saves take only {', '.join(SAVE_SKILLS)}"
            )
    return replace(
        target,
        immunities=tuple(n for n in named if n in (TOTAL_IMMUNITY, SHOCK_IMMUNITY)),
        no_wound_incapacitation=NO_WOUND_INCAPACITATION in named,
    )


def weapon_spec(profile: WeaponProfile, target: TargetSpec) -> WeaponSpec:
    """A catalogue weapon aimed at a target."""
    return WeaponSpec(
        ps=profile.ps,
        ammo=profile.ammo,
        save_attribute=profile.save_attribute,
        target=target,
        continuous=CONTINUOUS_DAMAGE_TRAIT in profile.traits,
        combined=COMBINED_SAVE_TRAIT in profile.traits,
        traits=tuple(t for t in profile.traits if t in SAVE_TRAITS),
    )


@dataclass(frozen=True, slots=True)
class WoundOdds:
    save_value: int
    """The Success Value of every Saving Roll against this weapon (the first attribute's)."""
    save_fails: Fraction
    """Probability that one Saving Roll fails (against the first attribute)."""
    wounds_distribution: tuple[Fraction, ...]
    """Index k: probability that the attack deals exactly k Wounds."""
    expected_wounds: Fraction
    unconscious: Fraction
    """Probability that the target ends the attack Unconscious."""
    dead: Fraction
    """Probability that the target ends the attack Dead."""
    saves: tuple[tuple[SaveAttribute, int], ...] = ()
    """(attribute, Success Value) of each attribute saved against, in the order rolled."""


def wound_odds(
    criticals_and_hits: Mapping[CriticalsAndHits, Fraction],
    weapon: WeaponSpec,
    edition: Edition,
) -> WoundOdds:
    """Wounds dealt by a side whose surviving (Criticals, hits) have the given probabilities."""
    if sum(criticals_and_hits.values()) != 1:
        raise ValueError("the probabilities of the (Criticals, hits) results must add up to 1")
    denominator = lcm(*(p.denominator for p in criticals_and_hits.values()))
    counts = {
        result: p.numerator * (denominator // p.denominator)
        for result, p in criticals_and_hits.items()
    }
    return wound_odds_from_counts(counts, denominator, weapon, edition)


def wound_odds_from_counts(
    criticals_and_hits: Mapping[CriticalsAndHits, int],
    total: int,
    weapon: WeaponSpec,
    edition: Edition,
) -> WoundOdds:
    """As wound_odds, with each (Criticals, hits) result given as a count out of `total`.

    The roll's counts are integers already, so no Fraction is built before the end.
    """
    if sum(criticals_and_hits.values()) != total:
        raise ValueError("the counts of the (Criticals, hits) results must add up to the total")
    return _wound_odds(tuple(criticals_and_hits.items()), total, weapon, edition)


@dataclass(frozen=True, slots=True)
class SavesAgainst:
    """How a weapon's hits are saved by its target: the plan, and each step's attribute and SV."""

    plan: SavePlan
    saves: tuple[tuple[SaveAttribute, int], ...]


def saves_against(weapon: WeaponSpec, edition: Edition) -> SavesAgainst:
    """The saves as the orders make them: the ammunition as the target's immunities leave it,
    ARM (with each Critical's extra save) then, for a Combined Saving Roll, BTS."""
    target = weapon.target
    rules = weapon.save_rules(edition)
    first = rules[0]
    if any(rule.non_lethal for rule in rules):
        raise ValueError(
            "a Non-Lethal attack causes its States, never a Wound: it has no Wound odds"
        )
    steps = []
    saves = []
    for index, rule in enumerate(rules):
        sv = save_value(
            rule,
            weapon.attribute_value(rule.attribute),
            weapon.ps,
            partial_cover=target.partial_cover,
            mods=weapon.save_mods,
        ).value
        saves.append((rule.attribute, sv))
        steps.append(
            SaveStep(
                failing_faces=_failing_faces(sv),
                saves_per_hit=rule.saves_per_hit,
                # saves.combined_saves_for_hits: the Critical's extra save is an ARM save only.
                critical_extra=index == 0,
                wounds_per_fail=rule.wounds_per_failed_save,
                continuous=rule.continuous,
            )
        )
    nwi = target.no_wound_incapacitation
    state = state_for_wounds(target.wounds, target.vitality, no_wound_incapacitation=nwi)
    if state == "dead":
        raise ValueError(f"the target is already Dead ({target.wounds} Wounds)")
    start = Condition(target.vitality, target.structure, target.wounds, state, nwi)
    return SavesAgainst(
        SavePlan(tuple(steps), ConditionStates(start, first.shock, first.kills)), tuple(saves)
    )


def _failing_faces(sv: int) -> int:
    """Faces of a d20 that fail a save of this SV (integers: a Fraction product costs more)."""
    fails = fail_probability(sv)
    return fails.numerator * DIE_FACES // fails.denominator


@lru_cache(maxsize=1024)
def _wound_odds(
    criticals_and_hits: tuple[tuple[CriticalsAndHits, int], ...],
    total: int,
    weapon: WeaponSpec,
    edition: Edition,
) -> WoundOdds:
    """Cached because the same weapon, target and roll are asked about again and again, and
    the answer is immutable."""
    against = saves_against(weapon, edition)
    depth, weights = dealt_weights(against.plan, criticals_and_hits)
    scale = total * DIE_FACES**depth
    alive_states = states_until_dead(against.plan.states)
    unconscious = dead = 0
    for dealt, weight in weights.items():
        state = alive_states[dealt] if dealt < len(alive_states) else "dead"
        if state == "dead":
            dead += weight
        elif state == "unconscious":
            unconscious += weight
    first_sv = against.saves[0][1]
    return WoundOdds(
        save_value=first_sv,
        save_fails=fail_probability(first_sv),
        wounds_distribution=tuple(
            Fraction(weights.get(k, 0), scale) for k in range(max(weights) + 1)
        ),
        expected_wounds=Fraction(sum(k * n for k, n in weights.items()), scale),
        unconscious=Fraction(unconscious, scale),
        dead=Fraction(dead, scale),
        saves=against.saves,
    )


def forget_cached_wounds() -> None:
    """Empty the caches behind wound_odds, so the next question starts from nothing."""
    _wound_odds.cache_clear()
    forget_cached_states()
