"""Comms Attacks: a hacking program rolled with WIP, Face to Face against the target's Reset.

A program is an attack like any other once its numbers are read off the chart: the Hacker's
WIP plus the program's attack MOD is the Success Value, its Burst the dice (1 in ARO), and
each hit causes Saving Rolls against BTS with the program's PS and ammunition. The target's
Reset takes the program's opponent MOD.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from service.rules.ammo import SaveAttribute, parse_ammo
from service.rules.catalogue import ProgramInfo
from service.rules.odds_wounds import TargetSpec, WeaponSpec
from service.rules.values import Mod, ModSource, SuccessValue, success_value

SAVE_ATTRIBUTE: SaveAttribute = "BTS"


@dataclass(frozen=True, slots=True)
class CommsAttack:
    program: ProgramInfo
    sv: SuccessValue
    burst: int
    weapon: WeaponSpec | None
    """The saves its hits cause; None for a program that causes none (Spotlight)."""


def comms_attack(
    program: ProgramInfo,
    wip: int,
    *,
    burst: int,
    mods: Iterable[Mod] = (),
    target: TargetSpec | None = None,
    save_mods: Iterable[Mod] = (),
) -> CommsAttack:
    """The attack a Hacker makes with ``program``; ``burst`` at most the program's (1 in ARO)."""
    if program.attack_mod is None:
        raise ValueError(f"{program.name} makes no Comms Attack: it has no attack roll")
    if not 1 <= burst <= program.burst:
        raise ValueError(f"{program.name} has Burst {program.burst}; {burst} dice cannot be rolled")
    attack_mod = Mod(program.attack_mod, ModSource.EQUIPMENT, program.name)
    sv = success_value(wip, (attack_mod, *mods))
    weapon = None
    if program.ps is not None:
        weapon = WeaponSpec(
            ps=program.ps,
            ammo=parse_ammo(program.ammo),
            save_attribute=SAVE_ATTRIBUTE,
            target=target or TargetSpec(),
            save_mods=tuple(save_mods),
        )
    return CommsAttack(program, sv, burst, weapon)


def reset_mods(program: ProgramInfo) -> tuple[Mod, ...]:
    """The program's MOD to the target's Reset (none when the chart prints 0)."""
    if not program.opponent_mod:
        return ()
    return (Mod(program.opponent_mod, ModSource.EQUIPMENT, program.name),)
