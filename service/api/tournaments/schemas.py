"""The bodies and answers of a tournament's routes, and how answers are built from domain
values. API types, apart from the stored events."""

from __future__ import annotations

import csv
import io
from typing import Annotated, Any, ClassVar, Literal

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import RequestBody, documented
from service.application.tournaments.use_case import (
    Changed,
    MyTournament,
    TableStatus,
    TournamentRead,
)
from service.domain.classified import MAX_DRAWN
from service.domain.commands import ORGANISER
from service.domain.described import about
from service.domain.tournament import (
    ITS_TIE_BREAKERS,
    MAX_PLAYERS,
    MAX_ROUNDS,
    TOURNAMENT_EVENT_TYPES,
    RoundState,
    Scenario,
    Seeding,
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
    """The mission a round's tables play, and its own rules their games hold the players to
    (ITS's unless given)."""

    name: Annotated[
        Title,
        about(
            "The mission played in the round, as its games' players know it (e.g. `Supplies`):"
            " 1 to 120 characters, held to the rule for names (422 `invalid-name`)"
        ),
    ]
    classified_objectives: Annotated[
        int,
        msgspec.Meta(ge=0, le=MAX_DRAWN),
        about(
            "How many Classified Objectives each player draws in the round's games, as the"
            f" mission says ({ITS_CLASSIFIED_OBJECTIVES} in ITS); as a game's `scenario`"
        ),
    ] = ITS_CLASSIFIED_OBJECTIVES
    objective_points_cap: Annotated[
        int,
        msgspec.Meta(ge=1, le=MAX_OBJECTIVE_POINTS_CAP),
        about(
            "The most Objective Points a player scores in the round's games, as the mission says"
            f" ({ITS_OBJECTIVE_POINTS_CAP} in ITS): a game's result above it is 422"
            " `objective-points-above-cap`, a ruling above it 422 `invalid-command`"
        ),
    ] = ITS_OBJECTIVE_POINTS_CAP


class CreateTournamentBody(RequestBody, frozen=True, kw_only=True):
    """A new tournament: its rounds and each round's mission, how it ranks its players (the
    tie-breakers) and draws round 1, and how its tables' games are played."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Three rounds under ITS's defaults: round 1 drawn from the seed",
            {
                "name": "Club Open",
                "rounds": 3,
                "scenarios": [{"name": "Supplies"}, {"name": "Frontline"}, {"name": "Firefight"}],
            },
        ),
        Example(
            "One round of declared seeding, its tie-breakers, mission and dice given",
            {
                "name": "League Final",
                "rounds": 1,
                "scenarios": [
                    {"name": "Supplies", "classified_objectives": 2, "objective_points_cap": 10}
                ],
                "tie_breakers": [
                    "tournament_points",
                    "objective_points",
                    "opponents_objective_points",
                ],
                "seeding": "declared",
                "game_rounds": 3,
                "manual_dice": True,
                "manual_dice_confirmation": True,
            },
        ),
    )

    name: Annotated[
        Title,
        about(
            "The tournament's name, 1 to 120 characters, held to the rule for names (docs/api.md,"
            ' "Games and tokens"; 422 `invalid-name`)'
        ),
    ]
    rounds: Annotated[
        RoundNumber,
        about(
            f"Rounds to play, 1 to {MAX_ROUNDS}, the organiser's choice (ITS's guideline: 3 for"
            " 4 to 8 players, 4 for 9 to 16, 5 for 17 or more; docs/rules.md, Tournaments)"
        ),
    ]
    scenarios: Annotated[
        list[TournamentScenarioBody],
        msgspec.Meta(min_length=1, max_length=MAX_ROUNDS),
        about(
            "One per round, in order: every table of a round plays its mission. Exactly"
            " `rounds` of them (422 `invalid-command` otherwise)"
        ),
    ]
    tie_breakers: Annotated[
        list[TieBreaker],
        msgspec.Meta(min_length=1, max_length=5),
        about(
            "What the standings rank by, in order, higher first, and so the Swiss pairing of"
            " every round after the first: each of `tournament_points`, `objective_points`,"
            " `victory_points`, `opponents_tournament_points`, `opponents_objective_points` at"
            " most once (422 `invalid-command` for one named twice). Left out, ITS Season 10's:"
            " Tournament Points, then Objective Points, then Victory Points"
        ),
    ] = msgspec.field(default_factory=lambda: list(ITS_TIE_BREAKERS))
    seeding: Annotated[
        Seeding,
        about(
            "How round 1 is drawn: `random`, from the tournament's committed seed (a random"
            " order anyone can derive once the seed is revealed); or `declared`, by the places"
            " the organiser gives the players (`seed` at registration), seeded players first,"
            " the others after them in the seed's order. The first half of the order then"
            " plays the second"
        ),
    ] = "random"
    game_rounds: Annotated[
        RoundNumber,
        about(
            f"Game Rounds of each table's game (the N5 Game Sequence), 1 to {MAX_ROUNDS}"
            " (3 in ITS); a game ends by itself after its last"
        ),
    ] = 3
    manual_dice: Annotated[
        bool,
        about(
            "Whether the players of the tables' games may enter the faces they rolled at the"
            " table, as a game's `manual_dice`"
        ),
    ] = False
    manual_dice_confirmation: Annotated[
        bool,
        about(
            "With `manual_dice` only (422 `invalid-command` otherwise): in the tables' games,"
            " faces a player enters for the other player's troopers wait for that player's"
            " confirmation, as a game's `manual_dice_confirmation`"
        ),
    ] = False


class RegisterPlayerBody(RequestBody, frozen=True, kw_only=True):
    """A player the organiser registers: their name, faction and army list and, under declared
    seeding, their place. Once a round is paired, a late join, paired from the next round."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A player with their army list's code",
            {"player": "ana", "faction": "PanOceania", "army_list": "glpanoceania"},
        ),
        Example(
            "A player placed first (a tournament of declared seeding)",
            {"player": "bo", "faction": "Nomads", "seed": 1},
        ),
    )

    player: Annotated[
        PlayerName,
        about(
            "The player's name, as every table's game will name them: 1 to 40 characters with"
            ' no space at either end, held to the rule for names (docs/api.md, "Games and tokens")'
            " and different, once case folded, from every other player's and from `organiser`"
            " and `service`, else 422 `invalid-name`"
        ),
    ]
    faction: Annotated[
        Title,
        about(
            "The army's faction, e.g. `PanOceania`: 1 to 120 characters, held to the rule for names"
        ),
    ]
    army_list: (
        Annotated[
            str,
            msgspec.Meta(max_length=4000),
            about(
                "The army list's code, kept as text (no control, format or invisible character:"
                " 422 `invalid-name`): the organiser and this player read it, the other"
                " players only once the tournament has ended"
            ),
        ]
        | None
    ) = None
    seed: (
        Annotated[
            int,
            msgspec.Meta(ge=1, le=MAX_PLAYERS),
            about(
                "Under `declared` seeding only (422 `invalid-command` otherwise): the player's"
                " place in round 1's order, 1 the first; each place is one player's (422"
                " `invalid-command` for a place taken)"
            ),
        ]
        | None
    ) = None


