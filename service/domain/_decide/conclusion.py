"""Conclude closes an order: the Saving Rolls its hits cause, the Wounds, the Guts Rolls (N5).
VoidOrder reverts a concluded order's Wounds without deleting anything.
"""

from __future__ import annotations

from service.domain._decide.batch import NO_MANUAL_DICE, Batch, check_faces, entered_dice
from service.domain._decide.comms_effects import cancel_reset_states, make_state_saves
from service.domain._decide.deployables import check_void_placements
from service.domain._decide.rolls.plan import plan_order
from service.domain._decide.saves import SaveDue, make_saves, saves_due
from service.domain._decide.skill_choices import activate_dogged, chosen_skill_users
from service.domain._decide.step_check import require_step
from service.domain.access import (
    require_acts_for,
    require_live,
    require_open_order,
    require_organiser,
)
from service.domain.commands import Conclude, VoidOrder
from service.domain.errors import InvalidCommand, StateConflict
from service.domain.events import (
    GutsRollMade,
    GutsRollWaived,
    OrderConcluded,
    OrderVoided,
    TrooperCondition,
)
from service.domain.state import GameState
from service.rules.ammo import Ammo, n5_ammunition_chart
from service.rules.hacking import own_roll_mods, spared_guts_roll
from service.rules.saves import guts_roll_applies
from service.rules.skill_saves import BIOIMMUNITY, DOGGED
from service.rules.values import success_value

COURAGE = "Courage"


def _guts_candidates(batch: Batch) -> tuple[str, ...]:
    order = batch.state.open_order
    assert order is not None
    seen: list[str] = []
    for made in order.saves:
        trooper = batch.state.trooper(made.trooper)
        if made.trooper in seen or trooper is None or not trooper.can_act:
            continue
        if not spared_guts_roll(batch.state.states_of(made.trooper)):
            seen.append(made.trooper)
    return tuple(seen)


def _brave(batch: Batch, order: int, candidates: tuple[str, ...], command: Conclude) -> set[str]:
    """The troopers whose player uses Courage to pass the Guts Roll without rolling."""
    brave: set[str] = set()
    for trooper_id in command.courage:
        trooper = batch.state.trooper(trooper_id)
        if trooper_id not in candidates or trooper is None:
            raise InvalidCommand(f"{trooper_id!r} has no Guts Roll to make in this order")
        if not trooper.has_skill(COURAGE):
            raise InvalidCommand(f"{trooper_id!r} does not have Courage")
        if trooper_id in brave:
            raise InvalidCommand(f"Courage is chosen twice for {trooper_id!r}")
        brave.add(trooper_id)
        batch.emit(GutsRollWaived(order=order, trooper=trooper_id, skill=COURAGE))
    return brave


def _failed_stun_save(batch: Batch, trooper_id: str) -> bool:
    """Stun Ammunition (N5): a failed save against it fails the Guts Roll that follows, unless
    the trooper has Courage. Games before the N5 ammunition chart keep rolling it."""
    state = batch.state
    order = state.open_order
    assert order is not None
    if not n5_ammunition_chart(state.catalogue_revision):
        return False
    trooper = state.trooper(trooper_id)
    if trooper is None or trooper.has_skill(COURAGE):
        return False
    return any(
        made.trooper == trooper_id
        and Ammo.STUN.value in made.ammo
        and any(not r.passed for r in made.rolls)
        for made in order.saves
    )


def _make_guts_rolls(batch: Batch, order: int, command: Conclude) -> None:
    state = batch.state
    candidates = _guts_candidates(batch) if guts_roll_applies(state.edition) else ()
    brave = _brave(batch, order, candidates, command)
    candidates = tuple(c for c in candidates if c not in brave)
    failed = {c for c in candidates if _failed_stun_save(batch, c)}
    values = {}
    expected: dict[str, int] = {}
    for trooper_id in candidates:
        trooper = state.trooper(trooper_id)
        assert trooper is not None
        # Its own States' MODs (Stunned: -3 to any roll but Saving Rolls).
        mods = own_roll_mods(state.states_of(trooper_id), "guts")
        values[trooper_id] = success_value(trooper.profile.wip, mods)
        rolls = values[trooper_id].rolls and trooper_id not in failed
        expected[trooper_id] = 1 if rolls else 0
    entries = None if command.guts is None else [(g.roll, g.faces) for g in command.guts]
    entered = entered_dice(state.manual_dice, entries, expected, "Guts Roll")
    for trooper_id in candidates:
        sv = values[trooper_id].value
        faces, draws = batch.faces_for([(trooper_id, expected[trooper_id])], entered)
        face = faces[trooper_id][0] if faces[trooper_id] else None
        batch.emit(
            GutsRollMade(
                order=order,
                trooper=trooper_id,
                success_value=sv,
                face=face,
                passed=face is not None and face <= sv,
                draws=draws,
            )
        )


def conclude(batch: Batch, command: Conclude) -> None:
    order = require_open_order(batch.state, command.order)
    require_acts_for(command.actor, order.player, "the active player concludes the order")
    require_step(order, command)
    state = batch.state
    if not state.manual_dice and (command.saves or command.guts):
        raise InvalidCommand(NO_MANUAL_DICE)
    plan = plan_order(state)
    due = saves_due(order, plan)
    given = _entered_saves(state, command, due)
    saving = {item.effect.target for item in due}
    bioimmune = chosen_skill_users(state, command.bioimmune_troopers, BIOIMMUNITY, saving)
    dogged = chosen_skill_users(state, command.dogged_troopers, DOGGED, saving)
    cancel_reset_states(batch, order, plan)
    for item in due:
        target = batch.state.trooper(item.effect.target)
        assert target is not None
        if target.state == "dead":
            if item.attack in given:
                raise InvalidCommand(f"{target.trooper_id!r} is already Dead: no saves to enter")
            continue
        if item.effect.inflicts is not None:
            make_state_saves(batch, order.number, item, given.get(item.attack))
            continue
        make_saves(
            batch,
            order.number,
            item,
            given.get(item.attack),
            bioimmune=target.trooper_id in bioimmune,
        )
        activate_dogged(batch, order.number, target.trooper_id, dogged)
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


def void_order(batch: Batch, command: VoidOrder) -> None:
    state = batch.state
    require_live(state)
    require_organiser(command.actor, "void an order")
    if not command.reason.strip():
        raise InvalidCommand("voiding an order needs a reason")
    require_step(state.open_order, command)
    if not state.is_concluded(command.order):
        raise InvalidCommand(f"no concluded order {command.order}")
    if command.order in state.voided_orders:
        raise StateConflict(f"order {command.order} is already void")
    check_void_placements(state, command.order)
    restored: list[TrooperCondition] = []
    for change in state.changes_of(command.order):
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
