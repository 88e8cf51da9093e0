"""The current weapon catalogue (revision 3, which revisions 4 and 5 keep: they change rules,
not weapons): revision 2's profiles unchanged, plus the N5
close-combat weapons and the Weapon Chart profiles revision 2 lacked (E/M, PARA, Stun, Viral,
MULTI modes...). docs/rules.md lists each with its source.

N5 prints PS, and a save passes on attribute + PS or less. A weapon printing no PS ("-", the
PARA weapons) saves at PH-6 alone: PS 0. Viral weapons print N against BTS with BioWeapon
(DA+Shock); against a trooper with VITA that is DA+Shock ammunition, which the engine applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from service.rules.ammo import COMBINED_SAVE_TRAIT, CONTINUOUS_DAMAGE_TRAIT, STATE_DEAD_TRAIT
from service.rules.catalogue.weapons_revision2 import (
    _CANNON,
    _CARBINE,
    _COMBI,
    _GRENADE_LAUNCHER,
    _GRENADES,
    _HMG,
    _LARGE,
    _LAUNCHER,
    _MARKSMAN,
    _NO_RANGE,
    _PISTOL,
    _RED_FURY,
    _RIFLE,
    _SHOTGUN,
    _SMALL,
    _SNIPER,
    _SPITFIRE,
    REVISION_2_WEAPONS,
    SOURCE,
    _direct,
    _gun,
)
from service.rules.weapons import RangeMods, Template, TemplateShape, WeaponProfile, weapon_profile

__all__ = ["SOURCE", "WEAPONS"]

_CC = "CC"
_AM = "Anti-materiel"
_SUPPRESSIVE = "Suppressive Fire"
_INTUITIVE = "Intuitive Attack"
_SPECULATIVE = "Speculative Attack"
_NON_LETHAL = "Non-Lethal"
_VIRAL = "BioWeapon (DA+Shock)"
_ARM_ZERO = "ARM=0"
_CIRCULAR = "Impact Template (Circular)"
_MINE = ("Concealed", "Disposable (3)", "Deployable")
_PLASMA = (COMBINED_SAVE_TRAIT,)

_BLITZEN: RangeMods = (-3, 0, 3, 3, 0, 0, None)
"""Thunderbolt, E/Mitter, Feuerbach: 20/40/80/120 cm at -3/0/+3/0."""
_KATYUSHA: RangeMods = (-3, 3, 3, 0, 0, -6, None)
_OHOTNIK: RangeMods = (0, 3, 3, 3, 0, -3, -6)
_FLASH_PULSE: RangeMods = (0, 3, 3, -3, -3, -3, -6)
_ADHESIVE: RangeMods = (0, 3, -3, -3, -6, -6, None)


def _cc(
    name: str, *, ammo: list[str], ps: int = 8, save: str = "ARM", traits: tuple[str, ...] = ()
) -> WeaponProfile:
    """A CC weapon: no range bands, Burst 1 (Melee Weapon Profile)."""
    return weapon_profile(
        name, _NO_RANGE, ps=ps, burst=1, ammo=ammo, save_attribute=save, traits=(_CC, *traits)
    )


def _impact(
    name: str,
    bands: RangeMods,
    *,
    ps: int,
    ammo: list[str],
    save: str = "ARM",
    burst: int = 1,
    traits: tuple[str, ...] = (),
) -> WeaponProfile:
    return weapon_profile(
        name,
        bands,
        ps=ps,
        burst=burst,
        ammo=ammo,
        save_attribute=save,
        traits=(_CIRCULAR, *traits),
        template=Template.IMPACT,
        template_shape=TemplateShape.CIRCULAR,
    )


def _multi(
    name: str, bands: RangeMods, *, ps: int, burst: int, suppressive: bool = True
) -> dict[str, WeaponProfile]:
    """A MULTI weapon's three N5 modes: Anti-materiel (DA, B1), AP and Shock."""
    slug = name.lower().replace(" ", "_")
    rate = (_SUPPRESSIVE,) if suppressive else ()
    return {
        f"{slug}_da": _gun(
            f"{name} (Anti-materiel mode)", bands, ps=ps, burst=1, ammo=["DA"], traits=(_AM,)
        ),
        f"{slug}_ap": _gun(
            f"{name} (AP mode)", bands, ps=ps, burst=burst, ammo=["AP"], traits=rate
        ),
        f"{slug}_shock": _gun(
            f"{name} (Shock mode)", bands, ps=ps, burst=burst, ammo=["Shock"], traits=rate
        ),
    }