class DropPlayerBody(RequestBody, frozen=True, kw_only=True):
    """A player dropped from the next pairing made on; a game they are playing is still
    played, and what they scored stays in the standings."""

    EXAMPLES: ClassVar[Examples] = (
        Example("A player who had to leave", {"player": "cy", "reason": "had to leave"}),
    )

    player: Annotated[
        PlayerName,
        about(
            "The player to drop: the organiser drops anyone, a player only themself (403"
            " `forbidden`); no such player is 404 `not-found`, one dropped already 409"
            " `already-dropped`"
        ),
    ]
    reason: Annotated[
        str,
        msgspec.Meta(max_length=500),
        about(
            "Why, free text kept in `player_dropped` (empty when left out), with no control,"
            " format or invisible character (422 `invalid-name`)"
        ),
    ] = ""


class PairRoundBody(RequestBody, frozen=True):
    """Nothing: the round is paired from the tournament as it stands and its seed."""

    EXAMPLES: ClassVar[Examples] = (Example("Pair the next round", {}),)


class ReasonBody(RequestBody, frozen=True, kw_only=True):
    """Why the organiser rules so: kept in the event it records (`round_voided`,
    `tournament_ended`); a voided round's games are ended with it."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A no-show: the round paired again without them",
            {"reason": "a no-show at table 1, dropped: the round is paired again"},
        ),
        Example("The tournament ended before its last round", {"reason": "the venue closed"}),
    )

    reason: Annotated[
        Reason,
        about(
            "Free text, 1 to 500 characters, not only spaces (422 `invalid-command`) and with"
            " no control, format or invisible character (422 `invalid-name`)"
        ),
    ]


class RuledScoreBody(RequestBody, frozen=True, kw_only=True):
    """One player's score at a table the organiser rules."""

    player: Annotated[PlayerName, about("One of the table's two players")]
    objective_points: Annotated[
        int,
        msgspec.Meta(ge=0, le=MAX_OBJECTIVE_POINTS_CAP),
        about(
            "Their Objective Points, 0 to the round's `objective_points_cap` (422"
            " `invalid-command` above it); the Tournament Points follow from both players'"
            " (ITS Season 10)"
        ),
    ]
    victory_points: Annotated[
        int,
        msgspec.Meta(ge=0, le=1_000_000),
        about("Their Victory Points: the Costs of their Troopers not in a Null State at the end"),
    ]


