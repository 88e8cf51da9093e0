"""Martial Arts (N5): the MODs and Burst each level gives a trooper that declares a CC Attack.

Source: the N5 Martial Arts page of the Infinity wiki, Martial Arts Chart
(https://infinitythewiki.com/index.php?title=Martial_Arts). N5 has no Damage MOD: a CC
weapon saves at its own PS. The page's IMPORTANT box: "The MODs in the Martial Arts Chart are
applied in both the Active Turn and the Reactive Turn", +1B included: it is the rule that
RULES.md's "ARO: B is 1 unless a rule says otherwise" leaves room for.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.rules.burst import ARO_BURST, MAX_BURST, attack_burst
from service.rules.values import Mod, ModSource

SKILL_NAME = "Martial Arts"
LEVELS = range(1, 6)


@dataclass(frozen=True, slots=True)
class MartialArtsLevel:
    level: int
    attack_mod: int
    """To the user's CC when it makes a CC Attack."""
    opponent_mod: int
    """To the enemy's roll in a Face to Face Roll against the user's CC Attack."""
    burst_mod: int
    """+1B: to the Burst of the user's CC Weapon."""
    special_die: bool
    """+1 SD: one extra die, then one discarded (both turns)."""

    @property
    def label(self) -> str:
        return f"{SKILL_NAME} L{self.level}"


CHART: dict[int, MartialArtsLevel] = {
    1: MartialArtsLevel(1, 0, -3, 0, False),
    2: MartialArtsLevel(2, 3, -3, 0, False),
    3: MartialArtsLevel(3, 3, -3, 0, True),
    4: MartialArtsLevel(4, 3, -3, 1, False),
    5: MartialArtsLevel(5, 3, -3, 1, True),
}


def martial_arts_level(level: int) -> MartialArtsLevel:
    if level not in LEVELS:
        raise ValueError(f"Martial Arts has levels 1 to 5, not {level}")
    return CHART[level]


def cc_burst(weapon_burst: int, *, active_turn: bool, level: MartialArtsLevel | None) -> int:
    """The Burst of a CC Attack: the weapon's in the Active Turn, 1 in ARO (Melee Weapon
    Profile), plus the level's Burst MOD in both turns (at most 6)."""
    mods = (level.burst_mod,) if level is not None and level.burst_mod else ()
    if active_turn:
        return attack_burst(weapon_burst, active_turn=True, burst_mods=mods).value
    return min(ARO_BURST + sum(mods), MAX_BURST)


def attack_mods(level: MartialArtsLevel) -> tuple[Mod, ...]:
    """The user's own MOD, shown in its Success Value breakdown under the level's name."""
    return (Mod(level.attack_mod, ModSource.SKILL, level.label),) if level.attack_mod else ()


def opponent_mods(level: MartialArtsLevel, user: str) -> tuple[Mod, ...]:
    """What the enemy's roll takes in a Face to Face Roll against the user's CC Attack."""
    return (Mod(level.opponent_mod, ModSource.SKILL, f"{user}'s {level.label}"),)
