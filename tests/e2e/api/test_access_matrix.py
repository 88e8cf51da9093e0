"""Every game route against every kind of caller, the routes read from the app itself.

No token and an unknown token are 401; a token of another game is 404, exactly like an unknown
game; the organiser and both players get past authentication everywhere, and the organiser's
own commands refuse players with 403. Nobody gets a 5xx.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from litestar import Litestar

from tests.builders.http import Client, GameDriver, assert_problem, shot, trooper

ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11}]}
BODIES: dict[str, Any] = {
    "add_trooper": trooper("ariadna", "line"),
    "roll_initiative": {},
    "choose_initiative": {"player": "ariadna", "keep": "initiative"},
    "deploy_troopers": {"player": "ariadna", "troopers": ["fennec"]},
    "form_fireteam": {
        "player": "ariadna",
        "kind": "duo",
        "members": ["fennec"],
        "leader": "fennec",
    },
    "break_fireteam": {"player": "ariadna"},
    "start_turn": {"player": "ariadna"},
    "spend_command_token": {"player": "ariadna", "use": "reroll_doctor"},
    "end_turn": {},
    "appoint_lieutenant": {"trooper": "fennec"},
    "activate_trooper": {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))},
    "declare_aro": {"trooper": "senku-a", "skill": shot(("fennec", 1, 15))},
    "declare_no_aro": {},
    "declare_second_skill": {"skill": {"skill": "idle"}},
    "withdraw_declaration": {},
    "trigger_deployable": {"deployable": "m1", "targets": ["fennec"]},
    "resolve_order": {},
    "confirm_dice": {},
    "confirm_initiative": {},
    "confirm_roll": {},
    "discard_die": {"side": "fennec:bs_attack>senku-a", "die": 0},
    "reroll_die": {"side": "fennec:bs_attack>senku-a", "die": None},
    "conclude_order": {},
    "void_order": {"reason": "misplayed"},
    "create_roll": ROLL,
    "end_game": {"reason": "time"},
    "rotate_token": {"role": "player", "player": "ariadna"},
    "edit_trooper": {
        k: v for k, v in trooper("ariadna", "fennec").items() if k not in ("player", "trooper_id")
    },
    "remove_trooper": None,
    "record_result": {"player": "ariadna", "objective_points": 5, "reasons": ["Dominate"]},
    "answer_result": {"player": "tohaa", "accept": True},
    "commit_secret": {"kind": "lieutenant", "subject": "fennec"},
    "draw_classified": {"deck": ["Telemetry", "Sabotage"], "count": 1},
    "reveal_secret": {"secret": {"kind": "lieutenant", "trooper": "fennec"}, "salt": "0" * 64},
    "contribute_entropy": {"seed": "ab" * 16},
    "waive_entropy": {},
}
ORGANISER_ONLY = {"end_game", "void_order"}


def game_routes(app: Litestar) -> list[tuple[str, str, str]]:
    """(method, path template, operation id) of every route that takes a game's token."""
    found = []
    for path, item in app.openapi_schema.paths.items():  # type: ignore[union-attr]
        if not path.startswith("/v1/games/{game_id}"):
            continue
        for method in ("get", "post", "put", "delete"):
            operation = getattr(item, method)
            if operation is not None:
                found.append((method.upper(), path, str(operation.operation_id)))
    return sorted(found)


async def setup(client: Client) -> tuple[GameDriver, GameDriver, dict[str, str]]:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    await game.post("ariadna", "/turns", {"player": "ariadna"})
    activated = await game.post(
        "ariadna", "/orders", {"trooper": "fennec", "skill": shot(("senku-a", 3, 15))}, 201
    )
    roll = await game.post("tohaa", "/rolls", ROLL, 201)
    secret = await game.post("ariadna", "/secrets", {"kind": "lieutenant", "subject": "fennec"})
    other = await GameDriver.create(client)
    params = {
        "game_id": game.game_id,
        "order": str(activated["events"][0]["data"]["order"]),
        "version": str(roll["version"]),
        "trooper_id": "fennec",
        "fireteam": "1",
        "secret_id": secret["events"][0]["data"]["secret_id"],
    }
    return game, other, params


