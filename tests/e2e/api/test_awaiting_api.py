"""Every answer says what comes next: each command's answer and `/state` carry `awaiting`, who
may act and with which operation, about which order, roll or trooper, as the reader may see
it; a Move with no ARO takes one request per player (`conclude: when-possible` and
`POST .../orders/{n}/no-aro`).

Order Expenditure Sequence (N5, https://infinitythewiki.com/Order_Expenditure_Sequence): the
Reactive Player declares AROs after the first skill, and "if a Trooper can declare an ARO and
fails to do so, they forfeit their right to declare an ARO against this Order"; then the second
skill, the AROs it newly allows, the resolution, its effects and the conclusion.
"""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, shot, trooper

MOVE = {"skill": "move"}
READERS = ("ariadna", "tohaa", "organiser")
AT_SENKU = "fennec:bs_attack>senku"
SENKU = "senku:bs_attack"


def aro_window(order: int, player: str, *, first: bool = True) -> list[dict[str, Any]]:
    until = ["declare_second_skill", "resolve_order"] if first else ["resolve_order"]
    return [
        {
            "kind": "aro",
            "player": player,
            "operation": "declare_aro",
            "order": order,
            "until": until,
        },
        {
            "kind": "no_aro",
            "player": player,
            "operation": "declare_no_aro",
            "order": order,
            "until": until,
        },
    ]


def next_order(player: str) -> list[dict[str, Any]]:
    return [
        {"kind": "order", "player": player, "operation": "activate_trooper"},
        {"kind": "turn_end", "player": player, "operation": "end_turn"},
    ]


async def awaited_by(game: GameDriver, *readers: str) -> list[Any]:
    """Each reader's `/state` `awaiting`: the same list for every reader who sees it all."""
    return [(await game.get(who, "/state"))["awaiting"] for who in readers]


