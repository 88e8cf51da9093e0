"""Players' entropy for a dice-v2 game: each player sends a seed once, after the server's
commitment and before the first server die; the organiser may start play without the missing
ones, which are then recorded empty."""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain.access import require_live, require_organiser
from service.domain.commands import ContributeEntropy, WaiveEntropy
from service.domain.dice import DICE_V2, PLAYER_SEED
from service.domain.entropy import missing_entropy
from service.domain.errors import (
    EntropyAlreadyGiven,
    EntropyNotTaken,
    Forbidden,
    InvalidCommand,
)
from service.domain.events import EntropyContributed, EntropyWaived
from service.domain.state import GameState


def _require_dice_v2(state: GameState) -> None:
    if state.dice_algorithm != DICE_V2:
        raise EntropyNotTaken(f"this game's dice are {state.dice_algorithm}: they take no entropy")


def contribute_entropy(batch: Batch, command: ContributeEntropy) -> None:
    state = batch.state
    require_live(state)
    if command.actor not in state.players:
        raise Forbidden("only a player sends entropy, with their own token")
    _require_dice_v2(state)
    if not PLAYER_SEED.fullmatch(command.seed):
        raise InvalidCommand("a player's seed is 32 to 128 lowercase hex digits")
    given = next((e for e in state.entropy if e.player == command.actor), None)
    if given is not None:
        how = "recorded empty by the organiser" if given.waived else "already sent"
        raise EntropyAlreadyGiven(f"{command.actor}'s entropy is {how}")
    batch.emit(EntropyContributed(player=command.actor, seed=command.seed))


def waive_entropy(batch: Batch, command: WaiveEntropy) -> None:
    state = batch.state
    require_live(state)
    require_organiser(command.actor, "start play without a player's entropy")
    _require_dice_v2(state)
    missing = missing_entropy(state)
    if not missing:
        raise EntropyAlreadyGiven("every player's entropy is already in")
    batch.emit(EntropyWaived(players=missing))
