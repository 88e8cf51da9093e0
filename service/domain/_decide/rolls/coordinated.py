"""The rolls of a Coordinated Order's BS Attack (Coordinated Orders, N5): one active side per
participant, each at the same single target. A reactive Trooper chooses one participant as
its target, so only the rolls of that participant and of the target it chose can affect each
other: those face off (Face to Face Rolls, N5), every other roll is a Normal Roll."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from service.domain._decide.rolls.sides import PlanContext, SideSpec, plain_side, sides_of_attack
from service.domain.declarations import (
    BSAttack,
    CCAttack,
    CommsAttack,
    Dodge,
    attack_targets,
    participant_attack,
)
from service.domain.events import LostDice
from service.domain.state import Declaration
from service.rules.rolls import RollKind

Planned = tuple[RollKind, tuple[str, ...]]


def participants_sides(
    ctx: PlanContext, decl: Declaration
) -> tuple[list[SideSpec], list[LostDice]]:
    """The other participants' shots declared with the Spearhead's BS Attack, or their own
    rolls of the skill every participant declares (Discover, Dodge, Reset, attribute rolls)."""
    skill = decl.skill
    sides: list[SideSpec] = []
    lost: list[LostDice] = []
    if not isinstance(skill, BSAttack):
        for trooper_id in ctx.order.coordinated:
            own = plain_side(ctx, ctx.trooper(trooper_id), skill)
            if own is not None:
                sides.append(own)
        return sides, lost
    for shot in skill.shots:
        own_sides, own_lost = sides_of_attack(
            ctx, ctx.trooper(shot.trooper), participant_attack(skill, shot)
        )
        sides.extend(own_sides)
        lost.extend(own_lost)
    return sides, lost


def pair_volley(
    attack: Sequence[SideSpec],
    others: Sequence[SideSpec],
    reactions: Sequence[tuple[Declaration, SideSpec | None]],
) -> list[Planned]:
    """Each participant's attack against the reply of its target, when that reply answers it
    (an attack aimed at that participant, or a Dodge, which evades every attack on the
    dodger); the rest, Normal Rolls."""
    rolls = _paired(
        attack,
        reactions,
        lambda side, decl: decl.trooper == side.target and _answers(decl, side.trooper),
        faces_one=False,
    )
    rolls.extend(("normal", (side.name,)) for side in others)
    return rolls


def pair_defences(
    active: Sequence[SideSpec], reactions: Sequence[tuple[Declaration, SideSpec | None]]
) -> list[Planned]:
    """Each participant's roll, facing the ARO attack aimed at that participant when the roll
    evades it (a Dodge evades BS and CC Attacks, a Reset a Comms Attack: Dodge, Reset, N5);
    every other roll, and every ARO that meets no evasion, a Normal Roll."""
    return _paired(
        active,
        reactions,
        lambda side, decl: (
            _evades(side.skill, decl) and attack_targets(decl.skill) == (side.trooper,)
        ),
        faces_one=True,
    )


def _paired(
    sides: Sequence[SideSpec],
    reactions: Sequence[tuple[Declaration, SideSpec | None]],
    meets: Callable[[SideSpec, Declaration], bool],
    *,
    faces_one: bool,
) -> list[Planned]:
    """Each side Face to Face with the first reply whose declaration `meets` it (with
    `faces_one`, a reply not yet faced by another), else a Normal Roll; then a Normal Roll for
    every reply no side faced."""
    rolls: list[Planned] = []
    faced: set[str] = set()
    for side in sides:
        reply = next(
            (
                reply
                for decl, reply in reactions
                if reply is not None
                and not (faces_one and reply.name in faced)
                and meets(side, decl)
            ),
            None,
        )
        if reply is None:
            rolls.append(("normal", (side.name,)))
            continue
        rolls.append(("face_to_face", (side.name, reply.name)))
        faced.add(reply.name)
    rolls.extend(
        ("normal", (reply.name,))
        for _decl, reply in reactions
        if reply is not None and reply.name not in faced
    )
    return rolls


def _evades(skill: str, decl: Declaration) -> bool:
    if skill == "dodge":
        return isinstance(decl.skill, BSAttack | CCAttack)
    return skill == "reset" and isinstance(decl.skill, CommsAttack)


def _answers(decl: Declaration, participant: str) -> bool:
    skill = decl.skill
    if isinstance(skill, Dodge):
        return True
    if isinstance(skill, BSAttack | CCAttack | CommsAttack):
        return attack_targets(skill) == (participant,)
    return False
