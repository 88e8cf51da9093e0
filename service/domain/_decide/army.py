"""Army lists: a trooper's Combat Group and points when it is added or corrected, and the
Order Pool of each Combat Group when a turn starts (Orders and the Order Pool, N5)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import msgspec

from service.domain.army import GROUP_LIMIT
from service.domain.commands import AddTrooper, EditTrooper
from service.domain.errors import CombatGroupFull, InvalidCommand
from service.domain.events import GroupOrders
from service.domain.troopers import Trooper


def check_army_list(command: AddTrooper | EditTrooper, others: Iterable[Trooper]) -> None:
    """``others``: the player's other troopers, the one being corrected apart."""
    if isinstance(command.points, int) and command.points < 0:
        raise InvalidCommand(f"points are at least 0, not {command.points}")
    group = command.combat_group
    if isinstance(group, msgspec.UnsetType):
        return
    if group < 1:
        raise InvalidCommand(f"a combat group is numbered from 1, not {group}")
    require_room_in_group(group, others)


def require_room_in_group(group: int, troopers: Iterable[Trooper]) -> None:
    """A trooper may join Combat Group ``group`` of these troopers: it holds fewer than 10."""
    members = sum(1 for t in troopers if t.group == group)
    if members >= GROUP_LIMIT:
        raise CombatGroupFull(
            f"Combat Group {group} already holds {members} Troopers, the most a Combat Group "
            f"holds (Orders and the Order Pool, N5)"
        )


def group_orders(
    fit: Iterable[Trooper], regulars: Iterable[Trooper]
) -> tuple[GroupOrders, ...] | msgspec.UnsetType:
    """Each Combat Group of the troopers able to act (``fit``) with the Regular Orders its
    ``regulars`` give this turn; unset when the army is in no Combat Group, so that its turns
    are recorded as before there were groups."""
    fit = list(fit)
    ungrouped = [t.trooper_id for t in fit if t.group is None]
    if len(ungrouped) == len(fit):
        return msgspec.UNSET
    if ungrouped:
        raise InvalidCommand(
            f"{ungrouped[0]!r} is in no Combat Group while others are: every trooper of an army "
            f"list gives its Order to its Combat Group's Order Pool (Orders and the Order Pool, N5)"
        )
    counts = Counter(t.group for t in regulars)
    groups = sorted({t.group for t in fit if t.group is not None})
    return tuple(GroupOrders(group=g, regular=counts[g]) for g in groups)
