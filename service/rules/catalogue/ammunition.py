"""Ammunition types and what each does to the Saving Rolls of its hits (N5)."""

from __future__ import annotations

from service.rules.ammo import SAVES_PER_HIT, Ammo
from service.rules.catalogue.entries import WIKI, AmmunitionInfo, Handling

_SOURCE = WIKI + "Ammunition_Summary_Chart"
_EFFECTS: dict[Ammo, tuple[str, str]] = {
    Ammo.N: ("ARM/BTS", "No special effect."),
    Ammo.AP: ("ARM/BTS", "The save attribute is halved, rounding up."),
    Ammo.DA: ("ARM/BTS", "Two Saving Rolls per hit."),
    Ammo.EXP: ("ARM/BTS", "Three Saving Rolls per hit."),
    Ammo.T2: ("ARM/BTS", "Two Wounds per failed save, except the Critical's extra save."),
    Ammo.SHOCK: ("ARM/BTS", "A failed save kills a VITA 1 target outright (N5 only)."),
    Ammo.PARA: ("PH-6", "Saved with PH-6; the IMM-A state of a failure is left to the players."),
    Ammo.EM: (
        "BTS",
        "Saved with full BTS, once per hit as the service's rules text says (the N5 page's two "
        "saves at half BTS are not applied); the Isolated/IMM-B state is left to the players.",
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
        saves_per_hit=SAVES_PER_HIT[ammo],
        saves_per_critical=SAVES_PER_HIT[ammo] + 1,
        effect=_EFFECTS[ammo][1],
        handling=Handling.APPLIED,
        source=_SOURCE,
    )
    for ammo in Ammo
)
"""Every ammunition the engine resolves; a weapon naming any other is refused."""
