"""The bodies and answers of a game's own routes, and how answers are built from domain values.

These are API types, separate from the stored events: either can change without the other.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

from service.api._http.awaiting import AwaitingList
from service.api._http.schemas import EditionName, Name, RequestBody, documented, same_named
from service.api.results.schemas import ScoreView, score_view
from service.audit.verify import Imported
from service.domain.classified import MAX_DRAWN
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
    rounds: Annotated[int, msgspec.Meta(ge=1, le=10)] = 3


class ScenarioBody(RequestBody, frozen=True):
    classified_objectives: Annotated[int, msgspec.Meta(ge=0, le=MAX_DRAWN)] = (
        ITS_CLASSIFIED_OBJECTIVES
    )
    """How many Classified Objectives each player draws, as the mission says: each player draws
    once, exactly that many cards (POST /v1/games/{id}/secrets/classified)."""
    objective_points_cap: Annotated[int, msgspec.Meta(ge=1, le=MAX_OBJECTIVE_POINTS_CAP)] = (
        ITS_OBJECTIVE_POINTS_CAP
    )
    """The most Objective Points a player scores, as the mission says (10 in ITS): a result
    above it is 422 `objective-points-above-cap`."""


class CreateGameBody(RequestBody, frozen=True):
    players: Annotated[list[PlayerName], msgspec.Meta(min_length=1, max_length=8)]
    edition: EditionName = "N5"
    client_seed: Annotated[str, msgspec.Meta(max_length=200)] = ""
    """dice-v1 only: mixed into every die. dice-v2 records it but mixes in each player's own
    seed instead (POST /v1/games/{id}/entropy)."""
    dice: Literal["dice-v1", "dice-v2"] = "dice-v2"
    """How the server's dice are derived. dice-v2 (the default) draws no server die before
    every player has sent their seed; dice-v1, for an app that sends none, mixes in only the
    creator's client_seed (see the README's threat table)."""
    manual_dice: bool = False
    """Whether players may enter the faces they rolled at the table."""
    manual_dice_confirmation: bool = False
    """Manual-dice games: faces the active player enters for the opponent's troopers wait for
    the opponent to confirm or replace them (POST .../orders/{order}/confirm)."""
    sequence: GameSequenceBody | None = None
    """Given, the game follows the N5 Game Sequence (two players): Initiative Roll, Deployment
    Phase, then Game Rounds of two Player Turns; left out, players take turns freely."""
    scenario: ScenarioBody | None = None
    """The mission's own rules the game holds the players to; left out, ITS's defaults."""


class EndGameBody(RequestBody, frozen=True):
    reason: Annotated[str, msgspec.Meta(max_length=500)] = ""


class RotateTokenBody(RequestBody, frozen=True, kw_only=True):
    role: Literal["organiser", "player"]
    player: Name | None = None
    """The player whose token to rotate (role "player" only)."""


class RotatedTokenView(msgspec.Struct, frozen=True, kw_only=True):
    version: int
    role: Literal["organiser", "player"]
    player: str | None
    token: str
    """The new bearer token, shown this once: the service keeps only its hash."""
    awaiting: AwaitingList = msgspec.field(default_factory=list)


class TokensView(msgspec.Struct, frozen=True):
    organiser: str
    players: dict[str, str]


class GameSettingsView(msgspec.Struct, frozen=True):
    # No docstring: the answers deriving from it are documented as they were before it.
    id: str
    edition: str
    players: list[str]
    client_seed: str
    manual_dice: bool
    manual_dice_confirmation: bool
    seed_commitment: str | None


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
    rule: int
    """The revision of the scenario's rules the game recorded."""
    classified_objectives: int
    """How many Classified Objectives each player draws, once."""
    objective_points_cap: int | None
    """The most Objective Points a player scores; null in a game recorded before the cap."""


def scenario_view(state: GameState) -> ScenarioView | None:
    if not state.scenario_rule:
        return None
    return ScenarioView(
        rule=state.scenario_rule,
        classified_objectives=state.classified_objectives,
        objective_points_cap=state.objective_points_cap,
    )


class GameView(GameSettingsView, frozen=True):
    version: int
    phase: str
    ended: bool
    turn: int
    active_player: str | None
    imported: Imported | None = None
    """Set when the game was imported from another service's export: from which key (null
    when that export was unsigned), when and by whom; null for a game played here."""
    score: ScoreView | None = None
    """Once the game has ended: each player's result and Victory Points, and the winner."""
    dice_algorithm: str = "dice-v1"
    entropy_missing: list[str] = msgspec.field(default_factory=list)
    """dice-v2: the players whose seed the server dice still wait for."""
    scenario: ScenarioView | None = None
    """The mission's own rules the game holds the players to; null for a game recorded before
    them, which draws Classified Objectives as it was played."""
    privacy_rule: int = 0
    """The privacy rule the game is played under (README, "What the opponent sees"): from 1, a
    command of a player who sees a trooper only as its marker names the marker
    (`camouflage-3`), not the trooper; 0 for a game recorded before it."""


class CreatedGameView(GameSettingsView, frozen=True):
    dice_algorithm: str
    version: int
    tokens: TokensView
    """Shown once: the service keeps only their hashes."""
    awaiting: AwaitingList = msgspec.field(default_factory=list)


class EventView(msgspec.Struct, frozen=True, omit_defaults=True):
    position: int
    game_id: str
    version: int
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
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: str
    prev_hash: str
    hash: str
    blind: Annotated[
        str | None,
        msgspec.Meta(
            description=(
                "The event's random blind (32 lowercase hex digits), which its `hash` covers"
                " (README, the hash chain). Absent where the event is held back from this reader"
                " (whole, `held_back`, or in part: a trooper in Hidden Deployment, or behind a"
                " marker), so the hash cannot be searched, and on events recorded before"
                " blinds."
            )
        ),
    ] = None


class EventPage(msgspec.Struct, frozen=True):
    events: list[EventView]
    next_after: int | None
    """Pass as `after` for the next page; null when this page reached the game's head."""


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
