"""Turns: the Tactical Phase starts with the active player's order pool and ends when they stop.

The pool holds one Regular Order per Regular trooper that is not Unconscious or Dead, each
Irregular trooper's own order, and one Lieutenant Order while the Lieutenant can act. An army
list in Combat Groups has one Order Pool of Regular Orders per group.
"""

from __future__ import annotations

import msgspec

from service.domain._decide.batch import Batch
from service.domain._decide.hidden import pooled, pooled_groups
from service.domain._decide.private_lieutenant import (
    open_private_lieutenant,
    require_declarable,
    take_declaration,
)
from service.domain._decide.sequence import (
    end_after_last_turn,
    refuse_between_turns,
    require_turn_of,
)
from service.domain._decide.skill_choices import dogged_die
from service.domain._decide.step_check import require_step
from service.domain._decide.tactical import (
    appointment,
    end_after_retreat_round,
    impetuous_troopers,
    in_retreat,
    lieutenant_check,
    lost_everything,
    require_appointed,
    retreat_check,
)
from service.domain.access import require_acts_for, require_live, require_player_acts
from service.domain.commands import AppointLieutenant, EndTurn, StartTurn
from service.domain.errors import InvalidCommand, NoTroopers, StateConflict
from service.domain.events import TurnEnded, TurnStarted
from service.domain.privacy import lieutenant_kept_private
from service.domain.state import GameState, OrderPool
from service.domain.troopers import Trooper


def running_turn(state: GameState) -> tuple[str, OrderPool]:
    """The active player and their order pool; a StateConflict between turns."""
    require_live(state)
    if state.phase != "orders" or state.active_player is None or state.pool is None:
        refuse_between_turns(state, "no turn is running")
    return state.active_player, state.pool


def fit_troopers(state: GameState, player: str) -> list[Trooper]:
    """The player's troopers that give an Order as their turn starts: able to act, and not
    Possessed (a Possessed trooper gives no Order in either player's Tactical Phase, Possessed
    State)."""
    return [
        t
        for t in state.troopers_of(player)
        if t.can_act and "possessed" not in state.states_of(t.trooper_id)
    ]


def starts_with_nothing_left(state: GameState, player: str) -> bool:
    """Whether the player's turn starts in Retreat! with no trooper able to act: then it ends
    the game instead (``lost_everything``)."""
    return not fit_troopers(state, player) and in_retreat(state, player)


def start_turn(batch: Batch, command: StartTurn) -> None:
    state = batch.state
    require_player_acts(state, command.actor, command.player, "only a player starts their own turn")
    if state.phase == "orders":
        raise StateConflict(f"turn {state.turn} of {state.active_player!r} is still running")
    require_turn_of(state, command.player)
    if command.player == state.previous_player:
        raise InvalidCommand(f"{command.player!r} played the last turn")
    fit = fit_troopers(state, command.player)
    sequenced = state.sequence is not None
    require_declarable(state, command.player, command.loss_of_lieutenant)
    # Revealed first, so an opening the service gave is never recorded without its reveal.
    open_private_lieutenant(batch, command.player, command.lieutenant_opening)
    retreating = retreat_check(batch, command.player)
    if not fit and retreating:  # starts_with_nothing_left, on the same counts
        lost_everything(batch, command.player)
        return
    take_declaration(batch.state, command.player, command.loss_of_lieutenant, retreating)
    if not fit:
        raise NoTroopers(f"{command.player!r} has no trooper able to act: add troopers first")
    # In Loss of Lieutenant every trooper is Irregular (Loss of Lieutenant, N5).
    leaderless = sequenced and lieutenant_check(
        batch, command.player, retreating, command.loss_of_lieutenant
    )
    # Still Isolated at the start of its Active Turn: Irregular this turn, its Order not in the
    # pool; an Isolated Lieutenant is a Loss of Lieutenant (Isolated State, N5).
    isolated = {t.trooper_id for t in fit if "isolated" in state.states_of(t.trooper_id)}
    # A trooper in Hidden Deployment adds no Order to the pool: its player keeps it for it
    # (Hidden Deployment State, N5), so no count below shows it.
    on_table = pooled(state, fit)
    irregular = {t.trooper_id for t in on_table if leaderless or not t.regular} | isolated
    regulars = [t for t in on_table if t.trooper_id not in irregular]
    impetuous = impetuous_troopers(on_table, retreating) if sequenced else ()
    batch.emit(
        TurnStarted(
            turn=state.turn + 1,
            player=command.player,
            regular_orders=len(regulars),
            irregular_orders=tuple(t.trooper_id for t in on_table if t.trooper_id in irregular),
            lieutenant_orders=int(not leaderless)
            if sequenced
            else _lieutenant_order(
                batch.state, command.player, fit, isolated, command.loss_of_lieutenant
            ),
            groups=pooled_groups(fit, on_table, regulars),
            impetuous_orders=impetuous or msgspec.UNSET,
            declared_loss_of_lieutenant=command.loss_of_lieutenant,
        )
    )


def _lieutenant_order(
    state: GameState,
    player: str,
    fit: list[Trooper],
    isolated: set[str],
    declared: bool | msgspec.UnsetType,
) -> int:
    """Outside the Game Sequence: the Lieutenant Order while the Lieutenant is fit and not
    Isolated; a private one not opened is taken to be, unless (under the privacy rule) it is
    declared unable to lead."""
    if state.private_lieutenant(player) is not None:
        return int(not (lieutenant_kept_private(state) and declared is True))
    lieutenant = state.lieutenant_of(player)
    fit_ids = {t.trooper_id for t in fit} - isolated
    return int(lieutenant is not None and lieutenant.trooper_id in fit_ids)


def end_turn(batch: Batch, command: EndTurn) -> None:
    state = batch.state
    active_player, pool = running_turn(state)
    require_acts_for(command.actor, active_player, "only the active player ends the turn")
    require_step(state.open_order, command)
    require_appointed(state, active_player)
    dogged_die(batch)
    batch.emit(TurnEnded(turn=state.turn, player=active_player, unused_orders=pool.total))
    end_after_last_turn(batch)
    end_after_retreat_round(batch)


def appoint_lieutenant(batch: Batch, command: AppointLieutenant) -> None:
    state = batch.state
    active_player, _ = running_turn(state)
    require_acts_for(command.actor, active_player, "only the active player appoints")
    require_step(state.open_order, command)
    batch.emit(appointment(state, active_player, command.trooper))
