"""Joint outcomes of one roll, counted over every face tuple both sides can roll.

Face to Face: if both sides keep a Critical everything is cancelled. Otherwise a side's
surviving dice are its Criticals (unless the enemy has one too) plus its non-critical successes
above the enemy's best non-critical success, and a Critical of the enemy cancels all of those.
So, for each value `t` the enemy's best non-critical success can take while the enemy has no
Critical, the side's (Criticals, hits) are its counts above `t`. The side that has nothing above
the other's best is left with nothing, which covers ties and the case where the enemy wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from service.rules.odds_dice import CriticalsAndHits, SideDice

NOTHING: CriticalsAndHits = (0, 0)


@dataclass(frozen=True, slots=True)
class OutcomeCounts:
    """Face tuples giving each joint result; one (Criticals, hits) pair per side, in order."""

    counts: Mapping[tuple[CriticalsAndHits, ...], int]
    """Read-only: the same counts are handed to every caller asking about the same dice."""
    total: int


@lru_cache(maxsize=1024)
def face_to_face_counts(first: SideDice, second: SideDice) -> OutcomeCounts:
    counts: dict[tuple[CriticalsAndHits, ...], int] = {}
    first_top = first.best_success_without_critical()
    second_top = second.best_success_without_critical()

    # The only way for nobody to score: both keep a Critical, or neither keeps one and their
    # best successes are equal (including both having none).
    first_critical = first.rolls - sum(first_top.values())
    second_critical = second.rolls - sum(second_top.values())
    nobody = first_critical * second_critical
    nobody += sum(count * second_top.get(best, 0) for best, count in first_top.items())
    counts[(NOTHING, NOTHING)] = nobody

    for winner, loser_top, is_first in ((first, second_top, True), (second, first_top, False)):
        for result, count in winner.criticals_and_hits_above_each(loser_top).items():
            if result == NOTHING:
                continue
            key = (result, NOTHING) if is_first else (NOTHING, result)
            counts[key] = counts.get(key, 0) + count
    return OutcomeCounts(counts=MappingProxyType(counts), total=first.rolls * second.rolls)


@lru_cache(maxsize=1024)
def normal_roll_counts(sides: tuple[SideDice, ...]) -> OutcomeCounts:
    """Each side rolls on its own: every non-critical success and every Critical counts."""
    counts: dict[tuple[CriticalsAndHits, ...], int] = {(): 1}
    total = 1
    for side in sides:
        own = side.criticals_and_hits_above(0)
        counts = {
            (*key, result): count * own_count
            for key, count in counts.items()
            for result, own_count in own.items()
        }
        total *= side.rolls
    return OutcomeCounts(counts=MappingProxyType(counts), total=total)