class RulingBody(RequestBody, frozen=True, kw_only=True):
    """The organiser's ruling of a table's result, where its game gives none (a game never
    played, a dispute settled outside it), with why."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A game cut short, ruled as the players agreed its score",
            {
                "round": 1,
                "table": 1,
                "scores": [
                    {"player": "ana", "objective_points": 7, "victory_points": 250},
                    {"player": "bo", "objective_points": 2, "victory_points": 120},
                ],
                "reason": "time ran out; both players agreed the score",
            },
        ),
    )

    round: Annotated[
        RoundNumber,
        about("The round, one that stands (404 `not-found` for one not paired, or voided)"),
    ]
    table: Annotated[
        TableNumber, about("The table in that round (404 `not-found` for no such table)")
    ]
    scores: Annotated[
        list[RuledScoreBody],
        msgspec.Meta(min_length=2, max_length=2),
        about(
            "Both players' scores, one each (422 `invalid-command` unless they name the"
            " table's two players)"
        ),
    ]
    reason: Annotated[
        Reason,
        about(
            "Why the organiser rules so, as a `ReasonBody`'s `reason`: kept in `result_ruled`;"
            " the table's game, if still running, is ended with it"
        ),
    ]


# --- answers ----------------------------------------------------------------------------------

_TOKEN_SHOWN_ONCE = "shown this once (the service keeps its SHA-256)"
_VIEWER = "The page of it in the viewer (add `#token=<a token of it>`)"


class CreatedTournamentView(msgspec.Struct, frozen=True, kw_only=True):
    """The tournament made: its id, its seed's commitment and its organiser token, shown this
    once."""

    id: Annotated[
        str, about("The tournament's id (a UUID): its routes are under /v1/tournaments/{id}")
    ]
    name: Annotated[str, about("The tournament's name, as recorded (NFC)")]
    rounds: Annotated[int, about("Rounds to play")]
    seed_commitment: Annotated[
        str,
        about(
            "SHA-256 (hex) of the tournament's seed: round 1's draw and every tie the ranking"
            " cannot break follow from it; the seed is revealed when the tournament ends"
            " (GET .../seed)"
        ),
    ]
    version: Annotated[int, about("The tournament's version after `tournament_created`: 1")]
    organiser_token: Annotated[
        str,
        about(
            f"The organiser's token, {_TOKEN_SHOWN_ONCE}; it also runs every table's game. The"
            " caller's own when it sent one as bearer"
        ),
    ]
    viewer: Annotated[str, about(f"{_VIEWER}: `/viewer/tournaments/{{id}}`")]


class RegisteredPlayerView(msgspec.Struct, frozen=True, kw_only=True):
    """The player registered, with their tournament token, shown this once."""

    player: Annotated[str, about("The player's name, as the tournament holds it (NFC)")]
    faction: Annotated[str, about("Their faction, as recorded")]
    joined_round: Annotated[
        int,
        about(
            "The first round they are paired in: 1, or the next round for a late join (once a"
            " round is paired), with nothing scored before it"
        ),
    ]
    version: Annotated[int, about("The tournament's version after `player_registered`")]
    token: Annotated[
        str,
        about(
            f"The player's tournament token, {_TOKEN_SHOWN_ONCE}: `GET .../me` with it gives"
            " their tables and their game token for each"
        ),
    ]


_EVENT_FIELDS = "; ".join(
    f"`{tag}`: " + ", ".join(f"`{name}`" for name in cls.__struct_fields__)
    for tag, cls in TOURNAMENT_EVENT_TYPES.items()
)


class TournamentEventView(msgspec.Struct, frozen=True, kw_only=True):
    """One event a tournament command appended, as the tournament's stream holds it (and its
    export, docs/guide/organiser.md, "A tournament's export")."""

    version: Annotated[
        int, about("Its version in the tournament's stream (1, 2, 3, ... with no gap)")
    ]
    type: Annotated[
        str, about("Its type: " + ", ".join(f"`{tag}`" for tag in TOURNAMENT_EVENT_TYPES))
    ]
    data: Annotated[
        dict[str, Any],
        about(
            'Its fields as recorded (docs/guide/organiser.md, "How a round is paired", says what'
            " each means): " + _EVENT_FIELDS
        ),
    ]


class TournamentChangeView(msgspec.Struct, frozen=True, kw_only=True):
    """What a tournament command appended, and the tournament's version after it."""

    version: Annotated[int, about("The tournament's version after the command")]
    events: Annotated[
        list[TournamentEventView],
        about(
            "What it appended, in order: the last round's last result is followed by"
            ' `tournament_ended` ("the last round\'s results are in")'
        ),
    ]


