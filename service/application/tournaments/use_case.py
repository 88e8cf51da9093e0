"""The tournaments use cases: create a tournament, register and drop players, pair a round (and
make its tables' games through the games use case), count the games' results as they become
final, rule, void a round, end; read the tournament, a player's own tables, the standings.

A tournament is a stream of its own in the events table (its id, versions 1, 2, ...; the hash
chain), decided against its state folded from that stream; its seed is sealed at rest, its
SHA-256 published at creation and the seed shown once the tournament has ended. A command is
decided on the state, its events appended with what rides along in one transaction; a command
that lost a race to another is decided again on the new state.

A table's game is made after the pairing commits, with the id and the players' tokens the
pairing recorded (the tokens sealed in the seats): a game that could not be made then (the
process stopped half-way) is made by the next pairing request, or when its player asks for it
(``me``), with the same id and tokens, so nothing is ever made twice or lost.

A game's result flows into the standings when it becomes final: the games use case tells this
one of each command it commits (``game_committed``), and a confirmed or decided result of a
table's game is counted (``result_counted``, by the service, from the game's score). Pairing the
next round or ending counts first any final result still uncounted.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import random
import secrets
import uuid
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Literal

import msgspec

from service.application.games.locks import GameLocks
from service.application.games.use_case import (
    Answer,
    Decided,
    Games,
    Idempotency,
    KeyedIdempotency,
    Principal,
    earlier_answer,
    kept_answer,
    new_events,
)
from service.application.ports import IDEMPOTENCY_TTL, NewEvent, TokenGrant, hash_token
from service.application.tournaments.ports import Seat, TournamentStorage, TournamentWrite
from service.application.workers import Workers
from service.audit.tournament import TournamentReport, verify_log
from service.domain import dice
from service.domain.commands import ORGANISER, EndGame
from service.domain.errors import (
    ConcurrencyConflict,
    DomainError,
    NotFound,
    StateConflict,
    Unauthorized,
)
from service.domain.events import DisputeDecided, ResultConfirmed
from service.domain.score import score
from service.domain.state import GameState
from service.domain.tournament import (
    PAIRING_RULE,
    SERVICE,
    CountResult,
    CreateTournament,
    DropPlayer,
    EndTournament,
    PairRound,
    PlayerRegistered,
    RegisterPlayer,
    RuleResult,
    SeatResult,
    TableState,
    TournamentCommand,
    TournamentEvent,
    TournamentState,
    VoidRound,
    decide,
    decode_tournament_event,
    encode_tournament_event,
    fold,
    tables_of_next_round,
)
from service.domain.tournament.errors import ResultAlreadyIn, TournamentOver, TournamentRunning
from service.keyring import Keyring

MAX_ATTEMPTS = 12
RETRY_BACKOFF_SECONDS = 0.005
LOCK_TIMEOUT_SECONDS = 5.0
STATES_KEPT = 256
"""Folded tournaments kept in memory (the ones running now): each command folds only what
was appended since."""
GAMES_MADE_AT_ONCE = 4
"""A round's tables' games are made this many at a time: each is a transaction of its own."""
GAMES_READ_AT_ONCE = 8
"""The round in play's games are read this many at a time for their tables' statuses."""
FINAL_RESULT_EVENTS = (ResultConfirmed, DisputeDecided)
"""What can make a game's score final: a result confirmed, or a dispute decided."""

TableStatus = Literal["playing", "awaiting_results", "disputed", "counted", "ruled", "voided"]


@dataclass(frozen=True, slots=True)
class TournamentPrincipal:
    tournament_id: uuid.UUID
    actor: str
    """ORGANISER, or the player's name."""


@dataclass(frozen=True, slots=True)
class CreatedTournament:
    state: TournamentState
    organiser_token: str


@dataclass(frozen=True, slots=True)
class RegisteredPlayer:
    state: TournamentState
    player: str
    token: str


@dataclass(frozen=True, slots=True)
class Changed:
    """A decided tournament command: the state before, its events with versions, the after."""

    before: TournamentState
    events: tuple[tuple[int, TournamentEvent], ...]
    after: TournamentState


