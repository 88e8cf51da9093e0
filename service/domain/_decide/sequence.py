"""The N5 Game Sequence: the Initiative Roll, the choices it leads to, the Deployment Phase,
then Game Rounds of two Player Turns in the chosen order, the game ending after the last.

A game created without ``rounds`` has no sequence and none of this applies to it.
"""

from __future__ import annotations

from typing import NoReturn

import msgspec

from service.domain._decide.awaited_rolls import (
    RollToMake,
    make_or_await,
    require_no_awaited_roll,
)
from service.domain._decide.batch import Batch, entered_dice
from service.domain._decide.hidden import refuse_hidden
from service.domain._decide.private_lieutenant import private_wip
from service.domain._decide.rolls.sides import side_success_value
from service.domain.access import require_live, require_participant, require_player_acts
from service.domain.commands import ChooseInitiative, DeployTroopers, RollInitiative
from service.domain.errors import InvalidCommand, OutOfSequence, StateConflict
from service.domain.events import (
    AwaitedSide,
    DeploymentOrderChosen,
    GameEnded,
    InitiativeKept,
    TroopersDeployed,
    TurnOrderChosen,
)
from service.domain.hidden import on_table
from service.domain.state import GameSequence, GameState, SequencePhase

LAST_TURN_ENDED = "the last Game Round ended"


def _where(state: GameState, sequence: GameSequence) -> str:
    """The phase and who is to act in it, as every refusal names them."""
    phase = sequence.phase
    if phase == "initiative":
        return "the Initiative Roll is next"
    if phase == "choices":
        return f"the choices of the Initiative Roll are pending ({_pending_choices(sequence)})"
    if phase == "deployment":
        return (
            f"Deployment Phase, step {sequence.deployment_step + 1}: {sequence.deploying!r} deploys"
        )
    turn = state.turn + 1 if state.phase != "orders" else state.turn
    return (
        f"Tactical Phase, Game Round {sequence.round_of(turn)} of {sequence.rounds}: "
        f"it is {sequence.turn_player(turn)!r}'s turn"
    )


def _pending_choices(sequence: GameSequence) -> str:
    if sequence.initiative is None:
        return f"{sequence.initiative_winner!r} keeps Initiative or Deployment"
    pending = []
    if not sequence.turn_order:
        pending.append(f"{sequence.initiative!r} chooses who plays first")
    if not sequence.deployment_order:
        pending.append(f"{sequence.deployment!r} chooses who deploys first")
    return "; ".join(pending)


def _in_phase(state: GameState, phase: SequencePhase, what: str) -> GameSequence:
    require_live(state)
    sequence = state.sequence
    if sequence is None:
        raise StateConflict(f"this game does not follow the game sequence: {what} has no place")
    if sequence.phase != phase:
        raise OutOfSequence(f"{what} is not allowed now: {_where(state, sequence)}")
    return sequence


def require_turn_of(state: GameState, player: str) -> None:
    """A sequenced game's turn starts only in the Tactical Phase, by the player whose it is."""
    sequence = state.sequence
    if sequence is None:
        return
    what = f"a turn of {player!r}"
    _in_phase(state, "tactical", what)
    if player != sequence.turn_player(state.turn + 1):
        raise OutOfSequence(f"{what} is not allowed now: {_where(state, sequence)}")


def refuse_between_turns(state: GameState, refusal: str) -> NoReturn:
    """What needs a running Player Turn, asked for when none runs: a sequenced game says which
    phase it is in and who is to act, so the player knows what comes first."""
    sequence = state.sequence
    if sequence is None:
        raise StateConflict(refusal)
    raise OutOfSequence(f"{refusal}: {_where(state, sequence)}")


def require_lists_open(state: GameState, what: str) -> None:
    """Once the Deployment Phase has begun the troopers are on the table: a sequenced game
    takes no trooper added or removed, which would be one never deployed, or a deployed one
    gone."""
    sequence = state.sequence
    if sequence is not None and sequence.deployment_step > 0:
        raise OutOfSequence(f"{what} is not allowed now: {_where(state, sequence)}")


def last_turn_over(state: GameState) -> bool:
    """Whether the Player Turn running (or just ended) in ``state`` is the last of the last
    Game Round."""
    return state.sequence is not None and state.turn >= state.sequence.turns


def end_after_last_turn(batch: Batch) -> None:
    """After the last Player Turn of the last Game Round the game ends by itself."""
    if last_turn_over(batch.state):
        batch.emit(GameEnded(reason=LAST_TURN_ENDED))


def _lieutenant_wip(state: GameState, player: str, command: RollInitiative) -> int:
    lieutenant = state.lieutenant_of(player)
    if lieutenant is None and state.private_lieutenant(player) is not None:
        return private_wip(state, player, command.private_wip, command.actor)
    if lieutenant is None:
        raise StateConflict(f"{player!r} has no Lieutenant: the Initiative Roll uses its WIP")
    return lieutenant.profile.wip


