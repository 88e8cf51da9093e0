"""evolve for the States hacking programs cause and Reset cancels."""

from __future__ import annotations

import msgspec

from service.domain._evolve.guards import check, open_order_in_step, replace
from service.domain.events import OrderVoided, TrooperStateEntered, TrooperStatesCancelled
from service.domain.state import CancelledState, GameState, HeldState


def _possessor(state: GameState, event: TrooperStateEntered) -> str | msgspec.UnsetType:
    """Possessed: the player of the Hacker whose attack (side ``trooper:skill>target``)
    caused it; the other States record no one."""
    if event.state != "possessed":
        return msgspec.UNSET
    hacker = state.trooper(event.attack.split(":", 1)[0])
    check(hacker is not None, f"no Hacker behind {event.attack!r}")
    assert hacker is not None
    return hacker.player


def trooper_state_entered(state: GameState, event: TrooperStateEntered) -> GameState:
    order = open_order_in_step(state, event)
    check(state.trooper(event.trooper) is not None, f"no trooper {event.trooper!r}")
    check(
        event.state not in state.states_of(event.trooper),
        f"{event.trooper!r} is already in {event.state} State",
    )
    held = HeldState(
        trooper=event.trooper,
        state=event.state,
        order=order.number,
        by=_possessor(state, event),
        hacker=event.attack.split(":", 1)[0] if event.state == "possessed" else msgspec.UNSET,
    )
    return replace(state, held_states=(*state.held_states, held))


def trooper_states_cancelled(state: GameState, event: TrooperStatesCancelled) -> GameState:
    open_order_in_step(state, event)
    held = state.states_of(event.trooper)
    check(
        bool(event.states) and all(s in held for s in event.states),
        f"{event.trooper!r} is not in every State cancelled ({', '.join(event.states)})",
    )

    def cancelled(h: HeldState) -> bool:
        return h.trooper == event.trooper and h.state in event.states

    gone = tuple(
        CancelledState(held=h, cancelled_in=event.order) for h in state.held_states if cancelled(h)
    )
    return replace(
        state,
        held_states=tuple(h for h in state.held_states if not cancelled(h)),
        cancelled_states=(*state.cancelled_states, *gone),
    )


def states_voided(state: GameState, event: OrderVoided) -> GameState:
    """A voided order's States are taken off the troopers it put them on, and the States its
    Resets cancelled are put back (unless the trooper has entered that State again since)."""
    kept = tuple(h for h in state.held_states if h.order != event.order)
    restored: list[HeldState] = []
    for entry in state.cancelled_states:
        held = entry.held
        if entry.cancelled_in != event.order or held.order == event.order:
            continue
        if not any(h.trooper == held.trooper and h.state == held.state for h in kept):
            restored.append(held)
    remaining = tuple(
        c for c in state.cancelled_states if event.order not in (c.cancelled_in, c.held.order)
    )
    return replace(state, held_states=(*kept, *restored), cancelled_states=remaining)
