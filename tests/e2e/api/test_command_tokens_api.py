"""Command Tokens over HTTP (https://infinitythewiki.com/Command_Tokens, N5): four per player,
shown in /state; a spend moves a trooper between Combat Groups with its Order; refused in the
Reactive Turn and beyond the count with 422 `command-token-refused`, between turns with 409."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, trooper

PATH = "/command-tokens"


async def grouped(client: Client) -> GameDriver:
    """Ariadna: a1, a2 in Combat Group 1, a3 in group 2; Tohaa: b1 in group 1."""
    driver = await GameDriver.create(client)
    for trooper_id, group in (("a1", 1), ("a2", 1), ("a3", 2)):
        body = trooper("ariadna", trooper_id, combat_group=group)
        await driver.post("ariadna", "/troopers", body, 201)
    await driver.post("tohaa", "/troopers", trooper("tohaa", "b1", combat_group=1), 201)
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    return driver


async def tokens_of(driver: GameDriver, player: str) -> Any:
    state = await driver.get("organiser", "/state")
    return next(t for t in state["command_tokens"] if t["player"] == player)


async def test_a_new_game_shows_four_tokens_per_player(client: Client) -> None:
    driver = await GameDriver.create(client)
    state = await driver.get("organiser", "/state")
    assert state["command_tokens"] == [
        {"player": "ariadna", "left": 4, "spent": []},
        {"player": "tohaa", "left": 4, "spent": []},
    ]


async def test_moving_a_trooper_to_another_group_moves_its_order(client: Client) -> None:
    driver = await grouped(client)
    body = {"player": "ariadna", "use": "move_to_combat_group", "trooper": "a2", "combat_group": 2}
    answer = await driver.post("ariadna", PATH, body)
    assert [e["type"] for e in answer["events"]] == ["command_token_spent"]
    state = await driver.get("organiser", "/state")
    groups = {g["group"]: g["regular"] for g in state["pool"]["groups"]}
    # Group 1 had a1 and a2 (2 Orders), group 2 had a3 (1): a2's Order follows it.
    assert groups == {1: 1, 2: 2}
    assert next(t for t in state["troopers"] if t["trooper_id"] == "a2")["combat_group"] == 2
    assert await tokens_of(driver, "ariadna") == {
        "player": "ariadna",
        "left": 3,
        "spent": [{"use": "move_to_combat_group", "turn": 1, "trooper": "a2", "combat_group": 2}],
    }


async def test_a_fireteam_member_stays_in_its_fireteams_combat_group(client: Client) -> None:
    # Fireteams: Basic Rules (N5): all members of a Fireteam belong to the same Combat Group.
    driver = await grouped(client)
    team = {"player": "ariadna", "kind": "duo", "members": ["a1", "a2"], "leader": "a1"}
    await driver.post("ariadna", "/fireteams", team)
    body = {"player": "ariadna", "use": "move_to_combat_group", "trooper": "a2", "combat_group": 2}
    refused = await driver.post("ariadna", PATH, body, 422)
    assert refused["code"] == "command-token-refused"
    assert "same Combat Group" in refused["detail"]
    assert (await tokens_of(driver, "ariadna"))["left"] == 4


async def test_refused_in_the_reactive_turn_and_beyond_four(client: Client) -> None:
    driver = await grouped(client)
    refused = await driver.post("tohaa", PATH, {"player": "tohaa", "use": "reroll_doctor"}, 422)
    assert refused["code"] == "command-token-refused"
    assert "Reactive Turn" in refused["detail"]
    for _ in range(4):
        await driver.post("ariadna", PATH, {"player": "ariadna", "use": "reroll_engineer"})
    refused = await driver.post("ariadna", PATH, {"player": "ariadna", "use": "reroll_doctor"}, 422)
    assert refused["code"] == "command-token-refused"
    assert (await tokens_of(driver, "ariadna"))["left"] == 0


async def test_between_turns_a_spend_is_a_conflict(client: Client) -> None:
    driver = await grouped(client)
    await driver.post("ariadna", "/turns/current/end", {}, 200)
    refused = await driver.post("tohaa", PATH, {"player": "tohaa", "use": "reroll_doctor"}, 409)
    assert refused["code"] == "state-conflict"


async def test_before_the_first_turn_each_use_is_refused_as_the_docs_say(client: Client) -> None:
    """Command Tokens (N5): an Operational Use is made in the player's Active Turn, so with no
    turn running it is 409, `state-conflict` in a game of free turns and `out-of-sequence`
    naming where the game stands in one that follows the game sequence; a Strategic Use out of
    its moment is 422 `command-token-refused`, before the first turn too. Nothing is spent."""
    free = await GameDriver.create(client)
    sequenced = await GameDriver.create(client, sequence={"rounds": 3})
    operational = {"player": "ariadna", "use": "reroll_doctor"}
    strategic = {"player": "ariadna", "use": "remove_two_regular_orders"}
    refused = [
        (await driver.post("ariadna", PATH, body, status))["code"]
        for driver, body, status in (
            (free, operational, 409),
            (sequenced, operational, 409),
            (free, strategic, 422),
            (sequenced, strategic, 422),
        )
    ]
    assert refused == [
        "state-conflict",
        "out-of-sequence",
        "command-token-refused",
        "command-token-refused",
    ]
    for driver in (free, sequenced):
        assert (await tokens_of(driver, "ariadna"))["left"] == 4


async def test_an_unknown_use_is_refused_by_the_body(client: Client) -> None:
    driver = await grouped(client)
    body = {"player": "ariadna", "use": "teleport"}
    problem = await driver.refused("ariadna", PATH, body, 422, "invalid-body")
    assert "use" in problem["detail"]


async def test_a_lieutenant_with_plus_one_command_token_shows_five(client: Client) -> None:
    # Lieutenant (N5): "+1 Command Token. The player that takes this Trooper as their
    # Lieutenant will have one extra Command Token for the match."
    driver = await GameDriver.create(client)
    extra = [{"name": "Lieutenant +1 Command Token"}]
    body = trooper("ariadna", "lt", lieutenant=True, skills=extra)
    await driver.post("ariadna", "/troopers", body, 201)
    assert (await tokens_of(driver, "ariadna"))["left"] == 5
    assert (await tokens_of(driver, "tohaa"))["left"] == 4
    listed = await client.get("/v1/catalogue/skills")
    [skill] = [s for s in listed.json()["skills"] if s["name"] == "Lieutenant +1 Command Token"]
    assert skill["source"] == "https://infinitythewiki.com/Lieutenant"
