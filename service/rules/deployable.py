"""Deployable weapons (Mines and the like), N5.

Place Deployable (https://infinitythewiki.com/Place_Deployable): a Short Skill or ARO (Attack
label) that puts one use of a Deployable weapon on the table as a token, with no roll.
Disposable (https://infinitythewiki.com/Category:Disposable): a weapon printed "Disposable (X)"
has X uses; each placement spends one. Mines (https://infinitythewiki.com/Mines): once on the
table the weapon is an element of its own that must trigger, as an ARO of its own, when an
enemy declares or executes a Skill or ARO inside its Trigger Area. It then attacks as a Direct
Template weapon with the weapon's Damage and Ammunition, never if the template would affect an
ally, and is removed from play. Being a Template and a Deployable weapon, it imposes -3 on any
Dodge against it. Neither placing nor triggering is a BS Attack of its carrier, so a BS Attack
declared with one is refused rather than rolled as if it were a gun.
"""

from __future__ import annotations

import re

from service.rules.values import Mod, ModSource
from service.rules.weapons import WeaponProfile

DEPLOYABLE_TRAIT = "Deployable"
DISPOSABLE_TRAIT = "Disposable"
DEPLOYABLE_DODGE_MOD = -3
"""Mines: a Template Weapon and a Deployable Weapon imposes -3 PH on a Dodge against it."""

_DISPOSABLE = re.compile(rf"^\s*{DISPOSABLE_TRAIT}\s*\(\s*(\d+)\s*\)\s*$", re.IGNORECASE)


def is_deployable(profile: WeaponProfile) -> bool:
    return DEPLOYABLE_TRAIT in profile.traits


def disposable_uses(profile: WeaponProfile) -> int | None:
    """The uses a "Disposable (X)" weapon has; None for a weapon with no such limit."""
    for trait in profile.traits:
        match = _DISPOSABLE.match(trait)
        if match is not None:
            return int(match.group(1))
    return None


def uses_left(profile: WeaponProfile, spent: int) -> int | None:
    """Uses still available after ``spent`` placements; None when the weapon has no limit."""
    uses = disposable_uses(profile)
    return None if uses is None else max(uses - spent, 0)


def dodge_mods() -> tuple[Mod, ...]:
    """The MOD a trooper's Dodge takes against a triggered Deployable weapon."""
    return (Mod(DEPLOYABLE_DODGE_MOD, ModSource.SKILL, "Dodge against a Deployable weapon"),)


def bs_attack_refusal(profile: WeaponProfile) -> str | None:
    """Why a BS Attack with this weapon cannot be declared; None when it can."""
    if not is_deployable(profile):
        return None
    return (
        f"{profile.name} is a Deployable weapon: it is placed on the table with Place "
        "Deployable (skill `place_deployable`) and attacks by itself when an enemy triggers "
        "it, never as a BS Attack of its carrier"
    )
