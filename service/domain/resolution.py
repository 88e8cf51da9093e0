"""Resolution of an order: which sides roll how many dice at what Success Value, and which
rolls face off, worked out from the declarations in the state.

The plan is recomputed whenever it is needed rather than stored: it depends only on the
declarations and the troopers' profiles, which cannot change while an order is open.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from service.domain.declarations import (
    AttackTarget,
    AttributeRoll,
    BSAttack,
    CCAttack,
    Discover,
    Dodge,
    Idle,
    ModEntry,
    Move,
    Reset,
    Skill,
    SkillName,
    skill_name,
)
from service.domain.events import (
    LostDice,
    PendingChoice,
    RecordedDie,
    RecordedRoll,
    RecordedSide,
)
from service.domain.state import Declaration, GameState, OpenOrder
from service.domain.troopers import Trooper
from service.rules import burst
from service.rules.ammo import CONTINUOUS_DAMAGE_TRAIT
from service.rules.rolls import RollKind, RollOutcome, SideOutcome, SideRoll, face_to_face
from service.rules.rolls import normal_roll as rules_normal_roll
from service.rules.values import Edition, ModSource, SuccessValue, success_value
from service.rules.weapons import OutOfRangeError, range_mod

Role = Literal["active", "reactive"]

PARTIAL_COVER_MOD = -3
MIMETISM = "Mimetism"


@dataclass(frozen=True, slots=True)
class AttackEffect:
    """What the hits of an attack side do: the Saving Rolls its target must make."""

    target: str
    weapon: str
    ps: int
    ammo: tuple[str, ...]
    save_attribute: str
    continuous: bool
    partial_cover: bool


@dataclass(frozen=True, slots=True)
class SideSpec:
    name: str
    skill: SkillName
    trooper: str
    player: str
    role: Role
    target: str | None
    attribute: int
    mods: tuple[ModEntry, ...]
    dice: int
    """Dice to roll, +1 SD's extra die included; 0 when the Success Value is below 1."""
    special_die: bool
    reroll: bool
    effect: AttackEffect | None


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


def side_success_value(attribute: int, mods: Sequence[ModEntry]) -> SuccessValue:
    return success_value(attribute, tuple(m.to_mod() for m in mods))


def side_name(trooper: str, skill: Skill, target: str | None = None) -> str:
    base = f"{trooper}:{skill_name(skill)}"
    return base if target is None else f"{base}>{target}"


def _mimetism(target: Trooper) -> tuple[ModEntry, ...]:
    value = target.skill_value(MIMETISM)
    return () if not value else (ModEntry(value, ModSource.MIMETISM.value, MIMETISM),)


def _cover(partial_cover: bool) -> tuple[ModEntry, ...]:
    return (ModEntry(PARTIAL_COVER_MOD, ModSource.COVER.value, "Partial Cover"),) * partial_cover


def _dice(sv: SuccessValue, count: int) -> int:
    return count if sv.rolls else 0


@dataclass(frozen=True, slots=True)
class _Context:
    state: GameState
    order: OpenOrder

    def trooper(self, trooper_id: str) -> Trooper:
        trooper = self.state.trooper(trooper_id)
        if trooper is None:
            raise ValueError(f"unknown trooper {trooper_id!r} in order {self.order.number}")
        return trooper

    def role(self, trooper: Trooper) -> Role:
        return "active" if trooper.trooper_id == self.order.trooper else "reactive"


def _target_label(ctx: _Context, attacker: Trooper, aimed: AttackTarget) -> str | None:
    """Active attacks name their target (a split Burst has one side per target); an ARO can
    only aim at the active trooper, so its side is named by the reactor alone."""
    return aimed.trooper if ctx.role(attacker) == "active" else None


def _bs_attack_sides(
    ctx: _Context, attacker: Trooper, skill: BSAttack
) -> tuple[list[SideSpec], list[LostDice]]:
    carried = attacker.weapon(skill.weapon)
    if carried is None:
        raise ValueError(f"{attacker.trooper_id} carries no {skill.weapon!r}")
    profile = carried.profile()
    extra_die_to = skill.special_die_target or skill.targets[0].trooper
    sides: list[SideSpec] = []
    lost: list[LostDice] = []
    for aimed in skill.targets:
        target = ctx.trooper(aimed.trooper)
        try:
            range_entry = ModEntry(
                range_mod(profile, float(aimed.distance)),
                ModSource.RANGE.value,
                f'{profile.name} at {aimed.distance}"',
            )
        except OutOfRangeError:
            lost.append(
                LostDice(
                    trooper=attacker.trooper_id,
                    target=target.trooper_id,
                    dice=aimed.burst,
                    reason=f'{profile.name} is out of range at {aimed.distance}"',
                )
            )
            continue
        mods = (range_entry, *_cover(aimed.partial_cover), *_mimetism(target), *aimed.mods)
        extra = int(carried.special_die and aimed.trooper == extra_die_to)
        sv = side_success_value(attacker.profile.bs, mods)
        sides.append(
            SideSpec(
                name=side_name(attacker.trooper_id, skill, _target_label(ctx, attacker, aimed)),
                skill="bs_attack",
                trooper=attacker.trooper_id,
                player=attacker.player,
                role=ctx.role(attacker),
                target=target.trooper_id,
                attribute=attacker.profile.bs,
                mods=mods,
                dice=_dice(sv, aimed.burst + extra),
                special_die=bool(extra),
                reroll=carried.reroll,
                effect=AttackEffect(
                    target=target.trooper_id,
                    weapon=profile.name,
                    ps=profile.ps,
                    ammo=tuple(a.value for a in profile.ammo),
                    save_attribute=profile.save_attribute,
                    continuous=CONTINUOUS_DAMAGE_TRAIT in profile.traits,
                    partial_cover=aimed.partial_cover,
                ),
            )
        )
    return sides, lost


