"""The Saving Rolls an attack side's surviving hits cause, and the Wounds they inflict."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import msgspec

from service.domain._decide.batch import Batch
from service.domain._decide.rolls.plan import RollPlan
from service.domain._decide.rolls.sides import AttackEffect
from service.domain.errors import InvalidCommand
from service.domain.events import (
    SaveRoll,
    SaveValueSwitched,
    SavingRollsMade,
    TrooperStateEntered,
    TrooperWounded,
)
from service.domain.state import GameState, OpenOrder
from service.domain.troopers import Trooper
from service.rules.ammo import (
    COMBINED_SAVE_TRAIT,
    CONTINUOUS_DAMAGE_TRAIT,
    NON_LETHAL_TRAIT,
    STATE_DEAD_TRAIT,
    n5_ammunition_chart,
    total_immunity_cancels_traits,
)
from service.rules.hacking import HackingState
from service.rules.saves import (
    SHOCK_IMMUNITY,
    TOTAL_IMMUNITY,
    Condition,
    MissingSaveFacesError,
    PendingSave,
    SaveResolution,
    SaveRule,
    SaveValue,
    ammo_against,
    attribute_against,
    combined_save_attribute,
    combined_saves_for_hits,
    em_states,
    resolve_saves,
    save_rule,
    save_value,
    saves_for_hits,
    traits_against,
)
from service.rules.skill_saves import BIOIMMUNITY, SwitchedValue, bioimmune_value

NO_WOUND_INCAPACITATION = "No Wound Incapacitation"


@dataclass(frozen=True, slots=True)
class SaveDue:
    attack: str
    """Name of the side whose hits cause the saves."""
    effect: AttackEffect
    hits: int
    criticals: int


def saves_due(order: OpenOrder, plan: RollPlan) -> tuple[SaveDue, ...]:
    due: list[SaveDue] = []
    for roll in order.rolls:
        for side in roll.sides:
            effect = plan.side(side.name).effect
            if effect is not None and side.hits + side.criticals > 0:
                due.append(SaveDue(side.name, effect, side.hits, side.criticals))
    outcomes = [o for t in order.templates for o in t.affected]
    outcomes.extend(o for a in order.deployable_attacks for o in a.affected)
    # Each trooper a template hits saves on its own; a template's hits are never Criticals.
    for outcome in outcomes:
        effect = plan.side(outcome.attack).effect
        if effect is not None and outcome.hits > 0:
            due.append(SaveDue(outcome.attack, effect, outcome.hits, 0))
    return tuple(due)


def _condition(state: GameState, trooper: Trooper) -> Condition:
    # A trooper standing by Dogged is Normal at Wounds equal to its VITA and dies at the next
    # Wound: the same arithmetic as No Wound Incapacitation.
    return Condition(
        vitality=trooper.profile.vitality,
        structure=trooper.profile.structure,
        wounds=trooper.wounds,
        state=trooper.state,
        no_wound_incapacitation=trooper.has_skill(NO_WOUND_INCAPACITATION)
        or trooper.trooper_id in state.dogged,
    )


def _immunities(trooper: Trooper) -> tuple[str, ...]:
    return tuple(name for name in (TOTAL_IMMUNITY, SHOCK_IMMUNITY) if trooper.has_skill(name))


def _save_attribute_value(trooper: Trooper, attribute: str) -> int:
    values = {"ARM": trooper.profile.arm, "BTS": trooper.profile.bts, "PH": trooper.profile.ph}
    return values[attribute]


@dataclass(frozen=True, slots=True)
class _SaveGroup:
    """The saves of one attack against one attribute (two groups for a Combined Saving Roll)."""

    rule: SaveRule
    value: SaveValue
    pending: tuple[PendingSave, ...]
    switched: SwitchedValue | None = None
    """Bioimmunity: the value saved with, and which attribute gave it."""

    @property
    def dice(self) -> int:
        return len(self.pending) if self.value.value >= 1 else 0


def _groups(
    state: GameState, due: SaveDue, target: Trooper, bioimmune: bool
) -> tuple[_SaveGroup, ...]:
    effect = due.effect
    immunities = _immunities(target)
    ammo = ammo_against(effect.ammo, immunities)
    # A game keeps the rules of its catalogue revision (E/M, PARA, Stun; what Total Immunity
    # cancels), so a recorded game is decided again as it was played.
    suffered = traits_against(
        (*effect.traits, *((CONTINUOUS_DAMAGE_TRAIT,) if effect.continuous else ())),
        immunities,
        damage_and_attributes=total_immunity_cancels_traits(state.catalogue_revision),
    )
    chart = {
        "n5_chart": n5_ammunition_chart(state.catalogue_revision),
        "non_lethal_trait": NON_LETHAL_TRAIT in effect.traits,
        "kills": STATE_DEAD_TRAIT in suffered,
    }
    continuous = CONTINUOUS_DAMAGE_TRAIT in suffered
    rule = save_rule(ammo, effect.save_attribute, state.edition, continuous=continuous, **chart)
    pending = saves_for_hits(rule, due.hits, due.criticals)
    groups = [_group(rule, target, due, suffered, pending, bioimmune)]
    second = combined_save_attribute(
        (COMBINED_SAVE_TRAIT,) if effect.combined else (), state.edition
    )
    if second is not None:
        other = save_rule(ammo, second, state.edition, continuous=continuous, **chart)
        second_pending = combined_saves_for_hits(other, due.hits, due.criticals)
        groups.append(_group(other, target, due, suffered, second_pending, bioimmune))
    return tuple(groups)


def _group(
    rule: SaveRule,
    target: Trooper,
    due: SaveDue,
    suffered: tuple[str, ...],
    pending: tuple[PendingSave, ...],
    bioimmune: bool,
) -> _SaveGroup:
    """``suffered``: the weapon's traits as the target suffers them (``traits_against``)."""
    switched = (
        bioimmune_value(
            rule.attribute,
            target.profile.arm,
            target.profile.bts,
            comms_attack=due.effect.comms_attack,
        )
        if bioimmune
        else None
    )
    attribute_value = attribute_against(
        rule.attribute,
        switched.value if switched is not None else _save_attribute_value(target, rule.attribute),
        suffered,
    )
    value = save_value(
        rule,
        attribute_value,
        due.effect.ps,
        partial_cover=due.effect.partial_cover,
        mods=[m.to_mod() for m in due.effect.save_mods],
    )
    return _SaveGroup(rule, value, pending, switched)