async def table(client: Client, **options: Any) -> GameDriver:
    """Fennec and Carlota (Ariadna) against Senku (Tohaa); Ariadna's turn."""
    game = await GameDriver.create(client, **options)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    await game.post("ariadna", "/troopers", trooper("ariadna", "carlota"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    started = await game.post("ariadna", "/turns", {"player": "ariadna"})
    assert started["awaiting"] == next_order("ariadna")
    return game


async def test_a_move_with_no_aro_takes_one_request_per_player(client: Client) -> None:
    game = await table(client)
    order = {"trooper": "carlota", "skill": MOVE, "conclude": "when-possible"}
    activated = await game.post("ariadna", "/orders", order, 201)
    # The switch gives up the second skill: Tohaa's answer is all the order waits for.
    expected = [
        *aro_window(1, "tohaa"),
        {"kind": "resolution", "player": "ariadna", "operation": "resolve_order", "order": 1},
    ]
    assert activated["awaiting"] == expected
    assert await awaited_by(game, *READERS) == [expected] * 3

    answered = await game.post("tohaa", "/orders/1/no-aro")
    assert [e["type"] for e in answered["events"]] == [
        "no_aro_declared",
        "resolution_began",
        "order_concluded",
    ]
    assert answered["events"][0]["data"] == {
        "order": 1,
        "player": "tohaa",
        "after_second_skill": False,
    }
    assert answered["awaiting"] == next_order("ariadna")
    assert await awaited_by(game, *READERS) == [next_order("ariadna")] * 3
    shown = await game.get("tohaa", "/orders/1")
    assert shown["status"] == "resolved"


async def test_an_order_without_the_switch_waits_for_its_active_player(client: Client) -> None:
    game = await table(client)
    activated = await game.post("ariadna", "/orders", {"trooper": "carlota", "skill": MOVE}, 201)
    assert activated["awaiting"] == [
        *aro_window(1, "tohaa"),
        {
            "kind": "second_skill",
            "player": "ariadna",
            "operation": "declare_second_skill",
            "order": 1,
        },
        {"kind": "resolution", "player": "ariadna", "operation": "resolve_order", "order": 1},
    ]
    answered = await game.post("tohaa", "/orders/1/no-aro")
    assert [e["type"] for e in answered["events"]] == ["no_aro_declared"]
    assert answered["awaiting"] == [
        {
            "kind": "second_skill",
            "player": "ariadna",
            "operation": "declare_second_skill",
            "order": 1,
        },
        {"kind": "resolution", "player": "ariadna", "operation": "resolve_order", "order": 1},
    ]
    again = await game.post("tohaa", "/orders/1/no-aro", expect=409)
    assert again["code"] == "state-conflict"
    late = {"trooper": "senku", "skill": {"skill": "dodge"}}
    forfeited = await game.post("tohaa", "/orders/1/aros", late, 409)
    assert forfeited["code"] == "state-conflict"
    own = await game.post("ariadna", "/orders/1/no-aro", expect=422)
    assert own["code"] == "invalid-command"
    judge = await game.post("organiser", "/orders/1/no-aro", expect=403)
    assert judge["code"] == "forbidden"
    events = await game.get("tohaa", "/events")
    assert [e["type"] for e in events["events"]].count("no_aro_declared") == 1


async def test_a_bs_attack_with_an_aro_says_what_comes_next_at_each_step(
    client: Client,
) -> None:
    game = await table(client, manual_dice=True)
    attack = {"trooper": "fennec", "skill": shot(("senku", 3, 15)), "conclude": "when-possible"}
    await game.post("ariadna", "/orders", attack, 201)
    reply = {"trooper": "senku", "skill": shot(("fennec", 1, 15))}
    declared = await game.post("tohaa", "/orders/1/aros", reply)
    resolution = {
        "kind": "resolution",
        "player": "ariadna",
        "operation": "resolve_order",
        "order": 1,
    }
    # Tohaa may still react with another trooper, or declare no further ARO.
    assert declared["awaiting"] == [*aro_window(1, "tohaa"), resolution]
    answered = await game.post("tohaa", "/orders/1/no-aro")
    # Faces may be rolled at the table: the resolution waits for Ariadna.
    assert [e["type"] for e in answered["events"]] == ["no_aro_declared"]
    assert answered["awaiting"] == [resolution]
    assert await awaited_by(game, *READERS) == [[resolution]] * 3
    # 3, 4 and 5 hit under BS 12; Senku's 20 misses: three saves for Tohaa's trooper.
    dice = [{"roll": AT_SENKU, "faces": [3, 4, 5]}, {"roll": SENKU, "faces": [20]}]
    resolved = await game.post("ariadna", "/orders/1/resolve", {"dice": dice})
    conclusion = {
        "kind": "conclusion",
        "player": "ariadna",
        "operation": "conclude_order",
        "order": 1,
    }
    assert resolved["awaiting"] == [conclusion]
    assert await awaited_by(game, *READERS) == [[conclusion]] * 3
    saves = [{"roll": AT_SENKU, "faces": [1, 1, 1]}]
    concluded = await game.post("ariadna", "/orders/1/conclude", {"saves": saves})
    assert concluded["events"][-1]["type"] == "order_concluded"
    assert concluded["awaiting"] == next_order("ariadna")


async def test_a_pending_discard_is_awaited_from_its_player_on_its_roll(client: Client) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    special = [{"slug": "combi_rifle", "special_die": True}]
    await game.post(
        "ariadna", "/troopers", trooper("ariadna", "fennec", bs=12, weapons=special), 201
    )
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku", weapons=special), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku", 3, 15))}, 201
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku", "skill": shot(("fennec", 1, 15))}
    )
    # +1 SD: four dice and two; each player discards one of their own, the active player first.
    dice = [{"roll": AT_SENKU, "faces": [3, 4, 5, 6]}, {"roll": SENKU, "faces": [20, 19]}]
    resolved = await game.post("ariadna", "/orders/1/resolve", {"dice": dice})
    first = {
        "kind": "discard",
        "player": "ariadna",
        "operation": "discard_die",
        "order": 1,
        "roll": AT_SENKU,
    }
    assert resolved["awaiting"] == [first]
    assert await awaited_by(game, *READERS) == [[first]] * 3
    discarded = await game.post("ariadna", "/orders/1/discard", {"side": AT_SENKU, "die": 3})
    second = {**first, "player": "tohaa", "roll": SENKU}
    assert discarded["awaiting"] == [second]
    assert await awaited_by(game, "tohaa") == [[second]]


async def test_faces_entered_for_the_opponent_await_the_opponents_confirmation(
    client: Client,
) -> None:
    game = await table(client, manual_dice=True, manual_dice_confirmation=True)
    await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku", 3, 15))}, 201
    )
    await game.post(
        "tohaa", "/orders/1/aros", {"trooper": "senku", "skill": shot(("fennec", 1, 15))}
    )
    dice = [{"roll": AT_SENKU, "faces": [3, 4, 5]}, {"roll": SENKU, "faces": [20]}]
    entered = await game.post("ariadna", "/orders/1/resolve", {"dice": dice})
    assert [e["type"] for e in entered["events"]] == ["dice_entered"]
    # Senku's roll is Tohaa's own: only it waits for Tohaa.
    confirmation = {
        "kind": "dice_confirmation",
        "player": "tohaa",
        "operation": "confirm_dice",
        "order": 1,
        "roll": SENKU,
    }
    assert entered["awaiting"] == [confirmation]
    assert await awaited_by(game, *READERS) == [[confirmation]] * 3
    confirmed = await game.post("tohaa", "/orders/1/confirm")
    conclusion = {
        "kind": "conclusion",
        "player": "ariadna",
        "operation": "conclude_order",
        "order": 1,
    }
    assert confirmed["awaiting"] == [conclusion]
    saves = [{"roll": AT_SENKU, "faces": [1, 1, 1]}]
    waiting = await game.post("ariadna", "/orders/1/conclude", {"saves": saves})
    save_confirmation = {
        "kind": "saving_roll_confirmation",
        "player": "tohaa",
        "operation": "confirm_dice",
        "order": 1,
        "roll": AT_SENKU,
    }
    assert waiting["awaiting"] == [save_confirmation]
    assert await awaited_by(game, *READERS) == [[save_confirmation]] * 3


