"""Comms Attacks through the API: a Hacker against a TAG that Resets, the State shown in /state,
in the order's replay, and the refusals as problems with stable codes."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, assert_problem, trooper

AT_TAG = "hacker:comms_attack>tag"


def carbonite(burst: int = 2, program: str = "carbonite") -> Any:
    return {
        "skill": "comms_attack",
        "program": program,
        "targets": [{"trooper": "tag", "burst": burst}],
    }


async def hacker_and_tag(client: Client, *, hacker_skills: list[Any]) -> GameDriver:
    game = await GameDriver.create(client, manual_dice=True)
    hacker = trooper("ariadna", "hacker", skills=hacker_skills, lieutenant=True)
    await game.post("ariadna", "/troopers", hacker, 201)
    tag = trooper("tohaa", "tag")
    tag["profile"]["bts"] = 3
    await game.post("tohaa", "/troopers", tag, 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    return game


async def test_hacker_against_a_tag_that_resets_and_the_state_in_state(client: Client) -> None:
    game = await hacker_and_tag(client, hacker_skills=[{"name": "hacker"}])
    activated = await game.post(
        "ariadna", "/orders", {"trooper": "hacker", "skill": carbonite()}, 201
    )
    order = activated["events"][0]["data"]["order"]
    await game.post(
        "tohaa", f"/orders/{order}/aros", {"trooper": "tag", "skill": {"skill": "reset"}}
    )
    resolved = await game.post(
        "ariadna",
        f"/orders/{order}/resolve",
        {"dice": [{"roll": AT_TAG, "faces": [6, 9]}, {"roll": "tag:reset", "faces": [7]}]},
    )
    (roll,) = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    assert roll["kind"] == "face_to_face"
    assert roll["winner"] == AT_TAG
    attack = next(s for s in roll["sides"] if s["name"] == AT_TAG)
    assert attack["hits"] == 1  # the Reset's 7 cancels the 6; the 9 hits
    concluded = await game.post(
        "ariadna", f"/orders/{order}/conclude", {"saves": [{"roll": AT_TAG, "faces": [3, 11]}]}
    )
    types = [e["type"] for e in concluded["events"]]
    assert "saving_rolls_made" in types
    assert "trooper_wounded" not in types
    entered = next(e["data"] for e in concluded["events"] if e["type"] == "trooper_state_entered")
    assert entered == {
        "order": order,
        "trooper": "tag",
        "state": "immobilized_b",
        "attack": AT_TAG,
        "program": "Carbonite",
    }

    state = await game.get("tohaa", "/state")
    tag = next(t for t in state["troopers"] if t["trooper_id"] == "tag")
    assert tag["states"] == ["immobilized_b"]
    assert tag["wounds"] == 0
    assert state["held_states"] == [{"trooper": "tag", "state": "immobilized_b", "order": order}]

    replay = await game.get("tohaa", f"/orders/{order}/replay")
    assert replay["matches_record"] is True
    assert [s["states"] for s in replay["steps"] if s["kind"] == "hacking_state"] == [
        ["Immobilized-B"]
    ]

    # The next command starts from the stored order state: the TAG is still Immobilized-B, so
    # it may only Reset (at -3), and a successful Reset cancels the State.
    second = await game.post(
        "ariadna",
        "/orders",
        {"trooper": "hacker", "order_type": "lieutenant", "skill": {"skill": "idle"}},
        201,
    )
    number = second["events"][0]["data"]["order"]
    dodge = await client.post(
        f"/v1/games/{game.game_id}/orders/{number}/aros",
        json={"trooper": "tag", "skill": {"skill": "dodge"}},
        headers=game.auth("tohaa"),
    )
    assert_problem(dodge, 422, "invalid-command")
    assert "Immobilized-B" in dodge.json()["detail"]
    await game.post(
        "tohaa", f"/orders/{number}/aros", {"trooper": "tag", "skill": {"skill": "reset"}}
    )
    resolved = await game.post(
        "ariadna", f"/orders/{number}/resolve", {"dice": [{"roll": "tag:reset", "faces": [10]}]}
    )
    (reset,) = [e["data"]["roll"] for e in resolved["events"] if e["type"] == "order_roll_made"]
    assert reset["sides"][0]["mods"] == [
        {"value": -3, "source": "other", "note": "Immobilized-B State"}
    ]
    concluded = await game.post("ariadna", f"/orders/{number}/conclude")
    assert [e["type"] for e in concluded["events"]] == [
        "trooper_states_cancelled",
        "order_concluded",
    ]
    state = await game.get("ariadna", "/state")
    assert next(t for t in state["troopers"] if t["trooper_id"] == "tag")["states"] == []


async def test_a_trooper_without_a_hacking_device_gets_a_422_with_its_code(
    client: Client,
) -> None:
    game = await hacker_and_tag(client, hacker_skills=[])
    response = await client.post(
        f"/v1/games/{game.game_id}/orders",
        json={"trooper": "hacker", "skill": carbonite()},
        headers=game.auth("ariadna"),
    )
    problem = assert_problem(response, 422, "no-hacking-device")
    assert problem["type"].endswith("/no-hacking-device")


async def test_bad_comms_attacks_are_422_problems(client: Client) -> None:
    game = await hacker_and_tag(client, hacker_skills=[{"name": "Hacking Device"}])
    cases = [
        (carbonite(program="skullbuster"), "not-in-catalogue"),
        (carbonite(burst=3), "invalid-command"),
        (carbonite(program="white_noise"), "invalid-command"),
        (carbonite(program="Not A Slug"), "invalid-body"),
        ({"skill": "comms_attack", "program": "carbonite", "targets": []}, "invalid-body"),
    ]
    for skill, code in cases:
        response = await client.post(
            f"/v1/games/{game.game_id}/orders",
            json={"trooper": "hacker", "skill": skill},
            headers=game.auth("ariadna"),
        )
        assert_problem(response, 422, code)
