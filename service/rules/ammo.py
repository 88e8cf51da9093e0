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
    CONTINUOUS_DAMAGE = "Continuous Damage"


CONTINUOUS_DAMAGE_TRAIT = "Continuous Damage"
"""Profiles print Continuous Damage among the traits as often as in the ammo column."""

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
    Ammo.CONTINUOUS_DAMAGE: 1,
}


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


def saves_per_hit(ammo: Iterable[Ammo]) -> int:
    """Saving Rolls one plain hit causes: the largest count among the combined ammo."""
    return max(SAVES_PER_HIT[a] for a in ammo)


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