def fill(template: str, params: dict[str, str]) -> str:
    return template.format(**params)


async def call(
    client: Client, method: str, path: str, operation: str, token: str | None
) -> tuple[int, dict[str, Any], dict[str, str]]:
    headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
    if method in ("POST", "PUT"):
        response = await client.request(method, path, json=BODIES[operation], headers=headers)
    else:
        response = await client.request(method, path, headers=headers)
    ctype = response.headers.get("content-type", "")
    body = response.json() if ctype.startswith("application/problem+json") else {}
    return response.status_code, body, dict(response.headers)


def test_every_game_route_is_in_the_matrix(app: Litestar) -> None:
    commands = {op for method, _, op in game_routes(app) if method != "GET"}
    assert commands <= set(BODIES), commands - set(BODIES)
    assert len(game_routes(app)) >= 25


@pytest.mark.parametrize("token", [None, "not-a-token-of-any-game"])
async def test_no_or_an_unknown_token_is_401(
    app: Litestar, client: Client, token: str | None
) -> None:
    _, _, params = await setup(client)
    for method, template, operation in game_routes(app):
        status, body, headers = await call(client, method, fill(template, params), operation, token)
        assert status == 401, (operation, status)
        assert body["status"] == 401
        assert headers["www-authenticate"] == "Bearer"


async def test_another_games_token_is_404_like_an_unknown_game(
    app: Litestar, client: Client
) -> None:
    game, other, params = await setup(client)
    before = (await game.get("organiser", ""))["version"]
    unknown = {**params, "game_id": str(uuid.uuid4())}
    for method, template, operation in game_routes(app):
        for who in ("organiser", "ariadna"):
            token = other.tokens[who]
            status, body, _ = await call(client, method, fill(template, params), operation, token)
            twin = await call(client, method, fill(template, unknown), operation, token)
            assert status == 404, (operation, who, status)
            assert (status, body["title"]) == (twin[0], twin[1]["title"]), operation
    assert (await game.get("organiser", ""))["version"] == before  # nothing was appended


async def test_the_games_own_callers_get_past_authentication(app: Litestar, client: Client) -> None:
    read_game, _, read_params = await setup(client)
    for method, template, operation in game_routes(app):
        for who in ("organiser", "ariadna", "tohaa"):
            game, params = read_game, read_params
            if method != "GET":  # each command changes the state: a fresh game for each
                game, _, params = await setup(client)
            token = game.tokens[who]
            status, _, _ = await call(client, method, fill(template, params), operation, token)
            assert status < 500, (operation, who, status)
            assert status not in (401, 404), (operation, who, status)
            if operation in ORGANISER_ONLY and who != "organiser":
                assert status == 403, (operation, who, status)
            if operation == "add_trooper" and who == "tohaa":  # a trooper of Ariadna's
                assert status == 403, (operation, who, status)
            if operation == "export_audit":  # a running game's whole log waits for the end
                assert status == 409, (operation, who, status)
            elif method == "GET" and operation != "reveal_seed":
                assert status == 200, (operation, who, status)


async def test_organiser_routes_take_only_an_organisers_token(client: Client) -> None:
    game, other, _ = await setup(client)
    listing, export = "/v1/organiser/games", f"/v1/organiser/audit?game={game.game_id}"
    for path in (listing, export):
        assert (await client.get(path)).status_code == 401
        for who in ("ariadna", "tohaa"):
            refused = await client.get(path, headers=game.auth(who))
            assert_problem(refused, 401, "unauthorized")
    assert (await client.get(listing, headers=game.auth("organiser"))).status_code == 200
    # The organiser gets past authentication; a running game's whole log waits for the end.
    running = await client.get(export, headers=game.auth("organiser"))
    assert_problem(running, 409, "private-information")
    # Another organiser asks for this game: refused, exactly as for a game that does not exist.
    foreign = await client.get(export, headers=other.auth("organiser"))
    unknown = await client.get(
        f"/v1/organiser/audit?game={uuid.uuid4()}", headers=other.auth("organiser")
    )
    assert foreign.status_code == unknown.status_code == 403
    assert game.tokens["organiser"] not in foreign.text
