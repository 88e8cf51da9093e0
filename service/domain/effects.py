"""Resolution, the players' choices on the dice, and the order's conclusion.

Resolve makes every roll of the order (Face to Face where both actions affect each other,
Normal otherwise). +1 SD discards and ReRolls are then chosen one at a time. Conclude makes
the Saving Rolls the surviving hits cause, applies Wounds, makes the Guts Rolls (N5) and
closes the order. VoidOrder reverts a concluded order's Wounds without deleting anything.

In a manual-dice game every roll (a side of an order roll, the saves against one attacking
side with their Continuous Damage repeats, a trooper's Guts Roll, a ReRolled die) takes either
the faces entered for it or server dice; the other games take server dice only.
"""

from __future__ import annotations

from dataclasses import dataclass

from service.domain.access import require_acts_for, require_live, require_organiser
from service.domain.batch import NO_MANUAL_DICE, Batch, check_faces, entered_dice
from service.domain.commands import ChooseDiscard, ChooseReroll, Conclude, Resolve, VoidOrder
from service.domain.errors import InvalidCommand, StateConflict
from service.domain.events import (
    DieDiscarded,
    GutsRollMade,
    OrderConcluded,
    OrderRollMade,
    OrderVoided,
    PendingChoice,
    RerollMade,
    ResolutionBegan,
    SaveRoll,
    SavingRollsMade,
    TrooperCondition,
    TrooperWounded,
)
from service.domain.resolution import (
    AttackEffect,
    RollPlan,
    SideInput,
    discard_from,
    pending_choices,
    plan_order,
    record_roll,
    reroll_in,
)
from service.domain.state import GameState, OpenOrder
from service.domain.troopers import Trooper
from service.rules.saves import (
    Condition,
    MissingSaveFacesError,
    PendingSave,
    SaveResolution,
    guts_roll_applies,
    resolve_saves,
    save_rule,
    save_value,
    saves_for_hits,
)
from service.rules.values import success_value


def _open_order(state: GameState) -> OpenOrder:
    require_live(state)
    if state.open_order is None:
        raise StateConflict("no order is open")
    return state.open_order


# --- Resolve -------------------------------------------------------------------------------


def resolve(batch: Batch, command: Resolve) -> None:
    order = _open_order(batch.state)
    require_acts_for(command.actor, order.player, "the active player resolves the order")
    if order.step not in ("first_aros", "second_aros"):
        raise StateConflict(f"order {order.number} is already resolved ({order.step})")
    plan = plan_order(batch.state)
    entries = None if command.dice is None else [(d.roll, d.faces) for d in command.dice]
    entered = entered_dice(
        batch.state.manual_dice, entries, {s.name: s.dice for s in plan.sides}, "Resolve"
    )
    batch.emit(
        ResolutionBegan(
            order=order.number,
            rolls=len(plan.rolls),
            lost=plan.lost,
            choices=pending_choices(plan),
        )
    )
    _make_rolls(batch, order.number, plan, entered)


def _make_rolls(
    batch: Batch, order: int, plan: RollPlan, entered: dict[str, tuple[int, ...]]
) -> None:
    rolled: dict[str, tuple[int, ...]] = {}
    for index, planned in enumerate(plan.rolls):
        # A side in two rolls (an active Dodge facing two AROs) rolls its dice only once.
        fresh = [(name, plan.side(name).dice) for name in planned.sides if name not in rolled]
        faces, draws = batch.faces_for(fresh, entered)
        rolled.update(faces)
        inputs = [
            SideInput(
                name=spec.name,
                trooper=spec.trooper,
                target=spec.target,
                attribute=spec.attribute,
                mods=spec.mods,
                faces=rolled[spec.name],
            )
            for spec in map(plan.side, planned.sides)
        ]
        roll = record_roll(planned.kind, inputs, batch.state.edition)
        batch.emit(OrderRollMade(order=order, index=index, roll=roll, draws=draws))


# --- +1 SD and ReRoll ------------------------------------------------------------------------


def _next_choice(batch: Batch, actor: str, side: str, kind: str) -> tuple[OpenOrder, PendingChoice]:
    order = _open_order(batch.state)
    if order.step != "choices":
        raise StateConflict(f"order {order.number} has no choice to make ({order.step})")
    head = order.pending[0]
    if (head.kind, head.side) != (kind, side):
        raise StateConflict(
            f"waiting for {head.player!r} to choose a {head.kind} for {head.side!r}"
        )
    require_acts_for(actor, head.player, f"the {kind} for {side!r} is {head.player!r}'s choice")
    return order, head


def _die_index(order: OpenOrder, head: PendingChoice, die: int) -> None:
    dice = order.rolls[head.index].side(head.side).dice
    if not 0 <= die < len(dice):
        raise InvalidCommand(f"{head.side!r} rolled {len(dice)} dice: no die {die}")


def choose_discard(batch: Batch, command: ChooseDiscard) -> None:
    order, head = _next_choice(batch, command.actor, command.side, "discard")
    _die_index(order, head, command.die)
    roll = discard_from(order.rolls[head.index], head.side, command.die, batch.state.edition)
    batch.emit(
        DieDiscarded(
            order=order.number, index=head.index, side=head.side, die=command.die, roll=roll
        )
    )


