"""evolve for the States hacking programs cause and Reset cancels."""

from __future__ import annotations

from service.domain._evolve.guards import check, open_order_in_step, replace
from service.domain.events import OrderVoided, TrooperStateEntered, TrooperStatesCancelled
from service.domain.state import GameState, HeldState


def trooper_state_entered(state: GameState, event: TrooperStateEntered) -> GameState:
    order = open_order_in_step(state, event)
    check(state.trooper(event.trooper) is not None, f"no trooper {event.trooper!r}")
    check(
        event.state not in state.states_of(event.trooper),
        f"{event.trooper!r} is already in {event.state} State",
    )
    held = HeldState(trooper=event.trooper, state=event.state, order=order.number)
    return replace(state, held_states=(*state.held_states, held))


def trooper_states_cancelled(state: GameState, event: TrooperStatesCancelled) -> GameState:
    open_order_in_step(state, event)
    held = state.states_of(event.trooper)
    check(
        bool(event.states) and all(s in held for s in event.states),
        f"{event.trooper!r} is not in every State cancelled ({', '.join(event.states)})",
    )
    kept = tuple(
        h for h in state.held_states if not (h.trooper == event.trooper and h.state in event.states)
    )
    return replace(state, held_states=kept)


def states_voided(state: GameState, event: OrderVoided) -> GameState:
    """A voided order's States are taken off the troopers it put them on."""
    kept = tuple(h for h in state.held_states if h.order != event.order)
    return replace(state, held_states=kept)