_CC_WEAPONS: dict[str, WeaponProfile] = {
    "cc_weapon": _cc("CC Weapon", ammo=["N"]),
    "ap_cc_weapon": _cc("AP CC Weapon", ammo=["AP"]),
    "da_cc_weapon": _cc("DA CC Weapon", ammo=["DA"], traits=(_AM,)),
    "exp_cc_weapon": _cc("EXP CC Weapon", ammo=["EXP"], traits=(_AM,)),
    "shock_cc_weapon": _cc("Shock CC Weapon", ammo=["Shock"]),
    "t2_cc_weapon": _cc("T2 CC Weapon", ammo=["T2"], traits=(_AM,)),
    "ap_da_cc_weapon": _cc("AP + DA CC Weapon", ammo=["AP", "DA"], traits=(_AM,)),
    "ap_exp_cc_weapon": _cc("AP + EXP CC Weapon", ammo=["AP", "EXP"], traits=(_AM,)),
    "ap_t2_cc_weapon": _cc("AP + T2 CC Weapon", ammo=["AP", "T2"], traits=(_AM,)),
    "ap_shock_cc_weapon": _cc("AP + Shock CC Weapon", ammo=["AP", "Shock"]),
    "para_cc_weapon": _cc("PARA CC Weapon", ammo=["PARA"], ps=0, save="PH", traits=(_NON_LETHAL,)),
    "viral_cc_weapon": _cc("Viral CC Weapon", ammo=["DA", "Shock"], save="BTS", traits=(_VIRAL,)),
    "kobra_pistol_cc": _cc("Kobra Pistol (CC mode)", ammo=["Shock"], ps=7),
    "trench_hammer_cc": _cc(
        "Trench-Hammer (CC mode)", ammo=["DA"], ps=6, traits=(_AM, "Disposable (3)")
    ),
    # Melee Weapon Profile page (N5): PS 8, B1, N against ARM=0, State: Dead.
    "monofilament_cc_weapon": _cc(
        "Monofilament CC Weapon", ammo=["N"], traits=(_ARM_ZERO, STATE_DEAD_TRAIT)
    ),
}

