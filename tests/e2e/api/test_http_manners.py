"""HTTP details a generated client relies on: 405 with Allow, strict JSON types."""

from __future__ import annotations

from tests.builders.http import Client, GameDriver, assert_problem


async def test_an_unknown_method_is_405_with_allow(client: Client) -> None:
    game = await GameDriver.create(client)
    response = await client.request(
        "TRACE", f"/v1/games/{game.game_id}/rolls", headers=game.auth("tohaa")
    )
    assert_problem(response, 405, "method-not-allowed")
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "method-not-allowed"
    assert {"GET", "POST"} <= {m.strip() for m in response.headers["allow"].split(",")}


async def test_a_number_is_not_a_boolean(client: Client) -> None:
    side = {"name": "Fennec", "attribute": 12, "burst": 1, "extra_die": 0}
    response = await client.post("/v1/odds", json={"kind": "normal", "sides": [side]})
    problem = assert_problem(response, 422, "invalid-body")
    assert "sides[0].extra_die" in problem["detail"]


async def test_a_string_is_not_a_number(client: Client) -> None:
    side = {"name": "Fennec", "attribute": "12", "burst": 1}
    response = await client.post("/v1/odds", json={"kind": "normal", "sides": [side]})
    assert_problem(response, 422, "invalid-body")
