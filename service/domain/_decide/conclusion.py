"""Conclude closes an order: the Saving Rolls its hits cause, the Wounds, the Guts Rolls (N5).
VoidOrder reverts a concluded order's Wounds without deleting anything.

Under the roles rule's ``OWN_DICE_RULE``, in a game with manual dice confirmation, save and
Guts Roll faces the active player enters for the opponent's troopers do not conclude the order:
they wait (ConclusionDiceEntered, with the Conclude's choices) until the opponent confirms them
or replaces their own (ConfirmDice with ``saves`` and ``guts``), and the conclusion is made in
that command. What the plain confirmation would refuse is refused when the faces are entered;
concluding again before the confirmation takes them back (ConclusionDiceWithdrawn).
"""

from __future__ import annotations

from dataclasses import dataclass

from service.domain._decide.batch import (
    NO_MANUAL_DICE,
    Batch,
    check_faces,
    entered_dice,
    entered_rolls,
)
from service.domain._decide.comms_effects import cancel_reset_states, make_state_saves
from service.domain._decide.deployables import check_void_placements
from service.domain._decide.own_dice import Owners, awaited_player, require_own_replacements
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
from service.domain.commands import Conclude, ConfirmDice, EnteredDice, VoidOrder
from service.domain.errors import InvalidCommand, StateConflict
from service.domain.events import (
    ConclusionDiceConfirmed,
    ConclusionDiceEntered,
    ConclusionDiceWithdrawn,
    GutsRollMade,
    GutsRollWaived,
    OrderConcluded,
    OrderVoided,
    TrooperCondition,
)
from service.domain.state import GameState, OpenOrder
from service.domain.unset import recorded_or
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


def _brave(
    batch: Batch, order: int, candidates: tuple[str, ...], courage: tuple[str, ...]
) -> set[str]:
    """The troopers whose player uses Courage to pass the Guts Roll without rolling."""
    brave: set[str] = set()
    for trooper_id in courage:
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


GutsEntries = tuple[tuple[str, tuple[int, ...]], ...]
"""Guts Roll faces entered, keyed by trooper, in the order given."""


def _make_guts_rolls(batch: Batch, order: int, guts: GutsEntries, courage: tuple[str, ...]) -> None:
    state = batch.state
    candidates = _guts_candidates(batch) if guts_roll_applies(state.edition) else ()
    brave = _brave(batch, order, candidates, courage)
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
    entered = entered_dice(state.manual_dice, guts, expected, "Guts Roll")
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


@dataclass(frozen=True, slots=True)
class _Conclusion:
    """What a Conclude gives the conclusion: the faces entered, checked against the saves due,
    and the players' choices; kept whole while faces in it wait for confirmation."""

    saves: dict[str, tuple[int, ...]]
    guts: GutsEntries
    courage: tuple[str, ...]
    dogged: tuple[str, ...]
    bioimmunity: tuple[str, ...]

    def entered(self, order: int, by: str, awaiting: str) -> ConclusionDiceEntered:
        return ConclusionDiceEntered(
            order=order,
            by=by,
            awaiting=awaiting,
            saves=entered_rolls(self.saves.items()),
            guts=entered_rolls(self.guts),
            courage=self.courage,
            dogged=self.dogged,
            bioimmunity=self.bioimmunity,
        )


def conclude(batch: Batch, command: Conclude) -> None:
    order = require_open_order(batch.state, command.order)
    require_acts_for(command.actor, order.player, "the active player concludes the order")
    order = _withdrawn(batch, order, command.actor)
    require_step(order, command)
    state = batch.state
    if not state.manual_dice and (command.saves or command.guts):
        raise InvalidCommand(NO_MANUAL_DICE)
    plan = plan_order(state)
    due = saves_due(order, plan)
    given = _Conclusion(
        saves=_entered_saves(state, command.saves or (), due),
        guts=tuple((g.roll, g.faces) for g in command.guts or ()),
        courage=command.courage,
        dogged=recorded_or(command.dogged, ()),
        bioimmunity=recorded_or(command.bioimmunity, ()),
    )
    owners = _owners(state, due)
    entered = [owners[name] for name in given.saves]
    entered.extend(owners[name] for name, _ in given.guts if name in owners)
    awaiting = awaited_player(state, command.actor, entered, "Conclude")
    if awaiting is None:
        _conclude_with(batch, order.number, given)
        return
    waiting = given.entered(order.number, command.actor, awaiting)
    # What a plain confirmation would do, decided now: faces or choices it would refuse are
    # refused to the player who entered them, not to the one who confirms.
    trial = batch.trial()
    trial.emit(waiting)
    trial.emit(ConclusionDiceConfirmed(order=order.number, by=awaiting))
    _conclude_with(trial, order.number, given)
    batch.emit(waiting)


