"""`GET /rolls` and `/rolls/{version}` show each roll as it ended: the dice after discards, its
status (final, voided, superseded) and links to the events that made and changed it; a
rebuild of the projections gives the same answers."""

from __future__ import annotations

from typing import Any

from service.projections.writer import rebuild
from service.store.database import open_pool
from tests.builders.http import Client, GameDriver, shot, trooper

AT_A = "fennec:bs_attack>senku-a"
SENKU_A = "senku-a:bs_attack"
SD_REROLL = [{"slug": "combi_rifle", "special_die": True, "reroll": True}]


async def sd_duel(client: Client) -> GameDriver:
    """Fennec (+1 SD, ReRoll) against Senku A (+1 SD), faces entered: both discard, the Fennec
    rerolls its 4 into a 12."""
    game = await GameDriver.create(client, manual_dice=True)
    fennec = trooper("ariadna", "fennec", bs=12, weapons=SD_REROLL)
    senku = trooper("tohaa", "senku-a", weapons=[{"slug": "combi_rifle", "special_die": True}])
    await game.post("ariadna", "/troopers", fennec, 201)
    await game.post("tohaa", "/troopers", senku, 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))}
    )
    entered = [{"roll": AT_A, "faces": [10, 4, 2, 13]}, {"roll": SENKU_A, "faces": [11, 9]}]
    await game.post("ariadna", "/orders/1/resolve", {"dice": entered})
    await game.post("ariadna", "/orders/1/discard", {"side": AT_A, "die": 3})
    await game.post("tohaa", "/orders/1/discard", {"side": SENKU_A, "die": 0})
    await game.post("ariadna", "/orders/1/reroll", {"side": AT_A, "die": 1, "face": 12})
    return game


def faces(roll: dict[str, Any], name: str) -> list[int]:
    return [d["face"] for d in next(s for s in roll["sides"] if s["name"] == name)["dice"]]


async def test_rolls_show_the_dice_they_ended_with_and_their_status(client: Client) -> None:
    game = await sd_duel(client)
    made, reroll = await game.get("tohaa", "/rolls")
    base = f"/v1/games/{game.game_id}"
    assert (made["type"], made["status"], made["superseded_by"]) == (
        "order_roll_made",
        "superseded",
        reroll["version"],
    )
    # As first rolled the Senku's Critical 11 won; after both discards the Fennec's 10 did.
    assert made["recorded_roll"]["winner"] == SENKU_A
    assert (made["roll"]["winner"], faces(made["roll"], SENKU_A)) == (AT_A, [9])
    v = made["version"]
    assert [e["version"] for e in made["events"]] == [v, v + 1, v + 2, reroll["version"]]
    assert made["href"] == f"{base}/rolls/{v}"
    for link in made["events"]:
        page = (await client.get(link["href"], headers=game.auth("tohaa"))).json()
        assert [e["version"] for e in page["events"]] == [link["version"]]
    assert (reroll["type"], reroll["status"]) == ("reroll_made", "final")
    assert faces(reroll["roll"], AT_A) == [10, 12, 2]
    assert await game.get("ariadna", f"/rolls/{v}") == made


async def test_voided_rolls_say_so_and_a_rebuild_gives_the_same_rolls(
    client: Client, db_url: str
) -> None:
    game = await sd_duel(client)
    await game.post("ariadna", "/orders/1/conclude", {})
    voided = await game.post("organiser", "/orders/1/void", {"reason": "wrong range"})
    void_version = voided["events"][-1]["version"]
    rolls = await game.get("tohaa", "/rolls")
    assert {r["type"] for r in rolls} >= {"order_roll_made", "reroll_made", "saving_rolls_made"}
    assert {r["status"] for r in rolls} == {"voided"}
    assert all(r["events"][-1]["version"] == void_version for r in rolls)
    pool = await open_pool(db_url, min_size=1, max_size=1)
    try:
        await rebuild(pool)
    finally:
        await pool.close()
    assert await game.get("tohaa", "/rolls") == rolls


async def test_a_version_that_made_no_roll_is_not_found(client: Client) -> None:
    game = await GameDriver.create(client)
    path = f"/v1/games/{game.game_id}/rolls"
    missing = await client.get(f"{path}/1", headers=game.auth("ariadna"))
    assert missing.status_code == 404
    assert missing.json()["code"] == "not-found"
    assert "no roll at version 1" in missing.json()["detail"]
    assert (await client.get(path, headers=game.auth("ariadna"))).json() == []
