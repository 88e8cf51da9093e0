"""The bodies and answers of a game's own routes, and how answers are built from domain values.

These are API types, separate from the stored events: either can change without the other.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

import msgspec

from service.api._http.awaiting import AwaitingList
from service.api._http.described import Example, Examples
from service.api._http.schemas import EditionName, Name, RequestBody, documented, same_named
from service.api.results.schemas import ScoreView, score_view
from service.audit.verify import Imported
from service.domain.classified import MAX_DRAWN
from service.domain.described import about
from service.domain.entropy import missing_entropy
from service.domain.state import GameState
from service.rules.scenario import (
    ITS_CLASSIFIED_OBJECTIVES,
    ITS_OBJECTIVE_POINTS_CAP,
    MAX_OBJECTIVE_POINTS_CAP,
)
from service.store.event_store import RecordedEvent

_PLAYER_NAME = msgspec.Meta(min_length=1, max_length=40, pattern=r"^\S(.*\S)?$")
PlayerName = Annotated[str, _PLAYER_NAME, documented(_PLAYER_NAME)]


class GameSequenceBody(RequestBody, frozen=True):
    """The N5 Game Sequence the game follows (two players): the Initiative Roll, the Deployment
    Phase, then Game Rounds of two Player Turns each."""

    rounds: Annotated[
        int,
        msgspec.Meta(ge=1, le=10),
        about(
            "Game Rounds to play, 1 to 10 (3 in ITS); the game ends by itself when the last "
            "Player Turn of the last round ends"
        ),
    ] = 3


class ScenarioBody(RequestBody, frozen=True):
    """The mission's own rules the game holds the players to (ITS's unless given)."""

    classified_objectives: Annotated[
        int,
        msgspec.Meta(ge=0, le=MAX_DRAWN),
        about(
            "How many Classified Objectives each player draws, as the mission says: each player "
            "draws once, exactly that many cards (POST /v1/games/{id}/secrets/classified)."
        ),
    ] = ITS_CLASSIFIED_OBJECTIVES
    objective_points_cap: Annotated[
        int,
        msgspec.Meta(ge=1, le=MAX_OBJECTIVE_POINTS_CAP),
        about(
            "The most Objective Points a player scores, as the mission says (10 in ITS): a result "
            "above it is 422 `objective-points-above-cap`."
        ),
    ] = ITS_OBJECTIVE_POINTS_CAP


class CreateGameBody(RequestBody, frozen=True):
    """A new game: its players, its edition, how its dice are made, and whether it follows the N5
    Game Sequence and a mission's rules."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Two players, the N5 Game Sequence of 3 rounds, dice-v2",
            {"players": ["ariadna", "tohaa"], "edition": "N5", "sequence": {"rounds": 3}},
        ),
        Example(
            "Dice rolled at the table, each player confirming the faces entered for them",
            {
                "players": ["ariadna", "tohaa"],
                "manual_dice": True,
                "manual_dice_confirmation": True,
                "sequence": {"rounds": 3},
            },
        ),
        Example(
            "A mission drawing two Classified Objectives a player, at most 10 Objective Points",
            {
                "players": ["ariadna", "tohaa"],
                "sequence": {"rounds": 3},
                "scenario": {"classified_objectives": 2, "objective_points_cap": 10},
            },
        ),
        Example(
            "Free turns for three players, dice-v1 with the creator's seed",
            {"players": ["ariadna", "tohaa", "nomads"], "dice": "dice-v1", "client_seed": "club"},
        ),
    )

    players: Annotated[
        list[PlayerName],
        msgspec.Meta(min_length=2, max_length=8, extra_json_schema={"uniqueItems": True}),
        about(
            "The players' names, 2 to 8, each 1 to 40 characters with no space at either end; "
            'exactly 2 with a `sequence`. Held to the rule for names (docs/api.md, "Games and '
            'tokens"): no control, format, unassigned, private-use or default-ignorable '
            "character, something visible, and no two equal (nor equal to `organiser`) once case "
            "folded, else 422 `invalid-name`. Each gets a token in the answer"
        ),
    ]
    edition: Annotated[
        EditionName, about("The rules the game is played under: `N5` or `CodeOne`")
    ] = "N5"
    client_seed: Annotated[
        str,
        msgspec.Meta(max_length=200),
        about(
            "dice-v1 only: mixed into every die. dice-v2 records it but mixes in each player's "
            "own seed instead (POST /v1/games/{id}/entropy)."
        ),
    ] = ""
    dice: Annotated[
        Literal["dice-v1", "dice-v2"],
        about(
            "How the server's dice are derived. dice-v2 (the default) draws no server die before "
            "every player has sent their seed; dice-v1, for an app that sends none, mixes in only "
            "the creator's client_seed (see the dice's threat table in"
            " docs/guide/dice-and-audit.md)."
        ),
    ] = "dice-v2"
    manual_dice: Annotated[
        bool,
        about(
            "Whether players may enter the faces they rolled at the table (`dice` on a roll, "
            "`faces` on resolve, conclude and reroll); a roll left out is rolled by the server"
        ),
    ] = False
    manual_dice_confirmation: Annotated[
        bool,
        about(
            "Manual-dice games only (422 `invalid-command` otherwise): faces a player enters for "
            "the other player's troopers wait for that player to confirm or replace them (POST "
            ".../orders/{order}/confirm, .../rolls/confirm, .../initiative/confirm)"
        ),
    ] = False
    sequence: (
        Annotated[
            GameSequenceBody,
            about(
                "Given, the game follows the N5 Game Sequence with exactly two players (422 "
                "`invalid-command` otherwise): Initiative Roll, Deployment Phase, then Game "
                "Rounds of two Player Turns; left out, players take turns freely"
            ),
        ]
        | None
    ) = None
    scenario: (
        Annotated[
            ScenarioBody,
            about(
                "The mission's own rules the game holds the players to; left out, ITS's defaults."
            ),
        ]
        | None
    ) = None


