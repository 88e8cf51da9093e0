"""Catalogue weapons spot-checked against the wiki pages that print them (PS = 20 - DAM where
the page prints DAM). Which weapon was checked against which page is listed in docs/rules.md.
"""

from __future__ import annotations

import pytest

from service.rules.catalogue import TRAITS, Handling, NotInCatalogueError, catalogue_weapon, skill
from service.rules.catalogue.traits import attack_attribute
from service.rules.templates import surprise_attack_mods, template_of
from service.rules.weapons import OutOfRangeError, Template, range_mod

N5_RANGED_WEAPON_PROFILE = "https://infinitythewiki.com/BS_Weapon"
WEAPON_CHART = "https://infinitythewiki.com/index.php?title=Weapon_Chart&diff=2620&oldid=1989"
MINES = "https://infinitythewiki.com/index.php?diff=cur&oldid=2388&title=Mines"

MARKSMAN = (-3, 3, 3, -3, -3, -6, None)
COMBI = (3, 3, -3, -3, -6, -6, None)


@pytest.mark.parametrize(
    ("slug", "bands", "ps", "burst", "ammo", "save", "save_rolls", "traits"),
    [
        # N5 Ranged Weapon Profile page, MULTI Rifle example (PS printed).
        ("multi_rifle_da", COMBI, 7, 1, ("DA",), "ARM", 2, ("Anti-materiel",)),
        ("multi_rifle_ap", COMBI, 7, 3, ("AP",), "ARM", 1, ("Suppressive Fire",)),
        # Weapon Chart (DAM 13, so PS 7).
        ("shock_marksman_rifle", MARKSMAN, 7, 3, ("Shock",), "ARM", 1, ("Suppressive Fire",)),
        (
            "t2_marksman_rifle",
            MARKSMAN,
            7,
            3,
            ("T2",),
            "ARM",
            1,
            ("Anti-materiel", "Suppressive Fire"),
        ),
        (
            "viral_marksman_rifle",
            MARKSMAN,
            7,
            3,
            ("DA", "Shock"),
            "BTS",
            2,
            ("Suppressive Fire",),
        ),
    ],
)
def test_ranged_profiles_as_the_pages_print_them(
    slug: str,
    bands: tuple[int | None, ...],
    ps: int,
    burst: int,
    ammo: tuple[str, ...],
    save: str,
    save_rolls: int,
    traits: tuple[str, ...],
) -> None:
    weapon = catalogue_weapon(slug)
    assert weapon.range_mods == bands
    assert (weapon.ps, weapon.burst) == (ps, burst)
    assert tuple(a.value for a in weapon.ammo) == ammo
    assert weapon.save_attribute == save
    assert weapon.save_rolls == save_rolls
    assert weapon.traits == traits


@pytest.mark.parametrize(
    ("slug", "ammo", "traits"),
    [
        # Weapon Chart and the Mines page: DAM 13, Small Teardrop, Concealed, Disposable (3).
        (
            "ap_mines",
            ("AP",),
            (
                "Direct Template (Small Teardrop)",
                "Intuitive Attack",
                "Concealed",
                "Disposable (3)",
                "Deployable",
            ),
        ),
        (
            "chest_mines",
            ("Shock",),
            ("Direct Template (Small Teardrop)", "Intuitive Attack", "Disposable (2)"),
        ),
        # Chain Rifle: DAM 13, B1, N, Large Teardrop, Intuitive Attack.
        ("chain_rifle", ("N",), ("Direct Template (Large Teardrop)", "Intuitive Attack")),
    ],
)
def test_direct_template_profiles_as_the_pages_print_them(
    slug: str, ammo: tuple[str, ...], traits: tuple[str, ...]
) -> None:
    weapon = catalogue_weapon(slug)
    assert (weapon.ps, weapon.burst, weapon.save_attribute) == (7, 1, "ARM")
    assert tuple(a.value for a in weapon.ammo) == ammo
    assert weapon.traits == traits
    assert template_of(weapon) is Template.DIRECT
    assert all(band is None for band in weapon.range_mods)


def test_grenades_are_thrown_with_ph_at_their_n5_ranges() -> None:
    grenades = catalogue_weapon("grenades")
    assert attack_attribute(grenades.traits) == "PH"
    assert [range_mod(grenades, d) for d in (5, 12)] == [3, -3]
    with pytest.raises(OutOfRangeError):
        range_mod(grenades, 17)


