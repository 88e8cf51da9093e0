"""evolve for the Special Skills chosen while an order concludes: Bioimmunity's switched save
value, Dogged's activation, and the death of a Dogged trooper when its Player Turn ends."""

from __future__ import annotations

from service.domain._evolve.guards import check, in_step, open_order_in_step, replace, with_order
from service.domain._evolve.resolution import merge_change, with_condition
from service.domain.events import DoggedActivated, DoggedTrooperDied, SaveValueSwitched
from service.domain.state import GameState
from service.rules.skill_saves import BIOIMMUNITY, DOGGED


def save_value_switched(state: GameState, event: SaveValueSwitched) -> GameState:
    open_order_in_step(state, event)
    trooper = state.trooper(event.trooper)
    check(trooper is not None, f"no trooper {event.trooper!r}")
    assert trooper is not None
    check(trooper.has_skill(BIOIMMUNITY), f"{event.trooper!r} does not have Bioimmunity")
    check(
        {event.save_attribute, event.value_of} <= {"ARM", "BTS"},
        "Bioimmunity switches ARM and BTS only",
    )
    printed = trooper.profile.arm if event.value_of == "ARM" else trooper.profile.bts
    check(event.value == printed, f"{event.trooper!r} has {event.value_of} {printed}")
    # The switched value shows in the Saving Rolls that follow; nothing else changes.
    return state


def dogged_activated(state: GameState, event: DoggedActivated) -> GameState:
    order = open_order_in_step(state, event)
    trooper = state.trooper(event.trooper)
    check(trooper is not None, f"no trooper {event.trooper!r}")
    assert trooper is not None
    check(trooper.has_skill(DOGGED), f"{event.trooper!r} does not have Dogged")
    check(
        (trooper.state, trooper.wounds) == ("unconscious", event.wounds),
        f"{event.trooper!r} is not entering Unconscious State with {event.wounds} Wounds",
    )
    check(
        any(c.trooper == event.trooper and c.state_after == "unconscious" for c in order.changes),
        f"{event.trooper!r} did not enter Unconscious State in order {order.number}",
    )
    check(event.trooper not in state.dogged, f"{event.trooper!r} already activated Dogged")
    changes = merge_change(order.changes, trooper, trooper.wounds, "normal")
    state = with_condition(state, event.trooper, trooper.wounds, "normal")
    state = replace(state, dogged=(*state.dogged, event.trooper))
    return with_order(state, replace(order, changes=changes))


def dogged_trooper_died(state: GameState, event: DoggedTrooperDied) -> GameState:
    in_step(state, event)
    check(state.phase == "orders" and state.turn == event.turn, f"turn {event.turn} is over")
    trooper = state.trooper(event.trooper)
    check(trooper is not None, f"no trooper {event.trooper!r}")
    assert trooper is not None
    check(
        event.trooper in state.dogged and trooper.state == "normal",
        f"{event.trooper!r} is not standing by Dogged",
    )
    return with_condition(state, event.trooper, event.wounds, "dead")
