"""What an organiser's token does across every game it organises: list them with their
verification, export several at once, import a finished game from another instance, and
follow their events live."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any
from uuid import UUID

from litestar import Controller, Request, Response, post
from litestar.datastructures import State
from litestar.params import JSONBody, QueryParameter
from litestar.response import ServerSentEvent, Stream

from service.api._http.contract import (
    BEARER,
    IMPORT_GAME,
    NDJSON,
    ORGANISER_EXPORT,
    ORGANISER_STREAM,
)
from service.api._http.described import (
    BODY_REFUSALS,
    LOCATION,
    ORGANISER_ACROSS_GAMES,
    ORGANISER_READ_CODES,
    Doc,
    DocumentedOperation,
)
from service.api._http.manners import audit, concealer, imports, organiser_bearer, reads
from service.api._http.rate_limit import COSTLY_READ
from service.api._http.routes import organiser_read
from service.api.organiser.schemas import (
    MAX_CURSOR_LENGTH,
    ImportBody,
    ImportedGameView,
    OrganisedGamesPage,
    StandingsView,
    decode_cursor,
    encode_cursor,
    organised_game,
    standings_view,
)
from service.api.streams.routes import live_stream
from service.api.streams.sse import (
    LastEventId,
    ResumeAfter,
    admitted,
    event_messages,
    feed,
    resume_from,
    sse_stream,
)
from service.application.games.use_case import Principal
from service.domain.commands import ORGANISER
from service.domain.errors import Forbidden
from service.domain.standings import DEFAULT_SCHEME, StandingsScheme

MAX_GAMES_PER_EXPORT = 100
MAX_GAMES_PER_PAGE = 100
DEFAULT_GAMES_PER_PAGE = 50
_NOT_AN_ORGANISER = "no token, or one that organises no game"
GameIds = Annotated[
    list[UUID],
    QueryParameter(min_items=1, max_items=MAX_GAMES_PER_EXPORT, description="Games to export"),
]
PageLimit = Annotated[
    int,
    QueryParameter(ge=1, le=MAX_GAMES_PER_PAGE, description="Games per page"),
]
PageCursor = Annotated[
    str | None,
    QueryParameter(
        max_length=MAX_CURSOR_LENGTH,
        description=(
            "`next_cursor` of the previous page, as it was given (opaque); leave out for the"
            " first page. Any other value is 400 `malformed-request`"
        ),
    ),
]
Scheme = Annotated[
    StandingsScheme,
    QueryParameter(
        description=(
            "The published ranking: `its-season-10` (Tournament Points, then Objective Points,"
            " then Victory Points) or `its-objective-points` (Objective Points, then Victory"
            " Points, then the opponents' Objective Points)"
        )
    ),
]


class OrganiserController(Controller):
    """What an organiser's token sees across every game it organises."""

    path = "/v1/organiser"
    tags = ("organiser",)

    @organiser_read(
        "/games",
        operation_id="list_organised_games",
        summary="Games this token organises, a page at a time, each with its verification",
        doc=Doc(
            "The games this organiser token runs, in the order it was given them, a page at a"
            " time (`limit`; send `next_cursor` back as `cursor` for the next page), each with"
            " its status, event count, head hash and its verification, kept with the head it was"
            " made at and made again only once the game has changed. A costly read.",
            caller=ORGANISER_ACROSS_GAMES,
            refusals={
                "unauthorized": _NOT_AN_ORGANISER,
                "malformed-request": "a `cursor` this listing never issued (it is opaque: send"
                " back only `next_cursor`), or a `limit` outside 1..100",
                "rate-limited": "over the rate limit or the token's budget of costly reads",
            },
        ),
        opt={COSTLY_READ: True},
    )
    async def games(
        self,
        request: Request[Any, Any, Any],
        state: State,
        cursor: PageCursor = None,
        limit: PageLimit = DEFAULT_GAMES_PER_PAGE,
    ) -> OrganisedGamesPage:
        token = organiser_bearer(request)  # who asks comes before what they ask: 401 before 400
        after = decode_cursor(cursor) if cursor is not None else None
        page = await audit(state).organised_games(token, after, limit)
        return OrganisedGamesPage(
            games=[organised_game(summary) for summary in page.games],
            next_cursor=encode_cursor(page.next_key) if page.next_key is not None else None,
        )

    @organiser_read(
        "/audit",
        operation_id="export_organised_games",
        responses=ORGANISER_EXPORT,
        summary="Several games' audit exports in one NDJSON stream, one after the other",
        doc=Doc(
            "The audit export of each game named (`game`, repeated, 1 to 100, each once),"
            " one after the other in one NDJSON stream, each game's header signed on its own:"
            " `infinity-ledger verify` checks each game in such a file. A costly read.",
            caller=ORGANISER_ACROSS_GAMES + ", and only of games it organises",
            refusals={
                "unauthorized": _NOT_AN_ORGANISER,
                "forbidden": "a game this token does not organise (named)",
                "private-information": "a game under the privacy or hidden rule not yet ended",
                "hidden-troopers": "a game recorded before those rules, not yet ended, with a"
                " trooper in Hidden Deployment",
                "rate-limited": "over the rate limit or the token's budget of costly reads",
            },
        ),
        media_type=NDJSON,
        opt={COSTLY_READ: True},
    )
    async def export(self, request: Request[Any, Any, Any], state: State, game: GameIds) -> Stream:
        service = audit(state)
        organised = set(await service.organised_game_ids(organiser_bearer(request)))
        wanted = list(dict.fromkeys(game))
        foreign = [str(g) for g in wanted if g not in organised]
        if foreign:
            raise Forbidden(f"this token does not organise {', '.join(foreign)}")
        for game_id in wanted:
            await concealer(state).require_whole(Principal(game_id, ORGANISER))
        facts = [await service.facts(g) for g in wanted]

        async def lines() -> AsyncIterator[str]:
            for each in facts:
                async for line in service.export(each):
                    yield line

        return Stream(lines(), media_type=NDJSON)

    @organiser_read(
        "/standings",
        operation_id="organiser_standings",
        summary="Every player of every game this token organises, ranked as ITS ranks them",
        doc=Doc(
            "Counts each game whose score is final (every result confirmed or decided, every"
            " Victory Point known); the others are `pending_games`. A player is the same player"
            " in every game under the same name. `its-season-10` (the default) awards"
            " Tournament Points per game of two players as ITS Season 10 does (3 for winning by"
            " 5 Objective Points or more, 2 for a smaller win, 1 for a tie, 0 for a defeat) and"
            " ranks by Tournament Points, total Objective Points, then total Victory Points;"
            " `its-objective-points` is the earlier ITS ranking without Tournament Points."
            " Players equal on every key share a rank. Sources: docs/rules.md. Worked out in"
            " the worker pool; a costly read.",
            caller=ORGANISER_ACROSS_GAMES,
            refusals={
                "unauthorized": _NOT_AN_ORGANISER,
                "malformed-request": "a `scheme` that is not one of the two",
                "rate-limited": "over the rate limit or the token's budget of costly reads",
            },
        ),
    )
    async def standings(
        self, request: Request[Any, Any, Any], state: State, scheme: Scheme = DEFAULT_SCHEME
    ) -> StandingsView:
        token = organiser_bearer(request)
        return standings_view(await reads(state).standings(token, scheme))


