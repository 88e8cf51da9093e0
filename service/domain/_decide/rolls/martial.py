"""Martial Arts in an order's rolls: the level a trooper's profile lists, and the Opponent
MOD its CC Attack puts on the enemy's roll in a Face to Face Roll."""

from __future__ import annotations

from service.domain.declarations import ModEntry
from service.domain.troopers import Trooper
from service.rules.martial_arts import SKILL_NAME, MartialArtsLevel, martial_arts_level
from service.rules.values import ModSource

NATURAL_BORN_WARRIOR = "Natural Born Warrior"


def martial_arts_of(trooper: Trooper) -> MartialArtsLevel | None:
    """The level listed on the trooper's profile (``Martial Arts`` with value 1..5)."""
    level = trooper.skill_value(SKILL_NAME)
    if level is None:
        return None
    return martial_arts_level(level)


def attack_mod_entry(level: MartialArtsLevel) -> tuple[ModEntry, ...]:
    if not level.attack_mod:
        return ()
    return (ModEntry(level.attack_mod, ModSource.SKILL.value, level.label),)


def opponent_mod_entry(level: MartialArtsLevel, user: str) -> ModEntry:
    return ModEntry(level.opponent_mod, ModSource.SKILL.value, f"{user}'s {level.label}")
