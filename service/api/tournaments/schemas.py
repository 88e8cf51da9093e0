"""The bodies and answers of a tournament's routes, and how answers are built from domain
values. API types, apart from the stored events."""

from __future__ import annotations

import csv
import io
from typing import Annotated, Any, Literal

import msgspec

from service.api._http.schemas import RequestBody, documented
from service.application.tournaments.use_case import (
    Changed,
    MyTournament,
    TableStatus,
    TournamentRead,
)
from service.domain.classified import MAX_DRAWN
from service.domain.commands import ORGANISER
from service.domain.tournament import (
    ITS_TIE_BREAKERS,
    MAX_PLAYERS,
    MAX_ROUNDS,
    RoundState,
    Scenario,
    Standing,
    TieBreaker,
    TournamentState,
    encode_tournament_event,
    standings,
)
from service.rules.scenario import (
    ITS_CLASSIFIED_OBJECTIVES,
    ITS_OBJECTIVE_POINTS_CAP,
    MAX_OBJECTIVE_POINTS_CAP,
)

_PLAYER_NAME = msgspec.Meta(min_length=1, max_length=40, pattern=r"^\S(.*\S)?$")
PlayerName = Annotated[str, _PLAYER_NAME, documented(_PLAYER_NAME)]
"""As a game's players are named: each table's game is played under these names."""
_TITLE = msgspec.Meta(min_length=1, max_length=120)
Title = Annotated[str, _TITLE, documented(_TITLE)]
_REASON = msgspec.Meta(min_length=1, max_length=500)
Reason = Annotated[str, _REASON, documented(_REASON)]
RoundNumber = Annotated[int, msgspec.Meta(ge=1, le=MAX_ROUNDS)]
TableNumber = Annotated[int, msgspec.Meta(ge=1, le=MAX_PLAYERS // 2)]
VIEWER = "/viewer/games/{}"
TOURNAMENT_VIEWER = "/viewer/tournaments/{}"


class TournamentScenarioBody(RequestBody, frozen=True, kw_only=True):
    name: Title
    """The mission played in the round, as its games' players know it."""
    classified_objectives: Annotated[int, msgspec.Meta(ge=0, le=MAX_DRAWN)] = (
        ITS_CLASSIFIED_OBJECTIVES
    )
    objective_points_cap: Annotated[int, msgspec.Meta(ge=1, le=MAX_OBJECTIVE_POINTS_CAP)] = (
        ITS_OBJECTIVE_POINTS_CAP
    )


class CreateTournamentBody(RequestBody, frozen=True, kw_only=True):
    name: Title
    rounds: RoundNumber
    scenarios: Annotated[list[TournamentScenarioBody], msgspec.Meta(min_length=1, max_length=10)]
    """One per round, in order: each round's tables play its mission."""
    tie_breakers: Annotated[list[TieBreaker], msgspec.Meta(min_length=1, max_length=5)] = (
        msgspec.field(default_factory=lambda: list(ITS_TIE_BREAKERS))
    )
    """The standings' order, each named once; left out, ITS Season 10's: Tournament Points,
    then Objective Points, then Victory Points."""
    seeding: Literal["random", "declared"] = "random"
    """How the first round is drawn: from the tournament's seed, or by each player's `seed`."""
    game_rounds: RoundNumber = 3
    """Game Rounds of each table's game (the N5 Game Sequence)."""
    manual_dice: bool = False
    manual_dice_confirmation: bool = False


class RegisterPlayerBody(RequestBody, frozen=True, kw_only=True):
    player: PlayerName
    faction: Title
    army_list: Annotated[str, msgspec.Meta(max_length=4000)] | None = None
    """The army list's code, kept as text; shown to the organiser and its player until the
    tournament ends."""
    seed: Annotated[int, msgspec.Meta(ge=1, le=MAX_PLAYERS)] | None = None
    """Under declared seeding: the player's place (1 the first)."""


class DropPlayerBody(RequestBody, frozen=True, kw_only=True):
    player: PlayerName
    reason: Annotated[str, msgspec.Meta(max_length=500)] = ""


class PairRoundBody(RequestBody, frozen=True):
    """Nothing: the round is paired from the tournament as it stands and its seed."""


class ReasonBody(RequestBody, frozen=True, kw_only=True):
    reason: Reason


class RuledScoreBody(RequestBody, frozen=True, kw_only=True):
    player: PlayerName
    objective_points: Annotated[int, msgspec.Meta(ge=0, le=MAX_OBJECTIVE_POINTS_CAP)]
    victory_points: Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]


class RulingBody(RequestBody, frozen=True, kw_only=True):
    round: RoundNumber
    table: TableNumber
    scores: Annotated[list[RuledScoreBody], msgspec.Meta(min_length=2, max_length=2)]
    reason: Reason


# --- answers ----------------------------------------------------------------------------------


class CreatedTournamentView(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    name: str
    rounds: int
    seed_commitment: str
    """SHA-256 (hex) of the tournament's seed: round 1's draw and every tie the draw breaks
    follow from it; the seed is revealed when the tournament ends."""
    version: int
    organiser_token: str
    """Shown this once (the service keeps its hash); it also runs every table's game."""
    viewer: str


class RegisteredPlayerView(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    faction: str
    joined_round: int
    version: int
    token: str
    """The player's tournament token, shown this once: `GET .../me` with it gives their tables'
    game tokens."""


class TournamentEventView(msgspec.Struct, frozen=True, kw_only=True):
    version: int
    type: str
    data: dict[str, Any]


class TournamentChangeView(msgspec.Struct, frozen=True, kw_only=True):
    """What a tournament command appended, and the tournament's version after it."""

    version: int
    events: list[TournamentEventView]


class TournamentScenarioView(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    classified_objectives: int
    objective_points_cap: int


class EntrantView(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    faction: str
    army_list: str | None
    """Its player's and the organiser's to read until the tournament ends (null to others)."""
    seed: int | None
    joined_round: int
    dropped_from: int | None
    drop_reason: str


class SeatScoreView(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    objective_points: int
    victory_points: int
    tournament_points: int


class TableView(msgspec.Struct, frozen=True, kw_only=True):
    table: int
    players: list[str]
    game_id: str
    viewer: str
    """The game's page (add `#token=<a token of the game>`)."""
    status: TableStatus
    """`playing`, `awaiting_results`, `disputed` (waiting for the organiser's ruling),
    `counted` (the game's final score), `ruled` (the organiser's ruling), `voided`."""
    scores: list[SeatScoreView] | None
    ruling: str | None


class RoundView(msgspec.Struct, frozen=True, kw_only=True):
    round: int
    attempt: int
    scenario: TournamentScenarioView
    tables: list[TableView]
    bye: str | None
    rematches: int
    voided: str | None


class TournamentStandingView(msgspec.Struct, frozen=True, kw_only=True):
    rank: int
    player: str
    faction: str
    tournament_points: int
    objective_points: int
    victory_points: int
    opponents_tournament_points: int
    opponents_objective_points: int
    played: int
    byes: int
    dropped: bool


class TournamentStandingsView(msgspec.Struct, frozen=True, kw_only=True):
    tournament_id: str
    version: int
    tie_breakers: list[str]
    final: bool
    """The tournament has ended: these decide the prizes."""
    standings: list[TournamentStandingView]


class TournamentView(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    name: str
    rounds: int
    scenarios: list[TournamentScenarioView]
    tie_breakers: list[str]
    seeding: str
    game_rounds: int
    manual_dice: bool
    manual_dice_confirmation: bool
    seed_commitment: str
    pairing_rule: int
    version: int
    status: Literal["registration", "running", "ended"]
    ended: str | None
    """Why it ended; null while it runs."""
    players: list[EntrantView]
    paired: list[RoundView]
    """Every pairing made, voided ones too, in order."""
    standings: list[TournamentStandingView]


class MySeatView(msgspec.Struct, frozen=True, kw_only=True):
    round: int
    table: int
    opponent: str
    game_id: str
    game_token: str
    """Your token in that game: play it, read it, follow it (`GET /v1/games/{game_id}`...)."""
    viewer: str
    status: TableStatus


class MyTournamentView(msgspec.Struct, frozen=True, kw_only=True):
    tournament_id: str
    player: str
    faction: str
    dropped_from: int | None
    current: MySeatView | None
    """Your table in the round in play; null between rounds, for a bye, or once dropped."""
    seats: list[MySeatView]
    byes: list[int]


class TournamentSeedView(msgspec.Struct, frozen=True, kw_only=True):
    seed: str
    seed_commitment: str
    pairing_rule: int


# --- builders ---------------------------------------------------------------------------------


def _scenario_view(scenario: Scenario) -> TournamentScenarioView:
    return TournamentScenarioView(
        name=scenario.name,
        classified_objectives=scenario.classified_objectives,
        objective_points_cap=scenario.objective_points_cap,
    )


def scenario_of(body: TournamentScenarioBody) -> Scenario:
    return Scenario(
        name=body.name,
        classified_objectives=body.classified_objectives,
        objective_points_cap=body.objective_points_cap,
    )


def standing_view(row: Standing) -> TournamentStandingView:
    return TournamentStandingView(
        rank=row.rank,
        player=row.player,
        faction=row.faction,
        tournament_points=row.tournament_points,
        objective_points=row.objective_points,
        victory_points=row.victory_points,
        opponents_tournament_points=row.opponents_tournament_points,
        opponents_objective_points=row.opponents_objective_points,
        played=row.played,
        byes=row.byes,
        dropped=row.dropped,
    )


def standings_view(state: TournamentState) -> TournamentStandingsView:
    return TournamentStandingsView(
        tournament_id=str(state.tournament_id),
        version=state.version,
        tie_breakers=list(state.tie_breakers),
        final=state.ended is not None,
        standings=[standing_view(row) for row in standings(state)],
    )


CSV_COLUMNS = (
    "rank",
    "player",
    "faction",
    "tournament_points",
    "objective_points",
    "victory_points",
    "opponents_tournament_points",
    "opponents_objective_points",
    "played",
    "byes",
    "dropped",
)


def standings_csv(state: TournamentState) -> str:
    """The standings as CSV (RFC 4180: a header row, CRLF line ends, quoted where needed)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for row in standings(state):
        view = msgspec.to_builtins(standing_view(row))
        writer.writerow(
            [
                "true" if view[c] is True else "false" if view[c] is False else view[c]
                for c in CSV_COLUMNS
            ]
        )
    return out.getvalue()


def _round_view(round_state: RoundState, statuses: dict[Any, TableStatus]) -> RoundView:
    return RoundView(
        round=round_state.round,
        attempt=round_state.attempt,
        scenario=_scenario_view(round_state.scenario),
        tables=[
            TableView(
                table=t.table,
                players=list(t.players),
                game_id=str(t.game_id),
                viewer=VIEWER.format(t.game_id),
                status=statuses.get(t.game_id, "playing"),
                scores=None
                if t.scores is None
                else [
                    SeatScoreView(
                        player=s.player,
                        objective_points=s.objective_points,
                        victory_points=s.victory_points,
                        tournament_points=s.tournament_points,
                    )
                    for s in t.scores
                ],
                ruling=t.ruled,
            )
            for t in round_state.tables
        ],
        bye=round_state.bye,
        rematches=round_state.rematches,
        voided=round_state.voided,
    )


def round_view(read: TournamentRead, round_number: int) -> RoundView | None:
    """The round as it stands (its latest pairing); None before it is paired."""
    pairings = [r for r in read.state.paired if r.round == round_number]
    standing = [r for r in pairings if r.voided is None]
    chosen = standing[-1] if standing else (pairings[-1] if pairings else None)
    return None if chosen is None else _round_view(chosen, read.statuses)


def tournament_view(read: TournamentRead, reader: str) -> TournamentView:
    state = read.state
    status: Literal["registration", "running", "ended"] = (
        "ended" if state.ended is not None else "running" if state.paired else "registration"
    )
    whole = state.ended is not None or reader == ORGANISER
    return TournamentView(
        id=str(state.tournament_id),
        name=state.name,
        rounds=state.rounds,
        scenarios=[_scenario_view(s) for s in state.scenarios],
        tie_breakers=list(state.tie_breakers),
        seeding=state.seeding,
        game_rounds=state.game_rounds,
        manual_dice=state.manual_dice,
        manual_dice_confirmation=state.manual_dice_confirmation,
        seed_commitment=state.seed_commitment,
        pairing_rule=state.pairing_rule,
        version=state.version,
        status=status,
        ended=state.ended,
        players=[
            EntrantView(
                name=e.name,
                faction=e.faction,
                army_list=e.army_list if whole or reader == e.name else None,
                seed=e.seed,
                joined_round=e.joined_round,
                dropped_from=e.dropped_from,
                drop_reason=e.drop_reason,
            )
            for e in state.entrants
        ],
        paired=[_round_view(r, read.statuses) for r in state.paired],
        standings=[standing_view(row) for row in standings(state)],
    )


def my_tournament_view(mine: MyTournament) -> MyTournamentView:
    state = mine.state
    entrant = state.entrant(mine.player)
    current = state.current()
    seats = [
        MySeatView(
            round=s.round,
            table=s.table,
            opponent=s.opponent,
            game_id=str(s.game_id),
            game_token=s.game_token,
            viewer=VIEWER.format(s.game_id),
            status=s.status,
        )
        for s in mine.seats
    ]
    now = next(
        (
            seat
            for seat, s in zip(seats, mine.seats, strict=True)
            if current is not None
            and s.round == current.round
            and s.status not in ("voided",)
            and any(t.game_id == s.game_id for t in current.tables)
        ),
        None,
    )
    return MyTournamentView(
        tournament_id=str(state.tournament_id),
        player=mine.player,
        faction=entrant.faction if entrant else "",
        dropped_from=entrant.dropped_from if entrant else None,
        current=now,
        seats=seats,
        byes=list(mine.byes),
    )


def change_view(changed: Changed) -> TournamentChangeView:
    events = []
    for version, event in changed.events:
        event_type, data = encode_tournament_event(event)
        events.append(TournamentEventView(version=version, type=event_type, data=data))
    return TournamentChangeView(version=changed.after.version, events=events)