class EndGameBody(RequestBody, frozen=True):
    """Why the organiser ends the game."""

    EXAMPLES: ClassVar[Examples] = (Example("Time called", {"reason": "time called at the table"}),)

    reason: Annotated[
        str,
        msgspec.Meta(max_length=500),
        about('Free text recorded in `game_ended`, e.g. "time called at the table"'),
    ] = ""


class RotateTokenBody(RequestBody, frozen=True, kw_only=True):
    """Whose token to replace."""

    EXAMPLES: ClassVar[Examples] = (
        Example("A player's own token", {"role": "player", "player": "ariadna"}),
        Example("The organiser's own token", {"role": "organiser"}),
    )

    role: Annotated[
        Literal["organiser", "player"],
        about("`organiser` (the caller's own organiser token) or `player`"),
    ]
    player: (
        Annotated[Name, about('The player whose token to rotate (role "player" only).')] | None
    ) = None


class RotatedTokenView(msgspec.Struct, frozen=True, kw_only=True):
    """The new token, in place of the one revoked."""

    version: Annotated[int, about("The game's version after the `token_rotated` event")]
    role: Annotated[
        Literal["organiser", "player"], about("Whose token was rotated: `organiser` or `player`")
    ]
    player: Annotated[str, about("The player whose token it is; null for the organiser's")] | None
    token: Annotated[
        str, about("The new bearer token, shown this once: the service keeps only its hash.")
    ]
    awaiting: AwaitingList = msgspec.field(default_factory=list)


class TokensView(msgspec.Struct, frozen=True):
    """A new game's bearer tokens, shown this once."""

    organiser: Annotated[
        str,
        about(
            "The organiser's token: it judges (voids an order, ends the game, decides a disputed "
            "result) and reads everything the organiser may see"
        ),
    ]
    players: Annotated[
        dict[str, str],
        about("Each player's token, by player name: a player plays their own army with it"),
    ]


