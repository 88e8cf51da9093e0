"""The N5 Game Sequence over HTTP: a game created with `sequence` rolls Initiative, makes the
choices, deploys step by step, and plays its rounds' turns in the chosen order
(https://infinitythewiki.com/Initiative_and_Deployment, https://infinitythewiki.com/Game_Sequence).
"""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, trooper


async def armies(client: Client, **game: Any) -> GameDriver:
    driver = await GameDriver.create(client, sequence={"rounds": 1}, **game)
    await driver.post("ariadna", "/troopers", trooper("ariadna", "a1", lieutenant=True), 201)
    await driver.post("ariadna", "/troopers", trooper("ariadna", "a2"), 201)
    await driver.post("tohaa", "/troopers", trooper("tohaa", "b1", lieutenant=True), 201)
    await driver.post("tohaa", "/troopers", trooper("tohaa", "b2"), 201)
    return driver


async def sequence_of(driver: GameDriver) -> Any:
    return (await driver.get("organiser", "/state"))["sequence"]


async def test_a_game_created_without_a_sequence_shows_none(client: Client) -> None:
    driver = await GameDriver.create(client)
    assert await sequence_of(driver) is None


async def test_a_whole_one_round_game_ends_by_itself(client: Client) -> None:
    driver = await armies(client, manual_dice=True)
    assert (await sequence_of(driver))["phase"] == "initiative"
    refused = await driver.post("ariadna", "/turns", {"player": "ariadna"}, 409)
    assert refused["code"] == "out-of-sequence"
    assert "Initiative Roll" in refused["detail"]
    # Both Lieutenants have WIP 13 (the default profile): 4 and 11 succeed, the higher wins.
    dice = [{"player": "ariadna", "face": 4}, {"player": "tohaa", "face": 11}]
    rolled = await driver.post("ariadna", "/initiative", {"dice": dice})
    assert rolled["events"][0]["type"] == "initiative_rolled"
    assert rolled["events"][0]["data"]["winner"] == "tohaa"
    await driver.post("tohaa", "/initiative/choices", {"player": "tohaa", "keep": "initiative"})
    await driver.post("tohaa", "/initiative/choices", {"player": "tohaa", "first": "ariadna"})
    await driver.post("ariadna", "/initiative/choices", {"player": "ariadna", "first": "tohaa"})
    shown = await sequence_of(driver)
    assert shown["phase"] == "deployment"
    assert (shown["turn_order"], shown["deployment_order"]) == (
        ["ariadna", "tohaa"],
        ["tohaa", "ariadna"],
    )
    assert shown["deploying"] == "tohaa"
    refused = await driver.post(
        "ariadna", "/deployment", {"player": "ariadna", "troopers": ["a2"]}, 409
    )
    assert "step 1: 'tohaa' deploys" in refused["detail"]
    await driver.post("tohaa", "/deployment", {"player": "tohaa", "troopers": ["b2"]})
    await driver.post("ariadna", "/deployment", {"player": "ariadna", "troopers": ["a2"]})
    await driver.post("tohaa", "/deployment", {"player": "tohaa", "troopers": ["b1"]})
    await driver.post("ariadna", "/deployment", {"player": "ariadna", "troopers": ["a1"]})
    shown = await sequence_of(driver)
    assert (shown["phase"], shown["round"], shown["turn_of"]) == ("tactical", 1, "ariadna")
    refused = await driver.post("tohaa", "/turns", {"player": "tohaa"}, 409)
    assert "it is 'ariadna''s turn" in refused["detail"]
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    await driver.post("ariadna", "/turns/current/end")
    await driver.post("tohaa", "/turns", {"player": "tohaa"})
    ended = await driver.post("tohaa", "/turns/current/end")
    assert [e["type"] for e in ended["events"]] == ["turn_ended", "game_ended"]
    assert (await sequence_of(driver))["phase"] == "ended"
    seed = await driver.get("organiser", "/seed")
    assert seed["seed"]


async def test_server_dice_roll_initiative_when_no_face_is_entered(client: Client) -> None:
    driver = await armies(client)
    rolled = await driver.post("tohaa", "/initiative", {})
    event = rolled["events"][0]["data"]
    assert len(event["draws"]) == 2
    assert [s["dice"][0]["face"] for s in event["sides"]] == event["draws"]


