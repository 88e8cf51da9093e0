"""Classified Objectives drawn over HTTP (issue 26): the drawer sees its cards, the opponent
only their commitments, until the reveal; the cards are the deck's, each once.

Drawn by the scenario's rules (ITS's game start sequence, https://forum.corvusbelli.com/posts/
476422: "Draw Classified Objs as per mission"): once per player per game, the mission's number
of cards (1 unless the game says otherwise), from a deck of at least 10 distinct cards; no
Classified Objective is committed but by the draw, and a result claims only a card its player
drew. Each refusal appends nothing."""

from __future__ import annotations

from typing import Any

from tests.builders.http import Client, GameDriver, trooper

DECK = [
    "Telemetry",
    "Sabotage",
    "Extraction",
    "Data Scan",
    "Nexus",
    "Test Run",
    "Follow Up",
    "Predictive Maneuvers",
    "HVT: Espionage",
    "HVT: Designation",
]


async def version_of(game: GameDriver) -> int:
    version = (await game.get("organiser", ""))["version"]
    assert isinstance(version, int)
    return version


async def test_the_drawer_alone_sees_its_cards_until_it_reveals_them(client: Client) -> None:
    game = await GameDriver.create(client, scenario={"classified_objectives": 2})
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
    drawn = await game.post("tohaa", "/secrets/classified", {"deck": DECK, "count": 2})
    assert [e["type"] for e in drawn["events"]] == [
        "classified_drawn",
        "secret_committed",
        "secret_committed",
    ]
    secret_ids = drawn["events"][0]["data"]["secret_ids"]
    assert drawn["events"][0]["data"]["deck"] == DECK
    own = {s["secret_id"]: s for s in (await game.get("tohaa", "/secrets"))["secrets"]}
    cards = [own[s]["secret"]["objective"] for s in secret_ids]
    assert len(set(cards)) == 2
    assert set(cards) <= set(DECK)
    theirs = {s["secret_id"]: s for s in (await game.get("ariadna", "/secrets"))["secrets"]}
    assert [theirs[s]["secret"] for s in secret_ids] == [None, None]
    for path in ("/events", "/state", "/secrets"):
        text = (
            await client.get(f"/v1/games/{game.game_id}{path}", headers=game.auth("ariadna"))
        ).text
        assert own[secret_ids[0]]["salt"] not in text
    revealed = await game.post("tohaa", f"/secrets/{secret_ids[0]}/reveal")
    assert revealed["events"][0]["data"]["secret"]["objective"] == cards[0]


async def test_a_draw_the_deck_cannot_give_is_refused(client: Client) -> None:
    game = await GameDriver.create(client)
    refused = await game.post("tohaa", "/secrets/classified", {"deck": DECK[:1], "count": 2}, 422)
    assert refused["code"] == "invalid-command"
    repeated = {"deck": ["Nexus", "Nexus"], "count": 1}
    assert (await game.post("tohaa", "/secrets/classified", repeated, 422))["code"] == (
        "invalid-command"
    )
    organiser = await game.post("organiser", "/secrets/classified", {"deck": DECK, "count": 1}, 403)
    assert organiser["code"] == "forbidden"


async def test_a_game_records_its_missions_count_of_cards(client: Client) -> None:
    its = await GameDriver.create(client)
    assert (await its.get("tohaa", ""))["scenario"]["classified_objectives"] == 1
    three = await GameDriver.create(client, scenario={"classified_objectives": 3})
    assert (await three.get("tohaa", ""))["scenario"]["classified_objectives"] == 3


async def refused(game: GameDriver, who: str, path: str, body: Any, status: int, code: str) -> None:
    before = await version_of(game)
    problem = await game.post(who, path, body, status)
    assert problem["code"] == code, problem
    assert await version_of(game) == before  # nothing appended


async def test_a_player_draws_once_per_game(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("tohaa", "/secrets/classified", {"deck": DECK, "count": 1})
    again = {"deck": DECK, "count": 1}
    await refused(game, "tohaa", "/secrets/classified", again, 409, "classified-already-drawn")
    await game.post("ariadna", "/secrets/classified", {"deck": DECK, "count": 1})


async def test_a_deck_of_fewer_than_ten_distinct_cards_is_refused(client: Client) -> None:
    game = await GameDriver.create(client)
    for deck in (DECK[:9], ["Telemetry"]):
        body = {"deck": deck, "count": 1}
        await refused(game, "tohaa", "/secrets/classified", body, 422, "classified-deck-too-small")


async def test_a_draw_of_another_count_than_the_missions_is_refused(client: Client) -> None:
    game = await GameDriver.create(client)
    body = {"deck": DECK, "count": 4}
    await refused(game, "tohaa", "/secrets/classified", body, 422, "invalid-command")


async def test_no_classified_objective_is_committed_but_by_the_draw(client: Client) -> None:
    game = await GameDriver.create(client)
    sealed = {"kind": "classified_objective", "subject": "Telemetry"}
    await refused(game, "tohaa", "/secrets", sealed, 422, "classified-not-drawn")
    held = {"kind": "classified_objective", "commitment": "ab" * 32}
    await refused(game, "tohaa", "/secrets", held, 422, "classified-not-drawn")


async def test_a_result_claims_only_a_card_its_player_drew(client: Client) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", points=27), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku", points=35), 201)
    drawn = await game.post("tohaa", "/secrets/classified", {"deck": DECK, "count": 1})
    (card,) = drawn["events"][0]["data"]["secret_ids"]
    lieutenant = await game.post("ariadna", "/secrets", {"kind": "lieutenant", "subject": "fennec"})
    other = lieutenant["events"][0]["data"]["secret_id"]
    await game.post("organiser", "/end", {"reason": "three rounds"})
    for player, claimed in (("tohaa", "nope"), ("tohaa", other), ("ariadna", card)):
        body = {"player": player, "objective_points": 1, "reasons": [f"classified:{claimed}"]}
        await refused(game, player, "/results", body, 422, "classified-not-drawn")
    body = {"player": "tohaa", "objective_points": 1, "reasons": [f"classified:{card}"]}
    recorded = await game.post("tohaa", "/results", body)
    assert recorded["events"][0]["data"]["reasons"] == [f"classified:{card}"]
