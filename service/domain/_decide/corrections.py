"""Corrections a real table needs: a trooper entered wrong is edited, or taken back, as long as
it has taken part in no order. Each correction is an event; nothing recorded is changed."""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain._decide.sequence import require_lists_open
from service.domain._decide.setup import checked_trooper
from service.domain._decide.step_check import require_step
from service.domain.access import require_acts_for, require_live
from service.domain.commands import EditTrooper, RemoveTrooper
from service.domain.errors import NotFound, TrooperHasActed
from service.domain.events import TrooperEdited, TrooperRemoved
from service.domain.troopers import Trooper


def _correctable(batch: Batch, command: EditTrooper | RemoveTrooper, what: str) -> Trooper:
    state = batch.state
    require_live(state)
    trooper = state.trooper(command.trooper_id)
    if trooper is None:  # the trooper is the resource the request names: 404, not 422
        raise NotFound(f"no trooper {command.trooper_id!r}")
    require_acts_for(command.actor, trooper.player, f"players {what} only their own troopers")
    require_step(state.open_order, command)
    if state.took_part(trooper.trooper_id):
        raise TrooperHasActed(
            f"{trooper.trooper_id!r} has taken part in an order: it can no longer be corrected"
        )
    return trooper


def edit_trooper(batch: Batch, command: EditTrooper) -> None:
    trooper = _correctable(batch, command, "edit")
    edited = checked_trooper(batch.state, command, trooper.trooper_id, trooper.player)
    batch.emit(TrooperEdited(trooper=edited))


def remove_trooper(batch: Batch, command: RemoveTrooper) -> None:
    trooper = _correctable(batch, command, "remove")
    require_lists_open(batch.state, "removing a trooper")
    batch.emit(TrooperRemoved(trooper=trooper.trooper_id))
