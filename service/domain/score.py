"""The score of an ended game: each player's Objective Points as recorded, their Victory
Points, and the winner once every result is final.

Victory Points (Triumph and Defeat Module, N5, https://infinitythewiki.com/Victory_Conditions)
are the sum of the Costs of the player's Troopers that are not in a Null State: Dead and
Unconscious are Null, and a Possessed Trooper counts towards neither player's Victory Points
(Possessed State, N5). A scenario's winner (Objective Points, https://infinitythewiki.com/
Objective_Points) has more Objective Points; equal Objective Points are broken by Victory Points.

Tournament Points follow ITS Season 10 as an ITS event published it (http://www.the131.com/forum/
viewtopic.php?f=58&p=52558): a Total Victory, by 5 Objective Points or more, is worth 3, a Victory
by 4 or less 2, a Tie 1 and a Defeat 0. They are awarded in games of two players only, once the
score is final.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import msgspec

from service.domain.state import HeldState, PlayerResult
from service.domain.troopers import Trooper

NULL_WOUND_STATES = frozenset({"dead", "unconscious"})
TOTAL_VICTORY_MARGIN = 5


class Scored(Protocol):
    """What a score is read from: the write side's GameState and the stored order state alike."""

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def ended(self) -> bool: ...
    @property
    def troopers(self) -> tuple[Trooper, ...]: ...
    @property
    def held_states(self) -> tuple[HeldState, ...]: ...
    @property
    def results(self) -> tuple[PlayerResult, ...]: ...


class PlayerScore(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    result: PlayerResult | None
    victory_points: int | None
    """None when a Trooper of the player's was given without its Cost: it cannot be counted."""
    tournament_points: int | None = None
    """ITS Season 10's, once the score is final in a game of two players; None before."""


class Score(msgspec.Struct, frozen=True, kw_only=True):
    players: tuple[PlayerScore, ...]
    final: bool
    """Every player's result is confirmed or decided, and every Victory Point is known."""
    winner: str | None
    """The winner once final; None while not final, or a tie."""


def survives(state: Scored, trooper: Trooper) -> bool:
    """Not in a Null State: neither Dead, Unconscious nor Possessed."""
    possessed = any(
        h.trooper == trooper.trooper_id and h.state == "possessed" for h in state.held_states
    )
    return trooper.state not in NULL_WOUND_STATES and not possessed


def victory_points(state: Scored, player: str) -> int | None:
    total = 0
    for trooper in state.troopers:
        if trooper.player != player:
            continue
        if isinstance(trooper.points, msgspec.UnsetType):
            return None
        if survives(state, trooper):
            total += trooper.points
    return total


def tournament_points(own: int, opponent: int) -> int:
    margin = own - opponent
    if margin >= TOTAL_VICTORY_MARGIN:
        return 3
    if margin > 0:
        return 2
    return 1 if margin == 0 else 0


def _winner(players: Sequence[PlayerScore]) -> str | None:
    keyed = sorted(
        ((p.result.objective_points, p.victory_points or 0, p.player) for p in players if p.result),
        reverse=True,
    )
    if len(keyed) < 2 or keyed[0][:2] == keyed[1][:2]:
        return None
    return keyed[0][2]


def _with_tournament_points(players: tuple[PlayerScore, ...]) -> tuple[PlayerScore, ...]:
    if len(players) != 2:
        return players  # ITS pairs one player against one opponent
    first, second = (p.result.objective_points if p.result else 0 for p in players)
    return (
        msgspec.structs.replace(players[0], tournament_points=tournament_points(first, second)),
        msgspec.structs.replace(players[1], tournament_points=tournament_points(second, first)),
    )


def _result_of(state: Scored, player: str) -> PlayerResult | None:
    return next((r for r in state.results if r.player == player), None)


def score(state: Scored) -> Score:
    players = tuple(
        PlayerScore(
            player=player,
            result=_result_of(state, player),
            victory_points=victory_points(state, player),
        )
        for player in state.players
    )
    final = state.ended and all(
        p.result is not None and p.result.final and p.victory_points is not None for p in players
    )
    if not final:
        return Score(players=players, final=False, winner=None)
    return Score(players=_with_tournament_points(players), final=True, winner=_winner(players))
