"""The Special Skills a player chooses to use while an order concludes: Bioimmunity for its
trooper's Saving Rolls, Dogged when its trooper enters Unconscious State (N5 only)."""

from __future__ import annotations

from collections.abc import Iterable

from service.domain._decide.batch import Batch
from service.domain.errors import InvalidCommand
from service.domain.events import DoggedActivated, DoggedTrooperDied
from service.domain.state import GameState
from service.domain.troopers import Trooper
from service.rules.skill_saves import (
    BIOIMMUNITY,
    DOGGED,
    bioimmunity_applies,
    dogged_applies,
)
from service.rules.values import Edition


def chosen_skill_users(
    state: GameState, chosen: Iterable[str], skill: str, saving: set[str]
) -> frozenset[str]:
    """The troopers a Conclude names for ``skill``: each must have it, be listed once, and
    have Saving Rolls to make in this order (``saving``), in an edition that uses it."""
    users: set[str] = set()
    applies = bioimmunity_applies if skill == BIOIMMUNITY else dogged_applies
    for trooper_id in chosen:
        if not applies(state.edition):
            raise InvalidCommand(f"{skill} is not used in {Edition(state.edition).value}")
        trooper = state.trooper(trooper_id)
        if trooper is None:
            raise InvalidCommand(f"no trooper {trooper_id!r}")
        if not trooper.has_skill(skill):
            raise InvalidCommand(f"{trooper_id!r} does not have {skill}")
        if trooper_id in users:
            raise InvalidCommand(f"{skill} is chosen twice for {trooper_id!r}")
        if trooper_id not in saving:
            raise InvalidCommand(f"{trooper_id!r} has no Saving Rolls to make in this order")
        users.add(trooper_id)
    return frozenset(users)


def stands_by_dogged(state: GameState, trooper: Trooper) -> bool:
    return trooper.trooper_id in state.dogged and trooper.state == "normal"


def activate_dogged(batch: Batch, order: int, trooper_id: str, users: frozenset[str]) -> None:
    """Dogged is announced when the trooper enters Unconscious State: right after the Wounds
    that put it there."""
    trooper = batch.state.trooper(trooper_id)
    assert trooper is not None
    if trooper_id in users and trooper.state == "unconscious":
        batch.emit(
            DoggedActivated(order=order, trooper=trooper_id, wounds=trooper.wounds, skill=DOGGED)
        )


def dogged_die(batch: Batch) -> None:
    """The States Phase at the end of the Player Turn: every trooper still standing by
    Dogged enters Dead State."""
    state = batch.state
    for trooper_id in state.dogged:
        trooper = state.trooper(trooper_id)
        if trooper is not None and stands_by_dogged(state, trooper):
            batch.emit(
                DoggedTrooperDied(turn=state.turn, trooper=trooper_id, wounds=trooper.wounds)
            )
