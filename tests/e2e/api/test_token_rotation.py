"""Rotating tokens: the new one works, the old one is as unknown as any made-up token, and
the log shows who rotated whose token without ever holding a token or its hash."""

from __future__ import annotations

import hashlib
from typing import Any

from tests.builders.http import Client, GameDriver, assert_problem


async def rotate(game: GameDriver, who: str, body: Any, **headers: str) -> Any:
    return await game.client.post(
        f"/v1/games/{game.game_id}/tokens/rotate",
        json=body,
        headers={**game.auth(who), **headers},
    )


async def status_with(game: GameDriver, token: str, game_id: str | None = None) -> int:
    response = await game.client.get(
        f"/v1/games/{game_id or game.game_id}", headers={"Authorization": f"Bearer {token}"}
    )
    return response.status_code


async def test_a_player_rotates_their_own_token_and_the_organiser_no_players(
    client: Client,
) -> None:
    game = await GameDriver.create(client)
    old = game.tokens["tohaa"]
    # The answer carries the new token: the organiser would hold the player's hand.
    refused = await rotate(game, "organiser", {"role": "player", "player": "tohaa"})
    assert (refused.status_code, refused.json()["code"]) == (403, "forbidden")
    assert await status_with(game, old) == 200
    response = await rotate(game, "tohaa", {"role": "player", "player": "tohaa"})
    assert response.status_code == 200, response.text
    rotated = response.json()
    assert (rotated["role"], rotated["player"]) == ("player", "tohaa")
    new = rotated["token"]
    assert new != old
    assert await status_with(game, old) == 401
    assert await status_with(game, new) == 200
    assert await status_with(game, game.tokens["ariadna"]) == 200

    log = await game.client.get(
        f"/v1/games/{game.game_id}/events", headers={"Authorization": f"Bearer {new}"}
    )
    event = log.json()["events"][-1]
    assert (event["type"], event["data"]) == (
        "token_rotated",
        {"role": "player", "player": "tohaa", "by": "tohaa"},
    )
    assert event["version"] == rotated["version"]
    for secret in (old, new, hashlib.sha256(new.encode()).hexdigest()):
        assert secret not in log.text


async def test_a_player_rotates_only_their_own_token(client: Client) -> None:
    game = await GameDriver.create(client)
    refused = await rotate(game, "tohaa", {"role": "player", "player": "ariadna"})
    assert_problem(refused, 403, "forbidden")
    refused = await rotate(game, "tohaa", {"role": "organiser"})
    assert_problem(refused, 403, "forbidden")
    assert await status_with(game, game.tokens["ariadna"]) == 200
    assert await status_with(game, game.tokens["organiser"]) == 200

    own = await rotate(game, "tohaa", {"role": "player", "player": "tohaa"})
    assert own.status_code == 200, own.text
    assert await status_with(game, game.tokens["tohaa"]) == 401
    assert await status_with(game, own.json()["token"]) == 200
    bad = await rotate(game, "organiser", {"role": "organiser", "player": "tohaa"})
    assert_problem(bad, 422, "invalid-command")


async def test_a_rotation_retried_with_the_revoked_token_is_refused_and_rotates_once(
    client: Client,
) -> None:
    """Each caller rotates only their own token, which the rotation revokes: a retry with the
    same Idempotency-Key cannot get the answer back (docs/api.md: keep the answer)."""
    game = await GameDriver.create(client)
    body = {"role": "player", "player": "ariadna"}
    first = await rotate(game, "ariadna", body, **{"Idempotency-Key": "rotate-ariadna-once-1"})
    assert first.status_code == 200, first.text
    again = await rotate(game, "ariadna", body, **{"Idempotency-Key": "rotate-ariadna-once-1"})
    assert_problem(again, 401, "unauthorized")
    assert await status_with(game, first.json()["token"]) == 200
    summary = await game.get("organiser", "")
    assert summary["version"] == first.json()["version"]


async def test_rotating_a_shared_organiser_token_rotates_it_for_this_game_only(
    client: Client,
) -> None:
    game = await GameDriver.create(client)
    shared = game.tokens["organiser"]
    second = await client.post(
        "/v1/games",
        json={"players": ["a", "b"]},
        headers={"Authorization": f"Bearer {shared}"},
    )
    assert second.status_code == 201, second.text
    other_game = second.json()["id"]

    response = await rotate(game, "organiser", {"role": "organiser"})
    assert response.status_code == 200, response.text
    new = response.json()["token"]
    # The old token still runs the other game, so here it is a token of another game: 404.
    assert await status_with(game, shared) == 404
    assert await status_with(game, shared, other_game) == 200
    assert await status_with(game, new) == 200
    assert await status_with(game, new, other_game) == 404
