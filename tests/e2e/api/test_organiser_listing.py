"""The organiser listing: paged by an opaque cursor, with each game's stored verification."""

from __future__ import annotations

from typing import Any

import psycopg
import pytest
from psycopg.types.json import Jsonb

from tests.builders.http import Client, GameDriver, assert_problem

ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 13, "burst": 2}]}


async def organise(client: Client, games: int) -> tuple[str, list[str]]:
    """An organiser token running ``games`` games, and their ids in creation order."""
    first = await GameDriver.create(client)
    token, ids = first.tokens["organiser"], [first.game_id]
    for _ in range(games - 1):
        created = await client.post(
            "/v1/games",
            json={"players": ["ariadna", "tohaa"]},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert created.status_code == 201, created.text
        ids.append(created.json()["id"])
    return token, ids


async def listing(client: Client, token: str, **query: Any) -> Any:
    response = await client.get(
        "/v1/organiser/games", params=query, headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 200, response.text
    return response.json()


def stored(db_url: str, game_id: str) -> tuple[Any, ...] | None:
    with psycopg.connect(db_url) as conn:
        return conn.execute(
            "SELECT version, head_hash, report, verified_at FROM game_verifications"
            " WHERE game_id = %s",
            (game_id,),
        ).fetchone()


async def test_cursor_walks_every_game_once_within_the_limit(client: Client) -> None:
    token, ids = await organise(client, 5)
    await GameDriver.create(client)  # another organiser's game: never listed
    seen: list[str] = []
    sizes = []
    page = await listing(client, token, limit=2)
    while True:
        sizes.append(len(page["games"]))
        seen += [game["id"] for game in page["games"]]
        if page["next_cursor"] is None:
            break
        page = await listing(client, token, limit=2, cursor=page["next_cursor"])
    assert seen == ids
    assert sizes == [2, 2, 1]
    everything = await listing(client, token)
    assert [game["id"] for game in everything["games"]] == ids
    assert everything["next_cursor"] is None


async def test_a_page_that_ends_exactly_at_the_last_game_says_so(client: Client) -> None:
    token, ids = await organise(client, 2)
    page = await listing(client, token, limit=2)
    assert [game["id"] for game in page["games"]] == ids
    assert page["next_cursor"] is None


@pytest.mark.parametrize(
    "query",
    [
        {"cursor": "not a cursor"},
        {"cursor": "bm90fGEgY3Vyc29y"},  # base64 of "not|a cursor"
        {"limit": 0},
        {"limit": 101},
        {"limit": "many"},
    ],
)
async def test_bad_paging_is_a_problem(client: Client, query: dict[str, Any]) -> None:
    token, _ = await organise(client, 1)
    response = await client.get(
        "/v1/organiser/games", params=query, headers={"Authorization": f"Bearer {token}"}
    )
    assert_problem(response, 400, "malformed-request")
    assert response.headers["content-type"].startswith("application/problem+json")


async def test_a_player_token_lists_nothing(client: Client) -> None:
    game = await GameDriver.create(client)
    response = await client.get("/v1/organiser/games", headers=game.auth("ariadna"))
    assert_problem(response, 401, "unauthorized")


async def test_stored_verification_is_reused_until_the_game_changes(
    client: Client, db_url: str
) -> None:
    token, [game_id] = await organise(client, 1)
    game = GameDriver(client, game_id, {"organiser": token}, "")
    [first] = (await listing(client, token))["games"]
    assert first["verification"]["ok"] is True
    row = stored(db_url, game_id)
    assert row is not None
    assert (row[0], row[1]) == (first["event_count"], first["head_hash"])

    # Mark the stored report failed behind the service's back: while the head is unchanged,
    # the listing shows what is stored, so it did not verify the game again.
    marked = {**row[2], "ok": False}
    with psycopg.connect(db_url) as conn:
        conn.execute(
            "UPDATE game_verifications SET report = %s WHERE game_id = %s",
            (Jsonb(marked), game_id),
        )
    [again] = (await listing(client, token))["games"]
    assert again["verification"]["ok"] is False
    assert stored(db_url, game_id)[3] == row[3]  # type: ignore[index]

    await game.post("organiser", "/rolls", ROLL, 201)
    [changed] = (await listing(client, token))["games"]
    assert changed["event_count"] == first["event_count"] + 1
    assert changed["verification"]["ok"] is True
    assert changed["verification"]["events"] == changed["event_count"]
    refreshed = stored(db_url, game_id)
    assert refreshed is not None
    assert (refreshed[0], refreshed[1]) == (changed["event_count"], changed["head_hash"])
    assert refreshed[3] > row[3]


async def test_verify_endpoint_always_checks_the_log_and_refreshes_the_stored_result(
    client: Client, db_url: str
) -> None:
    token, [game_id] = await organise(client, 1)
    await listing(client, token)
    row = stored(db_url, game_id)
    assert row is not None
    with psycopg.connect(db_url) as conn:
        conn.execute(
            "UPDATE game_verifications SET report = %s WHERE game_id = %s",
            (Jsonb({**row[2], "ok": False}), game_id),
        )
    verify = await client.get(
        f"/v1/games/{game_id}/verify", headers={"Authorization": f"Bearer {token}"}
    )
    assert verify.json()["ok"] is True
    [listed] = (await listing(client, token))["games"]
    assert listed["verification"]["ok"] is True


async def test_stored_verification_never_holds_the_seed(client: Client, db_url: str) -> None:
    token, [game_id] = await organise(client, 1)
    game = GameDriver(client, game_id, {"organiser": token}, "")
    await game.post("organiser", "/rolls", ROLL, 201)
    await listing(client, token)  # verified with the seed while the game runs
    await game.post("organiser", "/end", {})
    await listing(client, token)  # and once it is revealed
    seed = (await game.get("organiser", "/seed"))["seed"]
    with psycopg.connect(db_url) as conn:
        rows = conn.execute("SELECT game_verifications::text FROM game_verifications").fetchall()
    assert rows
    assert all(seed not in text for (text,) in rows)
    assert all(seed.upper() not in text for (text,) in rows)
