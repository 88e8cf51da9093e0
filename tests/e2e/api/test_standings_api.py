"""The score in /state and an organiser's standings over HTTP.

Tournament Points per ITS Season 10 as an ITS event published it
(http://www.the131.com/forum/viewtopic.php?f=58&p=52558): 3 for a win by 5 Objective Points or
more, 2 for a win by 4 or less, 1 for a tie, 0 for a defeat; ranked by Tournament Points, then
Objective Points, then Victory Points. The older ITS ranking
(http://www.norcononline.com/blog/infinity/): Objective Points, then Victory Points, then the
Objective Points of all the player's opponents.
"""

from __future__ import annotations

from typing import Any

import httpx

from tests.builders.http import Client, GameDriver, assert_problem
from tests.e2e.api.serving import bearer
from tests.e2e.api.sse import create_game, events_until, messages


async def organised(client: Client, token: str, players: list[str]) -> GameDriver:
    response = await client.post(
        "/v1/games", json={"players": players}, headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 201, response.text
    created = response.json()
    tokens = {"organiser": token, **created["tokens"]["players"]}
    return GameDriver(client, created["id"], tokens, created["seed_commitment"])


async def settle(game: GameDriver, points: dict[str, int]) -> None:
    await game.post("organiser", "/end", {"reason": "three rounds"})
    first, second = points
    for player, opponent in ((first, second), (second, first)):
        await game.post(player, "/results", {"player": player, "objective_points": points[player]})
        await game.post(opponent, "/results/confirm", {"player": player, "accept": True})


async def standings(client: Client, token: str, **query: Any) -> Any:
    response = await client.get(
        "/v1/organiser/standings", params=query, headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 200, response.text
    return response.json()


async def test_state_shows_the_score_once_the_game_has_ended(client: Client) -> None:
    game = await GameDriver.create(client, players=["anna", "ben"])
    assert (await game.get("anna", "/state"))["score"] is None
    await settle(game, {"anna": 8, "ben": 2})
    score = (await game.get("ben", "/state"))["score"]
    # By hand: anna wins by 6, a Total Victory (3); ben's Defeat is 0. No troopers: 0 VP each.
    assert [
        (p["player"], p["objective_points"], p["victory_points"], p["tournament_points"])
        for p in score["players"]
    ] == [("anna", 8, 0, 3), ("ben", 2, 0, 0)]
    assert (score["final"], score["winner"]) == (True, "anna")
    assert (await game.get("anna", ""))["score"] == score


async def test_standings_rank_every_player_of_the_organisers_games(client: Client) -> None:
    first = await GameDriver.create(client, players=["anna", "ben"])
    token = first.tokens["organiser"]
    second = await organised(client, token, ["cleo", "dan"])
    third = await organised(client, token, ["anna", "cleo"])
    running = await organised(client, token, ["ben", "dan"])
    await settle(first, {"anna": 8, "ben": 2})
    await settle(second, {"cleo": 5, "dan": 4})
    await settle(third, {"anna": 3, "cleo": 3})
    its = await standings(client, token)
    # By hand: anna 3 + 1 = 4 TP (11 OP), cleo 2 + 1 = 3 TP (8 OP), dan 0 TP with 4 OP before
    # ben 0 TP with 2 OP. The running game counts for nobody yet.
    assert its["scheme"] == "its-season-10"
    assert [(r["rank"], r["player"], r["tournament_points"]) for r in its["standings"]] == [
        (1, "anna", 4),
        (2, "cleo", 3),
        (3, "dan", 0),
        (4, "ben", 0),
    ]
    anna = its["standings"][0]
    assert [g["id"] for g in anna["games"]] == [first.game_id, third.game_id]
    assert anna["games"][0]["href"] == f"/v1/games/{first.game_id}"
    assert [g["id"] for g in its["pending_games"]] == [running.game_id]

    older = await standings(client, token, scheme="its-objective-points")
    # By hand: 11, 8, 4, 2 OP; anna's opponents ben and cleo scored 2 + 8 = 10 in all.
    assert [(r["player"], r["objective_points"]) for r in older["standings"]] == [
        ("anna", 11),
        ("cleo", 8),
        ("dan", 4),
        ("ben", 2),
    ]
    assert older["standings"][0]["opponents_objective_points"] == 10
    assert all(r["tournament_points"] is None for r in older["standings"])


async def test_standings_need_an_organiser_token_and_a_published_scheme(client: Client) -> None:
    game = await GameDriver.create(client, players=["anna", "ben"])
    response = await client.get(
        "/v1/organiser/standings", headers={"Authorization": f"Bearer {game.tokens['anna']}"}
    )
    assert_problem(response, 401, "unauthorized")
    response = await client.get(
        "/v1/organiser/standings",
        params={"scheme": "made-up"},
        headers={"Authorization": f"Bearer {game.tokens['organiser']}"},
    )
    assert_problem(response, 400, "malformed-request")


async def test_the_state_stream_shows_the_score_as_it_becomes_final(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        players = game["tokens"]["players"]

        async def post(who: str, path: str, body: Any) -> None:
            token = game["tokens"]["organiser"] if who == "organiser" else players[who]
            answer = await client.post(
                f"/v1/games/{game['id']}{path}", json=body, headers=bearer(token)
            )
            assert answer.status_code == 200, answer.text

        await post("organiser", "/end", {})
        await post("ariadna", "/results", {"player": "ariadna", "objective_points": 4})
        await post("tohaa", "/results/confirm", {"player": "ariadna", "accept": True})
        await post("tohaa", "/results", {"player": "tohaa", "objective_points": 4})
        path = f"/v1/games/{game['id']}/state/stream"
        headers = bearer(players["ariadna"])
        async with client.stream("GET", path, headers=headers) as response:
            msgs = messages(response)
            (waiting,) = await events_until(msgs, lambda got: len(got) == 1)
            await post("ariadna", "/results/confirm", {"player": "tohaa", "accept": True})
            (final,) = await events_until(msgs, lambda got: len(got) == 1)

    assert waiting.json()["score"]["final"] is False
    score = final.json()["score"]
    # By hand: 4 Objective Points each, a Tie, worth 1 Tournament Point to each (ITS Season 10).
    assert [(p["player"], p["tournament_points"]) for p in score["players"]] == [
        ("ariadna", 1),
        ("tohaa", 1),
    ]
    assert score["final"] is True
