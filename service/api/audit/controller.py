"""A game's audit: the seed reveal, the NDJSON export, verification, the replay of an order."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, get
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import FromPath
from litestar.response import Stream

from service.api._http.contract import (
    BEARER,
    CONCEALING_READ,
    GAME_EXPORT_STREAM,
    NDJSON,
    PLAIN_TEXT,
    SEED_READ,
    AlsoPlainText,
    IfNoneMatch,
)
from service.api._http.described import ANY_TOKEN, READ_CODES, Doc
from service.api._http.manners import audit, concealer
from service.api._http.rate_limit import COSTLY_READ
from service.api._http.routes import game_read
from service.api.audit.schemas import SeedView
from service.application.games.use_case import Principal
from service.audit.replay import OrderReplay
from service.audit.verify import VerificationReport


def _wants_text(request: Request[Any, Any, Any]) -> bool:
    accept = request.headers.get("accept", "")
    return PLAIN_TEXT in accept and "application/json" not in accept


class AuditController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("audit",)

    @game_read(
        "/seed",
        operation_id="reveal_seed",
        responses=SEED_READ,
        summary="The dice seed, once the game has ended",
        doc=Doc(
            "The server's dice seed, once the game has ended, so anyone can derive every server"
            " die again and check it against `data.draws` of each event (`infinity-ledger"
            " verify` does). Nothing reveals it earlier.",
            caller=ANY_TOKEN,
            refusals={"state-conflict": "the game has not ended"},
        ),
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
        description=Doc(
            "The game's audit export, streamed as NDJSON: a signed header line, then one line"
            ' per event with its hash (docs/guide/dice-and-audit.md, "Audit and replay").'
            " `infinity-ledger verify`"
            " checks it offline; POST /v1/organiser/imports imports it into another service. A"
            " costly read: it counts against the token's budget of costly reads.",
            caller=ANY_TOKEN,
            refusals={
                "private-information": "before the end, in a game created under the privacy"
                " or hidden rule: its log holds Private Information, so every reader waits",
                "hidden-troopers": "before the end, in a game recorded before those rules, to"
                " a reader an opponent's trooper in Hidden Deployment is hidden from",
                "rate-limited": "over the rate limit or the token's budget of costly reads",
            },
        ).render(READ_CODES),
        media_type=NDJSON,
        opt={COSTLY_READ: True},
    )
    async def export(self, state: State, principal: NamedDependency[Principal]) -> Stream:
        await concealer(state).require_whole(principal)
        facts = await audit(state).facts(principal.game_id)
        lines = audit(state).export(facts)
        filename = f"game-{principal.game_id}.ndjson"
        return Stream(
            lines,
            media_type=NDJSON,
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )

    @game_read(
        "/verify",
        responses=CONCEALING_READ,
        operation_id="verify_game",
        summary="Check the hash chain, the dice and every outcome against the rules",
        doc=Doc(
            "The checks of `infinity-ledger verify`, run on the stored log: the hash chain, the"
            " seed against its commitment, the players' seeds, every die derived again (once"
            " the seed is revealed), every command decided again through the same rules, and"
            " the secrets against their commitments. `verdict` sums it up; a check that cannot"
            " be made yet (the seed while the game runs) is no failure. Worked out once per"
            " head of the log and kept; a costly read.",
            caller=ANY_TOKEN,
            refusals={
                "hidden-troopers": "the report names an opponent's trooper still hidden from"
                " the caller",
                "rate-limited": "over the rate limit or the token's budget of costly reads",
            },
        ),
        opt={COSTLY_READ: True},
    )
    async def verify(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> VerificationReport:
        facts = await audit(state).facts(principal.game_id)
        report = await audit(state).verify(facts)
        await concealer(state).require_unnamed(principal, report)
        return report

    @game_read(
        "/orders/{order:int}/replay",
        responses=CONCEALING_READ,
        operation_id="replay_order",
        operation_class=AlsoPlainText,
        summary="Replay one order step by step (JSON, or plain English with Accept: text/plain)",
        doc=Doc(
            "One order re-derived from the log and explained step by step: each declaration,"
            " each Success Value with its MODs, each die and which die cancelled which and why,"
            " the discards and ReRolls, the saves, Wounds and states, and whether the"
            " re-derivation matches the record (`matches_record`). Plain English with `Accept:"
            " text/plain`. A costly read.",
            caller=ANY_TOKEN,
            refusals={
                "not-found": "no such order (or one still open)",
                "hidden-troopers": "it names an opponent's trooper still hidden from the caller (in"
                " Hidden Deployment, or behind a marker): asked again once it is revealed",
                "rate-limited": "over the rate limit or the token's budget of costly reads",
            },
        ),
        opt={COSTLY_READ: True},
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
            await concealer(state).require_unnamed(principal, text)
            return Response(text, media_type=PLAIN_TEXT)  # type: ignore[arg-type]
        # The replay comes from a worker as JSON types already shaped as OrderReplay, which
        # names the schema; rebuilding the struct here would only spend the event loop's time.
        body = await audit(state).replay_json(principal.game_id, order)
        await concealer(state).require_unnamed(principal, body)
        return Response(body)  # type: ignore[arg-type]
