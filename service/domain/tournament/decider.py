"""The tournament as a decider: ``decide`` a command against the state into events, ``evolve``
the state by an event, ``fold`` a stream of them. Who may do what: the organiser runs the
tournament (creates it, registers, pairs, rules, ends); a player may drop themself; the service
counts a table's game's final score (``SERVICE``)."""

from __future__ import annotations

import uuid
from collections.abc import Iterable

import msgspec

from service.domain.carried import carried
from service.domain.errors import Forbidden, InvalidCommand, InvalidName, NotFound
from service.domain.names import NAME_RULE, checked_name, checked_text, name_key
from service.domain.score import tournament_points
from service.domain.tournament.commands import (
    ORGANISER,
    SERVICE,
    CountResult,
    CreateTournament,
    DropPlayer,
    EndTournament,
    PairRound,
    RegisterPlayer,
    RuleResult,
    SeatResult,
    TournamentCommand,
    VoidRound,
)
from service.domain.tournament.errors import (
    AllRoundsPaired,
    AlreadyDropped,
    NotEnoughPlayers,
    RegistrationClosed,
    ResultAlreadyIn,
    RoundResultsIn,
    RoundResultsPending,
    TournamentOver,
)
from service.domain.tournament.events import (
    PairedTable,
    PlayerDropped,
    PlayerRegistered,
    ResultCounted,
    ResultRuled,
    RoundPaired,
    RoundVoided,
    SeatScore,
    TournamentCreated,
    TournamentEnded,
    TournamentEvent,
)
from service.domain.tournament.pairing import pair_next_round, tables_of_next_round
from service.domain.tournament.state import (
    Entrant,
    RoundState,
    TableState,
    TournamentState,
)

PAIRING_RULE = 1
"""The revision of the pairing rules (``rules.pairing``, ``domain.tournament.pairing``) new
tournaments record: verify pairs each round again by the revision its tournament recorded."""
MAX_ROUNDS = 10
MAX_PLAYERS = 512
LAST_ROUND_IN = "the last round's results are in"


def initial_state() -> TournamentState:
    return TournamentState()


def decide(
    state: TournamentState, command: TournamentCommand, seed: bytes | None = None
) -> list[TournamentEvent]:
    """The events ``command`` makes on ``state``; ``seed`` (the tournament's, opened) pairs."""
    if isinstance(command, CreateTournament):
        return [_create(state, command)]
    if not state.created:
        raise NotFound("no such tournament")
    if state.ended is not None:
        raise TournamentOver(f"the tournament has ended ({state.ended}): it takes no more commands")
    if isinstance(command, DropPlayer):
        return [_drop(state, command)]
    if isinstance(command, CountResult):
        return _with_end(state, _count(state, command))
    _organiser_only(command.actor)
    if isinstance(command, RegisterPlayer):
        return [_register(state, command)]
    if isinstance(command, PairRound):
        if seed is None:
            raise ValueError("a round is paired with the tournament's seed")
        return [_pair(state, command, seed)]
    if isinstance(command, RuleResult):
        return _with_end(state, _rule(state, command))
    if isinstance(command, VoidRound):
        return [_void(state, command)]
    return [_end(state, command)]


def _organiser_only(actor: str) -> None:
    if actor != ORGANISER:
        raise Forbidden("only the organiser runs the tournament")


def _create(state: TournamentState, command: CreateTournament) -> TournamentCreated:
    if state.created:
        raise InvalidCommand("the tournament exists already")
    _organiser_only(command.actor)
    if not 1 <= command.rounds <= MAX_ROUNDS:
        raise InvalidCommand(f"a tournament has 1 to {MAX_ROUNDS} rounds")
    if len(command.scenarios) != command.rounds:
        raise InvalidCommand(
            f"one scenario per round: {command.rounds} rounds, {len(command.scenarios)} scenarios"
        )
    if not command.tie_breakers or len(set(command.tie_breakers)) != len(command.tie_breakers):
        raise InvalidCommand("the tie-breakers are one or more, each named once")
    if command.manual_dice_confirmation and not command.manual_dice:
        raise InvalidCommand("manual_dice_confirmation needs manual_dice")
    scenarios = tuple(
        msgspec.structs.replace(
            s, name=checked_name(s.name, f"the scenario of round {n}", rule=NAME_RULE)
        )
        for n, s in enumerate(command.scenarios, start=1)
    )
    name = checked_name(command.name, "the tournament's name", rule=NAME_RULE)
    return carried(command, TournamentCreated, name=name, scenarios=scenarios)


