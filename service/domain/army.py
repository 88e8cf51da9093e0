"""Army lists: the Combat Groups a player's troopers are in, and what the army costs.

Orders and the Order Pool (N5): a Combat Group holds at most ``GROUP_LIMIT`` Troopers, each
group has an Order Pool of its own, and its Regular Orders are spent by its own troopers only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

import msgspec

from service.domain.troopers import Trooper

GROUP_LIMIT = 10
"""The most Troopers one Combat Group holds (Orders and the Order Pool, N5)."""


class GroupSize(msgspec.Struct, frozen=True, kw_only=True):
    group: int
    troopers: int
    """Troopers in the group, each counting toward ``GROUP_LIMIT``."""


class Army(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    points: int
    """The army's cost: the Army Points of every trooper that gave them."""
    groups: tuple[GroupSize, ...]
    """The Combat Groups in number order; none when no trooper has a group."""


def group_sizes(troopers: Iterable[Trooper]) -> tuple[GroupSize, ...]:
    counts = Counter(t.group for t in troopers if t.group is not None)
    return tuple(GroupSize(group=g, troopers=n) for g, n in sorted(counts.items()))


def army_of(player: str, troopers: Iterable[Trooper]) -> Army:
    own = [t for t in troopers if t.player == player]
    points = sum(t.points for t in own if isinstance(t.points, int))
    return Army(player=player, points=points, groups=group_sizes(own))
