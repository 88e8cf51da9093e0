"""Audit and replay: the seed reveal, NDJSON export, verification, replay of an order."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated, Any
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, QueryParameter
from litestar.response import Stream

from service.api.http import principal as resolve_principal
from service.application.audit import Audit
from service.application.games import Principal
from service.audit.replay import OrderReplay, replay_to_builtins
from service.audit.replay_text import render_text
from service.audit.report import VerificationReport
from service.domain.errors import Forbidden, Unauthorized

NDJSON = "application/x-ndjson"
MAX_GAMES_PER_EXPORT = 100


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


def audit(state: State) -> Audit:
    service: Audit = state.audit
    return service


def _bearer(request: Request[Any, Any, Any]) -> str:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("send `Authorization: Bearer <organiser token>`")
    return token.strip()


def _wants_text(request: Request[Any, Any, Any]) -> bool:
    accept = request.headers.get("accept", "")
    return "text/plain" in accept and "application/json" not in accept


class AuditController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("audit",)
    dependencies = {"principal": Provide(resolve_principal)}  # noqa: RUF012

    @get("/seed", operation_id="reveal_seed", summary="The dice seed, once the game has ended")
    async def seed(self, state: State, principal: NamedDependency[Principal]) -> SeedView:
        facts = await audit(state).facts(principal.game_id)
        revealed = await audit(state).reveal_seed(facts)
        return SeedView(
            revealed.seed, revealed.client_seed, revealed.seed_commitment, revealed.algorithm
        )

    @get(
        "/audit",
        operation_id="export_audit",
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
        summary="Check the hash chain, the dice and every outcome against the rules",
    )
    async def verify(
        self, state: State, principal: NamedDependency[Principal]
    ) -> VerificationReport:
        facts = await audit(state).facts(principal.game_id)
        return await audit(state).verify(facts)

    @get(
        "/orders/{order:int}/replay",
        operation_id="replay_order",
        summary="Replay one order step by step (JSON, or plain English with Accept: text/plain)",
    )
    async def replay(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
    ) -> Response[dict[str, Any]]:
        replayed: OrderReplay = await audit(state).replay(principal.game_id, order)
        if _wants_text(request):
            return Response(render_text(replayed), media_type="text/plain; charset=utf-8")  # type: ignore[arg-type]
        return Response(replay_to_builtins(replayed))


GameIds = Annotated[
    list[UUID],
    QueryParameter(min_length=1, max_length=MAX_GAMES_PER_EXPORT, description="Games to export"),
]


class OrganiserController(Controller):
    """What an organiser's token sees across every game it organises."""

    path = "/v1/organiser"
    tags = ("organiser",)

    @get("/games", operation_id="list_organised_games", summary="Games this token organises")
    async def games(self, request: Request[Any, Any, Any], state: State) -> list[OrganisedGame]:
        service = audit(state)
        ids = await service.organiser_game_ids(_bearer(request))
        if not ids:
            raise Unauthorized("this is not an organiser token of any game")
        listed = []
        for game_id in ids:
            summary = await service.summary(await service.facts(game_id))
            listed.append(
                OrganisedGame(
                    id=str(summary.game_id),
                    edition=summary.edition,
                    players=list(summary.players),
                    status=summary.status,
                    event_count=summary.event_count,
                    head_hash=summary.head_hash,
                    verification=summary.verification,
                )
            )
        return listed

    @get(
        "/audit",
        operation_id="export_organised_games",
        summary="Several games' audit exports in one NDJSON stream, one after the other",
        media_type=NDJSON,
    )
    async def export(self, request: Request[Any, Any, Any], state: State, game: GameIds) -> Stream:
        service = audit(state)
        organised = set(await service.organiser_game_ids(_bearer(request)))
        if not organised:
            raise Unauthorized("this is not an organiser token of any game")
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
