"""Exact odds of a Normal Roll or a Face to Face Roll, with the Wounds an attack may deal.

The odds are exact rationals built from counts of face tuples (see odds_dice and
odds_faceoff), never from listing the 20**n rolls; the distributions are summed and multiplied
as packed polynomials (see packed), so the worst case (B6 + 1 SD against B3) costs a few
hundred big-integer operations and one Fraction per reported figure. The counts, and the fates
of each result under its saves, are pure functions of small frozen values and are cached
(bounded), so a question asked again costs little more than building the answer's Fractions.

A side that rolls +1 SD is assumed to discard a failure if it has one, else its lowest
non-critical success, and a Critical only when all its dice are Criticals: the choice that
maximises its own result whatever the enemy rolled (argued in odds_dice).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from service.rules.odds_dice import CriticalsAndHits, classify_faces, side_dice
from service.rules.odds_faceoff import (
    NOTHING,
    OutcomeCounts,
    face_to_face_counts,
    normal_roll_counts,
)
from service.rules.odds_wounds import (
    TargetSpec,
    WeaponSpec,
    WoundOdds,
    forget_cached_wounds,
    weapon_spec,
    wound_odds_from_counts,
)
from service.rules.values import Edition, SuccessValue

__all__ = [
    "Odds",
    "OddsKind",
    "OddsSide",
    "OutcomeOdds",
    "SideOdds",
    "TargetSpec",
    "WeaponSpec",
    "forget_cached_counts",
    "odds",
    "weapon_spec",
]

OddsKind = Literal["normal", "face_to_face"]
MAX_BURST = 6


@dataclass(frozen=True, slots=True)
class OddsSide:
    name: str
    sv: SuccessValue
    burst: int
    extra_die: bool = False
    """+1 SD: roll one more die, then discard one (policy in the module docstring)."""
    weapon: WeaponSpec | None = None
    """When given, the odds include the Wounds this side's hits deal to its target."""


@dataclass(frozen=True, slots=True)
class OutcomeOdds:
    """One joint result of the roll: each side's surviving hits and Criticals."""

    hits: dict[str, int]
    """Surviving non-critical successes by side name."""
    criticals: dict[str, int]
    probability: Fraction


@dataclass(frozen=True, slots=True)
class SideOdds:
    name: str
    success_value: int
    win: Fraction
    """Probability that the side keeps at least one surviving success."""
    expected_hits: Fraction
    expected_criticals: Fraction
    hits_distribution: tuple[Fraction, ...]
    """Index k: probability of exactly k surviving non-critical successes."""
    criticals_distribution: tuple[Fraction, ...]
    # The rest is known only for a side with a weapon; None otherwise.
    save_value: int | None = None
    """The Success Value of each of the target's Saving Rolls."""
    wounds_distribution: tuple[Fraction, ...] | None = None
    """Index k: probability that the side's hits deal exactly k Wounds to its target."""
    expected_wounds: Fraction | None = None
    p_unconscious: Fraction | None = None
    """Probability that the target ends the roll Unconscious (not Dead)."""
    p_dead: Fraction | None = None
    wounds: WoundOdds | None = None
    """The same Wound figures, with each attribute's saves (Plasma: ARM, then BTS)."""


@dataclass(frozen=True, slots=True)
class Odds:
    kind: OddsKind
    edition: Edition
    sides: tuple[SideOdds, ...]
    neither: Fraction
    """Probability that no side keeps a success."""
    outcomes: tuple[OutcomeOdds, ...]