def _register(state: TournamentState, command: RegisterPlayer) -> PlayerRegistered:
    joined = state.next_round()
    if joined > state.rounds:
        raise RegistrationClosed(
            f"every one of the {state.rounds} rounds has been paired: no player joins now"
        )
    if len(state.entrants) >= MAX_PLAYERS:
        raise InvalidCommand(f"a tournament takes at most {MAX_PLAYERS} players")
    name = checked_name(command.player, "the player's name", rule=NAME_RULE)
    taken = {name_key(e.name): e.name for e in state.entrants}
    taken.setdefault(name_key(ORGANISER), ORGANISER)
    taken.setdefault(name_key(SERVICE), SERVICE)
    if name_key(name) in taken:
        raise InvalidName(
            f"player names must differ when case is ignored: {taken[name_key(name)]!r} and "
            f"{name!r} are the same name"
        )
    if command.seed is not None and state.seeding != "declared":
        raise InvalidCommand("a player's seed is given only in a tournament of declared seeding")
    if command.seed is not None and any(e.seed == command.seed for e in state.entrants):
        raise InvalidCommand(f"seed {command.seed} is another player's")
    army_list = command.army_list
    return PlayerRegistered(
        player=name,
        faction=checked_name(command.faction, "the faction", rule=NAME_RULE),
        army_list=None
        if army_list is None
        else checked_text(army_list, "the army list", rule=NAME_RULE),
        seed=command.seed,
        joined_round=joined,
    )


def _known(state: TournamentState, player: str) -> Entrant:
    entrant = state.entrant(player)
    if entrant is None:
        raise NotFound(f"no player {player!r} in this tournament")
    return entrant


def _drop(state: TournamentState, command: DropPlayer) -> PlayerDropped:
    if command.actor not in (ORGANISER, command.player):
        raise Forbidden("a player drops only themself; the organiser drops anyone")
    entrant = _known(state, command.player)
    if entrant.dropped_from is not None:
        raise AlreadyDropped(f"{entrant.name!r} dropped already, from round {entrant.dropped_from}")
    return PlayerDropped(
        player=entrant.name,
        by=command.actor,
        reason=checked_text(command.reason, "the reason", rule=NAME_RULE),
        from_round=state.next_round(),
    )


def _pair(state: TournamentState, command: PairRound, seed: bytes) -> RoundPaired:
    round_number = state.next_round()
    if round_number > state.rounds:
        raise AllRoundsPaired(f"all {state.rounds} rounds have been paired")
    current = state.current()
    if current is not None and not current.complete:
        raise RoundResultsPending(
            f"round {current.round} is still in play: tables "
            f"{', '.join(map(str, current.pending()))} have no result yet"
        )
    playing = state.playing(round_number)
    if len(playing) < 2:
        raise NotEnoughPlayers(f"round {round_number} has {len(playing)} player(s): it needs two")
    if len(command.game_ids) != tables_of_next_round(state):
        raise InvalidCommand(
            f"round {round_number} has {tables_of_next_round(state)} tables, "
            f"not {len(command.game_ids)}"
        )
    pairing = pair_next_round(state, seed)
    return RoundPaired(
        round=round_number,
        attempt=state.attempts(round_number) + 1,
        scenario=state.scenarios[round_number - 1],
        tables=tuple(
            PairedTable(table=n, players=players, game_id=game_id)
            for n, (players, game_id) in enumerate(
                zip(pairing.tables, command.game_ids, strict=True), start=1
            )
        ),
        bye=pairing.bye,
        rematches=pairing.rematches,
    )


def _scored(
    round_state: RoundState, table: TableState, scores: Iterable[SeatResult]
) -> tuple[SeatScore, ...]:
    """A table's result, counted or ruled alike: taken once, its two players' Objective Points
    within the round's cap."""
    if table.scores is not None:
        raise ResultAlreadyIn(f"round {round_state.round}, table {table.table} has its result")
    cap = round_state.scenario.objective_points_cap
    given = {s.player: s for s in scores}
    if sorted(given) != sorted(table.players) or len(given) != 2:
        raise InvalidCommand(
            f"table {table.table}'s result names its two players, {' and '.join(table.players)}"
        )
    for seat in given.values():
        if not 0 <= seat.objective_points <= cap:
            raise InvalidCommand(f"Objective Points are 0 to {cap} in this round's scenario")
        if seat.victory_points < 0:
            raise InvalidCommand("Victory Points cannot be negative")
    first, second = (given[p] for p in table.players)
    return (
        SeatScore(
            player=first.player,
            objective_points=first.objective_points,
            victory_points=first.victory_points,
            tournament_points=tournament_points(first.objective_points, second.objective_points),
        ),
        SeatScore(
            player=second.player,
            objective_points=second.objective_points,
            victory_points=second.victory_points,
            tournament_points=tournament_points(second.objective_points, first.objective_points),
        ),
    )


def _count(state: TournamentState, command: CountResult) -> TournamentEvent:
    if command.actor != SERVICE:
        raise Forbidden("a game's result is counted by the service, from the game")
    found = state.table_of_game(command.game_id)
    if found is None:
        raise InvalidCommand(f"no table of a round that stands plays game {command.game_id}")
    round_state, table = found
    return ResultCounted(
        round=round_state.round,
        table=table.table,
        game_id=table.game_id,
        game_version=command.game_version,
        scores=_scored(round_state, table, command.scores),
    )