def _cc_attack_side(ctx: _Context, attacker: Trooper, skill: CCAttack) -> SideSpec:
    weapon = attacker.melee_weapon(skill.weapon)
    if weapon is None:
        raise ValueError(f"{attacker.trooper_id} carries no melee weapon {skill.weapon!r}")
    active = ctx.role(attacker) == "active"
    dice = burst.attack_burst(weapon.burst, active_turn=active).value + int(weapon.special_die)
    sv = side_success_value(attacker.profile.cc, skill.mods)
    return SideSpec(
        name=side_name(attacker.trooper_id, skill, skill.target if active else None),
        skill="cc_attack",
        trooper=attacker.trooper_id,
        player=attacker.player,
        role=ctx.role(attacker),
        target=skill.target,
        attribute=attacker.profile.cc,
        mods=skill.mods,
        dice=_dice(sv, dice),
        special_die=weapon.special_die,
        reroll=weapon.reroll,
        effect=AttackEffect(
            target=skill.target,
            weapon=weapon.name,
            ps=weapon.ps,
            ammo=weapon.ammo,
            save_attribute=weapon.save_attribute,
            continuous=CONTINUOUS_DAMAGE_TRAIT in weapon.traits,
            partial_cover=False,
        ),
    )


def _plain_side(ctx: _Context, trooper: Trooper, skill: Skill) -> SideSpec | None:
    """A one-die Normal Roll of an attribute (Dodge PH, Reset and Discover WIP, ...)."""
    target: str | None = None
    if isinstance(skill, Dodge):
        attribute, mods = trooper.profile.ph, skill.mods
    elif isinstance(skill, Reset):
        attribute, mods = trooper.profile.wip, skill.mods
    elif isinstance(skill, Discover):
        target = skill.target
        attribute = trooper.profile.wip
        mods = (*_mimetism(ctx.trooper(skill.target)), *skill.mods)
    elif isinstance(skill, AttributeRoll):
        attribute, mods = trooper.profile.attribute(skill.attribute), skill.mods
    else:
        return None
    sv = side_success_value(attribute, mods)
    return SideSpec(
        name=side_name(trooper.trooper_id, skill),
        skill=skill_name(skill),
        trooper=trooper.trooper_id,
        player=trooper.player,
        role=ctx.role(trooper),
        target=target,
        attribute=attribute,
        mods=mods,
        dice=_dice(sv, 1),
        special_die=False,
        reroll=False,
        effect=None,
    )


def _aro_kind(skill: Skill, lost: bool) -> burst.AroKind:
    if lost or isinstance(skill, Idle | Move):
        return "none"
    if isinstance(skill, BSAttack):
        return "bs_attack"
    if isinstance(skill, CCAttack):
        return "cc_attack"
    if isinstance(skill, Dodge):
        return "dodge"
    if isinstance(skill, Reset):
        return "reset"
    return "other"


def _sides_of(ctx: _Context, declaration: Declaration) -> tuple[list[SideSpec], list[LostDice]]:
    trooper = ctx.trooper(declaration.trooper)
    skill = declaration.skill
    if isinstance(skill, BSAttack):
        return _bs_attack_sides(ctx, trooper, skill)
    if isinstance(skill, CCAttack):
        return [_cc_attack_side(ctx, trooper, skill)], []
    plain = _plain_side(ctx, trooper, skill)
    return ([plain] if plain is not None else []), []


