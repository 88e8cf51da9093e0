"""The AsyncAPI 3 document of the live streams (Server-Sent Events), built from the app's routes.

Every route answering `text/event-stream` is a channel, with the address, summary and
description its handler declares; what each sends comes from `STREAM_MESSAGES`, and the event
names from the domain's event types, so a new stream or event type cannot be left out. Payloads
point into the OpenAPI document served beside it (`openapi.json`), the schemas of
`GET /v1/games/{game_id}/events` and `/state`; each event type's `data` is a schema of this
document's own (`components.schemas`), made by msgspec from the event's type, its description
and each field's from the docstring and the `about()` beside them.
"""

from __future__ import annotations

import inspect
import re
from typing import Any, Literal

import msgspec
from litestar import Litestar
from litestar.handlers import HTTPRouteHandler

import service
from service.api._http.contract import EVENT_STREAM
from service.api.games.schemas import EventView
from service.api.orders.views import OrderStateView
from service.api.streams.sse import ORDER_STATE_EVENT
from service.api.tournaments.controller import STANDINGS_EVENT
from service.api.tournaments.schemas import TournamentStandingsView
from service.config import FeedSettings
from service.domain.events import EVENT_TYPES
from service.domain.hidden import HELD_BACK

ASYNCAPI_JSON_PATH = "/asyncapi.json"
ASYNCAPI_VERSION = "3.0.0"
OPENAPI_DOCUMENT = "openapi.json"
"""Where the payloads' schemas are, relative to this document: beside it when served
(`/openapi.json`) and when checked in (`openapi/openapi.json`)."""

Sends = Literal["events by version", "events by position", "order states", "standings"]
STREAM_MESSAGES: dict[str, Sends] = {
    "stream_events": "events by version",
    "stream_organised_events": "events by position",
    "stream_order_state": "order states",
    "stream_standings": "standings",
}
"""What each stream route (by operation id) sends; a stream route missing here fails the build."""

_ID_MEANS: dict[Sends, str] = {
    "events by version": "the event's `version` in its game (1, 2, 3, ... with no gap)",
    "events by position": (
        "the event's `position`: strictly increasing across the organiser's games, with gaps;"
        " an event is sent only once no smaller position can still commit"
    ),
    "order states": "the game's version the order state is at",
    "standings": "the tournament's version the standings are at",
}
_PATH_PARAMETER = re.compile(r"\{(\w+)(?::\w+)?\}")


class UndescribedStream(RuntimeError):
    """A stream route whose messages `STREAM_MESSAGES` does not say."""


def _framing(sends: Sends) -> str:
    defaults = FeedSettings()
    heartbeat, hours = int(defaults.heartbeat), defaults.max_seconds / 3600
    return (
        "Server-Sent Events (`text/event-stream`): each message is an `id:` line, an `event:`"
        f" line (the message's name) and one `data:` line of JSON. `id:` is {_ID_MEANS[sends]}."
        " Resume after the last `id:` received with the `Last-Event-ID` header (browsers send it"
        " on reconnecting) or the `after` query parameter (0: from the start); `Last-Event-ID`"
        f" wins. A `: heartbeat` comment line comes at least every {heartbeat} s (the"
        " first at once, when the stream opens). The stream ends, after a last comment, when"
        " its token is revoked (`: closed: the token was revoked; ...`) or the database cannot"
        " be read (`: closed: the database is unavailable; ...`, with `retry:`), after"
        f" {hours:g} hour(s) by default, and when the server shuts down: reconnect with"
        " `Last-Event-ID`."
    )


def _payload(schema: type) -> dict[str, str]:
    return {"$ref": f"{OPENAPI_DOCUMENT}#/components/schemas/{schema.__name__}"}


EVENT_NAMES = (*EVENT_TYPES, HELD_BACK)
"""Every event type, and `held_back`: an event held back whole from the stream's reader."""


SCHEMAS = "#/components/schemas/{name}"
AS_SEEN = (
    '`data` is the event as recorded, or as this reader may see it (docs/rules.md, "What each'
    " player may know of the other's army\"): a trooper the reader sees only as a marker is named"
    " by its handle, and"
    " what of another army list is Private until the end (a trooper's Cost, the sums a"
    " Retreat! was counted on, an appointed Lieutenant) is left out, so a field may be absent."
)


def _words(text: str) -> str:
    """Docstring words in one line, their ``literals`` written as Markdown's `literals`."""
    return re.sub(r"``([^`]+)``", r"`\1`", " ".join(text.split()))


