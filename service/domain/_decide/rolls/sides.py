"""The sides of an order's rolls: who rolls, at what Success Value, with how many dice, and
what an attack side's hits do, worked out from one declaration.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Literal, Protocol

import msgspec

from service.domain._decide.rolls import fireteam
from service.domain._decide.rolls.martial import attack_mod_entry, martial_arts_of
from service.domain.declarations import (
    AttackTarget,
    AttributeRoll,
    BSAttack,
    CCAttack,
    Discover,
    Dodge,
    ModEntry,
    Reset,
    Skill,
    SkillName,
    skill_name,
)
from service.domain.events import LostDice
from service.domain.state import Declaration, GameState, OpenOrder
from service.domain.troopers import Trooper
from service.rules import burst
from service.rules.ammo import COMBINED_SAVE_TRAIT, CONTINUOUS_DAMAGE_TRAIT
from service.rules.catalogue.traits import attack_attribute
from service.rules.hacking import (
    POSSESSED_PROFILE,
    TARGETED_MOD,
    HackingState,
    own_roll_mods,
)
from service.rules.martial_arts import cc_burst
from service.rules.skill_saves import COMMS_ATTACK_TRAIT
from service.rules.templates import AttackKind, attack_kind_mods, rolls_to_hit, template_of
from service.rules.values import ModSource, SuccessValue, success_value
from service.rules.weapons import OutOfRangeError, WeaponProfile, range_mod

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
    combined: bool = False
    """Combined Saving Roll (Plasma): each hit is also saved against BTS (N5)."""
    comms_attack: bool = False
    """A Comms Attack: Bioimmunity does not apply against it."""
    inflicts: HackingState | None = None
    """A Non-Lethal program: a failed save puts the target in this State instead of wounding."""
    save_mods: tuple[ModEntry, ...] = ()
    """MODs to the target's Saving Rolls (a Firewall's +3 against a Comms Attack)."""
    traits: tuple[str, ...] = ()
    """The weapon's traits the saves apply: Non-Lethal, ARM=0, BTS=0."""


class _SavedWeapon(Protocol):
    """What of a weapon, ranged or melee, its target's Saving Rolls read."""

    @property
    def name(self) -> str: ...
    @property
    def ps(self) -> int: ...
    @property
    def save_attribute(self) -> str: ...
    @property
    def traits(self) -> tuple[str, ...]: ...


def weapon_effect(
    target: str, weapon: _SavedWeapon, ammo: tuple[str, ...], *, partial_cover: bool
) -> AttackEffect:
    """What a weapon's hits do to ``target``, read one way for every kind of attack, so a
    ranged, melee, template or Deployable hit asks for the same Saving Rolls."""
    return AttackEffect(
        target=target,
        weapon=weapon.name,
        ps=weapon.ps,
        ammo=ammo,
        save_attribute=weapon.save_attribute,
        continuous=CONTINUOUS_DAMAGE_TRAIT in weapon.traits,
        partial_cover=partial_cover,
        combined=COMBINED_SAVE_TRAIT in weapon.traits,
        traits=tuple(weapon.traits),
    )


def profile_effect(target: str, profile: WeaponProfile, *, partial_cover: bool) -> AttackEffect:
    """``weapon_effect`` of a catalogue profile, whose ammunition is typed."""
    return weapon_effect(
        target, profile, tuple(a.value for a in profile.ammo), partial_cover=partial_cover
    )


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
    shares_dice_with: str | None = None
    """Impact Template: the side whose faces this side rolls with (the attack on the Main
    Target), compared again with this side's own target."""


def side_success_value(attribute: int, mods: Sequence[ModEntry]) -> SuccessValue:
    return success_value(attribute, tuple(m.to_mod() for m in mods))


def possessed(trooper: Trooper) -> Trooper:
    """The trooper with the Possessed Trooper profile (Possessed State, N5): MOV 4-4, CC 13,
    BS 12, WIP 11; PH, ARM, BTS and VITA/STR its own."""
    values = POSSESSED_PROFILE
    profile = msgspec.structs.replace(
        trooper.profile,
        mov=(values.mov_first, values.mov_second),
        cc=values.cc,
        bs=values.bs,
        wip=values.wip,
    )
    return msgspec.structs.replace(trooper, profile=profile)


def side_name(trooper: str, skill: Skill, target: str | None = None) -> str:
    base = f"{trooper}:{skill_name(skill)}"
    return base if target is None else f"{base}>{target}"


def _mimetism(target: Trooper) -> tuple[ModEntry, ...]:
    value = target.skill_value(MIMETISM)
    return () if not value else (ModEntry(value, ModSource.MIMETISM.value, MIMETISM),)


