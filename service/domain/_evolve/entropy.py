"""evolve for players' entropy: a dice-v2 game takes one seed per player, sent or recorded
empty, and none once all are in."""

from __future__ import annotations

from service.domain._evolve.guards import check, check_live, replace
from service.domain.dice import DICE_V2, PLAYER_SEED
from service.domain.events import EntropyContributed, EntropyWaived
from service.domain.state import GameState, PlayerEntropy


def _takes_entropy_from(state: GameState, player: str) -> None:
    check_live(state)
    check(state.dice_algorithm == DICE_V2, "only a dice-v2 game takes entropy")
    check(player in state.players, f"{player!r} does not play this game")
    check(all(e.player != player for e in state.entropy), f"{player}'s entropy is already in")


def entropy_contributed(state: GameState, event: EntropyContributed) -> GameState:
    _takes_entropy_from(state, event.player)
    check(PLAYER_SEED.fullmatch(event.seed) is not None, "a player's seed is lowercase hex")
    entry = PlayerEntropy(player=event.player, seed=event.seed)
    return replace(state, entropy=(*state.entropy, entry))


def entropy_waived(state: GameState, event: EntropyWaived) -> GameState:
    check(bool(event.players), "no player's entropy is waived")
    for player in event.players:
        _takes_entropy_from(state, player)
    check(len(set(event.players)) == len(event.players), "a player is waived twice")
    waived = tuple(PlayerEntropy(player=p, waived=True) for p in event.players)
    return replace(state, entropy=(*state.entropy, *waived))
