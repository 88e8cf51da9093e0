"""Ammunition types and what each does to the Saving Rolls of its hits (N5)."""

from __future__ import annotations

from service.rules.ammo import N5_SAVES_PER_HIT, Ammo
from service.rules.catalogue.entries import WIKI, AmmunitionInfo, Handling

_SOURCE = WIKI + "Ammunition_Summary_Chart"
_EFFECTS: dict[Ammo, tuple[str, str]] = {
    Ammo.N: ("ARM/BTS", "No special effect."),
    Ammo.AP: ("ARM/BTS", "The save attribute is halved, rounding up."),
    Ammo.DA: ("ARM/BTS", "Two Saving Rolls per hit."),
    Ammo.EXP: ("ARM/BTS", "Three Saving Rolls per hit."),
    Ammo.T2: ("ARM/BTS", "Two Wounds per failed save, except the Critical's extra save."),
    Ammo.SHOCK: ("ARM/BTS", "A failed save kills a VITA 1 target outright (N5 only)."),
    Ammo.PARA: (
        "PH-6",
        "Saved with PH-6. Non-Lethal from catalogue revision 3: a failure puts the target in "
        "Immobilized-A (only Dodge may be declared, at -6 PH; a successful Dodge cancels "
        "it), no Wound.",
    ),
    Ammo.EM: (
        "BTS/2",
        "Saved against half the BTS, rounding up. Non-Lethal: a failure puts the target in "
        "Isolated, and HI, TAG, REM and VH in Immobilized-B too (when its Unit Type is given). "
        "Games of catalogue revisions 1 and 2 keep one save at full BTS that wounds.",
    ),
    Ammo.STUN: (
        "ARM/BTS",
        "Non-Lethal: a failure puts the target in Stunned State (no Attacks, -3 to its rolls "
        "but saves, until the turn ends) and fails its Guts Roll unless it has Courage; no "
        "Wound (catalogue revision 3).",
    ),
    Ammo.CONTINUOUS_DAMAGE: (
        "ARM/BTS",
        "A failed save is repeated until one passes or the target is Dead.",
    ),
}

AMMUNITION: tuple[AmmunitionInfo, ...] = tuple(
    AmmunitionInfo(
        name=ammo.value,
        save_attribute=_EFFECTS[ammo][0],
        saves_per_hit=N5_SAVES_PER_HIT[ammo],
        saves_per_critical=N5_SAVES_PER_HIT[ammo] + 1,
        effect=_EFFECTS[ammo][1],
        handling=Handling.APPLIED,
        source=_SOURCE,
    )
    for ammo in Ammo
)
"""Every ammunition the engine resolves; a weapon naming any other is refused."""
