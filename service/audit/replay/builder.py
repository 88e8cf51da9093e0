"""Building an order's replay: its events, one by one, turned into the replay's steps.

Each event is read from the state just before it, where the troopers it names are found
with their names, weapons and Wounds at that moment.
"""

from __future__ import annotations

from typing import Any

import msgspec

from service.audit.replay.copying import Explained, copied
from service.audit.replay.rolls import attribute_name, entered_sides, explain_side, face_of
from service.audit.replay.vocabulary import (
    ActivationStep,
    AroStep,
    ConcludedStep,
    ConclusionDiceConfirmedStep,
    ConclusionDiceEnteredStep,
    ConclusionDiceWithdrawnStep,
    DeployableAttackStep,
    DeployablePlacedStep,
    DeployableTriggeredStep,
    DiceConfirmedStep,
    DiceEnteredStep,
    DiscardStep,
    DoggedStep,
    EnteredFaces,
    ExplainedRoll,
    ExplainedSide,
    FinalCondition,
    GutsRollStep,
    HackingStateStep,
    NoAroStep,
    OrderReplay,
    ReplayInput,
    ReplayStatus,
    ReplayStep,
    RerollStep,
    ResolutionStep,
    RollStep,
    SaveValueSwitchedStep,
    SavingRollsStep,
    SecondSkillStep,
    TemplateStep,
    TrooperRef,
    VoidedStep,
    WithdrawnStep,
    WoundsStep,
)
from service.audit.sides import side_trooper
from service.domain.declarations import (
    BSAttack,
    CCAttack,
    CommsAttack,
    Discover,
    PlaceDeployable,
    Skill,
)
from service.domain.errors import NotFound
from service.domain.events import (
    AroDeclared,
    ConclusionDiceConfirmed,
    ConclusionDiceEntered,
    ConclusionDiceWithdrawn,
    DeclarationWithdrawn,
    DeployableAttackResolved,
    DeployablePlaced,
    DeployableTriggered,
    DiceConfirmed,
    DiceEntered,
    DieDiscarded,
    DoggedActivated,
    EnteredRoll,
    GutsRollMade,
    GutsRollWaived,
    NoAroDeclared,
    OrderConcluded,
    OrderEvent,
    OrderRollMade,
    OrderVoided,
    RecordedRoll,
    RecordedSide,
    RerollMade,
    ResolutionBegan,
    SaveValueSwitched,
    SavingRollsMade,
    SecondSkillDeclared,
    TemplateAttackResolved,
    TemplateOutcome,
    TrooperActivated,
    TrooperStateEntered,
    TrooperStatesCancelled,
    TrooperWounded,
)
from service.domain.state import GameState
from service.rules.hacking import STATE_NAMES
from service.rules.values import Edition

WITHDRAWN_ACTIVATION = "the activation was withdrawn, so its order went back to the pool"


