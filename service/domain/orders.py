"""Turns and the declaring steps of the Order Expenditure Sequence.

Tactical Phase: the active player's order pool is counted (one Regular Order per Regular
trooper that is not Unconscious or Dead, Irregular troopers keep their own, the Lieutenant
adds one Lieutenant Order). Then each order: activation (spend the order, declare the first
skill), AROs, the second skill, AROs of troopers that did not react yet.
"""

from __future__ import annotations

from service.domain.access import require_acts_for, require_live
from service.domain.batch import Batch
from service.domain.commands import (
    ActivateTrooper,
    DeclareAro,
    DeclareSecondSkill,
    EndTurn,
    StartTurn,
    WithdrawDeclaration,
)
from service.domain.errors import InvalidCommand, StateConflict
from service.domain.events import (
    AroDeclared,
    DeclarationWithdrawn,
    SecondSkillDeclared,
    TrooperActivated,
    TurnEnded,
    TurnStarted,
)
from service.domain.skill_checks import check_second_skill, check_skill
from service.domain.state import GameState, OpenOrder, OrderPool
from service.domain.troopers import OrderType, Trooper


def _running_turn(state: GameState) -> tuple[str, OrderPool]:
    require_live(state)
    if state.phase != "orders" or state.active_player is None or state.pool is None:
        raise StateConflict("no turn is running")
    return state.active_player, state.pool


def _open_order(state: GameState, *, declaring: bool) -> OpenOrder:
    require_live(state)
    order = state.open_order
    if order is None:
        raise StateConflict("no order is open")
    if declaring and order.step not in ("first_aros", "second_aros"):
        raise StateConflict(f"order {order.number} is past its declarations ({order.step})")
    return order


def _known_trooper(state: GameState, trooper_id: str) -> Trooper:
    trooper = state.trooper(trooper_id)
    if trooper is None:
        raise InvalidCommand(f"no trooper {trooper_id!r}")
    return trooper


def _able(trooper: Trooper) -> None:
    if not trooper.can_act:
        raise InvalidCommand(f"{trooper.trooper_id!r} is {trooper.state.capitalize()}")


def start_turn(batch: Batch, command: StartTurn) -> None:
    state = batch.state
    require_live(state)
    require_acts_for(command.actor, command.player, "only a player starts their own turn")
    if command.player not in state.players:
        raise InvalidCommand(f"{command.player!r} does not play this game")
    if state.phase == "orders":
        raise StateConflict(f"turn {state.turn} of {state.active_player!r} is still running")
    if command.player == state.previous_player:
        raise InvalidCommand(f"{command.player!r} played the last turn")
    fit = [t for t in state.troopers_of(command.player) if t.can_act]
    batch.emit(
        TurnStarted(
            turn=state.turn + 1,
            player=command.player,
            regular_orders=sum(1 for t in fit if t.regular),
            irregular_orders=tuple(t.trooper_id for t in fit if not t.regular),
            lieutenant_orders=int(any(t.lieutenant for t in fit)),
        )
    )


def _check_order_available(pool: OrderPool, trooper: Trooper, order_type: OrderType) -> None:
    if order_type == "regular" and pool.regular < 1:
        raise InvalidCommand("no Regular Orders left")
    if order_type == "irregular" and trooper.trooper_id not in pool.irregular:
        raise InvalidCommand(f"{trooper.trooper_id!r} has no Irregular Order left")
    if order_type == "lieutenant":
        if not trooper.lieutenant:
            raise InvalidCommand("only the Lieutenant spends the Lieutenant Order")
        if pool.lieutenant < 1:
            raise InvalidCommand("no Lieutenant Order left")


def activate_trooper(batch: Batch, command: ActivateTrooper) -> None:
    state = batch.state
    active_player, pool = _running_turn(state)
    if state.open_order is not None:
        raise StateConflict(f"order {state.open_order.number} is still open")
    trooper = _known_trooper(state, command.trooper)
    require_acts_for(command.actor, trooper.player, f"{trooper.trooper_id!r} is not yours")
    if trooper.player != active_player:
        raise InvalidCommand(f"not your turn: it is {active_player!r}'s")
    _able(trooper)
    _check_order_available(pool, trooper, command.order_type)
    check_skill(state, trooper, command.skill, active=True)
    batch.emit(
        TrooperActivated(
            order=state.last_order_number + 1,
            trooper=trooper.trooper_id,
            order_type=command.order_type,
            skill=command.skill,
        )
    )


def declare_aro(batch: Batch, command: DeclareAro) -> None:
    state = batch.state
    order = _open_order(state, declaring=True)
    trooper = _known_trooper(state, command.trooper)
    require_acts_for(command.actor, trooper.player, f"{trooper.trooper_id!r} is not yours")
    if trooper.player == order.player:
        raise InvalidCommand("AROs are declared by the reactive player's troopers")
    _able(trooper)
    if order.declaration_of(trooper.trooper_id) is not None:
        raise InvalidCommand(f"{trooper.trooper_id!r} already declared an ARO in this order")
    check_skill(state, trooper, command.skill, active=False)
    batch.emit(
        AroDeclared(
            order=order.number,
            trooper=trooper.trooper_id,
            skill=command.skill,
            after_second_skill=order.step == "second_aros",
        )
    )


def declare_second_skill(batch: Batch, command: DeclareSecondSkill) -> None:
    state = batch.state
    order = _open_order(state, declaring=True)
    require_acts_for(command.actor, order.player, "the second skill is the active player's")
    if order.step != "first_aros":
        raise StateConflict(f"order {order.number} already has its second skill")
    check_second_skill(order.activation.skill, command.skill)
    check_skill(state, _known_trooper(state, order.trooper), command.skill, active=True)
    batch.emit(SecondSkillDeclared(order=order.number, trooper=order.trooper, skill=command.skill))


def withdraw_declaration(batch: Batch, command: WithdrawDeclaration) -> None:
    state = batch.state
    order = _open_order(state, declaring=True)
    last = order.declarations[-1]
    owner = _known_trooper(state, last.trooper).player
    require_acts_for(command.actor, owner, "only the last declaration's owner withdraws it")
    batch.emit(DeclarationWithdrawn(order=order.number, trooper=last.trooper, kind=last.kind))


def end_turn(batch: Batch, command: EndTurn) -> None:
    state = batch.state
    active_player, pool = _running_turn(state)
    require_acts_for(command.actor, active_player, "only the active player ends the turn")
    if state.open_order is not None:
        raise StateConflict(f"order {state.open_order.number} is still open")
    batch.emit(TurnEnded(turn=state.turn, player=active_player, unused_orders=pool.total))