class TournamentScenarioView(msgspec.Struct, frozen=True, kw_only=True):
    """A round's mission and its rules, as its tables' games are made with them."""

    name: Annotated[str, about("The mission, as its games' players know it")]
    classified_objectives: Annotated[
        int, about("Classified Objectives each player draws in the round's games")
    ]
    objective_points_cap: Annotated[
        int, about("The most Objective Points a player scores in the round's games")
    ]


class EntrantView(msgspec.Struct, frozen=True, kw_only=True):
    """A registered player, as the tournament holds them."""

    name: Annotated[str, about("Their name (NFC), as their tables' games name them")]
    faction: Annotated[str, about("Their faction")]
    army_list: Annotated[
        str | None,
        about(
            "Their army list's code: to its player and the organiser until the tournament"
            " ends, then to everyone; null to the other players before, and when none was given"
        ),
    ]
    seed: Annotated[
        int | None, about("Their place under declared seeding (1 the first); null for none")
    ]
    joined_round: Annotated[
        int, about("The first round they are paired in: 1, or a later one for a late join")
    ]
    dropped_from: Annotated[
        int | None,
        about("The first round they are no longer paired in; null while they play on"),
    ]
    drop_reason: Annotated[
        str, about("Why they dropped, as given; empty when no reason was, or while they play on")
    ]


class SeatScoreView(msgspec.Struct, frozen=True, kw_only=True):
    """One player's score at a table, as it counts in the standings."""

    player: Annotated[str, about("The player")]
    objective_points: Annotated[int, about("Their Objective Points")]
    victory_points: Annotated[int, about("Their Victory Points")]
    tournament_points: Annotated[
        int,
        about(
            "Their Tournament Points, ITS Season 10, from both players' Objective Points: 3 for"
            " a win by 5 or more, 2 for a smaller win, 1 for a tie, 0 for a defeat"
        ),
    ]


