"""An order replay in plain English, for players to follow at the table.

Every sentence is written from the replay's own structures (never from the event log), so the
prose and the JSON an app shows cannot disagree.
"""

from __future__ import annotations

import msgspec

from service.audit.replay import vocabulary
from service.audit.replay.text_rolls import discard_text, reroll_text, roll_text
from service.audit.replay.words import Names, hits_taken, joined, number, plural, possessive
from service.domain.declarations import (
    AttributeRoll,
    BSAttack,
    CCAttack,
    CommsAttack,
    Discover,
    Dodge,
    Idle,
    Move,
    PlaceDeployable,
    Reset,
    Skill,
)
from service.domain.events import PendingChoice, SaveRoll
from service.domain.troopers import OrderType, TrooperState

_ORDER_NAMES: dict[OrderType, str] = {
    "regular": "a Regular Order",
    "irregular": "an Irregular Order",
    "lieutenant": "the Lieutenant Order",
    "impetuous": "its Impetuous Order",
}
_STATES: dict[TrooperState, str] = {
    "normal": "can still act",
    "unconscious": "is Unconscious",
    "dead": "is Dead",
}


# --- declarations ----------------------------------------------------------------------------


def _skill(skill: Skill, weapon: str | None, name: Names) -> str:
    match skill:
        case BSAttack():
            aims = []
            for target in skill.targets:
                where = f'{target.distance}"' + (", partial cover" if target.partial_cover else "")
                dice = f"{target.burst} {plural(target.burst, 'die', 'dice')}"
                aims.append(f"{dice} at {name(target.trooper)} ({where})")
            return f"BS Attack with {weapon or skill.weapon}: {joined(aims)}{_shots(skill, name)}"
        case CCAttack():
            dice = f"{skill.burst} {plural(skill.burst, 'die', 'dice')}"
            allies = (
                f", +1 B per ally in Silhouette contact: {joined([name(a) for a in skill.allies])}"
                if skill.allies
                else ""
            )
            return (
                f"CC Attack with {weapon or skill.weapon}: {dice} at {name(skill.target)}{allies}"
            )
        case CommsAttack():
            aims = [
                f"{t.burst} {plural(t.burst, 'die', 'dice')} at {name(t.trooper)}"
                for t in skill.targets
            ]
            return f"Comms Attack with the program {skill.program}: {joined(aims)}"
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
        case PlaceDeployable():
            return f"Place Deployable: {weapon or skill.weapon} as {skill.deployable!r} (no roll)"


def _shots(skill: BSAttack, name: Names) -> str:
    """A Coordinated Order's other participants' own shots, each at Burst 1."""
    if not skill.shots:
        return ""
    (aimed,) = skill.targets
    shots = [
        f"{name(shot.trooper)} with {shot.weapon}: 1 die at {name(aimed.trooper)} "
        f'({shot.distance}"' + (", partial cover)" if shot.partial_cover else ")")
        for shot in skill.shots
    ]
    return f"; {joined(shots)}"


def _choice(choice: PendingChoice, name: Names) -> str:
    owner = name.of_side(choice.side)
    if choice.kind == "discard":
        return f"{choice.player} picks which die of {owner} to discard (+1 SD)"
    return f"{choice.player} may ReRoll one die of {owner}"


def _resolution(step: vocabulary.ResolutionStep, name: Names) -> str:
    text = f"Resolution: {number(step.rolls)} {plural(step.rolls, 'roll')}."
    for lost in step.lost:
        text += (
            f" {possessive(name(lost.trooper))} {lost.dice} {plural(lost.dice, 'die', 'dice')}"
            f" at {name(lost.target)} {plural(lost.dice, 'is', 'are')} lost: {lost.reason}."
        )
    if step.choices:
        text += f" Still to choose: {'; '.join(_choice(c, name) for c in step.choices)}."
    return text


# --- effects ---------------------------------------------------------------------------------