class GameSettingsView(msgspec.Struct, frozen=True):
    # No docstring: the answers deriving from it are documented as they were before it.
    id: Annotated[str, about("The game's id (a UUID), as in its paths")]
    edition: Annotated[str, about("`N5` or `CodeOne`")]
    players: Annotated[list[str], about("The players' names, as given at creation (in NFC)")]
    client_seed: Annotated[
        str,
        about(
            "The creator's `client_seed`: dice-v1 mixes it into every die; dice-v2 records it only"
        ),
    ]
    manual_dice: Annotated[
        bool, about("Whether players may enter the faces they rolled at the table")
    ]
    manual_dice_confirmation: Annotated[
        bool,
        about(
            "Whether faces entered for another player's troopers wait for that player's "
            "confirmation"
        ),
    ]
    seed_commitment: (
        Annotated[
            str,
            about(
                "SHA-256 (64 lowercase hex digits) of the server's dice seed, committed before "
                "any die: the seed itself is revealed once the game ends (GET .../seed), so "
                "anyone can check every server die"
            ),
        ]
        | None
    )


def game_settings(state: GameState) -> dict[str, Any]:
    """The fields of a `GameSettingsView` for the game `state` is the state of."""
    return {
        "id": str(state.game_id),
        "edition": state.edition.value,
        "players": list(state.players),
        **same_named(
            state, "client_seed", "manual_dice", "manual_dice_confirmation", "seed_commitment"
        ),
    }


class ScenarioView(msgspec.Struct, frozen=True, kw_only=True):
    """The mission's own rules a game holds its players to."""

    rule: Annotated[int, about("The revision of the scenario's rules the game recorded.")]
    classified_objectives: Annotated[
        int, about("How many Classified Objectives each player draws, once.")
    ]
    objective_points_cap: (
        Annotated[
            int,
            about(
                "The most Objective Points a player scores; null in a game recorded before the cap."
            ),
        ]
        | None
    )


def scenario_view(state: GameState) -> ScenarioView | None:
    if not state.scenario_rule:
        return None
    return ScenarioView(
        rule=state.scenario_rule,
        classified_objectives=state.classified_objectives,
        objective_points_cap=state.objective_points_cap,
    )


class GameView(GameSettingsView, frozen=True):
    """A game's summary: its settings, where it stands, and its score once ended."""

    version: Annotated[int, about("The game's version: the number of its events (its ETag)")]
    phase: Annotated[
        str,
        about(
            "`setup` (created: troopers are added, no turn yet), `orders` (a Player Turn is "
            "running), `between_turns` or `ended`"
        ),
    ]
    ended: Annotated[
        bool,
        about(
            "Whether the game has ended (`game_ended`): only results and reveals are taken after"
        ),
    ]
    turn: Annotated[int, about("Player Turns started so far (0 before the first)")]
    active_player: (
        Annotated[
            str, about("The player whose turn is running (the Active Turn's); null between turns")
        ]
        | None
    )
    imported: (
        Annotated[
            Imported,
            about(
                "Set when the game was imported from another service's export: from which key "
                "(null when that export was unsigned), when and by whom; null for a game played "
                "here."
            ),
        ]
        | None
    ) = None
    score: (
        Annotated[
            ScoreView,
            about(
                "Once the game has ended: each player's result and Victory Points, and the winner."
            ),
        ]
        | None
    ) = None
    dice_algorithm: Annotated[
        str,
        about(
            "`dice-v1` or `dice-v2`: how the server's dice are derived"
            ' (docs/guide/dice-and-audit.md, "Dice")'
        ),
    ] = "dice-v1"
    entropy_missing: Annotated[
        list[str], about("dice-v2: the players whose seed the server dice still wait for.")
    ] = msgspec.field(default_factory=list)
    scenario: (
        Annotated[
            ScenarioView,
            about(
                "The mission's own rules the game holds the players to; null for a game recorded "
                "before them, which draws Classified Objectives as it was played."
            ),
        ]
        | None
    ) = None
    privacy_rule: Annotated[
        int,
        about(
            'The privacy rule the game is played under (docs/rules.md, "What each player may'
            " know of the other's army\"): from "
            "1, a command of a player who sees a trooper only as its marker names the marker "
            "(`camouflage-3`), not the trooper; 0 for a game recorded before it."
        ),
    ] = 0