def _as_asyncapi(node: Any) -> Any:
    """msgspec's JSON Schema as an AsyncAPI Schema Object: its `discriminator` is the name of
    the property (OpenAPI's is an object with `propertyName` and `mapping`)."""
    if isinstance(node, dict):
        return {
            key: value["propertyName"]
            if key == "discriminator" and isinstance(value, dict)
            else _as_asyncapi(value)
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_as_asyncapi(value) for value in node]
    return node


def _property_described(prop: dict[str, Any]) -> dict[str, Any]:
    """A property with its description where a reader looks for it: msgspec leaves the words of
    `Annotated[X, about(...)] | None` on the union's first arm."""
    arms = prop.get("anyOf", [])
    said = [arm for arm in arms if "description" in arm]
    if "description" not in prop and said:
        arms = [{k: v for k, v in arm.items() if k != "description"} for arm in arms]
        prop = {**prop, "anyOf": arms, "description": said[0]["description"]}
    if "description" in prop:
        return {**prop, "description": _words(prop["description"])}
    if len(prop.get("enum", ())) == 1:
        return {**prop, "description": f"Always `{prop['enum'][0]}`: it tells this kind apart"}
    return prop


def _described(schema: dict[str, Any]) -> dict[str, Any]:
    """A schema msgspec made, in one line of words each, with its tag field said."""
    if "description" in schema:
        schema = {**schema, "description": _words(schema["description"])}
    properties = {
        field: _property_described(prop) for field, prop in schema.get("properties", {}).items()
    }
    return {**schema, "properties": properties} if properties else schema


def event_schemas() -> dict[str, Any]:
    """Every event type's `data` and what it holds, by name: msgspec's JSON Schema of the
    event's type without its `type`, which a message carries beside its `data`. A field a
    reader may not be shown is not required."""
    _, components = msgspec.json.schema_components(list(EVENT_TYPES.values()), ref_template=SCHEMAS)
    schemas = {name: _described(_as_asyncapi(schema)) for name, schema in components.items()}
    for cls in EVENT_TYPES.values():
        data = dict(schemas[cls.__name__])
        data["properties"] = {k: v for k, v in data["properties"].items() if k != "type"}
        data.pop("required", None)
        schemas[cls.__name__] = data
    return schemas


def _event_payload(name: str) -> dict[str, Any]:
    if name == HELD_BACK:
        data: dict[str, Any] = {
            "type": "object",
            "maxProperties": 0,
            "description": "Empty: the event is held back whole from this reader",
        }
    else:
        data = {"$ref": SCHEMAS.format(name=EVENT_TYPES[name].__name__)}
    return {
        "title": f"{name} event",
        "allOf": [
            _payload(EventView),
            {
                "type": "object",
                "properties": {
                    "type": {"const": name, "description": "The event's type"},
                    "data": data,
                },
            },
        ],
    }


def _event_message(name: str) -> dict[str, Any]:
    summary = f"`event: {name}`: a `{name}` event as its item in GET .../events"
    if name == HELD_BACK:
        summary = (
            f"`event: {HELD_BACK}`: an event held back whole from this reader (a record of a"
            " trooper in Hidden Deployment), as its item in GET .../events: its version, time"
            " and links only"
        )
        description = (
            "An event this reader may not see at all: a record of an opponent's trooper in"
            " Hidden Deployment, until it is revealed. `data` and `metadata` are empty and no"
            " `blind` is shown; its version, time and links (`prev_hash`, `hash`) stay, so the"
            " chain is whole."
        )
    else:
        doc = inspect.getdoc(EVENT_TYPES[name]) or ""
        description = f"{_words(doc)}\n\n{AS_SEEN}"
    return {
        "name": name,
        "title": name.replace("_", " "),
        "summary": summary,
        "description": description,
        "contentType": "application/json",
        "payload": _event_payload(name),
    }


def _state_message() -> dict[str, Any]:
    return {
        "name": ORDER_STATE_EVENT,
        "title": "order state",
        "summary": f"`event: {ORDER_STATE_EVENT}`: the order state as GET .../state answers it",
        "description": (
            "The game's whole order state, as this reader may see it, each time it changes:"
            " the same JSON as GET .../state (OrderStateView in the OpenAPI document)."
        ),
        "contentType": "application/json",
        "payload": _payload(OrderStateView),
    }


