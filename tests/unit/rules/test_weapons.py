from __future__ import annotations

import pytest

from service.rules.ammo import Ammo
from service.rules.values import ModSource
from service.rules.weapons import (
    CATALOGUE,
    OutOfRangeError,
    WeaponProfile,
    range_band,
    range_mod,
    range_mod_entry,
    weapon_profile,
)

COMBI = CATALOGUE["combi_rifle"]


@pytest.mark.parametrize(
    ("distance", "band"),
    [
        (0.5, 0),
        (8, 0),
        (8.01, 1),
        (16, 1),
        (16.5, 2),
        (24, 2),
        (32, 3),
        (40, 4),
        (48, 5),
        (48.1, 6),
        (96, 6),
    ],
)
def test_a_distance_on_an_upper_bound_belongs_to_that_band(distance: float, band: int) -> None:
    assert range_band(distance) == band


@pytest.mark.parametrize("distance", [0, -1, -0.1])
def test_a_distance_must_be_positive(distance: float) -> None:
    with pytest.raises(ValueError, match="positive") as caught:
        range_band(distance)
    assert not isinstance(caught.value, OutOfRangeError)


def test_beyond_96_inches_is_out_of_range_for_every_weapon() -> None:
    with pytest.raises(OutOfRangeError):
        range_band(96.5)
    with pytest.raises(OutOfRangeError) as caught:
        range_mod(CATALOGUE["sniper_rifle"], 100)
    assert caught.value.weapon == "Sniper Rifle"
    assert caught.value.distance == 100


def test_out_of_range_is_a_value_error_naming_the_weapon() -> None:
    with pytest.raises(ValueError, match="SMG is out of range at 33 inches"):
        range_mod(CATALOGUE["smg"], 33)


@pytest.mark.parametrize(
    ("slug", "distance", "mod"),
    [
        ("combi_rifle", 15, 3),
        ("combi_rifle", 8, 3),
        ("combi_rifle", 17, -3),
        ("combi_rifle", 48, -6),
        ("smg", 24, -3),
        ("smg", 32, -6),
        ("sniper_rifle", 60, -3),
        ("sniper_rifle", 20, 3),
        ("hmg", 4, -3),
        ("spitfire", 20, 3),
        ("rifle", 10, 3),
    ],
)
def test_range_mod_by_band(slug: str, distance: float, mod: int) -> None:
    assert range_mod(CATALOGUE[slug], distance) == mod


@pytest.mark.parametrize(
    ("slug", "distance"), [("combi_rifle", 50), ("smg", 32.5), ("hmg", 96), ("rifle", 60)]
)
def test_out_of_range_bands(slug: str, distance: float) -> None:
    with pytest.raises(OutOfRangeError):
        range_mod(CATALOGUE[slug], distance)


def test_range_mod_entry_is_a_range_mod() -> None:
    mod = range_mod_entry(COMBI, 15)
    assert (mod.value, mod.source) == (3, ModSource.RANGE)
    assert "Combi Rifle" in mod.note


ChartRow = tuple[tuple[int | None, ...], int, int, tuple[Ammo, ...], str]

WEAPON_CHART: dict[str, ChartRow] = {
    "combi_rifle": ((3, 3, -3, -3, -6, -6, None), 7, 3, (Ammo.N,), "ARM"),
    "rifle": ((0, 3, -3, -3, -6, -6, None), 7, 3, (Ammo.N,), "ARM"),
    "hmg": ((-3, 0, 3, 3, -3, -3, None), 5, 4, (Ammo.N,), "ARM"),
    "spitfire": ((0, 3, 3, -3, -6, -6, None), 6, 4, (Ammo.N,), "ARM"),
    "smg": ((3, 0, -3, -6, None, None, None), 7, 3, (Ammo.N,), "ARM"),
    "sniper_rifle": ((-3, 0, 3, 3, 3, 3, -3), 5, 2, (Ammo.SHOCK,), "ARM"),
    "multi_rifle_ap": ((3, 3, -3, -3, -6, -6, None), 7, 3, (Ammo.AP,), "ARM"),
    "breaker_combi": ((3, 3, -3, -3, -6, -6, None), 7, 3, (Ammo.AP,), "BTS"),
}


def test_catalogue_holds_exactly_the_charted_weapons() -> None:
    assert set(CATALOGUE) == set(WEAPON_CHART)


@pytest.mark.parametrize(("slug", "row"), sorted(WEAPON_CHART.items()))
def test_catalogue_matches_the_weapon_chart(slug: str, row: ChartRow) -> None:
    bands, ps, burst, ammo, attribute = row
    profile = CATALOGUE[slug]
    assert profile.range_mods == bands
    assert (profile.ps, profile.burst, profile.ammo) == (ps, burst, ammo)
    assert (profile.save_attribute, profile.save_rolls) == (attribute, 1)


def test_combi_rifle_has_suppressive_fire() -> None:
    assert COMBI.traits == ("Suppressive Fire",)
    assert COMBI.name == "Combi Rifle"


def test_catalogue_cannot_be_changed() -> None:
    with pytest.raises(TypeError):
        CATALOGUE["combi_rifle"] = COMBI  # type: ignore[index]


def test_custom_profile_defaults_save_rolls_from_ammo() -> None:
    profile = weapon_profile(
        "Boarding Shotgun", (3, -3, None, None, None, None, None), ps=6, burst=2,
        ammo=["DA"], save_attribute="ARM",
    )  # fmt: skip
    assert profile.save_rolls == 2
    assert profile.ammo == (Ammo.DA,)
    assert isinstance(profile, WeaponProfile)


def test_combined_ammo_takes_the_largest_save_count() -> None:
    profile = weapon_profile(
        "Missile", (0,) * 7, ps=4, burst=1, ammo=["AP", "EXP"], save_attribute="ARM"
    )
    assert profile.save_rolls == 3


def _build(**overrides: object) -> WeaponProfile:
    fields: dict[str, object] = {
        "name": "Test",
        "range_mods": (0, 0, 0, 0, 0, 0, None),
        "ps": 7,
        "burst": 3,
        "ammo": ["N"],
        "save_attribute": "ARM",
    }
    fields.update(overrides)
    return weapon_profile(**fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"range_mods": (0, 0, 0)}, "7 range MODs"),
        ({"range_mods": (None,) * 7}, "at least one range band"),
        ({"ps": -1}, "PS"),
        ({"burst": 0}, "Burst"),
        ({"ammo": []}, "at least one ammunition"),
        ({"ammo": ["Plasma Ray"]}, "unknown ammunition"),
        ({"ammo": ["AP", "AP"]}, "twice"),
        ({"ammo": ["N", "AP"]}, "cannot be combined"),
        ({"save_attribute": "VITA"}, "save attribute"),
        ({"ammo": ["PARA"]}, "PARA ammunition is saved against PH"),
        ({"ammo": ["E/M"]}, "E/M ammunition is saved against BTS"),
        ({"save_rolls": 2}, "causes 1 Saving Roll"),
        ({"name": " "}, "name"),
    ],
)
def test_custom_profiles_are_validated(overrides: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _build(**overrides)


def test_para_and_em_with_their_attribute_are_accepted() -> None:
    assert _build(ammo=["PARA"], save_attribute="PH").save_attribute == "PH"
    assert _build(ammo=["E/M"], save_attribute="BTS").ammo == (Ammo.EM,)
