"""Rolls outside any order whose faces wait for a player's confirmation: the Initiative Roll and
the free rolls, in a game with manual dice confirmation held to ``own_dice``.

A command that enters faces for another player's side records the roll as it would be made
(RollDiceEntered: its sides' attributes, MODs and dice, and every entered face); the awaited
player's ConfirmRoll accepts the faces, replacing any of their own sides' (RollDiceConfirmed),
and the roll is made in that command, the sides without faces taking the server's dice then.
One such roll waits at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from service.domain._decide.batch import Batch, entered_rolls
from service.domain._decide.own_dice import (
    Owners,
    awaited_player,
    confirmed_replacements,
    require_awaited,
)
from service.domain._decide.rolls.record import SideInput, record_roll
from service.domain.access import require_live
from service.domain.commands import AwaitedRollKind, ConfirmRoll
from service.domain.errors import StateConflict
from service.domain.events import (
    AwaitedSide,
    InitiativeRolled,
    RollDiceConfirmed,
    RollDiceEntered,
    RollMade,
)
from service.domain.state import GameState
from service.rules.rolls import RollKind

ROLL_NAMES: Mapping[AwaitedRollKind, str] = {
    "initiative": "the Initiative Roll",
    "free_roll": "a free roll",
}


def require_no_awaited_roll(state: GameState, what: str) -> None:
    awaited = state.awaited_roll
    if awaited is not None:
        raise StateConflict(
            f"{what} waits: {awaited.awaiting!r} is to confirm the faces {awaited.by!r} entered "
            f"for {ROLL_NAMES[awaited.roll]}"
        )


class RollToMake(NamedTuple):
    """A roll outside any order, as it will be made: which one, its kind, label and sides."""

    roll: AwaitedRollKind
    kind: RollKind
    label: str
    sides: tuple[AwaitedSide, ...]


def make_or_await(
    batch: Batch,
    made: RollToMake,
    entered: Mapping[str, tuple[int, ...]],
    *,
    by: str,
    owners: Iterable[Owners],
    what: str,
) -> None:
    """The roll made now; or, when ``by`` entered faces for another player's rolls (``owners``,
    those of each roll given faces), recorded as it will be made, waiting for that player."""
    awaiting = awaited_player(batch.state, by, owners, what)
    if awaiting is None:
        make_roll(batch, made, entered)
        return
    # The event records the roll as it will be made, by whom, for whom, and every face given.
    dice = entered_rolls(entered.items())
    batch.emit(RollDiceEntered(**made._asdict(), by=by, awaiting=awaiting, dice=dice))


def make_roll(batch: Batch, made: RollToMake, entered: Mapping[str, tuple[int, ...]]) -> None:
    """The roll made with the entered faces, the other sides' drawn by the server in the order
    the roll lists them."""
    roll, kind, label, sides = made
    faces, draws = batch.faces_for([(side.name, side.dice) for side in sides], entered)
    inputs = [
        SideInput(
            name=side.name,
            trooper=None,
            target=None,
            attribute=side.attribute,
            mods=side.mods,
            faces=faces[side.name],
        )
        for side in sides
    ]
    recorded = record_roll(kind, inputs, batch.state.edition)
    if roll == "initiative":
        batch.emit(InitiativeRolled(sides=recorded.sides, winner=recorded.winner, draws=draws))
        return
    batch.emit(
        RollMade(
            kind=recorded.kind,
            label=label,
            sides=recorded.sides,
            winner=recorded.winner,
            draws=draws,
        )
    )


def _owners(side: AwaitedSide) -> frozenset[str]:
    return frozenset() if side.player is None else frozenset({side.player})


def confirm_roll(batch: Batch, command: ConfirmRoll) -> None:
    state = batch.state
    require_live(state)
    awaited = state.awaited_roll
    if awaited is None or awaited.roll != command.roll:
        raise StateConflict(
            f"no faces entered for {ROLL_NAMES[command.roll]} wait for confirmation"
        )
    require_awaited(command.actor, awaited.awaiting)
    own = {side.name: side.dice for side in awaited.sides if side.player == command.actor}
    owners = {side.name: _owners(side) for side in awaited.sides}
    replaced = confirmed_replacements(
        state, command.actor, command.dice, own, owners, "ConfirmRoll"
    )
    batch.emit(
        RollDiceConfirmed(
            roll=awaited.roll,
            by=command.actor,
            replaced=entered_rolls(replaced.items()),
        )
    )
    entered = {entry.roll: entry.faces for entry in awaited.dice} | replaced
    made = RollToMake(awaited.roll, awaited.kind, awaited.label, awaited.sides)
    make_roll(batch, made, entered)