def _split_entered(
    groups: tuple[_SaveGroup, ...], entered: tuple[int, ...], attack: str
) -> list[tuple[int, ...]]:
    """Entered faces in order: the first attribute's saves, then the second's (Plasma: ARM,
    then BTS). Continuous Damage repeats make a group's count depend on its faces, so a
    Combined Saving Roll with it cannot be split."""
    if len(groups) == 1:
        return [entered]
    if any(g.rule.continuous for g in groups):
        raise InvalidCommand(
            f"saves against {attack!r}: Combined Saving Rolls with Continuous Damage "
            "cannot be entered"
        )
    first = groups[0].dice
    return [entered[:first], entered[first:]]


def make_saves(
    batch: Batch,
    order: int,
    due: SaveDue,
    entered: tuple[int, ...] | None,
    *,
    bioimmune: bool = False,
) -> None:
    """``bioimmune``: the target's player uses Bioimmunity for these saves."""
    state = batch.state
    target = state.trooper(due.effect.target)
    assert target is not None
    groups = _groups(state, due, target, bioimmune)
    faces = _split_entered(groups, entered, due.attack) if entered is not None else None
    condition = _condition(state, target)
    for index, group in enumerate(groups):
        if condition.state == "dead":
            if faces is not None and any(faces[index:]):
                # Refused, not dropped: the log would otherwise not show faces it was given.
                raise InvalidCommand(
                    f"saves against {due.attack!r}: {target.trooper_id} is Dead after the first"
                    " Saving Rolls and makes no more; enter only the faces it rolled"
                )
            break  # a Dead trooper makes no more saves
        if group.switched is not None:
            # Before any draw: server dice are derived from the version of the saves' event.
            _emit_switch(batch, order, target, due, group.switched)
        if faces is not None:
            try:
                result = resolve_saves(group.pending, group.value.value, faces[index], condition)
            except ValueError as exc:
                raise InvalidCommand(f"saves against {due.attack!r}: {exc}") from None
            draws: tuple[int, ...] = ()
        else:
            draws, result = _server_saves(batch, group.pending, group.value.value, condition)
        _emit_saves(batch, order, target, due, group, result, draws)
        if any(not r.passed for r in result.rolls):
            enter_states(batch, order, target, due, em_states(group.rule, target.known_unit_type))
        condition = result.condition
    if (condition.wounds, condition.state) != (target.wounds, target.state):
        batch.emit(
            TrooperWounded(
                order=order,
                trooper=target.trooper_id,
                wounds=condition.wounds,
                state=condition.state,
                wounds_before=target.wounds,
                state_before=target.state,
            )
        )


