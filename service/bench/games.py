"""A game the benchmarks play over HTTP, created as an app does: the game, then each player's
own seed for its dice-v2 dice, so its first roll is not refused."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

import httpx


async def create_game(client: httpx.AsyncClient, players: Sequence[str]) -> dict[str, Any]:
    """The creation's answer (id, tokens, ...), once every player has sent a seed: one
    `entropy_contributed` event per player follows `game_created`."""
    created = await client.post("/v1/games", json={"players": list(players)})
    if created.status_code != 201:
        raise RuntimeError(f"creating a game: {created.status_code} {created.text[:500]}")
    body: dict[str, Any] = created.json()
    for player, token in body["tokens"]["players"].items():
        sent = await client.post(
            f"/v1/games/{body['id']}/entropy",
            json={"seed": secrets.token_hex(16)},
            headers={"Authorization": f"Bearer {token}"},
        )
        if sent.status_code != 200:
            raise RuntimeError(f"sending {player}'s entropy: {sent.status_code} {sent.text[:500]}")
    return body


FREE_ROLL = {
    "kind": "face_to_face",
    "sides": [{"name": "a", "attribute": 13, "burst": 3}, {"name": "b", "attribute": 12}],
}
"""A free Face to Face roll with server dice: one event, and a verification's every check."""


async def rolled_game(client: httpx.AsyncClient, events: int) -> dict[str, Any]:
    """A game of `events` events (its creation, its players' seeds, then free rolls), as the
    creation answered it (id, tokens)."""
    players = ["a", "b"]
    body = await create_game(client, players)
    auth = {"Authorization": f"Bearer {body['tokens']['organiser']}"}
    rolls = f"/v1/games/{body['id']}/rolls"
    for _ in range(events - 1 - len(players)):
        (await client.post(rolls, json=FREE_ROLL, headers=auth)).raise_for_status()
    return body
