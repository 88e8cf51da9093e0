"""evolve for a roll outside any order whose faces wait for a player's confirmation: the
Initiative Roll or a free roll, one at a time; the roll itself follows the confirmation."""

from __future__ import annotations

from service.domain._evolve.guards import check, check_live, replace
from service.domain.events import RollDiceConfirmed, RollDiceEntered
from service.domain.state import GameState


def roll_dice_entered(state: GameState, event: RollDiceEntered) -> GameState:
    check_live(state)
    check(state.manual_dice_confirmation, "this game does not wait for dice to be confirmed")
    check(state.awaited_roll is None, "another roll already waits for confirmation")
    check(event.awaiting in state.players and event.awaiting != event.by, "nobody to confirm")
    check(bool(event.dice), "no faces to confirm")
    names = {side.name for side in event.sides}
    check(all(entry.roll in names for entry in event.dice), "faces for a side the roll lacks")
    if event.roll == "initiative":
        sequence = state.sequence
        check(
            sequence is not None and sequence.phase == "initiative",
            "the Initiative Roll is not next",
        )
        check(tuple(s.name for s in event.sides) == state.players, "one side per player")
    return replace(state, awaited_roll=event)


def roll_dice_confirmed(state: GameState, event: RollDiceConfirmed) -> GameState:
    check_live(state)
    awaited = state.awaited_roll
    check(
        awaited is not None and awaited.roll == event.roll and awaited.awaiting == event.by,
        "no such roll awaits this player",
    )
    return replace(state, awaited_roll=None)


def check_no_awaited_roll(state: GameState) -> None:
    """A roll outside any order is made only once no other waits: the confirmation of a
    waiting one clears it first."""
    check(state.awaited_roll is None, "a roll waits for confirmation")
