"""What every evolve step shares: the rejection of an event that does not fit the state, and
the copy-with-changes of the frozen state.
"""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

from service.domain.state import GameState, OpenOrder, Step

S = TypeVar("S", bound=msgspec.Struct)


class EventRejectedError(ValueError):
    """An event that cannot follow the state it is applied to."""


def replace(struct: S, **changes: Any) -> S:
    return msgspec.structs.replace(struct, **changes)


def check(condition: bool, message: str) -> None:
    if not condition:
        raise EventRejectedError(message)


def check_live(state: GameState) -> None:
    check(state.created, "the game has not been created")
    check(not state.ended, "the game has ended")


def open_order_at(state: GameState, order: int, *steps: Step) -> OpenOrder:
    check_live(state)
    current = state.open_order
    check(current is not None and current.number == order, f"order {order} is not open")
    assert current is not None
    check(current.step in steps, f"order {order} is at step {current.step}, not {steps}")
    return current


def with_order(state: GameState, order: OpenOrder | None) -> GameState:
    return replace(state, open_order=order)
