"""Resolve: every roll of the order is made, Face to Face where both actions affect each
other, Normal otherwise; the +1 SD and ReRoll choices to follow are announced with them.
"""

from __future__ import annotations

from service.domain._decide.batch import Batch, entered_dice
from service.domain._decide.rolls.plan import RollPlan, pending_choices, plan_order
from service.domain._decide.rolls.record import SideInput, record_roll
from service.domain._decide.steps import require_step
from service.domain.access import require_acts_for, require_open_order
from service.domain.commands import Resolve
from service.domain.events import OrderRollMade, ResolutionBegan


def resolve(batch: Batch, command: Resolve) -> None:
    order = require_open_order(batch.state, command.order)
    require_acts_for(command.actor, order.player, "the active player resolves the order")
    require_step(order, command)
    plan = plan_order(batch.state)
    entries = None if command.dice is None else [(d.roll, d.faces) for d in command.dice]
    entered = entered_dice(
        batch.state.manual_dice, entries, {s.name: s.dice for s in plan.sides}, "Resolve"
    )
    batch.emit(
        ResolutionBegan(
            order=order.number,
            rolls=len(plan.rolls),
            lost=plan.lost,
            choices=pending_choices(plan),
        )
    )
    _make_rolls(batch, order.number, plan, entered)


def _make_rolls(
    batch: Batch, order: int, plan: RollPlan, entered: dict[str, tuple[int, ...]]
) -> None:
    rolled: dict[str, tuple[int, ...]] = {}
    for index, planned in enumerate(plan.rolls):
        # A side in two rolls (an active Dodge facing two AROs) rolls its dice only once.
        fresh = [(name, plan.side(name).dice) for name in planned.sides if name not in rolled]
        faces, draws = batch.faces_for(fresh, entered)
        rolled.update(faces)
        inputs = [
            SideInput(
                name=spec.name,
                trooper=spec.trooper,
                target=spec.target,
                attribute=spec.attribute,
                mods=spec.mods,
                faces=rolled[spec.name],
            )
            for spec in map(plan.side, planned.sides)
        ]
        roll = record_roll(planned.kind, inputs, batch.state.edition)
        batch.emit(OrderRollMade(order=order, index=index, roll=roll, draws=draws))
