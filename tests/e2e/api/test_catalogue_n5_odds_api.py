"""POST /v1/odds with corrected N5 catalogue profiles: the Saving Rolls use their PS and
ammunition (docs/rules.md lists what each profile was corrected from)."""

from __future__ import annotations

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

Client = AsyncTestClient[Litestar]
TARGET = {"arm": 4, "bts": 3, "vita": 1}


@pytest.mark.parametrize(
    ("profile", "saves"),
    [
        ("mk12", [("ARM", 4 + 5)]),
        ("red_fury", [("ARM", 4 + 7)]),
        ("heavy_pistol", [("ARM", 4 + 6)]),
        # AP halves BTS 3 to 2 (rounding up).
        ("breaker_pistol", [("BTS", 2 + 8)]),
        ("boarding_shotgun", [("ARM", 2 + 6)]),
        ("plasma_carbine", [("ARM", 4 + 6), ("BTS", 3 + 6)]),
        ("plasma_rifle", [("ARM", 4 + 6), ("BTS", 3 + 6)]),
        ("missile_launcher_hit", [("ARM", 2 + 6)]),
        ("heavy_rocket_launcher_hit", [("ARM", 4 + 5)]),
        ("light_rocket_launcher_hit", [("ARM", 4 + 6)]),
    ],
)
async def test_odds_save_with_the_corrected_ps(
    client: Client, profile: str, saves: list[tuple[str, int]]
) -> None:
    body = {
        "kind": "normal",
        "sides": [
            {
                "name": "a",
                "attribute": 13,
                "burst": 1,
                "weapon": {"profile": profile},
                "target": TARGET,
            }
        ],
    }
    response = await client.post("/v1/odds", json=body)
    assert response.status_code == 200, response.text
    wounds = response.json()["sides"][0]["wounds"]
    assert [(s["attribute"], s["success_value"]) for s in wounds["saves"]] == saves


async def test_the_removed_n4_profiles_are_refused_naming_the_catalogue(client: Client) -> None:
    # The K1 Combi Rifle came back in catalogue revision 3 with ARM=0, which the saves now
    # apply (Weapon Chart; tests/e2e/api/test_non_lethal_odds_api.py): it is no longer refused.
    for gone in ("light_shotgun_blast", "heavy_grenade_launcher", "boarding_shotgun_blast"):
        body = {
            "kind": "normal",
            "sides": [{"name": "a", "attribute": 13, "burst": 1, "weapon": {"profile": gone}}],
        }
        response = await client.post("/v1/odds", json=body)
        assert response.status_code == 422, response.text
        assert response.json()["code"] == "not-in-catalogue"


@pytest.mark.parametrize(
    ("profile", "burst", "save_value"),
    [
        ("light_rocket_launcher", 2, 4 + 7),
        ("heavy_rocket_launcher", 2, 4 + 6),
        ("missile_launcher", 1, 4 + 6),
        ("grenade_launcher", 1, 4 + 7),
        ("plasma_carbine_blast", 2, 4 + 7),
    ],
)
async def test_blast_modes_are_impact_templates_in_the_odds(
    client: Client, profile: str, burst: int, save_value: int
) -> None:
    body = {
        "kind": "normal",
        "sides": [
            {"name": "a", "attribute": 13, "burst": burst, "weapon": {"profile": profile}},
            {"name": "main", "attribute": 11, "as_target": {"arm": 4, "bts": 3}},
        ],
    }
    response = await client.post("/v1/odds", json=body)
    assert response.status_code == 200, response.text
    result = response.json()
    assert (result["kind"], result["template"]) == ("template", "impact")
    [main] = result["affected"]
    assert len(main["hits_distribution"]) == burst + 1
    assert main["wounds"]["save_value"] == save_value
