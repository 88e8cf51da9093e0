"""The steps of the Order Expenditure Sequence and what may happen to an order at each.

One table, read by both sides of the decider: ``decide`` refuses a command out of step
(StateConflict) and ``evolve`` rejects an event out of step (EventRejectedError) by the same
row, so what the rules allow and what a log may hold can never drift apart. A row with no
steps is for what happens between orders: it needs no order to be open.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from service.domain import commands, events
from service.domain.state import OpenOrder, Step

DECLARING: Final[frozenset[Step]] = frozenset({"first_aros", "second_aros"})


@dataclass(frozen=True, slots=True)
class StepRule:
    """What may happen at which steps: the commands that ask for it, the events that record it."""

    what: str
    steps: frozenset[Step]
    """The steps the open order must be at; empty: no order may be open at all."""
    commands: tuple[type, ...]
    events: tuple[type, ...]
    out_of_step: Callable[[OpenOrder], str]
    """Why an order at any other step refuses it."""

    @property
    def between_orders(self) -> bool:
        return not self.steps

    def refusal(self, order: OpenOrder | None) -> str | None:
        """Why the open order (None: no order open) does not allow this; None when it does."""
        if self.between_orders:
            return None if order is None else f"order {order.number} is still open"
        if order is None:
            return "no order is open"
        return None if order.step in self.steps else self.out_of_step(order)


def _past_declarations(order: OpenOrder) -> str:
    return f"order {order.number} is past its declarations ({order.step})"


def _second_skill_refused(order: OpenOrder) -> str:
    if order.step == "second_aros":
        return f"order {order.number} already has its second skill"
    return _past_declarations(order)


STEP_RULES: Final[tuple[StepRule, ...]] = (
    StepRule(
        "activate a trooper, add, edit or remove one, end the turn or void a concluded order",
        frozenset(),
        (
            commands.ActivateTrooper,
            commands.AddTrooper,
            commands.EditTrooper,
            commands.RemoveTrooper,
            commands.EndTurn,
            commands.AppointLieutenant,
            commands.VoidOrder,
        ),
        (
            events.TrooperActivated,
            events.TrooperAdded,
            events.TrooperEdited,
            events.TrooperRemoved,
            events.TurnEnded,
            events.LieutenantAppointed,
            events.OrderVoided,
            events.DoggedTrooperDied,
        ),
        lambda order: f"order {order.number} is still open",
    ),
    StepRule(
        "form or break a Fireteam",
        frozenset(),
        (commands.FormFireteam, commands.BreakFireteam),
        (events.FireteamFormed, events.FireteamMemberLeft, events.FireteamBroken),
        lambda order: f"order {order.number} is still open",
    ),
    StepRule(
        "declare an ARO",
        DECLARING,
        (commands.DeclareAro,),
        (events.AroDeclared,),
        _past_declarations,
    ),
    StepRule(
        "declare no ARO",
        DECLARING,
        (commands.DeclareNoAro,),
        (events.NoAroDeclared,),
        _past_declarations,
    ),
    StepRule(
        "trigger a Deployable weapon on the table",
        DECLARING,
        (commands.TriggerDeployable,),
        (events.DeployableTriggered,),
        _past_declarations,
    ),
    StepRule(
        "declare the second skill",
        frozenset({"first_aros"}),
        (commands.DeclareSecondSkill,),
        (events.SecondSkillDeclared,),
        _second_skill_refused,
    ),
    StepRule(
        "withdraw the last declaration",
        DECLARING,
        (commands.WithdrawDeclaration,),
        (events.DeclarationWithdrawn,),
        _past_declarations,
    ),
    StepRule(
        "resolve the order",
        DECLARING,
        (commands.Resolve,),
        (events.ResolutionBegan, events.DiceEntered),
        lambda order: f"order {order.number} is already resolved ({order.step})",
    ),
    StepRule(
        "confirm the faces entered for another player's troopers, or take back a conclusion's",
        frozenset({"confirming"}),
        (commands.ConfirmDice,),
        (events.DiceConfirmed, events.ConclusionDiceConfirmed, events.ConclusionDiceWithdrawn),
        lambda order: f"order {order.number} has no entered faces to confirm ({order.step})",
    ),
    StepRule(
        "record one of the order's rolls",
        frozenset({"rolling"}),
        (),
        (events.OrderRollMade,),
        lambda order: f"order {order.number} is not rolling ({order.step})",
    ),
    StepRule(
        "record what a Direct Template did, once the order's rolls are made",
        frozenset({"choices", "effects"}),
        (),
        (events.TemplateAttackResolved,),
        lambda order: f"order {order.number} has not made its rolls ({order.step})",
    ),
    StepRule(
        "place the order's Deployables and record what triggered ones did, once it is rolled",
        frozenset({"choices", "effects"}),
        (),
        (events.DeployableAttackResolved, events.DeployablePlaced),
        lambda order: f"order {order.number} has not made its rolls ({order.step})",
    ),
    StepRule(
        "choose a +1 SD discard or a ReRoll",
        frozenset({"choices"}),
        (commands.ChooseDiscard, commands.ChooseReroll),
        (events.DieDiscarded, events.RerollMade),
        lambda order: f"order {order.number} has no choice to make ({order.step})",
    ),
    StepRule(
        "conclude: Saving Rolls, Wounds, Guts Rolls",
        frozenset({"effects"}),
        (commands.Conclude,),
        (
            events.ConclusionDiceEntered,
            events.SavingRollsMade,
            events.SaveValueSwitched,
            events.TrooperWounded,
            events.DoggedActivated,
            events.TrooperStatesCancelled,
            events.TrooperStateEntered,
            events.GutsRollMade,
            events.GutsRollWaived,
            events.OrderConcluded,
        ),
        lambda order: f"order {order.number} cannot conclude yet ({order.step})",
    ),
)

_BY_TYPE: Final[Mapping[type, StepRule]] = {
    kind: rule for rule in STEP_RULES for kind in (*rule.commands, *rule.events)
}


def step_rule(kind: type) -> StepRule:
    """The row for a command or event type; a KeyError for one no step governs."""
    return _BY_TYPE[kind]
