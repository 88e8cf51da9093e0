"""The Fireteam bonuses a roll of the order's Fireteam Leader takes (Fireteam Bonuses, N5):
+3 Discover and +1 Dodge from Level 3, +1 BS from Level 4, shown in the Success Value's MODs.
Only the leader's rolls in the Active Turn take them here."""

from __future__ import annotations

from collections.abc import Callable

from service.domain.declarations import ModEntry
from service.domain.state import GameState, OpenOrder
from service.rules import fireteams
from service.rules.values import Mod

BonusOf = Callable[[int], tuple[Mod, ...]]


def leader_bonus(
    state: GameState, order: OpenOrder, trooper_id: str, bonus: BonusOf
) -> tuple[ModEntry, ...]:
    """``bonus`` for the Fireteam's members when ``trooper_id`` is the leader the order
    activated; nothing for anyone else."""
    if trooper_id != order.trooper:
        return ()
    fireteam = state.fireteam_of(trooper_id)
    if fireteam is None or fireteam.leader != trooper_id:
        return ()
    return tuple(ModEntry(m.value, str(m.source), m.note) for m in bonus(len(fireteam.members)))


BS: BonusOf = fireteams.bs_mods
DODGE: BonusOf = fireteams.dodge_mods
DISCOVER: BonusOf = fireteams.discover_mods
