"""The live streams' AsyncAPI document: current with the code, valid for the AsyncAPI
Initiative's own parser (run with node, its payload references into openapi.json resolved),
naming exactly the stream routes and event names the code has, and served beside the OpenAPI
document."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.handlers import HTTPRouteHandler
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.api.asyncapi_export import render_asyncapi
from service.domain.events import EVENT_TYPES
from service.domain.hidden import HELD_BACK
from tests.paths import ROOT

CHECKED_IN = ROOT / "openapi" / "asyncapi.json"
VALIDATOR = ROOT / "tests" / "asyncapi"
NODE, NPM = shutil.which("node"), shutil.which("npm")
needs_node = pytest.mark.skipif(
    NODE is None or NPM is None, reason="node and npm run the AsyncAPI parser"
)


def stream_routes() -> dict[str, str]:
    """Operation id -> address of every route that answers with Server-Sent Events."""
    found = {}
    for route in create_app(None).routes:
        for handler in getattr(route, "route_handlers", ()):
            if isinstance(handler, HTTPRouteHandler) and handler.media_type == "text/event-stream":
                found[str(handler.operation_id)] = re.sub(r":\w+\}", "}", route.path)
    return found


@pytest.fixture(scope="module")
def parser() -> Path:
    """The pinned parser, installed from the checked-in lock file."""
    assert NPM is not None
    installed = VALIDATOR / "node_modules" / "@asyncapi" / "parser" / "package.json"
    if not installed.exists():
        subprocess.run(
            [NPM, "ci", "--no-audit", "--no-fund"], cwd=VALIDATOR, check=True, timeout=300
        )
    return VALIDATOR / "validate.mjs"


def parse(parser: Path, document: Path) -> dict[str, Any]:
    assert NODE is not None
    done = subprocess.run(
        [NODE, str(parser), str(document)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    parsed: dict[str, Any] = json.loads(done.stdout)
    return parsed


def test_the_checked_in_document_matches_the_app() -> None:
    assert CHECKED_IN.read_text(encoding="utf-8") == render_asyncapi(), (
        "run `infinity-ledger asyncapi` and commit the result"
    )


@needs_node
def test_the_parser_finds_it_valid_with_every_stream_and_event_name(parser: Path) -> None:
    parsed = parse(parser, CHECKED_IN)

    assert parsed["valid"], parsed["errors"]
    assert parsed["version"] == "3.0.0"
    routes = stream_routes()
    assert {cid: c["address"] for cid, c in parsed["channels"].items()} == routes
    assert set(routes) == {
        "stream_events",
        "stream_order_state",
        "stream_organised_events",
        "stream_standings",
    }
    # Every event type, and `held_back`: an event held back whole from the stream's reader.
    every_event = sorted((*EVENT_TYPES, HELD_BACK))
    channels = parsed["channels"]
    assert sorted(channels["stream_events"]["messages"]) == every_event
    assert sorted(channels["stream_organised_events"]["messages"]) == every_event
    assert channels["stream_order_state"]["messages"] == ["order_state"]
    assert channels["stream_standings"]["messages"] == ["standings"]
    # The payloads were resolved into openapi.json: the schemas of GET .../events and .../state.
    openapi = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    paths = openapi["paths"]
    page = paths["/v1/games/{game_id}/events"]["get"]["responses"]["200"]["content"]
    page_schema = page["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    item = openapi["components"]["schemas"][page_schema]["properties"]["events"]["items"]["$ref"]
    state = paths["/v1/games/{game_id}/state"]["get"]["responses"]["200"]["content"]
    # Each event type's payload is its own: the item of GET .../events, its `type` that event's
    # and its `data` the event type's schema in this document.
    assert sorted(channels["stream_events"]["payloads"]) == [f"{e} event" for e in every_event]
    messages = json.loads(CHECKED_IN.read_text(encoding="utf-8"))["components"]["messages"]
    for name in every_event:
        item_part, own_part = messages[name]["payload"]["allOf"]
        assert item_part == {"$ref": f"openapi.json{item}"}, name
        assert own_part["properties"]["type"]["const"] == name
    assert channels["stream_order_state"]["payloads"] == [
        state["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    ]
    standings = paths["/v1/tournaments/{tournament_id}/standings"]["get"]["responses"]["200"]
    assert channels["stream_standings"]["payloads"] == [
        standings["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    ]


@needs_node
def test_the_parser_refuses_a_broken_document(parser: Path, tmp_path: Path) -> None:
    document = json.loads(CHECKED_IN.read_text(encoding="utf-8"))
    document["operations"]["stream_events"]["action"] = "listen"  # send or receive only
    broken = tmp_path / "asyncapi.json"
    broken.write_text(json.dumps(document), encoding="utf-8")
    shutil.copy(ROOT / "openapi" / "openapi.json", tmp_path / "openapi.json")

    parsed = parse(parser, broken)

    assert not parsed["valid"]
    assert any("operations/stream_events/action" in error for error in parsed["errors"])


async def test_it_is_served_beside_the_openapi_document(
    client: AsyncTestClient[Litestar],
) -> None:
    served = await client.get("/asyncapi.json")
    spec = await client.get("/openapi.json")

    assert served.status_code == spec.status_code == 200
    assert served.headers["content-type"].startswith("application/vnd.aai.asyncapi+json")
    assert served.json() == json.loads(CHECKED_IN.read_text(encoding="utf-8"))
    # Its payloads point at the OpenAPI document beside it, and find their schemas there.
    refs = {
        part["$ref"]
        for message in served.json()["components"]["messages"].values()
        for part in message["payload"].get("allOf", [message["payload"]])
        if part.get("$ref", "").startswith("openapi.json")
    }
    # GET .../events's item, GET .../state and a tournament's GET .../standings.
    assert {ref.rsplit("/", 1)[1] for ref in refs} == {
        "EventView",
        "OrderStateView",
        "TournamentStandingsView",
    }
    for ref in refs:
        document, pointer = ref.split("#")
        assert document == "openapi.json"
        assert pointer.rsplit("/", 1)[1] in spec.json()["components"]["schemas"]