class ReplayBuilder:
    """Turns the events of order ``order`` into steps, and keeps what the replay reports."""

    def __init__(self, order: int) -> None:
        self.order = order
        self.activation: TrooperActivated | None = None
        self.turn = 0
        self.steps: list[ReplayStep] = []
        self.rolls: dict[int, RecordedRoll] = {}
        self.templates: dict[str, tuple[str, TemplateOutcome]] = {}
        """A Direct Template's hits by attack side: its attacker and what it did."""
        self.entered: dict[int, frozenset[str]] = {}
        """Per roll, the sides whose faces were entered at the table rather than drawn."""
        self.awaited: frozenset[str] = frozenset()
        """The sides whose faces wait for confirmation; once confirmed, its rolls' entered
        sides (the confirming command itself names only the faces it replaced)."""
        self.confirmed = False
        self.declared: list[tuple[str, Skill]] = []
        self.troopers: dict[str, TrooperRef] = {}
        self.conditions: dict[str, FinalCondition] = {}
        self.status: ReplayStatus = "open"
        self.void_reason: str | None = None
        self.finished = False
        """The order is over for good: voided, or its activation withdrawn."""

    def _mention(self, state: GameState, trooper_id: str | None) -> None:
        if trooper_id is None or trooper_id in self.troopers:
            return
        trooper = state.trooper(trooper_id)
        if trooper is None:
            self.troopers[trooper_id] = TrooperRef(name=trooper_id, player="")
            return
        # Whoever gives it Orders at the time: the possessing player while it is Possessed.
        self.troopers[trooper_id] = TrooperRef(
            name=trooper.name, player=state.controller_of(trooper)
        )
        self.conditions[trooper_id] = FinalCondition(wounds=trooper.wounds, state=trooper.state)

    def _declare(self, state: GameState, trooper: str, skill: Skill) -> str | None:
        """Note a declaration and return the weapon's name, if it uses one."""
        self._mention(state, trooper)
        for mentioned in _mentioned(skill):
            self._mention(state, mentioned)
        self.declared.append((trooper, skill))
        carrier = state.trooper(trooper)
        if carrier is None:
            return None
        if isinstance(skill, BSAttack | PlaceDeployable):
            weapon = carrier.weapon(skill.weapon)
            return None if weapon is None else weapon.profile(state.catalogue_revision).name
        if isinstance(skill, CCAttack):
            melee = carrier.cc_weapon(skill.weapon, state.catalogue_revision)
            return None if melee is None else melee.name
        return None

    def _explain_roll(self, state: GameState, index: int, roll: RecordedRoll) -> ExplainedRoll:
        self.rolls[index] = roll
        entered = self.entered.get(index, frozenset())
        sides: list[ExplainedSide] = []
        for side in roll.sides:
            self._mention(state, side.trooper)
            self._mention(state, side.target)
            enemy = next((s for s in roll.sides if s is not side), None)
            sides.append(explain_side(side, enemy, attribute_name(side, self.declared), entered))
        return ExplainedRoll(
            index=index,
            kind=roll.kind,
            sides=tuple(sides),
            winner=roll.winner,
            all_criticals=any(
                d.cancelled_by == "all_criticals" for s in roll.sides for d in s.dice
            ),
        )

    def _explain_dice(
        self, state: GameState, version: int, actor: str | None, event: DiceEntered | DiceConfirmed
    ) -> DiceEnteredStep | DiceConfirmedStep:
        if isinstance(event, DiceEntered):
            self.awaited = frozenset(entry.roll for entry in event.dice)
            return _step(
                DiceEnteredStep, version, actor, event, dice=self._faces(state, event.dice)
            )
        self.awaited |= {entry.roll for entry in event.replaced}
        self.confirmed = True
        return _step(
            DiceConfirmedStep, version, actor, event, replaced=self._faces(state, event.replaced)
        )

    def _explain_conclusion_dice(
        self,
        state: GameState,
        version: int,
        actor: str | None,
        event: ConclusionDiceEntered | ConclusionDiceConfirmed | ConclusionDiceWithdrawn,
    ) -> ConclusionDiceEnteredStep | ConclusionDiceConfirmedStep | ConclusionDiceWithdrawnStep:
        if isinstance(event, ConclusionDiceWithdrawn):
            return _step(ConclusionDiceWithdrawnStep, version, actor, event)
        saves = self._faces(state, event.saves)
        guts = tuple(
            EnteredFaces(side=entry.roll, trooper=entry.roll, faces=entry.faces)
            for entry in event.guts
        )
        for entry in event.guts:
            self._mention(state, entry.roll)
        if isinstance(event, ConclusionDiceEntered):
            return _step(ConclusionDiceEnteredStep, version, actor, event, saves=saves, guts=guts)
        return _step(ConclusionDiceConfirmedStep, version, actor, event, saves=saves, guts=guts)

    def _faces(self, state: GameState, dice: tuple[EnteredRoll, ...]) -> tuple[EnteredFaces, ...]:
        entered = []
        for entry in dice:
            trooper = side_trooper(entry.roll) or None
            self._mention(state, trooper)
            entered.append(EnteredFaces(side=entry.roll, trooper=trooper, faces=entry.faces))
        return tuple(entered)

    def _side_before(self, index: int, name: str) -> RecordedSide | None:
        roll = self.rolls.get(index)
        return next((s for s in roll.sides if s.name == name), None) if roll else None

    def _explain_withdrawn(
        self, version: int, actor: str | None, event: DeclarationWithdrawn
    ) -> None:
        self.steps.append(_step(WithdrawnStep, version, actor, event, declaration=event.kind))
        if event.kind == "activation":
            self.status, self.void_reason = "voided", WITHDRAWN_ACTIVATION
            self.finished = True

    def _explain_order_roll(
        self,
        state: GameState,
        version: int,
        actor: str | None,
        event: OrderRollMade,
        command: ReplayInput,
    ) -> None:
        entered = self.awaited if self.confirmed else entered_sides(command.metadata)
        self.entered[event.index] = entered | {
            affected for affected, main in self._shared_sides().items() if main in entered
        }
        self.steps.append(
            _step(
                RollStep,
                version,
                actor,
                event,
                roll=self._explain_roll(state, event.index, event.roll),
            )
        )

    def explain(
        self, state: GameState, item: ReplayInput, event: OrderEvent, command: ReplayInput
    ) -> None:
        """Explain one of the order's events; ``state`` is the game just before it, ``command``
        the first event of its command (the one whose metadata records the command)."""
        version, actor = item.version, _actor(item)
        match event:
            case TrooperActivated() | AroDeclared() | SecondSkillDeclared():
                self.steps.append(self._explain_declared(state, version, actor, event))
            case NoAroDeclared():
                self.steps.append(_step(NoAroStep, version, actor, event))
            case DeclarationWithdrawn():
                self._explain_withdrawn(version, actor, event)
            case DiceEntered() | DiceConfirmed():
                self.steps.append(self._explain_dice(state, version, actor, event))
            case ConclusionDiceEntered() | ConclusionDiceConfirmed() | ConclusionDiceWithdrawn():
                self.steps.append(self._explain_conclusion_dice(state, version, actor, event))
            case ResolutionBegan():
                self.steps.append(_step(ResolutionStep, version, actor, event))
            case OrderRollMade():
                self._explain_order_roll(state, version, actor, event, command)
            case DieDiscarded():
                before = self._side_before(event.index, event.side)
                face = face_of(before, event.die)
                self.steps.append(
                    _step(
                        DiscardStep,
                        version,
                        actor,
                        event,
                        trooper=None if before is None else before.trooper,
                        face=face,
                        roll=self._explain_roll(state, event.index, event.roll),
                    )
                )
            case RerollMade():
                before = self._side_before(event.index, event.side)
                after = next(s for s in event.roll.sides if s.name == event.side)
                self.steps.append(
                    _step(
                        RerollStep,
                        version,
                        actor,
                        event,
                        trooper=None if before is None else before.trooper,
                        old_face=None if event.die is None else face_of(before, event.die),
                        new_face=None if event.die is None else face_of(after, event.die),
                        new_face_source=(
                            None if event.die is None else "server" if event.draws else "entered"
                        ),
                        roll=self._explain_roll(state, event.index, event.roll),
                    )
                )
            case TemplateAttackResolved():
                self._explain_template(state, version, actor, event)
            case DeployableTriggered() | DeployableAttackResolved() | DeployablePlaced():
                self.steps.append(self._explain_deployable(state, version, actor, event))
            case SavingRollsMade():
                self._explain_saves(state, version, actor, event)
            case TrooperWounded():
                self.steps.append(self._explain_wounds(state, version, actor, event))
            case GutsRollMade() | GutsRollWaived():
                self._explain_guts(state, version, actor, event)
            case SaveValueSwitched() | DoggedActivated():
                self._explain_skill(state, version, actor, event)
            case TrooperStateEntered() | TrooperStatesCancelled():
                self._mention(state, event.trooper)
                self.steps.append(hacking_state_step(version, actor, event))
            case OrderConcluded():
                self.status = "resolved"
                self.steps.append(ConcludedStep(version=version, actor=actor))
            case OrderVoided():
                self._explain_void(state, version, actor, event)

    def _explain_declared(
        self,
        state: GameState,
        version: int,
        actor: str | None,
        event: TrooperActivated | AroDeclared | SecondSkillDeclared,
    ) -> ReplayStep:
        if isinstance(event, TrooperActivated):
            self.activation = event
            self.turn = state.turn
            weapon = self._declare(state, event.trooper, event.skill)
            for member in (*(event.fireteam or ()), *(event.coordinated or ())):
                self._mention(state, member)
            return _step(ActivationStep, version, actor, event, weapon_name=weapon)
        weapon = self._declare(state, event.trooper, event.skill)
        if isinstance(event, AroDeclared):
            return _step(AroStep, version, actor, event, weapon_name=weapon)
        return _step(SecondSkillStep, version, actor, event, weapon_name=weapon)

    def _explain_wounds(
        self, state: GameState, version: int, actor: str | None, event: TrooperWounded
    ) -> ReplayStep:
        self._mention(state, event.trooper)
        self.conditions[event.trooper] = FinalCondition(wounds=event.wounds, state=event.state)
        return _step(WoundsStep, version, actor, event)

    def _shared_sides(self) -> dict[str, str]:
        """An Impact Template's affected troopers' sides, each with the Main Target's side
        whose faces it shares (entered with it, or drawn with it)."""
        shared: dict[str, str] = {}
        for trooper, skill in self.declared:
            if not isinstance(skill, BSAttack):
                continue
            aimed = [t.trooper for t in skill.targets if not t.is_affected]
            if not aimed:
                continue
            main = f"{trooper}:bs_attack>{aimed[0]}"
            for target in skill.targets:
                if target.is_affected:
                    shared[f"{trooper}:bs_attack>{target.trooper}"] = main
        return shared

    def _explain_template(
        self, state: GameState, version: int, actor: str | None, event: TemplateAttackResolved
    ) -> None:
        self._mention(state, event.trooper)
        for outcome in event.affected:
            self._mention(state, outcome.trooper)
            self.templates[outcome.attack] = (event.trooper, outcome)
        self.steps.append(_step(TemplateStep, version, actor, event))

    def _explain_deployable(
        self,
        state: GameState,
        version: int,
        actor: str | None,
        event: DeployableTriggered | DeployableAttackResolved | DeployablePlaced,
    ) -> ReplayStep:
        self._mention(state, event.trooper)
        if isinstance(event, DeployablePlaced):
            return _step(DeployablePlacedStep, version, actor, event, weapon=event.name)
        if isinstance(event, DeployableTriggered):
            for target in event.targets:
                self._mention(state, target)
            weapon = _weapon_name(state, event.trooper, event.weapon)
            return _step(DeployableTriggeredStep, version, actor, event, weapon=weapon)
        for outcome in event.affected:
            self._mention(state, outcome.trooper)
            self.templates[outcome.attack] = (event.trooper, outcome)
        return _step(DeployableAttackStep, version, actor, event)

    def _explain_skill(
        self,
        state: GameState,
        version: int,
        actor: str | None,
        event: SaveValueSwitched | DoggedActivated,
    ) -> None:
        self._mention(state, event.trooper)
        if isinstance(event, SaveValueSwitched):
            self.steps.append(_step(SaveValueSwitchedStep, version, actor, event))
            return
        self.conditions[event.trooper] = FinalCondition(wounds=event.wounds, state="normal")
        self.steps.append(_step(DoggedStep, version, actor, event))

    def _explain_void(
        self, state: GameState, version: int, actor: str | None, event: OrderVoided
    ) -> None:
        for restored in event.restored:
            self._mention(state, restored.trooper)
            self.conditions[restored.trooper] = FinalCondition(
                wounds=restored.wounds, state=restored.state
            )
        self.status, self.void_reason = "voided", event.reason
        self.finished = True
        self.steps.append(_step(VoidedStep, version, actor, event))

    def _explain_guts(
        self,
        state: GameState,
        version: int,
        actor: str | None,
        event: GutsRollMade | GutsRollWaived,
    ) -> None:
        self._mention(state, event.trooper)
        if isinstance(event, GutsRollMade):
            step = _step(GutsRollStep, version, actor, event)
        else:  # Courage: passed without a roll
            trooper = state.trooper(event.trooper)
            step = _step(
                GutsRollStep,
                version,
                actor,
                event,
                success_value=0 if trooper is None else trooper.profile.wip,
                face=None,
                passed=True,
                courage=True,
            )
        self.steps.append(step)

    def _explain_saves(
        self, state: GameState, version: int, actor: str | None, event: SavingRollsMade
    ) -> None:
        self._mention(state, event.trooper)
        attack = next(
            (s for roll in self.rolls.values() for s in roll.sides if s.name == event.attack),
            None,
        )
        attacker = None if attack is None else attack.trooper
        hits, criticals = (0, 0) if attack is None else (attack.hits, attack.criticals)
        if attack is None and event.attack in self.templates:
            attacker, outcome = self.templates[event.attack]
            hits = outcome.hits
        self.steps.append(
            _step(
                SavingRollsStep,
                version,
                actor,
                event,
                attacker=attacker,
                hits=hits,
                criticals=criticals,
            )
        )

    def replay(self, edition: Edition, differences: list[str]) -> OrderReplay:
        activation = self.activation
        if activation is None:
            raise NotFound(f"no order {self.order} in this game")
        return OrderReplay(
            order=self.order,
            turn=self.turn,
            player=self.troopers[activation.trooper].player,
            trooper=activation.trooper,
            order_type=activation.order_type,
            edition=edition,
            status=self.status,
            void_reason=self.void_reason,
            troopers=dict(self.troopers),
            steps=tuple(self.steps),
            final_states=dict(self.conditions),
            matches_record=not differences,
            differences=tuple(differences),
        )