@dataclass(frozen=True, slots=True)
class TournamentRead:
    """A tournament as a reader is shown it: its state, and each table's status (a table of
    the round in play reads its game's)."""

    state: TournamentState
    statuses: dict[uuid.UUID, TableStatus]


@dataclass(frozen=True, slots=True)
class MySeat:
    round: int
    table: int
    opponent: str
    game_id: uuid.UUID
    game_token: str
    status: TableStatus


@dataclass(frozen=True, slots=True)
class MyTournament:
    state: TournamentState
    player: str
    seats: tuple[MySeat, ...]
    byes: tuple[int, ...] = field(default_factory=tuple)


Respond = Callable[[Changed], Answer]


class Tournaments:
    def __init__(
        self,
        storage: TournamentStorage,
        games: Games,
        keyring: Keyring,
        *,
        idempotency_ttl: timedelta = IDEMPOTENCY_TTL,
        workers: Workers | None = None,
    ) -> None:
        """workers: where a round is paired (256 players take some milliseconds of work),
        None to pair on the caller's loop (the tests)."""
        self._workers = workers
        self._storage = storage
        self._games = games
        self._keyring = keyring
        self._idempotency_ttl = idempotency_ttl
        self._locks = GameLocks()
        self._states: OrderedDict[uuid.UUID, TournamentState] = OrderedDict()
        self._seeds: dict[uuid.UUID, bytes] = {}
        games.observe(self.game_committed)

    # --- creating and authenticating -----------------------------------------------------

    async def create(
        self,
        *,
        name: str,
        rounds: int,
        scenarios: Sequence[Any],
        tie_breakers: Sequence[Any],
        seeding: Any,
        game_rounds: int,
        manual_dice: bool,
        manual_dice_confirmation: bool,
        organiser_token: str | None,
        idempotency: Idempotency | None,
        respond: Callable[[CreatedTournament], Answer],
    ) -> Answer:
        """A new tournament; ``organiser_token``, one that organises a game or a tournament
        already, makes the same organiser run this one (and its tables' games) too."""
        if organiser_token is not None and not await self._storage.organises(organiser_token):
            raise Unauthorized("this token organises no game and no tournament")
        caller = f"organiser:{hash_token(organiser_token)}" if organiser_token else "anonymous"
        keyed = KeyedIdempotency.of(
            self._keyring, idempotency, caller, anonymous=not organiser_token
        )
        earlier = await earlier_answer(keyed, self._storage.find_idempotent)
        if earlier is not None:
            return earlier
        tournament_id = uuid.uuid4()
        seed = secrets.token_bytes(dice.SEED_BYTES)
        command = CreateTournament(
            actor=ORGANISER,
            tournament_id=tournament_id,
            name=name,
            rounds=rounds,
            scenarios=tuple(scenarios),
            tie_breakers=tuple(tie_breakers),
            seeding=seeding,
            game_rounds=game_rounds,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            seed_commitment=hashlib.sha256(seed).hexdigest(),
            pairing_rule=PAIRING_RULE,
        )
        events = decide(TournamentState(), command)
        state = fold(events)
        organiser = organiser_token or secrets.token_urlsafe(32)
        answer = respond(CreatedTournament(state, organiser))
        async with self._storage.writing(tournament_id) as write:
            result = await write.append(
                0,
                _new_events(events, command),
                kept=kept_answer(keyed, answer),
                idempotency_ttl=self._idempotency_ttl,
            )
            if result.replayed and keyed is not None:
                return keyed.open(result.response)
            await write.create(seed, TokenGrant(hash_token(organiser), "organiser", None))
        self._remember(state)
        return answer

    async def authenticate(
        self, tournament_id: uuid.UUID, token: str | None
    ) -> TournamentPrincipal:
        if not token:
            raise Unauthorized(
                "send `Authorization: Bearer <token>` with a token of this tournament"
            )
        grant = await self._storage.find_grant(tournament_id, token)
        if grant is None:
            # A token of another tournament (or game) learns nothing of this one.
            if await self._storage.token_known(token):
                raise NotFound(f"no tournament {tournament_id}")
            raise Unauthorized("this token is not a token of any tournament")
        actor = ORGANISER if grant.role == "organiser" else str(grant.player)
        return TournamentPrincipal(tournament_id, actor)

    async def holds(self, tournament_id: uuid.UUID, token: str) -> bool:
        """Whether the token is still one of the tournament's (a live stream asks again)."""
        return await self._storage.find_grant(tournament_id, token) is not None

    # --- commands -------------------------------------------------------------------------

    async def register(
        self,
        principal: TournamentPrincipal,
        command: RegisterPlayer,
        *,
        idempotency: Idempotency | None,
        respond: Callable[[RegisteredPlayer], Answer],
    ) -> Answer:
        """A player registered (a late join once a round is paired), their token made here
        and shown once: the service keeps its hash."""
        token = secrets.token_urlsafe(32)

        def registered(changed: Changed) -> str:
            event = changed.events[0][1]
            assert isinstance(event, PlayerRegistered)
            return event.player  # as the tournament holds it (NFC)

        def answered(changed: Changed) -> Answer:
            return respond(RegisteredPlayer(changed.after, registered(changed), token))

        async def grant(write: TournamentWrite, changed: Changed) -> None:
            await write.grant(TokenGrant(hash_token(token), "player", registered(changed)))

        return await self._execute(
            principal, lambda _: command, idempotency=idempotency, respond=answered, alongside=grant
        )

    async def drop(
        self,
        principal: TournamentPrincipal,
        command: DropPlayer,
        *,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        return await self._execute(
            principal, lambda _: command, idempotency=idempotency, respond=respond
        )

    async def pair(
        self,
        principal: TournamentPrincipal,
        *,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        """The next round paired from the tournament's seed, its seats sealed with the pairing,
        then its tables' games made. Results already final are counted first."""
        tournament_id = principal.tournament_id
        state = await self._state(tournament_id)
        if principal.actor == ORGANISER and state.ended is None:
            await self._make_games(state)
            await self.settle(tournament_id)
        tokens: dict[tuple[uuid.UUID, str], str] = {}

        def paired(state: TournamentState) -> PairRound:
            ids = tuple(uuid.uuid4() for _ in range(tables_of_next_round(state)))
            return PairRound(actor=principal.actor, game_ids=ids)

        async def seat(write: TournamentWrite, changed: Changed) -> None:
            current = changed.after.current()
            assert current is not None
            seats = []
            for table in current.tables:
                for player in table.players:
                    token = secrets.token_urlsafe(32)
                    tokens[(table.game_id, player)] = token
                    sealed = self._keyring.seal_seat_token(table.game_id, player, token)
                    seats.append(Seat(table.game_id, player, sealed))
            await write.seat(seats)

        answer = await self._execute(
            principal, paired, idempotency=idempotency, respond=respond, alongside=seat
        )
        await self._make_games(await self._state(tournament_id), tokens)
        return answer

    async def void(
        self,
        principal: TournamentPrincipal,
        command: VoidRound,
        *,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        """The round in play voided, to be paired again; its games are ended by the organiser
        with the ruling's reason, so nobody plays them on (one a stopped process left unmade
        is made first, to be ended with the others)."""
        before = await self._state(principal.tournament_id)
        if principal.actor == ORGANISER:
            await self._make_games(before)
        answer = await self._execute(
            principal, lambda _: command, idempotency=idempotency, respond=respond
        )
        voided = before.standing_round(command.round)
        if voided is not None and not answer.replayed:
            reason = f"round {voided.round} was voided to be paired again: {command.reason}"
            for table in voided.tables:
                await self._end_game(table.game_id, reason)
        return answer

    async def rule(
        self,
        principal: TournamentPrincipal,
        command: RuleResult,
        *,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        """A table's result as the organiser rules it; its game, if still running, is ended
        with the ruling's reason (its later results are not counted); one a stopped process
        left unmade is made first, to be ended so."""
        if principal.actor == ORGANISER:
            await self._make_games(await self._state(principal.tournament_id))
        answer = await self._execute(
            principal, lambda _: command, idempotency=idempotency, respond=respond
        )
        state = await self._state(principal.tournament_id)
        round_state = state.standing_round(command.round)
        table = round_state.table(command.table) if round_state is not None else None
        assert table is not None  # the ruling was taken: its table stands
        await self._end_game(
            table.game_id, f"the organiser ruled the table's result: {command.reason}"
        )
        return answer

    async def end(
        self,
        principal: TournamentPrincipal,
        command: EndTournament,
        *,
        idempotency: Idempotency | None,
        respond: Respond,
    ) -> Answer:
        if principal.actor == ORGANISER:
            await self.settle(principal.tournament_id)
        return await self._execute(
            principal, lambda _: command, idempotency=idempotency, respond=respond
        )

    # --- results flowing in ----------------------------------------------------------------

    async def game_committed(self, game_id: uuid.UUID, decided: Decided) -> None:
        """Told of every command a game commits: a table's result made final is counted."""
        if not any(isinstance(e, FINAL_RESULT_EVENTS) for _, e in decided.events):
            return
        tournament_id = await self._storage.tournament_of_game(game_id)
        if tournament_id is None:
            return
        await self._count(tournament_id, game_id, decided.after)

    async def settle(self, tournament_id: uuid.UUID) -> None:
        """Count every final result of the round in play still uncounted (one whose game's
        observer could not run, say)."""
        state = await self._state(tournament_id)
        current = state.current()
        if current is None or state.ended is not None:
            return
        for table in current.tables:
            if table.scores is None:
                await self._count(tournament_id, table.game_id, None)

    async def _count(
        self, tournament_id: uuid.UUID, game_id: uuid.UUID, game: GameState | None
    ) -> None:
        state = await self._state(tournament_id)
        found = state.table_of_game(game_id)
        if found is None or found[1].scores is not None or state.ended is not None:
            return
        try:
            game = game if game is not None else await self._games.state(game_id)
        except NotFound:
            return  # not made yet: nothing to count
        final = score(game)
        if not final.final:
            return
        scores = tuple(
            SeatResult(
                player=p.player,
                objective_points=p.result.objective_points if p.result else 0,
                victory_points=p.victory_points or 0,
            )
            for p in final.players
        )
        command = CountResult(
            actor=SERVICE, game_id=game_id, game_version=game.version, scores=scores
        )
        try:
            await self._execute(
                TournamentPrincipal(tournament_id, SERVICE),
                lambda _: command,
                idempotency=None,
                respond=lambda _: Answer({}),
            )
        except (ResultAlreadyIn, TournamentOver):
            return  # counted meanwhile, or the tournament ended: nothing is lost

    # --- reads -------------------------------------------------------------------------------

    async def state(self, tournament_id: uuid.UUID) -> TournamentState:
        return await self._state(tournament_id)

    async def read(self, tournament_id: uuid.UUID) -> TournamentRead:
        state = await self._state(tournament_id)
        return TournamentRead(state, await self._statuses(state))

    async def me(self, principal: TournamentPrincipal) -> MyTournament:
        """A player's own tables, each with the game token they play it with."""
        if principal.actor == ORGANISER:
            raise StateConflict("the organiser plays no table: `me` is a player's")
        state = await self._state(principal.tournament_id)
        await self._make_games(state)
        own = {t.game_id for r in state.paired for t in r.tables if principal.actor in t.players}
        statuses = await self._statuses(state, own)
        mine = await self._storage.seats_of(principal.tournament_id, principal.actor)
        sealed = {seat.game_id: seat for seat in mine}
        seats: list[MySeat] = []
        byes: list[int] = []
        for round_state in state.paired:
            if round_state.bye == principal.actor and round_state.voided is None:
                byes.append(round_state.round)
            for table in round_state.tables:
                if principal.actor not in table.players or table.game_id not in sealed:
                    continue
                opponent = next(p for p in table.players if p != principal.actor)
                token = self._keyring.open_seat_token(
                    table.game_id, principal.actor, sealed[table.game_id].sealed_token
                )
                seats.append(
                    MySeat(
                        round=round_state.round,
                        table=table.table,
                        opponent=opponent,
                        game_id=table.game_id,
                        game_token=token,
                        status=statuses[table.game_id],
                    )
                )
        return MyTournament(state, principal.actor, tuple(seats), tuple(byes))

    async def verify(self, tournament_id: uuid.UUID) -> TournamentReport:
        """The checks the stored log allows: its chain and every command decided again, and
        once the tournament has ended its seed and every pairing derived from it (in the
        workers, a whole log's work)."""
        state = await self._state(tournament_id)
        events = [
            e for e in await self._storage.read_stream(tournament_id) if e.version <= state.version
        ]
        seed = await self._seed(tournament_id) if state.ended is not None else None
        check = functools.partial(
            verify_log,
            events,
            tournament_id=tournament_id,
            seed=seed,
            seed_commitment=state.seed_commitment,
        )
        return await self._workers.run(check) if self._workers is not None else check()

    async def seed(self, tournament_id: uuid.UUID) -> bytes:
        """The tournament's seed, once it has ended (every pairing can then be derived)."""
        state = await self._state(tournament_id)
        if state.ended is None:
            raise TournamentRunning("the tournament's seed is revealed when the tournament ends")
        return await self._seed(tournament_id)

    # --- the machinery -----------------------------------------------------------------------

    async def _execute(
        self,
        principal: TournamentPrincipal,
        make: Callable[[TournamentState], TournamentCommand],
        *,
        idempotency: Idempotency | None,
        respond: Respond,
        alongside: Callable[[TournamentWrite, Changed], Any] | None = None,
    ) -> Answer:
        tournament_id = principal.tournament_id
        keyed = KeyedIdempotency.of(
            self._keyring, idempotency, f"{tournament_id}:{principal.actor}"
        )
        earlier = await earlier_answer(keyed, self._storage.find_idempotent)
        if earlier is not None:
            return earlier
        async with self._locks.hold(tournament_id, timeout=LOCK_TIMEOUT_SECONDS):
            for attempt in range(MAX_ATTEMPTS):
                if attempt:
                    await asyncio.sleep(random.uniform(0, RETRY_BACKOFF_SECONDS * 2**attempt))
                    self._states.pop(tournament_id, None)
                before = await self._state(tournament_id)
                command = make(before)
                seed = await self._seed(tournament_id) if isinstance(command, PairRound) else None
                if isinstance(command, PairRound) and self._workers is not None:
                    events = await self._workers.run(decide, before, command, seed)
                else:
                    events = decide(before, command, seed)
                after = fold(events, before)
                versioned = tuple((before.version + n, e) for n, e in enumerate(events, start=1))
                changed = Changed(before, versioned, after)
                answer = respond(changed)
                try:
                    async with self._storage.writing(tournament_id) as write:
                        result = await write.append(
                            before.version,
                            _new_events(events, command),
                            kept=kept_answer(keyed, answer),
                            idempotency_ttl=self._idempotency_ttl,
                        )
                        if result.replayed and keyed is not None:
                            return keyed.open(result.response)
                        if alongside is not None:
                            await alongside(write, changed)
                        if after.ended is not None and before.ended is None:
                            await write.mark_revealed()
                except ConcurrencyConflict:
                    continue
                self._remember(after)
                return answer
        raise ConcurrencyConflict(tournament_id, before.version, before.version + 1)

    async def _state(self, tournament_id: uuid.UUID) -> TournamentState:
        kept = self._states.get(tournament_id)
        since = kept.version + 1 if kept is not None else 1
        newer = await self._storage.read_stream(tournament_id, since)
        if kept is None and (not newer or newer[0].type != "tournament_created"):
            raise NotFound(f"no tournament {tournament_id}")
        state = fold((decode_tournament_event(e.type, e.data) for e in newer), kept)
        self._remember(state)
        return state

    def _remember(self, state: TournamentState) -> None:
        if state.tournament_id is None:
            return
        kept = self._states.get(state.tournament_id)
        if kept is not None and kept.version > state.version:
            return
        self._states[state.tournament_id] = state
        self._states.move_to_end(state.tournament_id)
        while len(self._states) > STATES_KEPT:
            self._states.popitem(last=False)

    async def _seed(self, tournament_id: uuid.UUID) -> bytes:
        kept = self._seeds.get(tournament_id)
        if kept is not None:
            return kept
        found = await self._storage.load_seed(tournament_id)
        if found is None:
            raise NotFound(f"no tournament {tournament_id}")
        self._seeds[tournament_id] = found.seed
        return found.seed

    async def _make_games(
        self,
        state: TournamentState,
        tokens: dict[tuple[uuid.UUID, str], str] | None = None,
    ) -> None:
        """Make every game of the round in play that is not made yet, with the id and tokens
        its pairing recorded."""
        current = state.current()
        if current is None or state.tournament_id is None:
            return
        made = await self._storage.existing_games([t.game_id for t in current.tables])
        missing = [t for t in current.tables if t.game_id not in made]
        if not missing:
            return
        organiser = await self._storage.organiser_hash(state.tournament_id)
        if organiser is None:
            raise NotFound(f"no organiser of tournament {state.tournament_id}")
        scenario = current.scenario
        given = tokens or {}

        async def make(table: TableState) -> None:
            seat_tokens = {player: given.get((table.game_id, player)) for player in table.players}
            if any(token is None for token in seat_tokens.values()):
                seats = {s.player: s for s in await self._storage.seats_at(table.game_id)}
                seat_tokens = {
                    p: self._keyring.open_seat_token(table.game_id, p, seats[p].sealed_token)
                    for p in table.players
                }
            await self._games.create_table_game(
                game_id=table.game_id,
                organiser_token_hash=organiser,
                player_tokens={p: str(t) for p, t in seat_tokens.items()},
                rounds=state.game_rounds,
                classified_objectives=scenario.classified_objectives,
                objective_points_cap=scenario.objective_points_cap,
                manual_dice=state.manual_dice,
                manual_dice_confirmation=state.manual_dice_confirmation,
            )

        for start in range(0, len(missing), GAMES_MADE_AT_ONCE):
            await asyncio.gather(*(make(t) for t in missing[start : start + GAMES_MADE_AT_ONCE]))

    async def _statuses(
        self, state: TournamentState, only: set[uuid.UUID] | None = None
    ) -> dict[uuid.UUID, TableStatus]:
        """Each table's status (of the tables ``only`` names, when given): the round in play's
        read from their games, a few at a time."""
        statuses: dict[uuid.UUID, TableStatus] = {}
        current = state.current()
        playing: list[uuid.UUID] = []
        for round_state in state.paired:
            for table in round_state.tables:
                if only is not None and table.game_id not in only:
                    continue
                if round_state.voided is not None:
                    statuses[table.game_id] = "voided"
                elif table.scores is not None:
                    statuses[table.game_id] = "ruled" if table.ruled is not None else "counted"
                elif round_state is current:
                    playing.append(table.game_id)
                else:
                    statuses[table.game_id] = "awaiting_results"
        for start in range(0, len(playing), GAMES_READ_AT_ONCE):
            batch = playing[start : start + GAMES_READ_AT_ONCE]
            found = await asyncio.gather(*(self._status_of_game(g) for g in batch))
            statuses.update(zip(batch, found, strict=True))
        return statuses

    async def _status_of_game(self, game_id: uuid.UUID) -> TableStatus:
        try:
            game = await self._games.state(game_id)
        except NotFound:
            return "playing"  # being made
        if not game.ended:
            return "playing"
        if any(r.status == "disputed" for r in game.results):
            return "disputed"
        return "awaiting_results"

    async def _end_game(self, game_id: uuid.UUID, reason: str) -> None:
        """The organiser ends a table's game (a ruling's, a voided round's); one already ended
        stays as it is."""
        try:
            await self._games.execute(
                Principal(game_id, ORGANISER),
                EndGame(actor=ORGANISER, reason=reason),
                if_match=None,
                idempotency=None,
                respond=lambda _: Answer({}),
            )
        except (StateConflict, NotFound):
            return
        except DomainError:
            return


def _new_events(events: Sequence[TournamentEvent], command: TournamentCommand) -> list[NewEvent]:
    """As a game's: the command rides with the first event, every event names the actor and
    the causation id its command's events share."""
    encoded = map(encode_tournament_event, events)
    return new_events(encoded, command.actor, msgspec.to_builtins(command))
