"""A Lieutenant kept private over HTTP ("Open and Private Information", N5:
https://infinitythewiki.com/Open_and_Private_Information; "Lieutenant", N5:
https://infinitythewiki.com/Lieutenant): no read of the opponent hints which trooper it is
until its owner spends the Lieutenant Special Order, which reveals it in the same command."""

from __future__ import annotations

import hashlib
import re

import httpx

from tests.builders.http import GameDriver, trooper
from tests.e2e.api.sse import events_until, messages

LIEUTENANT = "senku-b"
FLAGGED = re.compile(r'"lieutenant"\s*:\s*true')
NAMED = re.compile(r'"kind"\s*:\s*"lieutenant"\s*,\s*"trooper"\s*:\s*"senku-b"')


async def opponents_reads(client: httpx.AsyncClient, game: GameDriver, version: int) -> list[str]:
    paths = ("/secrets", "/events", "/state", "", "/troopers")
    answers = [
        await client.get(f"/v1/games/{game.game_id}{path}", headers=game.auth("ariadna"))
        for path in paths
    ]
    assert [a.status_code for a in answers] == [200] * len(answers)
    # The whole log waits for the end, whatever it holds.
    export = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth("ariadna"))
    assert (export.status_code, export.json()["code"]) == (409, "private-information")
    stream = f"/v1/games/{game.game_id}/events/stream"
    async with client.stream("GET", stream, headers=game.auth("ariadna")) as response:
        got = await events_until(messages(response), lambda seen: len(seen) >= version)
    return [*(a.text for a in answers), "\n".join(m.data or "" for m in got)]


def hints(text: str, salt: str) -> bool:
    return bool(FLAGGED.search(text) or NAMED.search(text)) or salt in text


async def test_the_opponent_learns_the_lieutenant_only_when_its_order_is_spent(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
        for trooper_id in ("senku-a", LIEUTENANT):
            await game.post("tohaa", "/troopers", trooper("tohaa", trooper_id), 201)
        body = {"kind": "lieutenant", "subject": LIEUTENANT}
        committed = await game.post("tohaa", "/secrets", body)
        secret_id = committed["events"][0]["data"]["secret_id"]
        salt = (await game.get("tohaa", "/secrets"))["secrets"][0]["salt"]
        started = await game.post("tohaa", "/turns", {"player": "tohaa"})
        # A Lieutenant Order exists, which is Open; whose it is is not.
        assert started["events"][-1]["data"]["lieutenant_orders"] == 1
        for text in await opponents_reads(client, game, started["version"]):
            assert not hints(text, salt), text

        wrong = {"trooper": "senku-a", "order_type": "lieutenant", "skill": {"skill": "move"}}
        refused = await game.post("tohaa", "/orders", wrong, 422)
        assert refused["code"] == "secret-mismatch"
        right = {**wrong, "trooper": LIEUTENANT}
        spent = await game.post("tohaa", "/orders", right, 201)
        revealed, activated = spent["events"]
        assert revealed["type"] == "secret_revealed"
        assert revealed["data"]["secret_id"] == secret_id
        assert revealed["data"]["secret"] == {"kind": "lieutenant", "trooper": LIEUTENANT}
        assert activated["data"]["order_type"] == "lieutenant"
        events = await client.get(f"/v1/games/{game.game_id}/events", headers=game.auth("ariadna"))
        assert NAMED.search(events.text)


async def test_a_client_held_lieutenant_is_revealed_by_the_order_that_spends_it(base: str) -> None:
    salt = "e1" * 32
    secret = {"kind": "lieutenant", "trooper": LIEUTENANT}
    # The secrets guide's scheme by hand: salt, newline, the canonical JSON.
    digest = hashlib.sha256(
        f'{salt}\n{{"kind":"lieutenant","trooper":"{LIEUTENANT}"}}'.encode()
    ).hexdigest()
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", LIEUTENANT), 201)
        committed = await game.post(
            "tohaa", "/secrets", {"kind": "lieutenant", "commitment": digest}
        )
        secret_id = committed["events"][0]["data"]["secret_id"]
        await game.post("tohaa", "/turns", {"player": "tohaa"})
        order = {"trooper": LIEUTENANT, "order_type": "lieutenant", "skill": {"skill": "move"}}
        asked = await game.post("tohaa", "/orders", order, 409)
        assert asked["code"] == "secret-reveal-required"
        assert secret_id in asked["detail"]
        opening = {"secret_id": secret_id, "secret": secret, "salt": salt}
        spent = await game.post("tohaa", "/orders", {**order, "lieutenant_reveal": opening}, 201)
        assert [e["type"] for e in spent["events"]] == ["secret_revealed", "trooper_activated"]
