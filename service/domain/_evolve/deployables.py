"""evolve for Deployable weapons: placed on the table, triggered (and so off the table), what
their template did, and a voided order taking its placements and triggers back."""

from __future__ import annotations

import msgspec

from service.domain._evolve.guards import check, open_order_in_step, replace, with_order
from service.domain._evolve.resolution import check_template_outcomes
from service.domain.events import (
    DeployableAttackResolved,
    DeployablePlaced,
    DeployableTriggered,
    OrderVoided,
)
from service.domain.state import GameState, PlacedDeployable


def deployable_placed(state: GameState, event: DeployablePlaced) -> GameState:
    open_order_in_step(state, event)
    trooper = state.trooper(event.trooper)
    check(trooper is not None, f"no trooper {event.trooper!r}")
    assert trooper is not None
    check(state.deployable(event.deployable) is None, f"{event.deployable!r} is already placed")
    check(event.uses_left is None or event.uses_left >= 0, "a negative number of uses")
    # The marker on the table is the placement as recorded, owned by its trooper's player.
    placed = PlacedDeployable(**msgspec.structs.asdict(event), player=trooper.player)
    return replace(state, deployables=(*state.deployables, placed))


def deployable_triggered(state: GameState, event: DeployableTriggered) -> GameState:
    order = open_order_in_step(state, event)
    placed = state.deployable(event.deployable)
    check(placed is not None and placed.on_table, f"{event.deployable!r} is not on the table")
    assert placed is not None
    check(placed.trooper == event.trooper, f"{event.deployable!r} is not {event.trooper!r}'s")
    check(bool(event.targets), "a trigger affects at least one trooper")
    for target in event.targets:
        affected = state.trooper(target)
        check(affected is not None, f"no trooper {target!r}")
        assert affected is not None
        check(affected.player != placed.player, f"{target!r} is no enemy of the Deployable")
    state = _with_deployable(state, replace(placed, triggered_in=order.number))
    return with_order(state, replace(order, triggers=(*order.triggers, event)))


def deployable_attack_resolved(state: GameState, event: DeployableAttackResolved) -> GameState:
    order = open_order_in_step(state, event)
    check(not order.saves, "a template's hits come before the order's Saving Rolls")
    check(
        any(t.deployable == event.deployable for t in order.triggers),
        f"{event.deployable!r} did not trigger in order {order.number}",
    )
    check(
        all(a.deployable != event.deployable for a in order.deployable_attacks),
        f"{event.deployable!r}'s template is already resolved",
    )
    check_template_outcomes(state, event.affected)
    attacks = (*order.deployable_attacks, event)
    return with_order(state, replace(order, deployable_attacks=attacks))


def deployables_voided(state: GameState, event: OrderVoided) -> GameState:
    """A voided order's placements leave the table (their uses come back) and the Deployables
    it triggered are back on the table."""
    for placed in state.deployables:
        if placed.order == event.order:
            check(
                placed.triggered_in in (None, event.order),
                f"{placed.deployable!r} triggered in a later order {placed.triggered_in}",
            )
    kept = tuple(
        replace(d, triggered_in=None) if d.triggered_in == event.order else d
        for d in state.deployables
        if d.order != event.order
    )
    return replace(state, deployables=kept)


def triggers_withdrawn(before: GameState, after: GameState) -> GameState:
    """A withdrawn declaration takes back the triggers it caused: those whose triggering
    trooper no longer declares anything in the order (all of them when the activation is
    withdrawn and the order with it). Their Deployables are back on the table."""
    open_before = before.open_order
    assert open_before is not None, "a withdrawal is made in an open order"
    order = after.open_order
    if order is None:
        dropped = open_before.triggers
    else:
        acting = {d.trooper for d in order.declarations}
        dropped = tuple(t for t in order.triggers if t.targets[0] not in acting)
        kept = tuple(t for t in order.triggers if t not in dropped)
        after = with_order(after, replace(order, triggers=kept))
    back = {t.deployable for t in dropped}
    deployables = tuple(
        replace(d, triggered_in=None) if d.deployable in back else d for d in after.deployables
    )
    return replace(after, deployables=deployables)


def _with_deployable(state: GameState, changed: PlacedDeployable) -> GameState:
    deployables = tuple(
        changed if d.deployable == changed.deployable else d for d in state.deployables
    )
    return replace(state, deployables=deployables)
