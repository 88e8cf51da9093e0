"""The odds a recorded roll had before its dice fell, beside what happened.

Built from the roll as recorded (each side's attribute, MODs and dice), so a viewer shows the
rules engine's own figures for a past exchange and never works out odds of its own. A side that
kept a die after a +1 SD discard is counted as its Burst plus the extra die; while a discard is
still pending the extra die counts as part of the Burst.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import msgspec

from service.application.odds.use_case import exact_odds_in_worker
from service.application.ports import ReadModels
from service.application.workers import Workers
from service.domain.errors import NotFound
from service.domain.events import RecordedRoll, RecordedSide
from service.rules.odds import MAX_BURST, Odds, OddsKind, OddsSide
from service.rules.values import Edition, success_value

ROLL_TYPES_WITH_ODDS = ("roll_made", "order_roll_made", "reroll_made")


@dataclass(frozen=True, slots=True)
class RollOdds:
    version: int
    kind: OddsKind
    sides: list[OddsSide]
    odds: Odds


def odds_side(side: RecordedSide) -> OddsSide:
    extra_die = bool(side.discarded)
    dice = len(side.dice) + len(side.discarded)
    burst = dice - 1 if extra_die else dice
    return OddsSide(
        name=side.name,
        sv=success_value(side.attribute, [m.to_mod() for m in side.mods]),
        burst=min(max(burst, 1), MAX_BURST),
        extra_die=extra_die,
    )


def recorded_roll(roll: RecordedRoll | None, data: dict[str, Any]) -> RecordedRoll:
    """An order roll's dice as they ended, or a free-standing roll's as recorded."""
    if roll is not None:
        return roll
    return msgspec.convert(
        {"kind": data["kind"], "sides": data["sides"], "winner": data.get("winner")},
        RecordedRoll,
    )


async def roll_odds(
    reads: ReadModels, workers: Workers, game_id: uuid.UUID, version: int, edition: Edition
) -> RollOdds:
    outcome = await reads.roll(game_id, version)
    if outcome is None or outcome.type not in ROLL_TYPES_WITH_ODDS:
        raise NotFound(f"no roll of dice at version {version} of game {game_id}")
    roll = recorded_roll(outcome.roll, outcome.data)
    sides = [odds_side(side) for side in roll.sides]
    odds = await exact_odds_in_worker(workers, roll.kind, sides, edition)
    return RollOdds(version=version, kind=roll.kind, sides=sides, odds=odds)