def _standings_message() -> dict[str, Any]:
    return {
        "name": STANDINGS_EVENT,
        "title": "standings",
        "summary": (
            f"`event: {STANDINGS_EVENT}`: a tournament's standings as GET .../standings"
            " answers them"
        ),
        "description": (
            "The tournament's standings each time the tournament changes: the same JSON as GET"
            " .../standings (TournamentStandingsView in the OpenAPI document), every player"
            " ranked by its tie-breakers, `final` once it has ended."
        ),
        "contentType": "application/json",
        "payload": _payload(TournamentStandingsView),
    }


def message_names(sends: Sends) -> tuple[str, ...]:
    """The `event:` names a stream sends."""
    if sends == "standings":
        return (STANDINGS_EVENT,)
    return (ORDER_STATE_EVENT,) if sends == "order states" else tuple(sorted(EVENT_NAMES))


def stream_routes(app: Litestar) -> list[tuple[str, HTTPRouteHandler]]:
    """Each stream route's address (path parameters without their type) and handler."""
    found = []
    for route in app.routes:
        for handler in getattr(route, "route_handlers", ()):
            if isinstance(handler, HTTPRouteHandler) and handler.media_type == EVENT_STREAM:
                found.append((_PATH_PARAMETER.sub(r"{\1}", route.path), handler))
    return sorted(found, key=lambda found: found[0])


def _channel(address: str, handler: HTTPRouteHandler, sends: Sends) -> dict[str, Any]:
    parameters = _PATH_PARAMETER.findall(address)
    channel: dict[str, Any] = {
        "address": address,
        "summary": handler.summary,
        "description": f"{handler.description}\n\n{_framing(sends)}",
        "messages": {
            name: {"$ref": f"#/components/messages/{name}"} for name in message_names(sends)
        },
    }
    if parameters:
        channel["parameters"] = {
            name: {"description": f"The {name} (a UUID)"} for name in parameters
        }
    return channel


def _operation(channel_id: str, handler: HTTPRouteHandler, sends: Sends) -> dict[str, Any]:
    return {
        "action": "receive",
        "channel": {"$ref": f"#/channels/{channel_id}"},
        "summary": handler.summary,
        "security": [{"$ref": "#/components/securitySchemes/bearer"}],
        "bindings": {
            "http": {
                "method": "GET",
                "query": {
                    "type": "object",
                    "properties": {
                        "after": {
                            "type": "integer",
                            "minimum": 0,
                            "description": "Resume after this `id:` (0: from the start)",
                        }
                    },
                },
            }
        },
        "messages": [
            {"$ref": f"#/channels/{channel_id}/messages/{name}"} for name in message_names(sends)
        ],
    }


def asyncapi_document(app: Litestar) -> dict[str, Any]:
    channels: dict[str, Any] = {}
    operations: dict[str, Any] = {}
    for address, handler in stream_routes(app):
        operation_id = str(handler.operation_id)
        if operation_id not in STREAM_MESSAGES:
            raise UndescribedStream(f"{address} ({operation_id}): say what it sends")
        sends = STREAM_MESSAGES[operation_id]
        channels[operation_id] = _channel(address, handler, sends)
        operations[operation_id] = _operation(operation_id, handler, sends)
    messages = {name: _event_message(name) for name in EVENT_NAMES}
    messages[ORDER_STATE_EVENT] = _state_message()
    messages[STANDINGS_EVENT] = _standings_message()
    return {
        "asyncapi": ASYNCAPI_VERSION,
        "info": {
            "title": f"{app.openapi_config.title if app.openapi_config else 'API'} live streams",
            "version": service.__version__,
            "description": (
                "The live streams (Server-Sent Events) of the HTTP API that "
                f"`{OPENAPI_DOCUMENT}` describes; their payloads are its schemas."
            ),
        },
        "servers": {
            "service": {
                "host": "127.0.0.1:8000",
                "protocol": "http",
                "description": "The service as `infinity-ledger serve` runs it by default",
                "security": [{"$ref": "#/components/securitySchemes/bearer"}],
            }
        },
        "defaultContentType": "application/json",
        "channels": channels,
        "operations": operations,
        "components": {
            "securitySchemes": {
                "bearer": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": (
                        "A game token (the organiser stream: an organiser token; the"
                        " standings: a tournament token)"
                    ),
                }
            },
            "messages": messages,
            "schemas": event_schemas(),
        },
    }
