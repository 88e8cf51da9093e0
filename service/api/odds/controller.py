"""POST /v1/odds: exact odds of a Normal or Face to Face Roll, or of a template attack,
stateless; computed by the application in the worker pool."""

from __future__ import annotations

from litestar import Controller, post
from litestar.datastructures import State
from litestar.params import JSONBody

from service.api._http.contract import PUBLIC_COMMAND
from service.api._http.described import (
    BODY_REFUSALS,
    NO_TOKEN,
    PUBLIC_CODES,
    Doc,
    DocumentedOperation,
)
from service.api.odds.schemas import OddsBody, OddsView, roll_odds_view
from service.api.odds.templates import TemplateOddsView, template_view
from service.application.odds.use_case import TemplateAnswer, compute_odds
from service.application.workers import Workers


class OddsController(Controller):
    path = "/v1/odds"
    tags = ("odds",)

    @post(
        "/",
        operation_id="compute_odds",
        responses=PUBLIC_COMMAND,
        summary="Exact odds of a Normal or Face to Face Roll, or of a template attack",
        status_code=200,
        operation_class=DocumentedOperation,
        description=Doc(
            "The exact odds (fractions, and their floats) of a roll before it is made, worked"
            " out by the same rules engine an order resolves with, for no game: a Normal Roll"
            " (one side), a Face to Face Roll (two) with each side's hits, Criticals and, with"
            " a `weapon` and a `target`, the Wounds they deal (or the States of a Non-Lethal"
            " attack, `states`), or a template attack (the attacker's `weapon` has a"
            " `template`; the other sides are the troopers it affects, each with its"
            " `reaction`). What an order would refuse is refused with the same problem code.",
            caller=NO_TOKEN,
            refusals={
                "invalid-command": "what the rules do not allow (a Burst outside 1..6, a Burst"
                " above 1 in ARO, a target without a weapon, Bioimmunity in CodeOne, ...)",
                "not-in-catalogue": "a weapon `profile`, Ammunition, program or skill not in"
                " /v1/catalogue",
                "special-die-not-allowed": "`extra_die` with a Long Skill",
                "invalid-template-attack": "a template attack declared against its rules",
                "not-hackable": "a `program` against a Unit Type it cannot target",
                **BODY_REFUSALS,
            },
        ).render(PUBLIC_CODES),
    )
    async def compute(self, state: State, data: JSONBody[OddsBody]) -> OddsView | TemplateOddsView:
        workers: Workers = state.workers
        answer = await compute_odds(workers, data)
        if isinstance(answer, TemplateAnswer):
            return template_view(answer)
        return roll_odds_view(answer)
