"""A game's live streams (Server-Sent Events): its events and its order state as they change."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency, Provide
from litestar.response import ServerSentEvent

from service.api._http.contract import GAME_STREAM
from service.api._http.described import ANY_TOKEN, READ_CODES, Doc
from service.api.streams.routes import live_stream
from service.api.streams.sse import GameStream, LiveFeed


class GameStreamsController(Controller):
    path = "/v1/games"
    tags = ("live",)
    dependencies = {"stream": Provide(GameStream, sync_to_thread=False)}  # noqa: RUF012

    @live_stream(
        "/{game_id:uuid}/events/stream",
        operation_id="stream_events",
        responses=GAME_STREAM,
        codes=READ_CODES,
        summary="The game's events as they commit (Server-Sent Events)",
        doc=Doc(
            "Each event as `id:` its version, `event:` its type, `data:` the same JSON as its"
            " item in `GET /v1/games/{game_id}/events`; first every event after `Last-Event-ID`"
            " (or `after`), then each as it commits, nothing missed or repeated. A comment"
            " line (`: heartbeat`) comes at least every 15 s. The stream ends when the server"
            " shuts down: reconnect with `Last-Event-ID`. It also ends, after a last comment"
            " (`: closed: the token was revoked; ...`), once its token is rotated.",
            caller=ANY_TOKEN,
        ),
    )
    async def events(self, stream: NamedDependency[GameStream]) -> ServerSentEvent:
        return await stream.open(LiveFeed.game_events)

    @live_stream(
        "/{game_id:uuid}/state/stream",
        operation_id="stream_order_state",
        responses=GAME_STREAM,
        codes=READ_CODES,
        summary="The game's order state each time it changes (Server-Sent Events)",
        doc=Doc(
            "`event: order_state`, `id:` the game's version, `data:` the same JSON as"
            " `GET /v1/games/{game_id}/state`: the current state at once (unless"
            " `Last-Event-ID` or `after` already has it), then each newer one. States in"
            " between may be skipped when several commands commit at once; the last is"
            " always sent. Heartbeat comments at least every 15 s. Ends, after a last"
            " comment (`: closed: the token was revoked; ...`), once its token is rotated.",
            caller=ANY_TOKEN,
        ),
    )
    async def order_states(self, stream: NamedDependency[GameStream]) -> ServerSentEvent:
        return await stream.open(LiveFeed.order_states)
