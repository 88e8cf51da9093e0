"""Exact odds that a Non-Lethal attack puts its target in its States.

A Non-Lethal program's or ammunition's failed save causes no Wound: any failed save puts the
target in the State (Carbonite: Immobilized-B; E/M: Isolated, and Immobilized-B for HI, TAG,
REM, VH; PARA: Immobilized-A; Stun: Stunned). So each State is entered unless every save the
side's surviving hits cause passes: 1 - (1 - f)^n for n saves failing each with chance f, summed
over the roll's (Criticals, hits) results. Kept apart from the Wound odds, whose engine it
reads nothing of but the results of the roll.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from service.rules.hacking import STATE_NAMES, HackingState
from service.rules.odds import OutcomeOdds
from service.rules.odds_wounds import WeaponSpec, non_lethal_states
from service.rules.saves import (
    SaveRule,
    combined_saves_for_hits,
    fail_probability,
    save_rule,
    save_value,
    saves_for_hits,
)
from service.rules.values import Edition

Results = Mapping[tuple[int, int], Fraction]
"""(Criticals, plain hits) of the side -> probability."""


@dataclass(frozen=True, slots=True)
class StateOdds:
    state: HackingState
    name: str
    """The State as the rules name it (Immobilized-B, ...)."""
    save_value: int
    probability: Fraction
    """Probability that at least one of the target's saves fails, so that it enters the State."""


def state_odds(
    outcomes: Iterable[OutcomeOdds],
    side: str,
    weapon: WeaponSpec,
    state: HackingState,
    edition: Edition,
) -> StateOdds:
    """The chance that ``side``'s hits put their target in ``state``; ``weapon`` holds the
    program's PS, ammunition and the target's BTS and save MODs (a Firewall's +3)."""
    rule = save_rule(weapon.ammo, weapon.save_attribute, edition)
    value = _save_value(rule, weapon, weapon.target.attribute(rule.attribute))
    entered = _entered(_results(outcomes, side), ((rule, value),))
    return StateOdds(state, STATE_NAMES[state], value, entered)


def non_lethal_state_odds(
    results: Results, weapon: WeaponSpec, edition: Edition
) -> tuple[StateOdds, ...]:
    """The chance of each State a Non-Lethal weapon's hits put their target in, the saves made
    as an order makes them (the catalogue revision's chart, the traits, Plasma's BTS saves)."""
    states = non_lethal_states(weapon, edition)
    if states is None:
        raise ValueError("a lethal weapon causes Wounds, not States")
    rules = weapon.save_rules(edition)
    valued = tuple(
        (rule, _save_value(rule, weapon, weapon.attribute_value(rule.attribute))) for rule in rules
    )
    entered = _entered(results, valued)
    return tuple(StateOdds(s, STATE_NAMES[s], valued[0][1], entered) for s in states)


def outcome_results(outcomes: Iterable[OutcomeOdds], side: str) -> dict[tuple[int, int], Fraction]:
    """The roll's outcomes as ``side``'s (Criticals, plain hits) results."""
    return _results(outcomes, side)


def _results(outcomes: Iterable[OutcomeOdds], side: str) -> dict[tuple[int, int], Fraction]:
    results: dict[tuple[int, int], Fraction] = {}
    for outcome in outcomes:
        key = (outcome.criticals[side], outcome.hits[side])
        results[key] = results.get(key, Fraction(0)) + outcome.probability
    return results


def _save_value(rule: SaveRule, weapon: WeaponSpec, attribute_value: int) -> int:
    return save_value(
        rule,
        attribute_value,
        weapon.ps,
        partial_cover=weapon.target.partial_cover,
        mods=weapon.save_mods,
    ).value


def _entered(results: Results, valued: tuple[tuple[SaveRule, int], ...]) -> Fraction:
    """At least one save fails. Below SV 1 no die is rolled and every save fails (as in the
    orders); fail_probability says so. The Critical's extra save is the first attribute's."""
    entered = Fraction(0)
    for (criticals, hits), p in results.items():
        all_pass = Fraction(1)
        for index, (rule, value) in enumerate(valued):
            count = saves_for_hits if index == 0 else combined_saves_for_hits
            saves = len(count(rule, hits, criticals))
            all_pass *= (1 - fail_probability(value)) ** saves
        entered += p * (1 - all_pass)
    return entered
