"""GET /v1/catalogue/weapons and /traits over HTTP show the N5 CC weapons and the traits they
need; the rows are written by hand from the source (docs/rules.md)."""

from __future__ import annotations

from tests.builders.http import Client


async def test_the_cc_weapon_is_listed_as_n5_prints_it(client: Client) -> None:
    weapons = {w["slug"]: w for w in (await client.get("/v1/catalogue/weapons")).json()["weapons"]}
    assert len(weapons) >= 80
    assert weapons["cc_weapon"] == {
        "slug": "cc_weapon",
        "name": "CC Weapon",
        "range_mods": [None] * 7,
        "ps": 8,
        "burst": 1,
        "ammo": ["N"],
        "save_attribute": "ARM",
        "save_rolls": 1,
        "traits": ["CC"],
        "template": None,
        "template_shape": None,
        "source": "https://infinitythewiki.com/Weapon_Chart",
        "deployable": False,
    }
    assert weapons["pulzar"]["template"] == "direct"
    assert weapons["em_carbine"]["ammo"] == ["E/M"]


async def test_the_traits_cc_and_special_weapons_need_are_listed(client: Client) -> None:
    traits = {t["name"] for t in (await client.get("/v1/catalogue/traits")).json()["traits"]}
    assert {"ARM=0", "BTS=0", "BioWeapon", "Non-Lethal", "CC"} <= traits


async def test_stun_is_an_ammunition_with_one_save_and_two_on_a_critical(client: Client) -> None:
    rows = {
        a["name"]: a for a in (await client.get("/v1/catalogue/ammunition")).json()["ammunition"]
    }
    assert (rows["Stun"]["saves_per_hit"], rows["Stun"]["saves_per_critical"]) == (1, 2)
    assert (rows["E/M"]["saves_per_hit"], rows["E/M"]["saves_per_critical"]) == (2, 3)
    assert rows["E/M"]["save_attribute"] == "BTS/2"
