"""Comms Attacks in orders: a hacking program's WIP Rolls, its targets' Reset, and the States
its failed Saving Rolls cause (Quantronic Combat, N5).

A Comms Attack is an attack like any other once the program's numbers are read: one side per
target, rolled with the Hacker's WIP plus the program's attack MOD, Face to Face against a
target that Resets (a Dodge does not evade it: that is a Normal Roll each). Its hits make the
target save on BTS with the program's PS and ammunition; a Non-Lethal program's failed save
puts the target in the program's State instead of wounding it (recorded as its own event), a
lethal one (Trinity) wounds as a weapon does.
"""

from __future__ import annotations

from service.domain._decide.rolls.sides import (
    AttackEffect,
    PlanContext,
    SideSpec,
    side_name,
    side_success_value,
    targeted_entries,
)
from service.domain._decide.trooper_checks import living_enemy
from service.domain.declarations import CommsAttack, ModEntry
from service.domain.errors import InvalidCommand, NoHackingDevice, NotInCatalogue, refused
from service.domain.state import GameState
from service.domain.troopers import Trooper
from service.rules import burst, legality
from service.rules.catalogue import NotInCatalogueError, ProgramInfo, program
from service.rules.hacking import (
    FIREWALL_LABEL,
    FIREWALL_SAVE_MOD,
    HACKING_DEVICES,
    SAVE_ATTRIBUTE,
    declarable_in,
    program_state,
    untargetable_reason,
)
from service.rules.values import ModSource


def _program(slug: str) -> ProgramInfo:
    try:
        return program(slug)
    except NotInCatalogueError as exc:
        raise NotInCatalogue(str(exc)) from None


def check_comms_attack(
    state: GameState, hacker: Trooper, skill: CommsAttack, *, active: bool
) -> None:
    """A Hacker with a Hacking Device, a program that attacks, enemy targets, a valid Burst."""
    if not any(hacker.has_skill(name) for name in HACKING_DEVICES):
        raise NoHackingDevice(
            f"{hacker.trooper_id!r} has no Hacking Device ({', '.join(HACKING_DEVICES)}): "
            "only a Hacker may declare a Comms Attack"
        )
    info = _program(skill.program)
    if not info.comms_attack:
        raise InvalidCommand(f"{info.name} makes no Comms Attack: it has no attack roll")
    if not skill.targets:
        raise InvalidCommand("a Comms Attack needs a target")
    for aimed in skill.targets:
        target = living_enemy(state, hacker, aimed.trooper)
        if aimed.firewall_mod is not None and not -12 <= aimed.firewall_mod <= -1:
            raise InvalidCommand(f"a Firewall's MOD is -1 to -12, not {aimed.firewall_mod}")
        why = untargetable_reason(info, target.known_unit_type, hacker=target.is_hacker)
        try:
            legality.program_target(aimed.trooper, why)
        except legality.Refused as exc:
            raise refused(exc) from None
    # The program's Burst in the Active Turn, 1 in ARO; every die aimed at a target.
    value = burst.attack_burst(info.burst, active_turn=active).value
    try:
        burst.split_burst(value, ((t.trooper, t.burst) for t in skill.targets))
    except ValueError as exc:
        turn = "Active Turn" if active else "ARO"
        raise InvalidCommand(f"{info.name} in the {turn} has Burst {value}: {exc}") from None


def check_states(state: GameState, trooper: Trooper, skill: str) -> None:
    """The States a program put the trooper in allow this declaration (IMM-B: Reset only)."""
    why = declarable_in(state.states_of(trooper.trooper_id), skill)
    if why is not None:
        raise InvalidCommand(f"{trooper.trooper_id!r} cannot declare {skill}: {why}")


def _firewall_entries(firewall: int | None) -> tuple[ModEntry, ...]:
    """The Firewall's MOD to the Hacker's WIP, shown in the roll's breakdown as "Firewall"."""
    if firewall is None:
        return ()
    return (ModEntry(firewall, ModSource.EQUIPMENT.value, FIREWALL_LABEL),)


def _firewall_save_entries(firewall: int | None) -> tuple[ModEntry, ...]:
    """N5: the target's saves against a Comms Attack take +3 whatever the Firewall's level."""
    if firewall is None:
        return ()
    return (ModEntry(FIREWALL_SAVE_MOD, ModSource.EQUIPMENT.value, FIREWALL_LABEL),)


def comms_attack_sides(ctx: PlanContext, hacker: Trooper, skill: CommsAttack) -> list[SideSpec]:
    info = _program(skill.program)
    assert info.attack_mod is not None, "declared programs make a Comms Attack"
    active = ctx.role(hacker) == "active"
    inflicts = program_state(info)
    sides: list[SideSpec] = []
    for aimed in skill.targets:
        target = ctx.trooper(aimed.trooper)
        firewall = aimed.firewall_mod
        mods = (
            ModEntry(info.attack_mod, ModSource.EQUIPMENT.value, info.name),
            *targeted_entries(ctx.state, target),
            *_firewall_entries(firewall),
            *aimed.mods,
        )
        sv = side_success_value(hacker.profile.wip, mods)
        effect = None
        if info.ps is not None:
            effect = AttackEffect(
                target=target.trooper_id,
                weapon=info.name,
                ps=info.ps,
                ammo=info.ammo,
                save_attribute=SAVE_ATTRIBUTE,
                continuous=False,
                partial_cover=False,
                inflicts=inflicts,
                comms_attack=True,
                save_mods=_firewall_save_entries(firewall),
            )
        sides.append(
            SideSpec(
                name=side_name(hacker.trooper_id, skill, aimed.trooper if active else None),
                skill="comms_attack",
                trooper=hacker.trooper_id,
                player=ctx.state.controller_of(hacker),
                role=ctx.role(hacker),
                target=target.trooper_id,
                attribute=hacker.profile.wip,
                mods=mods,
                dice=aimed.burst if sv.rolls else 0,
                special_die=False,
                reroll=False,
                effect=effect,
            )
        )
    return sides
