"""How a live stream (Server-Sent Events) is admitted, fed and ended, for a game's streams and
for the organiser's.

A stream is admitted (per token, per client address, per process: `OpenStreams`) before its
token is looked up, and counted out when it ends, however it ends. One that cannot read the log
any more (the database down, no connection free in time) ends with a closing comment, and the
outage is logged once, not once per stream.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, TypeVar
from uuid import UUID

import msgspec
import psycopg
from litestar import Request
from litestar.background_tasks import BackgroundTask
from litestar.datastructures import State
from litestar.params import FromPath, HeaderParameter, QueryParameter
from litestar.response import ServerSentEvent
from litestar.response.sse import ServerSentEventMessage

from service.api._http.manners import bearer_token, games
from service.api._http.observability import LIVE_FEED_SUBSCRIBERS
from service.api._http.problems import DATABASE_RETRY_AFTER_SECONDS
from service.api._http.rate_limit import client_address
from service.api.games.schemas import event_view
from service.api.orders.views import order_state_view
from service.application.feed.channels import View
from service.application.feed.stream_limits import OpenStreams, StreamTicket
from service.application.feed.use_case import Feed, Heartbeat, Lagged, Revoked
from service.application.games.use_case import Principal
from service.application.visibility.concealment import Concealer, SeenOrderState
from service.projections.models import OrderState
from service.store.event_store import RecordedEvent

T = TypeVar("T")
log = logging.getLogger(__name__)
ORDER_STATE_EVENT = "order_state"


@dataclass
class SharedMessage(ServerSentEventMessage):
    """A message that many streams send (a channel's, or a heartbeat): encoded by the first
    to send it, the others send the same bytes."""

    _encoded: bytes | None = field(default=None, repr=False, compare=False)

    def encode(self) -> bytes:
        if self._encoded is None:
            self._encoded = super().encode()
        return self._encoded


_HEARTBEAT = SharedMessage(data=None, comment="heartbeat")
_REVOKED = ServerSentEventMessage(
    data=None, comment="closed: the token was revoked; reconnect with the new one"
)
_LAGGED = ServerSentEventMessage(
    data=None, comment="closed: this stream fell too far behind; reconnect with Last-Event-ID"
)
_UNAVAILABLE = ServerSentEventMessage(
    data=None,
    comment="closed: the database is unavailable; reconnect with Last-Event-ID",
    retry=DATABASE_RETRY_AFTER_SECONDS * 1000,
)
OUTAGE_LOG_INTERVAL_SECONDS = 60.0
"""At most one log line in this long for streams ended by the database: an outage ends every
open stream at once, and each of their reconnections may fail again."""
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
ResumeAfter = Annotated[
    int | None,
    QueryParameter(ge=0, required=False, description="Resume after this `id:` (0: from the start)"),
]


Message = ServerSentEventMessage
LiveFeed = Feed[Message, Message]
"""The feed as the API builds it: a game's streams fanned out as messages ready to send."""


def feed(state: State) -> LiveFeed:
    service: LiveFeed = state.feed
    return service


class MessageViews:
    """A game's streams' items as each reader kind may see them, made into the messages sent
    (once per reader kind, for every stream of that kind: `Feed`'s channels)."""

    def __init__(self, concealer: Concealer) -> None:
        self._concealer = concealer

    def events(self, reader: str) -> View[RecordedEvent, Message]:
        seen = self._concealer.events_seen(reader)

        async def messages(events: Sequence[RecordedEvent]) -> list[Message]:
            return [_event(e, e.version) for e in await seen(events)]

        return messages

    def states(self, reader: str) -> View[OrderState, Message]:
        seen = self._concealer.states_seen(reader)

        async def messages(states: Sequence[OrderState]) -> list[Message]:
            return [_order_state(s, reader) for s in await seen(states)]

        return messages


class StreamOutages:
    """Streams ended because the log could not be read: the first logged, the next counted
    into the following line, at most one line per interval."""

    def __init__(self, interval: float = OUTAGE_LOG_INTERVAL_SECONDS) -> None:
        self._interval = interval
        self._next_line_at = -math.inf
        self._unlogged = 0

    def ended(self, exc: psycopg.OperationalError) -> None:
        now = time.monotonic()
        if now < self._next_line_at:
            self._unlogged += 1
            return
        since = f"; {self._unlogged} more ended since the last line" if self._unlogged else ""
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        log.warning(
            "live streams cannot read the event log (%s: %s): they end, clients resume with"
            " Last-Event-ID%s; more in the next %g s are counted, not logged",
            type(exc).__name__,
            reason,
            since,
            self._interval,
        )
        self._unlogged = 0
        self._next_line_at = now + self._interval


async def admitted(
    request: Request[Any, Any, Any], state: State, authorise: Callable[[], Awaitable[T]]
) -> tuple[StreamTicket, T]:
    """A ticket for one more stream, then authorise(): the database is asked only within the
    limits."""
    streams: OpenStreams = state.open_streams
    ticket = await streams.admit(bearer_token(request), client_address(request))
    try:
        authorised = await authorise()
    except BaseException:
        ticket.release()
        raise
    return ticket, authorised


def authenticate(
    request: Request[Any, Any, Any], state: State, game_id: UUID
) -> Callable[[], Awaitable[Principal]]:
    """The caller, as any game route authenticates it, on the streams' share of the pool."""
    return lambda: feed(state).bounded(
        lambda: games(state).authenticate(game_id, bearer_token(request))
    )


def sse_stream(
    state: State, messages: AsyncIterator[ServerSentEventMessage], ticket: StreamTicket
) -> ServerSentEvent:
    # The background task counts out a stream whose body never started (its client left at
    # once); release() is harmless twice.
    return ServerSentEvent(
        _guarded(messages, ticket, state.stream_outages),
        background=BackgroundTask(ticket.release),
    )


async def _guarded(
    messages: AsyncIterator[ServerSentEventMessage],
    ticket: StreamTicket,
    outages: StreamOutages,
) -> AsyncIterator[ServerSentEventMessage]:
    try:
        with LIVE_FEED_SUBSCRIBERS.track_inprogress():
            async for message in messages:
                yield message
    except psycopg.OperationalError as exc:
        # The response has started: a problem document can no longer be sent, and an
        # exception here would only break the connection and log a traceback per stream.
        outages.ended(exc)
        yield _UNAVAILABLE
    finally:
        ticket.release()


def _event(event: RecordedEvent, event_id: int) -> ServerSentEventMessage:
    # Exactly the JSON of the event's item in GET /events.
    return SharedMessage(
        data=msgspec.json.encode(event_view(event)).decode(), event=event.type, id=event_id
    )


async def _messages(
    items: AsyncIterator[T | Heartbeat | Revoked | Lagged],
    message: Callable[[T], ServerSentEventMessage],
) -> AsyncIterator[ServerSentEventMessage]:
    """Every stream's items as messages: heartbeats and the last comments alike, the stream's
    own items each by `message`."""
    async for item in items:
        if isinstance(item, Heartbeat):
            yield _HEARTBEAT
        elif isinstance(item, Revoked):
            yield _REVOKED
        elif isinstance(item, Lagged):
            yield _LAGGED
        else:
            yield message(item)


def event_messages(
    items: AsyncIterator[RecordedEvent | Heartbeat | Revoked], by_position: bool
) -> AsyncIterator[ServerSentEventMessage]:
    return _messages(items, lambda e: _event(e, e.position if by_position else e.version))


def _order_state(seen: SeenOrderState, reader: str) -> ServerSentEventMessage:
    return SharedMessage(
        data=msgspec.json.encode(order_state_view(seen, reader=reader)).decode(),
        event=ORDER_STATE_EVENT,
        id=seen.model.version,
    )


def resume_from(last_event_id: int | None, after: int | None) -> int:
    if last_event_id is not None:
        return last_event_id
    return after or 0


@dataclass(frozen=True, slots=True)
class GameStream:
    """A request for one of a game's live streams: who asks, for which game, and after what.

    Litestar provides it straight from these fields, which it reads as a handler's parameters."""

    request: Request[Any, Any, Any]
    state: State
    game_id: FromPath[UUID]
    last_event_id: LastEventId = None
    after: ResumeAfter = None

    async def open(
        self,
        read: Callable[
            [LiveFeed, UUID, str, str, int], AsyncIterator[Message | Heartbeat | Revoked | Lagged]
        ],
    ) -> ServerSentEvent:
        """Admitted and authenticated, the messages `read` from the feed after the resume
        point, as the reader may see them (the feed is told who reads)."""
        authorise = authenticate(self.request, self.state, self.game_id)
        ticket, principal = await admitted(self.request, self.state, authorise)
        token = stream_token(self.request)
        resume = resume_from(self.last_event_id, self.after)
        items = read(feed(self.state), principal.game_id, token, principal.actor, resume)
        return sse_stream(self.state, _messages(items, _sent_as_made), ticket)


def _sent_as_made(message: Message) -> Message:
    return message


def stream_token(request: Request[Any, Any, Any]) -> str:
    # Authenticated already; were it missing, the empty token would match no grant and the
    # stream would end at its first read.
    return bearer_token(request) or ""


LIMITS = (
    " At most `INFINITY_LEDGER_SSE_MAX_PER_TOKEN` streams per token and"
    " `INFINITY_LEDGER_SSE_MAX_PER_ADDRESS` per client address are open at once (more: 429"
    " `too-many-streams`), and `INFINITY_LEDGER_SSE_MAX_STREAMS` per server (more: 503"
    " `streams-full`). When the database cannot be read the stream ends after a last comment"
    " (`: closed: the database is unavailable; ...`): reconnect with `Last-Event-ID`."
)
