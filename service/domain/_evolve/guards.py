"""What every evolve step shares: the rejection of an event that does not fit the state, and
the copy-with-changes of the frozen state.
"""

from __future__ import annotations

from typing import Any, TypeVar

import msgspec

from service.domain._step_table import step_rule
from service.domain.events import Event
from service.domain.state import GameState, OpenOrder

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


def in_step(state: GameState, event: Event) -> OpenOrder | None:
    """The open order, at a step the step table allows ``event`` in; None for an event that
    happens between orders (and needs no order open)."""
    check_live(state)
    rule = step_rule(type(event))
    current = state.open_order
    if current is not None and not rule.between_orders:
        number = getattr(event, "order", None)
        check(current.number == number, f"order {number} is not open")
    refusal = rule.refusal(current)
    check(refusal is None, str(refusal))
    return current


def open_order_in_step(state: GameState, event: Event) -> OpenOrder:
    """The open order ``event`` belongs to, at a step the step table allows it in."""
    order = in_step(state, event)
    assert order is not None, "an event between orders has no open order"
    return order


def with_order(state: GameState, order: OpenOrder | None) -> GameState:
    return replace(state, open_order=order)
