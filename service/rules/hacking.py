"""Comms Attacks: a hacking program rolled with WIP, Face to Face against the target's Reset.

A program is an attack like any other once its numbers are read off the chart: the Hacker's
WIP plus the program's attack MOD is the Success Value, its Burst the dice (1 in ARO), and
each hit causes Saving Rolls against BTS with the program's PS and ammunition. The target's
Reset takes the program's opponent MOD.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

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


# --- Hackable targets (program pages, Unit Type) -------------------------------------------

UnitType = Literal["LI", "MI", "HI", "TAG", "REM", "SK", "WB", "VH"]
"""The Unit Type printed on a trooper's profile."""

HACKERS: tuple[str, ...] = ("Hacker", "Killer Hacker")
"""Skills that make a trooper "a Hacker", a target some programs name besides Unit Types."""

_PROGRAM_TARGETS: dict[str, tuple[frozenset[UnitType], bool]] = {
    "carbonite": (frozenset({"TAG", "HI", "REM", "VH"}), True),
    "oblivion": (frozenset({"TAG", "REM", "HI"}), False),
    "total_control": (frozenset({"TAG"}), False),
    "trinity": (frozenset({"HI", "TAG", "REM"}), True),
}
"""The Unit Types each program may target, and whether it may target a Hacker of any type;
a program not listed (Spotlight) may target any trooper. The same lists as the catalogue's
``targets``."""


def untargetable_reason(
    program: ProgramInfo, unit_type: UnitType | None, *, hacker: bool
) -> str | None:
    """Why ``program`` cannot target a trooper of ``unit_type``; None when it can, or when the
    trooper's Unit Type is not known (nothing to check it against)."""
    allowed = _PROGRAM_TARGETS.get(program.slug)
    if allowed is None or unit_type is None:
        return None
    types, hackers = allowed
    if unit_type in types or (hackers and hacker):
        return None
    return f"{program.name} targets {program.targets} only, not a {unit_type}"


# --- Firewall (N5 Firewall page) ------------------------------------------------------------

FIREWALL_SAVE_MOD = 3
"""Firewall: +3 to the target's Saving Rolls against Comms Attacks, whatever its -X to the
attacker's WIP (N5 changed N4's -3 to the Attack Damage into +3 to the Saving Roll)."""

FIREWALL_LABEL = "Firewall"


def firewall_save_mods(firewall: bool) -> tuple[Mod, ...]:
    """The MOD a Firewall gives the target's saves, shown as "Firewall"."""
    if not firewall:
        return ()
    return (Mod(FIREWALL_SAVE_MOD, ModSource.EQUIPMENT, FIREWALL_LABEL),)


def reset_mods(program: ProgramInfo) -> tuple[Mod, ...]:
    """The program's MOD to the target's Reset (none when the chart prints 0)."""
    if not program.opponent_mod:
        return ()
    return (Mod(program.opponent_mod, ModSource.EQUIPMENT, program.name),)


# --- The states programs cause (N5 State pages) ---------------------------------------------

HackingState = Literal[
    "immobilized_b", "targeted", "isolated", "possessed", "immobilized_a", "stunned"
]
"""Immobilized-B, Targeted, Isolated and Possessed States, as the programs cause them, and
Immobilized-A and Stunned, as PARA and Stun ammunition cause them (E/M: Isolated, IMM-B)."""

STATE_NAMES: dict[HackingState, str] = {
    "immobilized_b": "Immobilized-B",
    "targeted": "Targeted",
    "isolated": "Isolated",
    "possessed": "Possessed",
    "immobilized_a": "Immobilized-A",
    "stunned": "Stunned",
}

PROGRAM_STATES: dict[str, HackingState] = {
    "carbonite": "immobilized_b",
    "spotlight": "targeted",
    "oblivion": "isolated",
    "total_control": "possessed",
}
"""Non-Lethal programs: any failed Saving Roll puts the target in this State instead of
causing a Wound. A program not listed (Trinity) wounds like a weapon."""

RESET_CANCELS: frozenset[HackingState] = frozenset({"immobilized_b", "targeted"})
"""Reset: a successful Reset Roll, Normal or Face to Face, cancels Targeted and IMM-B."""

DODGE_CANCELS: frozenset[HackingState] = frozenset({"immobilized_a"})
"""Immobilized-A State (N5): a successful Normal or Face to Face Dodge Roll cancels it."""

CANCELLED_BY: dict[str, frozenset[HackingState]] = {"reset": RESET_CANCELS, "dodge": DODGE_CANCELS}
"""The States a trooper's own successful roll of each skill cancels."""

ENDS_WITH_PLAYER_TURN: frozenset[HackingState] = frozenset({"stunned"})
"""Stunned State (N5): "automatically canceled at the start of the States Phase of the Player
Turn in which it was caused"."""

ANY_ROLL = "any roll"

