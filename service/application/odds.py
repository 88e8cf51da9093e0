"""The odds use case: rules-engine odds with rule violations reported as domain errors."""

from __future__ import annotations

from collections.abc import Sequence

from service.application.workers import Workers
from service.domain.errors import InvalidCommand
from service.rules.hacking import HackingState
from service.rules.odds import Odds, OddsKind, OddsSide, odds
from service.rules.odds_states import StateOdds, state_odds
from service.rules.odds_templates import (
    AffectedOdds,
    AffectedSide,
    TemplateAttack,
    template_odds,
)
from service.rules.values import Edition


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


def exact_odds_and_states(
    kind: OddsKind,
    sides: Sequence[OddsSide],
    states: Sequence[HackingState | None],
    edition: Edition,
) -> tuple[Odds, tuple[StateOdds | None, ...]]:
    """The odds, and for each side whose program causes a State the chance it is entered."""
    result = exact_odds(kind, sides, edition)
    entered = tuple(
        None
        if state is None or side.weapon is None
        else state_odds(result.outcomes, side.name, side.weapon, state, edition)
        for side, state in zip(sides, states, strict=True)
    )
    return result, entered


async def odds_and_states_in_worker(
    workers: Workers,
    kind: OddsKind,
    sides: Sequence[OddsSide],
    states: Sequence[HackingState | None],
    edition: Edition,
) -> tuple[Odds, tuple[StateOdds | None, ...]]:
    """The odds and the States' odds together in the worker pool: one job, one answer."""
    return await workers.run(exact_odds_and_states, kind, list(sides), list(states), edition)


def exact_template_odds(
    attack: TemplateAttack, affected: Sequence[AffectedSide], edition: Edition
) -> tuple[AffectedOdds, ...]:
    try:
        return template_odds(attack, affected, edition)
    except ValueError as exc:
        raise InvalidCommand(str(exc)) from exc


async def template_odds_in_worker(
    workers: Workers, attack: TemplateAttack, affected: Sequence[AffectedSide], edition: Edition
) -> tuple[AffectedOdds, ...]:
    """A template's odds per affected trooper, in the worker pool like any other odds."""
    return await workers.run(exact_template_odds, attack, list(affected), edition)
