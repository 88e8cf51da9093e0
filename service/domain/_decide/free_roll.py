"""A free-standing roll, outside any order: a Normal Roll or a Face to Face Roll.

In a manual-dice game each side either gives its faces or leaves them to the server; the
server's faces go to the sides without entered dice in the order the command lists them. A
side may say whose roll it is (``player``); in a game held to ``own_dice`` faces entered for
another player's side wait for that player's confirmation (``awaited_rolls``), and a side that
names no player, a table roll, takes the server's dice.
"""

from __future__ import annotations

from service.domain._decide.awaited_rolls import (
    RollToMake,
    make_or_await,
    require_no_awaited_roll,
)
from service.domain._decide.batch import Batch, entered_dice
from service.domain._decide.rolls.sides import side_success_value
from service.domain.access import require_live, require_participant
from service.domain.commands import ORGANISER, FreeRoll, FreeRollSide
from service.domain.errors import Forbidden, InvalidCommand
from service.domain.events import AwaitedSide
from service.domain.names import checked_name, checked_text, refuse_duplicates
from service.domain.roles import ORGANISER_DOES_NOT_PLAY
from service.domain.troopers import MAX_BURST

SIDES = {"normal": 1, "face_to_face": 2}


def free_roll(batch: Batch, command: FreeRoll) -> None:
    state = batch.state
    require_live(state)
    require_participant(state, command.actor)
    if (
        state.roles_rule
        and command.actor == ORGANISER
        and any(side.dice is not None for side in command.sides)
    ):
        raise Forbidden(ORGANISER_DOES_NOT_PLAY)
    if len(command.sides) != SIDES[command.kind]:
        raise InvalidCommand(f"a {command.kind} roll has {SIDES[command.kind]} side(s)")
    names = [side.name for side in command.sides]
    if state.name_rule:
        # Checked, not rewritten: a side's name keys the dice entered for it.
        for number, name in enumerate(names, start=1):
            checked_name(name, f"side {number}'s name", rule=state.name_rule)
        refuse_duplicates(names, "the sides' names")
        checked_text(command.label, "the roll's label", rule=state.name_rule)
    if len(set(names)) != len(names) or not all(n.strip() for n in names):
        raise InvalidCommand("each side needs its own non-empty name")
    counts: dict[str, int] = {}
    for side in command.sides:
        if not 1 <= side.burst <= MAX_BURST:
            raise InvalidCommand(f"{side.name!r}: Burst is 1..{MAX_BURST}, not {side.burst}")
        counts[side.name] = side.burst if side_success_value(side.attribute, side.mods).rolls else 0
    for side in command.sides:
        if side.owner is not None and side.owner not in state.players:
            raise InvalidCommand(f"{side.name!r}: {side.owner!r} does not play this game")
    require_no_awaited_roll(state, "a free roll")
    entries = [(s.name, s.dice) for s in command.sides if s.dice is not None]
    entered = entered_dice(state.manual_dice, entries, counts, "FreeRoll")
    sides = tuple(
        AwaitedSide(
            name=side.name,
            player=side.owner,
            attribute=side.attribute,
            mods=side.mods,
            dice=counts[side.name],
        )
        for side in command.sides
    )
    owners = [_owners(side) for side in command.sides if side.name in entered]
    made = RollToMake("free_roll", command.kind, command.label, sides)
    make_or_await(batch, made, entered, by=command.actor, owners=owners, what="FreeRoll")


def _owners(side: FreeRollSide) -> frozenset[str]:
    return frozenset() if side.owner is None else frozenset({side.owner})