def odds(kind: OddsKind, sides: Sequence[OddsSide], edition: Edition) -> Odds:
    """Exact odds of one roll.

    "normal": one side, or two sides each rolling on its own (outcomes are then joint).
    "face_to_face": exactly two sides whose dice cancel each other.
    Raises ValueError for a Burst outside 1..6, a wrong number of sides, or repeated names.
    """
    sides = tuple(sides)
    _validate(kind, sides)
    dice = tuple(side_dice(s.sv, s.burst, s.extra_die, edition) for s in sides)
    if kind == "face_to_face":
        counts = face_to_face_counts(dice[0], dice[1])
    else:
        counts = normal_roll_counts(dice)
    nobody = counts.counts.get((NOTHING,) * len(sides), 0)
    return Odds(
        kind=kind,
        edition=edition,
        sides=tuple(
            _side_odds(side, _own_counts(counts, index), counts.total, edition)
            for index, side in enumerate(sides)
        ),
        neither=Fraction(nobody, counts.total),
        outcomes=_outcomes(sides, counts),
    )


def forget_cached_counts() -> None:
    """Empty every cache behind odds(), so the next question is worked out from scratch."""
    for cached in (classify_faces, face_to_face_counts, normal_roll_counts):
        cached.cache_clear()
    forget_cached_wounds()


def _validate(kind: OddsKind, sides: tuple[OddsSide, ...]) -> None:
    if kind not in ("normal", "face_to_face"):
        raise ValueError(f"the kind of roll is 'normal' or 'face_to_face', not {kind!r}")
    if kind == "face_to_face" and len(sides) != 2:
        raise ValueError(f"a Face to Face Roll has exactly two sides, not {len(sides)}")
    if kind == "normal" and len(sides) not in (1, 2):
        raise ValueError(
            f"normal odds take one side, or two rolling independently, not {len(sides)}"
        )
    names = [s.name for s in sides]
    if len(set(names)) != len(names):
        raise ValueError(f"each side needs its own name, got {names}")
    for side in sides:
        if not 1 <= side.burst <= MAX_BURST:
            raise ValueError(f"{side.name}: Burst is 1..{MAX_BURST}, not {side.burst}")


def _outcomes(sides: tuple[OddsSide, ...], counts: OutcomeCounts) -> tuple[OutcomeOdds, ...]:
    names = [s.name for s in sides]
    total = counts.total
    return tuple(
        OutcomeOdds(
            {name: result[1] for name, result in zip(names, results, strict=True)},
            {name: result[0] for name, result in zip(names, results, strict=True)},
            Fraction(count, total),
        )
        for results, count in sorted(counts.counts.items(), key=_outcome_order)
        if count
    )


def _outcome_order(item: tuple[tuple[CriticalsAndHits, ...], int]) -> list[tuple[int, int]]:
    """Side by side, fewest successes first, so the listing reads like a table."""
    return [(crits + hits, crits) for crits, hits in item[0]]


def _own_counts(counts: OutcomeCounts, index: int) -> dict[CriticalsAndHits, int]:
    own: dict[CriticalsAndHits, int] = {}
    for results, count in counts.counts.items():
        own[results[index]] = own.get(results[index], 0) + count
    return own


def _side_odds(
    side: OddsSide, own: dict[CriticalsAndHits, int], total: int, edition: Edition
) -> SideOdds:
    hits = [0] * (side.burst + 1)
    crits = [0] * (side.burst + 1)
    for (own_crits, own_hits), count in own.items():
        hits[own_hits] += count
        crits[own_crits] += count
    wounds = None
    if side.weapon is not None:
        possible = {result: n for result, n in own.items() if n}
        wounds = wound_odds_from_counts(possible, total, side.weapon, edition)
    return SideOdds(
        name=side.name,
        success_value=side.sv.value,
        win=Fraction(total - own.get((0, 0), 0), total),
        expected_hits=Fraction(sum(k * n for k, n in enumerate(hits)), total),
        expected_criticals=Fraction(sum(k * n for k, n in enumerate(crits)), total),
        hits_distribution=tuple(Fraction(n, total) for n in hits),
        criticals_distribution=tuple(Fraction(n, total) for n in crits),
        save_value=None if wounds is None else wounds.save_value,
        wounds_distribution=None if wounds is None else wounds.wounds_distribution,
        expected_wounds=None if wounds is None else wounds.expected_wounds,
        p_unconscious=None if wounds is None else wounds.unconscious,
        p_dead=None if wounds is None else wounds.dead,
        wounds=wounds,
    )
