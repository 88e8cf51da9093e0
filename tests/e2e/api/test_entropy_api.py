"""POST /v1/games/{id}/entropy: each player's seed, once, before a dice-v2 game's first server
die; the organiser may start play with the missing ones recorded empty (issue 26, point 4)."""

from __future__ import annotations

from tests.builders.http import Client, GameDriver, player_seed

ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}


async def problem(driver: GameDriver, who: str, path: str, body: object, status: int) -> object:
    answer = await driver.post(who, path, body, expect=status)
    driver.responses.pop()
    return answer


async def test_a_roll_waits_for_every_players_seed_and_names_who_is_missing(
    client: Client,
) -> None:
    game = await GameDriver.create(client, entropy=False)
    shown = await game.get("organiser", "")
    assert (shown["dice_algorithm"], shown["entropy_missing"]) == ("dice-v2", ["ariadna", "tohaa"])
    refused = await problem(game, "ariadna", "/rolls", ROLL, 409)
    assert refused["code"] == "entropy-missing"  # type: ignore[index]
    assert refused["missing"] == ["ariadna", "tohaa"]  # type: ignore[index]
    sent = await game.post("tohaa", "/entropy", {"seed": player_seed("tohaa")})
    [event] = sent["events"]
    assert event["type"] == "entropy_contributed"
    assert event["data"] == {"player": "tohaa", "seed": player_seed("tohaa")}
    again = await problem(game, "tohaa", "/entropy", {"seed": player_seed("x")}, 409)
    assert again["code"] == "entropy-already-given"  # type: ignore[index]
    refused = await problem(game, "tohaa", "/rolls", ROLL, 409)
    assert refused["missing"] == ["ariadna"]  # type: ignore[index]
    await game.post("ariadna", "/entropy", {"seed": player_seed("ariadna")})
    assert (await game.get("tohaa", ""))["entropy_missing"] == []
    await game.post("ariadna", "/rolls", ROLL, expect=201)


async def test_only_players_send_seeds_and_only_the_organiser_starts_without_them(
    client: Client,
) -> None:
    game = await GameDriver.create(client, entropy=False)
    forbidden = await problem(game, "organiser", "/entropy", {"seed": "ab" * 16}, 403)
    assert forbidden["code"] == "forbidden"  # type: ignore[index]
    await problem(game, "ariadna", "/entropy/waive", {}, 403)
    for bad in ("ab" * 15, "AB" * 16, "zz" * 16, "ab" * 65):
        invalid = await problem(game, "ariadna", "/entropy", {"seed": bad}, 422)
        assert invalid["code"] == "invalid-body"  # type: ignore[index]
    await game.post("ariadna", "/entropy", {"seed": player_seed("ariadna")})
    waived = await game.post("organiser", "/entropy/waive", {})
    assert [(e["type"], e["data"]) for e in waived["events"]] == [
        ("entropy_waived", {"players": ["tohaa"]})
    ]
    late = await problem(game, "tohaa", "/entropy", {"seed": player_seed("tohaa")}, 409)
    assert late["code"] == "entropy-already-given"  # type: ignore[index]
    await game.post("tohaa", "/rolls", ROLL, expect=201)


async def test_a_dice_v1_game_takes_no_entropy_and_rolls_without(client: Client) -> None:
    game = await GameDriver.create(client, dice="dice-v1")
    assert (await game.get("organiser", ""))["dice_algorithm"] == "dice-v1"
    refused = await problem(game, "ariadna", "/entropy", {"seed": player_seed("ariadna")}, 422)
    assert refused["code"] == "entropy-not-taken"  # type: ignore[index]
    await game.post("ariadna", "/rolls", ROLL, expect=201)
