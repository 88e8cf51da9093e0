"""Corrections a real table needs: refused turns, who may act when, fixing troopers."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, assert_problem, trooper


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


async def test_a_trooper_is_corrected_or_removed_until_it_takes_part(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-b"), 201)
    fixed = trooper("tohaa", "senku-b", bs=13)
    del fixed["player"], fixed["trooper_id"]
    response = await client.put(
        f"/v1/games/{game.game_id}/troopers/senku-b", json=fixed, headers=game.auth("tohaa")
    )
    assert response.status_code == 200, response.text
    assert response.json()["events"][0]["type"] == "trooper_edited"
    assert (await game.get("ariadna", "/troopers/senku-b"))["profile"]["bs"] == 13
    refused = await client.put(
        f"/v1/games/{game.game_id}/troopers/senku-b", json=fixed, headers=game.auth("ariadna")
    )
    assert_problem(refused, 403, "forbidden")

    await game.post("ariadna", "/turns", {"player": "ariadna"})
    shot = {
        "skill": "bs_attack",
        "weapon": "combi_rifle",
        "targets": [{"trooper": "senku-a", "burst": 3, "distance": 15}],
    }
    await game.post("ariadna", "/orders", {"trooper": "fennec", "skill": shot}, 201)
    await game.post("ariadna", "/orders/1/resolve", {})
    await game.post("ariadna", "/orders/1/conclude", {})

    url = f"/v1/games/{game.game_id}/troopers"
    for owner, acted in (("ariadna", "fennec"), ("tohaa", "senku-a")):
        response = await client.delete(f"{url}/{acted}", headers=game.auth(owner))
        assert_problem(response, 409, "state-conflict")
        assert response.json()["title"] == "Trooper has already acted"
    removed = await client.delete(f"{url}/senku-b", headers=game.auth("tohaa"))
    assert removed.status_code == 200, removed.text
    assert removed.json()["events"][0] == {
        "version": removed.json()["version"],
        "type": "trooper_removed",
        "data": {"trooper": "senku-b"},
    }
    gone = await client.get(f"{url}/senku-b", headers=game.auth("tohaa"))
    assert_problem(gone, 404, "not-found")
    again = await client.delete(f"{url}/senku-b", headers=game.auth("tohaa"))
    assert_problem(again, 404, "not-found")
    rotated = await game.post("tohaa", "/tokens/rotate", {"role": "player", "player": "tohaa"})
    assert rotated["role"] == "player"
    report = await game.get("organiser", "/verify")
    # Every correction and the rotation were decided again from the log, and agreed.
    assert report["ok"] is True, report
