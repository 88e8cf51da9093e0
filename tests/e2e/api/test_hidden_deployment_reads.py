"""A trooper in Hidden Deployment is Private Information until revealed ("Hidden Deployment",
N5: https://infinitythewiki.com/Hidden_Deployment; "Open and Private Information", N5:
https://infinitythewiki.com/Open_and_Private_Information): no read of the opponent or the
organiser names it (its id or its name) before its reveal; its owner sees it; once its ARO
or its Order reveals it, everyone does. It is added as games do from now on: in Hidden
Deployment as it is added, its id drawn by the service."""

from __future__ import annotations

import json

import httpx

from tests.builders.http import GameDriver, shot, trooper
from tests.e2e.api.sse import events_until, messages
from tests.paths import ROOT

HIDDEN_NAME = "Qzx Hidden Kamau"
READS = ("/events", "/state", "/troopers")


async def stream(
    client: httpx.AsyncClient, game: GameDriver, who: str, what: str, count: int, after: int = 0
) -> list[str]:
    headers = {**game.auth(who), "Last-Event-ID": str(after)}
    path = f"/v1/games/{game.game_id}/{what}/stream"
    if what == "organiser":
        path = "/v1/organiser/events/stream"
    async with client.stream("GET", path, headers=headers) as response:
        assert response.status_code == 200
        got = await events_until(messages(response), lambda seen: len(seen) >= count)
    return [f"{m.id} {m.data}" for m in got]


async def add_hidden(game: GameDriver) -> tuple[str, int]:
    """Tohaa adds a trooper in Hidden Deployment: its id (the service's) and the version."""
    body = {k: v for k, v in trooper("tohaa", "x", name=HIDDEN_NAME).items() if k != "trooper_id"}
    added = await game.post("tohaa", "/troopers", {**body, "hidden_deployment": True}, 201)
    event = added["events"][0]
    return event["data"]["trooper"]["trooper_id"], event["version"]


async def reads_of(client: httpx.AsyncClient, game: GameDriver, who: str) -> list[str]:
    answers = [
        await client.get(f"/v1/games/{game.game_id}{path}", headers=game.auth(who))
        for path in READS
    ]
    assert [a.status_code for a in answers] == [200] * len(answers)
    return [a.text for a in answers]


async def test_a_hidden_trooper_is_in_no_read_of_the_opponent_until_revealed(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
        hidden, added_version = await add_hidden(game)
        committed = await game.post("tohaa", "/troopers", trooper("tohaa", "senku-b"), 201)
        version = committed["version"]

        for who in ("ariadna", "organiser"):
            seen = await reads_of(client, game, who)
            seen += await stream(client, game, who, "events", version)
            seen += await stream(client, game, who, "state", 1)
            if who == "organiser":
                seen += await stream(client, game, who, "organiser", version)
                listing = await client.get("/v1/organiser/games", headers=game.auth(who))
                seen.append(listing.text)
            for text in seen:
                assert hidden not in text
                assert HIDDEN_NAME not in text
                assert "hidden_deployment" not in text
            assert "senku-a" in seen[0]
            assert "senku-a" in seen[2]

        events = (await game.get("ariadna", "/events"))["events"]
        assert [e["version"] for e in events] == list(range(1, version + 1))
        held = events[added_version - 1]
        assert (held["type"], held["data"], held["metadata"]) == ("held_back", {}, {})
        # A stream resumed just before the held-back version starts at it, then goes on.
        resumed = await stream(client, game, "ariadna", "events", 2, after=added_version - 1)
        assert [line.split(" ")[0] for line in resumed] == [
            str(added_version),
            str(added_version + 1),
        ]
        assert hidden not in "".join(resumed)

        # Before the end the whole log is refused to every reader alike, its owner too: a
        # refusal to the others alone would tell them a hidden trooper is there.
        for who in ("ariadna", "tohaa"):
            export = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth(who))
            assert export.status_code == 409
            assert export.json()["code"] == "private-information"
        organised = await client.get(
            f"/v1/organiser/audit?game={game.game_id}", headers=game.auth("organiser")
        )
        assert organised.status_code == 409
        assert organised.json()["code"] == "private-information"

        for text in await reads_of(client, game, "tohaa"):
            assert hidden in text

        await game.post("ariadna", "/turns", {"player": "ariadna"})
        order = await game.post(
            "ariadna", "/orders", {"trooper": "fennec", "skill": {"skill": "move"}}, 201
        )
        number = order["events"][0]["data"]["order"]
        aro = {"trooper": hidden, "skill": shot(("fennec", 1, 15))}
        answered = await game.post("tohaa", f"/orders/{number}/aros", aro)
        assert answered["events"][0]["type"] == "secret_revealed"

        for who in ("ariadna", "organiser"):
            for text in await reads_of(client, game, who):
                assert hidden in text
        events = (await game.get("ariadna", "/events"))["events"]
        assert events[added_version - 1]["type"] == "trooper_added"
        assert events[added_version - 1]["data"]["trooper"]["name"] == HIDDEN_NAME


