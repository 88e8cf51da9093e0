"""POST /v1/odds: the stateless odds endpoint, its contract names and its problem answers."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client, assert_problem
from tests.builders.odds import side


async def test_seed_face_off_odds(client: Client) -> None:
    body = {
        "kind": "face_to_face",
        "sides": [
            side("Fennec", 12, 3, (3, "range"), (-3, "cover")),
            side("Senku", 11, 1, (3, "range"), (-3, "cover")),
        ],
    }
    response = await client.post("/v1/odds", json=body)
    assert response.status_code == 200, response.text
    result = response.json()
    fennec, senku = result["sides"]
    assert (fennec["name"], fennec["success_value"]) == ("Fennec", 12)
    assert (senku["name"], senku["success_value"]) == ("Senku", 11)
    assert fennec["breakdown"]["mods"] == [
        {"value": 3, "source": "range", "note": ""},
        {"value": -3, "source": "cover", "note": ""},
    ]
    assert fennec["win"] + senku["win"] + result["neither"] == pytest.approx(1, abs=1e-12)
    assert sum(o["probability"] for o in result["outcomes"]) == pytest.approx(1, abs=1e-12)
    # "hits" counts surviving non-critical successes only, per side name.
    assert all(set(o["hits"]) == {"Fennec", "Senku"} for o in result["outcomes"])
    fennec_wins = sum(
        o["probability"]
        for o in result["outcomes"]
        if o["hits"]["Fennec"] + o["criticals"]["Fennec"] > 0
    )
    assert fennec_wins == pytest.approx(fennec["win"], abs=1e-12)
    assert fennec["expected_hits"] > senku["expected_hits"]


async def test_inf_dice_published_figures_through_the_api(client: Client) -> None:
    # inf-dice (N4, PS = 20 - DAM): BS 9 B3 DAM 4 against BS 12 B1 DAM 12.
    def armed(name: str, attribute: int, burst: int, dam: int) -> Any:
        weapon = {"ps": 20 - dam, "ammo": ["N"], "save_attribute": "ARM"}
        return side(name, attribute, burst, weapon=weapon, target={"arm": 0, "vita": 1})

    body = {"kind": "face_to_face", "sides": [armed("p1", 9, 3, 4), armed("p2", 12, 1, 12)]}
    result = (await client.post("/v1/odds", json=body)).json()
    p1, p2 = result["sides"]
    assert round((1 - p1["wounds"]["distribution"][0]) * 100, 3) == 17.410
    assert round((1 - p2["wounds"]["distribution"][0]) * 100, 3) == 21.148
    assert round(result["neither"] * 100, 3) == 10.823


async def test_mods_are_clamped_and_the_breakdown_says_so(client: Client) -> None:
    body = {
        "kind": "normal",
        "sides": [side("Akal", 13, 1, (-6, "mimetism"), (-3, "cover"), (-6, "range"))],
    }
    result = (await client.post("/v1/odds", json=body)).json()
    akal = result["sides"][0]
    assert akal["success_value"] == 1
    assert akal["breakdown"]["raw_mod_total"] == -15
    assert akal["breakdown"]["clamped"] is True
    assert akal["win"] == pytest.approx(1 / 20)


async def test_success_value_below_one_never_wins(client: Client) -> None:
    body = {"kind": "normal", "sides": [side("Hopeless", 3, 2, (-6, "range"))]}
    result = (await client.post("/v1/odds", json=body)).json()
    assert result["sides"][0]["win"] == 0
    assert result["neither"] == 1


async def test_codeone_edition_is_accepted(client: Client) -> None:
    body = {
        "edition": "CodeOne",
        "kind": "face_to_face",
        "sides": [side("Knight", 23, 1), side("Zhanshi", 11, 1)],
    }
    result = (await client.post("/v1/odds", json=body)).json()
    knight = result["sides"][0]
    # SV 23: every die succeeds; four of twenty are Criticals (17..20 read as 20..23), and a
    # Critical survives unless the Zhanshi rolls one too (her 11).
    assert knight["expected_criticals"] == pytest.approx(4 / 20 * 19 / 20, abs=1e-12)
    # A plain Knight die reads v = face + 3 (4..19); it survives unless the Zhanshi rolls her
    # Critical (11) or a plain success of v or more (v..10): 12/20 at v = 4 up to 19/20 at 11+.
    plain = sum(19 - max(0, 11 - v) for v in range(4, 20)) / 400
    assert knight["win"] == pytest.approx(4 / 20 * 19 / 20 + plain, abs=1e-12)


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"kind": "face_to_face", "sides": [side("a", 12, 7), side("b", 11, 1)]}, 422),
        ({"kind": "face_to_face", "sides": [side("a", 12, 3)]}, 422),
        ({"kind": "normal", "sides": [side("a", 12, 3)] * 3}, 422),
        ({"kind": "normal", "sides": [side("a", 12, 0)]}, 422),
        ({"kind": "sideways", "sides": [side("a", 12, 1)]}, 422),
        ({"kind": "normal", "edition": "N4", "sides": [side("a", 12, 1)]}, 422),
        ({"kind": "normal", "sides": [side("a", 12, 1, weapon={"profile": "laser"})]}, 422),
        ({"kind": "normal", "sides": [side("a", 12, 1, weapon={"ps": 7})]}, 422),
        ({"kind": "face_to_face", "sides": [side("a", 12, 1), side("a", 11, 1)]}, 422),
    ],
)
async def test_bad_requests_are_problem_documents(client: Client, body: Any, status: int) -> None:
    response = await client.post("/v1/odds", json=body)
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    problem = response.json()
    assert problem["status"] == status
    assert problem["detail"]


async def test_malformed_json_is_a_400_problem(client: Client) -> None:
    response = await client.post(
        "/v1/odds", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert_problem(response, 400, "malformed-request")
    assert response.headers["content-type"].startswith("application/problem+json")
