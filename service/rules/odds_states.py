"""Exact odds that a Non-Lethal hacking program puts its target in its State.

A Non-Lethal program's failed save causes no Wound: any failed save puts the target in the
program's State (Carbonite: Immobilized-B, ...). So the State is entered unless every save the
side's surviving hits cause passes: 1 - (1 - f)^n for n saves failing each with chance f, summed
over the roll's joint outcomes. Kept apart from the Wound odds, whose engine it reads nothing of
but the outcomes of the roll.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from service.rules.hacking import STATE_NAMES, HackingState
from service.rules.odds import OutcomeOdds
from service.rules.odds_wounds import WeaponSpec
from service.rules.saves import fail_probability, save_rule, save_value, saves_for_hits
from service.rules.values import Edition


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
    value = save_value(
        rule,
        weapon.target.attribute(rule.attribute),
        weapon.ps,
        partial_cover=weapon.target.partial_cover,
        mods=weapon.save_mods,
    ).value
    # Below 1 no die is rolled and every save fails (as in the orders); fail_probability says so.
    passes = 1 - fail_probability(value)
    entered = Fraction(0)
    for outcome in outcomes:
        saves = len(saves_for_hits(rule, outcome.hits[side], outcome.criticals[side]))
        if saves:
            entered += outcome.probability * (1 - passes**saves)
    return StateOdds(state, STATE_NAMES[state], value, entered)
