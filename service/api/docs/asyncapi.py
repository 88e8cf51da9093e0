"""The AsyncAPI 3 document of the live streams (Server-Sent Events), built from the app's routes.

Every route answering `text/event-stream` is a channel, with the address, summary and
description its handler declares; what each sends comes from `STREAM_MESSAGES`, and the event
names from the domain's event types, so a new stream or event type cannot be left out. Payloads
point into the OpenAPI document served beside it (`openapi.json`), the schemas of
`GET /v1/games/{game_id}/events` and `/state`.
"""

from __future__ import annotations

import re
from typing import Any, Literal

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


def _event_message(name: str) -> dict[str, Any]:
    summary = f"`event: {name}`: a `{name}` event as its item in GET .../events"
    if name == HELD_BACK:
        summary = (
            f"`event: {HELD_BACK}`: an event held back whole from this reader (a record of a"
            " trooper in Hidden Deployment), as its item in GET .../events: its version, time"
            " and links only"
        )
    return {
        "name": name,
        "title": name.replace("_", " "),
        "summary": summary,
        "contentType": "application/json",
        "payload": _payload(EventView),
    }


def _state_message() -> dict[str, Any]:
    return {
        "name": ORDER_STATE_EVENT,
        "title": "order state",
        "summary": f"`event: {ORDER_STATE_EVENT}`: the order state as GET .../state answers it",
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
        },
    }
