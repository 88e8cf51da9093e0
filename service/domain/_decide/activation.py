"""Activation, the first step of the Order Expenditure Sequence: spend an order from the pool
and declare the trooper's first skill; the order gets the next number, never reused."""

from __future__ import annotations

import msgspec

from service.domain._decide.batch import Batch
from service.domain._decide.coordinated import coordinated_token
from service.domain._decide.coordinated_attack import refuse_stray_shots, spearhead_burst_of
from service.domain._decide.fireteams import fireteam_activated
from service.domain._decide.hidden import (
    kept_order_kind,
    refuse_hidden,
    reveal_when_acting,
    spends_kept,
)
from service.domain._decide.private_lieutenant import reveal_for_lieutenant_order
from service.domain._decide.skill_checks import check_skill
from service.domain._decide.step_check import require_step
from service.domain._decide.trooper_checks import known_trooper, require_able
from service.domain._decide.turns import running_turn
from service.domain.access import require_acts_for
from service.domain.commands import ActivateTrooper
from service.domain.errors import InvalidCommand, NoGroupOrders, NotYourTurn, TacticalRuleRefused
from service.domain.events import TrooperActivated
from service.domain.state import OrderPool
from service.domain.troopers import OrderType, Trooper
from service.rules.hacking import order_refusal


def _check_order_available(
    pool: OrderPool, trooper: Trooper, order_type: OrderType, group: int | None, *, lieutenant: bool
) -> None:
    if order_type == "regular" and pool.regular < 1:
        own = trooper.trooper_id in pool.irregular
        # Loss of Lieutenant makes every trooper Irregular: say where its Order is.
        hint = f": {trooper.trooper_id!r} has its own Irregular Order (order_type irregular)"
        raise InvalidCommand("no Regular Orders left" + (hint if own else ""))
    if order_type == "regular" and pool.groups and group is None:
        raise InvalidCommand(
            f"{trooper.trooper_id!r} is in no Combat Group: a Regular Order is spent only by a "
            f"trooper of its group (Orders and the Order Pool, N5)"
        )
    if order_type == "regular" and group is not None and pool.group_regular(group) < 1:
        raise NoGroupOrders(
            f"no Regular Order left in Combat Group {group}: a Combat Group spends only its own "
            f"Order Pool, never another group's (Orders and the Order Pool, N5)"
        )
    if order_type == "irregular" and trooper.trooper_id not in pool.irregular:
        raise InvalidCommand(f"{trooper.trooper_id!r} has no Irregular Order left")
    if order_type == "impetuous" and trooper.trooper_id not in pool.impetuous:
        raise TacticalRuleRefused(
            f"{trooper.trooper_id!r} has no Impetuous Order: an Impetuous trooper is activated "
            f"once, in the Impetuous Phase, before any Order of the pool is spent; none in "
            f"Retreat! (Impetuous, N5)"
        )
    if order_type == "lieutenant":
        if not lieutenant:
            raise InvalidCommand("only the Lieutenant spends the Lieutenant Order")
        if pool.lieutenant < 1:
            raise InvalidCommand("no Lieutenant Order left")


def activate_trooper(batch: Batch, command: ActivateTrooper) -> None:
    state = batch.state
    active_player, pool = running_turn(state)
    require_step(state.open_order, command)
    trooper = known_trooper(state, command.trooper)
    controller = state.controller_of(trooper)
    by_owner = command.actor == trooper.player and controller != trooper.player
    why = order_refusal(state.states_of(trooper.trooper_id), command.order_type, by_owner=by_owner)
    if why is not None:
        raise InvalidCommand(f"{trooper.trooper_id!r} cannot be activated: {why}")
    require_acts_for(command.actor, controller, f"{trooper.trooper_id!r} is not yours")
    token = None
    if not isinstance(command.coordinated, msgspec.UnsetType):
        refuse_hidden(state, (trooper.trooper_id, *command.coordinated), "a Coordinated Order")
        token = coordinated_token(state, command, trooper, active_player)
    else:
        refuse_stray_shots(command.skill)
    if controller != active_player:
        raise NotYourTurn(f"not your turn: it is {active_player!r}'s")
    require_able(trooper)
    if command.order_type == "lieutenant":
        reveal_for_lieutenant_order(batch, trooper, command.lieutenant_opening)
    elif not isinstance(command.lieutenant_opening, msgspec.UnsetType):
        # Left unused it would still be recorded: a secret in the log that nothing revealed.
        raise InvalidCommand("a Lieutenant's reveal goes only with order_type lieutenant")
    reveal_when_acting(batch, trooper, command.skill, command.marker_opening)
    kind = kept_order_kind(state, trooper)
    if not spends_kept(pool, trooper, command.order_type, kind):
        _check_order_available(
            pool,
            trooper,
            command.order_type,
            state.order_group(trooper),
            lieutenant=batch.state.is_lieutenant(trooper),
        )
    spearhead = spearhead_burst_of(command.skill) if token is not None else None
    check_skill(state, trooper, command.skill, active=True, burst_of=spearhead)
    # A Fireteam acts on a Regular Order only (Fireteam Bonus Level 1, N5).
    members = fireteam_activated(state, trooper) if command.order_type == "regular" else ()
    if token is not None:
        batch.emit(token)
    batch.emit(
        TrooperActivated(
            order=state.last_order_number + 1,
            trooper=trooper.trooper_id,
            order_type=command.order_type,
            skill=command.skill,
            fireteam=members or msgspec.UNSET,
            coordinated=command.coordinated,
            conclude=command.conclude,
        )
    )
