"""A recorded roll in plain English: Success Values, faces, Criticals, every cancellation
with the rule behind it, and who wins.

Written from the replay's ExplainedRoll alone, as the rest of the prose is.
"""

from __future__ import annotations

from collections.abc import Sequence

from service.audit.replay.vocabulary import (
    DiscardStep,
    ExplainedDie,
    ExplainedRoll,
    ExplainedSide,
    RerollStep,
)
from service.audit.replay.words import Names, hits_taken, joined, plural, possessive
from service.audit.sides import SKILL_LABELS
from service.domain.declarations import ModEntry


def _mod(mod: ModEntry) -> str:
    return f"{mod.value:+d} {mod.source}" + (f" ({mod.note})" if mod.note else "")


def _owner(side: ExplainedSide, name: Names) -> str:
    return name(side.trooper) if side.trooper else name.of_side(side.name)


def _action(side: ExplainedSide, name: Names) -> str:
    label = SKILL_LABELS[side.skill] if side.skill else side.name
    return f"{label} at {name(side.target)}" if side.target else label


def _success_value(side: ExplainedSide, name: Names) -> str:
    parts = [f"{side.attribute_name or 'attribute'} {side.attribute}"]
    parts.extend(_mod(m) for m in side.mods)
    if not side.mods:
        parts.append("no MODs")
    text = f"{possessive(_owner(side, name))} Success Value is {side.success_value}: "
    text += ", ".join(parts)
    if side.clamped:
        text += f"; the MODs add up to {side.raw_mod_total:+d}, capped at {side.mod_total:+d}"
    if not side.rolled:
        text += "; below 1, so no die is rolled and the roll fails"
    return text + "."


def _face(die: ExplainedDie) -> str:
    return str(die.face) if die.value == die.face else f"{die.face} (counts as {die.value})"


def _faces(dice: Sequence[ExplainedDie], *, critical_label: bool = False) -> str:
    return joined(
        [f"Critical {_face(d)}" if critical_label and d.critical else _face(d) for d in dice]
    )


def _criticals(sides: Sequence[ExplainedSide], name: Names) -> list[str]:
    found = [
        (s, crits) for s in sides if (crits := [d for d in s.dice if d.success and d.critical])
    ]
    if not found:
        return []
    listed = joined([f"{possessive(_owner(s, name))} {_faces(crits)}" for s, crits in found])
    count = sum(len(crits) for _, crits in found)
    return [f"{listed} {plural(count, 'is a Critical', 'are Criticals')}."]


def _failures(side: ExplainedSide, name: Names) -> list[str]:
    failed = [d for d in side.dice if d.fate == "failed"]
    if not failed:
        return []
    verb = (
        plural(len(failed), "misses", "miss")
        if side.attack
        else plural(len(failed), "fails", "fail")
    )
    return [
        f"{possessive(_owner(side, name))} {_faces(failed)} against SV {side.success_value} {verb}."
    ]


def _tie_partner(side: ExplainedSide, die: ExplainedDie, enemy: ExplainedSide) -> int | None:
    """The enemy die this one ties with, when each cancels the other at the same value."""
    by = die.cancelled_by
    if die.rule != "equal_or_higher" or by is None or not 0 <= by.die < len(enemy.dice):
        return None
    back = enemy.dice[by.die].cancelled_by
    if enemy.dice[by.die].value != die.value or back is None:
        return None
    return by.die if (back.side, back.die) == (side.name, die.index) else None


def _cancelled_by(
    dice: Sequence[ExplainedDie], side: ExplainedSide, enemy: ExplainedSide | None, name: Names
) -> str:
    """One sentence for dice of one side that the same enemy die cancelled by the same rule."""
    owner, faces, head = possessive(_owner(side, name)), _faces(dice), dice[0]
    by = head.cancelled_by
    if by is None or enemy is None:
        return f"The record marks {owner} {faces} as cancelled, which no rule does."
    theirs = f"{possessive(_owner(enemy, name))} {_face(enemy.dice[by.die])}"
    if head.rule == "critical":
        return (
            f"{owner} {faces} {plural(len(dice), 'is', 'are')} cancelled by "
            f"{possessive(_owner(enemy, name))} Critical {_face(enemy.dice[by.die])}: "
            "a Critical cancels every enemy success that is not a Critical."
        )
    if head.rule == "equal_or_higher":
        itself_cancelled = enemy.dice[by.die].fate == "cancelled"
        even = ", even though it is itself cancelled" if itself_cancelled else ""
        return (
            f"{theirs} cancels {owner} {faces}: a success cancels every enemy success of "
            f"equal or lower value{even}."
        )
    return f"The record marks {owner} {faces} as cancelled by {theirs}, which no rule allows."


