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
