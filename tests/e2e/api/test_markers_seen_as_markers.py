"""A trooper behind a Camouflage or Impersonation marker is, to the opponent and the organiser,
its marker until it is revealed ("Camouflaged State", N5: https://infinitythewiki.com/Camouflaged_State;
"Impersonation", N5: https://infinitythewiki.com/Impersonation; docs/rules.md, "What each player
may know of the other's army": a marker's existence, kind and number are Open, which trooper it
hides is Private). Its Move (which keeps it behind the marker) names the marker, not the
trooper, in the order state, the events, the orders and the stream; its owner sees the trooper;
the army list (its `trooper_added`) stays Open."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.builders.http import GameDriver, trooper
from tests.e2e.api.sse import events_until, messages

BEHIND = "senku-a"
BEHIND_NAME = "Qzx Camo Senku"


async def _streamed(client: httpx.AsyncClient, game: GameDriver, who: str, count: int) -> str:
    headers = {**game.auth(who), "Last-Event-ID": "0"}
    path = f"/v1/games/{game.game_id}/events/stream"
    async with client.stream("GET", path, headers=headers) as response:
        got = await events_until(messages(response), lambda seen: len(seen) >= count)
    return "\n".join(m.data for m in got)


@pytest.mark.parametrize("kind", ["camouflage", "impersonation"])
async def test_a_trooper_behind_a_marker_moves_as_its_marker(base: str, kind: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", BEHIND, name=BEHIND_NAME), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-b"), 201)
        marked = kind == "camouflage"
        body = {"kind": kind, "subject": BEHIND, **({"marker": 3} if marked else {})}
        committed = await game.post("tohaa", "/secrets", body)
        secret_id = committed["events"][0]["data"]["secret_id"]
        # The handle the opponent knows the marker by: its kind and number (Open), or, for an
        # Impersonation marker, which has no number here, its secret's id (Open too).
        handle = f"{kind}-3" if marked else f"{kind}-{secret_id}"
        await game.post("tohaa", "/turns", {"player": "tohaa"})
        moved = await game.post(
            "tohaa", "/orders", {"trooper": BEHIND, "skill": {"skill": "move"}}, 201
        )
        number = moved["events"][0]["data"]["order"]
        head = (await game.get("tohaa", "/state"))["version"]

        for who in ("ariadna", "organiser"):
            state = await game.get(who, "/state")
            assert state["open_order"]["trooper"] == handle
            events: list[dict[str, Any]] = (await game.get(who, "/events"))["events"]
            activated = [e for e in events if e["type"] == "trooper_activated"]
            assert [e["data"]["trooper"] for e in activated] == [handle]
            # What was changed is not what was hashed: its blind is held back with it.
            assert "blind" not in activated[0]
            # The army list is Open: the trooper's own record still shows it.
            added = [e for e in events if e["type"] == "trooper_added"]
            assert BEHIND in [e["data"]["trooper"]["trooper_id"] for e in added]
            after_list = [e for e in events if e["type"] not in {"trooper_added"}]
            for event in after_list:
                assert BEHIND not in str(event), event
                assert BEHIND_NAME not in str(event), event
            one = await game.get(who, f"/orders/{number}")
            assert one["trooper"] == handle
            streamed = await _streamed(client, game, who, head)
            assert handle in streamed
            assert f'"trooper":"{BEHIND}"' not in streamed.replace(" ", "")

        # Concluded, the order is listed under the marker too.
        await game.post("tohaa", f"/orders/{number}/second-skill", {"skill": {"skill": "idle"}})
        await game.post("tohaa", f"/orders/{number}/resolve", {})
        await game.post("tohaa", f"/orders/{number}/conclude", {})
        for who in ("ariadna", "organiser"):
            orders = await game.get(who, "/orders")
            assert [o["trooper"] for o in orders if o["number"] == number] == [handle]
            assert BEHIND not in str(orders)
        # Its owner sees its own trooper.
        assert [o["trooper"] for o in await game.get("tohaa", "/orders")] == [BEHIND]
        owned = (await game.get("tohaa", "/events"))["events"]
        assert [e["data"]["trooper"] for e in owned if e["type"] == "trooper_activated"] == [BEHIND]
        # Once the game ends every secret is Open, and so is the trooper behind the marker.
        await game.post("organiser", "/end", {})
        ended = (await game.get("ariadna", "/events"))["events"]
        assert [e["data"]["trooper"] for e in ended if e["type"] == "trooper_activated"] == [BEHIND]
