"""Every read of a game walks through the visibility rule: each GET operation the app publishes
(read from its own OpenAPI document, so a route added later is walked too) is asked by the
opponent and by the organiser, with every real order number, roll version and the hidden
trooper's id in its path, while the hidden trooper's Move is open. No answer names the hidden
trooper by id or name. The live streams are walked by test_hidden_deployment_reads.py, which
reads them to a given count; here they are the only operations left out, by name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx

from service.api.app import create_app
from tests.builders.http import GameDriver, trooper

HIDDEN = "kamau-hd"
HIDDEN_NAME = "Qzx Hidden Kamau"
UNKNOWN = "nobody-99"
STREAMS = frozenset(
    {
        "/v1/games/{game_id}/events/stream",
        "/v1/games/{game_id}/state/stream",
        "/v1/organiser/events/stream",
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
        await game.post("tohaa", "/troopers", trooper("tohaa", HIDDEN, name=HIDDEN_NAME), 201)
        marker = {"kind": "hidden_deployment", "subject": HIDDEN, "marker": 4}
        await game.post("tohaa", "/secrets", marker)
        await game.post("tohaa", "/turns", {"player": "tohaa"})
        await game.post("tohaa", "/orders", {"trooper": "senku-a", "skill": {"skill": "move"}}, 201)
        await game.post("tohaa", "/orders/1/second-skill", {"skill": {"skill": "idle"}})
        await game.post("tohaa", "/orders/1/resolve", {})
        await game.post("tohaa", "/orders/1/conclude", {})
        await game.post("tohaa", "/orders", {"trooper": HIDDEN, "skill": {"skill": "move"}}, 201)
        free = {"kind": "normal", "sides": [{"name": HIDDEN_NAME, "attribute": 11}]}
        await game.post("tohaa", "/rolls", free, 201)
        head = (await game.get("tohaa", "/state"))["version"]
        values = {
            "game_id": [game.game_id],
            "order": ["1", "2", "3"],
            "version": [str(v) for v in range(1, head + 1)],
            "trooper_id": [HIDDEN, "senku-a"],
        }
        walked = 0
        for who in ("ariadna", "organiser"):
            for path in _reads():
                for url in _filled(path, values):
                    answer = await client.get(url, headers=game.auth(who))
                    walked += 1
                    assert answer.status_code < 500, (who, url, answer.text)
                    assert HIDDEN_NAME not in answer.text, (who, url, answer.text[:400])
                    if HIDDEN not in url:
                        assert HIDDEN not in answer.text, (who, url, answer.text[:400])
                    else:
                        # Asked by its id, it is answered as a trooper no army has, the id echoed.
                        unknown_url = url.replace(HIDDEN, UNKNOWN)
                        unknown = await client.get(unknown_url, headers=game.auth(who))
                        assert answer.status_code == unknown.status_code, (who, url)
                        assert answer.text.replace(HIDDEN, UNKNOWN) == unknown.text, (who, url)
        # Its owner is answered in full: the walk can tell a hidden trooper from a missing one.
        owned = await client.get(f"/v1/games/{game.game_id}/troopers", headers=game.auth("tohaa"))
        assert HIDDEN in owned.text
        assert walked > 2 * len(_reads())
