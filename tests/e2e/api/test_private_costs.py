"""A trooper's Cost is Private until the game ends ("Open and Private Information", N5,
https://infinitythewiki.com/Open_and_Private_Information: "These pieces of information are
Private in Infinity: Your Troopers' Cost and SWC"; "When the game ends, an Army List's Private
Information becomes Open Information").

The opponent and the organiser see no trooper's `points` of another player, nor any sum of
them (the army's total in `/state`, the survivors a Retreat! counts), in `/troopers`, `/state`,
the events and the live streams; an event so reduced is shown without its blind. The owner sees
its own. After the end everyone sees them all. A whole export before the end would show them:
it waits for the end.
"""

from __future__ import annotations

from typing import Any

import httpx

from tests.builders.http import Client, GameDriver, shot, trooper
from tests.e2e.api.sse import events_until, messages
from tests.e2e.api.test_tactical_phase_api import deployed


async def _priced(client: Client | httpx.AsyncClient) -> GameDriver:
    """Ariadna's Fennec (27 points) against Tohaa's Senku (35) and a Senku given no cost."""
    game = await GameDriver.create(client)  # type: ignore[arg-type]
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", points=27), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku", points=35), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-2"), 201)
    return game


def _costs(troopers: list[Any]) -> dict[str, Any]:
    return {t["trooper_id"]: t.get("points", "none") for t in troopers}


def _armies(state: Any) -> dict[str, Any]:
    return {a["player"]: a["points"] for a in state["armies"]}


def _added(events: list[Any]) -> dict[str, Any]:
    return {e["data"]["trooper"]["trooper_id"]: e for e in events if e["type"] == "trooper_added"}


async def test_costs_are_seen_by_their_owner_only_until_the_end(client: Client) -> None:
    game = await _priced(client)
    # Written out: what each reader sees of each trooper's points ("none": no points at all).
    seen = {
        "ariadna": {"fennec": 27, "senku": "none", "senku-2": "none"},
        "tohaa": {"fennec": "none", "senku": 35, "senku-2": "none"},
        "organiser": {"fennec": "none", "senku": "none", "senku-2": "none"},
    }
    totals = {
        "ariadna": {"ariadna": 27, "tohaa": None},
        "tohaa": {"ariadna": None, "tohaa": 35},
        "organiser": {"ariadna": None, "tohaa": None},
    }
    for who, costs in seen.items():
        assert _costs(await game.get(who, "/troopers")) == costs, who
        assert _costs((await game.get(who, "/state"))["troopers"]) == costs, who
        assert _armies(await game.get(who, "/state")) == totals[who], who
        one = await game.get(who, "/troopers/senku")
        assert ("points" in one) == (who == "tohaa"), who
        added = _added((await game.get(who, "/events"))["events"])
        for trooper_id, cost in costs.items():
            event = added[trooper_id]
            assert event["data"]["trooper"].get("points", "none") == cost, (who, trooper_id)
            assert event["metadata"]["command"].get("points", "none") == cost, (who, trooper_id)
        # A trooper whose cost was held back is shown without its blind; the others keep it.
        assert ("blind" in added["senku"]) == (who == "tohaa"), who
        assert ("blind" in added["fennec"]) == (who == "ariadna"), who
        assert "blind" in added["senku-2"], who

    await game.post("organiser", "/end", {})
    for who in seen:
        assert _costs(await game.get(who, "/troopers")) == {
            "fennec": 27,
            "senku": 35,
            "senku-2": "none",
        }
        assert _armies(await game.get(who, "/state")) == {"ariadna": 27, "tohaa": 35}
        added = _added((await game.get(who, "/events"))["events"])
        assert added["senku"]["data"]["trooper"]["points"] == 35
        assert "blind" in added["senku"]


async def test_a_whole_export_waits_for_the_end(client: Client) -> None:
    game = await _priced(client)
    for who in ("ariadna", "tohaa"):
        export = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth(who))
        assert export.status_code == 409, export.text
        assert export.json()["code"] == "private-information"
        # The problem's instance names the game, whose random id may hold the digits.
        assert "35" not in export.text.replace(str(game.game_id), "")
    organised = await client.get(
        f"/v1/organiser/audit?game={game.game_id}", headers=game.auth("organiser")
    )
    assert organised.status_code == 409, organised.text
    await game.post("organiser", "/end", {})
    export = await client.get(f"/v1/games/{game.game_id}/audit", headers=game.auth("ariadna"))
    assert export.status_code == 200
    assert '"points":35' in export.text.replace(" ", "")


async def test_retreat_names_no_sum_of_the_armys_points(client: Client) -> None:
    """Retreat! (https://infinitythewiki.com/Retreat_Situation) is declared for all to see; the
    survivors' points and the army's, sums of Costs, are the owner's."""
    driver = await deployed(client)
    await driver.post("ariadna", "/turns", {"player": "ariadna"})
    # a2's three hits and failed saves kill b1, a1's kill b3: 20 of Tohaa's 100 points survive.
    for number, (shooter, target, faces) in enumerate(
        (("a2", "b1", [4, 5, 6]), ("a1", "b3", [6, 7, 8])), start=1
    ):
        body = {"trooper": shooter, "skill": shot((target, 3, 15))}
        await driver.post("ariadna", "/orders", body, 201)
        side = f"{shooter}:bs_attack>{target}"
        dice = [{"roll": side, "faces": faces}]
        await driver.post("ariadna", f"/orders/{number}/resolve", {"dice": dice})
        saves = [{"roll": side, "faces": [20, 20, 20]}]
        await driver.post("ariadna", f"/orders/{number}/conclude", {"saves": saves})
    await driver.post("ariadna", "/turns/current/end")
    started = await driver.post("tohaa", "/turns", {"player": "tohaa"})
    # The owner's own answer: written out, 20 of 100 points.
    declared = started["events"][0]
    assert declared["type"] == "retreat_declared"
    assert (declared["data"]["survivors_points"], declared["data"]["army_points"]) == (20, 100)
    for who in ("ariadna", "organiser"):
        events = (await driver.get(who, "/events"))["events"]
        (retreat,) = [e for e in events if e["type"] == "retreat_declared"]
        assert retreat["data"] == {"player": "tohaa", "round": 2}, who
        assert "blind" not in retreat
    owned = (await driver.get("tohaa", "/events"))["events"]
    (retreat,) = [e for e in owned if e["type"] == "retreat_declared"]
    assert retreat["data"]["survivors_points"] == 20
    assert "blind" in retreat


async def _streamed(
    client: httpx.AsyncClient, game: GameDriver, who: str, path: str, count: int
) -> str:
    headers = {**game.auth(who), "Last-Event-ID": "0"}
    async with client.stream("GET", f"/v1/games/{game.game_id}{path}", headers=headers) as got:
        seen = await events_until(messages(got), lambda seen: len(seen) >= count)
    return "\n".join(m.data for m in seen)


async def test_the_live_streams_show_no_cost_of_the_opponent(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await _priced(client)
        head = (await game.get("tohaa", "/state"))["version"]
        events = await _streamed(client, game, "ariadna", "/events/stream", head)
        assert '"points":27' in events.replace(" ", "")
        assert '"points":35' not in events.replace(" ", "")
        state = await _streamed(client, game, "ariadna", "/state/stream", 1)
        compact = state.replace(" ", "")
        assert '"points":27' in compact
        assert '"points":35' not in compact
        assert '{"player":"tohaa","points":null' in compact