def _cancellations(roll: ExplainedRoll, name: Names) -> list[str]:
    sentences: list[str] = []
    if roll.all_criticals:
        sentences.append(
            "Both sides rolled Criticals: all cancelled. When each side has a Critical, "
            "every success on both sides is cancelled and nobody wins."
        )
    told_ties: set[tuple[str, int]] = set()
    for side in roll.sides:
        enemy = next((s for s in roll.sides if s is not side), None)
        run: list[ExplainedDie] = []
        for die in side.dice:
            if die.fate != "cancelled" or die.rule == "both_criticals":
                continue
            partner = None if enemy is None else _tie_partner(side, die, enemy)
            if partner is not None and enemy is not None:
                if (side.name, die.index) not in told_ties:
                    told_ties.add((enemy.name, partner))
                    sentences.append(
                        f"{possessive(_owner(side, name))} {_face(die)} and "
                        f"{possessive(_owner(enemy, name))} {_face(enemy.dice[partner])} "
                        "cancel each other: a tie cancels both."
                    )
                continue
            if run and (run[0].rule, run[0].cancelled_by) != (die.rule, die.cancelled_by):
                sentences.append(_cancelled_by(run, side, enemy, name))
                run = []
            run.append(die)
        if run:
            sentences.append(_cancelled_by(run, side, enemy, name))
    return sentences


def _survivors(roll: ExplainedRoll, name: Names) -> list[str]:
    sentences = []
    for side in roll.sides:
        kept = [d for d in side.dice if d.fate == "survived"]
        if not kept:
            continue
        faces = _faces(kept, critical_label=roll.kind == "face_to_face")
        if roll.kind == "face_to_face":
            verb = plural(len(kept), "survives", "survive") + " and wins the Face to Face Roll"
        else:
            verb = plural(len(kept), "succeeds", "succeed")
        text = f"{possessive(_owner(side, name))} {faces} {verb}"
        if side.attack and side.target:
            text += f": {name(side.target)} takes {hits_taken(side.hits, side.criticals)}"
        sentences.append(text + ".")
    if roll.kind == "face_to_face" and roll.winner is None and not roll.all_criticals:
        sentences.append("Nobody wins the Face to Face Roll.")
    return sentences


def _sources(sides: Sequence[ExplainedSide], name: Names) -> str:
    rolled = [s for s in sides if s.dice_source is not None]
    if len({s.dice_source for s in rolled}) == 1:
        return (
            "(Faces entered at the table.)"
            if rolled[0].dice_source == "entered"
            else ("(Server dice.)")
        )
    told = [
        f"{possessive(_owner(s, name))} faces were "
        + ("entered at the table" if s.dice_source == "entered" else "drawn by the server")
        for s in rolled
    ]
    return f"({'; '.join(told)}.)"


def roll_text(roll: ExplainedRoll, name: Names) -> str:
    who = [f"{_owner(s, name)} ({_action(s, name)})" for s in roll.sides]
    if roll.kind == "face_to_face":
        sentences = [f"Face to Face Roll {roll.index + 1}, {who[0]} against {who[1]}."]
    else:
        sentences = [f"Normal Roll {roll.index + 1}, {joined(who)}."]
    sentences.extend(_success_value(s, name) for s in roll.sides)
    rolled = [f"{_owner(s, name)} rolls {_faces(s.dice)}" for s in roll.sides if s.dice]
    if rolled:
        sentences.append("; ".join(rolled) + ".")
        sentences.append(_sources(roll.sides, name))
    sentences.extend(_criticals(roll.sides, name))
    for side in roll.sides:
        sentences.extend(_failures(side, name))
    sentences.extend(_cancellations(roll, name))
    sentences.extend(_survivors(roll, name))
    return " ".join(sentences)


def discard_text(step: DiscardStep, name: Names) -> str:
    face = "a die" if step.face is None else f"the {step.face}"
    return (
        f"+1 SD: {name.of_side(step.side)} discards {face}; the roll is worked out again. "
        + roll_text(step.roll, name)
    )


def reroll_text(step: RerollStep, name: Names) -> str:
    owner = name.of_side(step.side)
    if step.die is None:
        return f"{owner} declines the ReRoll."
    old = "a die" if step.old_face is None else f"the {step.old_face}"
    source = " (server die)" if step.new_face_source == "server" else ""
    return (
        f"ReRoll: {owner} rolls {old} again and gets {step.new_face}{source}; the roll is "
        "worked out again. " + roll_text(step.roll, name)
    )
