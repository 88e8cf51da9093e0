"""Tournaments: create one, register and drop players, pair rounds (each table's game made),
rule, void a round, end; read it, a player's own tables, the standings (JSON, CSV, live), the
seed once it has ended and its whole audit export."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any
from uuid import UUID

import msgspec
from litestar import Controller, Request, Response, post
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody
from litestar.response import ServerSentEvent, Stream
from litestar.response.sse import ServerSentEventMessage

from service.api._http.commanding import builtins
from service.api._http.contract import (
    CREATE_TOURNAMENT,
    NDJSON,
    TOURNAMENT_STREAM,
    IfNoneMatch,
)
from service.api._http.described import (
    ANY_TOURNAMENT_TOKEN,
    BODY_REFUSALS,
    PUBLIC_CODES,
    TOURNAMENT_ORGANISER,
    TOURNAMENT_READ_CODES,
    Doc,
    DocumentedOperation,
    location,
)
from service.api._http.manners import (
    NOT_STORED,
    IdempotencyKey,
    bearer_token,
    idempotency,
    respond,
)
from service.api._http.rate_limit import COSTLY_READ
from service.api._http.routes import tournament_command, tournament_read
from service.api._http.schemas import to_domain
from service.api.streams.routes import live_stream
from service.api.streams.sse import (
    LastEventId,
    ResumeAfter,
    admitted,
    feed,
    resume_from,
    sse_stream,
    stream_token,
)
from service.api.tournaments.commanding import (
    TournamentCommanding,
    tournament_principal,
    tournaments,
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
)
from service.audit.tournament import TournamentReport
from service.domain.errors import NotFound
from service.domain.tournament import (
    DropPlayer,
    EndTournament,
    RegisterPlayer,
    RuleResult,
    TournamentState,
    VoidRound,
)

STANDINGS_EVENT = "standings"
CSV = "text/csv"
_EXAMPLE_ID = "6f1c0e2a-0c5e-4d5b-9b8e-2f4c1a7d9e10"  # documentation only
TOURNAMENT_LOCATION = location(
    f"/v1/tournaments/{_EXAMPLE_ID}",
    "The tournament: a GET of this path with a token of it answers it",
)
ROUND_LOCATION = location(
    f"/v1/tournaments/{_EXAMPLE_ID}/rounds/1",
    "The round paired: a GET of this path answers its tables and their games",
)
COSTLY = "over the rate limit or the token's budget of costly reads"
NOT_THE_ORGANISER = "a player's token: only the organiser runs the tournament"
REASON_REFUSED = {
    "invalid-command": "a reason of only spaces",
    "invalid-name": "a reason holding a control, format or invisible character",
}


def tournament_audit(state: State) -> TournamentAudit:
    service: TournamentAudit = state.tournament_audit
    return service


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
    dependencies = {  # noqa: RUF012
        "caller": Provide(tournament_principal),
        "commanding": Provide(TournamentCommanding, sync_to_thread=False),
    }

    @post(
        "/",
        operation_id="create_tournament",
        responses=CREATE_TOURNAMENT,
        summary="Create a tournament (its seed committed, its organiser token shown once)",
        description=Doc(
            "Creates a tournament: its rounds, one mission a round (`scenarios`), the"
            " tie-breakers its standings and Swiss pairings rank by (ITS Season 10's when left"
            " out), how round 1 is drawn (`seeding`) and how its tables' games are played. The"
            " server draws the tournament's seed and publishes its SHA-256 first"
            " (`seed_commitment`): round 1's draw and every tie the ranking cannot break follow"
            " from it, and it is revealed when the tournament ends. The organiser token is shown"
            " this once; sent with an organiser token of a game or tournament here as bearer,"
            " that organiser runs this one too. Then: register the players (POST .../players)"
            " and pair the first round (POST .../rounds).",
            caller=(
                "anyone (no token), or an organiser token of a game or tournament here: the"
                " creator is the organiser"
            ),
            appends=("tournament_created",),
            refusals={
                "unauthorized": "an Authorization header whose token organises no game and no"
                " tournament",
                "invalid-name": "the tournament's or a mission's name against the rule for names",
                "invalid-command": "not one scenario per round, a tie-breaker named twice,"
                " `manual_dice_confirmation` without `manual_dice`",
                "weak-idempotency-key": "an Idempotency-Key too short, or without a token one"
                " that cannot hold 128 bits",
                "idempotency-key-reused": "an Idempotency-Key reused with another body",
                **BODY_REFUSALS,
            },
        ).render(PUBLIC_CODES),
        cache_control=NOT_STORED,
        status_code=201,
        response_headers=[TOURNAMENT_LOCATION],
        operation_class=DocumentedOperation,
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

    @tournament_read(
        "/{tournament_id:uuid}",
        operation_id="get_tournament",
        summary="The tournament: players, every round's tables and games, the standings",
        doc=Doc(
            "The tournament's settings and where it stands (`status`: `registration`, `running`,"
            " `ended`, and why it ended), its players (another player's `army_list` is null to"
            " a player until the end), every pairing made, voided ones too with their reason,"
            " each table with its game, its status and its result, and the standings now.",
            caller=ANY_TOURNAMENT_TOKEN,
        ),
    )
    async def read(
        self,
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        if_none_match: IfNoneMatch = None,
    ) -> TournamentView:
        found = await tournaments(state).read(caller.tournament_id)
        return tournament_view(found, caller.actor)

    @tournament_command(
        "/{tournament_id:uuid}/players",
        operation_id="register_player",
        summary="Register a player (organiser); once a round is paired, a late join",
        doc=Doc(
            "Registers a player with their faction, their army list's code (kept as text, read"
            " by the organiser and the player until the end) and, under declared seeding, their"
            " place; the answer holds the player's tournament token, shown this once (the"
            " service keeps its SHA-256), with which they read their tables and game tokens (GET"
            " .../me). Before round 1 is paired the player joins round 1; after, it is a late"
            " join, paired from the next round with nothing scored before (`joined_round`).",
            caller=TOURNAMENT_ORGANISER,
            appends=("player_registered",),
            refusals={
                "forbidden": NOT_THE_ORGANISER,
                "invalid-name": "a name against the rule for names, or equal once case folded"
                " to another player's, `organiser` or `service`; a faction or army list holding"
                " a refused character",
                "invalid-command": "a `seed` in a tournament of random seeding, or one another"
                " player holds; a player beyond the most a tournament takes (512)",
                "registration-closed": "every round has been paired",
                **BODY_REFUSALS,
            },
        ),
        cache_control=NOT_STORED,
        status_code=201,
        response_headers=[TOURNAMENT_LOCATION],
    )
    async def register(
        self,
        commanding: NamedDependency[TournamentCommanding],
        data: JSONBody[RegisterPlayerBody],
    ) -> Response[RegisteredPlayerView]:
        command = RegisterPlayer(
            actor=commanding.actor,
            player=data.player,
            faction=data.faction,
            army_list=data.army_list,
            seed=data.seed,
        )
        return await commanding.run(commanding.tournaments.register, command, data, _registered)

    @tournament_command(
        "/{tournament_id:uuid}/drops",
        operation_id="drop_player",
        summary="Drop a player from the next round on (the organiser, or the player themself)",
        doc=Doc(
            "Drops a player from the next pairing made on (`from_round`): a game they are"
            " playing is still played and counted, and what they scored stays in the standings"
            " (`dropped`). A drop made while a round is in play that is then voided reaches its"
            " new pairing.",
            caller="the organiser's token, for any player; a player's tournament token, for"
            " themself",
            appends=("player_dropped",),
            refusals={
                "forbidden": "a player's token for another player",
                "not-found": "no such player in this tournament (or a token of another one)",
                "already-dropped": "the player has dropped already",
                "invalid-name": "a reason holding a control, format or invisible character",
                **BODY_REFUSALS,
            },
        ),
    )
    async def drop(
        self, commanding: NamedDependency[TournamentCommanding], data: JSONBody[DropPlayerBody]
    ) -> Response[TournamentChangeView]:
        command = DropPlayer(actor=commanding.actor, player=data.player, reason=data.reason)
        return await commanding.run(commanding.tournaments.drop, command, data)

    @tournament_command(
        "/{tournament_id:uuid}/rounds",
        operation_id="pair_round",
        summary="Pair the next round (organiser) and make each table's game",
        doc=Doc(
            "Counts first every final result of the round in play not yet counted, then pairs"
            " the next round from the tournament as it stands and its seed"
            ' (docs/guide/organiser.md, "How a'
            ' round is paired"): round 1 drawn from the seed (or by the declared places), the'
            " first half against the second; later rounds Swiss, ranked by the tie-breakers,"
            " the top pair at table 1, no rematch while one can be avoided; an odd field's bye"
            " to the last player registered in round 1, later to the lowest-ranked player"
            " without one. `round_paired` records each table's players and its game's id, the"
            " bye and the rematches; after it commits each table's game is made (sequenced,"
            " dice-v2, the round's scenario, the tournament's Game Rounds and dice), run by the"
            " organiser token, each player's game token sealed for them (GET .../me).",
            caller=TOURNAMENT_ORGANISER,
            appends=("result_counted", "round_paired", "game_created"),
            refusals={
                "forbidden": NOT_THE_ORGANISER,
                "round-results-pending": "a table of the round in play has no result yet (the"
                " tables are named)",
                "all-rounds-paired": "every one of the tournament's rounds has been paired",
                "not-enough-players": "fewer than two players in the round",
                **BODY_REFUSALS,
            },
        ),
        status_code=201,
        response_headers=[ROUND_LOCATION],
    )
    async def pair(
        self, commanding: NamedDependency[TournamentCommanding], data: JSONBody[PairRoundBody]
    ) -> Response[TournamentChangeView]:
        answer = await commanding.tournaments.pair(
            commanding.caller, idempotency=commanding.idempotency(data), respond=_paired
        )
        return respond(answer)

    @tournament_read(
        "/{tournament_id:uuid}/rounds/{round_number:int}",
        operation_id="get_round",
        summary="One round as it stands: its tables, their games and results, the bye",
        doc=Doc(
            "The round's latest pairing (the one that stands, or the last voided one if none"
            " does): its mission, each table's players, game, viewer link, status (`playing`,"
            " `awaiting_results`, `disputed`, `counted`, `ruled`, `voided`) and result, the"
            " bye, the rematches, and the reason it was voided.",
            caller=ANY_TOURNAMENT_TOKEN,
            refusals={"not-found": "a round not paired yet (or a token of another tournament)"},
        ),
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

    @tournament_command(
        "/{tournament_id:uuid}/rounds/{round_number:int}/void",
        operation_id="void_round",
        summary="Void the round in play to pair it again (organiser; a ruling with its reason)",
        doc=Doc(
            "The organiser's ruling that the round in play is paired again (a no-show dropped,"
            " say), with its reason: its games are ended with the reason, and the next POST"
            " .../rounds pairs it again as a new `attempt` (round 1 from the new attempt's draw"
            " keys), taking in the drops and late joins made meanwhile.",
            caller=TOURNAMENT_ORGANISER,
            appends=("round_voided", "game_ended", "secret_revealed"),
            refusals={
                "forbidden": NOT_THE_ORGANISER,
                "invalid-command": "a round other than the round in play, or a reason of only"
                " spaces",
                "invalid-name": REASON_REFUSED["invalid-name"],
                "round-results-in": "a table of the round has its result",
                **BODY_REFUSALS,
            },
        ),
    )
    async def void(
        self,
        # In this order, as the spec lists the parameters: the tournament, the round, the key.
        caller: NamedDependency[TournamentPrincipal],
        round_number: FromPath[int],
        commanding: NamedDependency[TournamentCommanding],
        data: JSONBody[ReasonBody],
    ) -> Response[TournamentChangeView]:
        command = VoidRound(actor=caller.actor, round=round_number, reason=data.reason)
        return await commanding.run(commanding.tournaments.void, command, data)

    @tournament_command(
        "/{tournament_id:uuid}/rulings",
        operation_id="rule_result",
        summary="Rule a table's result (organiser: a dispute, a game not played), with why",
        doc=Doc(
            "The organiser rules a table's result where its game gives none (a game never"
            " played, a dispute settled outside the game), with a reason: both players'"
            " Objective and Victory Points, the Tournament Points following from the Objective"
            " Points (ITS Season 10). The table's game, if still running, is ended with the"
            " reason, and later results of it are not counted. The last round's last result"
            " ends the tournament (`tournament_ended`) in the same command.",
            caller=TOURNAMENT_ORGANISER,
            appends=("result_ruled", "tournament_ended", "game_ended", "secret_revealed"),
            refusals={
                "forbidden": NOT_THE_ORGANISER,
                "not-found": "a round not paired (or voided and not paired again), or no such"
                " table in it",
                "result-already-in": "the table has its result",
                "invalid-command": "scores that are not of the table's two players, Objective"
                " Points above the round's cap, a reason of only spaces",
                "invalid-name": REASON_REFUSED["invalid-name"],
                **BODY_REFUSALS,
            },
        ),
    )
    async def rule(
        self, commanding: NamedDependency[TournamentCommanding], data: JSONBody[RulingBody]
    ) -> Response[TournamentChangeView]:
        # The body says the ruling field for field, its scores as the command's seats.
        command = to_domain(data, RuleResult, actor=commanding.actor)
        return await commanding.run(commanding.tournaments.rule, command, data)

    @tournament_command(
        "/{tournament_id:uuid}/end",
        operation_id="end_tournament",
        summary="End the tournament between rounds (organiser); its seed is then revealed",
        doc=Doc(
            "The organiser ends the tournament between rounds, with a reason (the last round's"
            " last result ends it by itself). Its standings are then final, its seed is shown"
            " (GET .../seed) and its export whole (GET .../audit); every command after is 409"
            " `tournament-ended`.",
            caller=TOURNAMENT_ORGANISER,
            appends=("tournament_ended",),
            refusals={
                "forbidden": NOT_THE_ORGANISER,
                "round-results-pending": "a table of the round in play has no result yet (the"
                " tables are named)",
                **REASON_REFUSED,
                **BODY_REFUSALS,
            },
        ),
    )
    async def end(
        self, commanding: NamedDependency[TournamentCommanding], data: JSONBody[ReasonBody]
    ) -> Response[TournamentChangeView]:
        command = EndTournament(actor=commanding.actor, reason=data.reason)
        return await commanding.run(commanding.tournaments.end, command, data)

    @tournament_read(
        "/{tournament_id:uuid}/me",
        operation_id="my_tournament",
        summary="Your tables (a player's token): each round's opponent, game and game token",
        doc=Doc(
            "The caller's own tables, every round's (voided ones too): the round, the table,"
            " the opponent, the game and the caller's token in it, with which they play, read"
            " and follow it (`GET /v1/games/{game_id}`...); `current`, the table of the round"
            " in play; the rounds of their byes. Not stored by caches (`Cache-Control:"
            " no-store`). A table's game that a stopped process left unmade is made first,"
            " with the id and tokens its pairing recorded: nothing else is appended.",
            caller="a player's tournament token, for their own tables",
            appends=("game_created",),
            refusals={"state-conflict": "the organiser's token: the organiser plays no table"},
        ),
        cache_control=NOT_STORED,
    )
    async def me(
        self, state: State, caller: NamedDependency[TournamentPrincipal]
    ) -> MyTournamentView:
        return my_tournament_view(await tournaments(state).me(caller))

    @tournament_read(
        "/{tournament_id:uuid}/standings",
        operation_id="tournament_standings",
        summary="The standings by the tournament's tie-breakers, byes scored as ITS does",
        doc=Doc(
            "Every player's totals over the rounds that stand (Tournament, Objective and"
            " Victory Points, the opponents' Tournament and Objective Points, tables played,"
            " byes, dropped), ranked by the tournament's tie-breakers, higher first; players"
            " equal on all of them share a rank. A bye counts as ITS counts it: with B byes"
            " over P tables played, a total T counts T + ceil(T x B / P). `final` once the"
            " tournament has ended. Sources: docs/rules.md, Tournaments.",
            caller=ANY_TOURNAMENT_TOKEN,
        ),
    )
    async def standings(
        self,
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        if_none_match: IfNoneMatch = None,
    ) -> TournamentStandingsView:
        return standings_view(await tournaments(state).state(caller.tournament_id))

    @tournament_read(
        "/{tournament_id:uuid}/standings.csv",
        operation_id="tournament_standings_csv",
        media_type=CSV,
        summary="The standings as CSV (a header row, then one row per player by rank)",
        doc=Doc(
            "The standings of GET .../standings as CSV (RFC 4180, CRLF line ends, quoted where"
            " needed): a header row of `rank`, `player`, `faction`, `tournament_points`,"
            " `objective_points`, `victory_points`, `opponents_tournament_points`,"
            " `opponents_objective_points`, `played`, `byes`, `dropped` (`true` or `false`),"
            " then one row a player, by rank.",
            caller=ANY_TOURNAMENT_TOKEN,
        ),
    )
    async def standings_csv(
        self,
        state: State,
        caller: NamedDependency[TournamentPrincipal],
        if_none_match: IfNoneMatch = None,
    ) -> Response[str]:
        found = await tournaments(state).state(caller.tournament_id)
        return Response(standings_csv(found), media_type=CSV)

    @tournament_read(
        "/{tournament_id:uuid}/seed",
        operation_id="tournament_seed",
        summary="The tournament's seed, once it has ended (409 before)",
        doc=Doc(
            "The tournament's seed (64 hex digits), once it has ended: its SHA-256 is the"
            " `seed_commitment` published at creation, and every pairing can be derived from it"
            ' again (docs/guide/organiser.md, "How a round is paired").',
            caller=ANY_TOURNAMENT_TOKEN,
            refusals={"tournament-running": "the tournament has not ended"},
        ),
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

    @tournament_read(
        "/{tournament_id:uuid}/verify",
        operation_id="verify_tournament",
        summary="The stored log's checks: its chain, every command again, the seed and every"
        " pairing once ended",
        doc=Doc(
            "Verifies the tournament's stored log: its hash chain and every command decided"
            " again; once it has ended, its seed against its commitment and every pairing"
            " derived again from it (before, pairings are taken as recorded and the seed is"
            " `not checked`). The signature, the games and the results are checked by"
            " `infinity-ledger verify` on the export (GET .../audit). Worked out in the worker"
            " pool; a costly read.",
            caller=ANY_TOURNAMENT_TOKEN,
            refusals={"rate-limited": COSTLY},
        ),
        opt={COSTLY_READ: True},
    )
    async def verify(
        self, state: State, caller: NamedDependency[TournamentPrincipal]
    ) -> TournamentReport:
        return await tournaments(state).verify(caller.tournament_id)

    @tournament_read(
        "/{tournament_id:uuid}/audit",
        operation_id="export_tournament",
        media_type=NDJSON,
        summary="The tournament's signed audit export (NDJSON), then every game's, once ended",
        doc=Doc(
            "Once the tournament has ended, one NDJSON stream: the tournament's signed header"
            " (its seed, its games in the order paired, the final standings), its own events,"
            " then every table's game's export, header and events, in that order"
            ' (docs/guide/organiser.md, "A'
            " tournament's export\"). `infinity-ledger verify` checks it whole: every game, the"
            " tournament's chain, seed and signature, every command and pairing again, every"
            " counted result against its game, the standings. A costly read.",
            caller=ANY_TOURNAMENT_TOKEN,
            refusals={
                "tournament-running": "the tournament has not ended",
                "private-information": "a table's game has not ended (the game is named: the"
                " organiser ends it, POST /v1/games/{game_id}/end)",
                "rate-limited": COSTLY,
            },
        ),
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

    @live_stream(
        "/{tournament_id:uuid}/standings/stream",
        operation_id="stream_standings",
        responses=TOURNAMENT_STREAM,
        codes=TOURNAMENT_READ_CODES,
        summary="The standings now and each time they change (Server-Sent Events)",
        doc=Doc(
            "`event: standings`, `id:` the tournament's version, `data:` the same JSON as"
            " `GET /v1/tournaments/{tournament_id}/standings`: the standings at once (unless"
            " `Last-Event-ID` or `after` already has that version), then each newer one as a"
            " result is counted or ruled, a round paired, a player registered or dropped."
            " Heartbeat comments at least every 15 s. Ends, after a last comment (`: closed:"
            " the token was revoked; ...`), once its token is no longer the tournament's.",
            caller=ANY_TOURNAMENT_TOKEN,
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
