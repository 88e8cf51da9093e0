"""Results over HTTP: Objective Points recorded once the game has ended, confirmed or disputed,
a dispute decided by the organiser, and the score in the game view.

Objective Points (N5), https://infinitythewiki.com/Objective_Points: more Objective Points win,
Victory Points break a tie; Victory Points (Triumph and Defeat Module, N5,
https://infinitythewiki.com/Victory_Conditions) are the Costs of the Troopers not in a Null State.
Objective Points are bounded by the scenario's cap, 10 in ITS (an ITS league's rules,
http://tucson.tosabosa.com/events/e1538892076418509: "a maximum of ... 10 Objective Points").
"""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, trooper


async def ended_game(client: Client, **creation: Any) -> GameDriver:
    game = await GameDriver.create(client, manual_dice=True, **creation)
    for body in (
        trooper("ariadna", "line", points=12),
        trooper("ariadna", "boss", points=31, lieutenant=True),
        trooper("tohaa", "senku", points=40),
    ):
        await game.post(body["player"], "/troopers", body, 201)
    await game.post("organiser", "/end", {"reason": "three rounds"})
    return game


async def test_results_wait_for_the_end_of_the_game(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    body = {"player": "ariadna", "objective_points": 4}
    problem = await game.refused("ariadna", "/results", body, 409, "state-conflict")
    assert "once the game has ended; it is in phase" in problem["detail"]


async def test_results_recorded_confirmed_disputed_and_decided_make_the_score(
    client: Client,
) -> None:
    game = await ended_game(client)
    record = {"player": "ariadna", "objective_points": 5, "reasons": ["two antennas"]}
    recorded = await game.post("ariadna", "/results", record)
    assert [e["type"] for e in recorded["events"]] == ["result_recorded"]
    await game.post("tohaa", "/results/confirm", {"player": "ariadna", "accept": True})
    await game.post("tohaa", "/results", {"player": "tohaa", "objective_points": 6})
    dispute = {"player": "tohaa", "accept": False, "reason": "one was not held"}
    await game.post("ariadna", "/results/confirm", dispute)
    view = await game.get("ariadna", "")
    assert view["score"]["final"] is False
    await game.post("organiser", "/results", {"player": "tohaa", "objective_points": 5})
    score = (await game.get("tohaa", ""))["score"]
    # By hand: 5 OP each after the decision; Victory Points 12 + 31 = 43 against 40.
    assert [
        (p["player"], p["objective_points"], p["result_status"], p["victory_points"])
        for p in score["players"]
    ] == [("ariadna", 5, "confirmed", 43), ("tohaa", 5, "decided", 40)]
    assert (score["final"], score["winner"]) == (True, "ariadna")


async def test_a_player_cannot_confirm_their_own_result(client: Client) -> None:
    game = await ended_game(client)
    await game.post("ariadna", "/results", {"player": "ariadna", "objective_points": 3})
    own = {"player": "ariadna", "accept": True}
    await game.refused("ariadna", "/results/confirm", own, 403, "forbidden")
    score = (await game.get("tohaa", ""))["score"]
    assert [p["result_status"] for p in score["players"] if p["player"] == "ariadna"] == [
        "recorded"
    ]


async def test_objective_points_above_the_its_cap_are_refused_and_nothing_is_appended(
    client: Client,
) -> None:
    game = await ended_game(client)
    assert (await game.get("ariadna", ""))["scenario"]["objective_points_cap"] == 10
    for points in (100, 11):
        body = {"player": "ariadna", "objective_points": points, "reasons": ["everything"]}
        problem = await game.refused("ariadna", "/results", body, 422, "objective-points-above-cap")
        assert "at most 10" in problem["detail"]
    await game.post("ariadna", "/results", {"player": "ariadna", "objective_points": 10})


async def test_a_scenarios_own_cap_is_recorded_and_held_to(client: Client) -> None:
    game = await ended_game(client, scenario={"objective_points_cap": 12})
    assert (await game.get("tohaa", ""))["scenario"]["objective_points_cap"] == 12
    body = {"player": "tohaa", "objective_points": 13}
    await game.refused("tohaa", "/results", body, 422, "objective-points-above-cap")
    await game.post("tohaa", "/results", {"player": "tohaa", "objective_points": 12})