def _save_attribute(step: vocabulary.SavingRollsStep) -> str:
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
    notes = [] if roll.passed else [f"{roll.wounds} {plural(roll.wounds, 'Wound')}"]
    if roll.critical_extra:
        notes.append("the Critical's extra save")
    if roll.repeat:
        notes.append(f"Continuous Damage, repeat {roll.repeat}")
    return text + (f" ({'; '.join(notes)})" if notes else "")


def _saves(step: vocabulary.SavingRollsStep, name: Names) -> str:
    count = sum(1 for r in step.rolls if r.repeat == 0)
    ammo = "" if step.ammo == ("N",) else f" ({'+'.join(step.ammo)} ammunition)"
    cover = " (+3 partial cover)" if step.partial_cover else ""
    if not isinstance(step.save_mods, msgspec.UnsetType):
        cover += "".join(f" ({m.value:+d} {m.note})" for m in step.save_mods)
    return (
        f"{name(step.trooper)} takes {hits_taken(step.hits, step.criticals)}: {number(count)} "
        f"{plural(count, 'Saving Roll')} at {_save_attribute(step)} + PS {step.ps}{cover}"
        f"{ammo}, SV {step.success_value} ({step.save_attribute} {step.attribute_value}): "
        f"{'; '.join(_save_roll(r) for r in step.rolls)}. "
        f"In all: {step.wounds} {plural(step.wounds, 'Wound')}."
    )


_REACTIONS = {
    "dodge": "Dodges",
    "attack": "attacks in reply (its own Normal Roll)",
    "none": "does not react",
}


def _template(step: vocabulary.TemplateStep, name: Names) -> str:
    text = f"{possessive(name(step.trooper))} {step.weapon} is a Direct Template: no roll to hit."
    if step.attack_kind == "intuitive":
        placed = "passed, so the template is placed" if step.placed else "failed: no template"
        text += f" Intuitive Attack: the WIP Roll {placed}."
    for outcome in step.affected:
        if outcome.dodged:
            result = "Dodges out of it (Normal PH Roll passed): no hit"
        else:
            result = f"{_REACTIONS[outcome.reaction]}: {hits_taken(outcome.hits, 0)}"
        text += f" {name(outcome.trooper)} {result}."
    return text


def _deployable_attack(step: vocabulary.DeployableAttackStep, name: Names) -> str:
    text = (
        f"{possessive(name(step.trooper))} {step.weapon} {step.deployable!r} attacks as a Direct "
        "Template: no roll to hit."
    )
    for outcome in step.affected:
        if outcome.dodged:
            result = "Dodges out of it (Normal PH Roll at -3 passed): no hit"
        else:
            result = f"{_REACTIONS[outcome.reaction]}: {hits_taken(outcome.hits, 0)}"
        text += f" {name(outcome.trooper)} {result}."
    return text


def _deployable(
    step: vocabulary.DeployableTriggeredStep
    | vocabulary.DeployablePlacedStep
    | vocabulary.DeployableAttackStep,
    name: Names,
) -> str:
    if isinstance(step, vocabulary.DeployableAttackStep):
        return _deployable_attack(step, name)
    if isinstance(step, vocabulary.DeployablePlacedStep):
        uses = (
            ""
            if step.uses_left is None
            else f" ({step.uses_left} {plural(step.uses_left, 'use')} left)"
        )
        return (
            f"{possessive(name(step.trooper))} {step.weapon} is placed on the table as "
            f"{step.deployable!r}{uses}."
        )
    affected = joined([name(t) for t in step.targets])
    return (
        f"{possessive(name(step.trooper))} {step.weapon} {step.deployable!r} triggers (its own "
        f"ARO) and leaves the table: its template affects {affected}."
    )


def _wounds(step: vocabulary.WoundsStep, name: Names) -> str:
    return (
        f"{name(step.trooper)} now has {step.wounds} {plural(step.wounds, 'Wound')} "
        f"(before: {step.wounds_before}) and {_STATES[step.state]}."
    )


