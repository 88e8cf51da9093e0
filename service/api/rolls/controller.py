"""GET /v1/games/{id}/rolls/{version}/odds: the odds a recorded roll had, from the rules engine."""

from __future__ import annotations

from litestar import Controller, get
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath

from service.api._http.contract import BEARER, ETAG, GAME_READ, IfNoneMatch
from service.api._http.manners import games
from service.api._http.manners import principal as resolve_principal
from service.api.odds.schemas import OddsView, odds_view
from service.application.games import Principal
from service.application.roll_odds import roll_odds


class RollOddsController(Controller):
    path = "/v1/games/{game_id:uuid}/rolls/{version:int}/odds"
    tags = ("games",)
    dependencies = {"principal": Provide(resolve_principal)}  # noqa: RUF012

    @get(
        "/",
        operation_id="get_roll_odds",
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="The exact odds a recorded roll had, beside the roll as it ended",
    )
    async def odds(
        self,
        state: State,
        principal: NamedDependency[Principal],
        version: FromPath[int],
        if_none_match: IfNoneMatch = None,
    ) -> OddsView:
        game = await games(state).state(principal.game_id)
        found = await roll_odds(
            games(state).pool, state.workers, principal.game_id, version, game.edition
        )
        return odds_view(found.odds, found.sides)
