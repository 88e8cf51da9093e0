"""A trooper in Hidden Deployment, as a game created from now on plays it (the hidden rule): put
in Hidden Deployment as it is added, given its id by the service, not counted in the Orders,
and to the opponent and the organiser exactly a trooper that does not exist until its first
Order or ARO places it on the table.

"Hidden Deployment State", N5 (https://infinitythewiki.com/Hidden_Deployment_State): "Until a
Trooper's Hidden Deployment State is canceled, that Trooper is considered not to be on the game
table at all", and (the N5 rulebook, p. 158, as quoted in
https://forum.corvusbelli.com/threads/lieutenant-troopers-in-hidden-deployment.43541) "the
Trooper will not add their Order to the Order Pool during the Tactical Phase. They can only use
this Order themselves, when placing the Trooper on the gaming table during the Active Turn."
docs/rules.md, "Hidden Deployment: not on the table, not counted".
"""

from __future__ import annotations

import hashlib
import itertools
import json
import re
from typing import Any

import httpx

from tests.builders.http import GameDriver, trooper
from tests.e2e.api.sse import events_until, messages

HIDDEN_NAME = "Qzx Hidden Kamau"
DRAWN_ID = re.compile(r"h-[0-9a-f]{16}")
BUT_VERSIONS = ("version", "game_id", "seed_commitment")
"""What two games' order states differ in whatever was played: the versions, and each game's
own id and seed."""


async def add_hidden(game: GameDriver, **fields: Any) -> dict[str, Any]:
    """Tohaa adds a trooper in Hidden Deployment; its id is the service's, in the answer."""
    body = {k: v for k, v in trooper("tohaa", "x", name=HIDDEN_NAME).items() if k != "trooper_id"}
    added = await game.post(
        "tohaa", "/troopers", {**body, **fields, "hidden_deployment": True}, 201
    )
    event = added["events"][0]
    assert event["type"] == "trooper_added"
    return dict(event["data"])


async def setup(game: GameDriver, *, with_hidden: bool) -> str | None:
    """Ariadna's fennec; Tohaa's senku-a and senku-b in Combat Group 1 and, in the game with
    it, a Regular trooper in Hidden Deployment alone in Combat Group 2."""
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", combat_group=1), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a", combat_group=1), 201)
    hidden = None
    if with_hidden:
        hidden = (await add_hidden(game, combat_group=2))["trooper"]["trooper_id"]
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-b", combat_group=1), 201)
    return hidden


def _but_versions(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k not in BUT_VERSIONS}