class TableView(msgspec.Struct, frozen=True, kw_only=True):
    """A table of a round: its two players, its game, and where its result stands."""

    table: Annotated[int, about("Its number in the round: 1 is the top pair, in pairing order")]
    players: Annotated[
        list[str],
        about(
            "Its two players, the higher-ranked (in round 1 the first drawn) first, as the"
            " game lists them"
        ),
    ]
    game_id: Annotated[
        str,
        about(
            "The table's game (a UUID), sequenced, dice-v2, the round's scenario: each player"
            " plays it with their game token (GET .../me)"
        ),
    ]
    viewer: Annotated[str, about(f"{_VIEWER}: `/viewer/games/{{game_id}}`")]
    status: Annotated[
        TableStatus,
        about(
            "`playing` (its game runs, or is being made), `awaiting_results` (its game ended,"
            " its results not final), `disputed` (waiting for the organiser's decision in the"
            " game or ruling here), `counted` (its game's final score), `ruled` (the"
            " organiser's ruling) or `voided` (a pairing voided)"
        ),
    ]
    scores: Annotated[
        list[SeatScoreView] | None,
        about("Both players' scores once its result is in (counted or ruled); null before"),
    ]
    ruling: Annotated[
        str | None, about("The organiser's reason when the result was ruled; null otherwise")
    ]


class RoundView(msgspec.Struct, frozen=True, kw_only=True):
    """A round's pairing: its tables and their games, the bye, and whether it was voided."""

    round: Annotated[int, about("The round's number, 1 to the tournament's `rounds`")]
    attempt: Annotated[
        int, about("1, or one more for each time the round was voided and paired again")
    ]
    scenario: Annotated[TournamentScenarioView, about("The mission every table of it plays")]
    tables: Annotated[list[TableView], about("Its tables, in order: table 1 the top pair")]
    bye: Annotated[
        str | None,
        about(
            "The player with its bye (an odd field), who plays no table and is scored as ITS"
            " scores a bye; null for none"
        ),
    ]
    rematches: Annotated[
        int,
        about(
            "Its tables of players who had met at a table of a standing round before: 0"
            " whenever a pairing avoids every rematch"
        ),
    ]
    voided: Annotated[
        str | None,
        about(
            "The organiser's reason when this pairing was voided to be paired again; null"
            " while it stands"
        ),
    ]


class TournamentStandingView(msgspec.Struct, frozen=True, kw_only=True):
    """One player's place in the standings, with the totals it is ranked by, over the rounds
    that stand; a bye scored as ITS scores it (docs/guide/organiser.md, "How a round is paired")."""

    rank: Annotated[
        int,
        about(
            "Their rank, 1 the first; players equal on every tie-breaker share a rank (the next"
            " skipping as many places), listed by name"
        ),
    ]
    player: Annotated[str, about("The player")]
    faction: Annotated[str, about("Their faction")]
    tournament_points: Annotated[
        int,
        about(
            "Total Tournament Points; with B byes over P tables played, a total T counts T +"
            " ceil(T x B / P)"
        ),
    ]
    objective_points: Annotated[
        int, about("Total Objective Points, byes counted as for `tournament_points`")
    ]
    victory_points: Annotated[
        int, about("Total Victory Points, byes counted as for `tournament_points`")
    ]
    opponents_tournament_points: Annotated[
        int,
        about("Each opponent's total Tournament Points (byes included), once per table played"),
    ]
    opponents_objective_points: Annotated[
        int,
        about(
            "Each opponent's total Objective Points (byes included), once per table played:"
            " ITS's third tie-breaker"
        ),
    ]
    played: Annotated[int, about("Tables played whose result is in")]
    byes: Annotated[int, about("Byes had")]
    dropped: Annotated[bool, about("Whether they have dropped")]


class TournamentStandingsView(msgspec.Struct, frozen=True, kw_only=True):
    """The standings: every player ranked by the tournament's tie-breakers, at one version of
    the tournament."""

    tournament_id: Annotated[str, about("The tournament's id")]
    version: Annotated[
        int,
        about("The tournament's version they are at (the `id:` of the standings stream)"),
    ]
    tie_breakers: Annotated[list[str], about("What they are ranked by, in order, higher first")]
    final: Annotated[
        bool, about("Whether the tournament has ended: these are then the final standings")
    ]
    standings: Annotated[list[TournamentStandingView], about("Every player, by rank, then name")]


