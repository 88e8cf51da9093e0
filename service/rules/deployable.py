"""Deployable weapons (Mines and the like), N5.

Place Deployable (https://infinitythewiki.com/Place_Deployable) puts the weapon on the table
as a token, with no roll; from then on it is an element of its own that attacks when an enemy
triggers it (Mines, https://infinitythewiki.com/Mines). Neither is a BS Attack of its carrier,
so a BS Attack declared with one is refused rather than rolled as if it were a gun.
"""

from __future__ import annotations

from service.rules.weapons import WeaponProfile

DEPLOYABLE_TRAIT = "Deployable"


def is_deployable(profile: WeaponProfile) -> bool:
    return DEPLOYABLE_TRAIT in profile.traits


def bs_attack_refusal(profile: WeaponProfile) -> str | None:
    """Why a BS Attack with this weapon cannot be declared; None when it can."""
    if not is_deployable(profile):
        return None
    return (
        f"{profile.name} is a Deployable weapon: it is placed on the table with Place "
        "Deployable and attacks by itself when an enemy triggers it, never as a BS Attack of "
        "its carrier; orders do not resolve Place Deployable or a triggered weapon yet"
    )
