"""Martial Arts and Long Skills on the sides of `POST /v1/odds`.

A side with `martial_arts` makes a CC Attack: it takes its level's Attack MOD, +1 SD and, in
the Active Turn, its Burst MOD; in a Face to Face Roll every other side takes its Opponent
MOD. A side declared as a `long_skill` may not roll +1 SD's extra die.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from service.domain.errors import InvalidCommand, SpecialDieNotAllowed
from service.rules import burst as bursts
from service.rules.martial_arts import (
    MartialArtsLevel,
    attack_mods,
    martial_arts_level,
    opponent_mods,
)
from service.rules.values import Mod


@dataclass(frozen=True, slots=True)
class SideAsked:
    """The fields of an odds side these rules read."""

    name: str
    burst: int
    extra_die: bool
    program: str | None
    martial_arts: int | None
    long_skill: bool
    active_turn: bool


@dataclass(frozen=True, slots=True)
class SideAdjustment:
    """What the rules add to one side as the client described it."""

    mods: tuple[Mod, ...] = ()
    burst: int | None = None
    """The Burst to roll, when Martial Arts changes it."""
    extra_die: bool | None = None


def _level(body: SideAsked) -> MartialArtsLevel | None:
    if body.martial_arts is None:
        if not body.active_turn:
            raise InvalidCommand(f"{body.name}: `active_turn` applies with `martial_arts` only")
        return None
    if body.program is not None:
        raise InvalidCommand(f"{body.name}: Martial Arts applies to a CC Attack, not a program")
    if body.long_skill:
        raise InvalidCommand(f"{body.name}: a CC Attack is not a Long Skill")
    level = martial_arts_level(body.martial_arts)
    if level.special_die and body.extra_die:
        raise InvalidCommand(
            f"{body.name}: +1 SD and {level.label}'s +1 SD on one roll: the rules we follow do "
            "not say whether two extra dice add up"
        )
    return level


def _check_special_die(body: SideAsked) -> None:
    if body.extra_die and not bursts.special_die_allowed(
        long_skill=body.long_skill, makes_roll=True
    ):
        raise SpecialDieNotAllowed(f"{body.name}: +1 SD cannot be used with a Long Skill")


def adjustments(sides: Sequence[SideAsked], face_to_face: bool) -> list[SideAdjustment]:
    """Per side, in order: its own Martial Arts, and the Opponent MODs of the others'."""
    levels = []
    for body in sides:
        _check_special_die(body)
        levels.append(_level(body))
    out = []
    for index, (body, level) in enumerate(zip(sides, levels, strict=True)):
        mods: list[Mod] = []
        if face_to_face:
            for other, other_level in enumerate(levels):
                if other != index and other_level is not None:
                    mods.extend(opponent_mods(other_level, sides[other].name))
        if level is None:
            out.append(SideAdjustment(mods=tuple(mods)))
            continue
        bonus = level.burst_mod if body.active_turn else 0
        burst = min(body.burst + bonus, bursts.MAX_BURST) if body.burst else 0
        out.append(
            SideAdjustment(
                mods=(*attack_mods(level), *mods),
                burst=burst,
                extra_die=body.extra_die or level.special_die,
            )
        )
    return out
