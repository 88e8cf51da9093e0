"""Concluding an order with Comms Attacks: Reset's cancellations, then the Saving Rolls of
Non-Lethal programs, whose failures put their target in a State instead of wounding it."""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain._decide.rolls.plan import RollPlan
from service.domain._decide.saves import SaveDue, emit_saving_rolls, enter_states
from service.domain.errors import InvalidCommand
from service.domain.events import (
    SaveRoll,
    TrooperStatesCancelled,
)
from service.domain.state import OpenOrder
from service.rules.hacking import CANCELLED_BY
from service.rules.saves import save_rule, save_value, saves_for_hits


def cancel_reset_states(batch: Batch, order: OpenOrder, plan: RollPlan) -> None:
    """A successful Reset Roll, Normal or Face to Face, cancels its trooper's Targeted and
    Immobilized-B States; a successful Dodge Roll its Immobilized-A State (Immobilized-A State,
    N5). It comes first: within an order a positive effect is applied before a negative one
    (States, N5.2), so a State inflicted in the same order stays."""
    for roll in order.rolls:
        for side in roll.sides:
            spec = plan.side(side.name)
            cancels = CANCELLED_BY.get(spec.skill)
            if cancels is None or side.hits + side.criticals == 0:
                continue
            held = batch.state.states_of(spec.trooper)
            cancelled = tuple(s for s in held if s in cancels)
            if cancelled:
                batch.emit(
                    TrooperStatesCancelled(
                        order=order.number, trooper=spec.trooper, states=cancelled, by=side.name
                    )
                )


def make_state_saves(
    batch: Batch, order: int, due: SaveDue, entered: tuple[int, ...] | None
) -> None:
    """The BTS saves of a Non-Lethal program: no Wound, but any failed save puts the target in
    the program's State (once: a State already held is not entered again)."""
    effect = due.effect
    assert effect.inflicts is not None
    target = batch.state.trooper(effect.target)
    assert target is not None
    rule = save_rule(effect.ammo, effect.save_attribute, batch.state.edition)
    pending = saves_for_hits(rule, due.hits, due.criticals)
    value = save_value(
        rule, target.profile.bts, effect.ps, mods=[m.to_mod() for m in effect.save_mods]
    )
    count = len(pending) if value.value >= 1 else 0
    draws: tuple[int, ...] = ()
    if entered is not None:
        if len(entered) != count:
            raise InvalidCommand(
                f"saves against {due.attack!r}: {count} faces are needed, {len(entered)} given"
            )
        faces = entered
    else:
        faces = draws = batch.server_draw(count)
    rolls = tuple(
        SaveRoll(
            face=faces[i] if count else None,
            passed=bool(count) and faces[i] <= value.value,
            wounds=0,
            critical_extra=save.spec.critical_extra,
            repeat=0,
        )
        for i, save in enumerate(pending)
    )
    emit_saving_rolls(batch, order, target, due, rule, value, rolls, wounds=0, draws=draws)
    if any(not r.passed for r in rolls):
        enter_states(batch, order, target, due, (effect.inflicts,))
