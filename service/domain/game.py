"""The game as a decider: ``decide`` turns a command into events, ``evolve`` applies one.

decide(state, command, roller) -> list[Event] is pure: a bad command raises a DomainError
(InvalidCommand, Forbidden, StateConflict, NotFound) and yields no event at all. The event at
index i of its result gets version state.version + i + 1, and the server's dice for that event
are roller(that version, count), handed out in the order the event lists its rolls (see
the decider's Batch). Every game has server dice, so the roller is always given; a manual-dice
game's command may also carry, roll by roll, the faces rolled at the table, and those rolls
draw nothing. Deciding a command that needs server dice without a roller is a ValueError.

Given its sender's ``sight`` (what they may not see, ``domain.visibility``), the command is
decided once, on the game as the sender sees it when it reaches what they may not see (so it
is refused as a command naming an unknown trooper is), else on the game itself; either way no
refusal names a trooper hidden from them (``Sight.decided_on``, ``Sight.refused``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

from service.domain._decide.activation import activate_trooper
from service.domain._decide.awaited_rolls import confirm_roll
from service.domain._decide.batch import Batch
from service.domain._decide.carry_on import carry_on
from service.domain._decide.choices import choose_discard, choose_reroll
from service.domain._decide.classified import draw_classified
from service.domain._decide.command_tokens import spend_command_token
from service.domain._decide.conclusion import conclude, void_order
from service.domain._decide.corrections import edit_trooper, remove_trooper
from service.domain._decide.declarations import (
    declare_aro,
    declare_no_aro,
    declare_second_skill,
    withdraw_declaration,
)
from service.domain._decide.deployables import trigger_deployable
from service.domain._decide.entropy import contribute_entropy, waive_entropy
from service.domain._decide.fireteams import fireteam_command, members_lost
from service.domain._decide.free_roll import free_roll
from service.domain._decide.resolution import confirm_dice, resolve
from service.domain._decide.results import answer_result, record_result
from service.domain._decide.secrets import commit_secret, reveal_at_end, reveal_secret
from service.domain._decide.sequence import choose_initiative, deploy_troopers, roll_initiative
from service.domain._decide.setup import add_trooper, create_game, end_game
from service.domain._decide.tokens import rotate_token
from service.domain._decide.turns import appoint_lieutenant, end_turn, start_turn
from service.domain._evolve import EventRejectedError, evolve, fold
from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    AnswerResult,
    AppointLieutenant,
    BreakFireteam,
    ChooseDiscard,
    ChooseInitiative,
    ChooseReroll,
    Command,
    CommitSecret,
    Conclude,
    ConfirmDice,
    ConfirmRoll,
    ContributeEntropy,
    CreateGame,
    DeclareAro,
    DeclareNoAro,
    DeclareSecondSkill,
    DeployTroopers,
    DrawClassified,
    EditTrooper,
    EndGame,
    EndTurn,
    FormFireteam,
    FreeRoll,
    RecordResult,
    RemoveTrooper,
    Resolve,
    RevealSecret,
    RollInitiative,
    RotateToken,
    SpendCommandToken,
    StartTurn,
    TriggerDeployable,
    VoidOrder,
    WaiveEntropy,
    WithdrawDeclaration,
)
from service.domain.dice import Roller
from service.domain.errors import DomainError
from service.domain.events import Event
from service.domain.roles import require_sender
from service.domain.state import GameState, initial_state
from service.domain.visibility import Sight

__all__ = ["EventRejectedError", "Roller", "decide", "evolve", "fold", "initial_state"]


_DECIDERS: dict[type[Command], Callable[[Batch, Any], None]] = {
    CreateGame: create_game,
    AddTrooper: add_trooper,
    EditTrooper: edit_trooper,
    RemoveTrooper: remove_trooper,
    RotateToken: rotate_token,
    ContributeEntropy: contribute_entropy,
    WaiveEntropy: waive_entropy,
    RollInitiative: roll_initiative,
    ChooseInitiative: choose_initiative,
    DeployTroopers: deploy_troopers,
    FormFireteam: fireteam_command,
    BreakFireteam: fireteam_command,
    StartTurn: start_turn,
    ActivateTrooper: activate_trooper,
    DeclareAro: declare_aro,
    DeclareNoAro: declare_no_aro,
    DeclareSecondSkill: declare_second_skill,
    TriggerDeployable: trigger_deployable,
    WithdrawDeclaration: withdraw_declaration,
    Resolve: resolve,
    ConfirmDice: confirm_dice,
    ConfirmRoll: confirm_roll,
    ChooseDiscard: choose_discard,
    ChooseReroll: choose_reroll,
    Conclude: conclude,
    VoidOrder: void_order,
    EndTurn: end_turn,
    AppointLieutenant: appoint_lieutenant,
    FreeRoll: free_roll,
    EndGame: end_game,
    RecordResult: record_result,
    AnswerResult: answer_result,
    SpendCommandToken: spend_command_token,
    CommitSecret: commit_secret,
    DrawClassified: draw_classified,
    RevealSecret: reveal_secret,
}
"""Each command's decision, one module of ``_decide`` per kind of command."""
# Checked at import, as evolve's table is: a command of the union without its decision would
# otherwise be accepted and decided into no event at all.
_undecided = set(get_args(Command)) - set(_DECIDERS)
if _undecided:
    raise TypeError(f"commands without a decision: {sorted(c.__name__ for c in _undecided)}")


def decide(
    state: GameState, command: Command, roller: Roller | None, sight: Sight | None = None
) -> list[Event]:
    if sight is None:
        return _decided(state, command, roller)
    on = sight.decided_on(state, command)
    try:
        return _decided(on, command, roller)
    except DomainError as refused:
        raise sight.refused(state, command, refused, as_seen=on is not state) from None


def _decided(state: GameState, command: Command, roller: Roller | None) -> list[Event]:
    batch = Batch(state, roller)
    require_sender(state, command)
    _DECIDERS[type(command)](batch, command)
    # An order declared to conclude when possible goes on while nothing is left to decide.
    carry_on(batch)
    # Whatever the command did, a Fireteam member that can no longer act leaves it.
    members_lost(batch, state)
    # Whichever command ends the game reveals the server-held secrets, so the audit is whole.
    reveal_at_end(batch, state, command)
    return batch.events
