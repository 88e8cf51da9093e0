"""Every route that acts for an organiser across games refuses a non-organiser alike."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.http import Client, GameDriver

NOT_AN_ORGANISER = "this is not an organiser token of any game"
GAME = {"players": ["ariadna", "tohaa"]}


def organiser_routes(game_id: str) -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, request options) of each route that takes an organiser's token."""
    return [
        ("POST", "/v1/games", {"json": GAME}),
        ("GET", "/v1/organiser/games", {}),
        ("GET", "/v1/organiser/audit", {"params": {"game": game_id}}),
        ("POST", "/v1/organiser/imports", {"json": {"export": "{}"}}),
        ("GET", "/v1/organiser/events/stream", {}),
    ]


def assert_unauthorized(response: Any, detail: str) -> None:
    assert response.status_code == 401, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "unauthorized"
    assert detail in response.json()["detail"]


@pytest.mark.parametrize("route", range(5))
async def test_a_player_token_is_refused_as_no_organiser(client: Client, route: int) -> None:
    game = await GameDriver.create(client)
    method, path, options = organiser_routes(game.game_id)[route]
    player = game.tokens["tohaa"]
    response = await client.request(
        method, path, headers={"Authorization": f"Bearer {player}"}, **options
    )
    assert_unauthorized(response, NOT_AN_ORGANISER)


@pytest.mark.parametrize("route", range(1, 5))
@pytest.mark.parametrize("authorization", [None, "Bearer  ", "Basic b3JnYW5pc2Vy"])
async def test_no_bearer_token_is_asked_for_on_each_organiser_only_route(
    client: Client, route: int, authorization: str | None
) -> None:
    game = await GameDriver.create(client)
    method, path, options = organiser_routes(game.game_id)[route]
    headers = {"Authorization": authorization} if authorization else {}
    response = await client.request(method, path, headers=headers, **options)
    # A route with a body asks for any token before reading it; the others for an organiser's.
    assert_unauthorized(response, "send `Authorization: Bearer <")
