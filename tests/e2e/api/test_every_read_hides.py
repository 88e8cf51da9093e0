"""Every read of a game walks through the visibility rule: each GET operation the app publishes
(read from its own OpenAPI document, so a route added later is walked too) is asked by the
opponent and by the organiser, with every real order number, roll version and the hidden
trooper's id in its path, while an order of another trooper is open and a free roll names the
hidden trooper. No answer names the hidden trooper by id or name; asked by its id, it is answered
as a trooper no army has. The live streams are walked by test_hidden_deployment_reads.py, which
reads them to a given count; here they are the only operations left out, by name. That every
route reading or commanding a game goes through the one door this rule keeps (the application's
visibility package) is test_one_door.py's.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator

import httpx

from service.api.app import create_app
from tests.builders.http import GameDriver, trooper

HIDDEN_NAME = "Qzx Hidden Kamau"
UNKNOWN = "h-0000000000000000"
"""No army's trooper, of the shape the service gives a hidden trooper's id."""
STREAMS = frozenset(
    {
        "/v1/games/{game_id}/events/stream",
        "/v1/games/{game_id}/state/stream",
        "/v1/organiser/events/stream",
        "/v1/tournaments/{tournament_id}/standings/stream",
    }
)
_PARAMETER = re.compile(r"\{(\w+)\}")


def _reads() -> list[str]:
    paths = create_app(None).openapi_schema.to_schema()["paths"]
    return sorted(p for p, ops in paths.items() if "get" in ops and p not in STREAMS)


def _filled(path: str, values: dict[str, list[str]]) -> Iterator[str]:
    names = _PARAMETER.findall(path)
    if not names:
        yield path
        return
    first = names[0]
    for value in values[first]:
        yield from _filled(path.replace("{" + first + "}", value, 1), values)


async def test_no_read_names_a_hidden_trooper_to_the_opponent_or_the_organiser(
    base: str,
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await GameDriver.create(client)
        await game.post("ariadna", "/troopers", trooper("ariadna", "fennec"), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
        await game.post("tohaa", "/troopers", trooper("tohaa", "senku-b"), 201)
        body = trooper("tohaa", "x", name=HIDDEN_NAME)
        hidden_body = {**{k: v for k, v in body.items() if k != "trooper_id"}}
        added = await game.post(
            "tohaa", "/troopers", {**hidden_body, "hidden_deployment": True}, 201
        )
        hidden = added["events"][0]["data"]["trooper"]["trooper_id"]
        await game.post("tohaa", "/turns", {"player": "tohaa"})
        await game.post("tohaa", "/orders", {"trooper": "senku-a", "skill": {"skill": "move"}}, 201)
        await game.post("tohaa", "/orders/1/second-skill", {"skill": {"skill": "idle"}})
        await game.post("tohaa", "/orders/1/resolve", {})
        await game.post("tohaa", "/orders/1/conclude", {})
        await game.post("tohaa", "/orders", {"trooper": "senku-b", "skill": {"skill": "move"}}, 201)
        free = {"kind": "normal", "sides": [{"name": HIDDEN_NAME, "attribute": 11}]}
        await game.post("tohaa", "/rolls", free, 201)
        head = (await game.get("tohaa", "/state"))["version"]
        values = {
            "game_id": [game.game_id],
            "order": ["1", "2", "3"],
            "version": [str(v) for v in range(1, head + 1)],
            "trooper_id": [hidden, "senku-a"],
            # A tournament's routes, asked with the game's tokens: no tournament of theirs.
            "tournament_id": [str(uuid.uuid4())],
            "round_number": ["1"],
        }
        walked = 0
        for who in ("ariadna", "organiser"):
            for path in _reads():
                for url in _filled(path, values):
                    answer = await client.get(url, headers=game.auth(who))
                    walked += 1
                    assert answer.status_code < 500, (who, url, answer.text)
                    assert HIDDEN_NAME not in answer.text, (who, url, answer.text[:400])
                    if hidden not in url:
                        assert hidden not in answer.text, (who, url, answer.text[:400])
                    else:
                        # Asked by its id, it is answered as a trooper no army has, the id echoed.
                        unknown_url = url.replace(hidden, UNKNOWN)
                        unknown = await client.get(unknown_url, headers=game.auth(who))
                        assert answer.status_code == unknown.status_code, (who, url)
                        assert answer.text.replace(hidden, UNKNOWN) == unknown.text, (who, url)
        # Its owner is answered in full: the walk can tell a hidden trooper from a missing one.
        owned = await client.get(f"/v1/games/{game.game_id}/troopers", headers=game.auth("tohaa"))
        assert hidden in owned.text
        assert walked > 2 * len(_reads())
