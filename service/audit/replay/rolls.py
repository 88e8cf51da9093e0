"""Explaining a recorded roll: each die's fate, and the rule behind each cancellation.

Judged from the record alone, so an edited record is still explained as recorded: a
cancellation no rule gives is called ``unexplained`` rather than corrected.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from service.audit.replay.copying import copied
from service.audit.replay.vocabulary import (
    CancelRule,
    DieFate,
    DieRef,
    ExplainedDie,
    ExplainedSide,
)
from service.audit.sides import ATTACK_SKILLS, ATTRIBUTE_OF_SKILL, side_skill
from service.domain.declarations import INTUITIVE_ATTACK_SIDE, AttributeRoll, Skill
from service.domain.events import RecordedDie, RecordedSide


def _cancel_rule(die: RecordedDie, own: RecordedSide, enemy: RecordedSide | None) -> CancelRule:
    """Which rule explains a recorded cancellation, judged from the record alone."""
    if enemy is None or not die.success:
        return "unexplained"
    if die.cancelled_by == "all_criticals":
        both = any(d.success and d.critical for d in own.dice) and any(
            d.success and d.critical for d in enemy.dice
        )
        return "both_criticals" if both else "unexplained"
    index = die.cancelled_by
    if index is None or not 0 <= index < len(enemy.dice) or die.critical:
        return "unexplained"
    by = enemy.dice[index]
    if not by.success:
        return "unexplained"
    if by.critical:
        return "critical"
    return "equal_or_higher" if by.value >= die.value else "unexplained"


def _explain_die(
    index: int, die: RecordedDie, own: RecordedSide, enemy: RecordedSide | None
) -> ExplainedDie:
    fate: DieFate = "failed" if not die.success else "cancelled" if die.cancelled else "survived"
    by: DieRef | None = None
    rule: CancelRule | None = None
    if fate == "cancelled":
        rule = _cancel_rule(die, own, enemy)
        target = die.cancelled_by
        if enemy is not None and isinstance(target, int) and 0 <= target < len(enemy.dice):
            enemy_die = enemy.dice[target]
            by = DieRef(
                side=enemy.name, die=target, face=enemy_die.face, critical=enemy_die.critical
            )
    return copied(ExplainedDie, die, index=index, fate=fate, cancelled_by=by, rule=rule)


def explain_side(
    side: RecordedSide,
    enemy: RecordedSide | None,
    attribute_name: str | None,
    entered: frozenset[str],
) -> ExplainedSide:
    skill = side_skill(side.name)
    raw = sum(m.value for m in side.mods)
    return copied(
        ExplainedSide,
        side,
        skill=skill,
        attack=skill in ATTACK_SKILLS,
        attribute_name=attribute_name,
        raw_mod_total=raw,
        clamped=raw != side.mod_total,
        dice_source=None if not side.dice else "entered" if side.name in entered else "server",
        dice=tuple(_explain_die(i, d, side, enemy) for i, d in enumerate(side.dice)),
    )


def attribute_name(side: RecordedSide, declared: Sequence[tuple[str, Skill]]) -> str | None:
    """The attribute a side rolled against; an Attribute Roll names it in its declaration."""
    if side.name.endswith(f":{INTUITIVE_ATTACK_SIDE}"):
        return "WIP"  # an Intuitive Attack's roll to place its template
    skill = side_skill(side.name)
    if skill is None:
        return None
    if skill in ATTRIBUTE_OF_SKILL:
        return ATTRIBUTE_OF_SKILL[skill]
    roll = next(
        (s for t, s in declared if t == side.trooper and isinstance(s, AttributeRoll)),
        None,
    )
    return None if roll is None else roll.attribute


def entered_sides(metadata: Mapping[str, Any]) -> frozenset[str]:
    """The sides whose faces the recorded Resolve command entered; the rest are server dice."""
    command = metadata.get("command")
    entries = command.get("dice") if isinstance(command, dict) else None
    if not isinstance(entries, list | tuple):
        return frozenset()
    return frozenset(
        e["roll"] for e in entries if isinstance(e, dict) and isinstance(e.get("roll"), str)
    )


def face_of(side: RecordedSide | None, die: int) -> int | None:
    if side is None or not 0 <= die < len(side.dice):
        return None
    return side.dice[die].face
