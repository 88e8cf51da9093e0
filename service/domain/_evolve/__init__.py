"""evolve: a state and one event give the next state; fold: a whole history gives a state.

evolve trusts nothing: an event that does not fit the state (an ARO with no order open, a
roll after the order concluded) is rejected, so a log that was tampered with, or a decider
bug, surfaces at once instead of producing a state no game could be in.
"""

from __future__ import annotations

from collections.abc import Iterable

from service.domain._evolve.declarations import (
    aro_declared,
    declaration_withdrawn,
    second_skill_declared,
    trooper_activated,
)
from service.domain._evolve.deployables import (
    deployable_attack_resolved,
    deployable_placed,
    deployable_triggered,
    deployables_voided,
    triggers_withdrawn,
)
from service.domain._evolve.game import (
    game_created,
    game_ended,
    roll_made,
    token_rotated,
    trooper_added,
    trooper_edited,
    trooper_removed,
    turn_ended,
    turn_started,
)
from service.domain._evolve.guards import EventRejectedError, replace
from service.domain._evolve.hacking import (
    states_voided,
    trooper_state_entered,
    trooper_states_cancelled,
)
from service.domain._evolve.resolution import (
    choice_made,
    dice_confirmed,
    dice_entered,
    guts_roll_made,
    guts_roll_waived,
    order_concluded,
    order_roll_made,
    order_voided,
    resolution_began,
    saving_rolls_made,
    template_attack_resolved,
    trooper_wounded,
)
from service.domain._evolve.skills import (
    dogged_activated,
    dogged_trooper_died,
    save_value_switched,
)
from service.domain.events import (
    AroDeclared,
    DeclarationWithdrawn,
    DeployableAttackResolved,
    DeployablePlaced,
    DeployableTriggered,
    DiceConfirmed,
    DiceEntered,
    DieDiscarded,
    DoggedActivated,
    DoggedTrooperDied,
    Event,
    GameCreated,
    GameEnded,
    GutsRollMade,
    GutsRollWaived,
    OrderConcluded,
    OrderRollMade,
    OrderVoided,
    RerollMade,
    ResolutionBegan,
    RollMade,
    SaveValueSwitched,
    SavingRollsMade,
    SecondSkillDeclared,
    TemplateAttackResolved,
    TokenRotated,
    TrooperActivated,
    TrooperAdded,
    TrooperEdited,
    TrooperRemoved,
    TrooperStateEntered,
    TrooperStatesCancelled,
    TrooperWounded,
    TurnEnded,
    TurnStarted,
)
from service.domain.state import GameState, initial_state

__all__ = ["EventRejectedError", "evolve", "fold"]


def _dispatch(state: GameState, event: Event) -> GameState:
    match event:
        case GameCreated():
            return game_created(state, event)
        case TrooperAdded():
            return trooper_added(state, event)
        case TrooperEdited():
            return trooper_edited(state, event)
        case TrooperRemoved():
            return trooper_removed(state, event)
        case TokenRotated():
            return token_rotated(state, event)
        case TurnStarted():
            return turn_started(state, event)
        case TrooperActivated():
            return trooper_activated(state, event)
        case AroDeclared():
            return aro_declared(state, event)
        case SecondSkillDeclared():
            return second_skill_declared(state, event)
        case DeclarationWithdrawn():
            return triggers_withdrawn(state, declaration_withdrawn(state, event))
        case DiceEntered():
            return dice_entered(state, event)
        case DiceConfirmed():
            return dice_confirmed(state, event)
        case ResolutionBegan():
            return resolution_began(state, event)
        case OrderRollMade():
            return order_roll_made(state, event)
        case TemplateAttackResolved():
            return template_attack_resolved(state, event)
        case DeployableTriggered():
            return deployable_triggered(state, event)
        case DeployableAttackResolved():
            return deployable_attack_resolved(state, event)
        case DeployablePlaced():
            return deployable_placed(state, event)
        case DieDiscarded() | RerollMade():
            return choice_made(state, event)
        case SavingRollsMade():
            return saving_rolls_made(state, event)
        case TrooperWounded():
            return trooper_wounded(state, event)
        case GutsRollMade():
            return guts_roll_made(state, event)
        case GutsRollWaived():
            return guts_roll_waived(state, event)
        case SaveValueSwitched():
            return save_value_switched(state, event)
        case DoggedActivated():
            return dogged_activated(state, event)
        case DoggedTrooperDied():
            return dogged_trooper_died(state, event)
        case OrderConcluded():
            return order_concluded(state, event)
        case TrooperStateEntered():
            return trooper_state_entered(state, event)
        case TrooperStatesCancelled():
            return trooper_states_cancelled(state, event)
        case OrderVoided():
            return deployables_voided(states_voided(order_voided(state, event), event), event)
        case TurnEnded():
            return turn_ended(state, event)
        case RollMade():
            return roll_made(state, event)
        case GameEnded():
            return game_ended(state, event)


def evolve(state: GameState, event: Event) -> GameState:
    """The state after ``event``; its version is one more than before."""
    return replace(_dispatch(state, event), version=state.version + 1)


def fold(events: Iterable[Event], state: GameState | None = None) -> GameState:
    """Replay a history, from the beginning or from ``state``."""
    current = initial_state() if state is None else state
    for event in events:
        current = evolve(current, event)
    return current
