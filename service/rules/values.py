"""Success Values: an attribute plus MODs, with the sum of MODs clamped to [-12, +12]."""

from __future__ import annotations

import enum
from dataclasses import dataclass

MAX_MOD = 12


class Edition(enum.StrEnum):
    """The rules a game is played under: Infinity `N5`, or `CodeOne`."""

    N5 = "N5"
    CODEONE = "CodeOne"


class ModSource(enum.StrEnum):
    RANGE = "range"
    COVER = "cover"
    MIMETISM = "mimetism"
    SKILL = "skill"
    EQUIPMENT = "equipment"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Mod:
    value: int
    source: ModSource | str = ModSource.OTHER
    note: str = ""


@dataclass(frozen=True, slots=True)
class SuccessValue:
    """An attribute with its MODs, kept whole so a disputed MOD can be seen, not just the sum."""

    attribute: int
    mods: tuple[Mod, ...]
    raw_mod_total: int
    mod_total: int
    value: int

    @property
    def clamped(self) -> bool:
        """True when the +/-12 cap changed the sum of MODs."""
        return self.raw_mod_total != self.mod_total

    @property
    def rolls(self) -> bool:
        """An SV below 1 rolls no die at all: the roll fails automatically."""
        return self.value >= 1


def clamp_mods(total: int) -> int:
    return max(-MAX_MOD, min(MAX_MOD, total))


def success_value(attribute: int, mods: tuple[Mod, ...] | list[Mod] = ()) -> SuccessValue:
    mods = tuple(mods)
    raw = sum(m.value for m in mods)
    total = clamp_mods(raw)
    return SuccessValue(
        attribute=attribute, mods=mods, raw_mod_total=raw, mod_total=total, value=attribute + total
    )


def halve_round_up(value: int) -> int:
    """Every division in Infinity rounds up: half of 5 is 3."""
    return -(-value // 2)
