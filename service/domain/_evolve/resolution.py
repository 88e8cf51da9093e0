"""evolve for an order's resolution: its rolls, the dice choices, saves, Wounds, Guts Rolls,
the conclusion, and the voiding of a concluded order.
"""

from __future__ import annotations

from collections.abc import Callable

from service.domain._evolve.guards import (
    check,
    check_live,
    in_step,
    open_order_in_step,
    replace,
    with_order,
)
from service.domain.events import (
    ConclusionDiceConfirmed,
    ConclusionDiceEntered,
    ConclusionDiceWithdrawn,
    DiceConfirmed,
    DiceEntered,
    DieDiscarded,
    GutsRollMade,
    GutsRollWaived,
    OrderConcluded,
    OrderRollMade,
    OrderVoided,
    RerollMade,
    ResolutionBegan,
    SavingRollsMade,
    TemplateAttackResolved,
    TemplateOutcome,
    TrooperWounded,
)
from service.domain.state import (
    AwaitedDice,
    ConditionChange,
    GameState,
    OpenOrder,
    OrderChanges,
    Step,
    taking_part,
)
from service.domain.troopers import Trooper, TrooperState


def _step_after_rolls(order: OpenOrder) -> Step:
    if len(order.rolls) < order.expected_rolls:
        return "rolling"
    return "choices" if order.pending else "effects"


def dice_entered(state: GameState, event: DiceEntered) -> GameState:
    order = open_order_in_step(state, event)
    check(state.manual_dice_confirmation, "this game does not wait for dice to be confirmed")
    check(event.awaiting in state.players and event.awaiting != event.by, "nobody to confirm")
    awaited = AwaitedDice(
        by=event.by, awaiting=event.awaiting, dice=event.dice, declared_at=order.step
    )
    return with_order(state, replace(order, step="confirming", awaited_dice=awaited))


def dice_confirmed(state: GameState, event: DiceConfirmed) -> GameState:
    order = open_order_in_step(state, event)
    awaited = order.awaited_dice
    check(awaited is not None and awaited.awaiting == event.by, "not the awaited player")
    assert awaited is not None
    check(not awaited.conclusion, "the faces waiting are the conclusion's")
    return with_order(state, replace(order, step=awaited.declared_at, awaited_dice=None))


def conclusion_dice_entered(state: GameState, event: ConclusionDiceEntered) -> GameState:
    order = open_order_in_step(state, event)
    check(state.manual_dice_confirmation, "this game does not wait for dice to be confirmed")
    check(event.awaiting in state.players and event.awaiting != event.by, "nobody to confirm")
    check(bool(event.saves or event.guts), "no faces to confirm")
    awaited = AwaitedDice(
        by=event.by,
        awaiting=event.awaiting,
        dice=(),
        declared_at=order.step,
        saves=event.saves,
        guts=event.guts,
        courage=event.courage,
        dogged=event.dogged,
        bioimmunity=event.bioimmunity,
    )
    return with_order(state, replace(order, step="confirming", awaited_dice=awaited))


def _conclusion_dice_closed(
    state: GameState,
    event: ConclusionDiceConfirmed | ConclusionDiceWithdrawn,
    player: Callable[[AwaitedDice], str],
    refusal: str,
) -> GameState:
    """The conclusion's waiting faces settled, confirmed by the player they await or withdrawn
    by the one who entered them (`player` names which of the two `event.by` must be): the
    order goes back to its effects, nothing waiting."""
    order = open_order_in_step(state, event)
    awaited = order.awaited_dice
    check(awaited is not None and awaited.conclusion and player(awaited) == event.by, refusal)
    return with_order(state, replace(order, step="effects", awaited_dice=None))


def conclusion_dice_confirmed(state: GameState, event: ConclusionDiceConfirmed) -> GameState:
    return _conclusion_dice_closed(
        state, event, lambda awaited: awaited.awaiting, "no conclusion awaits this player"
    )


def conclusion_dice_withdrawn(state: GameState, event: ConclusionDiceWithdrawn) -> GameState:
    return _conclusion_dice_closed(
        state,
        event,
        lambda awaited: awaited.by,
        "no conclusion this player entered awaits confirmation",
    )


def resolution_began(state: GameState, event: ResolutionBegan) -> GameState:
    order = open_order_in_step(state, event)
    check(event.rolls >= 0, "a negative number of rolls")
    check(
        all(0 <= choice.index < event.rolls for choice in event.choices),
        "a choice refers to a roll that will not be made",
    )
    order = replace(order, expected_rolls=event.rolls, lost=event.lost, pending=event.choices)
    return with_order(state, replace(order, step=_step_after_rolls(order)))


def order_roll_made(state: GameState, event: OrderRollMade) -> GameState:
    order = open_order_in_step(state, event)
    check(event.index == len(order.rolls), f"roll {event.index} is out of sequence")
    order = replace(order, rolls=(*order.rolls, event.roll))
    return with_order(state, replace(order, step=_step_after_rolls(order)))