@pytest.mark.parametrize(
    ("blast", "hit", "burst"),
    [
        ("plasma_carbine_blast", "plasma_carbine", 2),
        ("plasma_rifle_blast", "plasma_rifle", 3),
        ("light_rocket_launcher", "light_rocket_launcher_hit", 2),
        ("heavy_rocket_launcher", "heavy_rocket_launcher_hit", 2),
        ("missile_launcher", "missile_launcher_hit", 1),
    ],
)
def test_blast_modes_are_impact_templates_and_hit_modes_are_not(
    blast: str, hit: str, burst: int
) -> None:
    blast_mode, hit_mode = catalogue_weapon(blast), catalogue_weapon(hit)
    assert template_of(blast_mode) is Template.IMPACT
    assert template_of(hit_mode) is None
    assert blast_mode.range_mods == hit_mode.range_mods
    assert (blast_mode.burst, hit_mode.burst) == (burst, burst)


def test_n4_profiles_without_an_n5_counterpart_are_gone() -> None:
    # Revision 2 removed the K1 Combi Rifle's DAM-converted PS 8 (ARM=0 was not applied);
    # revision 3 applies ARM=0 and lists N5's PS 7 profile (test_catalogue_n5_rows.py).
    with pytest.raises(NotInCatalogueError):
        catalogue_weapon("k1_combi_rifle", 2)
    assert catalogue_weapon("k1_combi_rifle").ps == 7
    for slug in (
        "light_shotgun_blast",
        "boarding_shotgun_ap",
        "boarding_shotgun_blast",
        "light_grenade_launcher",
        "heavy_grenade_launcher",
    ):
        with pytest.raises(NotInCatalogueError):
            catalogue_weapon(slug)


def test_skill_and_trait_lines_claim_what_the_engine_does() -> None:
    # Movement is not measured by the engine; a Surprise Attack MOD declared on a BS Attack is.
    assert skill("move").handling is Handling.RECORDED
    assert skill("surprise_attack").handling is Handling.APPLIED
    assert [m.note for m in surprise_attack_mods(-3)] == ["Surprise Attack"]
    # N5 Marksmanship has no levels (Marksmanship page, N5 version).
    assert not skill("marksmanship").takes_value
    applied = {t.name for t in TRAITS if t.handling is Handling.APPLIED}
    assert {
        "Direct Template (Small Teardrop)",
        "Direct Template (Large Teardrop)",
        "Impact Template (Circular)",
        "Intuitive Attack",
        "Speculative Attack",
    } <= applied


RIFLE = (0, 3, -3, -3, -6, -6, None)
SHOTGUN = (6, 0, -3, None, None, None, None)


@pytest.mark.parametrize(
    ("slug", "bands", "ps", "burst", "ammo", "save_rolls", "traits"),
    [
        ("ap_rifle", RIFLE, 7, 3, ("AP",), 1, ("Suppressive Fire",)),
        ("t2_rifle", RIFLE, 7, 3, ("T2",), 1, ("Anti-materiel", "Suppressive Fire")),
        ("marksman_rifle", MARKSMAN, 7, 3, ("N",), 1, ("Suppressive Fire",)),
        ("ap_marksman_rifle", MARKSMAN, 7, 3, ("AP",), 1, ("Suppressive Fire",)),
        ("ap_smg", (3, 0, -3, -6, None, None, None), 7, 3, ("AP",), 1, ("Suppressive Fire",)),
        ("heavy_shotgun", SHOTGUN, 5, 2, ("AP",), 1, ()),
        ("hrmc_ap", (-3, 0, 3, 3, 0, 0, None), 5, 5, ("AP",), 1, ("Suppressive Fire",)),
        (
            "portable_autocannon",
            (-3, 0, 3, 3, -3, -3, None),
            5,
            2,
            ("AP", "EXP"),
            3,
            ("Anti-materiel",),
        ),
        ("contender", (0, 3, 3, 0, None, None, None), 7, 2, ("T2",), 1, ("Anti-materiel",)),
        (
            "panzerfaust",
            (-3, 0, 3, 3, -3, -3, None),
            6,
            1,
            ("AP", "EXP"),
            3,
            ("Anti-materiel", "Disposable (2)"),
        ),
    ],
)
def test_added_n5_weapons_as_the_chart_prints_them(
    slug: str,
    bands: tuple[int | None, ...],
    ps: int,
    burst: int,
    ammo: tuple[str, ...],
    save_rolls: int,
    traits: tuple[str, ...],
) -> None:
    weapon = catalogue_weapon(slug)
    assert weapon.range_mods == bands
    assert (weapon.ps, weapon.burst, weapon.save_attribute) == (ps, burst, "ARM")
    assert tuple(a.value for a in weapon.ammo) == ammo
    assert weapon.save_rolls == save_rolls
    assert weapon.traits == traits
    assert template_of(weapon) is None
