"""evolve for an order's declarations: the activation that spends an order, AROs, the second
skill, and withdrawing the last declaration (which refunds a withdrawn activation).
"""

from __future__ import annotations

import msgspec

from service.domain._evolve.guards import (
    check,
    check_live,
    in_step,
    open_order_in_step,
    replace,
    with_order,
)
from service.domain.events import (
    AroDeclared,
    CommandTokenSpent,
    DeclarationKind,
    DeclarationWithdrawn,
    NoAroDeclared,
    SecondSkillDeclared,
    TrooperActivated,
)
from service.domain.hidden import spends_kept_order
from service.domain.state import Declaration, GameState, OpenOrder, OrderPool, Step
from service.domain.troopers import OrderType


def _spend(pool: OrderPool, order_type: OrderType, trooper: str, group: int | None) -> OrderPool:
    if order_type == "impetuous":
        check(trooper in pool.impetuous, f"{trooper!r} has no Impetuous Order left")
        return replace(pool, impetuous=tuple(t for t in pool.impetuous if t != trooper))
    # The first Order of the pool ends the Impetuous Phase: unspent Impetuous Orders are lost.
    return _spend_from_pool(replace(pool, impetuous=()), order_type, trooper, group)


def _spend_from_pool(
    pool: OrderPool, order_type: OrderType, trooper: str, group: int | None
) -> OrderPool:
    if order_type == "regular":
        check(pool.regular > 0, "no Regular Order left")
        # A Combat Group spends only its own Regular Orders (Orders and the Order Pool, N5).
        check(not pool.groups or group is not None, f"{trooper!r} is in no Combat Group")
        check(group is None or pool.group_regular(group) > 0, f"none left in group {group}")
        return pool.spending_regular(group, -1)
    if order_type == "irregular":
        check(trooper in pool.irregular, f"{trooper!r} has no Irregular Order left")
        return replace(pool, irregular=tuple(t for t in pool.irregular if t != trooper))
    check(pool.lieutenant > 0, "no Lieutenant Order left")
    return replace(pool, lieutenant=pool.lieutenant - 1)


def _refund(pool: OrderPool, order_type: OrderType, trooper: str, group: int | None) -> OrderPool:
    if order_type == "regular":
        return pool.spending_regular(group, +1)
    if order_type == "irregular":
        return replace(pool, irregular=(*pool.irregular, trooper))
    if order_type == "impetuous":
        return replace(pool, impetuous=(*pool.impetuous, trooper))
    return replace(pool, lieutenant=pool.lieutenant + 1)


def _fireteam_members(state: GameState, event: TrooperActivated) -> tuple[str, ...]:
    if isinstance(event.fireteam, msgspec.UnsetType):
        return ()
    fireteam = state.fireteam_of(event.trooper)
    check(
        fireteam is not None
        and fireteam.leader == event.trooper
        and event.order_type == "regular"
        and set(event.fireteam) == set(fireteam.members) - {event.trooper},
        f"{event.trooper!r} does not lead a Fireteam of {list(event.fireteam)}",
    )
    return event.fireteam


def _coordinated(state: GameState, event: TrooperActivated) -> tuple[str, ...]:
    """A Coordinated Order's other participants: the Spearhead's controller's, of its Combat
    Group, able to act, on a Regular Order just paid for with a Command Token."""
    if isinstance(event.coordinated, msgspec.UnsetType):
        return ()
    spearhead = state.trooper(event.trooper)
    assert spearhead is not None
    tokens = state.command_tokens
    check(
        event.order_type == "regular"
        and bool(tokens)
        and tokens[-1].use == "coordinated_order"
        and tokens[-1].player == state.controller_of(spearhead),
        "a Coordinated Order follows its Command Token and spends a Regular Order",
    )
    for trooper_id in event.coordinated:
        trooper = state.trooper(trooper_id)
        check(
            trooper is not None
            and trooper.can_act
            and state.controller_of(trooper) == state.controller_of(spearhead)
            and state.order_group(trooper) == state.order_group(spearhead),
            f"{trooper_id!r} cannot take part in {event.trooper!r}'s Coordinated Order",
        )
    return event.coordinated


def trooper_activated(state: GameState, event: TrooperActivated) -> GameState:
    check_live(state)
    check(state.phase == "orders" and state.pool is not None, "no turn is running")
    assert state.pool is not None
    in_step(state, event)
    check(event.order > state.last_order_number, f"order {event.order} was already given")
    trooper = state.trooper(event.trooper)
    check(trooper is not None and trooper.can_act, f"{event.trooper!r} cannot act")
    assert trooper is not None
    controller = state.controller_of(trooper)
    check(controller == state.active_player, f"{event.trooper!r} is not the active player's")
    order = OpenOrder(
        number=event.order,
        turn=state.turn,
        player=controller,
        trooper=trooper.trooper_id,
        order_type=event.order_type,
        step="first_aros",
        declarations=(
            Declaration(trooper=trooper.trooper_id, kind="activation", skill=event.skill),
        ),
        fireteam=_fireteam_members(state, event),
        coordinated=_coordinated(state, event),
        kept_order=trooper.trooper_id in state.pool.kept,
        when_possible=("activation",) if event.conclude == "when-possible" else (),
    )
    pool = state.pool
    spends_kept = spends_kept_order(pool, trooper.trooper_id, event.order_type)
    if order.kept_order:
        # Its first Order places it on the table: the Order kept for it is spent, or lost.
        pool = replace(pool, kept=tuple(t for t in pool.kept if t != trooper.trooper_id))
    if not spends_kept:
        pool = _spend(pool, event.order_type, trooper.trooper_id, state.order_group(trooper))
    seen = state.seen_lieutenants
    if event.order_type == "lieutenant" and trooper.trooper_id not in seen:
        # Seen to spend the Lieutenant Special Order: the Lieutenant is Open (Lieutenant, N5).
        seen = (*seen, trooper.trooper_id)
    return replace(
        state,
        pool=pool,
        open_order=order,
        last_order_number=event.order,
        seen_lieutenants=seen,
    )