async def test_the_end_reveals_the_hidden_trooper_and_the_export_is_whole(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        hidden, _ = await add_hidden(game)
        for text in await reads_of(client, game, "ariadna"):
            assert hidden not in text
        await game.post("organiser", "/end", {"reason": "time"})

        for who in ("ariadna", "organiser"):
            for text in await reads_of(client, game, who):
                assert hidden in text
            export = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth(who))
            assert export.status_code == 200
            assert HIDDEN_NAME in export.text
        verified = await game.get("ariadna", "/verify")
        assert verified["ok"] is True


async def order_reads_of(
    client: httpx.AsyncClient, game: GameDriver, who: str, number: int, roll: int
) -> list[httpx.Response]:
    paths = ("/orders", "/rolls", "/verify", f"/orders/{number}", f"/orders/{number}/replay")
    paths += (f"/rolls/{roll}",)
    answers = [
        await client.get(f"/v1/games/{game.game_id}{path}", headers=game.auth(who))
        for path in paths
    ]
    text = {**game.auth(who), "Accept": "text/plain"}
    replay = f"/v1/games/{game.game_id}/orders/{number}/replay"
    answers.append(await client.get(replay, headers=text))
    return answers


async def test_a_roll_naming_it_is_in_no_read_of_others_until_its_move_reveals_it(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
        hidden, _ = await add_hidden(game)

        await game.post("tohaa", "/turns", {"player": "tohaa"})
        plain = await game.post(
            "tohaa", "/orders", {"trooper": "senku-a", "skill": {"skill": "move"}}, 201
        )
        number = plain["events"][0]["data"]["order"]
        await game.post("tohaa", f"/orders/{number}/resolve", {})
        await game.post("tohaa", f"/orders/{number}/conclude", {})
        # Its owner's free roll names it by its name: a record of the hidden trooper.
        side = {"name": HIDDEN_NAME, "attribute": 11}
        rolled = await game.post("tohaa", "/rolls", {"kind": "normal", "sides": [side]}, 201)
        roll = rolled["version"]
        assert (await game.get("tohaa", "/secrets"))["secrets"]

        for who in ("ariadna", "organiser"):
            secrets = await client.get(f"/v1/games/{game.game_id}/secrets", headers=game.auth(who))
            assert hidden not in secrets.text
            assert secrets.json()["secrets"] == []
            answers = await order_reads_of(client, game, who, number, roll)
            for answer in answers:
                assert answer.status_code in (200, 409), answer.text
                assert hidden not in answer.text
                assert HIDDEN_NAME not in answer.text
            assert "senku-a" in answers[0].text
            refused = [a for a in answers if a.status_code == 409]
            assert refused
            assert {a.json()["code"] for a in refused} == {"hidden-troopers"}
        for answer in await order_reads_of(client, game, "tohaa", number, roll):
            assert answer.status_code == 200

        # A Move is an Order: it places the trooper on the table, and reveals it.
        moved = await game.post(
            "tohaa", "/orders", {"trooper": hidden, "skill": {"skill": "move"}}, 201
        )
        assert moved["events"][0]["type"] == "secret_revealed"
        hidden_order = moved["events"][1]["data"]["order"]
        await game.post("tohaa", f"/orders/{hidden_order}/resolve", {})
        await game.post("tohaa", f"/orders/{hidden_order}/conclude", {})

        for who in ("ariadna", "organiser"):
            answers = await order_reads_of(client, game, who, hidden_order, roll)
            assert [a.status_code for a in answers] == [200] * len(answers)
            assert hidden in answers[0].text
            assert HIDDEN_NAME in answers[1].text
            assert hidden in answers[3].text
            assert hidden in answers[4].text
            assert HIDDEN_NAME in answers[5].text


def test_the_reads_that_refuse_a_hidden_trooper_document_their_409() -> None:
    # A client generated from the spec must know these reads can answer 409 hidden-troopers.
    spec = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    refusing = {"get_order", "replay_order", "verify_game", "get_roll", "get_roll_odds"}
    documented = {
        op["operationId"]: set(op["responses"])
        for ops in spec["paths"].values()
        for op in ops.values()
        if op.get("operationId") in refusing
    }
    assert documented.keys() == refusing
    assert all("409" in statuses for statuses in documented.values()), documented
