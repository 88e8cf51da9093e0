"""What happened in a tournament, past tense, as a tagged union of frozen Structs, stored in the
events table under the tournament's id as games' are (a stream of its own, hash-chained)."""

from __future__ import annotations

import uuid
from typing import Any

import msgspec

from service.domain.tagged import decode_tagged, encode_tagged, types_of
from service.domain.tournament.commands import Scenario, Seeding, TieBreaker


class SeatScore(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    objective_points: int
    victory_points: int
    tournament_points: int


class PairedTable(msgspec.Struct, frozen=True, kw_only=True):
    table: int
    players: tuple[str, str]
    """The higher-ranked (or first drawn) player first, as the game lists them."""
    game_id: uuid.UUID


class _Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    pass


class TournamentCreated(_Event, frozen=True, kw_only=True, tag="tournament_created"):
    tournament_id: uuid.UUID
    name: str
    rounds: int
    scenarios: tuple[Scenario, ...]
    tie_breakers: tuple[TieBreaker, ...]
    seeding: Seeding
    game_rounds: int
    manual_dice: bool
    manual_dice_confirmation: bool
    seed_commitment: str
    pairing_rule: int


class PlayerRegistered(_Event, frozen=True, kw_only=True, tag="player_registered"):
    player: str
    faction: str
    army_list: str | None
    seed: int | None
    joined_round: int
    """The first round the player is paired in: 1, or a later one for a late join."""


class PlayerDropped(_Event, frozen=True, kw_only=True, tag="player_dropped"):
    player: str
    by: str
    reason: str
    from_round: int
    """The first round the player is no longer paired in."""


class RoundPaired(_Event, frozen=True, kw_only=True, tag="round_paired"):
    round: int
    attempt: int
    """1, or one more for each time the round was voided and paired again."""
    scenario: Scenario
    tables: tuple[PairedTable, ...]
    bye: str | None
    rematches: int


class ResultCounted(_Event, frozen=True, kw_only=True, tag="result_counted"):
    round: int
    table: int
    game_id: uuid.UUID
    game_version: int
    scores: tuple[SeatScore, ...]


class ResultRuled(_Event, frozen=True, kw_only=True, tag="result_ruled"):
    round: int
    table: int
    scores: tuple[SeatScore, ...]
    reason: str


class RoundVoided(_Event, frozen=True, kw_only=True, tag="round_voided"):
    round: int
    attempt: int
    reason: str


class TournamentEnded(_Event, frozen=True, kw_only=True, tag="tournament_ended"):
    reason: str


TournamentEvent = (
    TournamentCreated
    | PlayerRegistered
    | PlayerDropped
    | RoundPaired
    | ResultCounted
    | ResultRuled
    | RoundVoided
    | TournamentEnded
)
TOURNAMENT_EVENT_TYPES: dict[str, type[_Event]] = types_of(TournamentEvent)


def encode_tournament_event(event: TournamentEvent) -> tuple[str, dict[str, Any]]:
    return encode_tagged(event)


def decode_tournament_event(type: str, data: dict[str, Any]) -> TournamentEvent:
    kinds = TOURNAMENT_EVENT_TYPES
    event: TournamentEvent = decode_tagged(type, data, TournamentEvent, kinds, "tournament event")
    return event