def aro_declared(state: GameState, event: AroDeclared) -> GameState:
    order = open_order_in_step(state, event)
    check(
        event.after_second_skill == (order.step == "second_aros"),
        "an ARO's step does not match the order's",
    )
    check(order.declaration_of(event.trooper) is None, f"{event.trooper!r} already declared")
    trooper = state.trooper(event.trooper)
    check(trooper is not None and trooper.can_act, f"{event.trooper!r} cannot react")
    assert trooper is not None
    check(state.controller_of(trooper) != order.player, "the active player's troopers do not react")
    check(
        state.controller_of(trooper) not in order.passed_now,
        f"{state.controller_of(trooper)!r} declared no ARO at this step",
    )
    declaration = Declaration(
        trooper=event.trooper,
        kind="aro",
        skill=event.skill,
        after_second_skill=event.after_second_skill,
    )
    return with_order(state, replace(order, declarations=(*order.declarations, declaration)))


def second_skill_declared(state: GameState, event: SecondSkillDeclared) -> GameState:
    order = open_order_in_step(state, event)
    check(event.trooper == order.trooper, "only the active trooper declares a second skill")
    declaration = Declaration(trooper=event.trooper, kind="second_skill", skill=event.skill)
    asked: tuple[DeclarationKind, ...] = ("second_skill",) if event.conclude else ()
    return with_order(
        state,
        replace(
            order,
            step="second_aros",
            declarations=(*order.declarations, declaration),
            when_possible=(*order.when_possible, *asked),
        ),
    )


def no_aro_declared(state: GameState, event: NoAroDeclared) -> GameState:
    order = open_order_in_step(state, event)
    check(
        event.after_second_skill == (order.step == "second_aros"),
        "a no ARO's step does not match the order's",
    )
    check(
        event.player in state.players and event.player != order.player,
        "only a Reactive Player declares no ARO",
    )
    check(event.player not in order.passed_now, f"{event.player!r} already declared no ARO")
    return with_order(state, replace(order, passed=(*order.passed, event)))


def _token_refunded(state: GameState, order: OpenOrder) -> tuple[CommandTokenSpent, ...]:
    """A withdrawn Coordinated Order gives its Command Token back, as it gives its Order back:
    the player's last one spent for a Coordinated Order."""
    tokens = state.command_tokens
    if not order.coordinated:
        return tokens
    paid = [
        i for i, t in enumerate(tokens) if t.use == "coordinated_order" and t.player == order.player
    ]
    check(bool(paid), "no Command Token to give back")
    return tokens[: paid[-1]] + tokens[paid[-1] + 1 :]


def declaration_withdrawn(state: GameState, event: DeclarationWithdrawn) -> GameState:
    order = open_order_in_step(state, event)
    last = order.declarations[-1]
    check(
        (last.trooper, last.kind) == (event.trooper, event.kind),
        "only the last declaration can be withdrawn",
    )
    if last.kind == "activation":
        assert state.pool is not None
        trooper = state.trooper(order.trooper)
        group = None if trooper is None else state.order_group(trooper)
        pool = state.pool
        if order.kept_order:
            pool = replace(pool, kept=(*pool.kept, order.trooper))
        if not spends_kept_order(pool, order.trooper, order.order_type):
            pool = _refund(pool, order.order_type, order.trooper, group)
        return replace(
            state,
            open_order=None,
            pool=pool,
            withdrawn_orders=(*state.withdrawn_orders, order.number),
            command_tokens=_token_refunded(state, order),
        )
    step: Step = "first_aros" if last.kind == "second_skill" else order.step
    return with_order(
        state,
        replace(
            order,
            step=step,
            declarations=order.declarations[:-1],
            when_possible=tuple(k for k in order.when_possible if k != last.kind),
            passed=_passes_kept(state, order, last),
        ),
    )


def _passes_kept(
    state: GameState, order: OpenOrder, withdrawn: Declaration
) -> tuple[NoAroDeclared, ...]:
    """The no AROs that still stand once ``withdrawn`` is taken back: the second skill takes
    its step's with it; an ARO, its player's at its step (they may declare again)."""
    if withdrawn.kind == "second_skill":
        return tuple(p for p in order.passed if not p.after_second_skill)
    if withdrawn.kind != "aro":
        return order.passed
    trooper = state.trooper(withdrawn.trooper)
    player = None if trooper is None else state.controller_of(trooper)
    return tuple(
        p
        for p in order.passed
        if (p.player, p.after_second_skill) != (player, withdrawn.after_second_skill)
    )