async def test_a_trooper_added_in_hidden_deployment_gets_a_drawn_id_and_one_record(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        before = (await game.get("tohaa", "/events"))["events"]
        data = await add_hidden(game)
        hidden = data["trooper"]["trooper_id"]
        assert DRAWN_ID.fullmatch(hidden), hidden
        assert data["trooper"]["name"] == HIDDEN_NAME
        assert set(data["hidden_deployment"]) == {"secret_id", "commitment"}
        # One record: the trooper and its commitment, in one event of one command.
        events = (await game.get("tohaa", "/events"))["events"]
        assert len(events) == len(before) + 1
        # Its owner sees the secret, which names the drawn id.
        secrets = (await game.get("tohaa", "/secrets"))["secrets"]
        assert [(s["kind"], s["secret"], s["marker"]) for s in secrets] == [
            ("hidden_deployment", {"kind": "hidden_deployment", "trooper": hidden}, None)
        ]

        # The service draws the id: a chosen one is refused, and nothing is written.
        chosen = {**trooper("tohaa", "kamau"), "hidden_deployment": True}
        refused = await client.post(
            f"/v1/games/{game.game_id}/troopers", json=chosen, headers=game.auth("tohaa")
        )
        assert refused.status_code == 422, refused.text
        assert refused.json()["code"] == "hidden-deployment-refused"
        assert (await game.get("tohaa", "/events"))["events"] == events


async def test_the_two_step_way_is_refused_with_a_clear_422(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("tohaa", "/troopers", trooper("tohaa", "kamau"), 201)
        before = (await game.get("tohaa", "/events"))["events"]
        for body in (
            {"kind": "hidden_deployment", "subject": "kamau", "marker": 4},
            {"kind": "hidden_deployment", "commitment": "c" * 64, "marker": 4},
        ):
            refused = await client.post(
                f"/v1/games/{game.game_id}/secrets", json=body, headers=game.auth("tohaa")
            )
            assert refused.status_code == 422, refused.text
            problem = refused.json()
            assert problem["code"] == "hidden-deployment-refused"
            assert "hidden_deployment" in problem["detail"]
            assert "/troopers" in problem["detail"]
        assert (await game.get("tohaa", "/events"))["events"] == before


async def test_the_opponents_state_is_the_state_of_the_game_without_the_hidden_trooper(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        with_it = await GameDriver.create(client)
        without = await GameDriver.create(client)
        hidden = await setup(with_it, with_hidden=True)
        await setup(without, with_hidden=False)
        assert hidden is not None

        async def same_for_others(step: str) -> None:
            for who in ("ariadna", "organiser"):
                seen = [await game.get(who, "/state") for game in (with_it, without)]
                assert _but_versions(seen[0]) == _but_versions(seen[1]), (step, who)
                troopers = [await game.get(who, "/troopers") for game in (with_it, without)]
                assert troopers[0] == troopers[1], (step, who)
                secrets = [await game.get(who, "/secrets") for game in (with_it, without)]
                assert secrets[0]["secrets"] == secrets[1]["secrets"], (step, who)

        await same_for_others("army lists")
        # Tohaa's turn: Combat Group 1 holds two Regular Orders; Combat Group 2, where only the
        # hidden trooper is, gives none to any pool.
        for game in (with_it, without):
            await game.post("tohaa", "/turns", {"player": "tohaa"})
        await same_for_others("the turn's start")
        seen = await with_it.get("ariadna", "/state")
        assert (seen["pool"]["regular"], seen["orders_left"]) == (2, 2)
        assert [g["group"] for g in seen["pool"]["groups"]] == [1]
        for game in (with_it, without):
            moved = await game.post(
                "tohaa", "/orders", {"trooper": "senku-a", "skill": {"skill": "move"}}, 201
            )
            number = moved["events"][0]["data"]["order"]
            await game.post("tohaa", f"/orders/{number}/resolve", {})
            await game.post("tohaa", f"/orders/{number}/conclude", {})
        await same_for_others("an order spent")
        for game in (with_it, without):
            await game.post("tohaa", "/turns/current/end")
            await game.post("ariadna", "/turns", {"player": "ariadna"})
        await same_for_others("the opponent's turn")

        # Its owner sees the Order kept for it, apart from the pool.
        owned = await with_it.get("tohaa", "/state")
        assert owned["pool"]["kept"] == []
        assert hidden in json.dumps(owned["troopers"])


async def test_its_owner_keeps_its_order_and_its_move_places_it_on_the_table(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        hidden = await setup(game, with_hidden=True)
        await game.post("tohaa", "/turns", {"player": "tohaa"})
        owned = await game.get("tohaa", "/state")
        assert owned["pool"]["kept"] == [hidden]
        assert (owned["pool"]["regular"], owned["orders_left"]) == (2, 2)
        seen = await game.get("ariadna", "/state")
        assert seen["pool"]["kept"] == []

        moved = await game.post(
            "tohaa", "/orders", {"trooper": hidden, "skill": {"skill": "move"}}, 201
        )
        revealed, activated = moved["events"]
        assert revealed["type"] == "secret_revealed"
        assert revealed["data"]["secret"] == {"kind": "hidden_deployment", "trooper": hidden}
        assert activated["type"] == "trooper_activated"
        for who in ("ariadna", "organiser", "tohaa"):
            state = await game.get(who, "/state")
            assert (state["pool"]["regular"], state["orders_left"], state["pool"]["kept"]) == (
                2,
                2,
                [],
            )
            assert state["open_order"]["trooper"] == hidden
            events = (await game.get(who, "/events"))["events"]
            assert HIDDEN_NAME in json.dumps(events)
            assert "held_back" not in {e["type"] for e in events}


async def test_what_others_see_of_its_record_is_a_held_back_version_and_its_links(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
        await add_hidden(game)
        version = (await game.get("tohaa", "/state"))["version"]
        owners = (await game.get("tohaa", "/events"))["events"]
        for who in ("ariadna", "organiser"):
            events = (await game.get(who, "/events"))["events"]
            assert [e["version"] for e in events] == list(range(1, version + 1))
            held = events[-1]
            truth = owners[-1]
            # Nothing but its place in the chain: no type, player, kind, data or command.
            assert held == {
                "position": truth["position"],
                "game_id": game.game_id,
                "version": version,
                "type": "held_back",
                "data": {},
                "metadata": {},
                "recorded_at": truth["recorded_at"],
                "prev_hash": truth["prev_hash"],
                "hash": truth["hash"],
            }
            for before, after in itertools.pairwise(events):
                assert after["prev_hash"] == before["hash"]
            # The live stream sends it the same way.
            headers = {**game.auth(who), "Last-Event-ID": str(version - 1)}
            path = f"/v1/games/{game.game_id}/events/stream"
            async with client.stream("GET", path, headers=headers) as response:
                got = await events_until(messages(response), lambda seen: len(seen) >= 1)
            assert (got[0].id, got[0].event) == (str(version), "held_back")
            assert got[0].json() == held
        # Its owner sees the record whole, and checks its hash with the blind it is shown.
        content = {k: owners[-1][k] for k in ("game_id", "version", "type", "data", "recorded_at")}
        content["blind"] = owners[-1]["blind"]
        body = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        assert (
            hashlib.sha256(f"{owners[-1]['prev_hash']}\n{body}".encode()).hexdigest()
            == owners[-1]["hash"]
        )


async def test_a_stream_open_while_it_is_added_never_sees_it(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        version = (await game.get("tohaa", "/state"))["version"]
        headers = {**game.auth("ariadna"), "Last-Event-ID": str(version)}
        path = f"/v1/games/{game.game_id}/events/stream"
        async with client.stream("GET", path, headers=headers) as response:
            stream = messages(response)
            await add_hidden(game)
            await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
            got = await events_until(stream, lambda seen: len(seen) >= 2)
        assert [m.event for m in got] == ["held_back", "trooper_added"]
        assert HIDDEN_NAME not in "".join(m.data or "" for m in got)


async def test_a_stream_open_at_the_end_shows_the_ends_events_whole(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await add_hidden(game)
        version = (await game.get("tohaa", "/state"))["version"]
        headers = {**game.auth("ariadna"), "Last-Event-ID": str(version - 1)}
        path = f"/v1/games/{game.game_id}/events/stream"
        async with client.stream("GET", path, headers=headers) as response:
            stream = messages(response)
            (held,) = await events_until(stream, lambda seen: len(seen) >= 1)
            assert held.event == "held_back"
            await game.post("organiser", "/end", {"reason": "time"})
            got = await events_until(stream, lambda seen: len(seen) >= 2)
        # The end reveals the trooper: its command, which carries the opening, is shown whole.
        assert [m.event for m in got] == ["game_ended", "secret_revealed"]
        assert got[0].json()["metadata"]["command"]["command"] == "end_game"
