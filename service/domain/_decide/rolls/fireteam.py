"""The Fireteam bonuses a roll of the order's Fireteam Leader takes (Fireteam Bonuses, N5):
BS Attack (+1 SD) from Level 2, +3 Discover and +1 Dodge from Level 3, +1 BS from Level 4,
the MODs shown in the Success Value's breakdown. In the Active Turn the leader's rolls take
them; in the Reactive Turn every member's ARO does (Fireteams in the Reactive Turn, N5: "all
the Fireteam members have all the bonuses that being part of a Fireteam provides")."""

from __future__ import annotations

from collections.abc import Callable

from service.domain.declarations import ModEntry, skill_name
from service.domain.state import Fireteam, GameState, OpenOrder
from service.rules import fireteams
from service.rules.values import Mod

BonusOf = Callable[[int], tuple[Mod, ...]]


def leader_bonus(
    state: GameState, order: OpenOrder, trooper_id: str, bonus: BonusOf
) -> tuple[ModEntry, ...]:
    """``bonus`` for the Fireteam's members when ``trooper_id`` is the leader the order
    activated or a member reacting to it; nothing for anyone else."""
    members = _led_by(state, order, trooper_id) or _reacting(state, order, trooper_id)
    if members is None:
        return ()
    return tuple(ModEntry(m.value, str(m.source), m.note) for m in bonus(members))


def leader_special_die(state: GameState, order: OpenOrder, trooper_id: str) -> bool:
    """BS Attack (+1 SD) of Fireteam Level 2 and up, for the leader whose Regular Order
    activated the Fireteam with it (on an order it takes alone it acts as no Fireteam), and for
    every member in ARO."""
    led = _led_by(state, order, trooper_id)
    members = led if led is not None and order.fireteam else _reacting(state, order, trooper_id)
    return members is not None and fireteams.special_die(members)


def _led_by(state: GameState, order: OpenOrder, trooper_id: str) -> int | None:
    """The members of the Fireteam ``trooper_id`` leads when it is the trooper the order
    activated."""
    if trooper_id != order.trooper:
        return None
    fireteam = state.fireteam_of(trooper_id)
    if fireteam is None or fireteam.leader != trooper_id:
        return None
    return len(fireteam.members)


def aro_departures(state: GameState, fireteam: Fireteam, order: OpenOrder) -> tuple[str, ...]:
    """The members whose ARO is not the Fireteam's ARO (Fireteam Integrity, N5): they stop
    being part of it the moment they declare it. None when no Skill has the majority, and none
    in a game before ``REACTIVE_TURN_REVISION``, where nobody left that way."""
    if not fireteams.reactive_turn_rules(state.catalogue_revision):
        return ()
    declared = {
        d.trooper: skill_name(d.skill)
        for d in order.declarations
        if d.kind == "aro" and d.trooper in fireteam.members
    }
    chosen = fireteams.fireteam_aro(list(declared.values()))
    if chosen is None:
        return ()
    return tuple(t for t, skill in declared.items() if skill != chosen)


def _reacting(state: GameState, order: OpenOrder, trooper_id: str) -> int | None:
    """The members counted for ``trooper_id``'s ARO when it is in a Fireteam of the reactive
    player: every member reacts with the Fireteam's bonuses, but one whose ARO is not the
    Fireteam's has left it, the others count without it, and no one keeps a Fireteam whose
    leader left or which is down to one member. Games before ``REACTIVE_TURN_REVISION`` were
    played with no Fireteam bonus in ARO."""
    if not fireteams.reactive_turn_rules(state.catalogue_revision):
        return None
    fireteam = state.fireteam_of(trooper_id)
    if fireteam is None or fireteam.player == order.player:
        return None
    departed = aro_departures(state, fireteam, order)
    if trooper_id in departed or fireteam.leader in departed:
        return None
    members = len(fireteam.members) - len(departed)
    return members if members >= fireteams.MIN_MEMBERS else None


BS: BonusOf = fireteams.bs_mods
DODGE: BonusOf = fireteams.dodge_mods
DISCOVER: BonusOf = fireteams.discover_mods
