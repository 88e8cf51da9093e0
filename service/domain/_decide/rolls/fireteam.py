"""The Fireteam bonuses a roll of the order's Fireteam Leader takes (Fireteam Bonuses, N5):
BS Attack (+1 SD) from Level 2, +3 Discover and +1 Dodge from Level 3, +1 BS from Level 4,
the MODs shown in the Success Value's breakdown. In the Active Turn the leader's rolls take
them; in the Reactive Turn every member's ARO does (Fireteams in the Reactive Turn, N5: "all
the Fireteam members have all the bonuses that being part of a Fireteam provides")."""

from __future__ import annotations

from collections.abc import Callable

from service.domain.declarations import ModEntry
from service.domain.state import Fireteam, GameState, OpenOrder
from service.rules import fireteams
from service.rules.values import Mod

BonusOf = Callable[[int], tuple[Mod, ...]]


def leader_bonus(
    state: GameState, order: OpenOrder, trooper_id: str, bonus: BonusOf
) -> tuple[ModEntry, ...]:
    """``bonus`` for the Fireteam's members when ``trooper_id`` is the leader the order
    activated or a member reacting to it; nothing for anyone else."""
    fireteam = _led_by(state, order, trooper_id) or _reacting(state, order, trooper_id)
    if fireteam is None:
        return ()
    return tuple(ModEntry(m.value, str(m.source), m.note) for m in bonus(len(fireteam.members)))


def leader_special_die(state: GameState, order: OpenOrder, trooper_id: str) -> bool:
    """BS Attack (+1 SD) of Fireteam Level 2 and up, for the leader whose Regular Order
    activated the Fireteam with it (on an order it takes alone it acts as no Fireteam), and for
    every member in ARO."""
    led = _led_by(state, order, trooper_id)
    fireteam = led if led is not None and order.fireteam else _reacting(state, order, trooper_id)
    return fireteam is not None and fireteams.special_die(len(fireteam.members))


def _led_by(state: GameState, order: OpenOrder, trooper_id: str) -> Fireteam | None:
    """The Fireteam ``trooper_id`` leads when it is the trooper the order activated."""
    if trooper_id != order.trooper:
        return None
    fireteam = state.fireteam_of(trooper_id)
    if fireteam is None or fireteam.leader != trooper_id:
        return None
    return fireteam


def _reacting(state: GameState, order: OpenOrder, trooper_id: str) -> Fireteam | None:
    """The Fireteam of ``trooper_id`` when it is the reactive player's: every member, the
    leader or not, reacts with the Fireteam's bonuses."""
    fireteam = state.fireteam_of(trooper_id)
    if fireteam is None or fireteam.player == order.player:
        return None
    return fireteam


BS: BonusOf = fireteams.bs_mods
DODGE: BonusOf = fireteams.dodge_mods
DISCOVER: BonusOf = fireteams.discover_mods