def choose_reroll(batch: Batch, command: ChooseReroll) -> None:
    order, head = _next_choice(batch, command.actor, command.side, "reroll")
    state = batch.state
    if command.face is not None and not state.manual_dice:
        raise InvalidCommand(NO_MANUAL_DICE)
    roll = order.rolls[head.index]
    draws: tuple[int, ...] = ()
    if command.die is None:
        if command.face is not None:
            raise InvalidCommand("a declined ReRoll rolls no die")
    else:
        _die_index(order, head, command.die)
        if command.face is not None:
            check_faces((command.face,), "ReRoll")
            face = command.face
        else:
            draws = batch.server_draw(1)
            face = draws[0]
        roll = reroll_in(roll, head.side, command.die, face, state.edition)
    batch.emit(
        RerollMade(
            order=order.number,
            index=head.index,
            side=head.side,
            die=command.die,
            roll=roll,
            draws=draws,
        )
    )


# --- Conclude: Saving Rolls, Wounds, Guts Rolls ----------------------------------------------


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


def _make_saves(batch: Batch, order: int, due: SaveDue, entered: tuple[int, ...] | None) -> None:
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


def _guts_candidates(batch: Batch) -> tuple[str, ...]:
    order = batch.state.open_order
    assert order is not None
    seen: list[str] = []
    for made in order.saves:
        trooper = batch.state.trooper(made.trooper)
        if made.trooper not in seen and trooper is not None and trooper.can_act:
            seen.append(made.trooper)
    return tuple(seen)


def _make_guts_rolls(batch: Batch, order: int, command: Conclude) -> None:
    state = batch.state
    candidates = _guts_candidates(batch) if guts_roll_applies(state.edition) else ()
    expected: dict[str, int] = {}
    for trooper_id in candidates:
        trooper = state.trooper(trooper_id)
        assert trooper is not None
        expected[trooper_id] = 1 if success_value(trooper.profile.wip).rolls else 0
    entries = None if command.guts is None else [(g.roll, g.faces) for g in command.guts]
    entered = entered_dice(state.manual_dice, entries, expected, "Guts Roll")
    for trooper_id in candidates:
        trooper = batch.state.trooper(trooper_id)
        assert trooper is not None
        wip = trooper.profile.wip
        faces, draws = batch.faces_for([(trooper_id, expected[trooper_id])], entered)
        face = faces[trooper_id][0] if faces[trooper_id] else None
        batch.emit(
            GutsRollMade(
                order=order,
                trooper=trooper_id,
                success_value=wip,
                face=face,
                passed=face is not None and face <= wip,
                draws=draws,
            )
        )


def conclude(batch: Batch, command: Conclude) -> None:
    order = _open_order(batch.state)
    require_acts_for(command.actor, order.player, "the active player concludes the order")
    if order.step != "effects":
        raise StateConflict(f"order {order.number} cannot conclude yet ({order.step})")
    state = batch.state
    if not state.manual_dice and (command.saves or command.guts):
        raise InvalidCommand(NO_MANUAL_DICE)
    due = saves_due(order, plan_order(state))
    given = _entered_saves(state, command, due)
    for item in due:
        target = batch.state.trooper(item.effect.target)
        assert target is not None
        if target.state == "dead":
            if item.attack in given:
                raise InvalidCommand(f"{target.trooper_id!r} is already Dead: no saves to enter")
            continue
        _make_saves(batch, order.number, item, given.get(item.attack))
    _make_guts_rolls(batch, order.number, command)
    batch.emit(OrderConcluded(order=order.number))


def _entered_saves(
    state: GameState, command: Conclude, due: tuple[SaveDue, ...]
) -> dict[str, tuple[int, ...]]:
    if not state.manual_dice:
        return {}
    names = {item.attack for item in due}
    given: dict[str, tuple[int, ...]] = {}
    for entry in command.saves or ():
        if entry.roll not in names:
            known = ", ".join(sorted(names)) or "none"
            raise InvalidCommand(f"no saves are caused by {entry.roll!r} (attacks: {known})")
        if entry.roll in given:
            raise InvalidCommand(f"saves against {entry.roll!r} are entered twice")
        check_faces(entry.faces, f"saves against {entry.roll!r}")
        given[entry.roll] = entry.faces
    return given


# --- VoidOrder -------------------------------------------------------------------------------


def void_order(batch: Batch, command: VoidOrder) -> None:
    state = batch.state
    require_live(state)
    require_organiser(command.actor, "void an order")
    if not command.reason.strip():
        raise InvalidCommand("voiding an order needs a reason")
    if state.open_order is not None:
        raise StateConflict(f"order {state.open_order.number} is still open")
    target = state.resolved_order(command.order)
    if target is None:
        raise InvalidCommand(f"no concluded order {command.order}")
    if target.voided:
        raise StateConflict(f"order {command.order} is already void")
    restored: list[TrooperCondition] = []
    for change in target.changes:
        trooper = state.trooper(change.trooper)
        assert trooper is not None
        if (trooper.wounds, trooper.state) != (change.wounds_after, change.state_after):
            raise StateConflict(
                f"{change.trooper!r} changed again after order {command.order}: void later "
                "orders first"
            )
        restored.append(
            TrooperCondition(
                trooper=change.trooper, wounds=change.wounds_before, state=change.state_before
            )
        )
    batch.emit(OrderVoided(order=command.order, reason=command.reason, restored=tuple(restored)))
