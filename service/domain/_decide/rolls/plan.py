"""The plan of an order's resolution: which sides' rolls face off, which are Normal Rolls, and
which +1 SD and ReRoll choices follow, worked out from the declarations in the state.

The plan is recomputed whenever it is needed rather than stored: it depends only on the
declarations and the troopers' profiles, which cannot change while an order is open.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from service.domain._decide.comms_attack import comms_attack_sides
from service.domain._decide.deployable_attacks import deployable_sides, with_deployable_dodge
from service.domain._decide.rolls.coordinated import (
    pair_defences,
    pair_volley,
    participants_sides,
)
from service.domain._decide.rolls.martial import martial_arts_of, opponent_mod_entry
from service.domain._decide.rolls.sides import (
    PlanContext,
    SideSpec,
    side_success_value,
    sides_of,
)
from service.domain._decide.rolls.template_sides import impact_sides, template_sides
from service.domain._decide.templates import is_direct_template, surprise_mods
from service.domain.declarations import (
    BSAttack,
    CCAttack,
    CommsAttack,
    Dodge,
    Idle,
    ModEntry,
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
        if _joined_template(ctx, decl, sides, active_other):
            continue
        decl_sides, decl_lost = _attack_sides(ctx, decl)
        if order.coordinated:
            shots, shots_lost = participants_sides(ctx, decl)
            decl_sides, decl_lost = [*decl_sides, *shots], [*decl_lost, *shots_lost]
        lost.extend(decl_lost)
        sides.extend(decl_sides)
        if isinstance(decl.skill, BSAttack | CCAttack | CommsAttack):
            active_attack.extend(decl_sides)
        else:
            active_other.extend(decl_sides)
    reactions: list[tuple[Declaration, SideSpec | None]] = []
    template_normals: list[SideSpec] = []
    for decl in order.aros:
        if _joined_template(ctx, decl, sides, template_normals):
            reactions.append((decl, None))
            continue
        decl_sides, decl_lost = _sides(ctx, decl)
        lost.extend(decl_lost)
        decl_sides = [_surprised(side, surprise_mods(order, decl.trooper)) for side in decl_sides]
        sides.extend(decl_sides)
        reactions.append((decl, decl_sides[0] if decl_sides else None))
    # A triggered Deployable rolls nothing either; a Dodge against it takes its -3.
    sides = with_deployable_dodge(ctx, [*sides, *deployable_sides(ctx)])
    if order.coordinated and active_attack:
        volley = pair_volley(active_attack, [*template_normals, *active_other], reactions)
        rolls = tuple(PlannedRoll(kind, names) for kind, names in volley)
    elif order.coordinated and active_other:
        paired = pair_defences(active_other, reactions)
        paired.extend(("normal", (side.name,)) for side in template_normals)
        rolls = tuple(PlannedRoll(kind, names) for kind, names in paired)
    else:
        rolls = _pair(order.trooper, active_attack, [*template_normals, *active_other], reactions)
    return RollPlan(_with_opponent_mods(ctx, sides, rolls), rolls, tuple(lost))


def _joined_template(
    ctx: PlanContext, decl: Declaration, sides: list[SideSpec], normals: list[SideSpec]
) -> bool:
    """Whether ``decl`` is a Direct Template attack; if so its sides join ``sides`` and its
    Intuitive Attack's WIP Roll joins ``normals``. A template rolls nothing to hit, so it
    faces no roll off, whether declared in the order or as an ARO."""
    template, intuitive = _template_sides(ctx, decl)
    if template is None:
        return False
    sides.extend(template)
    if intuitive is not None:
        sides.append(intuitive)
        normals.append(intuitive)
    return True


def _with_opponent_mods(
    ctx: PlanContext, sides: list[SideSpec], rolls: tuple[PlannedRoll, ...]
) -> tuple[SideSpec, ...]:
    """Martial Arts' Opponent MOD: the enemy's roll in a Face to Face Roll against the user's
    CC Attack takes it; a Normal Roll does not."""
    by_name = {side.name: side for side in sides}
    for roll in rolls:
        if roll.kind != "face_to_face":
            continue
        for user_name, other_name in (roll.sides, roll.sides[::-1]):
            user = by_name[user_name]
            level = martial_arts_of(ctx.trooper(user.trooper))
            if user.skill != "cc_attack" or level is None:
                continue
            other = by_name[other_name]
            mods = (*other.mods, opponent_mod_entry(level, user.trooper))
            dice = other.dice if side_success_value(other.attribute, mods).rolls else 0
            by_name[other_name] = replace(other, mods=mods, dice=dice)
    return tuple(by_name[side.name] for side in sides)


def _template_sides(
    ctx: PlanContext, decl: Declaration
) -> tuple[list[SideSpec] | None, SideSpec | None]:
    """A Direct Template attack's sides and its Intuitive WIP side; (None, None) otherwise."""
    trooper = ctx.trooper(decl.trooper)
    if not isinstance(decl.skill, BSAttack) or not is_direct_template(
        trooper, decl.skill, ctx.state.catalogue_revision
    ):
        return None, None
    return template_sides(ctx, trooper, decl.skill)


def _attack_sides(ctx: PlanContext, decl: Declaration) -> tuple[list[SideSpec], list[LostDice]]:
    skill = decl.skill
    if isinstance(skill, BSAttack) and any(t.is_affected for t in skill.targets):
        return impact_sides(ctx, ctx.trooper(decl.trooper), skill)
    return _sides(ctx, decl)


def _surprised(side: SideSpec, mods: tuple[ModEntry, ...]) -> SideSpec:
    """A reaction with the Surprise Attack MOD: a Success Value below 1 rolls nothing."""
    if not mods:
        return side
    all_mods = (*side.mods, *mods)
    rolls = side_success_value(side.attribute, all_mods).rolls
    return replace(side, mods=all_mods, dice=side.dice if rolls else 0)


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
