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
