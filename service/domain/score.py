"""The score of an ended game: each player's Objective Points as recorded, their Victory
Points, and the winner once every result is final.

Victory Points (Triumph and Defeat Module, N5, https://infinitythewiki.com/Victory_Conditions)
are the sum of the Costs of the player's Troopers that are not in a Null State: Dead and
Unconscious are Null, and a Possessed Trooper counts towards neither player's Victory Points
(Possessed State, N5). A scenario's winner (Objective Points, https://infinitythewiki.com/
Objective_Points) has more Objective Points; equal Objective Points are broken by Victory Points.
"""

from __future__ import annotations

import msgspec

from service.domain.state import GameState, PlayerResult
from service.domain.troopers import Trooper

NULL_WOUND_STATES = frozenset({"dead", "unconscious"})


class PlayerScore(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    result: PlayerResult | None
    victory_points: int | None
    """None when a Trooper of the player's was given without its Cost: it cannot be counted."""


class Score(msgspec.Struct, frozen=True, kw_only=True):
    players: tuple[PlayerScore, ...]
    final: bool
    """Every player's result is confirmed or decided, and every Victory Point is known."""
    winner: str | None
    """The winner once final; None while not final, or a tie."""


def _survives(state: GameState, trooper: Trooper) -> bool:
    return trooper.state not in NULL_WOUND_STATES and "possessed" not in state.states_of(
        trooper.trooper_id
    )


def victory_points(state: GameState, player: str) -> int | None:
    total = 0
    for trooper in state.troopers_of(player):
        if isinstance(trooper.points, msgspec.UnsetType):
            return None
        if _survives(state, trooper):
            total += trooper.points
    return total


def _winner(players: tuple[PlayerScore, ...]) -> str | None:
    keyed = sorted(
        ((p.result.objective_points, p.victory_points or 0, p.player) for p in players if p.result),
        reverse=True,
    )
    if len(keyed) < 2 or keyed[0][:2] == keyed[1][:2]:
        return None
    return keyed[0][2]


def score(state: GameState) -> Score:
    players = tuple(
        PlayerScore(
            player=player,
            result=state.result_of(player),
            victory_points=victory_points(state, player),
        )
        for player in state.players
    )
    final = state.ended and all(
        p.result is not None and p.result.final and p.victory_points is not None for p in players
    )
    return Score(players=players, final=final, winner=_winner(players) if final else None)
