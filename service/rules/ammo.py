"""Ammunition names and save attributes, shared by weapon profiles and Saving Rolls."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Literal, get_args

from service.rules.not_in_catalogue import NotInCatalogueError

SaveAttribute = Literal["ARM", "BTS", "PH"]
SAVE_ATTRIBUTES: tuple[SaveAttribute, ...] = get_args(SaveAttribute)


class Ammo(enum.StrEnum):
    N = "N"
    AP = "AP"
    DA = "DA"
    EXP = "EXP"
    T2 = "T2"
    SHOCK = "Shock"
    PARA = "PARA"
    EM = "E/M"
    STUN = "Stun"
    CONTINUOUS_DAMAGE = "Continuous Damage"


CONTINUOUS_DAMAGE_TRAIT = "Continuous Damage"
"""Profiles print Continuous Damage among the traits as often as in the ammo column."""

NON_LETHAL_TRAIT = "Non-Lethal"
ARM_ZERO_TRAIT = "ARM=0"
BTS_ZERO_TRAIT = "BTS=0"
"""The target's ARM (BTS) counts as 0 for the Saving Rolls against the weapon."""
STATE_DEAD_TRAIT = "State: Dead"
"""A failed Saving Roll against the weapon puts the target in Dead State, whatever its Wounds
and VITA/STR (Monofilament CC Weapon, Melee Weapon Profile)."""

COMBINED_SAVE_TRAIT = "Combined Saving Roll (ARM+BTS)"
"""Plasma weapons print ARM+BTS as their save attribute: the profile keeps ARM as its
attribute and carries this trait for the BTS half."""

SAVES_PER_HIT: dict[Ammo, int] = {
    Ammo.N: 1,
    Ammo.AP: 1,
    Ammo.DA: 2,
    Ammo.EXP: 3,
    Ammo.T2: 1,
    Ammo.SHOCK: 1,
    Ammo.PARA: 1,
    Ammo.EM: 1,
    Ammo.STUN: 1,
    Ammo.CONTINUOUS_DAMAGE: 1,
}
"""Saving Rolls per hit as catalogue revisions 1 and 2 resolve them (E/M once, at full BTS)."""

N5_AMMUNITION_REVISION = 3
"""From this catalogue revision, E/M, PARA and Stun follow the N5 Ammunition Summary Chart:
E/M saves twice per hit against half the BTS, and the three are Non-Lethal (a failed save
causes their State, never a Wound). A game keeps the revision it was created with, so games
of earlier revisions are decided again exactly as they were played."""

N5_SAVES_PER_HIT: dict[Ammo, int] = {**SAVES_PER_HIT, Ammo.EM: 2}

NonLethalState = Literal["immobilized_a", "isolated", "immobilized_b", "stunned"]

NON_LETHAL_AMMO: dict[Ammo, tuple[NonLethalState, ...]] = {
    Ammo.PARA: ("immobilized_a",),
    Ammo.EM: ("isolated",),
    Ammo.STUN: ("stunned",),
}
"""The State a failed save against each Non-Lethal ammunition causes (N5 Ammunition Summary
Chart; E/M adds Immobilized-B for some Unit Types, ``EM_IMMOBILIZES``)."""

EM_IMMOBILIZES: frozenset[str] = frozenset({"HI", "TAG", "REM", "VH"})
"""E/M Ammunition: a failed save also puts HI, TAG, REM and VH in Immobilized-B State."""


def parse_ammo(names: Iterable[Ammo | str]) -> tuple[Ammo, ...]:
    """Ammo of one weapon mode; several entries combine (AP+DA is ("AP", "DA"))."""
    parsed: list[Ammo] = []
    for name in names:
        try:
            ammo = Ammo(name)
        except ValueError:
            raise NotInCatalogueError("ammunition", name, [a.value for a in Ammo]) from None
        if ammo in parsed:
            raise ValueError(f"ammunition {ammo.value!r} is listed twice")
        parsed.append(ammo)
    if not parsed:
        raise ValueError("a weapon mode needs at least one ammunition")
    if Ammo.N in parsed and len(parsed) > 1:
        raise ValueError("N (Normal) ammunition cannot be combined with another")
    return tuple(parsed)


def saves_per_hit(ammo: Iterable[Ammo], *, n5_chart: bool = False) -> int:
    """Saving Rolls one plain hit causes: the largest count among the combined ammo;
    ``n5_chart`` for a game of ``N5_AMMUNITION_REVISION`` or later."""
    table = N5_SAVES_PER_HIT if n5_chart else SAVES_PER_HIT
    return max(table[a] for a in ammo)


def n5_ammunition_chart(catalogue_revision: int) -> bool:
    """True when a game of ``catalogue_revision`` resolves ammunition by the N5 chart."""
    return catalogue_revision >= N5_AMMUNITION_REVISION


TOTAL_IMMUNITY_TRAITS_REVISION = 4
"""From this catalogue revision Total Immunity also cancels the traits that cause Damage or
reduce the target's Attributes (Continuous Damage, ARM=0, BTS=0; Immunity, N5). Games of
earlier revisions applied them against it and are decided again exactly as they were played."""


def total_immunity_cancels_traits(catalogue_revision: int) -> bool:
    """True when a game of ``catalogue_revision`` lets Total Immunity cancel every trait
    ``saves.traits_against`` names, not only State: Dead."""
    return catalogue_revision >= TOTAL_IMMUNITY_TRAITS_REVISION


def parse_save_attribute(name: str) -> SaveAttribute:
    for attribute in SAVE_ATTRIBUTES:
        if name == attribute:
            return attribute
    raise ValueError(f"a save attribute is one of {', '.join(SAVE_ATTRIBUTES)}, not {name!r}")


def check_ammo_attribute(ammo: Iterable[Ammo], attribute: SaveAttribute) -> None:
    """PARA is saved with PH and E/M with BTS; a profile saying otherwise is a typo."""
    ammo = tuple(ammo)
    if Ammo.PARA in ammo and attribute != "PH":
        raise ValueError(f"PARA ammunition is saved against PH, not {attribute}")
    if Ammo.EM in ammo and attribute != "BTS":
        raise ValueError(f"E/M ammunition is saved against BTS, not {attribute}")
