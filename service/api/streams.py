"""Live streams (Server-Sent Events): a game's events and order state, an organiser's games."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, get
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.params import HeaderParameter, QueryParameter
from litestar.response import ServerSentEvent
from litestar.response.sse import ServerSentEventMessage

from service.api.contract import BEARER, EVENT_STREAM, GAME_STREAM, ORGANISER_STREAM
from service.api.http import bearer_token, organiser_bearer
from service.api.http import principal as resolve_principal
from service.api.observability import LIVE_FEED_SUBSCRIBERS
from service.api.order_views import order_state_view
from service.api.views import event_view
from service.application.feed import Feed, Heartbeat, Revoked
from service.application.games import Principal
from service.projections.models import OrderState
from service.store.event_store import RecordedEvent

ORDER_STATE_EVENT = "order_state"
_HEARTBEAT = ServerSentEventMessage(data=None, comment="heartbeat")
_REVOKED = ServerSentEventMessage(
    data=None, comment="closed: the token was revoked; reconnect with the new one"
)

LastEventId = Annotated[
    int | None,
    HeaderParameter(
        name="Last-Event-ID",
        ge=0,
        required=False,
        description="The last `id:` received: the stream resumes after it (browsers send it"
        " on reconnecting). Wins over `after`.",
    ),
]
After = Annotated[
    int | None,
    QueryParameter(ge=0, required=False, description="Resume after this `id:` (0: from the start)"),
]


def feed(state: State) -> Feed:
    service: Feed = state.feed
    return service


def _event(event: RecordedEvent, event_id: int) -> ServerSentEventMessage:
    # Exactly the JSON of the event's item in GET /events.
    return ServerSentEventMessage(
        data=msgspec.json.encode(event_view(event)).decode(), event=event.type, id=event_id
    )


async def _events(
    items: AsyncIterator[RecordedEvent | Heartbeat | Revoked], by_position: bool
) -> AsyncIterator[ServerSentEventMessage]:
    async for item in items:
        if isinstance(item, Heartbeat):
            yield _HEARTBEAT
        elif isinstance(item, Revoked):
            yield _REVOKED
        else:
            yield _event(item, item.position if by_position else item.version)


async def _states(
    items: AsyncIterator[OrderState | Heartbeat | Revoked],
) -> AsyncIterator[ServerSentEventMessage]:
    async for item in items:
        if isinstance(item, Heartbeat):
            yield _HEARTBEAT
        elif isinstance(item, Revoked):
            yield _REVOKED
        else:
            yield ServerSentEventMessage(
                data=msgspec.json.encode(order_state_view(item)).decode(),
                event=ORDER_STATE_EVENT,
                id=item.version,
            )


async def _counted(
    messages: AsyncIterator[ServerSentEventMessage],
) -> AsyncIterator[ServerSentEventMessage]:
    with LIVE_FEED_SUBSCRIBERS.track_inprogress():
        async for message in messages:
            yield message


def _resume_from(last_event_id: int | None, after: int | None) -> int:
    if last_event_id is not None:
        return last_event_id
    return after or 0


def _token(request: Request[Any, Any, Any]) -> str:
    # The principal dependency has authenticated this very token already; were it missing,
    # the empty token would match no grant and the stream would end at its first read.
    return bearer_token(request) or ""


class GameStreamsController(Controller):
    path = "/v1/games"
    tags = ("live",)
    dependencies = {"principal": Provide(resolve_principal)}  # noqa: RUF012

    @get(
        "/{game_id:uuid}/events/stream",
        operation_id="stream_events",
        responses=GAME_STREAM,
        security=BEARER,
        media_type=EVENT_STREAM,
        summary="The game's events as they commit (Server-Sent Events)",
        description=(
            "Each event as `id:` its version, `event:` its type, `data:` the same JSON as its"
            " item in `GET /v1/games/{game_id}/events`; first every event after `Last-Event-ID`"
            " (or `after`), then each as it commits, nothing missed or repeated. A comment"
            " line (`: heartbeat`) comes at least every 15 s. The stream ends when the server"
            " shuts down: reconnect with `Last-Event-ID`. It also ends, after a last comment"
            " (`: closed: the token was revoked; ...`), once its token is rotated."
        ),
    )
    async def events(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        last_event_id: LastEventId = None,
        after: After = None,
    ) -> ServerSentEvent:
        items = feed(state).game_events(
            principal.game_id, _token(request), _resume_from(last_event_id, after)
        )
        return ServerSentEvent(_counted(_events(items, by_position=False)))

    @get(
        "/{game_id:uuid}/state/stream",
        operation_id="stream_order_state",
        responses=GAME_STREAM,
        security=BEARER,
        media_type=EVENT_STREAM,
        summary="The game's order state each time it changes (Server-Sent Events)",
        description=(
            "`event: order_state`, `id:` the game's version, `data:` the same JSON as"
            " `GET /v1/games/{game_id}/state`: the current state at once (unless"
            " `Last-Event-ID` or `after` already has it), then each newer one. States in"
            " between may be skipped when several commands commit at once; the last is"
            " always sent. Heartbeat comments at least every 15 s. Ends, after a last"
            " comment (`: closed: the token was revoked; ...`), once its token is rotated."
        ),
    )
    async def order_states(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        last_event_id: LastEventId = None,
        after: After = None,
    ) -> ServerSentEvent:
        items = feed(state).order_states(
            principal.game_id, _token(request), _resume_from(last_event_id, after)
        )
        return ServerSentEvent(_counted(_states(items)))


class OrganiserStreamsController(Controller):
    path = "/v1/organiser"
    tags = ("live",)

    @get(
        "/events/stream",
        operation_id="stream_organised_events",
        responses=ORGANISER_STREAM,
        security=BEARER,
        media_type=EVENT_STREAM,
        summary="Events of every game this token organises, as they commit (Server-Sent Events)",
        description=(
            "Each event as `id:` its position (strictly increasing across all these games),"
            " `event:` its type, `data:` the same JSON as in `GET .../events`. Resume with"
            " `Last-Event-ID` (or `after`): an event is only sent once no event with a smaller"
            " position can still commit, so nothing is ever skipped. Games this token starts"
            " later join the stream. Heartbeat comments at least every 15 s. Ends, after a"
            " last comment (`: closed: the token was revoked; ...`), once the token organises"
            " no game (rotated in all of them)."
        ),
    )
    async def events(
        self,
        request: Request[Any, Any, Any],
        state: State,
        last_event_id: LastEventId = None,
        after: After = None,
    ) -> ServerSentEvent:
        token = organiser_bearer(request)
        await feed(state).check_organiser(token)
        items = feed(state).organiser_events(token, _resume_from(last_event_id, after))
        return ServerSentEvent(_counted(_events(items, by_position=True)))
