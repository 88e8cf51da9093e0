"""The game as a decider: ``decide`` turns a command into events, ``evolve`` applies one.

decide(state, command, roller) -> list[Event] is pure: a bad command raises a DomainError
(InvalidCommand, Forbidden, StateConflict, NotFound) and yields no event at all. The event at
index i of its result gets version state.version + i + 1, and the server's dice for that event
are roller(that version, count), handed out in the order the event lists its rolls (see
the decider's Batch). Every game has server dice, so the roller is always given; a manual-dice
game's command may also carry, roll by roll, the faces rolled at the table, and those rolls
draw nothing. Deciding a command that needs server dice without a roller is a ValueError.
"""

from __future__ import annotations

from service.domain._decide.activation import activate_trooper
from service.domain._decide.batch import Batch
from service.domain._decide.choices import choose_discard, choose_reroll
from service.domain._decide.conclusion import conclude, void_order
from service.domain._decide.corrections import edit_trooper, remove_trooper
from service.domain._decide.declarations import (
    declare_aro,
    declare_second_skill,
    withdraw_declaration,
)
from service.domain._decide.deployables import trigger_deployable
from service.domain._decide.free_roll import free_roll
from service.domain._decide.resolution import confirm_dice, resolve
from service.domain._decide.sequence import choose_initiative, deploy_troopers, roll_initiative
from service.domain._decide.setup import add_trooper, create_game, end_game
from service.domain._decide.tokens import rotate_token
from service.domain._decide.turns import appoint_lieutenant, end_turn, start_turn
from service.domain._evolve import EventRejectedError, evolve, fold
from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    AppointLieutenant,
    ChooseDiscard,
    ChooseInitiative,
    ChooseReroll,
    Command,
    Conclude,
    ConfirmDice,
    CreateGame,
    DeclareAro,
    DeclareSecondSkill,
    DeployTroopers,
    EditTrooper,
    EndGame,
    EndTurn,
    FreeRoll,
    RemoveTrooper,
    Resolve,
    RollInitiative,
    RotateToken,
    StartTurn,
    TriggerDeployable,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.dice import Roller
from service.domain.events import Event
from service.domain.state import GameState, initial_state

__all__ = ["EventRejectedError", "Roller", "decide", "evolve", "fold", "initial_state"]


def _handle(batch: Batch, command: Command) -> None:
    match command:
        case CreateGame():
            create_game(batch, command)
        case AddTrooper():
            add_trooper(batch, command)
        case EditTrooper():
            edit_trooper(batch, command)
        case RemoveTrooper():
            remove_trooper(batch, command)
        case RotateToken():
            rotate_token(batch, command)
        case RollInitiative():
            roll_initiative(batch, command)
        case ChooseInitiative():
            choose_initiative(batch, command)
        case DeployTroopers():
            deploy_troopers(batch, command)
        case StartTurn():
            start_turn(batch, command)
        case ActivateTrooper():
            activate_trooper(batch, command)
        case DeclareAro():
            declare_aro(batch, command)
        case DeclareSecondSkill():
            declare_second_skill(batch, command)
        case TriggerDeployable():
            trigger_deployable(batch, command)
        case WithdrawDeclaration():
            withdraw_declaration(batch, command)
        case Resolve():
            resolve(batch, command)
        case ConfirmDice():
            confirm_dice(batch, command)
        case ChooseDiscard():
            choose_discard(batch, command)
        case ChooseReroll():
            choose_reroll(batch, command)
        case Conclude():
            conclude(batch, command)
        case VoidOrder():
            void_order(batch, command)
        case EndTurn():
            end_turn(batch, command)
        case AppointLieutenant():
            appoint_lieutenant(batch, command)
        case FreeRoll():
            free_roll(batch, command)
        case EndGame():
            end_game(batch, command)


def decide(state: GameState, command: Command, roller: Roller | None) -> list[Event]:
    batch = Batch(state, roller)
    _handle(batch, command)
    return batch.events
