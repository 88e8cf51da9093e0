"""A tournament's commands: what the organiser (or a player, or the service counting a game's
result) asks of it, imperative and frozen. Every command names its ``actor``: ``ORGANISER``, a
player by name, or ``SERVICE`` for a result the service counts from a table's game."""

from __future__ import annotations

import uuid
from typing import Final, Literal, get_args

import msgspec

from service.domain.commands import ORGANISER

__all__ = ["ORGANISER", "SERVICE"]

SERVICE: Final = "service"
"""The actor of a result counted from a table's game: nobody typed it, the game's final score
is read as it is."""

TieBreaker = Literal[
    "tournament_points",
    "objective_points",
    "victory_points",
    "opponents_tournament_points",
    "opponents_objective_points",
]
TIE_BREAKERS: tuple[str, ...] = get_args(TieBreaker)
ITS_TIE_BREAKERS: tuple[TieBreaker, ...] = (
    "tournament_points",
    "objective_points",
    "victory_points",
)
"""ITS Season 10 as an ITS event published it (http://www.the131.com/forum/viewtopic.php?f=58&p=
52558): "The first tie breaker is Total Objective Points, the second tie breaker is total Victory
Points" after Tournament Points."""
Seeding = Literal["random", "declared"]


class Scenario(msgspec.Struct, frozen=True, kw_only=True):
    """The mission of one round: its name, and what its games hold the players to."""

    name: str
    classified_objectives: int = 1
    objective_points_cap: int = 10


class SeatResult(msgspec.Struct, frozen=True, kw_only=True):
    """One player's points at a table: as the game's final score gives them, or as ruled."""

    player: str
    objective_points: int
    victory_points: int


class _Command(msgspec.Struct, frozen=True, kw_only=True, tag_field="command"):
    actor: str


class CreateTournament(_Command, frozen=True, kw_only=True, tag="create_tournament"):
    tournament_id: uuid.UUID
    name: str
    rounds: int
    scenarios: tuple[Scenario, ...]
    """One per round, in order."""
    tie_breakers: tuple[TieBreaker, ...] = ITS_TIE_BREAKERS
    seeding: Seeding = "random"
    game_rounds: int = 3
    """Game Rounds of each table's game (the N5 Game Sequence)."""
    manual_dice: bool = False
    manual_dice_confirmation: bool = False
    seed_commitment: str
    pairing_rule: int


class RegisterPlayer(_Command, frozen=True, kw_only=True, tag="register_player"):
    player: str
    faction: str
    army_list: str | None = None
    """The army list's code, kept as text."""
    seed: int | None = None
    """The player's place in a declared seeding (1 the first); only under ``declared``."""


class DropPlayer(_Command, frozen=True, kw_only=True, tag="drop_player"):
    player: str
    reason: str = ""


class PairRound(_Command, frozen=True, kw_only=True, tag="pair_round"):
    game_ids: tuple[uuid.UUID, ...]
    """The id each table's game is created with, table 1 first (the service draws them)."""


class CountResult(_Command, frozen=True, kw_only=True, tag="count_result"):
    """A table's game's final score, counted: every result confirmed or decided."""

    game_id: uuid.UUID
    game_version: int
    """The game's version whose score is counted."""
    scores: tuple[SeatResult, ...]


class RuleResult(_Command, frozen=True, kw_only=True, tag="rule_result"):
    """The organiser's ruling on a table's result (a dispute, a game not played), with why."""

    round: int
    table: int
    scores: tuple[SeatResult, ...]
    reason: str


class VoidRound(_Command, frozen=True, kw_only=True, tag="void_round"):
    """The organiser's ruling that the round in play is paired again (a no-show dropped, say),
    before any of its results is in."""

    round: int
    reason: str


class EndTournament(_Command, frozen=True, kw_only=True, tag="end_tournament"):
    reason: str


TournamentCommand = (
    CreateTournament
    | RegisterPlayer
    | DropPlayer
    | PairRound
    | CountResult
    | RuleResult
    | VoidRound
    | EndTournament
)
