"""GET /v1/catalogue/...: public, typed, cacheable; names outside it are refused with 422."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client, GameDriver, trooper

ROUTES = {
    "skills": "skills",
    "traits": "traits",
    "weapons": "weapons",
    "ammunition": "ammunition",
    "programs": "programs",
}


@pytest.mark.parametrize("route", sorted(ROUTES))
async def test_the_catalogue_needs_no_token_and_answers_304(client: Client, route: str) -> None:
    first = await client.get(f"/v1/catalogue/{route}")
    assert first.status_code == 200, first.text
    assert first.json()[ROUTES[route]]
    etag = first.headers["etag"]
    again = await client.get(f"/v1/catalogue/{route}", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.content == b""


async def test_weapons_list_profiles_and_templates(client: Client) -> None:
    weapons = {w["slug"]: w for w in (await client.get("/v1/catalogue/weapons")).json()["weapons"]}
    assert len(weapons) >= 40
    assert weapons["combi_rifle"] == {
        "slug": "combi_rifle",
        "name": "Combi Rifle",
        "range_mods": [3, 3, -3, -3, -6, -6, None],
        "ps": 7,
        "burst": 3,
        "ammo": ["N"],
        "save_attribute": "ARM",
        "save_rolls": 1,
        "traits": ["Suppressive Fire"],
        "template": None,
        "template_shape": None,
        "source": "https://infinitythewiki.com/Weapon_Chart",
        "deployable": False,
    }
    flamer = weapons["heavy_flamethrower"]
    assert (flamer["template"], flamer["template_shape"]) == ("direct", "teardrop")
    assert flamer["range_mods"] == [None] * 7
    assert weapons["grenades"]["template"] == "impact"


async def test_skills_have_a_one_line_effect(client: Client) -> None:
    skills = (await client.get("/v1/catalogue/skills")).json()["skills"]
    assert len(skills) >= 25
    mimetism = next(s for s in skills if s["slug"] == "mimetism")
    assert mimetism["handling"] == "applied"
    assert mimetism["takes_value"] is True
    assert all("\n" not in s["effect"] and s["effect"] for s in skills)


def _refused(response: Any, name: str) -> None:
    assert response.status_code == 422, response.text
    problem = response.json()
    assert problem["code"] == "not-in-catalogue"
    assert problem["type"].endswith("/not-in-catalogue")
    assert name in problem["detail"]
    assert "catalogue" in problem["detail"]


@pytest.mark.parametrize(
    ("extra", "name"),
    [
        ({"skills": [{"name": "Jedi Mind Trick"}]}, "Jedi Mind Trick"),
        ({"weapons": [{"slug": "railgun"}]}, "railgun"),
        (
            {
                "weapons": [
                    {
                        "slug": "blaster",
                        "custom": {
                            "name": "Blaster",
                            "range_mods": [0, 0, 0, None, None, None, None],
                            "ps": 7,
                            "burst": 2,
                            "ammo": ["N"],
                            "save_attribute": "ARM",
                            "traits": ["Stun Setting"],
                        },
                    }
                ]
            },
            "Stun Setting",
        ),
        (
            {"melee_weapons": [{"slug": "saber", "name": "Saber", "ps": 6, "ammo": ["Light"]}]},
            "Light",
        ),
    ],
)
async def test_a_trooper_with_unknown_names_is_refused(
    client: Client, extra: dict[str, Any], name: str
) -> None:
    game = await GameDriver.create(client)
    before = (await game.get("organiser", ""))["version"]
    response = await client.post(
        f"/v1/games/{game.game_id}/troopers",
        json=trooper("ariadna", "a1", **extra),
        headers=game.auth("ariadna"),
    )
    _refused(response, name)
    events = await game.get("organiser", "/events")
    assert not any(e["type"] == "trooper_added" for e in events["events"])
    assert (await game.get("organiser", ""))["version"] == before


async def test_custom_weapons_with_known_traits_remain_possible(client: Client) -> None:
    game = await GameDriver.create(client)
    custom = {
        "slug": "blaster",
        "custom": {
            "name": "Blaster",
            "range_mods": [0, 0, 0, None, None, None, None],
            "ps": 7,
            "burst": 2,
            "ammo": ["AP"],
            "save_attribute": "ARM",
            "traits": ["Disposable (2)"],
        },
    }
    extra = {"weapons": [custom, {"slug": "heavy_flamethrower"}], "skills": [{"name": "Dogged"}]}
    added = await game.post("ariadna", "/troopers", trooper("ariadna", "a1", **extra), expect=201)
    assert [e["type"] for e in added["events"]] == ["trooper_added"]
    # Read back as stored: the custom profile whole, the catalogue weapon by its slug.
    stored = await game.get("ariadna", "/troopers/a1")
    blaster, flamer = stored["weapons"]
    assert blaster["slug"] == "blaster"
    assert {k: blaster["custom"][k] for k in custom["custom"]} == custom["custom"]
    assert (flamer["slug"], flamer.get("custom")) == ("heavy_flamethrower", None)
    assert [s["name"] for s in stored["skills"]] == ["Dogged"]


async def test_odds_refuse_unknown_weapons_and_programs(client: Client) -> None:
    def body(**extra: Any) -> Any:
        return {"kind": "normal", "sides": [{"name": "a", "attribute": 12, **extra}]}

    _refused(await client.post("/v1/odds", json=body(weapon={"profile": "railgun"})), "railgun")
    custom = {"ps": 7, "ammo": ["Plasma"], "save_attribute": "ARM"}
    _refused(await client.post("/v1/odds", json=body(weapon=custom)), "Plasma")
    _refused(await client.post("/v1/odds", json=body(program="skullbuster")), "skullbuster")


async def test_odds_of_a_comms_attack(client: Client) -> None:
    hacker = {
        "name": "hacker",
        "attribute": 14,
        "burst": 2,
        "program": "carbonite",
        "target": {"bts": 3},
    }
    reset = {"name": "target", "attribute": 13}
    response = await client.post(
        "/v1/odds", json={"kind": "face_to_face", "sides": [hacker, reset]}
    )
    assert response.status_code == 200, response.text
    attacker, _ = response.json()["sides"]
    assert attacker["success_value"] == 14
    assert attacker["breakdown"]["mods"] == [
        {"value": 0, "source": "equipment", "note": "Carbonite"}
    ]
    # Carbonite is Non-Lethal (https://infinitythewiki.com/Carbonite): its failed saves cause
    # Immobilized-B, never a Wound, so the odds give the State and no Wounds.
    assert attacker["wounds"] is None
    assert [(s["state"], s["save_value"]) for s in attacker["states"]] == [
        ("immobilized_b", 3 + 7)  # BTS + PS
    ]
    # The same roll as a custom weapon: DA ammunition, PS 7, against BTS, which wounds.
    weapon = {"ps": 7, "ammo": ["DA"], "save_attribute": "BTS"}
    plain = {**hacker, "weapon": weapon}
    del plain["program"]
    same = await client.post("/v1/odds", json={"kind": "face_to_face", "sides": [plain, reset]})
    assert same.json()["sides"][0]["exact"] == attacker["exact"]
    assert same.json()["sides"][0]["wounds"]["save_value"] == 3 + 7


@pytest.mark.parametrize(
    ("extra", "why"),
    [
        ({"program": "carbonite", "burst": 3}, "Burst 2"),
        ({"program": "white_noise"}, "no Comms Attack"),
        (
            {"program": "trinity", "weapon": {"ps": 7, "ammo": ["N"], "save_attribute": "BTS"}},
            "not both",
        ),
    ],
)
async def test_impossible_comms_attacks_are_refused(
    client: Client, extra: dict[str, Any], why: str
) -> None:
    side = {"name": "hacker", "attribute": 13, **extra}
    response = await client.post("/v1/odds", json={"kind": "normal", "sides": [side]})
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid-command"
    assert why in response.json()["detail"]