def _actor(item: ReplayInput) -> str | None:
    actor = item.metadata.get("actor")
    return actor if isinstance(actor, str) else None


def hacking_state_step(
    version: int, actor: str | None, event: TrooperStateEntered | TrooperStatesCancelled
) -> HackingStateStep:
    if isinstance(event, TrooperStateEntered):
        entered = (STATE_NAMES[event.state],)
        return _step(
            HackingStateStep,
            version,
            actor,
            event,
            change="entered",
            states=entered,
            by=event.attack,
        )
    cancelled = tuple(STATE_NAMES[s] for s in event.states)
    return _step(HackingStateStep, version, actor, event, change="cancelled", states=cancelled)


def _step(
    kind: type[Explained], version: int, actor: str | None, event: msgspec.Struct, **given: Any
) -> Explained:
    return copied(kind, event, version=version, actor=actor, **given)


def _weapon_name(state: GameState, trooper_id: str, slug: str) -> str:
    trooper = state.trooper(trooper_id)
    carried = None if trooper is None else trooper.weapon(slug)
    return slug if carried is None else carried.profile(state.catalogue_revision).name


def _mentioned(skill: Skill) -> tuple[str, ...]:
    if isinstance(skill, BSAttack | CommsAttack):
        return tuple(t.trooper for t in skill.targets)
    if isinstance(skill, CCAttack | Discover):
        return (skill.target,)
    return ()
