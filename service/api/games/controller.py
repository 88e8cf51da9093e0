"""Games: create, read, the order state, the event log, the end of a game, its tokens."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, post
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, answered, builtins
from service.api._http.contract import (
    CREATE_GAME,
    IfNoneMatch,
)
from service.api._http.described import LOCATION, DocumentedOperation
from service.api._http.manners import (
    NOT_STORED,
    IdempotencyKey,
    Page,
    audit,
    bearer_token,
    concealer,
    games,
    idempotency,
    reads,
    seen_version,
)
from service.api._http.routes import body_command, game_command, game_read
from service.api.games.schemas import (
    CreatedGameView,
    CreateGameBody,
    EndGameBody,
    EventPage,
    GameView,
    RotatedTokenView,
    RotateTokenBody,
    ScenarioBody,
    TokensView,
    event_view,
    game_settings,
    game_view,
)
from service.api.orders.views import OrderStateView, order_state_view
from service.application.games.use_case import Answer, CreatedGame, Decided, Principal
from service.domain.commands import EndGame, RotateToken
from service.domain.events import TokenRotated
from service.domain.state import GameState


def _created(created: CreatedGame) -> Answer:
    state = created.state
    view = CreatedGameView(
        **game_settings(state),
        dice_algorithm=state.dice_algorithm,
        version=state.version,
        tokens=TokensView(created.organiser_token, created.player_tokens),
    )
    return Answer(builtins(view), created=True, resource=f"/v1/games/{state.game_id}")


def _rotated(decided: Decided, token: str) -> Answer:
    event = next(e for _, e in decided.events if isinstance(e, TokenRotated))
    view = RotatedTokenView(
        version=decided.after.version, role=event.role, player=event.player, token=token
    )
    return Answer(builtins(view))


class GamesController(Controller):
    path = "/v1/games"
    tags = ("games",)

    @post(
        "/",
        operation_id="create_game",
        responses=CREATE_GAME,
        summary="Create a game",
        cache_control=NOT_STORED,
        status_code=201,
        response_headers=[LOCATION],
        operation_class=DocumentedOperation,
    )
    async def create(
        self,
        request: Request[Any, Any, Any],
        state: State,
        data: JSONBody[CreateGameBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[CreatedGameView]:
        scenario = data.scenario or ScenarioBody()
        answer = await games(state).create(
            organiser_token=bearer_token(request),
            edition=data.edition,
            players=data.players,
            client_seed=data.client_seed,
            dice_algorithm=data.dice,
            manual_dice=data.manual_dice,
            manual_dice_confirmation=data.manual_dice_confirmation,
            rounds=None if data.sequence is None else data.sequence.rounds,
            classified_objectives=scenario.classified_objectives,
            objective_points_cap=scenario.objective_points_cap,
            idempotency=idempotency(idempotency_key, request, data),
            respond=_created,
        )
        return answered(answer)

    @game_read(
        "/{game_id:uuid}",
        operation_id="get_game",
        summary="A game's summary",
    )
    async def get_game(
        self,
        state: State,
        principal: NamedDependency[Principal],
        game_state: NamedDependency[GameState],
        if_none_match: IfNoneMatch = None,
    ) -> Response[GameView]:
        imported = await audit(state).provenance(principal.game_id)
        view = game_view(game_state, imported)
        return Response(view, headers={"ETag": f'"{game_state.version}"'})

    @game_read(
        "/{game_id:uuid}/state",
        operation_id="get_order_state",
        summary="Order state",
    )
    async def order_state(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> Response[OrderStateView]:
        found = await reads(state).order_state(principal.game_id, seen_version(if_none_match))
        found = await concealer(state).order_state(principal, found)
        view = order_state_view(found, reader=principal.actor)
        return Response(view, headers={"ETag": f'"{found.version}"'})

    @game_read(
        "/{game_id:uuid}/events",
        operation_id="list_events",
        summary="The game's events",
    )
    async def events(
        self,
        state: State,
        principal: NamedDependency[Principal],
        page: NamedDependency[Page],
        if_none_match: IfNoneMatch = None,
    ) -> EventPage:
        found = await concealer(state).events(principal, page.after, page.limit)
        more = len(found) == page.limit
        return EventPage([event_view(e) for e in found], found[-1].version if more else None)

    end = body_command(
        "/{game_id:uuid}/end",
        EndGame,
        EndGameBody,
        operation_id="end_game",
        summary="End the game (organiser)",
    )


class TokensController(Controller):
    path = "/v1/games/{game_id:uuid}/tokens"
    tags = ("games",)

    @game_command(
        "/rotate",
        operation_id="rotate_token",
        summary="Issue a new token and revoke the old one (organiser: any; a player: its own)",
        cache_control=NOT_STORED,
    )
    async def rotate(
        self, cmd: NamedDependency[Commanding], data: JSONBody[RotateTokenBody]
    ) -> Response[RotatedTokenView]:
        # The token is issued and revoked in the same transaction as the TokenRotated event,
        # so a refused rotation (403, 422) leaves the old token working.
        answer = await games(cmd.state).rotate_token(
            cmd.principal,
            RotateToken(actor=cmd.actor, role=data.role, player=data.player),
            respond=_rotated,
            **cmd.manners(data),
        )
        return answered(answer)