def plan_order(state: GameState) -> RollPlan:
    order = state.open_order
    if order is None:
        raise ValueError("no order is open")
    ctx = _Context(state, order)
    active_decls = [d for d in order.declarations if d.kind != "aro"]
    sides: list[SideSpec] = []
    lost: list[LostDice] = []
    active_attack: list[SideSpec] = []
    active_other: list[SideSpec] = []
    for decl in active_decls:
        decl_sides, decl_lost = _sides_of(ctx, decl)
        lost.extend(decl_lost)
        sides.extend(decl_sides)
        if isinstance(decl.skill, BSAttack | CCAttack):
            active_attack.extend(decl_sides)
        else:
            active_other.extend(decl_sides)
    reactions: list[tuple[Declaration, SideSpec | None]] = []
    for decl in order.aros:
        decl_sides, decl_lost = _sides_of(ctx, decl)
        lost.extend(decl_lost)
        sides.extend(decl_sides)
        reactions.append((decl, decl_sides[0] if decl_sides else None))
    rolls = _pair(order.trooper, active_attack, active_other, reactions)
    return RollPlan(tuple(sides), rolls, tuple(lost))


def _pair(
    attacker: str,
    attack: list[SideSpec],
    others: list[SideSpec],
    reactions: list[tuple[Declaration, SideSpec | None]],
) -> tuple[PlannedRoll, ...]:
    by_target = {s.target: s for s in attack if s.target is not None}
    by_reactor = {d.trooper: side for d, side in reactions if side is not None}
    aros = [
        burst.AroDeclaration(decl.trooper, _aro_kind(decl.skill, side is None))
        for decl, side in reactions
    ]
    allocation = [burst.Allocation(s.target, max(s.dice, 1)) for s in attack if s.target]
    rolls: list[PlannedRoll] = []
    dodge = next((s for s in others if s.skill == "dodge"), None)
    used: set[str] = set()
    for pairing in burst.pair_rolls(attacker, allocation, aros):
        names: list[str] = []
        if pairing.attacker_dice and pairing.target is not None:
            names.append(by_target[pairing.target].name)
        if pairing.reactor is not None:
            reply = by_reactor[pairing.reactor]
            if not names and dodge is not None and pairing.reaction in {"bs_attack", "cc_attack"}:
                # An ARO attack against an active trooper who Dodges: both affect each other.
                names.append(dodge.name)
                used.add(dodge.name)
            names.append(reply.name)
        kind: RollKind = "face_to_face" if len(names) == 2 else "normal"
        rolls.append(PlannedRoll(kind, tuple(names)))
    rolls.extend(PlannedRoll("normal", (s.name,)) for s in others if s.name not in used)
    return tuple(rolls)


# --- recording outcomes ----------------------------------------------------------------------


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
        dice=tuple(
            RecordedDie(
                face=d.face,
                value=d.value,
                success=d.success,
                critical=d.critical,
                cancelled=d.cancelled,
                cancelled_by=d.cancelled_by,
            )
            for d in outcome.dice
        ),
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
    return SideInput(
        name=side.name,
        trooper=side.trooper,
        target=side.target,
        attribute=side.attribute,
        mods=side.mods,
        faces=tuple(d.face for d in side.dice),
        discarded=side.discarded,
        rerolled=side.rerolled,
    )


def discard_from(roll: RecordedRoll, side: str, die: int, edition: Edition) -> RecordedRoll:
    """+1 SD: the roll worked out again without one die of ``side``."""
    inputs = [side_input(s) for s in roll.sides]
    for i, entry in enumerate(inputs):
        if entry.name == side:
            faces = burst.discard_die(entry.faces, die)
            inputs[i] = _replace_faces(entry, faces, discarded=(*entry.discarded, entry.faces[die]))
    return record_roll(roll.kind, inputs, edition)


def reroll_in(
    roll: RecordedRoll, side: str, die: int, new_face: int, edition: Edition
) -> RecordedRoll:
    """ReRoll: the roll worked out again with one die of ``side`` replaced."""
    inputs = [side_input(s) for s in roll.sides]
    for i, entry in enumerate(inputs):
        if entry.name == side:
            faces = burst.reroll_die(entry.faces, die, new_face)
            inputs[i] = _replace_faces(entry, faces, rerolled=(*entry.rerolled, entry.faces[die]))
    return record_roll(roll.kind, inputs, edition)


def _replace_faces(
    entry: SideInput,
    faces: tuple[int, ...],
    *,
    discarded: tuple[int, ...] | None = None,
    rerolled: tuple[int, ...] | None = None,
) -> SideInput:
    return SideInput(
        name=entry.name,
        trooper=entry.trooper,
        target=entry.target,
        attribute=entry.attribute,
        mods=entry.mods,
        faces=faces,
        discarded=entry.discarded if discarded is None else discarded,
        rerolled=entry.rerolled if rerolled is None else rerolled,
    )


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
        pending.extend(
            PendingChoice(kind="discard", index=index, side=spec.name, player=spec.player)
            for spec in specs
            if spec.special_die
        )
        pending.extend(
            PendingChoice(kind="reroll", index=index, side=spec.name, player=spec.player)
            for spec in specs
            if spec.reroll
        )
    return tuple(pending)
