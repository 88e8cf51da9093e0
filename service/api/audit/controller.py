"""Audit and replay: the seed reveal, NDJSON export, verification, replay of an order."""

from __future__ import annotations

import base64
import binascii
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.exceptions import ValidationException
from litestar.params import FromPath, QueryParameter
from litestar.response import Stream

from service.api._http.contract import (
    BEARER,
    ETAG,
    GAME_EXPORT_STREAM,
    GAME_READ,
    ORGANISER_READ,
    PLAIN_TEXT,
    SEED_READ,
    AlsoPlainText,
    IfNoneMatch,
)
from service.api._http.manners import organiser_bearer
from service.api._http.manners import principal as resolve_principal
from service.application.audit import Audit, GameAudit
from service.application.games import Principal
from service.audit.explain import OrderReplay
from service.audit.verify import Imported, VerificationReport
from service.domain.errors import Forbidden
from service.store.verifications import OrganisedKey

NDJSON = "application/x-ndjson"
MAX_GAMES_PER_EXPORT = 100
MAX_GAMES_PER_PAGE = 100
DEFAULT_GAMES_PER_PAGE = 50
MAX_CURSOR_LENGTH = 200


class SeedView(msgspec.Struct, frozen=True):
    seed: str
    """The 32-byte dice seed, lowercase hex."""
    client_seed: str
    seed_commitment: str | None
    algorithm: str


class OrganisedGame(msgspec.Struct, frozen=True):
    id: str
    edition: str
    players: list[str]
    status: str
    """"running" or "ended"."""
    event_count: int
    head_hash: str
    verification: VerificationReport
    """The checks of `GET /v1/games/{id}/verify`, as of this head (kept, and made again only
    once the game has changed)."""
    imported: Imported | None
    """Where an imported game came from (see the game view); null for a game played here."""


class OrganisedGamesPage(msgspec.Struct, frozen=True):
    games: list[OrganisedGame]
    next_cursor: str | None
    """Send as `cursor` for the next page; null on the last page."""


def audit(state: State) -> Audit:
    service: Audit = state.audit
    return service


def _wants_text(request: Request[Any, Any, Any]) -> bool:
    accept = request.headers.get("accept", "")
    return PLAIN_TEXT in accept and "application/json" not in accept


class AuditController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("audit",)
    dependencies = {"principal": Provide(resolve_principal)}  # noqa: RUF012

    @get(
        "/seed",
        operation_id="reveal_seed",
        responses=SEED_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="The dice seed, once the game has ended",
    )
    async def seed(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> SeedView:
        facts = await audit(state).facts(principal.game_id)
        revealed = await audit(state).reveal_seed(facts)
        return SeedView(
            revealed.seed, revealed.client_seed, revealed.seed_commitment, revealed.algorithm
        )

    @get(
        "/audit",
        operation_id="export_audit",
        responses=GAME_EXPORT_STREAM,
        security=BEARER,
        summary="The game as NDJSON: a header line, then every event with its hash",
        media_type=NDJSON,
    )
    async def export(self, state: State, principal: NamedDependency[Principal]) -> Stream:
        facts = await audit(state).facts(principal.game_id)
        lines = audit(state).export(facts)
        filename = f"game-{principal.game_id}.ndjson"
        return Stream(
            lines,
            media_type=NDJSON,
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )

    @get(
        "/verify",
        operation_id="verify_game",
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="Check the hash chain, the dice and every outcome against the rules",
    )
    async def verify(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> VerificationReport:
        facts = await audit(state).facts(principal.game_id)
        return await audit(state).verify(facts)

    @get(
        "/orders/{order:int}/replay",
        operation_id="replay_order",
        operation_class=AlsoPlainText,
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="Replay one order step by step (JSON, or plain English with Accept: text/plain)",
    )
    async def replay(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        if_none_match: IfNoneMatch = None,
    ) -> Response[OrderReplay]:
        if _wants_text(request):
            text = await audit(state).replay_text(principal.game_id, order)
            return Response(text, media_type=PLAIN_TEXT)  # type: ignore[arg-type]
        # The replay comes from a worker as JSON types already shaped as OrderReplay, which
        # names the schema; rebuilding the struct here would only spend the event loop's time.
        body = await audit(state).replay_json(principal.game_id, order)
        return Response(body)  # type: ignore[arg-type]


GameIds = Annotated[
    list[UUID],
    QueryParameter(min_length=1, max_length=MAX_GAMES_PER_EXPORT, description="Games to export"),
]
PageLimit = Annotated[
    int,
    QueryParameter(ge=1, le=MAX_GAMES_PER_PAGE, description="Games per page"),
]
PageCursor = Annotated[
    str | None,
    QueryParameter(
        max_length=MAX_CURSOR_LENGTH,
        description="`next_cursor` of the previous page; leave out for the first page",
    ),
]


def encode_cursor(key: OrganisedKey) -> str:
    # Opaque to clients; it only says where in this token's own games the next page starts,
    # so a forged one can show nothing the token could not list anyway.
    text = f"{key.granted_at.isoformat()}|{key.game_id}"
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> OrganisedKey:
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode()
        granted_at, game_id = text.split("|")
        key = OrganisedKey(datetime.fromisoformat(granted_at), UUID(game_id))
    except (binascii.Error, UnicodeDecodeError, ValueError) as exc:
        raise ValidationException("`cursor` is not a cursor this listing returned") from exc
    if key.granted_at.tzinfo is None:
        raise ValidationException("`cursor` is not a cursor this listing returned")
    return key


def organised_game(summary: GameAudit) -> OrganisedGame:
    return OrganisedGame(
        id=str(summary.game_id),
        edition=summary.edition,
        players=list(summary.players),
        status=summary.status,
        event_count=summary.event_count,
        head_hash=summary.head_hash,
        verification=summary.verification,
        imported=summary.imported,
    )


class OrganiserController(Controller):
    """What an organiser's token sees across every game it organises."""

    path = "/v1/organiser"
    tags = ("organiser",)

    @get(
        "/games",
        operation_id="list_organised_games",
        responses=ORGANISER_READ,
        security=BEARER,
        summary="Games this token organises, a page at a time, each with its verification",
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

    @get(
        "/audit",
        operation_id="export_organised_games",
        responses=ORGANISER_READ,
        security=BEARER,
        summary="Several games' audit exports in one NDJSON stream, one after the other",
        media_type=NDJSON,
    )
    async def export(self, request: Request[Any, Any, Any], state: State, game: GameIds) -> Stream:
        service = audit(state)
        organised = set(await service.organised_game_ids(organiser_bearer(request)))
        wanted = list(dict.fromkeys(game))
        foreign = [str(g) for g in wanted if g not in organised]
        if foreign:
            raise Forbidden(f"this token does not organise {', '.join(foreign)}")
        facts = [await service.facts(g) for g in wanted]

        async def lines() -> AsyncIterator[str]:
            for each in facts:
                async for line in service.export(each):
                    yield line

        return Stream(lines(), media_type=NDJSON)