_RANGED: dict[str, WeaponProfile] = {
    "pulzar": _direct("Pulzar", _LARGE, ps=7, ammo=["N"], save="BTS", traits=(_INTUITIVE,)),
    "em_carbine": _gun(
        "E/M Carbine", _CARBINE, ps=7, burst=2, ammo=["E/M"], save="BTS", traits=(_NON_LETHAL,)
    ),
    "e_mitter": _gun(
        "E/Mitter", _BLITZEN, ps=7, burst=2, ammo=["E/M"], save="BTS", traits=(_NON_LETHAL,)
    ),
    "blitzen": _gun(
        "Blitzen",
        _LAUNCHER,
        ps=6,
        burst=1,
        ammo=["E/M"],
        save="BTS",
        traits=("Disposable (2)", _NON_LETHAL),
    ),
    "stun_pistol": _gun(
        "Stun Pistol", _PISTOL, ps=8, burst=2, ammo=["Stun"], save="BTS", traits=(_NON_LETHAL,)
    ),
    "flash_pulse": _gun(
        "Flash Pulse",
        _FLASH_PULSE,
        ps=7,
        burst=1,
        ammo=["Stun"],
        save="BTS",
        traits=("BS(WIP)", _NON_LETHAL),
    ),
    "adhesive_launcher_rifle": _gun(
        "Adhesive Launcher Rifle",
        _ADHESIVE,
        ps=0,
        burst=2,
        ammo=["PARA"],
        save="PH",
        traits=(_NON_LETHAL,),
    ),
    "akrylat_kanone": _gun(
        "Akrylat-Kanone",
        _LAUNCHER,
        ps=0,
        burst=1,
        ammo=["PARA"],
        save="PH",
        traits=("Disposable (2)", _NON_LETHAL),
    ),
    "assault_pistol": _gun("Assault Pistol", _PISTOL, ps=7, burst=4, ammo=["N"]),
    "ap_heavy_pistol": _gun("AP Heavy Pistol", _PISTOL, ps=6, burst=2, ammo=["AP"]),
    "viral_pistol": _gun(
        "Viral Pistol", _PISTOL, ps=8, burst=2, ammo=["DA", "Shock"], save="BTS", traits=(_VIRAL,)
    ),
    "viral_rifle": _gun(
        "Viral Rifle",
        _RIFLE,
        ps=7,
        burst=3,
        ammo=["DA", "Shock"],
        save="BTS",
        traits=(_VIRAL, _SUPPRESSIVE),
    ),
    "viral_combi_rifle": _gun(
        "Viral Combi Rifle",
        _COMBI,
        ps=7,
        burst=3,
        ammo=["DA", "Shock"],
        save="BTS",
        traits=(_VIRAL, _SUPPRESSIVE),
    ),
    "viral_sniper_rifle": _gun(
        "Viral Sniper Rifle",
        _SNIPER,
        ps=5,
        burst=2,
        ammo=["DA", "Shock"],
        save="BTS",
        traits=(_VIRAL,),
    ),
    "k1_combi_rifle": _gun(
        "K1 Combi Rifle", _COMBI, ps=7, burst=3, ammo=["N"], traits=(_AM, _SUPPRESSIVE, _ARM_ZERO)
    ),
    "k1_sniper_rifle": _gun(
        "K1 Sniper Rifle", _SNIPER, ps=7, burst=2, ammo=["N"], traits=(_AM, _ARM_ZERO)
    ),
    "k1_marksman_rifle": _gun(
        "K1 Marksman Rifle",
        _MARKSMAN,
        ps=7,
        burst=3,
        ammo=["N"],
        traits=(_AM, _SUPPRESSIVE, _ARM_ZERO),
    ),
    "thunderbolt": _gun("Thunderbolt", _BLITZEN, ps=6, burst=2, ammo=["N"]),
    "multi_rifle_shock": _gun(
        "MULTI Rifle (Shock mode)", _COMBI, ps=7, burst=3, ammo=["Shock"], traits=(_SUPPRESSIVE,)
    ),
    "multi_sniper_rifle_shock": _gun(
        "MULTI Sniper Rifle (Shock mode)", _SNIPER, ps=5, burst=2, ammo=["Shock"]
    ),
    "hrmc_da": _gun(
        "Hyper-Rapid Magnetic Cannon (Anti-materiel mode)",
        _CANNON,
        ps=5,
        burst=1,
        ammo=["DA"],
        traits=(_AM,),
    ),
    "hrmc_shock": _gun(
        "Hyper-Rapid Magnetic Cannon (Shock mode)",
        _CANNON,
        ps=5,
        burst=5,
        ammo=["Shock"],
        traits=(_SUPPRESSIVE,),
    ),
    **_multi("MULTI HMG", _HMG, ps=5, burst=4),
    **_multi("MULTI Pistol", _PISTOL, ps=7, burst=2, suppressive=False),
    **_multi("MULTI Marksman Rifle", _MARKSMAN, ps=7, burst=3),
    **_multi("Spitfire MULTI", _SPITFIRE, ps=6, burst=4),
    **_multi("MULTI Red Fury", _RED_FURY, ps=7, burst=4),
    "boarding_pistol": _gun("Boarding Pistol (Hit mode)", _PISTOL, ps=7, burst=2, ammo=["N"]),
    "boarding_pistol_blast": _direct(
        "Boarding Pistol (Blast mode)", _SMALL, ps=7, ammo=["N"], traits=(_INTUITIVE,)
    ),
    "t2_boarding_shotgun": _gun(
        "T2 Boarding Shotgun", _SHOTGUN, ps=6, burst=2, ammo=["T2"], traits=(_AM,)
    ),
    "vulkan_shotgun": _gun(
        "Vulkan Shotgun", _SHOTGUN, ps=6, burst=2, ammo=["AP"], traits=(CONTINUOUS_DAMAGE_TRAIT,)
    ),
    "feuerbach": _gun(
        "Feuerbach (Burst mode)", _BLITZEN, ps=6, burst=2, ammo=["AP", "DA"], traits=(_AM,)
    ),
    "feuerbach_exp": _gun(
        "Feuerbach (Explosive mode)", _BLITZEN, ps=6, burst=1, ammo=["EXP"], traits=(_AM,)
    ),
    "ohotnik": _gun("Ohotnik", _OHOTNIK, ps=6, burst=2, ammo=["T2"], traits=(_AM,)),
    "plasma_sniper_rifle": _gun(
        "Plasma Sniper Rifle (Hit mode)", _SNIPER, ps=5, burst=2, ammo=["N"], traits=_PLASMA
    ),
    "plasma_sniper_rifle_blast": _impact(
        "Plasma Sniper Rifle (Blast mode)", _SNIPER, ps=6, burst=2, ammo=["N"], traits=_PLASMA
    ),
    "katyusha_mrl": _impact(
        "Katyusha MRL", _KATYUSHA, ps=6, ammo=["DA"], traits=(_AM, _SPECULATIVE)
    ),
    "flammenspeer": _gun(
        "Flammenspeer (Hit mode)",
        _LAUNCHER,
        ps=6,
        burst=1,
        ammo=["AP"],
        traits=(CONTINUOUS_DAMAGE_TRAIT, "Disposable (2)"),
    ),
    "flammenspeer_blast": _impact(
        "Flammenspeer (Blast mode)",
        _LAUNCHER,
        ps=6,
        ammo=["N"],
        traits=(CONTINUOUS_DAMAGE_TRAIT, "Disposable (2)"),
    ),
    "em_grenades": _impact(
        "E/M Grenades",
        _GRENADES,
        ps=7,
        ammo=["E/M"],
        save="BTS",
        traits=(_SPECULATIVE, "BS(PH)", _NON_LETHAL),
    ),
    "em_grenade_launcher": _impact(
        "E/M Grenade Launcher",
        _GRENADE_LAUNCHER,
        ps=7,
        ammo=["E/M"],
        save="BTS",
        traits=(_SPECULATIVE, _NON_LETHAL),
    ),
    "zapper": _direct(
        "Zapper", _SMALL, ps=7, ammo=["E/M"], save="BTS", traits=(_INTUITIVE, _NON_LETHAL)
    ),
    "e_marat": _direct(
        "E/Marat", _LARGE, ps=7, ammo=["E/M"], save="BTS", traits=(_INTUITIVE, _NON_LETHAL)
    ),
    "light_riotstopper": _direct(
        "Light Riotstopper", _SMALL, ps=0, ammo=["PARA"], save="PH", traits=(_NON_LETHAL,)
    ),
    "heavy_riotstopper": _direct(
        "Heavy Riotstopper", _LARGE, ps=0, ammo=["PARA"], save="PH", traits=(_NON_LETHAL,)
    ),
    "em_mines": _direct(
        "E/M Mines",
        _SMALL,
        ps=7,
        ammo=["E/M"],
        save="BTS",
        traits=(_INTUITIVE, *_MINE, _NON_LETHAL),
    ),
    "para_mines": _direct(
        "PARA Mines",
        _SMALL,
        ps=0,
        ammo=["PARA"],
        save="PH",
        traits=(_INTUITIVE, *_MINE, _NON_LETHAL),
    ),
    "viral_mines": _direct(
        "Viral Mines",
        _SMALL,
        ps=7,
        ammo=["DA", "Shock"],
        save="BTS",
        traits=(_INTUITIVE, _VIRAL, *_MINE),
    ),
}

WEAPONS: Mapping[str, WeaponProfile] = MappingProxyType(
    {**REVISION_2_WEAPONS, **_CC_WEAPONS, **_RANGED}
)
"""Every weapon of the current revision by slug; revision 2's slugs keep their profiles."""
