"""+1 SD discards and ReRolls, chosen one at a time in the order the resolution announced."""

from __future__ import annotations

from service.domain._decide.batch import NO_MANUAL_DICE, Batch, check_faces
from service.domain._decide.rolls.record import discard_from, reroll_in
from service.domain._decide.step_check import require_step
from service.domain.access import require_acts_for, require_open_order
from service.domain.commands import ChooseDiscard, ChooseReroll
from service.domain.errors import InvalidCommand, StateConflict
from service.domain.events import DieDiscarded, PendingChoice, RerollMade
from service.domain.state import OpenOrder


def _next_choice(
    batch: Batch, command: ChooseDiscard | ChooseReroll, kind: str
) -> tuple[OpenOrder, PendingChoice]:
    actor, side = command.actor, command.side
    order = require_open_order(batch.state, command.order)
    require_step(order, command)
    head = order.pending[0]
    if (head.kind, head.side) != (kind, side):
        raise StateConflict(
            f"waiting for {head.player!r} to choose a {head.kind} for {head.side!r}"
        )
    require_acts_for(actor, head.player, f"the {kind} for {side!r} is {head.player!r}'s choice")
    return order, head


def _die_index(order: OpenOrder, head: PendingChoice, die: int) -> None:
    dice = order.rolls[head.index].side(head.side).dice
    if not 0 <= die < len(dice):
        raise InvalidCommand(f"{head.side!r} rolled {len(dice)} dice: no die {die}")


def choose_discard(batch: Batch, command: ChooseDiscard) -> None:
    order, head = _next_choice(batch, command, "discard")
    _die_index(order, head, command.die)
    roll = discard_from(order.rolls[head.index], head.side, command.die, batch.state.edition)
    batch.emit(
        DieDiscarded(
            order=order.number, index=head.index, side=head.side, die=command.die, roll=roll
        )
    )


def choose_reroll(batch: Batch, command: ChooseReroll) -> None:
    order, head = _next_choice(batch, command, "reroll")
    state = batch.state
    if command.face is not None and not state.manual_dice:
        raise InvalidCommand(NO_MANUAL_DICE)
    roll = order.rolls[head.index]
    draws: tuple[int, ...] = ()
    if command.die is None:
        if command.face is not None:
            raise InvalidCommand("a declined ReRoll rolls no die")
    else:
        _die_index(order, head, command.die)
        if command.face is not None:
            check_faces((command.face,), "ReRoll")
            face = command.face
        else:
            draws = batch.server_draw(1)
            face = draws[0]
        roll = reroll_in(roll, head.side, command.die, face, state.edition)
    batch.emit(
        RerollMade(
            order=order.number,
            index=head.index,
            side=head.side,
            die=command.die,
            roll=roll,
            draws=draws,
        )
    )