class ImportsController(Controller):
    path = "/v1/organiser/imports"
    tags = ("organiser",)

    @post(
        "/",
        operation_id="import_game",
        responses=IMPORT_GAME,
        security=BEARER,
        summary="Import a finished game's audit export; refused unless every check passes",
        status_code=201,
        description=Doc(
            "Imports a finished game's audit export from another instance (`export`, the NDJSON"
            " text): it must pass every check of `infinity-ledger verify` byte for byte (an"
            " `unverifiable` one too; one of `unsigned_origin` is imported, labelled so), be a"
            " finished game (one `game_ended`, followed only by its results and its secrets'"
            " reveals; its seed revealed and matching), hold no event recorded more than 5"
            " minutes past this server's clock and no `metadata.idempotency_key`. The game is"
            " imported ended and closed: it refuses every command; the caller's organiser"
            " token comes to organise it and reads it (`imported` in its views says where it"
            " came from).",
            caller="an organiser token of a game here",
            appends=(),
            refusals={
                "unauthorized": _NOT_AN_ORGANISER,
                "invalid-command": "an export that does not verify or is not a finished game"
                " (the detail names the check)",
                "state-conflict": "the game is already here (told only to a caller whose token"
                " organises it; anyone else gets the 422 of an export that does not verify)",
                "too-many-events": "a game longer than a game here may be",
                **BODY_REFUSALS,
                "rate-limited": "over the rate limit",
            },
        ).render(("malformed-request", "service-unavailable")),
        response_headers=[LOCATION],
        operation_class=DocumentedOperation,
    )
    async def create(
        self, request: Request[Any, Any, Any], state: State, data: JSONBody[ImportBody]
    ) -> Response[ImportedGameView]:
        token = organiser_bearer(request)
        # The caller's own organiser token comes to organise the imported game too.
        await audit(state).organised_game_ids(token)
        imported = await imports(state).import_export(data.export, token)
        return Response(
            ImportedGameView(str(imported.game_id), imported.event_count),
            status_code=201,
            headers={"Location": f"/v1/games/{imported.game_id}"},
        )


class OrganiserStreamsController(Controller):
    path = "/v1/organiser"
    tags = ("live",)

    @live_stream(
        "/events/stream",
        operation_id="stream_organised_events",
        responses=ORGANISER_STREAM,
        codes=ORGANISER_READ_CODES,
        summary="Events of every game this token organises, as they commit (Server-Sent Events)",
        doc=Doc(
            "Each event as `id:` its position (strictly increasing across all these games),"
            " `event:` its type, `data:` the same JSON as in `GET .../events`. Resume with"
            " `Last-Event-ID` (or `after`): an event is only sent once no event with a smaller"
            " position can still commit, so nothing is ever skipped. Games this token starts"
            " later join the stream. Heartbeat comments at least every 15 s. Ends, after a"
            " last comment (`: closed: the token was revoked; ...`), once the token organises"
            " no game (rotated in all of them).",
            caller=ORGANISER_ACROSS_GAMES,
            refusals={"unauthorized": _NOT_AN_ORGANISER},
        ),
    )
    async def events(
        self,
        request: Request[Any, Any, Any],
        state: State,
        last_event_id: LastEventId = None,
        after: ResumeAfter = None,
    ) -> ServerSentEvent:
        token = organiser_bearer(request)
        ticket, _ = await admitted(request, state, lambda: feed(state).check_organiser(token))
        items = concealer(state).stream(
            ORGANISER, feed(state).organiser_events(token, resume_from(last_event_id, after))
        )
        return sse_stream(state, event_messages(items, by_position=True), ticket)