def confirm_conclusion(batch: Batch, order: OpenOrder, command: ConfirmDice) -> None:
    """The awaited player accepts the faces entered for the conclusion, replacing any of their
    own rolls' (``saves`` and ``guts`` of the command), and the order concludes."""
    awaited = order.awaited_dice
    assert awaited is not None
    assert awaited.conclusion
    state = batch.state
    if command.dice:
        raise InvalidCommand(
            "ConfirmDice: the faces waiting are the conclusion's: replace them in saves and guts"
        )
    due = saves_due(order, plan_order(state))
    owners = _owners(state, due)
    replaced_saves = _entered_saves(state, recorded_or(command.saves, ()), due)
    entered_guts = recorded_or(command.guts, ())
    replaced_guts = {g.roll: g.faces for g in entered_guts}
    if len(replaced_guts) != len(entered_guts):
        raise InvalidCommand("ConfirmDice: a Guts Roll's face is entered twice")
    for name, faces in replaced_guts.items():
        check_faces(faces, f"Guts Roll {name!r}")
    require_own_replacements(state, command.actor, [*replaced_saves, *replaced_guts], owners)
    strangers = [name for name in replaced_guts if name not in owners]
    if strangers:
        raise InvalidCommand(f"Guts Roll: no trooper {strangers[0]!r}")
    batch.emit(
        ConclusionDiceConfirmed(
            order=order.number,
            by=command.actor,
            saves=entered_rolls(replaced_saves.items()),
            guts=entered_rolls(replaced_guts.items()),
        )
    )
    guts = {entry.roll: entry.faces for entry in awaited.guts} | replaced_guts
    given = _Conclusion(
        saves={entry.roll: entry.faces for entry in awaited.saves} | replaced_saves,
        guts=tuple(guts.items()),
        courage=awaited.courage,
        dogged=awaited.dogged,
        bioimmunity=awaited.bioimmunity,
    )
    _conclude_with(batch, order.number, given)


def _withdrawn(batch: Batch, order: OpenOrder, actor: str) -> OpenOrder:
    """Concluding again while faces the same player entered for the conclusion await
    confirmation takes them back first: the entering player's way to correct them, or out of
    a conclusion the dice drawn since would refuse."""
    awaited = order.awaited_dice
    if order.step != "confirming" or awaited is None or not awaited.conclusion:
        return order
    if awaited.by != actor:
        return order
    batch.emit(ConclusionDiceWithdrawn(order=order.number, by=actor))
    withdrawn = batch.state.open_order
    assert withdrawn is not None
    return withdrawn


def owners_of_saves(state: GameState, order: OpenOrder) -> dict[str, Owners]:
    """Whose each roll of the open order's conclusion is (``_owners``): an attack's saves, its
    targets' players'; a trooper's Guts Roll, its player's."""
    return _owners(state, saves_due(order, plan_order(state)))


def _owners(state: GameState, due: tuple[SaveDue, ...]) -> dict[str, Owners]:
    """Whose each roll of the conclusion is: an attack's saves its targets' players', a
    trooper's Guts Roll its player's."""
    owners: dict[str, set[str]] = {}
    for item in due:
        target = state.trooper(item.effect.target)
        if target is not None:
            owners.setdefault(item.attack, set()).add(target.player)
    found = {name: frozenset(players) for name, players in owners.items()}
    for trooper in state.troopers:
        found.setdefault(trooper.trooper_id, frozenset({trooper.player}))
    return found


def _conclude_with(batch: Batch, number: int, given: _Conclusion) -> None:
    state = batch.state
    order = state.open_order
    assert order is not None
    plan = plan_order(state)
    due = saves_due(order, plan)
    saving = {item.effect.target for item in due}
    bioimmune = chosen_skill_users(state, given.bioimmunity, BIOIMMUNITY, saving)
    dogged = chosen_skill_users(state, given.dogged, DOGGED, saving)
    cancel_reset_states(batch, order, plan)
    for item in due:
        target = batch.state.trooper(item.effect.target)
        assert target is not None
        if target.state == "dead":
            if item.attack in given.saves:
                raise InvalidCommand(f"{target.trooper_id!r} is already Dead: no saves to enter")
            continue
        if item.effect.inflicts is not None:
            make_state_saves(batch, number, item, given.saves.get(item.attack))
            continue
        make_saves(
            batch,
            number,
            item,
            given.saves.get(item.attack),
            bioimmune=target.trooper_id in bioimmune,
        )
        activate_dogged(batch, number, target.trooper_id, dogged)
    _make_guts_rolls(batch, number, given.guts, given.courage)
    batch.emit(OrderConcluded(order=number))


def conclude_by_itself(batch: Batch, number: int) -> None:
    """The order concluded as its active player's Conclude with no face and no choice
    concludes it: the saves and Guts Rolls, if any, the server's (``carry_on``)."""
    _conclude_with(
        batch, number, _Conclusion(saves={}, guts=(), courage=(), dogged=(), bioimmunity=())
    )


def _entered_saves(
    state: GameState, entries: tuple[EnteredDice, ...], due: tuple[SaveDue, ...]
) -> dict[str, tuple[int, ...]]:
    if not state.manual_dice:
        return {}
    names = {item.attack for item in due}
    given: dict[str, tuple[int, ...]] = {}
    for entry in entries:
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