class CreatedGameView(GameSettingsView, frozen=True):
    """A game just made, with the tokens that play and judge it."""

    dice_algorithm: Annotated[str, about("`dice-v1` or `dice-v2`, as asked")]
    version: Annotated[int, about("1: the `game_created` event")]
    tokens: Annotated[TokensView, about("Shown once: the service keeps only their hashes.")]
    awaiting: AwaitingList = msgspec.field(default_factory=list)


class EventView(msgspec.Struct, frozen=True, omit_defaults=True):
    """One event of the game's hash-chained log, as this reader may see it."""

    position: Annotated[
        int, about("Its place in the whole store, across games: strictly increasing, with gaps")
    ]
    game_id: Annotated[str, about("The game's id")]
    version: Annotated[int, about("Its version in the game: 1, 2, 3, ... with no gap")]
    type: Annotated[
        str,
        msgspec.Meta(
            description=(
                "The event's type; `held_back` where the event is held back from this reader"
                " whole (a record of a trooper in Hidden Deployment, shown to its player only"
                " until it is revealed): then `data` and `metadata` are empty and no `blind` is"
                " shown, its version, time and links (`prev_hash`, `hash`) stay."
            )
        ),
    ]
    data: Annotated[
        dict[str, Any],
        about(
            "The event as recorded (the AsyncAPI document gives each type's fields), or as this "
            "reader may see it: a trooper behind a marker named by its handle, Private "
            "Information of another army (a Cost, the Lieutenant) left out until the end; empty "
            "when `held_back`"
        ),
    ]
    metadata: Annotated[
        dict[str, Any],
        about(
            "`actor` (who sent the command), `causation_id` (a UUID shared by one command's "
            "events) and, on a command's first event, `command` (what was sent); empty when "
            "`held_back`"
        ),
    ]
    recorded_at: Annotated[
        str, about("When it was appended (ISO 8601, UTC); never earlier than the event before")
    ]
    prev_hash: Annotated[
        str,
        about(
            "The hash of the event before (64 hex digits; all zeros for the first): the chain's "
            "link"
        ),
    ]
    hash: Annotated[
        str,
        about(
            "SHA-256 over the event, its blind and `prev_hash` (docs/guide/dice-and-audit.md,"
            ' "The event log and its '
            'hash chain")'
        ),
    ]
    blind: Annotated[
        str | None,
        msgspec.Meta(
            description=(
                "The event's random blind (32 lowercase hex digits), which its `hash` covers"
                " (docs/guide/dice-and-audit.md, the hash chain). Absent where the event is held"
                " back from this reader"
                " (whole, `held_back`, or in part: a trooper in Hidden Deployment, or behind a"
                " marker), so the hash cannot be searched, and on events recorded before"
                " blinds."
            )
        ),
    ] = None


class EventPage(msgspec.Struct, frozen=True):
    """A page of the game's events, in version order."""

    events: Annotated[list[EventView], about("At most `limit` events after `after`")]
    next_after: (
        Annotated[
            int,
            about(
                "Pass as `after` for the next page; null when this page reached the game's head."
            ),
        ]
        | None
    )


def game_view(state: GameState, imported: Imported | None = None) -> GameView:
    return GameView(
        **game_settings(state),
        **same_named(state, "version", "phase", "ended", "turn", "active_player"),
        imported=imported,
        score=score_view(state) if state.ended else None,
        dice_algorithm=state.dice_algorithm,
        entropy_missing=list(missing_entropy(state)),
        scenario=scenario_view(state),
        privacy_rule=state.privacy_rule,
    )


def event_view(event: RecordedEvent) -> EventView:
    return EventView(
        game_id=str(event.game_id),
        recorded_at=event.recorded_at_str,
        **same_named(
            event, "position", "version", "type", "data", "metadata", "prev_hash", "hash", "blind"
        ),
    )
