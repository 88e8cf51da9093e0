"""evolve for the Tactical Phase's own rules: Retreat!, Loss of Lieutenant and the Lieutenant
appointed after it (N5)."""

from __future__ import annotations

from service.domain._evolve.guards import check, check_live, in_step, replace
from service.domain.events import (
    LieutenantAppointed,
    LossOfLieutenantDeclared,
    RetreatCancelled,
    RetreatDeclared,
)
from service.domain.state import Appointment, GameState
from service.rules.retreat import retreat_threshold


def _between_turns_of_sequence(state: GameState, player: str) -> None:
    check_live(state)
    check(state.sequence is not None, "the game does not follow the game sequence")
    check(state.phase in ("setup", "between_turns"), "checked at the start of a turn only")
    check(player in state.players, f"{player!r} does not play this game")


def retreat_declared(state: GameState, event: RetreatDeclared) -> GameState:
    _between_turns_of_sequence(state, event.player)
    check(event.player not in state.retreat, f"{event.player!r} is already in Retreat!")
    check(event.survivors_points <= retreat_threshold(event.army_points), "survivors above 25%")
    last = state.retreat_last_round
    return replace(
        state,
        retreat=(*state.retreat, event.player),
        retreat_last_round=event.round if last is None else min(last, event.round),
    )


def retreat_cancelled(state: GameState, event: RetreatCancelled) -> GameState:
    _between_turns_of_sequence(state, event.player)
    check(event.player in state.retreat, f"{event.player!r} is not in Retreat!")
    return replace(state, retreat=tuple(p for p in state.retreat if p != event.player))


def loss_of_lieutenant_declared(state: GameState, event: LossOfLieutenantDeclared) -> GameState:
    _between_turns_of_sequence(state, event.player)
    lost = (*(p for p in state.loss_of_lieutenant if p != event.player), event.player)
    return replace(state, loss_of_lieutenant=lost)


def lieutenant_appointed(state: GameState, event: LieutenantAppointed) -> GameState:
    check_live(state)
    check(state.phase == "orders", "a Lieutenant is appointed as a turn ends")
    in_step(state, event)
    check(event.player == state.active_player, "only the active player appoints")
    check(event.player in state.loss_of_lieutenant, f"{event.player!r} has a Lieutenant")
    trooper = state.trooper(event.trooper)
    check(
        trooper is not None and trooper.player == event.player and trooper.can_act,
        f"{event.trooper!r} cannot be appointed",
    )
    return replace(
        state,
        appointed=(*state.appointed, Appointment(player=event.player, trooper=event.trooper)),
        loss_of_lieutenant=tuple(p for p in state.loss_of_lieutenant if p != event.player),
    )
