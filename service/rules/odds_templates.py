"""Exact odds of a template attack, one affected trooper at a time.

Each affected trooper is its own roll (templates.py): the odds of one never depend on another's
reaction, so they are worked out pair by pair with the Normal and Face to Face counting of
odds.py, and stay exact Fractions.

Direct Template: the template hits unless the trooper's Dodge (a Normal Roll) succeeds, and,
for an Intuitive Attack, only if the attacker's Normal WIP Roll succeeds; the two rolls are
independent, so the probabilities multiply. A hit by a template is never a Critical.
Impact Template: the attacker's roll against the trooper is Face to Face when the trooper
Dodges or attacks, a Normal Roll otherwise; the attacker's surviving successes are the hits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from service.rules.odds import OddsSide, OutcomeOdds, SideOdds, odds
from service.rules.odds_states import StateOdds, non_lethal_state_odds
from service.rules.odds_wounds import (
    TargetSpec,
    WeaponSpec,
    WoundOdds,
    non_lethal_states,
    wound_odds,
)
from service.rules.templates import AttackKind, Reaction
from service.rules.values import Edition
from service.rules.weapons import Template

MAX_AFFECTED = 8


@dataclass(frozen=True, slots=True)
class AffectedSide:
    reaction: Reaction
    roll: OddsSide | None
    """The trooper's own roll: PH for a Dodge, its attack for an attack, None for no reaction.
    An attack's weapon, when given, is aimed at the template's attacker."""
    name: str
    affected_by: int = 1
    """Direct Template: how many of the attacker's templates cover this trooper."""
    target: TargetSpec = field(default_factory=TargetSpec)
    """This trooper as the template's target: its saves and Wounds."""


@dataclass(frozen=True, slots=True)
class TemplateAttack:
    template: Template
    attacker: OddsSide
    """Direct: only `name` and `weapon` are read (no roll to hit), except for an Intuitive
    Attack, whose Success Value and Burst 1 are its WIP Roll. Impact: the roll against the
    Main Target. The weapon's target is replaced by each affected trooper's."""
    kind: AttackKind = AttackKind.STANDARD


@dataclass(frozen=True, slots=True)
class AffectedOdds:
    name: str
    reaction: Reaction
    hit: Fraction
    """Probability that the template hits this trooper at least once."""
    hits_distribution: tuple[Fraction, ...]
    """Index k: probability of exactly k hits (Criticals included) on this trooper."""
    criticals_distribution: tuple[Fraction, ...]
    reaction_succeeds: Fraction | None
    """Probability that the trooper's own roll keeps a success; None with no reaction."""
    wounds: WoundOdds | None
    """Wounds the template deals to this trooper, when the attacker's weapon is given."""
    reaction_odds: SideOdds | None
    """The trooper's own roll as it ends, with the Wounds its attack deals to the attacker."""
    states: tuple[StateOdds, ...] = ()
    """A Non-Lethal weapon: the chance of each State it puts this trooper in (`wounds` is then
    None: it causes no Wound)."""


def _wounds_or_states(
    weapon: WeaponSpec, results: dict[tuple[int, int], Fraction], edition: Edition
) -> tuple[WoundOdds | None, tuple[StateOdds, ...]]:
    if non_lethal_states(weapon, edition) is not None:
        return None, non_lethal_state_odds(results, weapon, edition)
    return wound_odds(results, weapon, edition), ()


def template_odds(
    attack: TemplateAttack, affected: Sequence[AffectedSide], edition: Edition
) -> tuple[AffectedOdds, ...]:
    if not 1 <= len(affected) <= MAX_AFFECTED:
        raise ValueError(f"a template affects 1..{MAX_AFFECTED} troopers, not {len(affected)}")
    names = [attack.attacker.name, *(a.name for a in affected)]
    if len(set(names)) != len(names):
        raise ValueError(f"each side needs its own name, got {names}")
    for side in affected:
        if (side.reaction is Reaction.NONE) != (side.roll is None):
            raise ValueError(f"{side.name}: a Dodge or an attack rolls; no reaction does not")
    if attack.template is Template.DIRECT:
        if attack.attacker.extra_die:
            raise ValueError("+1 SD does not apply to an attack that makes no roll")
        placed = _intuitive_roll_succeeds(attack, edition)
        return tuple(_direct(attack, side, placed, edition) for side in affected)
    if attack.kind is AttackKind.INTUITIVE:
        raise ValueError("an Intuitive Attack needs a Direct Template weapon")
    return tuple(_impact(attack, side, edition) for side in affected)