async def test_a_hidden_troopers_opponent_learns_nothing_of_it_from_awaiting(
    client: Client,
) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    hidden = {k: v for k, v in trooper("tohaa", "x").items() if k != "trooper_id"}
    added = await game.post("tohaa", "/troopers", {**hidden, "hidden_deployment": True}, 201)
    hidden_id = added["events"][0]["data"]["trooper"]["trooper_id"]
    await game.post("tohaa", "/turns", {"player": "tohaa"})
    await game.post(
        "tohaa", "/orders", {"trooper": "senku", "skill": MOVE, "conclude": "when-possible"}, 201
    )
    answered = await game.post("ariadna", "/orders/1/no-aro")
    assert answered["events"][-1]["type"] == "order_concluded"
    # Tohaa's pool is spent; the Order she keeps for her trooper in Hidden Deployment is hers
    # alone to know of: to Ariadna and the organiser only the end of her turn is awaited.
    assert answered["awaiting"] == [
        {"kind": "turn_end", "player": "tohaa", "operation": "end_turn"}
    ]
    seen = await awaited_by(game, "ariadna", "organiser", "tohaa")
    assert seen == [
        [{"kind": "turn_end", "player": "tohaa", "operation": "end_turn"}],
        [{"kind": "turn_end", "player": "tohaa", "operation": "end_turn"}],
        next_order("tohaa"),
    ]
    for who in ("ariadna", "organiser"):
        response = await client.get(f"/v1/games/{game.game_id}/state", headers=game.auth(who))
        assert hidden_id not in response.text, who


async def test_every_answer_carries_awaiting_and_the_end_awaits_the_results(
    client: Client,
) -> None:
    created = await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
    assert created.status_code == 201
    assert created.json()["awaiting"] == [
        {"kind": "seed", "player": "ariadna", "operation": "contribute_entropy"},
        {"kind": "seed", "player": "tohaa", "operation": "contribute_entropy"},
        {"kind": "turn", "player": "ariadna", "operation": "start_turn"},
        {"kind": "turn", "player": "tohaa", "operation": "start_turn"},
    ]
    game = await table(client)
    rotated = await game.post("tohaa", "/tokens/rotate", {"role": "player", "player": "tohaa"})
    assert rotated["awaiting"] == next_order("ariadna")
    game.tokens["tohaa"] = rotated["token"]
    sides = [{"name": "a", "attribute": 12}, {"name": "b", "attribute": 11}]
    rolled = await game.post("ariadna", "/rolls", {"kind": "face_to_face", "sides": sides}, 201)
    assert rolled["awaiting"] == next_order("ariadna")
    ended = await game.post("organiser", "/end", {"reason": "time"})
    results = [
        {
            "kind": "result",
            "player": "ariadna",
            "operation": "record_result",
            "result_of": "ariadna",
        },
        {"kind": "result", "player": "tohaa", "operation": "record_result", "result_of": "tohaa"},
    ]
    assert ended["awaiting"] == results
    assert await awaited_by(game, *READERS) == [results] * 3


async def test_each_operation_awaiting_names_is_one_of_the_spec(client: Client) -> None:
    spec = (await client.get("/openapi.json")).json()
    operations = {
        operation["operationId"]
        for methods in spec["paths"].values()
        for operation in methods.values()
        if isinstance(operation, dict) and "operationId" in operation
    }
    schema = spec["components"]["schemas"]["AwaitedView"]
    named = set(schema["properties"]["operation"]["enum"])
    assert named <= operations
    assert {"declare_no_aro", "activate_trooper", "confirm_initiative", "confirm_roll"} <= named


async def test_a_trooper_behind_a_marker_is_named_by_its_marker_in_awaiting(
    client: Client,
) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    special = [{"slug": "combi_rifle", "special_die": True}]
    await game.post(
        "ariadna", "/troopers", trooper("ariadna", "fennec", bs=12, weapons=special), 201
    )
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku"), 201)
    camouflage = {"kind": "camouflage", "subject": "senku", "marker": 3}
    await game.post("tohaa", "/secrets", camouflage)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    attack = {"trooper": "fennec", "skill": shot(("camouflage-3", 3, 15))}
    await game.post("ariadna", "/orders", attack, 201)
    await game.post("tohaa", "/orders/1/no-aro")
    # +1 SD: four dice for a Burst 3, one of them Ariadna's to discard.
    dice = [{"roll": "fennec:bs_attack>camouflage-3", "faces": [3, 4, 5, 6]}]
    resolved = await game.post("ariadna", "/orders/1/resolve", {"dice": dice})
    discard = {"kind": "discard", "player": "ariadna", "operation": "discard_die", "order": 1}
    as_marker = {**discard, "roll": "fennec:bs_attack>camouflage-3"}
    assert resolved["awaiting"] == [as_marker]
    seen = await awaited_by(game, "ariadna", "organiser", "tohaa")
    # Its owner names its own trooper; every other reader, the marker.
    assert seen == [[as_marker], [as_marker], [{**discard, "roll": "fennec:bs_attack>senku"}]]
