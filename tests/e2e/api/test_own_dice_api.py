"""Each player enters only the faces of their own rolls, over HTTP, in a game with manual dice
confirmation: the tester's three sequences (the active player's conclusion with the target's
saves, one player's Initiative Roll with both faces, a free roll with both sides' faces) wait
for the other player, who confirms with their own token; the answer and `/state` say what waits
for whom, and refusals append nothing."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, shot, trooper

FENNEC = "fennec:bs_attack>senku"
SENKU = "senku:bs_attack"


def types(result: dict[str, Any]) -> list[str]:
    return [e["type"] for e in result["events"]]


async def version_of(game: GameDriver) -> int:
    version: int = (await game.get("organiser", ""))["version"]
    return version


async def refused(game: GameDriver, who: str, path: str, body: Any, status: int) -> str:
    """The refusal's problem code, having checked that nothing was appended."""
    before = await version_of(game)
    problem = await game.post(who, path, body, status)
    assert await version_of(game) == before
    code: str = problem["code"]
    return code


async def hit_senku(client: Client) -> GameDriver:
    """The Fennec's three hits on the Senku, confirmed: the order waits for its conclusion."""
    game = await GameDriver.create(client, manual_dice=True, manual_dice_confirmation=True)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    body = {"trooper": "fennec", "skill": shot(("senku", 3, 15))}
    await game.post("ariadna", "/orders", body, 201)
    await game.post(
        "ariadna", "/orders/1/resolve", {"dice": [{"roll": FENNEC, "faces": [3, 4, 5]}]}
    )
    order = (await game.get("tohaa", "/state"))["open_order"]
    assert order["step"] == "effects"
    return game


TESTERS_SAVES = {"saves": [{"roll": FENNEC, "faces": [20, 20, 20]}]}


async def test_the_targets_saves_wait_for_the_targets_player(client: Client) -> None:
    game = await hit_senku(client)
    entered = await game.post("ariadna", "/orders/1/conclude", TESTERS_SAVES)
    assert types(entered) == ["conclusion_dice_entered"]
    data = entered["events"][0]["data"]
    assert (data["by"], data["awaiting"], data["saves"]) == (
        "ariadna",
        "tohaa",
        [{"roll": FENNEC, "faces": [20, 20, 20]}],
    )
    state = await game.get("tohaa", "/state")
    order = state["open_order"]
    assert order["step"] == "confirming"
    assert order["saves"] == []
    awaited = order["awaited_dice"]
    assert (awaited["by"], awaited["awaiting"], awaited["saves"]) == (
        "ariadna",
        "tohaa",
        data["saves"],
    )
    senku = next(t for t in state["troopers"] if t["trooper_id"] == "senku")
    assert (senku["wounds"], senku["state"]) == (0, "normal")

    for other in ("ariadna", "organiser"):
        assert await refused(game, other, "/orders/1/confirm", {}, 403) == "forbidden"
    theirs = {"guts": [{"roll": "fennec", "faces": [3]}]}
    assert await refused(game, "tohaa", "/orders/1/confirm", theirs, 403) == "forbidden"

    mine = {"saves": [{"roll": FENNEC, "faces": [1, 1, 1]}]}
    confirmed = await game.post("tohaa", "/orders/1/confirm", mine)
    assert types(confirmed)[0] == "conclusion_dice_confirmed"
    assert types(confirmed)[-1] == "order_concluded"
    assert confirmed["events"][0]["data"]["saves"] == mine["saves"]
    faces = [
        r["face"]
        for e in confirmed["events"]
        if e["type"] == "saving_rolls_made"
        for r in e["data"]["rolls"]
    ]
    assert faces == [1, 1, 1]
    assert (await game.get("tohaa", "/state"))["open_order"] is None


async def test_the_organiser_enters_no_saves(client: Client) -> None:
    game = await hit_senku(client)
    assert await refused(game, "organiser", "/orders/1/conclude", TESTERS_SAVES, 403) == (
        "forbidden"
    )


async def sequenced(client: Client) -> GameDriver:
    game = await GameDriver.create(
        client, manual_dice=True, manual_dice_confirmation=True, sequence={"rounds": 1}
    )
    await game.post("ariadna", "/troopers", trooper("ariadna", "a1", lieutenant=True), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "b1", lieutenant=True), 201)
    return game


TESTERS_INITIATIVE = {"dice": [{"player": "ariadna", "face": 13}, {"player": "tohaa", "face": 20}]}


