"""Recording a roll's outcome: the sides' faces compared and written down as a RecordedRoll,
and worked out again when a +1 SD discard or a ReRoll changes one die.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace

from service.domain._decide.rolls.sides import SideSpec, side_success_value
from service.domain.declarations import ModEntry
from service.domain.events import RecordedDie, RecordedRoll, RecordedSide
from service.rules import burst
from service.rules.rolls import RollKind, RollOutcome, SideOutcome, SideRoll, face_to_face
from service.rules.rolls import normal_roll as rules_normal_roll
from service.rules.values import Edition


def _record_side(outcome: SideOutcome, entry: SideInput) -> RecordedSide:
    return RecordedSide(
        name=outcome.name,
        trooper=entry.trooper,
        target=entry.target,
        attribute=outcome.sv.attribute,
        mods=entry.mods,
        mod_total=outcome.sv.mod_total,
        success_value=outcome.sv.value,
        rolled=outcome.rolled,
        # A recorded die is the resolved die as it ended: every field carries over.
        dice=tuple(RecordedDie(**asdict(d)) for d in outcome.dice),
        hits=outcome.hits,
        criticals=outcome.criticals,
        discarded=entry.discarded,
        rerolled=entry.rerolled,
    )


@dataclass(frozen=True, slots=True)
class SideInput:
    """One side about to be compared: who, at what SV, with which faces."""

    name: str
    trooper: str | None
    target: str | None
    attribute: int
    mods: tuple[ModEntry, ...]
    faces: tuple[int, ...]
    discarded: tuple[int, ...] = ()
    rerolled: tuple[int, ...] = ()


def outcome_of(kind: RollKind, sides: Sequence[SideInput], edition: Edition) -> RollOutcome:
    rolls = [SideRoll(s.name, side_success_value(s.attribute, s.mods), s.faces) for s in sides]
    if kind == "normal":
        if len(rolls) != 1:
            raise ValueError(f"a Normal Roll has one side, not {len(rolls)}")
        return rules_normal_roll(rolls[0], edition)
    if len(rolls) != 2:
        raise ValueError(f"a Face to Face Roll has two sides, not {len(rolls)}")
    return face_to_face(rolls[0], rolls[1], edition)


def record_roll(kind: RollKind, sides: Sequence[SideInput], edition: Edition) -> RecordedRoll:
    outcome = outcome_of(kind, sides, edition)
    recorded = tuple(_record_side(o, s) for o, s in zip(outcome.sides, sides, strict=True))
    return RecordedRoll(kind=kind, sides=recorded, winner=outcome.winner)


def side_input(side: RecordedSide) -> SideInput:
    return rolling(
        side,
        tuple(d.face for d in side.dice),
        discarded=side.discarded,
        rerolled=side.rerolled,
    )


def rolling(
    side: RecordedSide | SideSpec,
    faces: tuple[int, ...],
    *,
    discarded: tuple[int, ...] = (),
    rerolled: tuple[int, ...] = (),
) -> SideInput:
    """``side``, as planned or as recorded, about to be compared with ``faces``: who rolls,
    against whom and at what SV are the side's own either way."""
    own = {name: getattr(side, name) for name in _SIDE_OWN}
    return SideInput(faces=faces, discarded=discarded, rerolled=rerolled, **own)


_SIDE_OWN = ("name", "trooper", "target", "attribute", "mods")
"""What a side about to be compared takes from the planned or recorded side, under its name."""


def discard_from(roll: RecordedRoll, side: str, die: int, edition: Edition) -> RecordedRoll:
    """+1 SD: the roll worked out again without one die of ``side``."""

    def discarded(entry: SideInput) -> SideInput:
        faces = burst.discard_die(entry.faces, die)
        return replace(entry, faces=faces, discarded=(*entry.discarded, entry.faces[die]))

    return _worked_out_again(roll, side, discarded, edition)


def reroll_in(
    roll: RecordedRoll, side: str, die: int, new_face: int, edition: Edition
) -> RecordedRoll:
    """ReRoll: the roll worked out again with one die of ``side`` replaced."""

    def rerolled(entry: SideInput) -> SideInput:
        faces = burst.reroll_die(entry.faces, die, new_face)
        return replace(entry, faces=faces, rerolled=(*entry.rerolled, entry.faces[die]))

    return _worked_out_again(roll, side, rerolled, edition)


def _worked_out_again(
    roll: RecordedRoll, side: str, change: Callable[[SideInput], SideInput], edition: Edition
) -> RecordedRoll:
    """Compared and recorded again after ``change`` to the faces of ``side``; the other sides
    keep theirs, so a discard and a ReRoll are scored by the same comparison."""
    inputs = [side_input(s) for s in roll.sides]
    changed = [change(entry) if entry.name == side else entry for entry in inputs]
    return record_roll(roll.kind, changed, edition)
