"""Replay of one order: what was declared, rolled, cancelled, saved and suffered, step by step,
and whether the record is what the rules give for the commands that produced it.

The steps tell what the log records, so a dispute can point at the very event it is about.
``matches_record`` says whether deciding every command of the order again, from the state
before it and with the dice the log recorded, produces exactly those events: an event edited
after the fact (a face, a ``cancelled`` flag) is still explained as recorded, and shows up as a
difference that names its version.

The text a player reads (``service.audit.replay_text.render_text``) is generated from these
same structures, so the JSON and the prose cannot tell two stories.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal, get_args

import msgspec

from service.domain.commands import Command
from service.domain.declarations import (
    AttributeRoll,
    BSAttack,
    CCAttack,
    Discover,
    ModEntry,
    Skill,
    SkillName,
)
from service.domain.dice import Roller
from service.domain.errors import NotFound
from service.domain.events import (
    AroDeclared,
    DeclarationKind,
    DeclarationWithdrawn,
    DieDiscarded,
    Event,
    GutsRollMade,
    LostDice,
    OrderConcluded,
    OrderRollMade,
    OrderVoided,
    PendingChoice,
    RecordedDie,
    RecordedRoll,
    RecordedSide,
    RerollMade,
    ResolutionBegan,
    SaveRoll,
    SavingRollsMade,
    SecondSkillDeclared,
    TrooperActivated,
    TrooperCondition,
    TrooperWounded,
    decode_event,
    encode_event,
)
from service.domain.game import decide, evolve, initial_state
from service.domain.state import GameState
from service.domain.troopers import OrderType, TrooperState
from service.rules.rolls import RollKind
from service.rules.values import Edition

ReplayStatus = Literal["open", "resolved", "voided"]
DiceSource = Literal["entered", "server"]
"""Faces a player entered at the table, or faces the server drew from the game's seed."""
DieFate = Literal["failed", "cancelled", "survived"]
CancelRule = Literal["both_criticals", "critical", "equal_or_higher", "unexplained"]
"""Why a die was cancelled: both sides rolled Criticals; an enemy Critical; an enemy success of
equal or higher value; or ``unexplained`` when the record marks a cancellation no rule gives."""

WITHDRAWN_ACTIVATION = "the activation was withdrawn, so its order went back to the pool"
MAX_PATHS_PER_EVENT = 4
"""Differences listed per event; an edited roll can touch many fields and one or two suffice
to see what changed."""

_ATTRIBUTE_OF_SKILL: Final[dict[str, str]] = {
    "bs_attack": "BS",
    "cc_attack": "CC",
    "dodge": "PH",
    "reset": "WIP",
    "discover": "WIP",
}
_ATTACKS: Final = frozenset({"bs_attack", "cc_attack"})
_SKILL_NAMES: Final[dict[str, SkillName]] = {name: name for name in get_args(SkillName)}

_OrderEvent = (
    TrooperActivated
    | AroDeclared
    | SecondSkillDeclared
    | DeclarationWithdrawn
    | ResolutionBegan
    | OrderRollMade
    | DieDiscarded
    | RerollMade
    | SavingRollsMade
    | TrooperWounded
    | GutsRollMade
    | OrderConcluded
    | OrderVoided
)
_ORDER_EVENT_TYPES: Final = frozenset(
    str(cls.__struct_config__.tag) for cls in get_args(_OrderEvent)
)


@dataclass(frozen=True)
class ReplayInput:
    """One recorded event, as the store returns it."""

    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]


# --- what a replay says ----------------------------------------------------------------------