def roll_initiative(batch: Batch, command: RollInitiative) -> None:
    """Each player's face is their own: one entered for the opponent waits for the opponent's
    confirmation in a game held to ``own_dice`` (``awaited_rolls``)."""
    state = batch.state
    _in_phase(state, "initiative", "the Initiative Roll")
    require_participant(state, command.actor)
    require_no_awaited_roll(state, "the Initiative Roll")
    if not isinstance(command.private_wip, msgspec.UnsetType) and any(
        state.private_lieutenant(p) is None for p in command.private_wip
    ):
        raise InvalidCommand("a private WIP is given only for a private Lieutenant")
    wip = {player: _lieutenant_wip(state, player, command) for player in state.players}
    counts = {p: 1 if side_success_value(wip[p], ()).rolls else 0 for p in state.players}
    entries = None if command.dice is None else [(d.roll, d.faces) for d in command.dice]
    entered = entered_dice(state.manual_dice, entries, counts, "the Initiative Roll")
    sides = tuple(
        AwaitedSide(name=p, player=p, attribute=wip[p], dice=counts[p]) for p in state.players
    )
    owners = [frozenset({player}) for player in entered]
    made = RollToMake("initiative", "face_to_face", "", sides)
    make_or_await(batch, made, entered, by=command.actor, owners=owners, what="the Initiative Roll")


def choose_initiative(batch: Batch, command: ChooseInitiative) -> None:
    state = batch.state
    sequence = _in_phase(state, "choices", "a choice of the Initiative Roll")
    require_player_acts(state, command.actor, command.player, "players make their own choices")
    if command.keep is None and command.first is None:
        raise InvalidCommand("a choice keeps Initiative or Deployment, or names who goes first")
    if command.keep is not None:
        if sequence.initiative is not None:
            raise OutOfSequence(f"{sequence.initiative_winner!r} has already kept a choice")
        if command.player != sequence.initiative_winner:
            raise OutOfSequence(
                f"only the Initiative Roll's winner keeps a choice: {_where(state, sequence)}"
            )
        batch.emit(InitiativeKept(player=command.player, kept=command.keep))
        sequence = _chosen(batch.state)
    if command.first is None:
        return
    if command.first not in state.players:
        raise InvalidCommand(f"{command.first!r} does not play this game")
    if command.player == sequence.initiative and not sequence.turn_order:
        batch.emit(TurnOrderChosen(by=command.player, first=command.first))
    elif command.player == sequence.deployment and not sequence.deployment_order:
        batch.emit(DeploymentOrderChosen(by=command.player, first=command.first))
    else:
        raise OutOfSequence(
            f"{command.player!r} has no choice of who goes first: {_where(state, sequence)}"
        )


def _chosen(state: GameState) -> GameSequence:
    assert state.sequence is not None
    return state.sequence


def kept_back(state: GameState, player: str) -> int:
    """Troopers a player keeps back in their first Deployment Phase step, to place at step 3
    or 4 (Initiative and Deployment, N5).

    The place for the Strategic Use of Command Tokens: the player with the first Player Turn
    may spend one Command Token during their Deployment to set aside one extra trooper
    (Command Tokens, N5).
    """
    if not on_table(state, (t.trooper_id for t in state.troopers_of(player))):
        return 0
    spent = state.command_tokens_of(player)
    return 1 + sum(1 for t in spent if t.use == "extra_trooper_set_aside")


def deploy_troopers(batch: Batch, command: DeployTroopers) -> None:
    state = batch.state
    sequence = _in_phase(state, "deployment", "deploying troopers")
    require_player_acts(state, command.actor, command.player, "players deploy their own troopers")
    if command.player != sequence.deploying:
        raise OutOfSequence(f"{command.player!r} cannot deploy now: {_where(state, sequence)}")
    listed = [t.trooper_id for t in state.troopers_of(command.player)]
    strangers = [t for t in command.troopers if t not in listed]
    if strangers:
        raise InvalidCommand(f"{strangers[0]!r} is not a trooper of {command.player!r}")
    # A trooper in Hidden Deployment is deployed without a Model or Marker on the table: no
    # step places it, and none counts it (Hidden Deployment State, N5).
    refuse_hidden(state, command.troopers, "a Deployment Phase step")
    own = on_table(state, listed)
    waiting = [t for t in own if t not in sequence.deployed]
    if len(set(command.troopers)) != len(command.troopers):
        raise InvalidCommand("a trooper is deployed once")
    first_pass = sequence.deployment_step < 2
    # Steps 1 and 2 place all troopers but those kept back; steps 3 and 4 place those.
    expected = len(waiting) - kept_back(state, command.player) if first_pass else len(waiting)
    if not listed:
        raise StateConflict(f"{command.player!r} has no troopers to deploy: add troopers first")
    if len(command.troopers) != expected or not set(command.troopers) <= set(waiting):
        what = "all troopers but one" if first_pass else "the trooper kept back"
        raise InvalidCommand(
            f"step {sequence.deployment_step + 1} of the Deployment Phase places {what}: "
            f"{expected} of {', '.join(waiting)}"
        )
    batch.emit(
        TroopersDeployed(
            step=sequence.deployment_step + 1, player=command.player, troopers=command.troopers
        )
    )
