"""The odds use case: rules-engine odds with rule violations reported as domain errors."""

from __future__ import annotations

from collections.abc import Sequence

from service.application.workers import Workers
from service.domain.errors import InvalidCommand
from service.rules.odds import Odds, OddsKind, OddsSide, odds
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
