"""Reading a roll side's name, and what its skill rolls against: one place for the audit.

The decider names each side of a roll ``<trooper>:<skill>``, or ``<trooper>:<skill>>target``
when an active attack splits its Burst between targets (``service.domain`` writes the names;
the audit only reads them back from the record).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, get_args

from service.domain.declarations import SkillName

ATTRIBUTE_OF_SKILL: Final[dict[SkillName, str]] = {
    "bs_attack": "BS",
    "cc_attack": "CC",
    "comms_attack": "WIP",
    "dodge": "PH",
    "reset": "WIP",
    "discover": "WIP",
}
"""The attribute each skill rolls against; an Attribute Roll names its own in its declaration,
and Move and Idle roll nothing."""

ATTACK_SKILLS: Final[frozenset[SkillName]] = frozenset({"bs_attack", "cc_attack", "comms_attack"})
"""Skills whose surviving successes are hits on their target."""

SKILL_LABELS: Final[dict[SkillName, str]] = {
    "bs_attack": "BS Attack",
    "cc_attack": "CC Attack",
    "comms_attack": "Comms Attack",
    "dodge": "Dodge",
    "reset": "Reset",
    "discover": "Discover",
    "move": "Move",
    "idle": "Idle",
    "roll": "Roll",
    "place_deployable": "Place Deployable",
}

_SKILL_NAMES: Final[dict[str, SkillName]] = {name: name for name in get_args(SkillName)}


@dataclass(frozen=True, slots=True)
class SideName:
    trooper: str
    skill: SkillName | None
    """None when the name holds no skill the rules know (an edited record, say)."""
    target: str | None


def parse_side(name: str) -> SideName:
    trooper, _, rest = name.partition(":")
    skill, split, target = rest.partition(">")
    return SideName(
        trooper=trooper, skill=_SKILL_NAMES.get(skill), target=target if split else None
    )


def side_trooper(name: str) -> str:
    return parse_side(name).trooper


def side_skill(name: str) -> SkillName | None:
    return parse_side(name).skill