class TrooperRef(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    player: str


class FinalCondition(msgspec.Struct, frozen=True, kw_only=True):
    wounds: int
    state: TrooperState


class DieRef(msgspec.Struct, frozen=True, kw_only=True):
    """An enemy die, named by its side and its index among that side's dice."""

    side: str
    die: int
    face: int
    critical: bool


class ExplainedDie(msgspec.Struct, frozen=True, kw_only=True):
    index: int
    face: int
    value: int
    """What a Face to Face Roll compares (the face, or in CodeOne above SV 20 face + excess)."""
    success: bool
    critical: bool
    fate: DieFate
    cancelled_by: DieRef | None = None
    rule: CancelRule | None = None


class ExplainedSide(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    trooper: str | None
    target: str | None
    skill: SkillName | None
    attack: bool
    """A BS or CC Attack: its surviving successes are hits on ``target``."""
    attribute_name: str | None
    attribute: int
    mods: tuple[ModEntry, ...]
    raw_mod_total: int
    mod_total: int
    """After the +/-12 cap."""
    clamped: bool
    success_value: int
    rolled: bool
    """False when the Success Value was below 1: no die was rolled and the roll failed."""
    dice_source: DiceSource | None
    """None when no die was rolled."""
    dice: tuple[ExplainedDie, ...]
    hits: int
    criticals: int
    discarded: tuple[int, ...]
    rerolled: tuple[int, ...]


class ExplainedRoll(msgspec.Struct, frozen=True, kw_only=True):
    index: int
    kind: RollKind
    sides: tuple[ExplainedSide, ...]
    """The active side first in a Face to Face Roll."""
    winner: str | None
    all_criticals: bool
    """Both sides rolled Criticals, so every success was cancelled."""


class ActivationStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["activation"] = "activation"
    version: int
    actor: str | None
    trooper: str
    order_type: OrderType
    skill: Skill
    weapon_name: str | None


class AroStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["aro"] = "aro"
    version: int
    actor: str | None
    trooper: str
    skill: Skill
    weapon_name: str | None
    after_second_skill: bool


class SecondSkillStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["second_skill"] = "second_skill"
    version: int
    actor: str | None
    trooper: str
    skill: Skill
    weapon_name: str | None


class WithdrawnStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["withdrawn"] = "withdrawn"
    version: int
    actor: str | None
    trooper: str
    declaration: DeclarationKind
    """An activation withdrawn gives its order back and ends the order."""


class ResolutionStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["resolution"] = "resolution"
    version: int
    actor: str | None
    rolls: int
    lost: tuple[LostDice, ...]
    choices: tuple[PendingChoice, ...]


class RollStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["roll"] = "roll"
    version: int
    actor: str | None
    roll: ExplainedRoll


class DiscardStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["discard"] = "discard"
    version: int
    actor: str | None
    side: str
    trooper: str | None
    die: int
    face: int | None
    """The face discarded; None if the record names a die the roll did not have."""
    roll: ExplainedRoll
    """The roll worked out again without that die."""


class RerollStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["reroll"] = "reroll"
    version: int
    actor: str | None
    side: str
    trooper: str | None
    die: int | None
    """None: the ReRoll was declined."""
    old_face: int | None
    new_face: int | None
    new_face_source: DiceSource | None
    roll: ExplainedRoll


class SavingRollsStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["saving_rolls"] = "saving_rolls"
    version: int
    actor: str | None
    trooper: str
    attack: str
    """The side whose hits caused these saves."""
    attacker: str | None
    hits: int
    criticals: int
    weapon: str
    ammo: tuple[str, ...]
    save_attribute: str
    attribute_value: int
    ps: int
    partial_cover: bool
    success_value: int
    rolls: tuple[SaveRoll, ...]
    wounds: int


class WoundsStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["wounds"] = "wounds"
    version: int
    actor: str | None
    trooper: str
    wounds_before: int
    state_before: TrooperState
    wounds: int
    state: TrooperState


class GutsRollStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["guts_roll"] = "guts_roll"
    version: int
    actor: str | None
    trooper: str
    success_value: int
    face: int | None
    passed: bool


class ConcludedStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["concluded"] = "concluded"
    version: int
    actor: str | None


class VoidedStep(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["voided"] = "voided"
    version: int
    actor: str | None
    reason: str
    restored: tuple[TrooperCondition, ...]


ReplayStep = (
    ActivationStep
    | AroStep
    | SecondSkillStep
    | WithdrawnStep
    | ResolutionStep
    | RollStep
    | DiscardStep
    | RerollStep
    | SavingRollsStep
    | WoundsStep
    | GutsRollStep
    | ConcludedStep
    | VoidedStep
)


class OrderReplay(msgspec.Struct, frozen=True, kw_only=True):
    order: int
    turn: int
    player: str
    trooper: str
    order_type: OrderType
    edition: Edition
    status: ReplayStatus
    void_reason: str | None
    troopers: dict[str, TrooperRef]
    """Every trooper the order mentions, by id."""
    steps: tuple[ReplayStep, ...]
    final_states: dict[str, FinalCondition]
    """Each trooper's Wounds and state once the order is over (after a void: as restored)."""
    matches_record: bool
    differences: tuple[str, ...]


def replay_to_builtins(replay: OrderReplay) -> dict[str, Any]:
    """The JSON body, made of JSON types only (lists, not tuples), as a client will see it."""
    body = msgspec.json.decode(msgspec.json.encode(replay))
    assert isinstance(body, dict)
    return body


# --- explaining recorded rolls ---------------------------------------------------------------


def _side_skill(side: RecordedSide) -> SkillName | None:
    # Side names are "trooper:skill" or "trooper:skill>target" (see resolution.side_name).
    return _SKILL_NAMES.get(side.name.partition(":")[2].partition(">")[0])


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
    return ExplainedDie(
        index=index,
        face=die.face,
        value=die.value,
        success=die.success,
        critical=die.critical,
        fate=fate,
        cancelled_by=by,
        rule=rule,
    )


def _explain_side(
    side: RecordedSide,
    enemy: RecordedSide | None,
    attribute_name: str | None,
    entered: frozenset[str],
) -> ExplainedSide:
    skill = _side_skill(side)
    raw = sum(m.value for m in side.mods)
    return ExplainedSide(
        name=side.name,
        trooper=side.trooper,
        target=side.target,
        skill=skill,
        attack=skill in _ATTACKS,
        attribute_name=attribute_name,
        attribute=side.attribute,
        mods=side.mods,
        raw_mod_total=raw,
        mod_total=side.mod_total,
        clamped=raw != side.mod_total,
        success_value=side.success_value,
        rolled=side.rolled,
        dice_source=None if not side.dice else "entered" if side.name in entered else "server",
        dice=tuple(_explain_die(i, d, side, enemy) for i, d in enumerate(side.dice)),
        hits=side.hits,
        criticals=side.criticals,
        discarded=side.discarded,
        rerolled=side.rerolled,
    )


# --- checking the record against the rules ---------------------------------------------------


_ABSENT: Final = object()


def _show(value: object) -> str:
    return "absent" if value is _ABSENT else msgspec.json.encode(value).decode()


def _leaf_differences(path: str, recorded: object, decided: object) -> Iterator[str]:
    if isinstance(recorded, dict) and isinstance(decided, dict):
        keys = [*recorded, *(k for k in decided if k not in recorded)]
        for key in keys:
            yield from _leaf_differences(
                f"{path}.{key}" if path else str(key),
                recorded.get(key, _ABSENT),
                decided.get(key, _ABSENT),
            )
    elif isinstance(recorded, list) and isinstance(decided, list):
        for i in range(max(len(recorded), len(decided))):
            yield from _leaf_differences(
                f"{path}[{i}]",
                recorded[i] if i < len(recorded) else _ABSENT,
                decided[i] if i < len(decided) else _ABSENT,
            )
    elif _show(recorded) != _show(decided):
        # Compared as JSON text: true and 1 are equal in Python, not in a record.
        where = path or "the data"
        yield f"{where} is {_show(recorded)} in the record, {_show(decided)} by the rules"


def _event_differences(
    version: int, recorded: tuple[str, dict[str, Any]], decided: tuple[str, dict[str, Any]]
) -> list[str]:
    (recorded_type, recorded_data), (decided_type, decided_data) = recorded, decided
    if recorded_type != decided_type:
        return [
            f"version {version}: the record holds a {recorded_type} event, the rules give "
            f"{decided_type}"
        ]
    paths = list(_leaf_differences("", recorded_data, decided_data))
    shown = [f"version {version} ({recorded_type}): {p}" for p in paths[:MAX_PATHS_PER_EVENT]]
    if len(paths) > MAX_PATHS_PER_EVENT:
        shown.append(
            f"version {version} ({recorded_type}): and {len(paths) - MAX_PATHS_PER_EVENT} "
            "more differences"
        )
    return shown


def _recorded_roller(group: Sequence[ReplayInput]) -> Roller:
    """Dice as the log recorded them: replaying a server-dice game needs no seed, and whether
    the recorded dice are the seed's is the dice check's business, not the rules'."""
    draws: dict[int, tuple[int, ...]] = {}
    for item in group:
        recorded = item.data.get("draws")
        if isinstance(recorded, list | tuple):
            draws[item.version] = tuple(f for f in recorded if isinstance(f, int))

    def roll(version: int, count: int) -> tuple[int, ...]:
        return draws.get(version, ())[:count]

    return roll


def check_command(state: GameState, group: Sequence[ReplayInput]) -> list[str]:
    """Decide the command behind ``group`` (the events of one command) again from ``state``
    and list every way the events it gives differ from the recorded ones."""
    first = group[0].version
    encoded = group[0].metadata.get("command")
    if encoded is None:
        return [f"version {first}: no command is recorded with the event to decide it again"]
    try:
        command = msgspec.convert(encoded, Command)
        produced = [encode_event(e) for e in decide(state, command, _recorded_roller(group))]
    # An edited log can lead the decider anywhere; whatever it raises is a finding, not a crash.
    except Exception as exc:
        return [f"version {first}: the recorded command is rejected when decided again: {exc}"]
    differences: list[str] = []
    for offset in range(max(len(group), len(produced))):
        version = state.version + offset + 1
        if offset >= len(group):
            differences.append(
                f"version {version}: the rules give a {produced[offset][0]} "
                "event the record does not hold"
            )
        elif offset >= len(produced):
            differences.append(
                f"version {group[offset].version}: the record holds a {group[offset].type} "
                "event the rules do not give"
            )
        else:
            item = group[offset]
            differences.extend(
                _event_differences(item.version, (item.type, item.data), produced[offset])
            )
    return differences


# --- reading the log -------------------------------------------------------------------------


def _actor(item: ReplayInput) -> str | None:
    actor = item.metadata.get("actor")
    return actor if isinstance(actor, str) else None


def _mentioned(skill: Skill) -> tuple[str, ...]:
    if isinstance(skill, BSAttack):
        return tuple(t.trooper for t in skill.targets)
    if isinstance(skill, CCAttack | Discover):
        return (skill.target,)
    return ()


class _OrderReader:
    """Folds the log event by event, explains the order's events and checks its commands."""

    def __init__(self, order: int) -> None:
        self.order = order
        self.state = initial_state()
        self.broken: str | None = None
        """Why the log could not be folded further; the state stays as it was before."""
        self.group: list[ReplayInput] = []
        self.group_key: object = None
        self.group_state = self.state
        self.group_broken: str | None = None
        self.activation: TrooperActivated | None = None
        self.turn = 0
        self.steps: list[ReplayStep] = []
        self.rolls: dict[int, RecordedRoll] = {}
        self.entered: dict[int, frozenset[str]] = {}
        """Per roll, the sides whose faces were entered at the table rather than drawn."""
        self.declared: list[tuple[str, Skill]] = []
        self.troopers: dict[str, TrooperRef] = {}
        self.conditions: dict[str, FinalCondition] = {}
        self.status: ReplayStatus = "open"
        self.void_reason: str | None = None
        self.differences: list[str] = []
        self.finished = False

    # -- the log, one event at a time

    def read(self, item: ReplayInput) -> None:
        key = item.metadata.get("causation_id")
        if self.group and (key is None or key != self.group_key):
            self.close_group()
        if not self.group:
            self.group_key, self.group_state, self.group_broken = key, self.state, self.broken
        self.group.append(item)
        event = self._decode(item)
        if event is None:
            return
        if isinstance(event, _OrderEvent) and event.order == self.order:
            self._explain(item, event)
        self._fold(item, event)

    def close_group(self) -> None:
        group, self.group = self.group, []
        if not any(self._about_order(item) for item in group):
            return
        if self.group_broken is not None:
            self.differences.append(
                f"version {group[0].version}: cannot be decided again: {self.group_broken}"
            )
        else:
            self.differences.extend(check_command(self.group_state, group))

    def _about_order(self, item: ReplayInput) -> bool:
        return item.type in _ORDER_EVENT_TYPES and item.data.get("order") == self.order

    def _decode(self, item: ReplayInput) -> Event | None:
        try:
            return decode_event(item.type, item.data)
        except (ValueError, msgspec.ValidationError) as exc:
            if self._about_order(item):
                self.differences.append(f"version {item.version}: the event cannot be read: {exc}")
            self._break(f"the event at version {item.version} cannot be read")
            return None

    def _fold(self, item: ReplayInput, event: Event) -> None:
        if self.broken is not None:
            return
        if item.version != self.state.version + 1:
            self._break(f"version {item.version} follows version {self.state.version}")
            return
        try:
            self.state = evolve(self.state, event)
        except ValueError as exc:
            self._break(f"the event at version {item.version} cannot follow the state: {exc}")

    def _break(self, reason: str) -> None:
        if self.broken is None:
            self.broken = reason

    # -- the order's events

    def _mention(self, trooper_id: str | None) -> None:
        if trooper_id is None or trooper_id in self.troopers:
            return
        trooper = self.state.trooper(trooper_id)
        if trooper is None:
            self.troopers[trooper_id] = TrooperRef(name=trooper_id, player="")
            return
        self.troopers[trooper_id] = TrooperRef(name=trooper.name, player=trooper.player)
        self.conditions[trooper_id] = FinalCondition(wounds=trooper.wounds, state=trooper.state)

    def _declare(self, trooper: str, skill: Skill) -> str | None:
        """Note a declaration and return the weapon's name, if it uses one."""
        self._mention(trooper)
        for mentioned in _mentioned(skill):
            self._mention(mentioned)
        self.declared.append((trooper, skill))
        carrier = self.state.trooper(trooper)
        if carrier is None:
            return None
        if isinstance(skill, BSAttack):
            weapon = carrier.weapon(skill.weapon)
            return None if weapon is None else weapon.profile().name
        if isinstance(skill, CCAttack):
            melee = carrier.melee_weapon(skill.weapon)
            return None if melee is None else melee.name
        return None

    def _attribute_name(self, side: RecordedSide) -> str | None:
        skill = _side_skill(side)
        if skill is None:
            return None
        if skill in _ATTRIBUTE_OF_SKILL:
            return _ATTRIBUTE_OF_SKILL[skill]
        declared = next(
            (s for t, s in self.declared if t == side.trooper and isinstance(s, AttributeRoll)),
            None,
        )
        return None if declared is None else declared.attribute

    def _explain_roll(self, index: int, roll: RecordedRoll) -> ExplainedRoll:
        self.rolls[index] = roll
        entered = self.entered.get(index, frozenset())
        sides: list[ExplainedSide] = []
        for side in roll.sides:
            self._mention(side.trooper)
            self._mention(side.target)
            enemy = next((s for s in roll.sides if s is not side), None)
            sides.append(_explain_side(side, enemy, self._attribute_name(side), entered))
        return ExplainedRoll(
            index=index,
            kind=roll.kind,
            sides=tuple(sides),
            winner=roll.winner,
            all_criticals=any(
                d.cancelled_by == "all_criticals" for s in roll.sides for d in s.dice
            ),
        )

    def _side_before(self, index: int, name: str) -> RecordedSide | None:
        roll = self.rolls.get(index)
        return next((s for s in roll.sides if s.name == name), None) if roll else None

    def _explain(self, item: ReplayInput, event: _OrderEvent) -> None:
        version, actor = item.version, _actor(item)
        match event:
            case TrooperActivated():
                self.activation = event
                self.turn = self.state.turn
                weapon = self._declare(event.trooper, event.skill)
                self.steps.append(
                    ActivationStep(
                        version=version,
                        actor=actor,
                        trooper=event.trooper,
                        order_type=event.order_type,
                        skill=event.skill,
                        weapon_name=weapon,
                    )
                )
            case AroDeclared():
                weapon = self._declare(event.trooper, event.skill)
                self.steps.append(
                    AroStep(
                        version=version,
                        actor=actor,
                        trooper=event.trooper,
                        skill=event.skill,
                        weapon_name=weapon,
                        after_second_skill=event.after_second_skill,
                    )
                )
            case SecondSkillDeclared():
                weapon = self._declare(event.trooper, event.skill)
                self.steps.append(
                    SecondSkillStep(
                        version=version,
                        actor=actor,
                        trooper=event.trooper,
                        skill=event.skill,
                        weapon_name=weapon,
                    )
                )
            case DeclarationWithdrawn():
                self.steps.append(
                    WithdrawnStep(
                        version=version,
                        actor=actor,
                        trooper=event.trooper,
                        declaration=event.kind,
                    )
                )
                if event.kind == "activation":
                    self.status, self.void_reason = "voided", WITHDRAWN_ACTIVATION
                    self.finished = True
            case ResolutionBegan():
                self.steps.append(
                    ResolutionStep(
                        version=version,
                        actor=actor,
                        rolls=event.rolls,
                        lost=event.lost,
                        choices=event.choices,
                    )
                )
            case OrderRollMade():
                self.entered[event.index] = _entered_sides(item)
                self.steps.append(
                    RollStep(
                        version=version,
                        actor=actor,
                        roll=self._explain_roll(event.index, event.roll),
                    )
                )
            case DieDiscarded():
                before = self._side_before(event.index, event.side)
                face = _face(before, event.die)
                self.steps.append(
                    DiscardStep(
                        version=version,
                        actor=actor,
                        side=event.side,
                        trooper=None if before is None else before.trooper,
                        die=event.die,
                        face=face,
                        roll=self._explain_roll(event.index, event.roll),
                    )
                )
            case RerollMade():
                before = self._side_before(event.index, event.side)
                after = next(s for s in event.roll.sides if s.name == event.side)
                self.steps.append(
                    RerollStep(
                        version=version,
                        actor=actor,
                        side=event.side,
                        trooper=None if before is None else before.trooper,
                        die=event.die,
                        old_face=None if event.die is None else _face(before, event.die),
                        new_face=None if event.die is None else _face(after, event.die),
                        new_face_source=(
                            None if event.die is None else "server" if event.draws else "entered"
                        ),
                        roll=self._explain_roll(event.index, event.roll),
                    )
                )
            case SavingRollsMade():
                self._explain_saves(version, actor, event)
            case TrooperWounded():
                self._mention(event.trooper)
                self.conditions[event.trooper] = FinalCondition(
                    wounds=event.wounds, state=event.state
                )
                self.steps.append(
                    WoundsStep(
                        version=version,
                        actor=actor,
                        trooper=event.trooper,
                        wounds_before=event.wounds_before,
                        state_before=event.state_before,
                        wounds=event.wounds,
                        state=event.state,
                    )
                )
            case GutsRollMade():
                self._mention(event.trooper)
                self.steps.append(
                    GutsRollStep(
                        version=version,
                        actor=actor,
                        trooper=event.trooper,
                        success_value=event.success_value,
                        face=event.face,
                        passed=event.passed,
                    )
                )
            case OrderConcluded():
                self.status = "resolved"
                self.steps.append(ConcludedStep(version=version, actor=actor))
            case OrderVoided():
                for restored in event.restored:
                    self._mention(restored.trooper)
                    self.conditions[restored.trooper] = FinalCondition(
                        wounds=restored.wounds, state=restored.state
                    )
                self.status, self.void_reason = "voided", event.reason
                self.finished = True
                self.steps.append(
                    VoidedStep(
                        version=version, actor=actor, reason=event.reason, restored=event.restored
                    )
                )

    def _explain_saves(self, version: int, actor: str | None, event: SavingRollsMade) -> None:
        self._mention(event.trooper)
        attack = next(
            (s for roll in self.rolls.values() for s in roll.sides if s.name == event.attack),
            None,
        )
        self.steps.append(
            SavingRollsStep(
                version=version,
                actor=actor,
                trooper=event.trooper,
                attack=event.attack,
                attacker=None if attack is None else attack.trooper,
                hits=0 if attack is None else attack.hits,
                criticals=0 if attack is None else attack.criticals,
                weapon=event.weapon,
                ammo=event.ammo,
                save_attribute=event.save_attribute,
                attribute_value=event.attribute_value,
                ps=event.ps,
                partial_cover=event.partial_cover,
                success_value=event.success_value,
                rolls=event.rolls,
                wounds=event.wounds,
            )
        )

    def result(self) -> OrderReplay:
        if self.group:
            self.close_group()
        activation = self.activation
        if activation is None:
            raise NotFound(f"no order {self.order} in this game")
        player = self.troopers[activation.trooper].player
        return OrderReplay(
            order=self.order,
            turn=self.turn,
            player=player,
            trooper=activation.trooper,
            order_type=activation.order_type,
            edition=self.state.edition,
            status=self.status,
            void_reason=self.void_reason,
            troopers=dict(self.troopers),
            steps=tuple(self.steps),
            final_states=dict(self.conditions),
            matches_record=not self.differences,
            differences=tuple(self.differences),
        )


def _entered_sides(item: ReplayInput) -> frozenset[str]:
    """The sides whose faces the recorded Resolve command entered; the rest are server dice."""
    command = item.metadata.get("command")
    entries = command.get("dice") if isinstance(command, dict) else None
    if not isinstance(entries, list | tuple):
        return frozenset()
    return frozenset(
        e["roll"] for e in entries if isinstance(e, dict) and isinstance(e.get("roll"), str)
    )


def _face(side: RecordedSide | None, die: int) -> int | None:
    if side is None or not 0 <= die < len(side.dice):
        return None
    return side.dice[die].face


def replay_order(events: Iterable[ReplayInput], order: int) -> OrderReplay:
    """Explain order ``order`` from the game's events (in version order) and check its record.

    Reads until the order is over for good: a concluded order may still be voided later, so
    only a void (or a withdrawn activation) ends the reading before the log does.
    """
    reader = _OrderReader(order)
    for item in events:
        reader.read(item)
        if reader.finished:
            break
    return reader.result()
