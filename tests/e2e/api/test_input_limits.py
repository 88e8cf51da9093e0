"""Input limits: body size, media type, malformed JSON, schema fit, and the bounds in the spec.

The split: a body that is not JSON at all (syntax, invalid UTF-8, nesting too deep) is 400; JSON
that does not fit the schema (unknown field, wrong type, out of range, too many items) is 422,
like a command that breaks the rules. Every refusal is a problem document and appends nothing.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api._http.json_body import MAX_DEPTH
from service.api.app import create_app
from service.api.openapi_export import render_openapi
from service.config import DEFAULT_MAX_BODY_BYTES
from tests.builders.http import Client, GameDriver, trooper

JSON = {"content-type": "application/json"}


def assert_problem(response: Any, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body: dict[str, Any] = response.json()
    assert body["status"] == status
    assert body["detail"]
    return body


async def version(game: GameDriver) -> int:
    summary: dict[str, Any] = await game.get("organiser", "")
    return int(summary["version"])


def padded(body: object, size: int) -> bytes:
    """Valid JSON of exactly `size` bytes: the body, then trailing whitespace."""
    encoded = json.dumps(body).encode()
    return encoded + b" " * (size - len(encoded))


async def test_a_body_at_the_limit_is_read_and_one_byte_more_is_a_413(client: Client) -> None:
    body = {"players": ["ariadna", "tohaa"]}
    at_limit = await client.post(
        "/v1/games", content=padded(body, DEFAULT_MAX_BODY_BYTES), headers=JSON
    )
    assert at_limit.status_code == 201, at_limit.text
    over = await client.post(
        "/v1/games", content=padded(body, DEFAULT_MAX_BODY_BYTES + 1), headers=JSON
    )
    assert_problem(over, 413)


async def post_in_chunks(
    app: Litestar, path: str, chunks: list[bytes], headers: dict[str, str]
) -> tuple[int, dict[str, str], bytes]:
    """POST straight through ASGI, one message per chunk and no Content-Length, as a chunked
    upload arrives from a server; test clients always announce the length."""
    messages: list[Any] = [
        {"type": "http.request", "body": chunk, "more_body": True} for chunk in chunks
    ]
    messages.append({"type": "http.request", "body": b"", "more_body": False})
    sent: list[Any] = []

    async def receive() -> Any:
        return messages.pop(0) if messages else {"type": "http.disconnect"}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }
    await app(scope, receive, send)  # type: ignore[arg-type]
    start = next(m for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return start["status"], {k.decode(): v.decode() for k, v in start["headers"]}, body


async def test_a_chunked_body_without_content_length_is_held_to_the_limit(
    app: Litestar, client: Client
) -> None:
    game = await GameDriver.create(client)
    before = await version(game)
    path = f"/v1/games/{game.game_id}/rolls"
    head = b'{"kind": "normal", "sides": [{"name": "a", "attribute": 11}], "label": "'
    filler = [b"x" * 1000] * (DEFAULT_MAX_BODY_BYTES // 1000 + 1)
    headers = {**JSON, **game.auth("ariadna")}
    status, response_headers, body = await post_in_chunks(
        app, path, [head, *filler, b'"}'], headers
    )
    assert status == 413, body
    assert response_headers["content-type"].startswith("application/problem+json")
    assert await version(game) == before
    # The same route and token with a small chunked body is served: the limit is what refused.
    status, _, body = await post_in_chunks(app, path, [head, b'dice"}'], headers)
    assert status == 201, body
    assert await version(game) == before + 1


async def test_the_body_limit_is_configurable(db_url: str) -> None:
    app = create_app(db_url, pool_size=1, max_body_bytes=100, rate_limit=None)
    async with AsyncTestClient(app=app) as small:
        ok = await small.post(
            "/v1/games", content=padded({"players": ["a", "b"]}, 100), headers=JSON
        )
        assert ok.status_code == 201, ok.text
        big = await small.post(
            "/v1/games", content=padded({"players": ["a", "b"]}, 101), headers=JSON
        )
        assert_problem(big, 413)


def nested(depth: int) -> bytes:
    return b'{"players": ' + b"[" * depth + b"]" * depth + b"}"


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b'{"players": ["ariadna",', "truncated"),
        (b'{"players": ["ariadna"]} trailing', "trailing characters"),
        (b'{"players": ["\xff\xfe"]}', "invalid UTF-8"),
        (b'{"players": ["ariadna", "tohaa"], "client_seed": "\xc3"}', "cut UTF-8 sequence"),
        (nested(1000), "nested 1,000 deep"),
        (nested(20_000), "nested 20,000 deep"),
        (nested(MAX_DEPTH + 1), "nested one level too deep"),
        (b"", "no body"),
    ],
)
async def test_malformed_json_is_a_400_before_any_token_is_looked_at(
    client: Client, content: bytes, why: str
) -> None:
    create = await client.post("/v1/games", content=content, headers=JSON)
    assert_problem(create, 400)
    # A game route, a token never issued, a game that does not exist: the body is refused
    # first. (With no Authorization header at all, the answer is a 401 first.)
    roll = await client.post(
        f"/v1/games/{uuid.uuid4()}/rolls",
        content=content,
        headers={**JSON, "Authorization": "Bearer never-issued"},
    )
    assert_problem(roll, 400)
    bare = await client.post(f"/v1/games/{uuid.uuid4()}/rolls", content=content, headers=JSON)
    assert_problem(bare, 401)


async def test_malformed_json_on_a_real_game_appends_nothing(client: Client) -> None:
    game = await GameDriver.create(client)
    before = await version(game)
    for content in (nested(1000), b'{"kind": "normal", "label": "\xff"}'):
        response = await client.post(
            f"/v1/games/{game.game_id}/rolls",
            content=content,
            headers={**JSON, **game.auth("ariadna")},
        )
        assert_problem(response, 400)
    assert await version(game) == before


async def test_nesting_within_the_limit_is_parsed_and_judged_by_the_schema(
    client: Client,
) -> None:
    response = await client.post("/v1/games", content=nested(MAX_DEPTH - 1), headers=JSON)
    assert_problem(response, 422)


@pytest.mark.parametrize(
    "content_type",
    ["text/plain", "application/x-www-form-urlencoded", "application/xml", None],
)
async def test_a_body_that_is_not_declared_json_is_a_415(
    client: Client, content_type: str | None
) -> None:
    game = await GameDriver.create(client)
    before = await version(game)
    body = json.dumps({"kind": "normal", "sides": [{"name": "a", "attribute": 11}]}).encode()
    headers = dict(game.auth("ariadna"))
    if content_type is not None:
        headers["content-type"] = content_type
    response = await client.post(f"/v1/games/{game.game_id}/rolls", content=body, headers=headers)
    assert "content-type" in response.request.headers or content_type is None
    assert_problem(response, 415)
    assert await version(game) == before
    create = await client.post("/v1/games", content=b'{"players": ["a"]}', headers=headers)
    assert_problem(create, 415)


async def test_a_non_utf8_charset_is_a_415(client: Client) -> None:
    response = await client.post(
        "/v1/games",
        content=b'{"players": ["a"]}',
        headers={"content-type": "application/json; charset=latin-1"},
    )
    assert_problem(response, 415)


@pytest.mark.parametrize(
    "content_type",
    ["application/json", "application/json; charset=utf-8", "application/vnd.ledger+json"],
)
async def test_json_and_plus_json_types_are_accepted(client: Client, content_type: str) -> None:
    response = await client.post(
        "/v1/games", content=b'{"players": ["a", "b"]}', headers={"content-type": content_type}
    )
    assert response.status_code == 201, response.text


async def test_unknown_fields_are_a_422_naming_the_field(client: Client) -> None:
    create = await client.post("/v1/games", json={"players": ["a", "b"], "manual_dice_": True})
    assert "manual_dice_" in assert_problem(create, 422)["detail"]

    game = await GameDriver.create(client)
    before = await version(game)
    cases: list[tuple[str, object, str]] = [
        ("/troopers", trooper("ariadna", "fennec", armour=3), "armour"),
        ("/troopers", {**trooper("ariadna", "fennec"), "profile": {"w": 1}}, "w"),
        ("/turns", {"player": "ariadna", "first": True}, "first"),
        ("/orders", {"trooper": "t", "skill": {"skill": "move", "inches": 4}}, "inches"),
        ("/rolls", {"kind": "normal", "sides": [{"name": "a", "attribute": 9, "x": 1}]}, "x"),
        ("/end", {"reason": "", "winner": "ariadna"}, "winner"),
    ]
    for path, body, field in cases:
        response = await client.post(
            f"/v1/games/{game.game_id}{path}", json=body, headers=game.auth("organiser")
        )
        assert field in assert_problem(response, 422)["detail"], (path, response.text)
    assert await version(game) == before

    odds = await client.post(
        "/v1/odds",
        json={"kind": "normal", "sides": [{"name": "a", "attribute": 11, "brust": 3}]},
    )
    assert "brust" in assert_problem(odds, 422)["detail"]


def mods(count: int) -> list[dict[str, int]]:
    return [{"value": -1}] * count


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/rolls", {"kind": "normal", "sides": [{"name": "a", "attribute": 9, "mods": mods(17)}]}),
        ("/rolls", {"kind": "normal", "sides": [{"name": "a", "attribute": 99}]}),
        ("/rolls", {"kind": "normal", "sides": [{"name": "a", "attribute": 9, "burst": 13}]}),
        ("/rolls", {"kind": "normal", "sides": [{"name": "a", "attribute": "nine"}]}),
        (
            "/rolls",
            {"kind": "normal", "label": "x" * 201, "sides": [{"name": "a", "attribute": 9}]},
        ),
        ("/troopers", trooper("ariadna", "t", skills=[{"name": "s"}] * 33)),
        ("/troopers", trooper("ariadna", "t", skills=[{"name": "Mimetism", "value": 61}])),
        ("/troopers", trooper("ariadna", "t", weapons=[{"slug": "combi_rifle"}] * 33)),
        (
            "/troopers",
            trooper(
                "ariadna",
                "t",
                melee_weapons=[{"slug": "k", "name": "Knife", "ps": 5, "traits": ["a" * 41]}],
            ),
        ),
        ("/turns", {"player": "x" * 81}),
        ("/orders", {"trooper": "t", "skill": {"skill": "dodge", "mods": mods(17)}}),
        (
            "/orders",
            {
                "trooper": "t",
                "skill": {
                    "skill": "bs_attack",
                    "weapon": "combi_rifle",
                    "targets": [{"trooper": "s", "burst": 3, "distance": 1001}],
                },
            },
        ),
        ("/orders/1/resolve", {"dice": [{"roll": "a", "faces": [21]}]}),
        ("/orders/1/resolve", {"dice": [{"roll": "a", "faces": [1]}] * 33}),
        ("/orders/1/discard", {"side": "a", "die": 25}),
        ("/orders/1/reroll", {"side": "a", "die": 0, "face": 0}),
        ("/end", {"reason": "x" * 501}),
    ],
)
async def test_json_outside_the_schema_bounds_is_a_422(
    client: Client, path: str, body: object
) -> None:
    game = await GameDriver.create(client, manual_dice=True)
    before = await version(game)
    response = await client.post(
        f"/v1/games/{game.game_id}{path}", json=body, headers=game.auth("ariadna")
    )
    assert_problem(response, 422)
    assert await version(game) == before


async def test_odds_bodies_are_bounded_too(client: Client) -> None:
    side = {"name": "a", "attribute": 11, "mods": mods(17)}
    assert_problem(await client.post("/v1/odds", json={"kind": "normal", "sides": [side]}), 422)
    weapon = {"ps": 5, "ammo": ["N"] * 5, "save_attribute": "ARM"}
    side = {"name": "a", "attribute": 11, "weapon": weapon}
    assert_problem(await client.post("/v1/odds", json={"kind": "normal", "sides": [side]}), 422)


async def test_a_bad_query_parameter_stays_a_400(client: Client) -> None:
    game = await GameDriver.create(client)
    response = await client.get(
        f"/v1/games/{game.game_id}/events?limit=0", headers=game.auth("tohaa")
    )
    assert_problem(response, 400)


BOUNDS = {"maxItems", "maxLength", "maximum", "minItems", "minLength", "minimum"}


def request_body_schemas(spec: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every schema reachable from an operation's request body, with where it was found."""
    components = spec["components"]["schemas"]
    pending: list[tuple[str, Any]] = []
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            body = operation.get("requestBody") if isinstance(operation, dict) else None
            if body:
                for media in body["content"].values():
                    pending.append((f"{method} {path}", media["schema"]))
    seen: set[str] = set()
    while pending:
        where, schema = pending.pop()
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            if name not in seen:
                seen.add(name)
                pending.append((name, components[name]))
            continue
        yield where, schema
        # Litestar writes the bounds of an optional field next to its oneOf, not in it.
        bounds = {k: v for k, v in schema.items() if k in BOUNDS}
        for key in ("oneOf", "anyOf", "allOf"):
            pending.extend((where, {**bounds, **s}) for s in schema.get(key, []))
        if "items" in schema:
            pending.append((f"{where}[]", schema["items"]))
        for name, prop in schema.get("properties", {}).items():
            pending.append((f"{where}.{name}", prop))


def test_every_list_number_and_string_of_a_request_body_is_bounded_in_the_spec() -> None:
    unbounded = []
    for where, schema in request_body_schemas(json.loads(render_openapi())):
        kind = schema.get("type")
        if kind == "array" and not {"maxItems", "prefixItems"} & schema.keys():
            unbounded.append(f"{where}: no maxItems")
        if kind == "string" and not {"enum", "const", "maxLength"} & schema.keys():
            unbounded.append(f"{where}: no maxLength")
        if kind in ("integer", "number") and "maximum" not in schema:
            unbounded.append(f"{where}: no maximum")
    assert not unbounded, unbounded