def _intuitive_roll_succeeds(attack: TemplateAttack, edition: Edition) -> Fraction:
    if attack.kind is not AttackKind.INTUITIVE:
        return Fraction(1)
    wip = replace(attack.attacker, burst=1, extra_die=False, weapon=None)
    return odds("normal", [wip], edition).sides[0].win


def _own_roll(side: AffectedSide, edition: Edition) -> SideOdds | None:
    if side.roll is None:
        return None
    return odds("normal", [replace(side.roll, name=side.name)], edition).sides[0]


def _direct(
    attack: TemplateAttack, side: AffectedSide, placed: Fraction, edition: Edition
) -> AffectedOdds:
    if not 1 <= side.affected_by <= 6:
        raise ValueError(f"{side.name}: covered by 1..6 templates, not {side.affected_by}")
    own = _own_roll(side, edition)
    dodged = own.win if own is not None and side.reaction is Reaction.DODGE else Fraction(0)
    hit = placed * (1 - dodged)
    hits = [Fraction(0)] * (side.affected_by + 1)
    hits[0] = 1 - hit
    hits[side.affected_by] += hit
    wounds: WoundOdds | None = None
    states: tuple[StateOdds, ...] = ()
    if attack.attacker.weapon is not None:
        weapon = replace(attack.attacker.weapon, target=side.target)
        results = {(0, side.affected_by): hit, (0, 0): 1 - hit}
        wounds, states = _wounds_or_states(weapon, results, edition)
    return AffectedOdds(
        name=side.name,
        reaction=side.reaction,
        hit=hit,
        hits_distribution=tuple(hits),
        criticals_distribution=(Fraction(1),),
        reaction_succeeds=None if own is None else own.win,
        wounds=wounds,
        reaction_odds=own,
        states=states,
    )


def _impact(attack: TemplateAttack, side: AffectedSide, edition: Edition) -> AffectedOdds:
    # The attacker's Wounds are worked out once below from the joint outcomes.
    attacker = replace(attack.attacker, weapon=None)
    if side.roll is None:
        result = odds("normal", [attacker], edition)
        own = None
    else:
        reply = replace(side.roll, name=side.name)
        if side.reaction is Reaction.DODGE:
            reply = replace(reply, weapon=None)
        result = odds("face_to_face", [attacker, reply], edition)
        own = result.sides[1]
    mine = result.sides[0]
    hits = _total_hits(result.outcomes, attacker.name, attacker.burst)
    wounds: WoundOdds | None = None
    states: tuple[StateOdds, ...] = ()
    if attack.attacker.weapon is not None:
        by_result: dict[tuple[int, int], Fraction] = {}
        for outcome in result.outcomes:
            key = (outcome.criticals[attacker.name], outcome.hits[attacker.name])
            by_result[key] = by_result.get(key, Fraction(0)) + outcome.probability
        weapon = replace(attack.attacker.weapon, target=side.target)
        wounds, states = _wounds_or_states(weapon, by_result, edition)
    return AffectedOdds(
        name=side.name,
        reaction=side.reaction,
        hit=mine.win,
        hits_distribution=hits,
        criticals_distribution=mine.criticals_distribution,
        reaction_succeeds=None if own is None else own.win,
        wounds=wounds,
        reaction_odds=own,
        states=states,
    )


def _total_hits(outcomes: Sequence[OutcomeOdds], name: str, burst: int) -> tuple[Fraction, ...]:
    """Hits of the attacker counting its Criticals, which hit too."""
    totals = [Fraction(0)] * (burst + 1)
    for outcome in outcomes:
        totals[outcome.hits[name] + outcome.criticals[name]] += outcome.probability
    return tuple(totals)
