"""A tournament's state, folded from its events: the players as registered (and dropped), the
rounds as paired (and voided), the results counted or ruled."""

from __future__ import annotations

import uuid

import msgspec

from service.domain.tournament.commands import ITS_TIE_BREAKERS, Scenario, Seeding, TieBreaker
from service.domain.tournament.events import SeatScore


class Entrant(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    faction: str
    army_list: str | None
    seed: int | None
    joined_round: int
    dropped_from: int | None = None
    """The first round the player was no longer paired in; None while in the tournament."""
    drop_reason: str = ""

    def plays_in(self, round_number: int) -> bool:
        dropped = self.dropped_from is not None and self.dropped_from <= round_number
        return self.joined_round <= round_number and not dropped


class TableState(msgspec.Struct, frozen=True, kw_only=True):
    table: int
    players: tuple[str, str]
    game_id: uuid.UUID
    scores: tuple[SeatScore, ...] | None = None
    """The table's result once counted (from its game) or ruled."""
    ruled: str | None = None
    """The organiser's reason, when the result was ruled rather than counted from the game."""
    game_version: int | None = None


class RoundState(msgspec.Struct, frozen=True, kw_only=True):
    round: int
    attempt: int
    scenario: Scenario
    tables: tuple[TableState, ...]
    bye: str | None
    rematches: int
    voided: str | None = None
    """The reason it was voided (to be paired again); None while it stands."""

    @property
    def complete(self) -> bool:
        return all(t.scores is not None for t in self.tables)

    def pending(self) -> tuple[int, ...]:
        return tuple(t.table for t in self.tables if t.scores is None)

    def table(self, number: int) -> TableState | None:
        return next((t for t in self.tables if t.table == number), None)


class TournamentState(msgspec.Struct, frozen=True, kw_only=True):
    tournament_id: uuid.UUID | None = None
    version: int = 0
    name: str = ""
    rounds: int = 0
    scenarios: tuple[Scenario, ...] = ()
    tie_breakers: tuple[TieBreaker, ...] = ITS_TIE_BREAKERS
    seeding: Seeding = "random"
    game_rounds: int = 3
    manual_dice: bool = False
    manual_dice_confirmation: bool = False
    seed_commitment: str = ""
    pairing_rule: int = 0
    entrants: tuple[Entrant, ...] = ()
    """In registration order."""
    paired: tuple[RoundState, ...] = ()
    """Every pairing in the order made, voided ones too."""
    ended: str | None = None
    """The reason the tournament ended; None while it runs."""

    @property
    def created(self) -> bool:
        return self.tournament_id is not None

    def standing_rounds(self) -> tuple[RoundState, ...]:
        """The rounds as they stand: every pairing but the voided ones, in round order."""
        return tuple(r for r in self.paired if r.voided is None)

    def standing_round(self, round_number: int) -> RoundState | None:
        """The round's pairing that stands; None before it is paired, or once voided."""
        return next((r for r in self.standing_rounds() if r.round == round_number), None)

    def current(self) -> RoundState | None:
        """The latest round that stands (the one in play, or the last played)."""
        standing = self.standing_rounds()
        return standing[-1] if standing else None

    def next_round(self) -> int:
        return len(self.standing_rounds()) + 1

    def entrant(self, player: str) -> Entrant | None:
        return next((e for e in self.entrants if e.name == player), None)

    def playing(self, round_number: int) -> tuple[Entrant, ...]:
        """The players paired in that round, in registration order."""
        return tuple(e for e in self.entrants if e.plays_in(round_number))

    def attempts(self, round_number: int) -> int:
        """How many times the round has been paired."""
        return sum(1 for r in self.paired if r.round == round_number)

    def table_of_game(self, game_id: uuid.UUID) -> tuple[RoundState, TableState] | None:
        for round_state in self.standing_rounds():
            for table in round_state.tables:
                if table.game_id == game_id:
                    return round_state, table
        return None

    def game_ids(self) -> tuple[uuid.UUID, ...]:
        """Every table's game, voided rounds' too, in the order paired."""
        return tuple(t.game_id for r in self.paired for t in r.tables)
