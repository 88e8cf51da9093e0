"""evolve for the N5 Game Sequence: the Initiative Roll, its choices and the Deployment Phase.

Each event is rejected unless the sequence is at the point the decider allows it at, so a log
cannot skip a step nor take one twice.
"""

from __future__ import annotations

from service.domain._evolve.awaited_rolls import check_no_awaited_roll
from service.domain._evolve.guards import check, check_live, replace
from service.domain.events import (
    DeploymentOrderChosen,
    InitiativeKept,
    InitiativeRolled,
    TroopersDeployed,
    TurnOrderChosen,
)
from service.domain.state import GameSequence, GameState, SequencePhase


def _sequence(state: GameState, phase: SequencePhase) -> GameSequence:
    check_live(state)
    sequence = state.sequence
    check(sequence is not None, "the game does not follow the game sequence")
    assert sequence is not None
    check(sequence.phase == phase, f"the game sequence is not at {phase}, but {sequence.phase}")
    return sequence


def _other(state: GameState, player: str) -> str:
    return next(p for p in state.players if p != player)


def initiative_rolled(state: GameState, event: InitiativeRolled) -> GameState:
    sequence = _sequence(state, "initiative")
    check_no_awaited_roll(state)
    check(tuple(s.name for s in event.sides) == state.players, "one side per player")
    # A roll without a winner (a tie, or both failed) is rolled again.
    return replace(state, sequence=replace(sequence, initiative_winner=event.winner))


def initiative_kept(state: GameState, event: InitiativeKept) -> GameState:
    sequence = _sequence(state, "choices")
    check(sequence.initiative is None, "a choice was already kept")
    check(event.player == sequence.initiative_winner, "only the winner keeps a choice")
    other = _other(state, event.player)
    keeper, declined = (event.player, other)
    held = (keeper, declined) if event.kept == "initiative" else (declined, keeper)
    return replace(state, sequence=replace(sequence, initiative=held[0], deployment=held[1]))


def turn_order_chosen(state: GameState, event: TurnOrderChosen) -> GameState:
    sequence = _sequence(state, "choices")
    check(event.by == sequence.initiative and not sequence.turn_order, "no turn order to choose")
    check(event.first in state.players, f"{event.first!r} does not play this game")
    order = (event.first, _other(state, event.first))
    return replace(state, sequence=replace(sequence, turn_order=order))


def deployment_order_chosen(state: GameState, event: DeploymentOrderChosen) -> GameState:
    sequence = _sequence(state, "choices")
    check(
        event.by == sequence.deployment and not sequence.deployment_order,
        "no deployment order to choose",
    )
    check(event.first in state.players, f"{event.first!r} does not play this game")
    order = (event.first, _other(state, event.first))
    return replace(state, sequence=replace(sequence, deployment_order=order))


def troopers_deployed(state: GameState, event: TroopersDeployed) -> GameState:
    sequence = _sequence(state, "deployment")
    check(event.step == sequence.deployment_step + 1, f"step {event.step} is out of order")
    check(event.player == sequence.deploying, f"{event.player!r} does not deploy now")
    for trooper_id in event.troopers:
        trooper = state.trooper(trooper_id)
        check(trooper is not None and trooper.player == event.player, f"{trooper_id!r}?")
        check(trooper_id not in sequence.deployed, f"{trooper_id!r} is already deployed")
    return replace(
        state,
        sequence=replace(
            sequence,
            deployment_step=event.step,
            deployed=(*sequence.deployed, *event.troopers),
        ),
    )