def template_attack_resolved(state: GameState, event: TemplateAttackResolved) -> GameState:
    order = open_order_in_step(state, event)
    check(not order.saves, "a template's hits come before the order's Saving Rolls")
    check(
        all(t.trooper != event.trooper for t in order.templates),
        f"{event.trooper!r}'s template is already resolved",
    )
    check_template_outcomes(state, event.affected)
    return with_order(state, replace(order, templates=(*order.templates, event)))


def check_template_outcomes(state: GameState, affected: tuple[TemplateOutcome, ...]) -> None:
    """What a template did, a weapon's or a Deployable's: known troopers, possible hits."""
    for outcome in affected:
        check(state.trooper(outcome.trooper) is not None, f"no trooper {outcome.trooper!r}")
        check(outcome.hits >= 0 and outcome.templates >= 1, "impossible template hits")


def choice_made(state: GameState, event: DieDiscarded | RerollMade) -> GameState:
    order = open_order_in_step(state, event)
    head = order.pending[0]
    kind = "discard" if isinstance(event, DieDiscarded) else "reroll"
    check(
        (head.kind, head.index, head.side) == (kind, event.index, event.side),
        f"the next choice is {head.kind} for {head.side!r} in roll {head.index}",
    )
    index = event.index
    rolls = (*order.rolls[:index], event.roll, *order.rolls[index + 1 :])
    order = replace(order, rolls=rolls, pending=order.pending[1:])
    return with_order(state, replace(order, step=_step_after_rolls(order)))


def saving_rolls_made(state: GameState, event: SavingRollsMade) -> GameState:
    order = open_order_in_step(state, event)
    check(state.trooper(event.trooper) is not None, f"no trooper {event.trooper!r}")
    return with_order(state, replace(order, saves=(*order.saves, event)))


def merge_change(
    changes: tuple[ConditionChange, ...], trooper: Trooper, wounds: int, state: TrooperState
) -> tuple[ConditionChange, ...]:
    """One change per trooper per order: the condition before the first, after the last."""
    earlier = next((c for c in changes if c.trooper == trooper.trooper_id), None)
    change = ConditionChange(
        trooper=trooper.trooper_id,
        wounds_before=trooper.wounds if earlier is None else earlier.wounds_before,
        state_before=trooper.state if earlier is None else earlier.state_before,
        wounds_after=wounds,
        state_after=state,
    )
    return (*(c for c in changes if c.trooper != trooper.trooper_id), change)


def with_condition(
    state: GameState, trooper_id: str, wounds: int, condition: TrooperState
) -> GameState:
    troopers = tuple(
        replace(t, wounds=wounds, state=condition) if t.trooper_id == trooper_id else t
        for t in state.troopers
    )
    return replace(state, troopers=troopers)


def trooper_wounded(state: GameState, event: TrooperWounded) -> GameState:
    order = open_order_in_step(state, event)
    trooper = state.trooper(event.trooper)
    check(trooper is not None, f"no trooper {event.trooper!r}")
    assert trooper is not None
    check(
        (trooper.wounds, trooper.state) == (event.wounds_before, event.state_before),
        f"{event.trooper!r} is not in the condition the event starts from",
    )
    changes = merge_change(order.changes, trooper, event.wounds, event.state)
    state = with_condition(state, event.trooper, event.wounds, event.state)
    return with_order(state, replace(order, changes=changes))


def guts_roll_made(state: GameState, event: GutsRollMade) -> GameState:
    order = open_order_in_step(state, event)
    return with_order(state, replace(order, guts=(*order.guts, event)))


def guts_roll_waived(state: GameState, event: GutsRollWaived) -> GameState:
    # Courage changes nothing in the state: the trooper simply holds its ground.
    open_order_in_step(state, event)
    return state


def order_concluded(state: GameState, event: OrderConcluded) -> GameState:
    order = open_order_in_step(state, event)
    took_part = sorted(taking_part(order) - set(state.took_part_in_orders))
    changes = state.order_changes
    if order.changes:
        changes = (*changes, OrderChanges(order=order.number, changes=order.changes))
    return replace(
        state,
        open_order=None,
        order_changes=changes,
        took_part_in_orders=(*state.took_part_in_orders, *took_part),
    )


def order_voided(state: GameState, event: OrderVoided) -> GameState:
    check_live(state)
    in_step(state, event)
    check(
        state.is_concluded(event.order) and event.order not in state.voided_orders,
        f"order {event.order} cannot be voided",
    )
    for condition in event.restored:
        check(state.trooper(condition.trooper) is not None, f"no {condition.trooper!r}")
        state = with_condition(state, condition.trooper, condition.wounds, condition.state)
    return _still_dogged(
        replace(
            state,
            voided_orders=(*state.voided_orders, event.order),
            order_changes=tuple(o for o in state.order_changes if o.order != event.order),
        )
    )


def _still_dogged(state: GameState) -> GameState:
    """A trooper the void restored below its VITA in Wounds no longer stands by Dogged."""
    kept = tuple(
        trooper_id
        for trooper_id in state.dogged
        if (trooper := state.trooper(trooper_id)) is None
        or trooper.wounds >= trooper.profile.vitality
    )
    return replace(state, dogged=kept)
