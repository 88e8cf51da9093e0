"""An order replay in plain English, for players to follow at the table.

Every sentence is written from the replay's own structures (never from the event log), so the
prose and the JSON an app shows cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence

from service.audit.replay import (
    ActivationStep,
    AroStep,
    ConcludedStep,
    DiscardStep,
    ExplainedDie,
    ExplainedRoll,
    ExplainedSide,
    GutsRollStep,
    OrderReplay,
    ReplayStep,
    RerollStep,
    ResolutionStep,
    RollStep,
    SavingRollsStep,
    SecondSkillStep,
    TrooperRef,
    VoidedStep,
    WithdrawnStep,
    WoundsStep,
)
from service.domain.declarations import (
    AttributeRoll,
    BSAttack,
    CCAttack,
    Discover,
    Dodge,
    Idle,
    ModEntry,
    Move,
    Reset,
    Skill,
    SkillName,
)
from service.domain.events import PendingChoice, SaveRoll
from service.domain.troopers import OrderType, TrooperState

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_ORDER_NAMES: dict[OrderType, str] = {
    "regular": "a Regular Order",
    "irregular": "an Irregular Order",
    "lieutenant": "the Lieutenant Order",
}
_SKILL_LABELS: dict[SkillName, str] = {
    "bs_attack": "BS Attack",
    "cc_attack": "CC Attack",
    "dodge": "Dodge",
    "reset": "Reset",
    "discover": "Discover",
    "move": "Move",
    "idle": "Idle",
    "roll": "Roll",
}
_STATES: dict[TrooperState, str] = {
    "normal": "can still act",
    "unconscious": "is Unconscious",
    "dead": "is Dead",
}


def _number(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def _plural(n: int, one: str, many: str | None = None) -> str:
    return one if n == 1 else many or f"{one}s"


def _and(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


class _Names:
    """Troopers by name; a name two troopers share gets its id so nobody is confused."""

    def __init__(self, troopers: dict[str, TrooperRef]) -> None:
        self._troopers = troopers
        names = [t.name for t in troopers.values()]
        self._shared = {n for n in names if names.count(n) > 1}

    def __call__(self, trooper_id: str | None) -> str:
        if trooper_id is None:
            return "nobody"
        ref = self._troopers.get(trooper_id)
        if ref is None:
            return trooper_id
        return f"{ref.name} ({trooper_id})" if ref.name in self._shared else ref.name

    def of_side(self, side: str) -> str:
        return self(side.partition(":")[0])


def _possessive(name: str) -> str:
    return f"{name}'s"


# --- declarations ----------------------------------------------------------------------------


def _skill(skill: Skill, weapon: str | None, name: _Names) -> str:
    match skill:
        case BSAttack():
            aims = []
            for target in skill.targets:
                where = f'{target.distance}"' + (", partial cover" if target.partial_cover else "")
                dice = f"{target.burst} {_plural(target.burst, 'die', 'dice')}"
                aims.append(f"{dice} at {name(target.trooper)} ({where})")
            return f"BS Attack with {weapon or skill.weapon}: {_and(aims)}"
        case CCAttack():
            return f"CC Attack with {weapon or skill.weapon} at {name(skill.target)}"
        case Discover():
            return f"Discover against {name(skill.target)}"
        case Dodge():
            return "Dodge"
        case Reset():
            return "Reset"
        case Move():
            return "Move"
        case Idle():
            return "nothing (Idle)"
        case AttributeRoll():
            roll = f"{skill.attribute} Roll"
            return f"{skill.label} ({roll})" if skill.label else f"a {roll}"


def _choice(choice: PendingChoice, name: _Names) -> str:
    owner = name.of_side(choice.side)
    if choice.kind == "discard":
        return f"{choice.player} picks which die of {owner} to discard (+1 SD)"
    return f"{choice.player} may ReRoll one die of {owner}"


def _resolution(step: ResolutionStep, name: _Names) -> str:
    text = f"Resolution: {_number(step.rolls)} {_plural(step.rolls, 'roll')}."
    for lost in step.lost:
        text += (
            f" {_possessive(name(lost.trooper))} {lost.dice} {_plural(lost.dice, 'die', 'dice')}"
            f" at {name(lost.target)} {_plural(lost.dice, 'is', 'are')} lost: {lost.reason}."
        )
    if step.choices:
        text += f" Still to choose: {'; '.join(_choice(c, name) for c in step.choices)}."
    return text


# --- rolls -----------------------------------------------------------------------------------


def _mod(mod: ModEntry) -> str:
    return f"{mod.value:+d} {mod.source}" + (f" ({mod.note})" if mod.note else "")


def _owner(side: ExplainedSide, name: _Names) -> str:
    return name(side.trooper) if side.trooper else name.of_side(side.name)


def _action(side: ExplainedSide, name: _Names) -> str:
    label = _SKILL_LABELS[side.skill] if side.skill else side.name
    return f"{label} at {name(side.target)}" if side.target else label


def _success_value(side: ExplainedSide, name: _Names) -> str:
    parts = [f"{side.attribute_name or 'attribute'} {side.attribute}"]
    parts.extend(_mod(m) for m in side.mods)
    if not side.mods:
        parts.append("no MODs")
    text = f"{_possessive(_owner(side, name))} Success Value is {side.success_value}: "
    text += ", ".join(parts)
    if side.clamped:
        text += f"; the MODs add up to {side.raw_mod_total:+d}, capped at {side.mod_total:+d}"
    if not side.rolled:
        text += "; below 1, so no die is rolled and the roll fails"
    return text + "."


def _face(die: ExplainedDie) -> str:
    return str(die.face) if die.value == die.face else f"{die.face} (counts as {die.value})"


def _faces(dice: Sequence[ExplainedDie], *, critical_label: bool = False) -> str:
    return _and(
        [f"Critical {_face(d)}" if critical_label and d.critical else _face(d) for d in dice]
    )


def _criticals(sides: Sequence[ExplainedSide], name: _Names) -> list[str]:
    found = [
        (s, crits) for s in sides if (crits := [d for d in s.dice if d.success and d.critical])
    ]
    if not found:
        return []
    listed = _and([f"{_possessive(_owner(s, name))} {_faces(crits)}" for s, crits in found])
    count = sum(len(crits) for _, crits in found)
    return [f"{listed} {_plural(count, 'is a Critical', 'are Criticals')}."]


def _failures(side: ExplainedSide, name: _Names) -> list[str]:
    failed = [d for d in side.dice if d.fate == "failed"]
    if not failed:
        return []
    verb = (
        _plural(len(failed), "misses", "miss")
        if side.attack
        else _plural(len(failed), "fails", "fail")
    )
    return [
        f"{_possessive(_owner(side, name))} {_faces(failed)} against SV {side.success_value} "
        f"{verb}."
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
    dice: Sequence[ExplainedDie], side: ExplainedSide, enemy: ExplainedSide | None, name: _Names
) -> str:
    """One sentence for dice of one side that the same enemy die cancelled by the same rule."""
    owner, faces, head = _possessive(_owner(side, name)), _faces(dice), dice[0]
    by = head.cancelled_by
    if by is None or enemy is None:
        return f"The record marks {owner} {faces} as cancelled, which no rule does."
    theirs = f"{_possessive(_owner(enemy, name))} {_face(enemy.dice[by.die])}"
    if head.rule == "critical":
        return (
            f"{owner} {faces} {_plural(len(dice), 'is', 'are')} cancelled by "
            f"{_possessive(_owner(enemy, name))} Critical {_face(enemy.dice[by.die])}: "
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


def _cancellations(roll: ExplainedRoll, name: _Names) -> list[str]:
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
                        f"{_possessive(_owner(side, name))} {_face(die)} and "
                        f"{_possessive(_owner(enemy, name))} {_face(enemy.dice[partner])} "
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


def _hits(hits: int, criticals: int) -> str:
    parts = []
    if hits:
        parts.append(f"{_number(hits)} {_plural(hits, 'hit')}")
    if criticals:
        parts.append("a critical hit" if criticals == 1 else f"{_number(criticals)} critical hits")
    return _and(parts) or "no hit"


def _survivors(roll: ExplainedRoll, name: _Names) -> list[str]:
    sentences = []
    for side in roll.sides:
        kept = [d for d in side.dice if d.fate == "survived"]
        if not kept:
            continue
        faces = _faces(kept, critical_label=roll.kind == "face_to_face")
        if roll.kind == "face_to_face":
            verb = _plural(len(kept), "survives", "survive") + " and wins the Face to Face Roll"
        else:
            verb = _plural(len(kept), "succeeds", "succeed")
        text = f"{_possessive(_owner(side, name))} {faces} {verb}"
        if side.attack and side.target:
            text += f": {name(side.target)} takes {_hits(side.hits, side.criticals)}"
        sentences.append(text + ".")
    if roll.kind == "face_to_face" and roll.winner is None and not roll.all_criticals:
        sentences.append("Nobody wins the Face to Face Roll.")
    return sentences


def _sources(sides: Sequence[ExplainedSide], name: _Names) -> str:
    rolled = [s for s in sides if s.dice_source is not None]
    if len({s.dice_source for s in rolled}) == 1:
        return (
            "(Faces entered at the table.)"
            if rolled[0].dice_source == "entered"
            else ("(Server dice.)")
        )
    told = [
        f"{_possessive(_owner(s, name))} faces were "
        + ("entered at the table" if s.dice_source == "entered" else "drawn by the server")
        for s in rolled
    ]
    return f"({'; '.join(told)}.)"


def _roll(roll: ExplainedRoll, name: _Names) -> str:
    who = [f"{_owner(s, name)} ({_action(s, name)})" for s in roll.sides]
    if roll.kind == "face_to_face":
        sentences = [f"Face to Face Roll {roll.index + 1}, {who[0]} against {who[1]}."]
    else:
        sentences = [f"Normal Roll {roll.index + 1}, {_and(who)}."]
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


def _discard(step: DiscardStep, name: _Names) -> str:
    face = "a die" if step.face is None else f"the {step.face}"
    return (
        f"+1 SD: {name.of_side(step.side)} discards {face}; the roll is worked out again. "
        + _roll(step.roll, name)
    )


def _reroll(step: RerollStep, name: _Names) -> str:
    owner = name.of_side(step.side)
    if step.die is None:
        return f"{owner} declines the ReRoll."
    old = "a die" if step.old_face is None else f"the {step.old_face}"
    source = " (server die)" if step.new_face_source == "server" else ""
    return (
        f"ReRoll: {owner} rolls {old} again and gets {step.new_face}{source}; the roll is "
        "worked out again. " + _roll(step.roll, name)
    )


# --- effects ---------------------------------------------------------------------------------


def _save_attribute(step: SavingRollsStep) -> str:
    label = step.save_attribute
    if "PARA" in step.ammo:
        label = f"{label}-6"
    if "AP" in step.ammo:
        label = f"({label})/2" if "-" in label else f"{label}/2"
    return label


def _save_roll(roll: SaveRoll) -> str:
    if roll.face is None:
        text = "no die is rolled (SV below 1), so it fails"
    else:
        text = f"{roll.face} {'passes' if roll.passed else 'fails'}"
    notes = [] if roll.passed else [f"{roll.wounds} {_plural(roll.wounds, 'Wound')}"]
    if roll.critical_extra:
        notes.append("the Critical's extra save")
    if roll.repeat:
        notes.append(f"Continuous Damage, repeat {roll.repeat}")
    return text + (f" ({'; '.join(notes)})" if notes else "")


def _saves(step: SavingRollsStep, name: _Names) -> str:
    count = sum(1 for r in step.rolls if r.repeat == 0)
    ammo = "" if step.ammo == ("N",) else f" ({'+'.join(step.ammo)} ammunition)"
    cover = " (+3 partial cover)" if step.partial_cover else ""
    return (
        f"{name(step.trooper)} takes {_hits(step.hits, step.criticals)}: {_number(count)} "
        f"{_plural(count, 'Saving Roll')} at {_save_attribute(step)} + PS {step.ps}{cover}"
        f"{ammo}, SV {step.success_value} ({step.save_attribute} {step.attribute_value}): "
        f"{'; '.join(_save_roll(r) for r in step.rolls)}. "
        f"In all: {step.wounds} {_plural(step.wounds, 'Wound')}."
    )


def _wounds(step: WoundsStep, name: _Names) -> str:
    return (
        f"{name(step.trooper)} now has {step.wounds} {_plural(step.wounds, 'Wound')} "
        f"(before: {step.wounds_before}) and {_STATES[step.state]}."
    )


def _guts(step: GutsRollStep, name: _Names) -> str:
    if step.face is None:
        outcome = "no die is rolled (WIP below 1), so it fails"
    else:
        verdict = "passes" if step.passed else "fails"
        outcome = f"{step.face} against WIP {step.success_value} {verdict}"
    consequence = (
        "it holds its ground"
        if step.passed
        else "it must move out of Line of Fire, into cover, or go prone"
    )
    return f"{name(step.trooper)} makes a Guts Roll: {outcome}, so {consequence}."


def _withdrawn(step: WithdrawnStep, name: _Names) -> str:
    who = name(step.trooper)
    if step.declaration == "activation":
        return f"{_possessive(who)} activation is withdrawn: the order goes back to the pool."
    what = "ARO" if step.declaration == "aro" else "second skill"
    return f"{who} withdraws the {what}."


def _voided(step: VoidedStep, name: _Names) -> str:
    restored = [
        f"{name(c.trooper)} is back to {c.wounds} {_plural(c.wounds, 'Wound')} ({c.state})"
        for c in step.restored
    ]
    text = f"The order was voided: {step.reason}."
    return text + (f" {'; '.join(restored)}." if restored else "")


def _step(step: ReplayStep, replay: OrderReplay, name: _Names) -> str:
    match step:
        case ActivationStep():
            return (
                f"{name(step.trooper)} spends {_ORDER_NAMES[step.order_type]} and declares "
                f"{_skill(step.skill, step.weapon_name, name)}."
            )
        case AroStep():
            late = " after the second skill" if step.after_second_skill else ""
            return (
                f"{name(step.trooper)} declares an ARO{late}: "
                f"{_skill(step.skill, step.weapon_name, name)}."
            )
        case SecondSkillStep():
            skill = _skill(step.skill, step.weapon_name, name)
            return f"{name(step.trooper)} declares a second skill: {skill}."
        case WithdrawnStep():
            return _withdrawn(step, name)
        case ResolutionStep():
            return _resolution(step, name)
        case RollStep():
            return _roll(step.roll, name)
        case DiscardStep():
            return _discard(step, name)
        case RerollStep():
            return _reroll(step, name)
        case SavingRollsStep():
            return _saves(step, name)
        case WoundsStep():
            return _wounds(step, name)
        case GutsRollStep():
            return _guts(step, name)
        case ConcludedStep():
            return f"Order {replay.order} is concluded."
        case VoidedStep():
            return _voided(step, name)


def render_text(replay: OrderReplay) -> str:
    name = _Names(replay.troopers)
    lines = [_step(step, replay, name) for step in replay.steps]
    if replay.status == "open":
        lines.append(f"Order {replay.order} is still open.")
    if replay.matches_record:
        lines.append(
            "Checked against the rules: deciding each command of the order again gives "
            "exactly the recorded events."
        )
    else:
        lines.append("The record does NOT match the rules:")
        lines.extend(f"- {difference}" for difference in replay.differences)
    header = f"Order {replay.order} (turn {replay.turn}, player {replay.player}): "
    return header + "\n".join(lines)