def _guts(step: vocabulary.GutsRollStep, name: Names) -> str:
    if step.courage:
        return f"{name(step.trooper)} has Courage and passes its Guts Roll without rolling."
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


def _switched(step: vocabulary.SaveValueSwitchedStep, name: Names) -> str:
    if step.value_of == step.save_attribute:
        return (
            f"{name(step.trooper)} has Bioimmunity and keeps its {step.save_attribute} "
            f"{step.value}, the better value, for the saves against {name.of_side(step.attack)}."
        )
    return (
        f"{name(step.trooper)} has Bioimmunity: its saves against "
        f"{name.of_side(step.attack)} stay {step.save_attribute} saves but use its "
        f"{step.value_of} value, {step.value}."
    )


def _dogged(step: vocabulary.DoggedStep, name: Names) -> str:
    return (
        f"{name(step.trooper)} enters Unconscious State and its player activates Dogged: it "
        f"acts as Normal with {step.wounds} {plural(step.wounds, 'Wound')} until its next "
        "Wound, which kills it, and dies at the end of the Player Turn."
    )


def _fireteam(members: tuple[str, ...] | msgspec.UnsetType, name: Names) -> str:
    if isinstance(members, msgspec.UnsetType) or not members:
        return ""
    return f" for its Fireteam, activating {joined([name(m) for m in members])} with it"


def _coordinated(participants: tuple[str, ...] | msgspec.UnsetType, name: Names) -> str:
    if isinstance(participants, msgspec.UnsetType) or not participants:
        return ""
    others = joined([name(t) for t in participants])
    return f" and a Command Token on a Coordinated Order, as its Spearhead with {others},"


def _withdrawn(step: vocabulary.WithdrawnStep, name: Names) -> str:
    who = name(step.trooper)
    if step.declaration == "activation":
        return f"{possessive(who)} activation is withdrawn: the order goes back to the pool."
    what = "ARO" if step.declaration == "aro" else "second skill"
    return f"{who} withdraws the {what}."


def _voided(step: vocabulary.VoidedStep, name: Names) -> str:
    restored = [
        f"{name(c.trooper)} is back to {c.wounds} {plural(c.wounds, 'Wound')} ({c.state})"
        for c in step.restored
    ]
    text = f"The order was voided: {step.reason}."
    return text + (f" {'; '.join(restored)}." if restored else "")


def _faces(dice: tuple[vocabulary.EnteredFaces, ...], name: Names) -> str:
    return "; ".join(
        f"{name.of_side(d.side)} {', '.join(map(str, d.faces)) or 'no dice'}" for d in dice
    )


def _dice_entered(step: vocabulary.DiceEnteredStep, name: Names) -> str:
    return (
        f"{step.by} entered the faces ({_faces(step.dice, name)}); "
        f"{step.awaiting} is to confirm them before the order resolves."
    )


def _dice_confirmed(step: vocabulary.DiceConfirmedStep, name: Names) -> str:
    if not step.replaced:
        return f"{step.by} confirmed the entered faces."
    replaced = _faces(step.replaced, name)
    return f"{step.by} confirmed the entered faces, replacing their own: {replaced}."


def _conclusion_faces(
    saves: tuple[vocabulary.EnteredFaces, ...],
    guts: tuple[vocabulary.EnteredFaces, ...],
    name: Names,
) -> str:
    said = [f"saves against {name.of_side(d.side)} {', '.join(map(str, d.faces))}" for d in saves]
    said += [f"Guts Roll of {name(d.side)} {', '.join(map(str, d.faces))}" for d in guts]
    return "; ".join(said)


