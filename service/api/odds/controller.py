"""POST /v1/odds: exact odds of a Normal or Face to Face Roll, or of a template attack,
stateless; computed by the application in the worker pool."""

from __future__ import annotations

from litestar import Controller, post
from litestar.datastructures import State
from litestar.params import JSONBody

from service.api._http.contract import PUBLIC_COMMAND
from service.api._http.described import DocumentedOperation
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
    )
    async def compute(self, state: State, data: JSONBody[OddsBody]) -> OddsView | TemplateOddsView:
        workers: Workers = state.workers
        answer = await compute_odds(workers, data)
        if isinstance(answer, TemplateAnswer):
            return template_view(answer)
        return roll_odds_view(answer)
