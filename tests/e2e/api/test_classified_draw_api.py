"""Classified Objectives drawn over HTTP (issue 26): the drawer sees its cards, the opponent
only their commitments, until the reveal; the cards are the deck's, each once."""

from __future__ import annotations

from tests.builders.http import Client, GameDriver, trooper

DECK = ["Telemetry", "Sabotage", "Extraction", "Data Scan", "Nexus"]


async def test_the_drawer_alone_sees_its_cards_until_it_reveals_them(client: Client) -> None:
    game = await GameDriver.create(client)
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
