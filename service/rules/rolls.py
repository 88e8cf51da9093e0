"""Normal Rolls and Face to Face Rolls of several dice per side.

A Face to Face Roll compares one side's dice against the other's (one pair of opposing rolls;
a split Burst makes one such pair per target). Every die is kept in the outcome with the reason
it was or was not cancelled, so a recorded roll can be explained to the players afterwards.

Cancellation, in the order RULES.md gives it:
1. failures are discarded (never marked cancelled: there is nothing left to cancel);
2. if both sides have at least one Critical, every success of both sides is cancelled
   (``cancelled_by == "all_criticals"``) and nobody wins;
3. a Critical cancels every enemy non-critical success and no non-critical can cancel it;
4. a non-critical success cancels every enemy non-critical success of equal or lower value,
   even when it is itself cancelled by a higher enemy success (a tie cancels both).

``cancelled_by`` names one enemy die even when several would do, so that it is reproducible:
the enemy's first Critical when a Critical did the cancelling, otherwise the enemy's
highest-value non-critical success (the lowest index among equals).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from service.rules.die_reading import FACES, DieReading, read_die
from service.rules.values import Edition, SuccessValue

ALL_CRITICALS: Literal["all_criticals"] = "all_criticals"

CancelledBy = int | Literal["all_criticals"] | None
"""Index into the ENEMY side's dice, or "all_criticals" when both sides rolled Criticals."""

RollKind = Literal["normal", "face_to_face"]


@dataclass(frozen=True, slots=True)
class ResolvedDie:
    face: int
    value: int
    """The compared value: the face, or in CodeOne above SV 20 the face plus the excess."""
    success: bool
    critical: bool
    cancelled: bool
    cancelled_by: CancelledBy

    @property
    def survives(self) -> bool:
        """A success that nothing cancelled: a hit when the roll is an attack."""
        return self.success and not self.cancelled


@dataclass(frozen=True, slots=True)
class SideRoll:
    """One side's input: its Success Value and the faces it rolled (none when SV < 1)."""

    name: str
    sv: SuccessValue
    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SideOutcome:
    name: str
    sv: SuccessValue
    rolled: bool
    """False when the SV was below 1: no die was rolled and the roll failed automatically."""
    dice: tuple[ResolvedDie, ...]
    hits: int
    """Surviving NON-critical successes."""
    criticals: int
    """Surviving critical successes."""

    @property
    def wins(self) -> bool:
        """At least one success survived."""
        return self.hits + self.criticals > 0


@dataclass(frozen=True, slots=True)
class RollOutcome:
    kind: RollKind
    sides: tuple[SideOutcome, ...]
    winner: str | None

    def side(self, name: str) -> SideOutcome:
        for side in self.sides:
            if side.name == name:
                return side
        raise KeyError(name)


def _validate(side: SideRoll) -> None:
    if not side.sv.rolls:
        if side.faces:
            raise ValueError(
                f"{side.name}: no die is rolled for a Success Value below 1 "
                f"(SV {side.sv.value}), yet faces {side.faces} were given"
            )
        return
    if not side.faces:
        raise ValueError(f"{side.name}: a roll with SV {side.sv.value} needs at least one face")
    for face in side.faces:
        if face not in FACES:
            raise ValueError(f"{side.name}: a d20 face is 1..20, not {face}")


def _read(side: SideRoll, edition: Edition) -> list[DieReading]:
    _validate(side)
    return [read_die(face, side.sv.value, edition) for face in side.faces]


def _summarise(name: str, sv: SuccessValue, dice: tuple[ResolvedDie, ...]) -> SideOutcome:
    hits = sum(1 for d in dice if d.survives and not d.critical)
    criticals = sum(1 for d in dice if d.survives and d.critical)
    return SideOutcome(name, sv, sv.rolls, dice, hits, criticals)


def normal_roll(side: SideRoll, edition: Edition) -> RollOutcome:
    """Each die succeeds on its own; nothing is compared, so nothing is cancelled."""
    dice = tuple(
        ResolvedDie(r.face, r.value, r.success, r.critical, cancelled=False, cancelled_by=None)
        for r in _read(side, edition)
    )
    outcome = _summarise(side.name, side.sv, dice)
    return RollOutcome("normal", (outcome,), outcome.name if outcome.wins else None)


def _first_critical(dice: Sequence[DieReading]) -> int | None:
    return next((i for i, d in enumerate(dice) if d.success and d.critical), None)


def _best_plain_success(dice: Sequence[DieReading]) -> int | None:
    best: int | None = None
    for i, d in enumerate(dice):
        if d.success and not d.critical and (best is None or d.value > dice[best].value):
            best = i
    return best


def _resolve_against(
    own: Sequence[DieReading], enemy: Sequence[DieReading]
) -> tuple[ResolvedDie, ...]:
    enemy_critical = _first_critical(enemy)
    enemy_best = _best_plain_success(enemy)
    both_critical = enemy_critical is not None and _first_critical(own) is not None
    resolved: list[ResolvedDie] = []
    for die in own:
        cancelled_by: CancelledBy = None
        if die.success:
            if both_critical:
                cancelled_by = ALL_CRITICALS
            elif die.critical:
                cancelled_by = None
            elif enemy_critical is not None:
                cancelled_by = enemy_critical
            elif enemy_best is not None and enemy[enemy_best].value >= die.value:
                cancelled_by = enemy_best
        resolved.append(
            ResolvedDie(
                die.face,
                die.value,
                die.success,
                die.critical,
                cancelled=cancelled_by is not None,
                cancelled_by=cancelled_by,
            )
        )
    return tuple(resolved)


def face_to_face(a: SideRoll, b: SideRoll, edition: Edition) -> RollOutcome:
    """Resolve A's dice against B's; the winner is the side that keeps a success, if any.

    At most one side can keep a success: a surviving Critical means the enemy had none, and a
    surviving plain success means every enemy success was plain and strictly lower.
    """
    if a.name == b.name:
        raise ValueError(f"the two sides of a Face to Face Roll need distinct names ({a.name!r})")
    reads_a, reads_b = _read(a, edition), _read(b, edition)
    side_a = _summarise(a.name, a.sv, _resolve_against(reads_a, reads_b))
    side_b = _summarise(b.name, b.sv, _resolve_against(reads_b, reads_a))
    winners = [s.name for s in (side_a, side_b) if s.wins]
    if len(winners) > 1:  # pragma: no cover - impossible by the argument in the docstring
        raise AssertionError(f"both sides kept a success: {side_a} / {side_b}")
    return RollOutcome("face_to_face", (side_a, side_b), winners[0] if winners else None)
