"""The troopers a command names: known to the game, and able to act."""

from __future__ import annotations

from service.domain.errors import InvalidCommand
from service.domain.state import GameState
from service.domain.troopers import Trooper


def known_trooper(state: GameState, trooper_id: str) -> Trooper:
    trooper = state.trooper(trooper_id)
    if trooper is None:
        raise InvalidCommand(f"no trooper {trooper_id!r}")
    return trooper


def require_able(trooper: Trooper) -> None:
    if not trooper.can_act:
        raise InvalidCommand(f"{trooper.trooper_id!r} is {trooper.state.capitalize()}")


def living_enemy(state: GameState, actor: Trooper, target_id: str) -> Trooper:
    """The trooper a skill of ``actor`` aims at: known, of the other side, not Dead."""
    target = known_trooper(state, target_id)
    if state.controller_of(target) == state.controller_of(actor):
        raise InvalidCommand(f"{target_id!r} is not an enemy of {actor.trooper_id!r}")
    if target.state == "dead":
        raise InvalidCommand(f"{target_id!r} is Dead")
    return target
