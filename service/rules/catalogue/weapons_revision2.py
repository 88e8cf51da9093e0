"""The weapon catalogue of revision 2: the N5 Weapon Chart's ranged weapons, templates included,
as games were played before revision 3 added the close-combat and Non-Lethal weapons.

Never edit its profiles: games created under revision 2 are audited against them. The helpers
here build the later revisions' profiles too.

N5 prints PS, and a save passes on attribute + PS or less (the older charts' DAM 13 is PS 7).
The profiles RULES.md gives come first, under the slugs the service always had; the others
follow the N5 Weapon Chart, mode by mode (Blast and Hit modes are separate slugs).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from service.rules.ammo import COMBINED_SAVE_TRAIT, CONTINUOUS_DAMAGE_TRAIT
from service.rules.weapons import (
    CATALOGUE,
    RangeMods,
    Template,
    TemplateShape,
    WeaponProfile,
    weapon_profile,
)

SOURCE = "https://infinitythewiki.com/Weapon_Chart"

_NO_RANGE: RangeMods = (None,) * 7
_COMBI: RangeMods = (3, 3, -3, -3, -6, -6, None)
_CARBINE: RangeMods = (3, 3, -3, -3, -6, None, None)
_RIFLE: RangeMods = (0, 3, -3, -3, -6, -6, None)
_HMG: RangeMods = (-3, 0, 3, 3, -3, -3, None)
_SPITFIRE: RangeMods = (0, 3, 3, -3, -6, -6, None)
_RED_FURY: RangeMods = (0, 3, 3, -3, -3, -6, None)
_SNIPER: RangeMods = (-3, 0, 3, 3, 3, 3, -3)
_MARKSMAN: RangeMods = (-3, 3, 3, -3, -3, -6, None)
_PISTOL: RangeMods = (3, 0, -6, None, None, None, None)
_SHOTGUN: RangeMods = (6, 0, -3, None, None, None, None)
_GRENADES: RangeMods = (3, -3, None, None, None, None, None)
_GRENADE_LAUNCHER: RangeMods = (0, 0, 0, -3, -6, -6, None)
_LAUNCHER: RangeMods = (-3, 0, 3, 3, -3, -3, None)
_LIGHT_ROCKET: RangeMods = (0, 3, 3, -3, -6, -6, None)
_MISSILE: RangeMods = (-3, 0, 0, 3, 3, -3, -3)
_SMG: RangeMods = (3, 0, -3, -6, None, None, None)
_CANNON: RangeMods = (-3, 0, 3, 3, 0, 0, None)
_CONTENDER: RangeMods = (0, 3, 3, 0, None, None, None)

_SUPPRESSIVE = "Suppressive Fire"
_ANTI_MATERIEL = "Anti-materiel"
_INTUITIVE = "Intuitive Attack"
_SPECULATIVE = "Speculative Attack"
_SMALL = "Direct Template (Small Teardrop)"
_LARGE = "Direct Template (Large Teardrop)"
_CIRCULAR = "Impact Template (Circular)"


def _direct(
    name: str,
    shape_trait: str,
    *,
    ps: int,
    ammo: list[str],
    save: str = "ARM",
    traits: tuple[str, ...] = (),
) -> WeaponProfile:
    """A Direct Template weapon: no range bands, no roll, Burst 1."""
    return weapon_profile(
        name,
        _NO_RANGE,
        ps=ps,
        burst=1,
        ammo=ammo,
        save_attribute=save,
        traits=(shape_trait, *traits),
        template=Template.DIRECT,
        template_shape=TemplateShape.TEARDROP,
    )


def _impact(
    name: str,
    bands: RangeMods,
    *,
    ps: int,
    ammo: list[str],
    burst: int = 1,
    traits: tuple[str, ...] = (),
) -> WeaponProfile:
    """An Impact Template weapon: a BS Roll at the main target, the Circular Template around."""
    return weapon_profile(
        name,
        bands,
        ps=ps,
        burst=burst,
        ammo=ammo,
        save_attribute="ARM",
        traits=(_CIRCULAR, *traits),
        template=Template.IMPACT,
        template_shape=TemplateShape.CIRCULAR,
    )


def _gun(
    name: str,
    bands: RangeMods,
    *,
    ps: int,
    burst: int,
    ammo: list[str],
    save: str = "ARM",
    traits: tuple[str, ...] = (),
) -> WeaponProfile:
    return weapon_profile(
        name, bands, ps=ps, burst=burst, ammo=ammo, save_attribute=save, traits=traits
    )


_PLASMA = (COMBINED_SAVE_TRAIT,)
_BURNS = (CONTINUOUS_DAMAGE_TRAIT,)

# N5 profiles (PS printed); docs/rules.md lists the source of each and what was corrected.
_ADDED: dict[str, WeaponProfile] = {
    "multi_rifle_da": _gun(
        "MULTI Rifle (Anti-materiel mode)",
        _COMBI,
        ps=7,
        burst=1,
        ammo=["DA"],
        traits=(_ANTI_MATERIEL,),
    ),
    "multi_sniper_rifle_ap": _gun(
        "MULTI Sniper Rifle (AP mode)", _SNIPER, ps=5, burst=2, ammo=["AP"]
    ),
    "multi_sniper_rifle_da": _gun(
        "MULTI Sniper Rifle (Anti-materiel mode)",
        _SNIPER,
        ps=5,
        burst=2,
        ammo=["DA"],
        traits=(_ANTI_MATERIEL,),
    ),
    "t2_sniper_rifle": _gun(
        "T2 Sniper Rifle", _SNIPER, ps=5, burst=2, ammo=["T2"], traits=(_ANTI_MATERIEL,)
    ),
    "ap_sniper_rifle": _gun("AP Sniper Rifle", _SNIPER, ps=5, burst=2, ammo=["AP"]),
    "shock_marksman_rifle": _gun(
        "Shock Marksman Rifle", _MARKSMAN, ps=7, burst=3, ammo=["Shock"], traits=(_SUPPRESSIVE,)
    ),
    "t2_marksman_rifle": _gun(
        "T2 Marksman Rifle",
        _MARKSMAN,
        ps=7,
        burst=3,
        ammo=["T2"],
        traits=(_ANTI_MATERIEL, _SUPPRESSIVE),
    ),
    # N5 prints N against BTS with BioWeapon (DA+Shock): against a trooper with VITA that is
    # DA+Shock ammunition, which is what the engine applies.
    "viral_marksman_rifle": _gun(
        "Viral Marksman Rifle",
        _MARKSMAN,
        ps=7,
        burst=3,
        ammo=["DA", "Shock"],
        save="BTS",
        traits=(_SUPPRESSIVE,),
    ),
    # Plasma prints ARM+BTS: ARM here, BTS through the Combined Saving Roll trait.
    "plasma_carbine": _gun(
        "Plasma Carbine (Hit mode)", _CARBINE, ps=6, burst=2, ammo=["N"], traits=_PLASMA
    ),
    "plasma_carbine_blast": _impact(
        "Plasma Carbine (Blast mode)", _CARBINE, ps=7, burst=2, ammo=["N"], traits=_PLASMA
    ),
    "plasma_rifle": _gun(
        "Plasma Rifle (Hit mode)",
        _COMBI,
        ps=6,
        burst=3,
        ammo=["N"],
        traits=(*_PLASMA, _SUPPRESSIVE),
    ),
    "plasma_rifle_blast": _impact(
        "Plasma Rifle (Blast mode)",
        _COMBI,
        ps=7,
        burst=3,
        ammo=["N"],
        traits=(*_PLASMA, _SUPPRESSIVE),
    ),
    "ap_hmg": _gun("AP HMG", _HMG, ps=5, burst=4, ammo=["AP"], traits=(_SUPPRESSIVE,)),
    "ap_spitfire": _gun(
        "AP Spitfire", _SPITFIRE, ps=6, burst=4, ammo=["AP"], traits=(_SUPPRESSIVE,)
    ),
    "mk12": _gun("Mk12", _SPITFIRE, ps=5, burst=3, ammo=["N"], traits=(_SUPPRESSIVE,)),
    "red_fury": _gun("Red Fury", _RED_FURY, ps=7, burst=4, ammo=["Shock"], traits=(_SUPPRESSIVE,)),
    "breaker_rifle": _gun(
        "Breaker Rifle",
        _RIFLE,
        ps=7,
        burst=3,
        ammo=["AP"],
        save="BTS",
        traits=(_SUPPRESSIVE,),
    ),
    "pistol": _gun("Pistol", _PISTOL, ps=9, burst=2, ammo=["N"]),
    "heavy_pistol": _gun("Heavy Pistol", _PISTOL, ps=6, burst=2, ammo=["Shock"]),
    "breaker_pistol": _gun("Breaker Pistol", _PISTOL, ps=8, burst=2, ammo=["AP"], save="BTS"),
    "light_shotgun": _gun("Light Shotgun", _SHOTGUN, ps=7, burst=2, ammo=["N"]),
    "boarding_shotgun": _gun("Boarding Shotgun", _SHOTGUN, ps=6, burst=2, ammo=["AP"]),
    "panzerfaust": _gun(
        "Panzerfaust",
        _LAUNCHER,
        ps=6,
        burst=1,
        ammo=["AP", "EXP"],
        traits=(_ANTI_MATERIEL, "Disposable (2)"),
    ),
    # Further N5 weapons in common use, from the same chart.
    "ap_rifle": _gun("AP Rifle", _RIFLE, ps=7, burst=3, ammo=["AP"], traits=(_SUPPRESSIVE,)),
    "t2_rifle": _gun(
        "T2 Rifle", _RIFLE, ps=7, burst=3, ammo=["T2"], traits=(_ANTI_MATERIEL, _SUPPRESSIVE)
    ),
    "marksman_rifle": _gun(
        "Marksman Rifle", _MARKSMAN, ps=7, burst=3, ammo=["N"], traits=(_SUPPRESSIVE,)
    ),
    "ap_marksman_rifle": _gun(
        "AP Marksman Rifle", _MARKSMAN, ps=7, burst=3, ammo=["AP"], traits=(_SUPPRESSIVE,)
    ),
    "ap_smg": _gun("AP SMG", _SMG, ps=7, burst=3, ammo=["AP"], traits=(_SUPPRESSIVE,)),
    "heavy_shotgun": _gun("Heavy Shotgun", _SHOTGUN, ps=5, burst=2, ammo=["AP"]),
    "hrmc_ap": _gun(
        "Hyper-Rapid Magnetic Cannon (AP mode)",
        _CANNON,
        ps=5,
        burst=5,
        ammo=["AP"],
        traits=(_SUPPRESSIVE,),
    ),
    "portable_autocannon": _gun(
        "Portable Autocannon",
        _LAUNCHER,
        ps=5,
        burst=2,
        ammo=["AP", "EXP"],
        traits=(_ANTI_MATERIEL,),
    ),
    "contender": _gun(
        "Contender", _CONTENDER, ps=7, burst=2, ammo=["T2"], traits=(_ANTI_MATERIEL,)
    ),
    # Direct Template weapons.
    "light_flamethrower": _direct(
        "Light Flamethrower",
        _SMALL,
        ps=7,
        ammo=["N"],
        traits=(CONTINUOUS_DAMAGE_TRAIT, _INTUITIVE),
    ),
    "heavy_flamethrower": _direct(
        "Heavy Flamethrower",
        _LARGE,
        ps=6,
        ammo=["N"],
        traits=(CONTINUOUS_DAMAGE_TRAIT, _INTUITIVE),
    ),
    "chain_rifle": _direct("Chain Rifle", _LARGE, ps=7, ammo=["N"], traits=(_INTUITIVE,)),
    "chain_colt": _direct("Chain-colt", _SMALL, ps=7, ammo=["N"], traits=(_INTUITIVE,)),
    "nanopulser": _direct("Nanopulser", _SMALL, ps=7, ammo=["N"], save="BTS", traits=(_INTUITIVE,)),
    "ap_mines": _direct(
        "AP Mines",
        _SMALL,
        ps=7,
        ammo=["AP"],
        traits=(_INTUITIVE, "Concealed", "Disposable (3)", "Deployable"),
    ),
    # N5 calls them Shock Mines; the slug is the one games were recorded with.
    "antipersonnel_mines": _direct(
        "Shock Mines",
        _SMALL,
        ps=7,
        ammo=["Shock"],
        traits=(_INTUITIVE, "Concealed", "Disposable (3)", "Deployable"),
    ),
    "chest_mines": _direct(
        "Chest Mines (BS mode)",
        _SMALL,
        ps=7,
        ammo=["Shock"],
        traits=(_INTUITIVE, "Disposable (2)"),
    ),
    # Impact Template weapons.
    "grenades": _impact("Grenades", _GRENADES, ps=7, ammo=["N"], traits=(_SPECULATIVE, "BS(PH)")),
    "grenade_launcher": _impact(
        "Grenade Launcher", _GRENADE_LAUNCHER, ps=7, ammo=["N"], traits=(_SPECULATIVE,)
    ),
    "light_rocket_launcher": _impact(
        "Light Rocket Launcher (Blast mode)",
        _LIGHT_ROCKET,
        ps=7,
        burst=2,
        ammo=["N"],
        traits=_BURNS,
    ),
    "light_rocket_launcher_hit": _gun(
        "Light Rocket Launcher (Hit mode)",
        _LIGHT_ROCKET,
        ps=6,
        burst=2,
        ammo=["N"],
        traits=_BURNS,
    ),
    "heavy_rocket_launcher": _impact(
        "Heavy Rocket Launcher (Blast mode)",
        _LAUNCHER,
        ps=6,
        burst=2,
        ammo=["N"],
        traits=_BURNS,
    ),
    "heavy_rocket_launcher_hit": _gun(
        "Heavy Rocket Launcher (Hit mode)",
        _LAUNCHER,
        ps=5,
        burst=2,
        ammo=["N"],
        traits=_BURNS,
    ),
    "missile_launcher": _impact(
        "Missile Launcher (Blast mode)",
        _MISSILE,
        ps=6,
        ammo=["EXP"],
        traits=(_ANTI_MATERIEL,),
    ),
    "missile_launcher_hit": _gun(
        "Missile Launcher (Hit mode)",
        _MISSILE,
        ps=6,
        burst=1,
        ammo=["AP", "EXP"],
        traits=(_ANTI_MATERIEL,),
    ),
}

REVISION_2_WEAPONS: Mapping[str, WeaponProfile] = MappingProxyType({**CATALOGUE, **_ADDED})
"""Every weapon of revision 2 by slug; the original slugs keep their profiles."""
