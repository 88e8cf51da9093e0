"""Pure read-model shapes: what the GET endpoints show, derived from state and events only."""

from __future__ import annotations

from typing import Any

import msgspec

from service.domain.events import (
    Event,
    GutsRollMade,
    OrderRollMade,
    RerollMade,
    RollMade,
    SavingRollsMade,
    encode_event,
)
from service.domain.state import GameState

ROLL_EVENTS = (RollMade, OrderRollMade, RerollMade, SavingRollsMade, GutsRollMade)
"""Events that carry dice: each becomes one row of the roll-outcome projection."""


def order_state(state: GameState) -> dict[str, Any]:
    """The order state of one game: turn, phase, pools, troopers, the open order, past orders."""
    view = msgspec.to_builtins(state)
    assert isinstance(view, dict)
    view["game_id"] = str(state.game_id) if state.game_id else None
    view["orders_left"] = state.pool.total if state.pool else 0
    return view


def state_from_order_state(view: dict[str, Any]) -> GameState:
    """The state back from its projection: a snapshot, so a command need not fold the log."""
    return msgspec.convert(view, GameState)


def roll_outcome(version: int, event: Event) -> dict[str, Any] | None:
    """One recorded roll (free-standing, order roll, reroll, saves or Guts), or None."""
    if not isinstance(event, ROLL_EVENTS):
        return None
    event_type, data = encode_event(event)
    return {"version": version, "type": event_type, **data}
