"""Resolve: every roll of the order is made, Face to Face where both actions affect each
other, Normal otherwise; the +1 SD and ReRoll choices to follow are announced with them.

In a game with manual dice confirmation, faces a player enters for another player's troopers
do not resolve the order: they wait (DiceEntered) until that player confirms them or replaces
them with their own (ConfirmDice), and only then are the rolls made. In games recorded before
the roles rule the organiser referees, so the faces the organiser enters need no confirmation;
under its revision 2 (``own_dice``) the confirming player replaces only their own rolls' faces.
ConfirmDice also confirms a conclusion's saves and Guts Rolls (``conclusion``).
"""

from __future__ import annotations

from service.domain._decide.batch import Batch, entered_dice, entered_rolls
from service.domain._decide.conclusion import confirm_conclusion
from service.domain._decide.deployable_attacks import emit_deployable_attacks
from service.domain._decide.deployables import emit_placements
from service.domain._decide.own_dice import confirmed_replacements, require_awaited
from service.domain._decide.rolls.plan import RollPlan, pending_choices, plan_order
from service.domain._decide.rolls.record import record_roll, rolling
from service.domain._decide.step_check import require_step
from service.domain._decide.templates import resolve_templates
from service.domain.access import require_acts_for, require_open_order
from service.domain.commands import ORGANISER, ConfirmDice, Resolve
from service.domain.errors import InvalidCommand
from service.domain.events import (
    DiceConfirmed,
    DiceEntered,
    OrderRollMade,
    ResolutionBegan,
)
from service.domain.state import GameState, OpenOrder
from service.domain.unset import recorded_or


def resolve(batch: Batch, command: Resolve) -> None:
    order = require_open_order(batch.state, command.order)
    require_acts_for(command.actor, order.player, "the active player resolves the order")
    require_step(order, command)
    plan = plan_order(batch.state)
    entries = None if command.dice is None else [(d.roll, d.faces) for d in command.dice]
    entered = entered_dice(batch.state.manual_dice, entries, _rolling(plan), "Resolve")
    awaiting = _awaited_players(plan, entered, command.actor)
    if batch.state.manual_dice_confirmation and awaiting:
        if len(awaiting) > 1:
            raise InvalidCommand(
                "Resolve: faces for the troopers of one other player at a time "
                f"(entered for {', '.join(sorted(awaiting))})"
            )
        batch.emit(
            DiceEntered(
                order=order.number,
                by=command.actor,
                awaiting=awaiting.pop(),
                dice=entered_rolls(entered.items()),
            )
        )
        return
    _resolve_with(batch, order, plan, entered)


def confirm_dice(batch: Batch, command: ConfirmDice) -> None:
    order = require_open_order(batch.state, command.order)
    require_step(order, command)
    awaited = order.awaited_dice
    assert awaited is not None, "an order awaiting confirmation keeps the entered faces"
    require_awaited(command.actor, awaited.awaiting)
    if awaited.conclusion:
        confirm_conclusion(batch, order, command)
        return
    if recorded_or(command.saves, ()) or recorded_or(command.guts, ()):
        raise InvalidCommand(
            "ConfirmDice: the faces waiting are the order's rolls: replace them in dice"
        )
    plan = plan_order(batch.state)
    rolling = _rolling(plan)
    own = {name: dice for name, dice in rolling.items() if plan.side(name).player == command.actor}
    owners = {name: frozenset({plan.side(name).player}) for name in rolling}
    replaced = confirmed_replacements(
        batch.state, command.actor, command.dice, own, owners, "ConfirmDice"
    )
    batch.emit(
        DiceConfirmed(
            order=order.number,
            by=command.actor,
            replaced=entered_rolls(replaced.items()),
        )
    )
    entered = {entry.roll: entry.faces for entry in awaited.dice}
    _resolve_with(batch, order, plan, {**entered, **replaced})


def server_dice_needed(state: GameState) -> bool:
    """Whether the open order's resolution rolls any die (the server's, or faces entered)."""
    return any(_rolling(plan_order(state)).values())


def resolve_by_itself(batch: Batch, order: OpenOrder) -> None:
    """The order resolved as its active player's Resolve with no face entered resolves it:
    every die the server's (``carry_on``)."""
    _resolve_with(batch, order, plan_order(batch.state), {})


def _rolling(plan: RollPlan) -> dict[str, int]:
    """The sides that roll their own dice, and how many: a side sharing another's faces (an
    Impact Template's affected trooper) takes none of its own."""
    return {s.name: s.dice for s in plan.sides if s.shares_dice_with is None}


def _awaited_players(plan: RollPlan, entered: dict[str, tuple[int, ...]], actor: str) -> set[str]:
    """The players whose troopers' faces ``actor`` entered for them."""
    if actor == ORGANISER:
        return set()
    return {plan.side(name).player for name in entered} - {actor}


def _resolve_with(
    batch: Batch, order: OpenOrder, plan: RollPlan, entered: dict[str, tuple[int, ...]]
) -> None:
    batch.emit(
        ResolutionBegan(
            order=order.number,
            rolls=len(plan.rolls),
            lost=plan.lost,
            choices=pending_choices(plan),
        )
    )
    _make_rolls(batch, order.number, plan, entered)
    attack_sides = {
        (side.trooper, side.effect.target): side.name
        for side in plan.sides
        if side.effect is not None
    }
    for template in resolve_templates(batch.state, attack_sides):
        batch.emit(template)
    emit_deployable_attacks(batch)
    emit_placements(batch)


def _make_rolls(
    batch: Batch, order: int, plan: RollPlan, entered: dict[str, tuple[int, ...]]
) -> None:
    rolled: dict[str, tuple[int, ...]] = {}
    for index, planned in enumerate(plan.rolls):
        # A side in two rolls (an active Dodge facing two AROs) rolls its dice only once.
        fresh = [
            (name, plan.side(name).dice)
            for name in planned.sides
            if name not in rolled and plan.side(name).shares_dice_with is None
        ]
        faces, draws = batch.faces_for(fresh, entered)
        rolled.update(faces)
        for name in planned.sides:
            shared = plan.side(name).shares_dice_with
            if shared is not None:
                rolled[name] = rolled[shared]
        inputs = [rolling(spec, rolled[spec.name]) for spec in map(plan.side, planned.sides)]
        roll = record_roll(planned.kind, inputs, batch.state.edition)
        batch.emit(OrderRollMade(order=order, index=index, roll=roll, draws=draws))
