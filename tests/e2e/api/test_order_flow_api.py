"""A game driven through the API as a companion app would: troopers, turns, orders, rolls."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from typing import Any

import psycopg

from service.domain.dice import derive_faces
from service.keyring import Keyring
from service.projections.writer import rebuild
from service.store.database import open_pool
from tests.builders.http import Client, GameDriver, assert_problem, shot, trooper

FENNEC_AT_A = "fennec:bs_attack>senku-a"
FENNEC_AT_B = "fennec:bs_attack>senku-b"
SENKU_A = "senku-a:bs_attack"
SENKU_B = "senku-b:bs_attack"


async def fennec_and_senkus(client: Client, **game: Any) -> GameDriver:
    driver = await GameDriver.create(client, **game)
    added = await driver.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    assert added["events"][0]["type"] == "trooper_added"
    await driver.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await driver.post("tohaa", "/troopers", trooper("tohaa", "senku-b"), 201)
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    return driver


def side(roll: dict[str, Any], name: str) -> dict[str, Any]:
    return next(s for s in roll["sides"] if s["name"] == name)


def dice_of(event_data: dict[str, Any], name: str) -> list[tuple[int, bool, Any]]:
    found = side(event_data["roll"], name)
    return [(d["face"], d["cancelled"], d["cancelled_by"]) for d in found["dice"]]


async def test_seed_exchange_with_entered_dice(client: Client) -> None:
    game = await fennec_and_senkus(client, manual_dice=True)
    activated = await game.post(
        "ariadna",
        "/orders",
        {"trooper": "fennec", "skill": shot(("senku-a", 2, 15), ("senku-b", 1, 15))},
        201,
    )
    order = activated["events"][0]["data"]["order"]
    await game.post(
        "tohaa", f"/orders/{order}/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))}
    )
    await game.post(
        "tohaa", f"/orders/{order}/aros", {"trooper": "senku-b", "skill": shot(("fennec", 1, 15))}
    )
    entered = [
        {"roll": FENNEC_AT_A, "faces": [4, 9]},
        {"roll": SENKU_A, "faces": [5]},
        {"roll": FENNEC_AT_B, "faces": [11]},
        {"roll": SENKU_B, "faces": [11]},
    ]
    resolved = await game.post("ariadna", f"/orders/{order}/resolve", {"dice": entered})
    rolls = [e["data"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    assert [r["roll"]["kind"] for r in rolls] == ["face_to_face", "face_to_face"]
    against_a, against_b = rolls
    assert side(against_a["roll"], FENNEC_AT_A)["success_value"] == 12
    assert side(against_a["roll"], SENKU_A)["success_value"] == 11
    # Senku A's 5 cancels the Fennec's 4; the 9 wins: Senku A takes one hit.
    assert dice_of(against_a, FENNEC_AT_A) == [(4, True, 0), (9, False, None)]
    assert dice_of(against_a, SENKU_A) == [(5, True, 1)]
    assert against_a["roll"]["winner"] == FENNEC_AT_A
    # Both roll 11: a Critical for Senku B only, who wins: the Fennec takes a critical hit.
    assert dice_of(against_b, FENNEC_AT_B) == [(11, True, 0)]
    assert side(against_b["roll"], SENKU_B)["dice"][0]["critical"] is True
    assert (side(against_b["roll"], SENKU_B)["criticals"], against_b["roll"]["winner"]) == (
        1,
        SENKU_B,
    )
    saves = [{"roll": FENNEC_AT_A, "faces": [15]}, {"roll": SENKU_B, "faces": [3, 12]}]
    concluded = await game.post("ariadna", f"/orders/{order}/conclude", {"saves": saves})
    save_events = {
        e["data"]["trooper"]: e["data"]
        for e in concluded["events"]
        if e["type"] == "saving_rolls_made"
    }
    # A critical hit: two Saving Rolls at ARM 1 + PS 7 + 3 (Partial Cover), the second extra.
    fennec_saves = save_events["fennec"]
    assert (fennec_saves["ps"], fennec_saves["success_value"]) == (7, 11)
    assert [(r["face"], r["passed"], r["critical_extra"]) for r in fennec_saves["rolls"]] == [
        (3, True, False),
        (12, False, True),
    ]
    troopers = {t["trooper_id"]: t for t in await game.get("organiser", "/troopers")}
    assert (troopers["senku-a"]["wounds"], troopers["senku-a"]["state"]) == (1, "unconscious")
    assert (troopers["fennec"]["wounds"], troopers["fennec"]["state"]) == (1, "unconscious")
    assert troopers["senku-b"]["state"] == "normal"
    record = await game.get("tohaa", f"/orders/{order}")
    assert record["status"] == "resolved"
    state = await game.get("tohaa", "/state")
    assert state["open_order"] is None
    # Concluded orders are read apart from the state, which stays the same size all game.
    assert "resolved_orders" not in state
    orders = await game.get("tohaa", "/orders")
    assert [(o["number"], o["status"]) for o in orders] == [(order, "resolved")]
    assert orders[0] == record


async def test_full_burst_both_criticals_and_a_missed_normal_roll(client: Client) -> None:
    game = await fennec_and_senkus(client, manual_dice=True)
    await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))}
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku-b", "skill": shot(("fennec", 1, 9))}
    )
    entered = [
        {"roll": FENNEC_AT_A, "faces": [12, 3, 7]},
        {"roll": SENKU_A, "faces": [11]},
        {"roll": SENKU_B, "faces": [14]},
    ]
    resolved = await game.post("ariadna", "/orders/1/resolve", {"dice": entered})
    duel, normal = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    assert (duel["kind"], normal["kind"]) == ("face_to_face", "normal")
    assert duel["winner"] is None
    assert all(
        d["cancelled_by"] == "all_criticals"
        for s in duel["sides"]
        for d in s["dice"]
        if d["success"]
    )
    [senku_b] = normal["sides"]
    assert (
        senku_b["success_value"],
        senku_b["dice"][0]["face"],
        senku_b["dice"][0]["success"],
    ) == (
        11,
        14,
        False,
    )


async def test_bad_commands_get_problems_and_append_nothing(client: Client) -> None:
    game = await fennec_and_senkus(client, manual_dice=True)
    version = (await game.get("organiser", ""))["version"]

    async def refused(who: str, path: str, body: Any, status: int) -> None:
        response = await client.post(
            f"/v1/games/{game.game_id}{path}", json=body, headers=game.auth(who)
        )
        assert response.status_code == status, (path, response.text)
        assert response.headers["content-type"].startswith("application/problem+json")
        assert (await game.get("organiser", ""))["version"] == version

    move = {"skill": "move"}
    await refused("tohaa", "/orders", {"trooper": "senku-a", "skill": move}, 409)  # not your turn
    await refused("ariadna", "/orders", {"trooper": "senku-a", "skill": move}, 403)  # not yours
    await refused(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 4, 15))}, 422
    )  # Burst above the weapon's
    await refused("ariadna", "/orders", {"trooper": "nobody", "skill": move}, 422)
    await refused("ariadna", "/orders", {"trooper": "fennec", "skill": {"skill": "fly"}}, 422)
    await refused("tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": move}, 409)
    await refused("tohaa", "/turns", {"player": "tohaa"}, 409)  # a turn is running
    await refused("ariadna", "/orders/3/void", {"reason": "x"}, 403)  # organiser only

    await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
    )
    version = (await game.get("organiser", ""))["version"]
    await refused(
        "ariadna", "/orders/1/resolve", {"dice": [{"roll": FENNEC_AT_A, "faces": [4, 9, 21]}]}, 422
    )  # a face outside 1..20
    await refused(
        "ariadna", "/orders/1/resolve", {"dice": [{"roll": FENNEC_AT_A, "faces": [4, 9]}]}, 422
    )  # fewer dice than the Burst
    await refused("ariadna", "/orders/2/resolve", {}, 409)  # not the open order
    await game.post(
        "ariadna", "/orders/1/resolve", {"dice": [{"roll": FENNEC_AT_A, "faces": [15, 16, 17]}]}
    )
    version = (await game.get("organiser", ""))["version"]
    await refused(
        "tohaa", "/orders/1/aros", {"trooper": "senku-b", "skill": {"skill": "dodge"}}, 409
    )  # an ARO after resolution


async def test_a_whole_turn_with_server_dice(client: Client, db_url: str, keyring: Keyring) -> None:
    game = await GameDriver.create(client, client_seed="club night", dice="dice-v1")
    for player, ids in (("ariadna", ["fennec", "line"]), ("tohaa", ["senku-a", "senku-b"])):
        for trooper_id in ids:
            await game.post(player, "/troopers", trooper(player, trooper_id, bs=12), 201)
    started = await game.post("ariadna", "/turns", {"player": "ariadna"})
    # Tactical Phase: one Regular Order per Regular trooper, no Lieutenant among them.
    pool = started["events"][0]["data"]
    assert (pool["regular_orders"], pool["irregular_orders"], pool["lieutenant_orders"]) == (
        2,
        [],
        0,
    )
    state = await game.get("ariadna", "/state")
    assert (state["turn"], state["active_player"], state["orders_left"]) == (1, "ariadna", 2)

    await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 12))}, 201
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 12))}
    )
    resolved = await game.post("ariadna", "/orders/1/resolve", {})
    concluded = await game.post("ariadna", "/orders/1/conclude", {})
    await game.post("ariadna", "/orders", {"trooper": "line", "skill": {"skill": "move"}}, 201)
    await game.post("ariadna", "/orders/2/second-skill", {"skill": {"skill": "idle"}})
    await game.post("ariadna", "/orders/2/resolve", {})
    await game.post("ariadna", "/orders/2/conclude", {})
    state = await game.get("organiser", "/state")
    assert state["orders_left"] == 0
    assert [o["number"] for o in await game.get("organiser", "/orders")] == [1, 2]
    assert [o["number"] for o in await game.get("organiser", "/orders?after=1&limit=5")] == [2]
    await game.post("ariadna", "/turns/current/end")
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    state = await game.get("organiser", "/state")
    assert (state["turn"], state["active_player"]) == (2, "tohaa")

    # Every die the server drew is dice-v1 of the drawing event's version.
    with psycopg.connect(db_url) as conn:
        row = conn.execute(
            "SELECT sealed_seed FROM game_secrets WHERE game_id = %s", (game.game_id,)
        ).fetchone()
    assert row is not None
    log = (await game.get("organiser", "/events?limit=1000"))["events"]
    drawing = [e for e in log if e["data"].get("draws")]
    assert drawing, "the turn drew no dice"
    for event in drawing:
        expected = derive_faces(
            keyring.open_seed(uuid.UUID(game.game_id), bytes(row[0])),
            uuid.UUID(game.game_id),
            "club night",
            event["version"],
            len(event["data"]["draws"]),
        )
        assert event["data"]["draws"] == list(expected)
    assert any(e["type"] == "order_roll_made" for e in resolved["events"])
    assert concluded["events"][-1]["type"] == "order_concluded"

    # The projections equal a replay of the log, through the API's rebuild and the CLI's.
    before = (await game.get("organiser", "/state"), await game.get("organiser", "/rolls"))
    pool = await open_pool(db_url, min_size=1, max_size=1)
    try:
        assert await rebuild(pool) == 1
    finally:
        await pool.close()
    assert (await game.get("organiser", "/state"), await game.get("organiser", "/rolls")) == before
    cli = subprocess.run(
        [sys.executable, "-m", "service", "rebuild"],
        env={**os.environ, "DATABASE_URL": db_url},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert cli.returncode == 0, cli.stderr
    assert (await game.get("organiser", "/state"), await game.get("organiser", "/rolls")) == before


async def test_created_troopers_and_orders_are_where_location_says(client: Client) -> None:
    game = await GameDriver.create(client)
    response = await client.post(
        f"/v1/games/{game.game_id}/troopers",
        json=trooper("ariadna", "fennec", bs=12),
        headers=game.auth("ariadna"),
    )
    assert response.status_code == 201
    assert response.headers["location"] == f"/v1/games/{game.game_id}/troopers/fennec"
    fetched = await client.get(response.headers["location"], headers=game.auth("tohaa"))
    assert fetched.status_code == 200
    assert (fetched.json()["name"], fetched.json()["profile"]["bs"]) == ("Fennec", 12)
    missing = await client.get(
        f"/v1/games/{game.game_id}/troopers/nobody", headers=game.auth("tohaa")
    )
    assert_problem(missing, 404, "not-found")
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    order = await client.post(
        f"/v1/games/{game.game_id}/orders",
        json={"trooper": "fennec", "skill": {"skill": "move"}},
        headers=game.auth("ariadna"),
    )
    assert order.status_code == 201
    opened = await client.get(order.headers["location"], headers=game.auth("tohaa"))
    assert (opened.json()["status"], opened.json()["trooper"]) == ("open", "fennec")
    # An order not given yet is in neither the open order nor the concluded orders' rows.
    unknown = await client.get(f"/v1/games/{game.game_id}/orders/2", headers=game.auth("tohaa"))
    assert_problem(unknown, 404, "not-found")
    assert unknown.headers["content-type"].startswith("application/problem+json")
    assert await game.get("tohaa", "/orders") == []