def _conclusion_dice(
    step: vocabulary.ConclusionDiceEnteredStep
    | vocabulary.ConclusionDiceConfirmedStep
    | vocabulary.ConclusionDiceWithdrawnStep,
    name: Names,
) -> str:
    if isinstance(step, vocabulary.ConclusionDiceWithdrawnStep):
        return f"{step.by} took the conclusion's faces back, unconfirmed, and concluded again."
    faces = _conclusion_faces(step.saves, step.guts, name)
    if isinstance(step, vocabulary.ConclusionDiceEnteredStep):
        return (
            f"{step.by} entered the conclusion's faces ({faces}); "
            f"{step.awaiting} is to confirm them before the order concludes."
        )
    if not faces:
        return f"{step.by} confirmed the conclusion's entered faces."
    return f"{step.by} confirmed the conclusion's entered faces, replacing their own: {faces}."


def _step(step: vocabulary.ReplayStep, replay: vocabulary.OrderReplay, name: Names) -> str:
    match step:
        case vocabulary.ActivationStep():
            return (
                f"{name(step.trooper)} spends {_ORDER_NAMES[step.order_type]}"
                f"{_fireteam(step.fireteam, name)}{_coordinated(step.coordinated, name)} and "
                "declares "
                f"{_skill(step.skill, step.weapon_name, name)}."
            )
        case vocabulary.AroStep():
            late = " after the second skill" if step.after_second_skill else ""
            return (
                f"{name(step.trooper)} declares an ARO{late}: "
                f"{_skill(step.skill, step.weapon_name, name)}."
            )
        case vocabulary.NoAroStep():
            late = " after the second skill" if step.after_second_skill else ""
            return f"{step.player} declares no ARO{late}."
        case vocabulary.SecondSkillStep():
            skill = _skill(step.skill, step.weapon_name, name)
            return f"{name(step.trooper)} declares a second skill: {skill}."
        case vocabulary.WithdrawnStep():
            return _withdrawn(step, name)
        case vocabulary.DiceEnteredStep():
            return _dice_entered(step, name)
        case vocabulary.DiceConfirmedStep():
            return _dice_confirmed(step, name)
        case (
            vocabulary.ConclusionDiceEnteredStep()
            | vocabulary.ConclusionDiceConfirmedStep()
            | vocabulary.ConclusionDiceWithdrawnStep()
        ):
            return _conclusion_dice(step, name)
        case vocabulary.ResolutionStep():
            return _resolution(step, name)
        case vocabulary.RollStep():
            return roll_text(step.roll, name)
        case vocabulary.DiscardStep():
            return discard_text(step, name)
        case vocabulary.RerollStep():
            return reroll_text(step, name)
        case vocabulary.TemplateStep():
            return _template(step, name)
        case (
            vocabulary.DeployableTriggeredStep()
            | vocabulary.DeployablePlacedStep()
            | vocabulary.DeployableAttackStep()
        ):
            return _deployable(step, name)
        case vocabulary.SavingRollsStep():
            return _saves(step, name)
        case vocabulary.WoundsStep():
            return _wounds(step, name)
        case vocabulary.GutsRollStep():
            return _guts(step, name)
        case vocabulary.SaveValueSwitchedStep():
            return _switched(step, name)
        case vocabulary.DoggedStep():
            return _dogged(step, name)
        case vocabulary.HackingStateStep():
            return _hacking_state(step, name)
        case vocabulary.ConcludedStep():
            return f"Order {replay.order} is concluded."
        case vocabulary.VoidedStep():
            return _voided(step, name)


def _hacking_state(step: vocabulary.HackingStateStep, name: Names) -> str:
    states = joined([f"{s} State" for s in step.states])
    if step.change == "cancelled":
        return f"{name(step.trooper)}'s successful Reset cancels its {states}."
    return (
        f"{name(step.trooper)} failed a Saving Roll against {step.program or 'a program'} "
        f"and enters {states}."
    )


def render_text(replay: vocabulary.OrderReplay) -> str:
    name = Names(replay.troopers)
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
