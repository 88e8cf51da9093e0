"""The Saving Rolls an attack side's surviving hits cause, and the Wounds they inflict."""

from __future__ import annotations

from dataclasses import dataclass

from service.domain._decide.batch import Batch
from service.domain._decide.rolls.plan import RollPlan
from service.domain._decide.rolls.sides import AttackEffect
from service.domain.errors import InvalidCommand
from service.domain.events import SaveRoll, SavingRollsMade, TrooperWounded
from service.domain.state import OpenOrder
from service.domain.troopers import Trooper
from service.rules.saves import (
    Condition,
    MissingSaveFacesError,
    PendingSave,
    SaveResolution,
    resolve_saves,
    save_rule,
    save_value,
    saves_for_hits,
)


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
    return tuple(due)


def _condition(trooper: Trooper) -> Condition:
    return Condition(
        vitality=trooper.profile.vitality,
        structure=trooper.profile.structure,
        wounds=trooper.wounds,
        state=trooper.state,
    )


def _save_attribute_value(trooper: Trooper, attribute: str) -> int:
    values = {"ARM": trooper.profile.arm, "BTS": trooper.profile.bts, "PH": trooper.profile.ph}
    return values[attribute]


def make_saves(batch: Batch, order: int, due: SaveDue, entered: tuple[int, ...] | None) -> None:
    state = batch.state
    target = state.trooper(due.effect.target)
    assert target is not None
    rule = save_rule(
        due.effect.ammo, due.effect.save_attribute, state.edition, continuous=due.effect.continuous
    )
    value = save_value(
        rule,
        _save_attribute_value(target, rule.attribute),
        due.effect.ps,
        partial_cover=due.effect.partial_cover,
    )
    pending = saves_for_hits(rule, due.hits, due.criticals)
    if entered is not None:
        try:
            result = resolve_saves(pending, value.value, entered, _condition(target))
        except ValueError as exc:
            raise InvalidCommand(f"saves against {due.attack!r}: {exc}") from None
        draws: tuple[int, ...] = ()
    else:
        draws, result = _server_saves(batch, pending, value.value, target)
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
            rolls=tuple(
                SaveRoll(
                    face=r.face,
                    passed=r.passed,
                    wounds=r.wounds,
                    critical_extra=r.save.spec.critical_extra,
                    repeat=r.repeat,
                )
                for r in result.rolls
            ),
            wounds=result.wounds,
            draws=draws,
        )
    )
    after = result.condition
    if (after.wounds, after.state) != (target.wounds, target.state):
        batch.emit(
            TrooperWounded(
                order=order,
                trooper=target.trooper_id,
                wounds=after.wounds,
                state=after.state,
                wounds_before=target.wounds,
                state_before=target.state,
            )
        )


def _server_saves(
    batch: Batch, pending: tuple[PendingSave, ...], sv: int, target: Trooper
) -> tuple[tuple[int, ...], SaveResolution]:
    """Continuous Damage repeats depend on the faces, so dice are drawn until they suffice;
    a Roller derives each die from its index, so drawing more keeps the earlier faces."""
    count = len(pending) if sv >= 1 else 0
    while True:
        draws = batch.server_draw(count)
        try:
            return draws, resolve_saves(pending, sv, draws, _condition(target))
        except MissingSaveFacesError:
            count += 1
