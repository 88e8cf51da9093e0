"""evolve: a state and one event give the next state; fold: a whole history gives a state.

evolve trusts nothing: an event that does not fit the state (an ARO with no order open, a
roll after the order concluded) is rejected, so a log that was tampered with, or a decider
bug, surfaces at once instead of producing a state no game could be in.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

import msgspec

from service.domain.events import (
    AroDeclared,
    DeclarationWithdrawn,
    DieDiscarded,
    Event,
    GameCreated,
    GameEnded,
    GutsRollMade,
    OrderConcluded,
    OrderRollMade,
    OrderVoided,
    RerollMade,
    ResolutionBegan,
    RollMade,
    SavingRollsMade,
    SecondSkillDeclared,
    TrooperActivated,
    TrooperAdded,
    TrooperWounded,
    TurnEnded,
    TurnStarted,
)
from service.domain.state import (
    ConditionChange,
    Declaration,
    GameState,
    OpenOrder,
    OrderPool,
    ResolvedOrder,
    Step,
    initial_state,
)
from service.domain.troopers import OrderType, Trooper, TrooperState

S = TypeVar("S", bound=msgspec.Struct)


class EventRejectedError(ValueError):
    """An event that cannot follow the state it is applied to."""


def _replace(struct: S, **changes: Any) -> S:
    return msgspec.structs.replace(struct, **changes)


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise EventRejectedError(message)


def _live(state: GameState) -> None:
    _check(state.created, "the game has not been created")
    _check(not state.ended, "the game has ended")


def _open(state: GameState, order: int, *steps: Step) -> OpenOrder:
    _live(state)
    current = state.open_order
    _check(current is not None and current.number == order, f"order {order} is not open")
    assert current is not None
    _check(current.step in steps, f"order {order} is at step {current.step}, not {steps}")
    return current


def _with_order(state: GameState, order: OpenOrder | None) -> GameState:
    return _replace(state, open_order=order)


def _game_created(state: GameState, event: GameCreated) -> GameState:
    _check(not state.created, "the game already exists")
    return _replace(
        state,
        game_id=event.game_id,
        edition=event.edition,
        players=event.players,
        client_seed=event.client_seed,
        manual_dice=event.manual_dice,
        seed_commitment=event.seed_commitment,
        phase="setup",
    )


def _trooper_added(state: GameState, event: TrooperAdded) -> GameState:
    _live(state)
    trooper = event.trooper
    _check(trooper.player in state.players, f"{trooper.player!r} does not play this game")
    _check(state.trooper(trooper.trooper_id) is None, f"{trooper.trooper_id!r} already exists")
    _check((trooper.wounds, trooper.state) == (0, "normal"), "a trooper joins unhurt")
    return _replace(state, troopers=(*state.troopers, trooper))


def _turn_started(state: GameState, event: TurnStarted) -> GameState:
    _live(state)
    _check(state.phase in ("setup", "between_turns"), f"a turn cannot start in {state.phase}")
    _check(event.turn == state.turn + 1, f"turn {event.turn} does not follow {state.turn}")
    _check(event.player in state.players, f"{event.player!r} does not play this game")
    pool = OrderPool(
        player=event.player,
        regular=event.regular_orders,
        irregular=event.irregular_orders,
        lieutenant=event.lieutenant_orders,
    )
    return _replace(state, phase="orders", turn=event.turn, active_player=event.player, pool=pool)


def _spend(pool: OrderPool, order_type: OrderType, trooper: str) -> OrderPool:
    if order_type == "regular":
        _check(pool.regular > 0, "no Regular Order left")
        return _replace(pool, regular=pool.regular - 1)
    if order_type == "irregular":
        _check(trooper in pool.irregular, f"{trooper!r} has no Irregular Order left")
        return _replace(pool, irregular=tuple(t for t in pool.irregular if t != trooper))
    _check(pool.lieutenant > 0, "no Lieutenant Order left")
    return _replace(pool, lieutenant=pool.lieutenant - 1)


def _refund(pool: OrderPool, order_type: OrderType, trooper: str) -> OrderPool:
    if order_type == "regular":
        return _replace(pool, regular=pool.regular + 1)
    if order_type == "irregular":
        return _replace(pool, irregular=(*pool.irregular, trooper))
    return _replace(pool, lieutenant=pool.lieutenant + 1)


def _trooper_activated(state: GameState, event: TrooperActivated) -> GameState:
    _live(state)
    _check(state.phase == "orders" and state.pool is not None, "no turn is running")
    assert state.pool is not None
    _check(state.open_order is None, "an order is already open")
    _check(event.order > state.last_order_number, f"order {event.order} was already given")
    trooper = state.trooper(event.trooper)
    _check(trooper is not None and trooper.can_act, f"{event.trooper!r} cannot act")
    assert trooper is not None
    _check(trooper.player == state.active_player, f"{event.trooper!r} is not the active player's")
    order = OpenOrder(
        number=event.order,
        turn=state.turn,
        player=trooper.player,
        trooper=trooper.trooper_id,
        order_type=event.order_type,
        step="first_aros",
        declarations=(
            Declaration(trooper=trooper.trooper_id, kind="activation", skill=event.skill),
        ),
    )
    return _replace(
        state,
        pool=_spend(state.pool, event.order_type, trooper.trooper_id),
        open_order=order,
        last_order_number=event.order,
    )


def _aro_declared(state: GameState, event: AroDeclared) -> GameState:
    order = _open(state, event.order, "first_aros", "second_aros")
    _check(
        event.after_second_skill == (order.step == "second_aros"),
        "an ARO's step does not match the order's",
    )
    _check(order.declaration_of(event.trooper) is None, f"{event.trooper!r} already declared")
    trooper = state.trooper(event.trooper)
    _check(trooper is not None and trooper.can_act, f"{event.trooper!r} cannot react")
    assert trooper is not None
    _check(trooper.player != order.player, "the active player's troopers do not react")
    declaration = Declaration(
        trooper=event.trooper,
        kind="aro",
        skill=event.skill,
        after_second_skill=event.after_second_skill,
    )
    return _with_order(state, _replace(order, declarations=(*order.declarations, declaration)))


def _second_skill_declared(state: GameState, event: SecondSkillDeclared) -> GameState:
    order = _open(state, event.order, "first_aros")
    _check(event.trooper == order.trooper, "only the active trooper declares a second skill")
    declaration = Declaration(trooper=event.trooper, kind="second_skill", skill=event.skill)
    return _with_order(
        state,
        _replace(order, step="second_aros", declarations=(*order.declarations, declaration)),
    )


def _declaration_withdrawn(state: GameState, event: DeclarationWithdrawn) -> GameState:
    order = _open(state, event.order, "first_aros", "second_aros")
    last = order.declarations[-1]
    _check(
        (last.trooper, last.kind) == (event.trooper, event.kind),
        "only the last declaration can be withdrawn",
    )
    if last.kind == "activation":
        assert state.pool is not None
        return _replace(
            state, open_order=None, pool=_refund(state.pool, order.order_type, order.trooper)
        )
    step: Step = "first_aros" if last.kind == "second_skill" else order.step
    return _with_order(state, _replace(order, step=step, declarations=order.declarations[:-1]))


def _step_after_rolls(order: OpenOrder) -> Step:
    if len(order.rolls) < order.expected_rolls:
        return "rolling"
    return "choices" if order.pending else "effects"


def _resolution_began(state: GameState, event: ResolutionBegan) -> GameState:
    order = _open(state, event.order, "first_aros", "second_aros")
    _check(event.rolls >= 0, "a negative number of rolls")
    _check(
        all(0 <= choice.index < event.rolls for choice in event.choices),
        "a choice refers to a roll that will not be made",
    )
    order = _replace(order, expected_rolls=event.rolls, lost=event.lost, pending=event.choices)
    return _with_order(state, _replace(order, step=_step_after_rolls(order)))


def _order_roll_made(state: GameState, event: OrderRollMade) -> GameState:
    order = _open(state, event.order, "rolling")
    _check(event.index == len(order.rolls), f"roll {event.index} is out of sequence")
    order = _replace(order, rolls=(*order.rolls, event.roll))
    return _with_order(state, _replace(order, step=_step_after_rolls(order)))


def _choice_made(state: GameState, event: DieDiscarded | RerollMade) -> GameState:
    order = _open(state, event.order, "choices")
    head = order.pending[0]
    kind = "discard" if isinstance(event, DieDiscarded) else "reroll"
    _check(
        (head.kind, head.index, head.side) == (kind, event.index, event.side),
        f"the next choice is {head.kind} for {head.side!r} in roll {head.index}",
    )
    index = event.index
    rolls = (*order.rolls[:index], event.roll, *order.rolls[index + 1 :])
    order = _replace(order, rolls=rolls, pending=order.pending[1:])
    return _with_order(state, _replace(order, step=_step_after_rolls(order)))


def _saving_rolls_made(state: GameState, event: SavingRollsMade) -> GameState:
    order = _open(state, event.order, "effects")
    _check(state.trooper(event.trooper) is not None, f"no trooper {event.trooper!r}")
    return _with_order(state, _replace(order, saves=(*order.saves, event)))


def _merge_change(
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


def _with_condition(
    state: GameState, trooper_id: str, wounds: int, condition: TrooperState
) -> GameState:
    troopers = tuple(
        _replace(t, wounds=wounds, state=condition) if t.trooper_id == trooper_id else t
        for t in state.troopers
    )
    return _replace(state, troopers=troopers)


def _trooper_wounded(state: GameState, event: TrooperWounded) -> GameState:
    order = _open(state, event.order, "effects")
    trooper = state.trooper(event.trooper)
    _check(trooper is not None, f"no trooper {event.trooper!r}")
    assert trooper is not None
    _check(
        (trooper.wounds, trooper.state) == (event.wounds_before, event.state_before),
        f"{event.trooper!r} is not in the condition the event starts from",
    )
    changes = _merge_change(order.changes, trooper, event.wounds, event.state)
    state = _with_condition(state, event.trooper, event.wounds, event.state)
    return _with_order(state, _replace(order, changes=changes))


def _guts_roll_made(state: GameState, event: GutsRollMade) -> GameState:
    order = _open(state, event.order, "effects")
    return _with_order(state, _replace(order, guts=(*order.guts, event)))


def _order_concluded(state: GameState, event: OrderConcluded) -> GameState:
    order = _open(state, event.order, "effects")
    resolved = ResolvedOrder(
        number=order.number,
        turn=order.turn,
        player=order.player,
        trooper=order.trooper,
        order_type=order.order_type,
        declarations=order.declarations,
        lost=order.lost,
        rolls=order.rolls,
        saves=order.saves,
        guts=order.guts,
        changes=order.changes,
    )
    return _replace(state, open_order=None, resolved_orders=(*state.resolved_orders, resolved))


def _order_voided(state: GameState, event: OrderVoided) -> GameState:
    _live(state)
    _check(state.open_order is None, "an order is open")
    target = state.resolved_order(event.order)
    _check(target is not None and not target.voided, f"order {event.order} cannot be voided")
    for condition in event.restored:
        _check(state.trooper(condition.trooper) is not None, f"no {condition.trooper!r}")
        state = _with_condition(state, condition.trooper, condition.wounds, condition.state)
    orders = tuple(
        _replace(o, voided=True, void_reason=event.reason) if o.number == event.order else o
        for o in state.resolved_orders
    )
    return _replace(state, resolved_orders=orders)


def _turn_ended(state: GameState, event: TurnEnded) -> GameState:
    _live(state)
    _check(state.phase == "orders", "no turn is running")
    _check(state.open_order is None, "an order is open")
    _check(
        (event.turn, event.player) == (state.turn, state.active_player),
        f"turn {event.turn} of {event.player!r} is not the running turn",
    )
    return _replace(
        state, phase="between_turns", active_player=None, previous_player=event.player, pool=None
    )


def _roll_made(state: GameState, event: RollMade) -> GameState:
    _live(state)
    return _replace(state, free_rolls=state.free_rolls + 1)


def _game_ended(state: GameState, event: GameEnded) -> GameState:
    _live(state)
    return _replace(state, phase="ended", ended=True)


def _dispatch(state: GameState, event: Event) -> GameState:
    match event:
        case GameCreated():
            return _game_created(state, event)
        case TrooperAdded():
            return _trooper_added(state, event)
        case TurnStarted():
            return _turn_started(state, event)
        case TrooperActivated():
            return _trooper_activated(state, event)
        case AroDeclared():
            return _aro_declared(state, event)
        case SecondSkillDeclared():
            return _second_skill_declared(state, event)
        case DeclarationWithdrawn():
            return _declaration_withdrawn(state, event)
        case ResolutionBegan():
            return _resolution_began(state, event)
        case OrderRollMade():
            return _order_roll_made(state, event)
        case DieDiscarded() | RerollMade():
            return _choice_made(state, event)
        case SavingRollsMade():
            return _saving_rolls_made(state, event)
        case TrooperWounded():
            return _trooper_wounded(state, event)
        case GutsRollMade():
            return _guts_roll_made(state, event)
        case OrderConcluded():
            return _order_concluded(state, event)
        case OrderVoided():
            return _order_voided(state, event)
        case TurnEnded():
            return _turn_ended(state, event)
        case RollMade():
            return _roll_made(state, event)
        case GameEnded():
            return _game_ended(state, event)


def evolve(state: GameState, event: Event) -> GameState:
    """The state after ``event``; its version is one more than before."""
    return _replace(_dispatch(state, event), version=state.version + 1)


def fold(events: Iterable[Event], state: GameState | None = None) -> GameState:
    """Replay a history, from the beginning or from ``state``."""
    current = initial_state() if state is None else state
    for event in events:
        current = evolve(current, event)
    return current