def _table(state: TournamentState, round_number: int, number: int) -> tuple[RoundState, TableState]:
    round_state = state.standing_round(round_number)
    if round_state is None:
        raise NotFound(f"round {round_number} has not been paired")
    table = round_state.table(number)
    if table is None:
        raise NotFound(f"round {round_number} has no table {number}")
    return round_state, table


def _reason(text: str) -> str:
    reason = checked_text(text, "the reason", rule=NAME_RULE)
    if not reason.strip():
        raise InvalidCommand("a ruling gives its reason")
    return reason


def _rule(state: TournamentState, command: RuleResult) -> TournamentEvent:
    round_state, table = _table(state, command.round, command.table)
    return ResultRuled(
        round=round_state.round,
        table=table.table,
        scores=_scored(round_state, table, command.scores),
        reason=_reason(command.reason),
    )


def _with_end(state: TournamentState, event: TournamentEvent) -> list[TournamentEvent]:
    """A result that completes the last round ends the tournament in the same command."""
    after = evolve(state, event)
    current = after.current()
    if current is not None and current.round == after.rounds and current.complete:
        return [event, TournamentEnded(reason=LAST_ROUND_IN)]
    return [event]


def _void(state: TournamentState, command: VoidRound) -> RoundVoided:
    current = state.current()
    if current is None or current.round != command.round:
        raise InvalidCommand(
            "only the round in play is voided and paired again"
            + ("" if current is None else f": round {current.round}")
        )
    counted = [t.table for t in current.tables if t.scores is not None]
    if counted:
        raise RoundResultsIn(
            f"round {current.round} has results in (tables {', '.join(map(str, counted))}):"
            " it is not paired again"
        )
    return RoundVoided(round=current.round, attempt=current.attempt, reason=_reason(command.reason))


def _end(state: TournamentState, command: EndTournament) -> TournamentEnded:
    current = state.current()
    if current is not None and not current.complete:
        raise RoundResultsPending(
            f"round {current.round} is still in play: tables "
            f"{', '.join(map(str, current.pending()))} have no result yet"
        )
    return TournamentEnded(reason=_reason(command.reason))


def evolve(state: TournamentState, event: TournamentEvent) -> TournamentState:
    version = state.version + 1
    if isinstance(event, TournamentCreated):
        return carried(event, TournamentState, version=version)
    if isinstance(event, PlayerRegistered):
        entrant = carried(event, Entrant, name=event.player)
        return msgspec.structs.replace(state, version=version, entrants=(*state.entrants, entrant))
    if isinstance(event, PlayerDropped):
        entrants = tuple(
            msgspec.structs.replace(e, dropped_from=event.from_round, drop_reason=event.reason)
            if e.name == event.player
            else e
            for e in state.entrants
        )
        return msgspec.structs.replace(state, version=version, entrants=entrants)
    if isinstance(event, RoundPaired):
        new_round = carried(
            event,
            RoundState,
            tables=tuple(carried(t, TableState) for t in event.tables),
        )
        return msgspec.structs.replace(state, version=version, paired=(*state.paired, new_round))
    if isinstance(event, ResultCounted | ResultRuled):
        ruled = event.reason if isinstance(event, ResultRuled) else None
        game_version = event.game_version if isinstance(event, ResultCounted) else None
        return msgspec.structs.replace(
            state,
            version=version,
            paired=_with_result(state, event.round, event.table, event.scores, ruled, game_version),
        )
    if isinstance(event, RoundVoided):
        paired = tuple(
            msgspec.structs.replace(r, voided=event.reason)
            if r.round == event.round and r.attempt == event.attempt
            else r
            for r in state.paired
        )
        # A drop or a late join made while the round was in play takes effect at the next
        # pairing made, which is now this round's again.
        entrants = tuple(
            msgspec.structs.replace(
                e,
                joined_round=event.round if e.joined_round == event.round + 1 else e.joined_round,
                dropped_from=event.round if e.dropped_from == event.round + 1 else e.dropped_from,
            )
            for e in state.entrants
        )
        return msgspec.structs.replace(state, version=version, paired=paired, entrants=entrants)
    return msgspec.structs.replace(state, version=version, ended=event.reason)


def _with_result(
    state: TournamentState,
    round_number: int,
    number: int,
    scores: tuple[SeatScore, ...],
    ruled: str | None,
    game_version: int | None,
) -> tuple[RoundState, ...]:
    paired = list(state.paired)
    for index, round_state in enumerate(paired):
        if round_state.round != round_number or round_state.voided is not None:
            continue
        tables = tuple(
            msgspec.structs.replace(t, scores=scores, ruled=ruled, game_version=game_version)
            if t.table == number
            else t
            for t in round_state.tables
        )
        paired[index] = msgspec.structs.replace(round_state, tables=tables)
    return tuple(paired)


def fold(
    events: Iterable[TournamentEvent], state: TournamentState | None = None
) -> TournamentState:
    current = state or initial_state()
    for event in events:
        current = evolve(current, event)
    return current


def new_tournament_id() -> uuid.UUID:
    return uuid.uuid4()
