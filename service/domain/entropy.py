"""A game's dice as its algorithm derives them: dice-v1 from the client seed, dice-v2 from
every player's seed, which must all be in before the first server die."""

from __future__ import annotations

from service.domain.dice import DICE_V2, Roller, derive_faces, entropy_mix
from service.domain.state import GameState


def missing_entropy(state: GameState) -> tuple[str, ...]:
    """The players of a dice-v2 game with no seed yet, neither sent nor recorded empty."""
    if state.dice_algorithm != DICE_V2:
        return ()
    given = {entry.player for entry in state.entropy}
    return tuple(player for player in state.players if player not in given)


def player_seeds(state: GameState) -> tuple[str, ...]:
    """Each player's seed in the game's player order; empty when recorded empty (or missing)."""
    seeds = {entry.player: entry.seed for entry in state.entropy}
    return tuple(seeds.get(player, "") for player in state.players)


def game_salt(state: GameState) -> str:
    if state.dice_algorithm == DICE_V2:
        return entropy_mix(player_seeds(state))
    return state.client_seed


def game_roller(seed: bytes, state: GameState) -> Roller:
    """The server's dice of the game ``state`` is of; the decider checks, before it draws,
    that a dice-v2 game has every player's seed."""
    if state.game_id is None:
        raise ValueError("a game's dice need the game")
    game_id, salt, algorithm = state.game_id, game_salt(state), state.dice_algorithm

    def roll(version: int, count: int) -> tuple[int, ...]:
        return derive_faces(seed, game_id, salt, version, count, algorithm=algorithm)

    return roll