async def test_the_opponents_initiative_face_waits_for_the_opponent(client: Client) -> None:
    game = await sequenced(client)
    entered = await game.post("ariadna", "/initiative", TESTERS_INITIATIVE)
    assert types(entered) == ["roll_dice_entered"]
    data = entered["events"][0]["data"]
    assert (data["roll"], data["by"], data["awaiting"]) == ("initiative", "ariadna", "tohaa")
    assert data["dice"] == [
        {"roll": "ariadna", "faces": [13]},
        {"roll": "tohaa", "faces": [20]},
    ]
    state = await game.get("ariadna", "/state")
    assert state["sequence"]["phase"] == "initiative"
    assert state["sequence"]["initiative_winner"] is None
    awaited = state["awaited_roll"]
    assert (awaited["roll"], awaited["by"], awaited["awaiting"]) == (
        "initiative",
        "ariadna",
        "tohaa",
    )
    assert await refused(game, "ariadna", "/initiative", TESTERS_INITIATIVE, 409) == (
        "state-conflict"
    )
    for other in ("ariadna", "organiser"):
        assert await refused(game, other, "/initiative/confirm", {}, 403) == "forbidden"
    theirs = {"dice": [{"player": "ariadna", "face": 1}]}
    assert await refused(game, "tohaa", "/initiative/confirm", theirs, 403) == "forbidden"

    confirmed = await game.post(
        "tohaa", "/initiative/confirm", {"dice": [{"player": "tohaa", "face": 4}]}
    )
    assert types(confirmed) == ["roll_dice_confirmed", "initiative_rolled"]
    rolled = confirmed["events"][1]["data"]
    faces = {s["name"]: [d["face"] for d in s["dice"]] for s in rolled["sides"]}
    assert faces == {"ariadna": [13], "tohaa": [4]}
    # Both WIP 13: Ariadna's 13 is a Critical, which beats Tohaa's success of 4.
    assert rolled["winner"] == "ariadna"
    state = await game.get("tohaa", "/state")
    assert state["awaited_roll"] is None
    assert state["sequence"]["phase"] == "choices"
    nothing = await game.post("tohaa", "/initiative/confirm", {}, 409)
    assert nothing["code"] == "state-conflict"


async def test_a_players_own_initiative_face_is_rolled_at_once(client: Client) -> None:
    game = await sequenced(client)
    rolled = await game.post("tohaa", "/initiative", {"dice": [{"player": "tohaa", "face": 7}]})
    assert types(rolled) == ["initiative_rolled"]


TESTERS_FREE_ROLL = {
    "kind": "face_to_face",
    "sides": [
        {"name": "fennec", "attribute": 12, "dice": [5], "player": "ariadna"},
        {"name": "senku", "attribute": 12, "dice": [19], "player": "tohaa"},
    ],
}


async def test_the_opponents_side_of_a_free_roll_waits_for_the_opponent(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True, manual_dice_confirmation=True)
    entered = await game.post("ariadna", "/rolls", TESTERS_FREE_ROLL, 200)
    assert types(entered) == ["roll_dice_entered"]
    data = entered["events"][0]["data"]
    assert (data["roll"], data["by"], data["awaiting"]) == ("free_roll", "ariadna", "tohaa")
    assert [(s["name"], s["player"]) for s in data["sides"]] == [
        ("fennec", "ariadna"),
        ("senku", "tohaa"),
    ]
    state = await game.get("tohaa", "/state")
    assert (state["awaited_roll"]["awaiting"], state["free_rolls"]) == ("tohaa", 0)
    assert await game.get("tohaa", "/rolls") == []
    for other in ("ariadna", "organiser"):
        assert await refused(game, other, "/rolls/confirm", {}, 403) == "forbidden"
    theirs = {"dice": [{"roll": "fennec", "faces": [1]}]}
    assert await refused(game, "tohaa", "/rolls/confirm", theirs, 403) == "forbidden"

    made = await game.post(
        "tohaa", "/rolls/confirm", {"dice": [{"roll": "senku", "faces": [6]}]}, 201
    )
    faces = {s["name"]: [d["face"] for d in s["dice"]] for s in made["sides"]}
    assert (faces, made["draws"]) == ({"fennec": [5], "senku": [6]}, [])
    listed = await game.get("tohaa", "/rolls")
    assert [r["version"] for r in listed] == [made["version"]]
    assert (await game.get("tohaa", "/state"))["awaited_roll"] is None


async def test_a_table_roll_takes_no_typed_faces(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True, manual_dice_confirmation=True)
    table = {"kind": "normal", "sides": [{"name": "scenario", "attribute": 10, "dice": [3]}]}
    assert await refused(game, "ariadna", "/rolls", table, 403) == "forbidden"
    drawn = {"kind": "normal", "sides": [{"name": "scenario", "attribute": 10}]}
    made = await game.post("ariadna", "/rolls", drawn, 201)
    assert len(made["draws"]) == 1
    typed = {"kind": "normal", "sides": [{"name": "x", "attribute": 10, "dice": [3]}]}
    assert await refused(game, "organiser", "/rolls", typed, 403) == "forbidden"
