"""The shapes of catalogue entries: what the engine knows, with where the rule comes from."""

from __future__ import annotations

import enum
from dataclasses import dataclass

WIKI = "https://infinitythewiki.com/"


class Handling(enum.StrEnum):
    """How far the engine goes with a rule, so the catalogue never claims more than it does."""

    APPLIED = "applied"
    """Worked out by the engine at resolution (a MOD, a roll, a save)."""
    RECORDED = "recorded"
    """Accepted, kept on the trooper or weapon and shown; the players apply its effect."""


@dataclass(frozen=True, slots=True)
class SkillInfo:
    slug: str
    name: str
    effect: str
    """One line: what the skill does at the table."""
    handling: Handling
    takes_value: bool = False
    """Printed with a value (Mimetism -6, Martial Arts L2...)."""
    source: str = ""


@dataclass(frozen=True, slots=True)
class TraitInfo:
    name: str
    effect: str
    handling: Handling
    takes_value: bool = False
    """Printed with a value in brackets: Disposable (3)."""
    source: str = ""


@dataclass(frozen=True, slots=True)
class AmmunitionInfo:
    name: str
    save_attribute: str
    """ARM/BTS (as the weapon says), BTS, or PH-6."""
    saves_per_hit: int
    saves_per_critical: int
    effect: str
    handling: Handling
    source: str = ""


@dataclass(frozen=True, slots=True)
class ProgramInfo:
    """A hacking program as the Hacking Programs Chart prints it."""

    slug: str
    name: str
    attack_mod: int | None
    """MOD to the Hacker's WIP; None for a program that makes no attack roll."""
    opponent_mod: int | None
    """MOD to the target's roll against it (Reset)."""
    ps: int | None
    """PS of the Saving Rolls, always against BTS; None when the program causes none."""
    burst: int
    ammo: tuple[str, ...]
    targets: str
    skill_type: str
    effect: str
    handling: Handling
    source: str = ""

    @property
    def comms_attack(self) -> bool:
        return self.attack_mod is not None
