"""Corrections a real table needs: refused turns, who may act when, fixing troopers."""

from __future__ import annotations

from typing import Any

from tests.api.game_client import Client, GameDriver, trooper


async def problem_of(game: GameDriver, who: str, path: str, body: Any) -> dict[str, Any]:
    response = await game.client.post(
        f"/v1/games/{game.game_id}{path}", json=body, headers=game.auth(who)
    )
    assert response.headers["content-type"].startswith("application/problem+json")
    found: dict[str, Any] = response.json()
    assert found["status"] == response.status_code
    return found


async def test_a_turn_with_no_troopers_is_a_conflict_and_appends_nothing(client: Client) -> None:
    game = await GameDriver.create(client)
    version = (await game.get("organiser", ""))["version"]
    refused = await problem_of(game, "ariadna", "/turns", {"player": "ariadna"})
    assert (refused["status"], refused["title"]) == (409, "No troopers to play")
    assert (await game.get("organiser", ""))["version"] == version


async def test_not_your_turn_is_a_conflict_of_its_own(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    refused = await problem_of(
        game, "tohaa", "/orders", {"trooper": "senku-a", "skill": {"skill": "move"}}
    )
    assert (refused["status"], refused["title"]) == (409, "Not your turn")