def targeted_entries(state: GameState, target: Trooper) -> tuple[ModEntry, ...]:
    """Targeted State: +3 to a BS Attack, Comms Attack or Discover against the trooper."""
    if "targeted" not in state.states_of(target.trooper_id):
        return ()
    return (ModEntry(TARGETED_MOD, ModSource.OTHER.value, "Targeted State"),)


def _cover(partial_cover: bool) -> tuple[ModEntry, ...]:
    return (ModEntry(PARTIAL_COVER_MOD, ModSource.COVER.value, "Partial Cover"),) * partial_cover


def _attack_kind(skill: BSAttack) -> tuple[ModEntry, ...]:
    """A Speculative Attack's -6, shown in the roll's Success Value."""
    return tuple(
        ModEntry(m.value, str(m.source), m.note) for m in attack_kind_mods(AttackKind(skill.kind))
    )


def _dice(sv: SuccessValue, count: int) -> int:
    return count if sv.rolls else 0


@dataclass(frozen=True, slots=True)
class PlanContext:
    state: GameState
    order: OpenOrder

    def trooper(self, trooper_id: str) -> Trooper:
        trooper = self.state.trooper(trooper_id)
        if trooper is None:
            raise ValueError(f"unknown trooper {trooper_id!r} in order {self.order.number}")
        if "possessed" in self.state.states_of(trooper_id):
            return possessed(trooper)
        return trooper

    def role(self, trooper: Trooper) -> Role:
        return "active" if trooper.trooper_id in self.order.participants else "reactive"


def _target_label(ctx: PlanContext, attacker: Trooper, aimed: AttackTarget) -> str | None:
    """Active attacks name their target (a split Burst has one side per target); an ARO aims
    at one trooper only (the active one, or one participant of a Coordinated Order), so its side
    is named by the reactor alone."""
    return aimed.trooper if ctx.role(attacker) == "active" else None


def _range_entry(profile: WeaponProfile, aimed: AttackTarget) -> ModEntry | None:
    """The range MOD at the target, or None when the weapon cannot reach it."""
    try:
        mod = range_mod(profile, float(aimed.distance))
    except OutOfRangeError:
        return None
    return ModEntry(mod, ModSource.RANGE.value, f'{profile.name} at {aimed.distance}"')


def _bs_attack_sides(
    ctx: PlanContext, attacker: Trooper, skill: BSAttack
) -> tuple[list[SideSpec], list[LostDice]]:
    carried = attacker.weapon(skill.weapon)
    if carried is None:
        raise ValueError(f"{attacker.trooper_id} carries no {skill.weapon!r}")
    profile = carried.profile(ctx.state.catalogue_revision)
    extra_die_to = skill.special_die_target or skill.targets[0].trooper
    # A BS Attack is a Short Skill or an ARO, never a Long Skill; a template makes no roll.
    # The weapon's +1 SD and the Fireteam's are one extra die, never two.
    fireteam_die = fireteam.leader_special_die(ctx.state, ctx.order, attacker.trooper_id)
    special_die = (carried.special_die or fireteam_die) and burst.special_die_allowed(
        long_skill=False, makes_roll=rolls_to_hit(template_of(profile))
    )
    out_of_range = [a for a in skill.targets if _range_entry(profile, a) is None]
    lost = [
        LostDice(
            trooper=attacker.trooper_id,
            target=aimed.trooper,
            dice=aimed.burst,
            reason=f'{profile.name} is out of range at {aimed.distance}"',
        )
        for aimed in out_of_range
    ]
    kept = burst.drop_failed_targets(
        [burst.Allocation(a.trooper, a.burst) for a in skill.targets],
        (a.trooper for a in out_of_range),
    )
    kept_targets = {part.target for part in kept}
    sides: list[SideSpec] = []
    for aimed in skill.targets:
        if aimed.trooper not in kept_targets:
            continue
        target = ctx.trooper(aimed.trooper)
        range_entry = _range_entry(profile, aimed)
        assert range_entry is not None
        mods = (
            range_entry,
            *_cover(aimed.partial_cover),
            *_mimetism(target),
            *_attack_kind(skill),
            *targeted_entries(ctx.state, target),
            *fireteam.leader_bonus(ctx.state, ctx.order, attacker.trooper_id, fireteam.BS),
            *aimed.mods,
        )
        extra = int(special_die and aimed.trooper == extra_die_to)
        attribute = attacker.profile.attribute(attack_attribute(profile.traits))
        sv = side_success_value(attribute, mods)
        sides.append(
            SideSpec(
                name=side_name(attacker.trooper_id, skill, _target_label(ctx, attacker, aimed)),
                skill="bs_attack",
                trooper=attacker.trooper_id,
                player=ctx.state.controller_of(attacker),
                role=ctx.role(attacker),
                target=target.trooper_id,
                attribute=attribute,
                mods=mods,
                dice=_dice(sv, aimed.burst + extra),
                special_die=bool(extra),
                reroll=carried.reroll,
                effect=replace(
                    profile_effect(target.trooper_id, profile, partial_cover=aimed.partial_cover),
                    comms_attack=COMMS_ATTACK_TRAIT in profile.traits,
                ),
            )
        )
    return sides, lost


