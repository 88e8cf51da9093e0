"""Martial Arts (N5): the MODs and Burst each level gives a trooper that declares a CC Attack.

Source: the N5 Martial Arts page of the Infinity wiki, Martial Arts Chart
(https://infinitythewiki.com/index.php?title=Martial_Arts). N5 has no Damage MOD: a CC
weapon saves at its own PS. The chart's MODs apply in both the Active and the Reactive Turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.rules.burst import MAX_BURST, attack_burst
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
    """The Burst of a CC Attack: the weapon's in the Active Turn, 1 in ARO, plus the Martial
    Arts Burst MOD in either turn (the chart's MODs apply in both), at most 6."""
    bonus = 0 if level is None else level.burst_mod
    if active_turn:
        mods = (bonus,) if bonus else ()
        return attack_burst(weapon_burst, active_turn=True, burst_mods=mods).value
    aro = attack_burst(weapon_burst, active_turn=False).value
    return min(aro + bonus, MAX_BURST)


def attack_mods(level: MartialArtsLevel) -> tuple[Mod, ...]:
    """The user's own MOD, shown in its Success Value breakdown under the level's name."""
    return (Mod(level.attack_mod, ModSource.SKILL, level.label),) if level.attack_mod else ()


def opponent_mods(level: MartialArtsLevel, user: str) -> tuple[Mod, ...]:
    """What the enemy's roll takes in a Face to Face Roll against the user's CC Attack."""
    return (Mod(level.opponent_mod, ModSource.SKILL, f"{user}'s {level.label}"),)
