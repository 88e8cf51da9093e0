"""Every route that reads or commands a game goes through the visibility rule's one door, the
application's visibility package: the sight builder (``sight_of``, which every command's
decision takes) and the concealer (every read and stream). Each operation the app publishes,
read from its own OpenAPI document so a route added later is walked too, is sent once by a
caller of a game (with a real body, on a fresh game for each command, as the access matrix
sends them; a tournament's by its organiser, on a tournament of its own whose table's game the
route reaches), and the door is counted while it runs: a route that answers without passing it
fails, unless it is listed below as reading nothing of a game that a reader may be kept from.

What the door then keeps from each reader is walked by test_every_read_hides.py (every read),
test_hidden_commands.py and test_markers_in_commands.py (the commands) and
test_hidden_deployment_reads.py (the streams).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from litestar import Litestar

from service.application.visibility import sight
from service.application.visibility.concealment import Concealer
from tests.builders.http import Client, GameDriver
from tests.builders.tournament_http import TournamentDriver
from tests.e2e.api.test_access_matrix import BODIES, ORGANISER_ONLY, fill, setup

NOTHING_KEPT = {
    "GET /health/live": "the process is up",
    "GET /health/ready": "the database answers",
    "GET /v1/catalogue/ammunition": "the rules' catalogue",
    "GET /v1/catalogue/programs": "the rules' catalogue",
    "GET /v1/catalogue/skills": "the rules' catalogue",
    "GET /v1/catalogue/traits": "the rules' catalogue",
    "GET /v1/catalogue/weapons": "the rules' catalogue",
    "GET /v1/signing-key": "the service's public key",
    "POST /v1/odds": "odds of what the body asks, of no game",
    "POST /v1/games": "a new game: nothing in it yet",
    "POST /v1/organiser/imports": "a finished game's export, every secret in it revealed",
    "GET /v1/games/{game_id}": (
        "the summary: settings, phase, turn, version, and the score once the game has ended,"
        " when everything is Open"
    ),
    "GET /v1/games/{game_id}/seed": "the dice seed, given once the game has ended",
    "GET /v1/organiser/games": "each game's summary, as GET /v1/games/{game_id} gives it",
    "GET /v1/organiser/standings": "ranks worked out from ended games' results",
    "POST /v1/tournaments": "a new tournament: no game in it yet",
    "GET /v1/tournaments/{tournament_id}": (
        "the tournament's own log, each table's game read as its summary is (ended or not,"
        " a result disputed)"
    ),
    "POST /v1/tournaments/{tournament_id}/players": "a registration, in the tournament's log",
    "POST /v1/tournaments/{tournament_id}/drops": "a drop, in the tournament's log",
    "POST /v1/tournaments/{tournament_id}/rounds": (
        "a pairing, its tables' games made (nothing in them yet); a result is counted from"
        " its game only once the game has ended, when everything is Open"
    ),
    "GET /v1/tournaments/{tournament_id}/rounds/{round_number}": (
        "a round, its tables read as GET /v1/tournaments/{tournament_id} reads them"
    ),
    "POST /v1/tournaments/{tournament_id}/end": (
        "the tournament's end; a result is counted only once its game has ended"
    ),
    "GET /v1/tournaments/{tournament_id}/me": (
        "a player's own tables and game tokens, read as the tournament's tables are"
    ),
    "GET /v1/tournaments/{tournament_id}/standings": "results counted from ended games, or ruled",
    "GET /v1/tournaments/{tournament_id}/standings.csv": "the standings, as CSV",
    "GET /v1/tournaments/{tournament_id}/standings/stream": "the standings, as they change",
    "GET /v1/tournaments/{tournament_id}/seed": "the tournament's seed, once it has ended",
    "GET /v1/tournaments/{tournament_id}/verify": (
        "the tournament's own log: its chain, its commands and pairings decided again"
    ),
}
"""The operations that read nothing of a game a reader may be kept from, and why."""
TOURNAMENT_BODIES: dict[str, Any] = {
    "void_round": {"reason": "a no-show"},
    "rule_result": {
        "round": 1,
        "table": 1,
        "scores": [
            {"player": "ana", "objective_points": 4, "victory_points": 0},
            {"player": "bo", "objective_points": 1, "victory_points": 0},
        ],
        "reason": "the game was never played",
    },
}
"""A tournament's operations that reach its tables' games: a void and a ruling end them (as the
organiser's command), the export gives each one's whole log."""
STREAMS = frozenset(
    {
        "/v1/games/{game_id}/events/stream",
        "/v1/games/{game_id}/state/stream",
        "/v1/organiser/events/stream",
    }
)


@dataclass
class Door:
    passed: int = 0


@pytest.fixture
def door(monkeypatch: pytest.MonkeyPatch) -> Door:
    """Counts every call of the sight builder, wherever it is imported, and of the
    concealer's public methods."""
    counted = Door()

    def counting(call: Callable[..., Any]) -> Callable[..., Any]:
        def through_the_door(*args: Any, **kwargs: Any) -> Any:
            counted.passed += 1
            return call(*args, **kwargs)

        return through_the_door

    builder = sight.sight_of
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        if name.startswith("service.") and getattr(module, "sight_of", None) is builder:
            monkeypatch.setattr(module, "sight_of", counting(builder))
    for name, method in list(vars(Concealer).items()):
        if not name.startswith("_") and callable(method):
            monkeypatch.setattr(Concealer, name, counting(method))
    return counted


def operations(app: Litestar) -> list[tuple[str, str, str]]:
    """(method, path template, operation id) of every operation the app publishes."""
    found = []
    for path, item in app.openapi_schema.paths.items():  # type: ignore[union-attr]
        for method in ("get", "post", "put", "delete", "patch"):
            operation = getattr(item, method)
            if operation is not None:
                found.append((method.upper(), path, str(operation.operation_id)))
    return sorted(found)


async def send(
    client: Client, method: str, url: str, operation: str, token: str
) -> tuple[int, str]:
    headers = {"Authorization": f"Bearer {token}"}
    if url.split("?", maxsplit=1)[0].endswith("/stream"):
        async with client.stream(method, url, headers=headers) as response:
            async for _ in response.aiter_lines():
                break
            return response.status_code, ""
    body = (BODIES | TOURNAMENT_BODIES)[operation] if method in ("POST", "PUT") else None
    response = await client.request(method, url, json=body, headers=headers)
    return response.status_code, response.text


async def tournament_for(client: Client, operation: str) -> TournamentDriver:
    """A tournament of two players, its one round in play (a void or a ruling reaches its
    table's game), or played and ended (its export holds the game's whole log)."""
    t = await TournamentDriver.create(client, rounds=1, scenarios=[{"name": "Supplies"}])
    for name in ("ana", "bo"):
        await t.register(name)
    await t.pair()
    if operation == "export_tournament":
        (table,) = await t.current_tables()
        await t.play(table, (6, 2))
    return t


def test_the_operations_left_out_are_the_apps(app: Litestar) -> None:
    published = {f"{method} {path}" for method, path, _ in operations(app)}
    assert set(NOTHING_KEPT) <= published, set(NOTHING_KEPT) - published


async def test_every_route_reading_or_commanding_a_game_goes_through_the_door(
    app: Litestar, client: Client, door: Door
) -> None:
    read_game, _, read_params = await setup(client)
    walked = []
    for method, template, operation in operations(app):
        if f"{method} {template}" in NOTHING_KEPT:
            continue
        game, params = read_game, read_params
        if method != "GET":  # each command changes the state: a fresh game for each
            game, _, params = await setup(client)
        who = "organiser" if operation in ORGANISER_ONLY else "ariadna"
        if template.startswith("/v1/tournaments/"):
            tournament = await tournament_for(client, operation)
            params = {"tournament_id": tournament.tournament_id, "round_number": "1"}
            token = tournament.organiser
        else:
            token = game.tokens[who]
        url = fill(template, params)
        if template.startswith("/v1/organiser/"):
            url += "" if template in STREAMS else f"?game={game.game_id}"
            token = game.tokens["organiser"]
        before = door.passed
        status, text = await send(client, method, url, operation, token)
        assert status < 500, (operation, status, text)
        assert status != 401, (operation, status, text)
        assert door.passed > before, f"{method} {template} answered {status} past the door"
        walked.append(operation)
    # Every command and every read of a game is walked: none is left out but by name.
    assert len(walked) == len(operations(app)) - len(NOTHING_KEPT)
    assert {"end_game", "list_events", "get_order_state", "list_secrets"} <= set(walked)
    assert {"void_round", "rule_result", "export_tournament"} <= set(walked)


async def test_a_route_past_the_door_is_caught(client: Client, door: Door) -> None:
    """The count is the door's own: a read the concealer does not see is not counted."""
    game = await GameDriver.create(client)
    before = door.passed
    summary = await client.get(f"/v1/games/{game.game_id}", headers=game.auth("ariadna"))
    assert summary.status_code == 200
    assert door.passed == before
    state = await client.get(f"/v1/games/{game.game_id}/state", headers=game.auth("ariadna"))
    assert state.status_code == 200
    assert door.passed > before