class TournamentView(msgspec.Struct, frozen=True, kw_only=True):
    """The tournament: its settings, where it stands, its players, every pairing made and the
    standings."""

    id: Annotated[str, about("The tournament's id (a UUID)")]
    name: Annotated[str, about("Its name")]
    rounds: Annotated[int, about("Rounds to play")]
    scenarios: Annotated[list[TournamentScenarioView], about("Each round's mission, in order")]
    tie_breakers: Annotated[
        list[str], about("What the standings and the pairings rank by, in order, higher first")
    ]
    seeding: Annotated[str, about("How round 1 is drawn: `random` (from the seed) or `declared`")]
    game_rounds: Annotated[int, about("Game Rounds of each table's game")]
    manual_dice: Annotated[bool, about("Whether the tables' games take faces rolled at the table")]
    manual_dice_confirmation: Annotated[
        bool, about("Whether faces entered for an opponent's troopers wait for their confirmation")
    ]
    seed_commitment: Annotated[
        str, about("SHA-256 (hex) of the tournament's seed, revealed when it ends")
    ]
    pairing_rule: Annotated[
        int,
        about(
            'The revision of the pairing rules it is paired by (docs/guide/organiser.md, "How a'
            " round is"
            ' paired"), as `tournament_created` recorded it'
        ),
    ]
    version: Annotated[int, about("Its version: the number of events in its stream")]
    status: Annotated[
        Literal["registration", "running", "ended"],
        about("`registration` (no round paired yet), `running` or `ended`"),
    ]
    ended: Annotated[str | None, about("Why it ended; null while it runs")]
    players: Annotated[
        list[EntrantView],
        about("Every player registered, in order; another player's `army_list` null until the end"),
    ]
    paired: Annotated[list[RoundView], about("Every pairing made, voided ones too, in order")]
    standings: Annotated[
        list[TournamentStandingView], about("The standings now, as GET .../standings answers")
    ]


class MySeatView(msgspec.Struct, frozen=True, kw_only=True):
    """One of your tables: its round, your opponent, its game and your token in it."""

    round: Annotated[int, about("The round")]
    table: Annotated[int, about("The table's number in the round")]
    opponent: Annotated[str, about("Your opponent at it")]
    game_id: Annotated[str, about("The table's game (a UUID)")]
    game_token: Annotated[
        str,
        about(
            "Your token in that game: play it, read it, follow it (`GET /v1/games/{game_id}` ...)"
        ),
    ]
    viewer: Annotated[str, about(f"{_VIEWER}: `/viewer/games/{{game_id}}`")]
    status: Annotated[TableStatus, about("Where its result stands, as a table's `status`")]


class MyTournamentView(msgspec.Struct, frozen=True, kw_only=True):
    """Your tables in the tournament (a player's token), each with your game token."""

    tournament_id: Annotated[str, about("The tournament's id")]
    player: Annotated[str, about("You, as the tournament names you")]
    faction: Annotated[str, about("Your faction")]
    dropped_from: Annotated[
        int | None, about("The first round you are no longer paired in; null while you play on")
    ]
    current: Annotated[
        MySeatView | None,
        about("Your table in the round in play; null between rounds, for a bye, or once dropped"),
    ]
    seats: Annotated[
        list[MySeatView],
        about("Every table you were paired at, in every round, voided ones too, in order"),
    ]
    byes: Annotated[list[int], about("The rounds you had a bye in (of the pairings that stand)")]


class TournamentSeedView(msgspec.Struct, frozen=True, kw_only=True):
    """The tournament's seed, once it has ended: every pairing can then be derived from it
    (docs/guide/organiser.md, "How a round is paired")."""

    seed: Annotated[str, about("The seed, 64 hex digits (32 bytes)")]
    seed_commitment: Annotated[
        str, about("Its SHA-256 (hex), as published at creation: check the seed against it")
    ]
    pairing_rule: Annotated[int, about("The revision of the pairing rules it was paired by")]


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