def _cc_attack_side(ctx: PlanContext, attacker: Trooper, skill: CCAttack) -> SideSpec:
    weapon = attacker.cc_weapon(skill.weapon, ctx.state.catalogue_revision)
    if weapon is None:
        raise ValueError(f"{attacker.trooper_id} carries no melee weapon {skill.weapon!r}")
    active = ctx.role(attacker) == "active"
    level = martial_arts_of(attacker)
    special_die = weapon.special_die or (level is not None and level.special_die)
    # A Coordinated Order's allies in Silhouette contact: +1 B each (Coordinated Orders, N5).
    weapon_burst = weapon.burst + len(skill.allies)
    dice = cc_burst(weapon_burst, active_turn=active, level=level) + int(special_die)
    mods = (*(attack_mod_entry(level) if level else ()), *skill.mods)
    sv = side_success_value(attacker.profile.cc, mods)
    return SideSpec(
        name=side_name(attacker.trooper_id, skill, skill.target if active else None),
        skill="cc_attack",
        trooper=attacker.trooper_id,
        player=ctx.state.controller_of(attacker),
        role=ctx.role(attacker),
        target=skill.target,
        attribute=attacker.profile.cc,
        mods=mods,
        dice=_dice(sv, dice),
        special_die=special_die,
        reroll=weapon.reroll,
        effect=weapon_effect(skill.target, weapon, weapon.ammo, partial_cover=False),
    )


def plain_side(ctx: PlanContext, trooper: Trooper, skill: Skill) -> SideSpec | None:
    """A one-die Normal Roll of an attribute (Dodge PH, Reset and Discover WIP, ...)."""
    target: str | None = None
    # The trooper's own States' MODs to this roll (IMM-A's -6 to Dodge, Stunned's -3, ...).
    held = ctx.state.states_of(trooper.trooper_id)
    own = tuple(
        ModEntry(m.value, str(m.source), m.note) for m in own_roll_mods(held, skill_name(skill))
    )
    bonus = partial(fireteam.leader_bonus, ctx.state, ctx.order, trooper.trooper_id)
    if isinstance(skill, Dodge):
        attribute, mods = trooper.profile.ph, (*own, *bonus(fireteam.DODGE), *skill.mods)
    elif isinstance(skill, Reset):
        attribute, mods = trooper.profile.wip, (*own, *skill.mods)
    elif isinstance(skill, Discover):
        target = skill.target
        attribute = trooper.profile.wip
        spotted = ctx.trooper(skill.target)
        mods = (
            *own,
            *_mimetism(spotted),
            *targeted_entries(ctx.state, spotted),
            *bonus(fireteam.DISCOVER),
            *skill.mods,
        )
    elif isinstance(skill, AttributeRoll):
        attribute, mods = trooper.profile.attribute(skill.attribute), (*own, *skill.mods)
    else:
        return None
    # Declaration refuses +1 SD on a Long Skill; the check here keeps a stored one harmless.
    special_die = (
        isinstance(skill, AttributeRoll)
        and skill.special_die
        and burst.special_die_allowed(long_skill=skill.long_skill, makes_roll=True)
    )
    sv = side_success_value(attribute, mods)
    return SideSpec(
        name=side_name(trooper.trooper_id, skill),
        skill=skill_name(skill),
        trooper=trooper.trooper_id,
        player=ctx.state.controller_of(trooper),
        role=ctx.role(trooper),
        target=target,
        attribute=attribute,
        mods=mods,
        dice=_dice(sv, 1 + int(special_die)),
        special_die=special_die,
        reroll=False,
        effect=None,
    )


def sides_of_attack(
    ctx: PlanContext, attacker: Trooper, skill: BSAttack
) -> tuple[list[SideSpec], list[LostDice]]:
    return _bs_attack_sides(ctx, attacker, skill)


def sides_of(ctx: PlanContext, declaration: Declaration) -> tuple[list[SideSpec], list[LostDice]]:
    trooper = ctx.trooper(declaration.trooper)
    skill = declaration.skill
    if isinstance(skill, BSAttack):
        return _bs_attack_sides(ctx, trooper, skill)
    if isinstance(skill, CCAttack):
        return [_cc_attack_side(ctx, trooper, skill)], []
    plain = plain_side(ctx, trooper, skill)
    return ([plain] if plain is not None else []), []
