"""The odds use case: what `POST /v1/odds` asks, composed by the rules an order follows, and
the exact odds computed in the worker pool. Rule violations are domain errors."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from service.application.odds.inputs import OddsInput
from service.application.odds.sides import (
    ComposedSide,
    check_edition,
    check_firewalls,
    compose_sides,
)
from service.application.odds.template_sides import (
    compose_template_attack,
    refuse_template_fields,
    template_weapon,
)
from service.application.workers import Workers
from service.domain.errors import InvalidCommand, NotInCatalogue
from service.rules.catalogue import NotInCatalogueError
from service.rules.hacking import HackingState
from service.rules.odds import Odds, OddsKind, OddsSide, SideOdds, odds
from service.rules.odds_states import (
    StateOdds,
    non_lethal_state_odds,
    outcome_results,
    state_odds,
)
from service.rules.odds_templates import (
    AffectedOdds,
    AffectedSide,
    TemplateAttack,
    template_odds,
)
from service.rules.odds_wounds import non_lethal_states
from service.rules.values import Edition
from service.rules.weapons import TemplateShape

__all__ = [
    "AffectedOdds",
    "AffectedSide",
    "Odds",
    "OddsSide",
    "RollAnswer",
    "SideOdds",
    "StateOdds",
    "TemplateAnswer",
    "TemplateAttack",
    "compute_odds",
    "exact_odds_in_worker",
]


@dataclass(frozen=True, slots=True)
class RollAnswer:
    result: Odds
    sides: tuple[OddsSide, ...]
    states: tuple[tuple[StateOdds, ...], ...]
    """Per side, the chance of each State its Non-Lethal attack causes (its hits then cause
    no Wound, so the side's odds carry none)."""


@dataclass(frozen=True, slots=True)
class TemplateAnswer:
    edition: Edition
    attack: TemplateAttack
    shape: TemplateShape | None
    affected: tuple[AffectedSide, ...]
    results: tuple[AffectedOdds, ...]


def exact_odds(kind: OddsKind, sides: Sequence[OddsSide], edition: Edition) -> Odds:
    try:
        return odds(kind, sides, edition)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


async def exact_odds_in_worker(
    workers: Workers, kind: OddsKind, sides: Sequence[OddsSide], edition: Edition
) -> Odds:
    """The same odds, computed in the worker pool: the worst case costs real CPU time."""
    return await workers.run(exact_odds, kind, list(sides), edition)


def _non_lethal(composed: ComposedSide, edition: Edition) -> bool:
    weapon = composed.side.weapon
    if weapon is None:
        return False
    try:
        return composed.state is not None or non_lethal_states(weapon, edition) is not None
    except ValueError as exc:
        raise InvalidCommand(f"{composed.side.name}: {exc}") from exc


def _states(composed: ComposedSide, result: Odds, edition: Edition) -> tuple[StateOdds, ...]:
    weapon = composed.side.weapon
    assert weapon is not None
    name = composed.side.name
    if composed.state is not None:
        return (state_odds(result.outcomes, name, weapon, _state(composed.state), edition),)
    return non_lethal_state_odds(outcome_results(result.outcomes, name), weapon, edition)


def _roll_answer(kind: OddsKind, composed: Sequence[ComposedSide], edition: Edition) -> RollAnswer:
    # A Non-Lethal side's hits cause no Wound: its Wound odds are not computed at all.
    non_lethal = [_non_lethal(c, edition) for c in composed]
    rolled = [
        dataclasses.replace(c.side, weapon=None) if stateful else c.side
        for c, stateful in zip(composed, non_lethal, strict=True)
    ]
    result = exact_odds(kind, rolled, edition)
    states = tuple(
        _states(c, result, edition) if stateful else ()
        for c, stateful in zip(composed, non_lethal, strict=True)
    )
    return RollAnswer(result, tuple(c.side for c in composed), states)


def _state(state: str) -> HackingState:
    return state  # type: ignore[return-value]  # program_state gives a HackingState


def _template_answer(
    attack: TemplateAttack,
    affected: Sequence[AffectedSide],
    shape: TemplateShape | None,
    edition: Edition,
) -> TemplateAnswer:
    try:
        results = template_odds(attack, affected, edition)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc
    return TemplateAnswer(edition, attack, shape, tuple(affected), results)


async def compute_odds(workers: Workers, asked: OddsInput) -> RollAnswer | TemplateAnswer:
    """The exact odds of what was asked, or the domain error an order would raise for it."""
    edition = Edition(asked.edition)
    try:
        check_edition(asked.sides, edition)
        check_firewalls(asked.sides)
        weapon = template_weapon(asked.sides[0].weapon)
        if weapon is not None:
            attack, affected = compose_template_attack(asked.sides, weapon)
            return await workers.run(_template_answer, attack, affected, weapon.shape, edition)
        for body in asked.sides:
            refuse_template_fields(body)
        kind: OddsKind = "face_to_face" if asked.kind == "face_to_face" else "normal"
        composed = compose_sides(asked.sides, kind == "face_to_face")
    except NotInCatalogueError as exc:
        raise NotInCatalogue(str(exc)) from exc
    return await workers.run(_roll_answer, kind, composed, edition)
