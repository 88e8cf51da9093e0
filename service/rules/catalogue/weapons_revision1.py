"""The weapon catalogue of revision 1, as games were played before the N5 correction.

A catalogue weapon is recorded by its slug only, so a game resolves its slugs against the
catalogue revision it was created with: kept as data, this table lets an audit decide a game
recorded before the correction exactly as it was played (Mk12 at PS 6, the Light and Heavy
Grenade Launchers, the shotguns' Blast modes...). Never edit it: a change would make those
games fail verification.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from service.rules.ammo import COMBINED_SAVE_TRAIT, CONTINUOUS_DAMAGE_TRAIT
from service.rules.catalogue.weapons_revision2 import _direct, _gun, _impact
from service.rules.weapons import CATALOGUE, RangeMods, WeaponProfile

_COMBI: RangeMods = (3, 3, -3, -3, -6, -6, None)
_RIFLE: RangeMods = (0, 3, -3, -3, -6, -6, None)
_HMG: RangeMods = (-3, 0, 3, 3, -3, -3, None)
_SPITFIRE: RangeMods = (0, 3, 3, -3, -6, -6, None)
_SNIPER: RangeMods = (-3, 0, 3, 3, 3, 3, -3)
_MARKSMAN: RangeMods = (-3, 3, 3, -3, -3, -6, None)
_PISTOL: RangeMods = (3, 0, -3, None, None, None, None)
_SHOTGUN_IMPACT: RangeMods = (6, 0, -3, None, None, None, None)
_BOARDING_IMPACT: RangeMods = (6, 3, -3, None, None, None, None)
_GRENADES: RangeMods = (0, -3, -6, None, None, None, None)
_LAUNCHER: RangeMods = (-3, 0, 3, 3, -3, -3, None)
_LIGHT_LAUNCHER: RangeMods = (0, 3, -3, -3, -6, None, None)

_SUPPRESSIVE = "Suppressive Fire"
_ANTI_MATERIEL = "Anti-materiel"
_INTUITIVE = "Intuitive Attack"
_SPECULATIVE = "Speculative Attack"
_SMALL = "Direct Template (Small Teardrop)"
_LARGE = "Direct Template (Large Teardrop)"
_CIRCULAR = "Impact Template (Circular)"


_REVISION_1_ADDED: dict[str, WeaponProfile] = {
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
        burst=1,
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
        "Plasma Carbine", _COMBI, ps=7, burst=2, ammo=["N"], traits=(COMBINED_SAVE_TRAIT,)
    ),
    "plasma_rifle": _gun(
        "Plasma Rifle (Impact mode)",
        _COMBI,
        ps=6,
        burst=3,
        ammo=["N"],
        traits=(COMBINED_SAVE_TRAIT,),
    ),
    "ap_hmg": _gun("AP HMG", _HMG, ps=5, burst=4, ammo=["AP"]),
    "ap_spitfire": _gun("AP Spitfire", _SPITFIRE, ps=6, burst=4, ammo=["AP"]),
    "mk12": _gun("Mk12", _SPITFIRE, ps=6, burst=3, ammo=["N"]),
    "red_fury": _gun("Red Fury", _SPITFIRE, ps=6, burst=4, ammo=["N"]),
    "breaker_rifle": _gun("Breaker Rifle", _RIFLE, ps=7, burst=3, ammo=["AP"], save="BTS"),
    "k1_combi_rifle": _gun(
        "K1 Combi Rifle", _COMBI, ps=8, burst=3, ammo=["N"], traits=(_ANTI_MATERIEL,)
    ),
    "pistol": _gun("Pistol", _PISTOL, ps=9, burst=2, ammo=["N"]),
    "heavy_pistol": _gun("Heavy Pistol", _PISTOL, ps=7, burst=2, ammo=["Shock"]),
    "breaker_pistol": _gun("Breaker Pistol", _PISTOL, ps=9, burst=2, ammo=["AP"], save="BTS"),
    "light_shotgun": _gun(
        "Light Shotgun (Impact mode)", _SHOTGUN_IMPACT, ps=7, burst=2, ammo=["N"]
    ),
    "boarding_shotgun": _gun(
        "Boarding Shotgun (Impact mode)", _BOARDING_IMPACT, ps=6, burst=2, ammo=["N"]
    ),
    "boarding_shotgun_ap": _gun(
        "Boarding Shotgun (AP mode)", _BOARDING_IMPACT, ps=6, burst=2, ammo=["AP"]
    ),
    # Direct Template weapons.
    "light_shotgun_blast": _direct("Light Shotgun (Blast mode)", _SMALL, ps=7, ammo=["N"]),
    "boarding_shotgun_blast": _direct("Boarding Shotgun (Blast mode)", _SMALL, ps=6, ammo=["N"]),
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
    "antipersonnel_mines": _direct(
        "Antipersonnel Mines",
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
    "grenades": _impact(
        "Grenades", _GRENADES, ps=7, ammo=["N"], traits=(_SPECULATIVE, "Throwing Weapon")
    ),
    "light_grenade_launcher": _impact(
        "Light Grenade Launcher", _LIGHT_LAUNCHER, ps=7, ammo=["N"], traits=(_SPECULATIVE,)
    ),
    "heavy_grenade_launcher": _impact(
        "Heavy Grenade Launcher", _LAUNCHER, ps=6, ammo=["N"], traits=(_SPECULATIVE,)
    ),
    "light_rocket_launcher": _impact("Light Rocket Launcher", _LIGHT_LAUNCHER, ps=6, ammo=["EXP"]),
    "heavy_rocket_launcher": _impact(
        "Heavy Rocket Launcher", _LAUNCHER, ps=5, ammo=["EXP"], traits=(_ANTI_MATERIEL,)
    ),
    "missile_launcher": _impact(
        "Missile Launcher", _LAUNCHER, ps=5, ammo=["AP", "EXP"], traits=(_ANTI_MATERIEL,)
    ),
}


REVISION_1_WEAPONS: Mapping[str, WeaponProfile] = MappingProxyType(
    {**CATALOGUE, **_REVISION_1_ADDED}
)
