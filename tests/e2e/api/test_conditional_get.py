"""Reads of a game's resources carry an ETag, and If-None-Match with it answers 304, no body."""

from __future__ import annotations

import pytest

from service.api._http.conditional import matches
from tests.builders.http import Client, GameDriver, assert_problem, trooper

READS = ["", "/state", "/events", "/rolls", "/troopers", "/troopers/a1"]


@pytest.mark.parametrize("path", READS)
async def test_a_read_answers_304_until_the_game_changes(client: Client, path: str) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "a1"), expect=201)
    url = f"/v1/games/{game.game_id}{path}"
    first = await client.get(url, headers=game.auth("tohaa"))
    assert first.status_code == 200
    etag = first.headers["etag"]

    unchanged = await client.get(url, headers={**game.auth("tohaa"), "If-None-Match": etag})
    assert unchanged.status_code == 304
    assert unchanged.content == b""
    assert unchanged.headers["etag"] == etag

    other = await client.get(url, headers={**game.auth("tohaa"), "If-None-Match": '"0"'})
    assert other.status_code == 200
    assert other.json() == first.json()

    await game.post("tohaa", "/troopers", trooper("tohaa", "t1"), expect=201)
    changed = await client.get(url, headers={**game.auth("tohaa"), "If-None-Match": etag})
    if path in {"/troopers/a1", "/rolls"}:  # the new trooper does not change these answers
        assert changed.status_code == 304
    else:
        assert changed.status_code == 200
        assert changed.headers["etag"] != etag


async def test_an_error_is_never_a_304(client: Client) -> None:
    game = await GameDriver.create(client)
    url = f"/v1/games/{game.game_id}/troopers/nobody"
    response = await client.get(url, headers={**game.auth("tohaa"), "If-None-Match": "*"})
    assert_problem(response, 404, "not-found")


def test_if_none_match_compares_weakly_and_takes_lists() -> None:
    assert matches('W/"1", "2"', '"2"')
    assert matches('"2"', 'W/"2"')
    assert matches("*", '"9"')
    assert not matches('"12"', '"1"')
