"""Games: create, read, the order state, the event log, the end of a game, its tokens."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, post
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.awaiting import awaited_views
from service.api._http.commanding import Commanding, answered, awaiting_of, builtins
from service.api._http.contract import (
    CREATE_GAME,
    IfNoneMatch,
)
from service.api._http.described import (
    ANY_TOKEN,
    BODY_REFUSALS,
    LOCATION,
    ORGANISER,
    PUBLIC_CODES,
    Doc,
    DocumentedOperation,
)
from service.api._http.manners import (
    NOT_STORED,
    IdempotencyKey,
    Page,
    audit,
    bearer_token,
    concealer,
    etag,
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
        awaiting=awaited_views(created.awaiting),
    )
    return Answer(builtins(view), created=True, resource=f"/v1/games/{state.game_id}")


def _rotated(decided: Decided, token: str) -> Answer:
    event = next(e for _, e in decided.events if isinstance(e, TokenRotated))
    view = RotatedTokenView(
        version=decided.after.version,
        role=event.role,
        player=event.player,
        token=token,
        awaiting=awaiting_of(decided),
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
        description=Doc(
            "Creates a game and its tokens, shown this once (the service keeps only their"
            " SHA-256): the organiser's and one a player. The server commits to its dice seed"
            " first (`seed_commitment`); in a dice-v2 game each player then sends their own seed"
            " (POST .../entropy) before the first server die. A sequenced game starts with the"
            " Initiative Roll (POST .../initiative); a free one with troopers and turns. Sent"
            " with an organiser token of other games as bearer, the same organiser runs this"
            " one too (a tournament, GET /v1/organiser/games); with no token, a new organiser.",
            caller="anyone (no token), or an organiser token: the creator is the organiser",
            appends=("game_created",),
            refusals={
                "unauthorized": "an Authorization header whose token organises no game",
                "invalid-name": "a player's name against the rule for names, or two names"
                " equal once case folded (or one equal to `organiser`)",
                "invalid-command": "a `sequence` with other than two players,"
                " `manual_dice_confirmation` without `manual_dice`",
                "weak-idempotency-key": "without a token, an Idempotency-Key that cannot hold"
                " 128 bits",
                "idempotency-key-reused": "an Idempotency-Key reused with another body",
                **BODY_REFUSALS,
            },
        ).render(PUBLIC_CODES),
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
        doc=Doc(
            "The game's settings and where it stands: its phase, turn and active player, the"
            " dice (`dice_algorithm`, `entropy_missing`), its mission's rules (`scenario`), its"
            " score once it has ended, and where it came from if it was imported. What the"
            " orders and troopers are is in `/state` and `/troopers`.",
            caller=ANY_TOKEN,
        ),
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
        return Response(view, headers={"ETag": etag(game_state.version)})

    @game_read(
        "/{game_id:uuid}/state",
        operation_id="get_order_state",
        summary="Order state",
        doc=Doc(
            "Everything an app shows between two commands: the troopers with their Wounds and"
            " states, the running turn's Order Pool (`pool`, per Combat Group), Command Tokens,"
            " Fireteams, Deployables, where a sequenced game stands (`sequence`), the armies'"
            " totals, and the open order with each declaration, its rolls and what it waits for"
            " (`open_order`: a pending +1 SD discard or ReRoll, faces awaiting confirmation).",
            caller=ANY_TOKEN,
        ),
    )
    async def order_state(
        self, state: State, principal: NamedDependency[Principal], if_none_match: IfNoneMatch = None
    ) -> Response[OrderStateView]:
        found = await reads(state).order_state(principal.game_id, seen_version(if_none_match))
        seen = await concealer(state).order_state(principal, found)
        view = order_state_view(seen, reader=principal.actor)
        return Response(view, headers={"ETag": etag(seen.model.version)})

    @game_read(
        "/{game_id:uuid}/events",
        operation_id="list_events",
        summary="The game's events",
        doc=Doc(
            "The game's hash-chained event log, a page at a time (`after`, `limit`; `next_after`"
            " for the next page), each event as this reader may see it: an event held back whole"
            " (a record of an opponent's trooper in Hidden Deployment) is `held_back`, with empty"
            " `data` and `metadata`, its version, time and links kept. The AsyncAPI document"
            " describes every event type's `data`.",
            caller=ANY_TOKEN,
        ),
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
        doc=Doc(
            "The organiser ends the game, with a reason: the dice seed is revealed (GET"
            " .../seed), every server-held secret is revealed in the same command, and the"
            " players may then record their results (POST .../results). Taken even when the game"
            " holds its most events.",
            caller=ORGANISER,
            appends=("game_ended", "secret_revealed"),
            refusals={
                "forbidden": "a player's token",
                "state-conflict": "the game has already ended",
            },
        ),
    )


class TokensController(Controller):
    path = "/v1/games/{game_id:uuid}/tokens"
    tags = ("games",)

    @game_command(
        "/rotate",
        operation_id="rotate_token",
        summary="Issue a new token and revoke the old one (each caller its own)",
        doc=Doc(
            "Issues a new token, in the answer only, and revokes the old one in the same"
            " transaction: the old one is then unknown to this game (401). An organiser token"
            " shared by several games is rotated for this game only. Keep the answer: a retry"
            " with the revoked token is 401.",
            caller=(
                "a player's token for its own token, the organiser's for its own (in games"
                " recorded before the roles rule, the organiser's for any)"
            ),
            appends=("token_rotated",),
            refusals={
                "forbidden": "another caller's token (the organiser may not hold a player's)",
                "invalid-command": "`player` with the organiser's role, or a player who does"
                " not play this game",
                "state-conflict": "the game has ended",
            },
        ),
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