_STATE_ROLL_MODS: dict[HackingState, tuple[str, int]] = {
    "immobilized_b": ("reset", -3),
    "targeted": ("reset", -3),
    "immobilized_a": ("dodge", -6),
    "stunned": (ANY_ROLL, -3),
}
"""The MOD a State gives to its trooper's own rolls of one skill (or every roll but Saving
Rolls): IMM-B and Targeted -3 WIP to Reset, IMM-A -6 PH to Dodge (Immobilized-A State, N5),
Stunned -3 to any roll but Saving Rolls (Stunned State, N5). State MODs stack."""

ATTACK_SKILLS: frozenset[str] = frozenset(
    {"bs_attack", "cc_attack", "comms_attack", "place_deployable"}
)
"""The declarations with the Attack label (BS Attack, CC Attack, Comms Attack, Place
Deployable), which a Stunned trooper cannot declare."""

TARGETED_MOD = 3
"""Targeted: +3 to the Attribute of a BS Attack, Comms Attack or Discover against it."""

HACKING_DEVICES: tuple[str, ...] = ("Hacker", "Killer Hacker", "Hacking Device")
"""A trooper listing one of these carries a Hacking Device: it may declare Comms Attacks."""


@dataclass(frozen=True, slots=True)
class PossessedProfile:
    mov_first: int
    mov_second: int
    cc: int
    bs: int
    wip: int


POSSESSED_PROFILE = PossessedProfile(mov_first=4, mov_second=4, cc=13, bs=12, wip=11)
"""Possessed State (N5): the Possessed Trooper profile replaces the trooper's MOV, CC, BS and
WIP; its PH, ARM, BTS, VITA/STR and Silhouette stay its own."""


def program_state(program: ProgramInfo) -> HackingState | None:
    """The State a failed save against ``program`` causes; None: its failed saves wound."""
    return PROGRAM_STATES.get(program.slug)


def reset_state_mods(states: Iterable[HackingState]) -> tuple[Mod, ...]:
    """The MODs a trooper's own States give to its Reset, one per State, in a fixed order."""
    return own_roll_mods(states, "reset")


def own_roll_mods(states: Iterable[HackingState], roll: str) -> tuple[Mod, ...]:
    """The MODs a trooper's own States give to its ``roll`` (a skill's name, or "guts"), one
    per State, in a fixed order. Saving Rolls take none."""
    held = set(states)
    return tuple(
        Mod(value, ModSource.OTHER, f"{STATE_NAMES[state]} State")
        for state, (applies_to, value) in _STATE_ROLL_MODS.items()
        if state in held and applies_to in (roll, ANY_ROLL)
    )


def declarable_in(states: Iterable[HackingState], skill: str) -> str | None:
    """Why a trooper in ``states`` cannot declare ``skill``; None when it may.

    Immobilized-B: no Skill, Attack or ARO but Reset. Immobilized-A: none but Dodge
    (Immobilized-A State, N5). Isolated: its Comms Attacks are disabled. Stunned: no Attacks
    (Stunned State, N5).
    Which Orders an Isolated or Possessed trooper may receive is the activation's question
    (``order_refusal``).
    """
    held = set(states)
    if "isolated" in held and skill == "comms_attack":
        return "it is Isolated: its Hacking Device is disabled"
    if "immobilized_b" in held and skill not in {"reset", "idle"}:
        return "it is Immobilized-B: it can only declare Reset"
    if "immobilized_a" in held and skill not in {"dodge", "idle"}:
        return "it is Immobilized-A: it can only declare Dodge"
    if "stunned" in held and skill in ATTACK_SKILLS:
        return "it is Stunned: it cannot declare Attacks"
    return None


def order_refusal(states: Iterable[HackingState], order_type: str, *, by_owner: bool) -> str | None:
    """Why a trooper in ``states`` cannot be activated with an Order of ``order_type`` by its
    owner (``by_owner``) or by the player who possessed it; None when it can.

    Isolated: it cannot receive Orders from its Order Pool; only the Irregular Order it kept at
    the start of the turn (Isolated State, N5). Possessed: its owner cannot activate it; the
    possessing player gives it Orders from their Order Pool (Possessed State, N5).
    """
    held = set(states)
    if "possessed" in held:
        if by_owner:
            return "it is Possessed: its player cannot activate it"
        if order_type != "regular":
            return "it is Possessed: it receives only Orders from the possessing player's pool"
    if "isolated" in held and order_type != "irregular":
        return "it is Isolated: it cannot receive Orders from its Order Pool"
    return None


_NO_GUTS_ROLL: frozenset[HackingState] = frozenset({"immobilized_b", "immobilized_a", "possessed"})
"""Guts Roll (N5): not for a trooper in an IMM State or a Null State (Possessed is Null)."""


def spared_guts_roll(states: Iterable[HackingState]) -> bool:
    """True when the trooper's States spare it the Guts Roll its saves would cause."""
    return any(state in _NO_GUTS_ROLL for state in states)