async def test_a_deployment_breaking_the_step_is_refused_with_422(client: Client) -> None:
    driver = await armies(client, manual_dice=True)
    dice = [{"player": "ariadna", "face": 4}, {"player": "tohaa", "face": 11}]
    await driver.post("ariadna", "/initiative", {"dice": dice})
    body = {"player": "tohaa", "keep": "deployment", "first": "tohaa"}
    await driver.post("tohaa", "/initiative/choices", body)
    await driver.post("ariadna", "/initiative/choices", {"player": "ariadna", "first": "ariadna"})
    refused = await driver.post(
        "tohaa", "/deployment", {"player": "tohaa", "troopers": ["b1", "b2"]}, 422
    )
    assert refused["code"] == "invalid-command"
    assert "all troopers but one" in refused["detail"]


async def test_an_order_or_a_token_before_the_tactical_phase_names_the_phase(
    client: Client,
) -> None:
    driver = await armies(client, manual_dice=True)
    dice = [{"player": "ariadna", "face": 4}, {"player": "tohaa", "face": 11}]
    await driver.post("ariadna", "/initiative", {"dice": dice})
    body = {"player": "tohaa", "keep": "deployment", "first": "tohaa"}
    await driver.post("tohaa", "/initiative/choices", body)
    await driver.post("ariadna", "/initiative/choices", {"player": "ariadna", "first": "ariadna"})
    order = {"trooper": "a2", "skill": {"skill": "move"}}
    token = {"player": "ariadna", "use": "reroll_doctor"}
    for path, body in (("/orders", order), ("/command-tokens", token), ("/turns/current/end", {})):
        refused = await driver.post("ariadna", path, body, 409)
        assert refused["code"] == "out-of-sequence"
        assert "Deployment Phase, step 1: 'tohaa' deploys" in refused["detail"]


async def test_the_state_of_an_ended_game_keeps_its_last_round_turn_and_pool(
    client: Client,
) -> None:
    """Once the last turn of the last round ends, `/state` still says where the game stopped:
    the last Player Turn's round, player and pool as that turn ended, and that the game ended
    after round 1 of 1 (Game Sequence, N5: https://infinitythewiki.com/Game_Sequence)."""
    driver = await armies(client, manual_dice=True)
    dice = [{"player": "ariadna", "face": 4}, {"player": "tohaa", "face": 11}]
    await driver.post("ariadna", "/initiative", {"dice": dice})
    await driver.post("tohaa", "/initiative/choices", {"player": "tohaa", "keep": "initiative"})
    await driver.post("tohaa", "/initiative/choices", {"player": "tohaa", "first": "ariadna"})
    await driver.post("ariadna", "/initiative/choices", {"player": "ariadna", "first": "tohaa"})
    for player, troopers in (("tohaa", ["b2"]), ("ariadna", ["a2"]), ("tohaa", ["b1"])):
        await driver.post(player, "/deployment", {"player": player, "troopers": troopers})
    await driver.post("ariadna", "/deployment", {"player": "ariadna", "troopers": ["a1"]})
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    await driver.post("ariadna", "/turns/current/end")
    await driver.post("tohaa", "/turns", {"player": "tohaa"})
    # Tohaa spends one of her two Regular Orders (b1 and b2 are Regular) and keeps the other
    # and the Lieutenant Order: the pool as her turn, the game's last, ends.
    await driver.post("tohaa", "/orders", {"trooper": "b2", "skill": {"skill": "move"}}, 201)
    await driver.post("tohaa", "/orders/1/resolve", {})
    await driver.post("tohaa", "/orders/1/conclude", {})
    ended = await driver.post("tohaa", "/turns/current/end")
    assert [e["type"] for e in ended["events"]] == ["turn_ended", "game_ended"]
    for reader in ("ariadna", "tohaa", "organiser"):
        state = await driver.get(reader, "/state")
        assert (state["phase"], state["ended"], state["turn"]) == ("ended", True, 2), reader
        assert state["active_player"] == "tohaa", reader
        pool = state["pool"]
        assert (pool["player"], pool["regular"], pool["lieutenant"]) == ("tohaa", 1, 1), reader
        assert state["orders_left"] == 2, reader
        sequence = state["sequence"]
        assert (sequence["phase"], sequence["rounds"]) == ("ended", 1), reader
        assert (sequence["round"], sequence["turn_of"]) == (1, "tohaa"), reader
        assert sequence["ended_after_round"] == 1, reader


async def test_a_game_ended_before_its_first_turn_ended_after_no_round(client: Client) -> None:
    driver = await armies(client)
    await driver.post("organiser", "/end", {"reason": "no show"})
    state = await driver.get("ariadna", "/state")
    assert (state["active_player"], state["pool"], state["turn"]) == (None, None, 0)
    sequence = state["sequence"]
    assert (sequence["phase"], sequence["round"], sequence["turn_of"]) == ("ended", None, None)
    assert sequence["ended_after_round"] is None
