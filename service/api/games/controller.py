"""Games: create, read, the event log, free-standing rolls and the end of a game."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody, QueryParameter

from service.api._http.commanding import Commanding, CommandResult, builtins, commanding
from service.api._http.contract import (
    BEARER,
    CREATE_GAME,
    ETAG,
    GAME_COMMAND,
    GAME_READ,
    IfNoneMatch,
)
from service.api._http.manners import (
    NOT_STORED,
    IdempotencyKey,
    bearer_token,
    games,
    idempotency,
    respond,
)
from service.api._http.manners import principal as resolve_principal
from service.api._http.schemas import (
    AttributeValue,
    EditionName,
    Faces,
    Label,
    Mods,
    Name,
    RequestBody,
    RollBurst,
    RollKind,
    documented,
)
from service.api.audit.controller import audit
from service.api.games.schemas import (
    CreatedGameView,
    EventPage,
    GameView,
    RollView,
    TokensView,
    event_view,
    game_view,
    roll_view,
)
from service.api.orders.views import OrderStateView, order_state_view
from service.api.rolls.schemas import RollOutcomeView, roll_outcome_view
from service.application.games import Answer, CreatedGame, Decided, Principal
from service.domain.commands import EndGame, FreeRoll, FreeRollSide
from service.domain.declarations import ModEntry
from service.domain.dice import ALGORITHM
from service.domain.errors import NotFound
from service.domain.events import RollMade
from service.projections.read import read_order_state, read_roll, read_rolls

_PLAYER_NAME = msgspec.Meta(min_length=1, max_length=40, pattern=r"^\S(.*\S)?$")
PlayerName = Annotated[str, _PLAYER_NAME, documented(_PLAYER_NAME)]


class CreateGameBody(RequestBody, frozen=True):
    players: Annotated[list[PlayerName], msgspec.Meta(min_length=1, max_length=8)]
    edition: EditionName = "N5"
    client_seed: Annotated[str, msgspec.Meta(max_length=200)] = ""
    """Mixed into every die, so the server alone cannot choose the dice."""
    manual_dice: bool = False
    """Whether players may enter the faces they rolled at the table."""
    manual_dice_confirmation: bool = False
    """Manual-dice games: faces the active player enters for the opponent's troopers wait for
    the opponent to confirm or replace them (POST .../orders/{order}/confirm)."""


class RollSideBody(RequestBody, frozen=True):
    name: Name
    attribute: AttributeValue
    mods: Mods = msgspec.field(default_factory=list)
    burst: RollBurst = 1
    """1..6; a Burst outside that is refused by the rules (422)."""
    dice: Faces | None = None
    """Entered faces (manual-dice games only): exactly the Burst."""


class RollBody(RequestBody, frozen=True):
    kind: RollKind
    sides: Annotated[list[RollSideBody], msgspec.Meta(min_length=1, max_length=2)]
    label: Label = ""


class EndGameBody(RequestBody, frozen=True):
    reason: Annotated[str, msgspec.Meta(max_length=500)] = ""


Limit = Annotated[int, QueryParameter(ge=1, le=1000, description="At most this many items")]
After = Annotated[int, QueryParameter(ge=0, description="Only items with a version above this")]


def _created(created: CreatedGame) -> Answer:
    state = created.state
    view = CreatedGameView(
        id=str(state.game_id),
        edition=state.edition.value,
        players=list(state.players),
        client_seed=state.client_seed,
        manual_dice=state.manual_dice,
        manual_dice_confirmation=state.manual_dice_confirmation,
        seed_commitment=state.seed_commitment,
        dice_algorithm=ALGORITHM,
        version=state.version,
        tokens=TokensView(created.organiser_token, created.player_tokens),
    )
    return Answer(201, builtins(view), location=f"/v1/games/{state.game_id}")


def _rolled(decided: Decided) -> Answer:
    version, event = next((v, e) for v, e in decided.events if isinstance(e, RollMade))
    game = decided.after.game_id
    return Answer(201, builtins(roll_view(version, event)), f"/v1/games/{game}/rolls/{version}")


class GamesController(Controller):
    path = "/v1/games"
    tags = ("games",)
    dependencies = {  # noqa: RUF012
        "principal": Provide(resolve_principal),
        "cmd": Provide(commanding),
    }

    @post(
        "/",
        operation_id="create_game",
        responses=CREATE_GAME,
        summary="Create a game",
        cache_control=NOT_STORED,
        status_code=201,
    )
    async def create(
        self,
        request: Request[Any, Any, Any],
        state: State,
        data: JSONBody[CreateGameBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[CreatedGameView]:
        answer = await games(state).create(
            organiser_token=bearer_token(request),
            edition=data.edition,
            players=data.players,
            client_seed=data.client_seed,
            manual_dice=data.manual_dice,
            manual_dice_confirmation=data.manual_dice_confirmation,
            idempotency=idempotency(idempotency_key, request, data),
            respond=_created,
        )
        return respond(answer, answer.body["version"])

    @get(
        "/{game_id:uuid}",
        operation_id="get_game",
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="A game's summary",
    )
    async def get_game(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> Response[GameView]:
        game = await games(state).state(principal.game_id)
        imported = await audit(state).provenance(principal.game_id)
        return Response(game_view(game, imported), headers={"ETag": f'"{game.version}"'})

    @get(
        "/{game_id:uuid}/state",
        operation_id="get_order_state",
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="Order state",
    )
    async def order_state(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> Response[OrderStateView]:
        found = await read_order_state(games(state).pool, principal.game_id)
        if found is None:
            raise NotFound(f"no game {principal.game_id}")
        return Response(order_state_view(found), headers={"ETag": f'"{found.version}"'})

    @get(
        "/{game_id:uuid}/events",
        operation_id="list_events",
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="The game's events",
    )
    async def events(
        self,
        state: State,
        principal: NamedDependency[Principal],
        after: After = 0,
        limit: Limit = 100,
        if_none_match: IfNoneMatch = None,
    ) -> EventPage:
        page = await games(state).events(principal.game_id, after, limit)
        more = len(page) == limit
        return EventPage([event_view(e) for e in page], page[-1].version if more else None)

    @post(
        "/{game_id:uuid}/rolls",
        operation_id="create_roll",
        responses=GAME_COMMAND,
        security=BEARER,
        summary="A free-standing roll (normal or face to face)",
        status_code=201,
    )
    async def roll(
        self, cmd: NamedDependency[Commanding], data: JSONBody[RollBody]
    ) -> Response[RollView]:
        command = FreeRoll(
            actor=cmd.actor,
            kind=data.kind,
            label=data.label,
            sides=tuple(
                FreeRollSide(
                    name=s.name,
                    attribute=s.attribute,
                    mods=tuple(ModEntry(m.value, m.source.lower(), m.note) for m in s.mods),
                    burst=s.burst,
                    dice=tuple(s.dice) if s.dice is not None else None,
                )
                for s in data.sides
            ),
        )
        return await cmd.run(command, data, _rolled)

    @get(
        "/{game_id:uuid}/rolls",
        operation_id="list_rolls",
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="Every roll outcome",
    )
    async def rolls(
        self,
        state: State,
        principal: NamedDependency[Principal],
        after: After = 0,
        limit: Limit = 100,
        if_none_match: IfNoneMatch = None,
    ) -> list[RollOutcomeView]:
        rolls = await read_rolls(games(state).pool, principal.game_id, after, limit)
        return [roll_outcome_view(principal.game_id, roll) for roll in rolls]

    @get(
        "/{game_id:uuid}/rolls/{version:int}",
        operation_id="get_roll",
        responses=GAME_READ,
        response_headers=ETAG,
        security=BEARER,
        summary="One roll outcome, by the version of its event",
    )
    async def roll_outcome(
        self,
        state: State,
        principal: NamedDependency[Principal],
        version: FromPath[int],
        if_none_match: IfNoneMatch = None,
    ) -> RollOutcomeView:
        found = await read_roll(games(state).pool, principal.game_id, version)
        if found is None:
            raise NotFound(f"no roll at version {version} of game {principal.game_id}")
        return roll_outcome_view(principal.game_id, found)

    @post(
        "/{game_id:uuid}/end",
        operation_id="end_game",
        status_code=200,
        responses=GAME_COMMAND,
        security=BEARER,
        summary="End the game (organiser)",
    )
    async def end(
        self, cmd: NamedDependency[Commanding], data: JSONBody[EndGameBody]
    ) -> Response[CommandResult]:
        return await cmd.run(EndGame(actor=cmd.actor, reason=data.reason), data)
