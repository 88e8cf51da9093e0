"""Every way a command ends the game, asked of the state before the command is decided: the
end reveals the server-held secrets (``secrets.reveal_at_end``), so the service opens them
before the one decision (``openings.secrets_needed``).

Each is the very condition the decider ends the game on, read on the state the command is
decided on:

- the organiser's end (``setup.end_game``);
- the end of the last Player Turn of the last Game Round (``sequence.end_after_last_turn``) or
  of the last Player Turn of the first Game Round that started with an army in Retreat!
  (``tactical.end_after_retreat_round``): the turn's end changes neither the turn, the rounds
  nor the Retreat!'s last round, so the state before it answers as the state after;
- the start of the turn of an army in Retreat! with no trooper left to act
  (``turns.start_turn``, ``tactical.lost_everything``): what the turn start reveals first (a
  private Lieutenant) changes no trooper, so the count before it is the count it makes.

A command refused for another reason ends nothing; the end is asked only of a live game.
"""

from __future__ import annotations

from service.domain._decide.sequence import last_turn_over
from service.domain._decide.tactical import retreat_round_over
from service.domain._decide.turns import starts_with_nothing_left
from service.domain.commands import ORGANISER, Command, EndGame, EndTurn, StartTurn
from service.domain.state import GameState


def ends_game(state: GameState, command: Command) -> bool:
    """Whether deciding ``command`` on ``state`` ends the game, should it be taken."""
    if not state.created or state.ended:
        return False
    if isinstance(command, EndGame):
        return command.actor == ORGANISER
    if isinstance(command, EndTurn):
        return state.phase == "orders" and (last_turn_over(state) or retreat_round_over(state))
    if isinstance(command, StartTurn):
        return state.phase != "orders" and starts_with_nothing_left(state, command.player)
    return False