def enter_states(
    batch: Batch, order: int, target: Trooper, due: SaveDue, states: Iterable[HackingState]
) -> None:
    """Failed saves put the target in ``states`` (once: a State already held is not entered
    again), whether Non-Lethal ammunition or a program caused them."""
    for state in states:
        if state not in batch.state.states_of(target.trooper_id):
            batch.emit(
                TrooperStateEntered(
                    order=order,
                    trooper=target.trooper_id,
                    state=state,
                    attack=due.attack,
                    program=due.effect.weapon,
                )
            )


def _emit_switch(
    batch: Batch, order: int, target: Trooper, due: SaveDue, switched: SwitchedValue
) -> None:
    batch.emit(
        SaveValueSwitched(
            order=order,
            trooper=target.trooper_id,
            attack=due.attack,
            save_attribute=switched.attribute,
            value_of=switched.value_of,
            value=switched.value,
            skill=BIOIMMUNITY,
        )
    )


def emit_saving_rolls(
    batch: Batch,
    order: int,
    target: Trooper,
    due: SaveDue,
    rule: SaveRule,
    value: SaveValue,
    rolls: tuple[SaveRoll, ...],
    *,
    wounds: int,
    draws: tuple[int, ...],
) -> None:
    """One attack's Saving Rolls against one attribute, recorded the same way whatever they
    cause (Wounds, or a program's State)."""
    batch.emit(
        SavingRollsMade(
            order=order,
            trooper=target.trooper_id,
            attack=due.attack,
            weapon=due.effect.weapon,
            ammo=tuple(a.value for a in rule.ammo),
            save_attribute=rule.attribute,
            attribute_value=value.attribute_value,
            ps=value.ps,
            partial_cover=value.partial_cover,
            success_value=value.value,
            rolls=rolls,
            wounds=wounds,
            draws=draws,
            save_mods=due.effect.save_mods or msgspec.UNSET,
        )
    )


def _emit_saves(
    batch: Batch,
    order: int,
    target: Trooper,
    due: SaveDue,
    group: _SaveGroup,
    result: SaveResolution,
    draws: tuple[int, ...],
) -> None:
    rolls = tuple(
        SaveRoll(
            face=r.face,
            passed=r.passed,
            wounds=r.wounds,
            critical_extra=r.save.spec.critical_extra,
            repeat=r.repeat,
        )
        for r in result.rolls
    )
    emit_saving_rolls(
        batch, order, target, due, group.rule, group.value, rolls, wounds=result.wounds, draws=draws
    )


def _server_saves(
    batch: Batch, pending: tuple[PendingSave, ...], sv: int, condition: Condition
) -> tuple[tuple[int, ...], SaveResolution]:
    """Continuous Damage repeats depend on the faces, so dice are drawn until they suffice;
    a Roller derives each die from its index, so drawing more keeps the earlier faces."""
    count = len(pending) if sv >= 1 else 0
    while True:
        draws = batch.server_draw(count)
        try:
            return draws, resolve_saves(pending, sv, draws, condition)
        except MissingSaveFacesError:
            count += 1
