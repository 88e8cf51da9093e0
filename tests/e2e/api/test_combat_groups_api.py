"""Army lists over HTTP: each trooper's Combat Group and points, the army's total in `/state`,
and one Order Pool per Combat Group (Orders and the Order Pool, N5,
https://infinitythewiki.com/Orders_and_the_Order_Pool)."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, trooper

MOVE = {"skill": "move"}


async def problem_of(game: GameDriver, who: str, path: str, body: Any) -> dict[str, Any]:
    response = await game.client.post(
        f"/v1/games/{game.game_id}{path}", json=body, headers=game.auth(who)
    )
    assert response.headers["content-type"].startswith("application/problem+json")
    found: dict[str, Any] = response.json()
    assert found["status"] == response.status_code
    return found


async def grouped_game(client: Client) -> GameDriver:
    """Ariadna: group 1 holds a Regular and an Irregular, group 2 the Lieutenant alone."""
    game = await GameDriver.create(client, manual_dice=True)
    for body in (
        trooper("ariadna", "line", combat_group=1, points=12),
        trooper("ariadna", "wild", combat_group=1, points=9, regular=False),
        trooper("ariadna", "boss", combat_group=2, points=31, lieutenant=True),
        trooper("tohaa", "senku", combat_group=1, points=40),
    ):
        await game.post(body["player"], "/troopers", body, 201)
    return game


async def _move(game: GameDriver, trooper_id: str) -> None:
    order = await game.post("ariadna", "/orders", {"trooper": trooper_id, "skill": MOVE}, 201)
    number = next(e["data"]["order"] for e in order["events"] if e["type"] == "trooper_activated")
    await game.post("ariadna", f"/orders/{number}/resolve", {})
    await game.post("ariadna", f"/orders/{number}/conclude", {})


async def test_state_shows_each_armys_points_and_group_sizes(client: Client) -> None:
    game = await grouped_game(client)
    # By hand: 12 + 9 + 31 and 40 points; groups of 2 and 1, and Tohaa's 1. Each player sees
    # its own army's total; the other's is Private until the end (a sum of Costs), its groups
    # are not.
    ariadna = {"group": 1, "troopers": 2}, {"group": 2, "troopers": 1}
    tohaa = ({"group": 1, "troopers": 1},)
    for reader, totals in (("ariadna", (52, None)), ("tohaa", (None, 40))):
        state = await game.get(reader, "/state")
        assert state["armies"] == [
            {"player": "ariadna", "points": totals[0], "groups": list(ariadna)},
            {"player": "tohaa", "points": totals[1], "groups": list(tohaa)},
        ]
    boss = next(t for t in state["troopers"] if t["trooper_id"] == "boss")
    assert boss["combat_group"] == 2
    assert "points" not in boss
    own = next(
        t for t in (await game.get("ariadna", "/state"))["troopers"] if t["trooper_id"] == "boss"
    )
    assert (own["combat_group"], own["points"]) == (2, 31)


async def test_the_pool_shows_each_groups_orders_by_kind_and_spends_them_apart(
    client: Client,
) -> None:
    game = await grouped_game(client)
    started = await game.post("ariadna", "/turns", {"player": "ariadna"})
    (turn,) = [e["data"] for e in started["events"] if e["type"] == "turn_started"]
    assert turn["groups"] == [{"group": 1, "regular": 1}, {"group": 2, "regular": 1}]
    pool = (await game.get("ariadna", "/state"))["pool"]
    assert pool["groups"] == [
        {"group": 1, "regular": 1, "irregular": ["wild"], "lieutenant": 0},
        {"group": 2, "regular": 1, "irregular": [], "lieutenant": 1},
    ]
    # To Tohaa the Lieutenant Order is Open, the group of the Lieutenant that holds it is not.
    seen = (await game.get("tohaa", "/state"))["pool"]
    assert [g["lieutenant"] for g in seen["groups"]] == [0, 0]
    assert seen["lieutenant"] == 1

    await _move(game, "boss")
    refused = await problem_of(game, "ariadna", "/orders", {"trooper": "boss", "skill": MOVE})
    assert (refused["status"], refused["code"]) == (422, "no-group-orders")
    assert "Combat Group 2" in refused["detail"]
    pool = (await game.get("tohaa", "/state"))["pool"]
    assert [g["regular"] for g in pool["groups"]] == [1, 0]
    assert pool["regular"] == 1


async def test_an_eleventh_trooper_in_a_group_is_refused_naming_the_rule(client: Client) -> None:
    game = await GameDriver.create(client)
    for n in range(10):
        await game.post("ariadna", "/troopers", trooper("ariadna", f"t{n}", combat_group=3), 201)
    refused = await problem_of(
        game, "ariadna", "/troopers", trooper("ariadna", "extra", combat_group=3)
    )
    assert (refused["status"], refused["code"]) == (422, "combat-group-full")
    assert "Orders and the Order Pool" in refused["detail"]


async def test_a_game_without_groups_shows_one_pool_as_before(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    started = await game.post("ariadna", "/turns", {"player": "ariadna"})
    (turn,) = [e["data"] for e in started["events"] if e["type"] == "turn_started"]
    assert "groups" not in turn
    state = await game.get("ariadna", "/state")
    assert state["pool"]["groups"] == []
    assert state["pool"]["regular"] == 1
    fennec = state["troopers"][0]
    assert "combat_group" not in fennec
    assert state["armies"][0] == {"player": "ariadna", "points": 0, "groups": []}
