"""The plan of an order's resolution: which sides' rolls face off, which are Normal Rolls, and
which +1 SD and ReRoll choices follow, worked out from the declarations in the state.

The plan is recomputed whenever it is needed rather than stored: it depends only on the
declarations and the troopers' profiles, which cannot change while an order is open.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.domain._decide.comms_attack import comms_attack_sides
from service.domain._decide.rolls.sides import PlanContext, SideSpec, sides_of
from service.domain.declarations import (
    BSAttack,
    CCAttack,
    CommsAttack,
    Dodge,
    Idle,
    Move,
    Reset,
    Skill,
)
from service.domain.events import LostDice, PendingChoice
from service.domain.state import Declaration, GameState
from service.rules import burst
from service.rules.rolls import RollKind


@dataclass(frozen=True, slots=True)
class PlannedRoll:
    kind: RollKind
    sides: tuple[str, ...]
    """Side names, the active side first in a Face to Face Roll."""


@dataclass(frozen=True, slots=True)
class RollPlan:
    sides: tuple[SideSpec, ...]
    rolls: tuple[PlannedRoll, ...]
    lost: tuple[LostDice, ...]

    def side(self, name: str) -> SideSpec:
        for side in self.sides:
            if side.name == name:
                return side
        raise KeyError(name)


def plan_order(state: GameState) -> RollPlan:
    order = state.open_order
    if order is None:
        raise ValueError("no order is open")
    ctx = PlanContext(state, order)
    active_decls = [d for d in order.declarations if d.kind != "aro"]
    sides: list[SideSpec] = []
    lost: list[LostDice] = []
    active_attack: list[SideSpec] = []
    active_other: list[SideSpec] = []
    for decl in active_decls:
        decl_sides, decl_lost = _sides(ctx, decl)
        lost.extend(decl_lost)
        sides.extend(decl_sides)
        if isinstance(decl.skill, BSAttack | CCAttack | CommsAttack):
            active_attack.extend(decl_sides)
        else:
            active_other.extend(decl_sides)
    reactions: list[tuple[Declaration, SideSpec | None]] = []
    for decl in order.aros:
        decl_sides, decl_lost = _sides(ctx, decl)
        lost.extend(decl_lost)
        sides.extend(decl_sides)
        reactions.append((decl, decl_sides[0] if decl_sides else None))
    rolls = _pair(order.trooper, active_attack, active_other, reactions)
    return RollPlan(tuple(sides), rolls, tuple(lost))


def _sides(ctx: PlanContext, decl: Declaration) -> tuple[list[SideSpec], list[LostDice]]:
    if isinstance(decl.skill, CommsAttack):
        return comms_attack_sides(ctx, ctx.trooper(decl.trooper), decl.skill), []
    return sides_of(ctx, decl)


def _pair(
    attacker: str,
    attack: list[SideSpec],
    others: list[SideSpec],
    reactions: list[tuple[Declaration, SideSpec | None]],
) -> tuple[PlannedRoll, ...]:
    by_target = {s.target: s for s in attack if s.target is not None}
    by_reactor = {d.trooper: side for d, side in reactions if side is not None}
    comms = any(s.skill == "comms_attack" for s in attack)
    aros = [
        burst.AroDeclaration(decl.trooper, _aro_kind(decl.skill, side is None, comms=comms))
        for decl, side in reactions
    ]
    allocation = [burst.Allocation(s.target, max(s.dice, 1)) for s in attack if s.target]
    rolls: list[PlannedRoll] = []
    dodge = next((s for s in others if s.skill == "dodge"), None)
    reset = next((s for s in others if s.skill == "reset"), None)
    used: set[str] = set()
    for pairing in burst.pair_rolls(attacker, allocation, aros):
        names: list[str] = []
        if pairing.attacker_dice and pairing.target is not None:
            names.append(by_target[pairing.target].name)
        if pairing.reactor is not None:
            reply = by_reactor[pairing.reactor]
            # An ARO attack against an active trooper who evades it: both affect each other.
            # Dodge evades BS and CC Attacks, Reset evades Comms Attacks (Reset, N5).
            defence = reset if pairing.reaction == "comms_attack" else dodge
            if not names and defence is not None and pairing.reaction in _EVADED:
                names.append(defence.name)
                used.add(defence.name)
            names.append(reply.name)
        kind: RollKind = "face_to_face" if len(names) == 2 else "normal"
        rolls.append(PlannedRoll(kind, tuple(names)))
    rolls.extend(PlannedRoll("normal", (s.name,)) for s in others if s.name not in used)
    return tuple(rolls)


_EVADED: frozenset[burst.AroKind] = frozenset({"bs_attack", "cc_attack", "comms_attack"})


def _aro_kind(skill: Skill, lost: bool, *, comms: bool = False) -> burst.AroKind:
    """The ARO's kind for pairing; ``comms``: it answers a Comms Attack, which Dodge does not
    evade, so a Dodge there is a Normal Roll of its own."""
    if lost or isinstance(skill, Idle | Move):
        return "none"
    if isinstance(skill, BSAttack):
        return "bs_attack"
    if isinstance(skill, CCAttack):
        return "cc_attack"
    if isinstance(skill, CommsAttack):
        return "comms_attack"
    if isinstance(skill, Dodge):
        return "other" if comms else "dodge"
    if isinstance(skill, Reset):
        return "reset"
    return "other"


def pending_choices(plan: RollPlan) -> tuple[PendingChoice, ...]:
    """+1 SD discards, then ReRolls, roll by roll; within each, the active player first.

    A side whose Success Value is below 1 rolls nothing and so has nothing to choose.
    """
    pending: list[PendingChoice] = []
    for index, roll in enumerate(plan.rolls):
        specs = sorted(
            (spec for spec in map(plan.side, roll.sides) if spec.dice > 0),
            key=lambda spec: spec.role != "active",
        )
        discarding = [spec for spec in specs if spec.special_die]
        roles = burst.discard_order(
            active_discards=any(spec.role == "active" for spec in discarding),
            reactive_discards=any(spec.role == "reactive" for spec in discarding),
        )
        pending.extend(
            PendingChoice(kind="discard", index=index, side=spec.name, player=spec.player)
            for role in roles
            for spec in discarding
            if spec.role == role
        )
        pending.extend(
            PendingChoice(kind="reroll", index=index, side=spec.name, player=spec.player)
            for spec in specs
            if spec.reroll
        )
    return tuple(pending)
