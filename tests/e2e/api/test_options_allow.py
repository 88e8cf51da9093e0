"""OPTIONS on every path of the app lists, in Allow, every method the path answers."""

from __future__ import annotations

import re

from litestar import Litestar
from litestar.routes import HTTPRoute

from tests.builders.http import Client, GameDriver

_PARAMETER = re.compile(r"\{(\w+)(?::\w+)?\}")


def _concrete(path: str, game_id: str) -> str:
    values = {
        "game_id": game_id,
        "order": "1",
        "version": "1",
        "trooper_id": "t1",
        "fireteam": "1",
        "secret_id": "s-1",
        "tournament_id": game_id,
        "round_number": "1",
    }
    values["file_path"] = values["path"] = "index.css"
    return _PARAMETER.sub(lambda m: values[m.group(1)], path)


async def test_options_lists_every_method_of_every_path(app: Litestar, client: Client) -> None:
    game = await GameDriver.create(client)
    routes = [r for r in app.routes if isinstance(r, HTTPRoute)]
    assert any({"GET", "POST"} <= r.methods for r in routes), "a path with several handlers"
    for route in routes:
        path = _concrete(route.path, game.game_id)
        response = await client.options(path)
        assert response.status_code == 204, (path, response.text)
        allowed = {m.strip() for m in response.headers["allow"].split(",")}
        assert allowed == set(route.methods), path


async def test_rolls_and_troopers_allow_both_get_and_post(client: Client) -> None:
    game = await GameDriver.create(client)
    for path in ("/rolls", "/troopers"):
        response = await client.options(f"/v1/games/{game.game_id}{path}")
        assert response.headers["allow"] == "GET, OPTIONS, POST"
