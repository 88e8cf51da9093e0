"""evolve for Command Tokens: a token spent is counted, and the uses the engine models change
the game (a trooper moved to another Combat Group, an Irregular Order made a Regular one)."""

from __future__ import annotations

from service.domain._evolve.guards import check, check_live, replace
from service.domain.events import CommandTokenSpent, GroupOrders
from service.domain.state import GameState, OrderPool
from service.domain.troopers import Trooper


def _gave_regular_order(state: GameState, pool: OrderPool, trooper: Trooper) -> bool:
    """Whether the Order Count put this trooper's Order in its group's Regular pool."""
    return (
        trooper.can_act
        and trooper.trooper_id not in pool.irregular
        and "possessed" not in state.states_of(trooper.trooper_id)
    )


def _with_group(pool: OrderPool, group: int) -> OrderPool:
    if any(g.group == group for g in pool.groups):
        return pool
    groups = sorted((*pool.groups, GroupOrders(group=group, regular=0)), key=lambda g: g.group)
    return replace(pool, groups=tuple(groups))


def _moved(state: GameState, event: CommandTokenSpent) -> GameState:
    trooper = state.trooper(event.trooper or "")
    check(trooper is not None and trooper.player == event.player, "no such trooper to move")
    check(event.combat_group is not None, "a move names its Combat Group")
    assert trooper is not None
    assert event.combat_group is not None
    check(trooper.group == event.from_group, f"{trooper.trooper_id!r} is not in that group")
    moved = replace(trooper, combat_group=event.combat_group)
    troopers = tuple(moved if t.trooper_id == trooper.trooper_id else t for t in state.troopers)
    pool = state.pool
    if pool is not None and pool.player == event.player and pool.groups:
        pool = _with_group(pool, event.combat_group)
        if _gave_regular_order(state, pool, trooper):
            pool = pool.spending_regular(trooper.group, -1)
            pool = pool.spending_regular(event.combat_group, 1)
    return replace(state, troopers=troopers, pool=pool)


def _made_regular(state: GameState, event: CommandTokenSpent) -> GameState:
    pool = state.pool
    trooper = state.trooper(event.trooper or "")
    check(pool is not None and trooper is not None, "no Order Pool or trooper")
    assert pool is not None
    assert trooper is not None
    check(trooper.trooper_id in pool.irregular, f"{trooper.trooper_id!r} has no Irregular Order")
    irregular = tuple(t for t in pool.irregular if t != trooper.trooper_id)
    pool = replace(pool, irregular=irregular).spending_regular(trooper.group, 1)
    return replace(state, pool=pool)


def _orders_removed(state: GameState, event: CommandTokenSpent) -> GameState:
    pool = state.pool
    check(pool is not None and pool.player != event.player, "no opponent's pool to remove from")
    assert pool is not None
    groups: tuple[int | None, ...] = event.removed_from or (None, None)
    check(len(groups) == 2, "two Regular Orders are removed")
    for group in groups:
        left = pool.regular if group is None else pool.group_regular(group)
        check(left > 0, f"no Regular Order left to remove from {group}")
        pool = pool.spending_regular(group, -1)
    return replace(state, pool=pool)


def command_token_spent(state: GameState, event: CommandTokenSpent) -> GameState:
    check_live(state)
    check(event.player in state.players, f"{event.player!r} does not play this game")
    check(
        state.command_tokens_left(event.player) > 0,
        f"{event.player!r} has no Command Token left",
    )
    state = replace(state, command_tokens=(*state.command_tokens, event))
    if event.use == "move_to_combat_group":
        return _moved(state, event)
    if event.use == "irregular_to_regular":
        return _made_regular(state, event)
    if event.use == "remove_two_regular_orders":
        return _orders_removed(state, event)
    return state
