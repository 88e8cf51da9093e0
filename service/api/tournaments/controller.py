"""Tournaments: create one, register and drop players, pair rounds (each table's game made),
rule, void a round, end; read it, a player's own tables, the standings (JSON, CSV, live), the
seed once it has ended and its whole audit export."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody
from litestar.response import ServerSentEvent, Stream
from litestar.response.sse import ServerSentEventMessage

from service.api._http.commanding import builtins
from service.api._http.contract import (
    BEARER,
    CREATE_TOURNAMENT,
    EVENT_STREAM,
    NDJSON,
    TOURNAMENT_COMMAND,
    TOURNAMENT_READ,
    TOURNAMENT_STREAM,
    IfNoneMatch,
)
from service.api._http.manners import (
    NOT_STORED,
    IdempotencyKey,
    bearer_token,
    idempotency,
    respond,
)
from service.api._http.rate_limit import COSTLY_READ
from service.api.streams.sse import (
    LIMITS,
    LastEventId,
    ResumeAfter,
    admitted,
    feed,
    resume_from,
    sse_stream,
    stream_token,
)
from service.api.tournaments.schemas import (
    TOURNAMENT_VIEWER,
    CreatedTournamentView,
    CreateTournamentBody,
    DropPlayerBody,
    MyTournamentView,
    PairRoundBody,
    ReasonBody,
    RegisteredPlayerView,
    RegisterPlayerBody,
    RoundView,
    RulingBody,
    TournamentChangeView,
    TournamentSeedView,
    TournamentStandingsView,
    TournamentView,
    change_view,
    my_tournament_view,
    round_view,
    scenario_of,
    standings_csv,
    standings_view,
    tournament_view,
)
from service.application.feed.use_case import Heartbeat, Revoked
from service.application.games.use_case import Answer
from service.application.tournaments.exports import TournamentAudit
from service.application.tournaments.use_case import (
    Changed,
    CreatedTournament,
    RegisteredPlayer,
    TournamentPrincipal,
    Tournaments,
)
from service.audit.tournament import TournamentReport
from service.domain.errors import NotFound
from service.domain.tournament import (
    DropPlayer,
    EndTournament,
    RegisterPlayer,
    RuleResult,
    SeatResult,
    TournamentState,
    VoidRound,
)

STANDINGS_EVENT = "standings"
CSV = "text/csv"


def tournaments(state: State) -> Tournaments:
    service: Tournaments = state.tournaments
    return service


def tournament_audit(state: State) -> TournamentAudit:
    service: TournamentAudit = state.tournament_audit
    return service


async def tournament_principal(
    request: Request[Any, Any, Any], tournament_id: FromPath[UUID], state: State
) -> TournamentPrincipal:
    """The caller, from `Authorization: Bearer <token>` (a token issued for this tournament)."""
    return await tournaments(state).authenticate(tournament_id, bearer_token(request))


def _changed(changed: Changed) -> Answer:
    return Answer(builtins(change_view(changed)))


def _created(created: CreatedTournament) -> Answer:
    state = created.state
    view = CreatedTournamentView(
        id=str(state.tournament_id),
        name=state.name,
        rounds=state.rounds,
        seed_commitment=state.seed_commitment,
        version=state.version,
        organiser_token=created.organiser_token,
        viewer=TOURNAMENT_VIEWER.format(state.tournament_id),
    )
    return Answer(builtins(view), created=True, resource=f"/v1/tournaments/{state.tournament_id}")


def _registered(registered: RegisteredPlayer) -> Answer:
    state = registered.state
    entrant = state.entrant(registered.player)
    assert entrant is not None
    view = RegisteredPlayerView(
        player=entrant.name,
        faction=entrant.faction,
        joined_round=entrant.joined_round,
        version=state.version,
        token=registered.token,
    )
    return Answer(builtins(view), created=True, resource=f"/v1/tournaments/{state.tournament_id}")


def _paired(changed: Changed) -> Answer:
    current = changed.after.current()
    assert current is not None
    return Answer(
        builtins(change_view(changed)),
        created=True,
        resource=f"/v1/tournaments/{changed.after.tournament_id}/rounds/{current.round}",
    )


class TournamentsController(Controller):
    path = "/v1/tournaments"
    tags = ("tournaments",)
    dependencies = {"caller": Provide(tournament_principal)}  # noqa: RUF012

    @post(
        "/",
        operation_id="create_tournament",
        responses=CREATE_TOURNAMENT,
        summary="Create a tournament (its seed committed, its organiser token shown once)",
        cache_control=NOT_STORED,
        status_code=201,
    )
    async def create(
        self,
        request: Request[Any, Any, Any],
        state: State,
        data: JSONBody[CreateTournamentBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[CreatedTournamentView]:
        answer = await tournaments(state).create(
            name=data.name,
            rounds=data.rounds,
            scenarios=[scenario_of(s) for s in data.scenarios],
            tie_breakers=data.tie_breakers,
            seeding=data.seeding,
            game_rounds=data.game_rounds,
            manual_dice=data.manual_dice,
            manual_dice_confirmation=data.manual_dice_confirmation,
            organiser_token=bearer_token(request),
            idempotency=idempotency(idempotency_key, request, data),
            respond=_created,
        )
        return respond(answer)

    @get(
        "/{tournament_id:uuid}",
        operation_id="get_tournament",
        responses=TOURNAMENT_READ,
        security=BEARER,
        summary="The tournament: players, every round's tables and games, the standings",
    )
    async def read(
        self,
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        if_none_match: IfNoneMatch = None,
    ) -> TournamentView:
        found = await tournaments(state).read(caller.tournament_id)
        return tournament_view(found, caller.actor)

    @post(
        "/{tournament_id:uuid}/players",
        operation_id="register_player",
        responses=TOURNAMENT_COMMAND,
        security=BEARER,
        summary="Register a player (organiser); once a round is paired, a late join",
        cache_control=NOT_STORED,
        status_code=201,
    )
    async def register(
        self,
        request: Request[Any, Any, Any],
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        data: JSONBody[RegisterPlayerBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[RegisteredPlayerView]:
        command = RegisterPlayer(
            actor=caller.actor,
            player=data.player,
            faction=data.faction,
            army_list=data.army_list,
            seed=data.seed,
        )
        answer = await tournaments(state).register(
            caller,
            command,
            idempotency=idempotency(idempotency_key, request, data),
            respond=_registered,
        )
        return respond(answer)

    @post(
        "/{tournament_id:uuid}/drops",
        operation_id="drop_player",
        responses=TOURNAMENT_COMMAND,
        security=BEARER,
        summary="Drop a player from the next round on (the organiser, or the player themself)",
        status_code=200,
    )
    async def drop(
        self,
        request: Request[Any, Any, Any],
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        data: JSONBody[DropPlayerBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[TournamentChangeView]:
        command = DropPlayer(actor=caller.actor, player=data.player, reason=data.reason)
        answer = await tournaments(state).drop(
            caller,
            command,
            idempotency=idempotency(idempotency_key, request, data),
            respond=_changed,
        )
        return respond(answer)

    @post(
        "/{tournament_id:uuid}/rounds",
        operation_id="pair_round",
        responses=TOURNAMENT_COMMAND,
        security=BEARER,
        summary="Pair the next round (organiser) and make each table's game",
        status_code=201,
    )
    async def pair(
        self,
        request: Request[Any, Any, Any],
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        data: JSONBody[PairRoundBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[TournamentChangeView]:
        answer = await tournaments(state).pair(
            caller, idempotency=idempotency(idempotency_key, request, data), respond=_paired
        )
        return respond(answer)

    @get(
        "/{tournament_id:uuid}/rounds/{round_number:int}",
        operation_id="get_round",
        responses=TOURNAMENT_READ,
        security=BEARER,
        summary="One round as it stands: its tables, their games and results, the bye",
    )
    async def round(
        self,
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        round_number: FromPath[int],
        if_none_match: IfNoneMatch = None,
    ) -> RoundView:
        found = round_view(await tournaments(state).read(caller.tournament_id), round_number)
        if found is None:
            raise NotFound(f"round {round_number} has not been paired")
        return found

    @post(
        "/{tournament_id:uuid}/rounds/{round_number:int}/void",
        operation_id="void_round",
        responses=TOURNAMENT_COMMAND,
        security=BEARER,
        summary="Void the round in play to pair it again (organiser; a ruling with its reason)",
        status_code=200,
    )
    async def void(
        self,
        request: Request[Any, Any, Any],
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        round_number: FromPath[int],
        data: JSONBody[ReasonBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[TournamentChangeView]:
        command = VoidRound(actor=caller.actor, round=round_number, reason=data.reason)
        answer = await tournaments(state).void(
            caller,
            command,
            idempotency=idempotency(idempotency_key, request, data),
            respond=_changed,
        )
        return respond(answer)

    @post(
        "/{tournament_id:uuid}/rulings",
        operation_id="rule_result",
        responses=TOURNAMENT_COMMAND,
        security=BEARER,
        summary="Rule a table's result (organiser: a dispute, a game not played), with why",
        status_code=200,
    )
    async def rule(
        self,
        request: Request[Any, Any, Any],
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        data: JSONBody[RulingBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[TournamentChangeView]:
        command = RuleResult(
            actor=caller.actor,
            round=data.round,
            table=data.table,
            scores=tuple(
                SeatResult(
                    player=s.player,
                    objective_points=s.objective_points,
                    victory_points=s.victory_points,
                )
                for s in data.scores
            ),
            reason=data.reason,
        )
        answer = await tournaments(state).rule(
            caller,
            command,
            idempotency=idempotency(idempotency_key, request, data),
            respond=_changed,
        )
        return respond(answer)

    @post(
        "/{tournament_id:uuid}/end",
        operation_id="end_tournament",
        responses=TOURNAMENT_COMMAND,
        security=BEARER,
        summary="End the tournament between rounds (organiser); its seed is then revealed",
        status_code=200,
    )
    async def end(
        self,
        request: Request[Any, Any, Any],
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        data: JSONBody[ReasonBody],
        idempotency_key: IdempotencyKey = None,
    ) -> Response[TournamentChangeView]:
        command = EndTournament(actor=caller.actor, reason=data.reason)
        answer = await tournaments(state).end(
            caller,
            command,
            idempotency=idempotency(idempotency_key, request, data),
            respond=_changed,
        )
        return respond(answer)

    @get(
        "/{tournament_id:uuid}/me",
        operation_id="my_tournament",
        responses=TOURNAMENT_READ,
        security=BEARER,
        summary="Your tables (a player's token): each round's opponent, game and game token",
        cache_control=NOT_STORED,
    )
    async def me(
        self, state: State, caller: NamedDependency[TournamentPrincipal]
    ) -> MyTournamentView:
        return my_tournament_view(await tournaments(state).me(caller))

    @get(
        "/{tournament_id:uuid}/standings",
        operation_id="tournament_standings",
        responses=TOURNAMENT_READ,
        security=BEARER,
        summary="The standings by the tournament's tie-breakers, byes scored as ITS does",
    )
    async def standings(
        self,
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        if_none_match: IfNoneMatch = None,
    ) -> TournamentStandingsView:
        return standings_view(await tournaments(state).state(caller.tournament_id))

    @get(
        "/{tournament_id:uuid}/standings.csv",
        operation_id="tournament_standings_csv",
        responses=TOURNAMENT_READ,
        security=BEARER,
        media_type=CSV,
        summary="The standings as CSV (a header row, then one row per player by rank)",
    )
    async def standings_csv(
        self,
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        if_none_match: IfNoneMatch = None,
    ) -> Response[str]:
        found = await tournaments(state).state(caller.tournament_id)
        return Response(standings_csv(found), media_type=CSV)

    @get(
        "/{tournament_id:uuid}/seed",
        operation_id="tournament_seed",
        responses=TOURNAMENT_READ,
        security=BEARER,
        summary="The tournament's seed, once it has ended (409 before)",
    )
    async def seed(
        self, state: State, caller: NamedDependency[TournamentPrincipal]
    ) -> TournamentSeedView:
        service = tournaments(state)
        seed = await service.seed(caller.tournament_id)
        found = await service.state(caller.tournament_id)
        return TournamentSeedView(
            seed=seed.hex(), seed_commitment=found.seed_commitment, pairing_rule=found.pairing_rule
        )

    @get(
        "/{tournament_id:uuid}/verify",
        operation_id="verify_tournament",
        responses=TOURNAMENT_READ,
        security=BEARER,
        summary="The stored log's checks: its chain, every command again, the seed and every"
        " pairing once ended",
        opt={COSTLY_READ: True},
    )
    async def verify(
        self, state: State, caller: NamedDependency[TournamentPrincipal]
    ) -> TournamentReport:
        return await tournaments(state).verify(caller.tournament_id)

    @get(
        "/{tournament_id:uuid}/audit",
        operation_id="export_tournament",
        responses=TOURNAMENT_READ,
        security=BEARER,
        media_type=NDJSON,
        summary="The tournament's signed audit export (NDJSON), then every game's, once ended",
        opt={COSTLY_READ: True},
    )
    async def export(self, state: State, caller: NamedDependency[TournamentPrincipal]) -> Stream:
        lines = tournament_audit(state).export(caller.tournament_id)
        first = await anext(lines)  # a refusal (409: it runs, or a game does) is a problem document

        async def rest() -> AsyncIterator[str]:
            yield first
            async for line in lines:
                yield line

        return Stream(rest(), media_type=NDJSON)


class TournamentStreamsController(Controller):
    path = "/v1/tournaments"
    tags = ("live",)

    @get(
        "/{tournament_id:uuid}/standings/stream",
        operation_id="stream_standings",
        responses=TOURNAMENT_STREAM,
        security=BEARER,
        media_type=EVENT_STREAM,
        summary="The standings now and each time they change (Server-Sent Events)",
        description=(
            "`event: standings`, `id:` the tournament's version, `data:` the same JSON as"
            " `GET /v1/tournaments/{tournament_id}/standings`: the standings at once (unless"
            " `Last-Event-ID` or `after` already has that version), then each newer one as a"
            " result is counted or ruled, a round paired, a player dropped. Any token of the"
            " tournament. Heartbeat comments at least every 15 s." + LIMITS
        ),
    )
    async def standings(
        self,
        request: Request[Any, Any, Any],
        state: State,
        tournament_id: FromPath[UUID],
        last_event_id: LastEventId = None,
        after: ResumeAfter = None,
    ) -> ServerSentEvent:
        service = tournaments(state)
        token = bearer_token(request)

        async def authorise() -> TournamentPrincipal:
            return await feed(state).bounded(lambda: service.authenticate(tournament_id, token))

        ticket, caller = await admitted(request, state, authorise)
        held = stream_token(request)

        async def read(cursor: int) -> list[TournamentState]:
            found = await service.state(caller.tournament_id)
            return [found] if found.version > cursor else []

        async def still_granted() -> bool:
            return await service.holds(caller.tournament_id, held)

        items = feed(state).watch(
            caller.tournament_id,
            resume_from(last_event_id, after),
            read,
            lambda s: s.version,
            still_granted,
        )
        return sse_stream(state, _standings_messages(items), ticket)


async def _standings_messages(
    items: AsyncIterator[TournamentState | Heartbeat | Revoked],
) -> AsyncIterator[ServerSentEventMessage]:
    async for item in items:
        if isinstance(item, Heartbeat):
            yield ServerSentEventMessage(data=None, comment="heartbeat")
        elif isinstance(item, Revoked):
            yield ServerSentEventMessage(
                data=None, comment="closed: the token was revoked; reconnect with the new one"
            )
        else:
            yield ServerSentEventMessage(
                data=msgspec.json.encode(standings_view(item)).decode(),
                event=STANDINGS_EVENT,
                id=item.version,
            )
