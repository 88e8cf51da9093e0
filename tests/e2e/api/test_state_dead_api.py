"""The Monofilament CC Weapon over HTTP: its catalogue row, and POST /v1/odds giving the chance
that its "State: Dead" trait kills the target outright (Melee Weapon Profile,
https://infinitythewiki.com/index.php?diff=cur&oldid=2246&title=Melee_Weapon_Profile)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client

SLUG = "monofilament_cc_weapon"


async def test_the_monofilament_cc_weapon_is_listed(client: Client) -> None:
    weapons = {w["slug"]: w for w in (await client.get("/v1/catalogue/weapons")).json()["weapons"]}
    row = weapons[SLUG]
    assert row["name"] == "Monofilament CC Weapon"
    assert (row["ps"], row["burst"], row["ammo"], row["save_attribute"]) == (8, 1, ["N"], "ARM")
    assert row["range_mods"] == [None] * 7
    assert sorted(row["traits"]) == ["ARM=0", "CC", "State: Dead"]
    assert row["source"].startswith("https://infinitythewiki.com/")
    traits = {t["name"]: t for t in (await client.get("/v1/catalogue/traits")).json()["traits"]}
    assert traits["State: Dead"]["handling"] == "applied"


def _body(target: dict[str, Any]) -> dict[str, Any]:
    side = {"name": "a", "attribute": 20, "burst": 1, "weapon": {"profile": SLUG}}
    return {"kind": "normal", "sides": [{**side, "target": target}]}


async def test_odds_give_the_chance_of_dead_against_a_vita_2_target(client: Client) -> None:
    response = await client.post("/v1/odds", json=_body({"arm": 5, "vita": 2}))
    assert response.status_code == 200, response.text
    wounds = response.json()["sides"][0]["wounds"]
    # SV 20: every face hits, a 20 is a Critical (two saves). ARM=0 + PS 8: each save fails
    # on 9-20, 12 faces in 20. Dead = 19/20 * 12/20 + 1/20 * (1 - (8/20)^2) = 153/250.
    assert [(s["attribute"], s["success_value"]) for s in wounds["saves"]] == [("ARM", 8)]
    assert wounds["dead"] == pytest.approx(153 / 250, abs=1e-12)
    assert wounds["unconscious"] == 0
