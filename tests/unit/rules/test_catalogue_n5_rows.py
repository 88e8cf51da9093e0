"""Catalogue rows written by hand from the N5 sources docs/rules.md names for each (the N5
Weapon Chart rows of the army data: PS, Burst, ammunition, save, traits; distances in cm
turned into the engine's 8" bands, 20 cm = 8"). Never computed from the engine."""

from __future__ import annotations

import pytest

from service.rules.catalogue import WEAPONS, catalogue_weapon
from service.rules.catalogue.traits import trait_known
from service.rules.weapons import Template

NO_RANGE = (None,) * 7
CC = "CC"
AM = "Anti-materiel"

# slug: (name, range MODs, PS, B, ammo, save attribute, traits)
ROWS: dict[
    str, tuple[str, tuple[int | None, ...], int, int, tuple[str, ...], str, tuple[str, ...]]
] = {
    "cc_weapon": ("CC Weapon", NO_RANGE, 8, 1, ("N",), "ARM", (CC,)),
    "ap_cc_weapon": ("AP CC Weapon", NO_RANGE, 8, 1, ("AP",), "ARM", (CC,)),
    "da_cc_weapon": ("DA CC Weapon", NO_RANGE, 8, 1, ("DA",), "ARM", (AM, CC)),
    "exp_cc_weapon": ("EXP CC Weapon", NO_RANGE, 8, 1, ("EXP",), "ARM", (AM, CC)),
    "shock_cc_weapon": ("Shock CC Weapon", NO_RANGE, 8, 1, ("Shock",), "ARM", (CC,)),
    "t2_cc_weapon": ("T2 CC Weapon", NO_RANGE, 8, 1, ("T2",), "ARM", (AM, CC)),
    "ap_da_cc_weapon": ("AP + DA CC Weapon", NO_RANGE, 8, 1, ("AP", "DA"), "ARM", (AM, CC)),
    "ap_exp_cc_weapon": ("AP + EXP CC Weapon", NO_RANGE, 8, 1, ("AP", "EXP"), "ARM", (AM, CC)),
    "ap_t2_cc_weapon": ("AP + T2 CC Weapon", NO_RANGE, 8, 1, ("AP", "T2"), "ARM", (AM, CC)),
    "ap_shock_cc_weapon": ("AP + Shock CC Weapon", NO_RANGE, 8, 1, ("AP", "Shock"), "ARM", (CC,)),
    "para_cc_weapon": ("PARA CC Weapon", NO_RANGE, 0, 1, ("PARA",), "PH", (CC, "Non-Lethal")),
    "viral_cc_weapon": (
        "Viral CC Weapon",
        NO_RANGE,
        8,
        1,
        ("DA", "Shock"),
        "BTS",
        (CC, "BioWeapon (DA+Shock)"),
    ),
    # Distances 20/40/60/80 cm: -3 to 8", 0 to 16", +3 to 32", -3 to 48".
    "e_mitter": ("E/Mitter", (-3, 0, 3, 3, 0, 0, None), 7, 2, ("E/M",), "BTS", ("Non-Lethal",)),
    "em_carbine": (
        "E/M Carbine",
        (3, 3, -3, -3, -6, None, None),
        7,
        2,
        ("E/M",),
        "BTS",
        ("Non-Lethal",),
    ),
    "stun_pistol": (
        "Stun Pistol",
        (3, 0, -6, None, None, None, None),
        8,
        2,
        ("Stun",),
        "BTS",
        ("Non-Lethal",),
    ),
    "adhesive_launcher_rifle": (
        "Adhesive Launcher Rifle",
        (0, 3, -3, -3, -6, -6, None),
        0,
        2,
        ("PARA",),
        "PH",
        ("Non-Lethal",),
    ),
    "assault_pistol": (
        "Assault Pistol",
        (3, 0, -6, None, None, None, None),
        7,
        4,
        ("N",),
        "ARM",
        (),
    ),
    "ap_heavy_pistol": (
        "AP Heavy Pistol",
        (3, 0, -6, None, None, None, None),
        6,
        2,
        ("AP",),
        "ARM",
        (),
    ),
    "viral_pistol": (
        "Viral Pistol",
        (3, 0, -6, None, None, None, None),
        8,
        2,
        ("DA", "Shock"),
        "BTS",
        ("BioWeapon (DA+Shock)",),
    ),
    "thunderbolt": ("Thunderbolt", (-3, 0, 3, 3, 0, 0, None), 6, 2, ("N",), "ARM", ()),
    "k1_combi_rifle": (
        "K1 Combi Rifle",
        (3, 3, -3, -3, -6, -6, None),
        7,
        3,
        ("N",),
        "ARM",
        (AM, "Suppressive Fire", "ARM=0"),
    ),
}


@pytest.mark.parametrize("slug", sorted(ROWS))
def test_row_as_the_source_prints_it(slug: str) -> None:
    name, bands, ps, burst, ammo, save, traits = ROWS[slug]
    profile = catalogue_weapon(slug)
    assert profile.name == name
    assert profile.range_mods == bands
    assert (profile.ps, profile.burst) == (ps, burst)
    assert tuple(a.value for a in profile.ammo) == ammo
    assert profile.save_attribute == save
    assert set(profile.traits) == set(traits)


def test_pulzar_is_a_large_teardrop_direct_template_against_bts() -> None:
    pulzar = catalogue_weapon("pulzar")
    assert pulzar.template is Template.DIRECT
    assert (pulzar.ps, pulzar.burst, pulzar.save_attribute) == (7, 1, "BTS")
    assert set(pulzar.traits) == {"Direct Template (Large Teardrop)", "Intuitive Attack"}


def test_at_least_80_profiles_counting_modes() -> None:
    assert len(WEAPONS) >= 80


@pytest.mark.parametrize("trait", ["ARM=0", "BTS=0", "BioWeapon (DA+Shock)", "Non-Lethal", "CC"])
def test_traits_cc_and_special_weapons_need_are_known(trait: str) -> None:
    assert trait_known(trait)
