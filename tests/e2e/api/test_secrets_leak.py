"""No read but the owner's shows an unrevealed secret ("Open and Private Information", N5:
https://infinitythewiki.com/Open_and_Private_Information): not the opponent's or organiser's
/secrets, the events and their stream, /state and its stream, the export, the order replay or
the organiser's listing. Searched for what only the secret holds: a drawn card named as an
objective (the deck it was drawn from is Open) and its salt."""

from __future__ import annotations

import httpx

from tests.builders.http import GameDriver, shot, trooper
from tests.e2e.api.sse import events_until, messages

DECK = [f"Sabotage-omega-{n}" for n in range(10)]
OBJECTIVE_KEY = '"objective"'
"""Only a secret's content names an objective: the draw's deck lists the cards, not which one
the player holds."""


async def stream_text(client: httpx.AsyncClient, game: GameDriver, what: str, count: int) -> str:
    path = f"/v1/games/{game.game_id}/{what}/stream"
    async with client.stream("GET", path, headers=game.auth("tohaa")) as response:
        assert response.status_code == 200
        got = await events_until(messages(response), lambda seen: len(seen) >= count)
    return "\n".join(m.data or "" for m in got)


async def test_an_unrevealed_secret_is_in_no_read_but_its_owners(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
        await game.post("ariadna", "/turns", {"player": "ariadna"})
        await game.post(
            "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
        )
        # Committed while an order is open, so the order's replay folds it.
        drawn = await game.post("ariadna", "/secrets/classified", {"deck": DECK, "count": 1})
        version = drawn["version"]
        own = await game.get("ariadna", "/secrets")
        salt = own["secrets"][0]["salt"]
        card = own["secrets"][0]["secret"]["objective"]
        assert card in DECK

        organiser = game.auth("organiser")
        answers = [
            await client.get(f"/v1/games/{game.game_id}{path}", headers=game.auth(who))
            for who in ("tohaa", "organiser")
            for path in ("/secrets", "/events", "/state", "", "/orders/1/replay")
        ]
        answers.append(await client.get("/v1/organiser/games", headers=organiser))
        assert [a.status_code for a in answers] == [200] * len(answers)
        # The whole log waits for the end, for every reader alike.
        exports = [
            await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth("tohaa")),
            await client.get(f"/v1/organiser/audit?game={game.game_id}", headers=organiser),
        ]
        assert [a.status_code for a in exports] == [409, 409]
        answers += exports
        reads = [answer.text for answer in answers]
        reads.append(await stream_text(client, game, "events", version))
        reads.append(await stream_text(client, game, "state", 1))
        for text in reads:
            assert OBJECTIVE_KEY not in text
            assert salt not in text
        # The searches can find it: once revealed, the same reads show it.
        await game.post("ariadna", f"/secrets/{drawn['events'][0]['data']['secret_ids'][0]}/reveal")
        events = (
            await client.get(f"/v1/games/{game.game_id}/events", headers=game.auth("tohaa"))
        ).text
        assert f'{OBJECTIVE_KEY}:"{card}"' in events
        assert salt in events
