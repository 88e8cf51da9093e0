"""Fireteams (N5): the sizes each type is created with, and the bonuses of its level.

Sources (Infinity wiki, N5): Fireteams: Basic Rules
(https://infinitythewiki.com/Fireteams:_Basic_Rules, "Fireteam Types": a Duo is created with
two Troopers, a Haris with three, a Core with three to five) and Fireteam Bonuses
(https://infinitythewiki.com/Fireteam_Bonuses: the Fireteam Level chart and the bonuses chart,
Level 1 one Regular Order, 2 BS Attack (+1 SD), 3 +3 Discover and +1 Dodge, 4 +1 BS, 5 Sixth
Sense, each cumulative with the ones below).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from service.rules.values import Mod, ModSource

FireteamType = Literal["core", "haris", "duo"]

TYPE_NAMES: Final[dict[FireteamType, str]] = {
    "core": "Fireteam Core",
    "haris": "Fireteam Haris",
    "duo": "Fireteam Duo",
}
SIZES: Final[dict[FireteamType, tuple[int, int]]] = {
    "duo": (2, 2),
    "haris": (3, 3),
    "core": (3, 5),
}
"""Fewest and most Troopers each type is created with."""
MIN_MEMBERS: Final = 2
"""Below two members a Fireteam is no team at all: it is cancelled."""

SPECIAL_DIE_LEVEL: Final = 2
DODGE_DISCOVER_LEVEL: Final = 3
BS_LEVEL: Final = 4
SIXTH_SENSE_LEVEL: Final = 5
DODGE_MOD: Final = 1
DISCOVER_MOD: Final = 3
BS_MOD: Final = 1


REACTIVE_TURN_REVISION: Final = 5
"""From this catalogue revision a member's ARO takes its Fireteam Level's bonuses and a member
declaring an ARO other than the Fireteam's ARO leaves it (Fireteams in the Reactive Turn,
Fireteam Integrity, N5), and a Fireteam formed during the game spends a Command Token
(Fireteams: Basic Rules, N5). Games of earlier revisions were played without them and are
decided again exactly as they were played."""


def reactive_turn_rules(catalogue_revision: int) -> bool:
    """True when a game of ``catalogue_revision`` gives members' AROs the Fireteam's bonuses and
    takes out of it a member declaring another ARO."""
    return catalogue_revision >= REACTIVE_TURN_REVISION


def formed_with_a_token(catalogue_revision: int) -> bool:
    """True when a game of ``catalogue_revision`` spends a Command Token on a Fireteam formed
    during the game."""
    return catalogue_revision >= REACTIVE_TURN_REVISION


def size_refusal(kind: FireteamType, members: int) -> str | None:
    """Why a Fireteam of ``kind`` cannot be created with ``members`` Troopers, or None."""
    fewest, most = SIZES[kind]
    if fewest <= members <= most:
        return None
    allowed = str(fewest) if fewest == most else f"{fewest} to {most}"
    return (
        f"a {TYPE_NAMES[kind]} is created with {allowed} Troopers, not {members} "
        "(Fireteams: Basic Rules, Fireteam Types, N5)"
    )


def fireteam_aro(declared: Sequence[str]) -> str | None:
    """The Fireteam's ARO: the Skill declared by more than half of the members that declare an
    ARO (Fireteams in the Reactive Turn, N5); None when no Skill has that majority (the player
    then decides which it is)."""
    return next((s for s in declared if 2 * declared.count(s) > len(declared)), None)


def level(members: int) -> int:
    """The Fireteam Level of ``members`` Troopers all of one Unit (the chart's count of
    Troopers of the same Unit); a Fireteam of fewer than two has no level."""
    return members if members >= MIN_MEMBERS else 0


def _bonus(value: int, members: int) -> Mod:
    return Mod(value, ModSource.SKILL, f"Fireteam Level {level(members)} ({members} members)")


def bs_mods(members: int) -> tuple[Mod, ...]:
    """The +1 BS of Fireteam Level 4 and up."""
    return (_bonus(BS_MOD, members),) if level(members) >= BS_LEVEL else ()


def dodge_mods(members: int) -> tuple[Mod, ...]:
    """The +1 Dodge of Fireteam Level 3 and up."""
    return (_bonus(DODGE_MOD, members),) if level(members) >= DODGE_DISCOVER_LEVEL else ()


def discover_mods(members: int) -> tuple[Mod, ...]:
    """The +3 Discover of Fireteam Level 3 and up."""
    return (_bonus(DISCOVER_MOD, members),) if level(members) >= DODGE_DISCOVER_LEVEL else ()


def special_die(members: int) -> bool:
    """BS Attack (+1 SD) from Fireteam Level 2."""
    return level(members) >= SPECIAL_DIE_LEVEL


def sixth_sense(members: int) -> bool:
    return level(members) >= SIXTH_SENSE_LEVEL


BONUS_NAMES: Final[tuple[tuple[int, str], ...]] = (
    (1, "one Regular Order activates every member"),
    (SPECIAL_DIE_LEVEL, "BS Attack (+1 SD)"),
    (DODGE_DISCOVER_LEVEL, "+3 Discover and +1 Dodge"),
    (BS_LEVEL, "+1 BS"),
    (SIXTH_SENSE_LEVEL, "Sixth Sense"),
)


def bonus_names(members: int) -> tuple[str, ...]:
    """The bonuses of the Fireteam Level of ``members``, from Level 1 up (they add up)."""
    reached = level(members)
    return tuple(name for at, name in BONUS_NAMES if reached >= at)
