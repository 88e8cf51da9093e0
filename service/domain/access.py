"""Who may do what: the checks every command handler starts with."""

from __future__ import annotations

from service.domain.commands import ORGANISER
from service.domain.errors import Forbidden, InvalidCommand, NotFound, StateConflict
from service.domain.state import GameState, OpenOrder


def require_live(state: GameState) -> None:
    if not state.created:
        raise NotFound("no such game")
    if state.ended:
        raise StateConflict("the game has ended")


def require_organiser(actor: str, action: str) -> None:
    if actor != ORGANISER:
        raise Forbidden(f"only the organiser may {action}")


def require_participant(state: GameState, actor: str) -> None:
    if actor != ORGANISER and actor not in state.players:
        raise Forbidden(f"{actor!r} takes no part in this game")


def require_player(state: GameState, actor: str, refusal: str) -> None:
    """``actor`` one of the game's players: a stranger takes no part in it, and the organiser,
    who judges but never plays, is refused with ``refusal``."""
    require_participant(state, actor)
    if actor == ORGANISER:
        raise Forbidden(refusal)


def require_acts_for(actor: str, player: str, what: str) -> None:
    """Players act only for themselves; the organiser may act for anyone."""
    if actor not in (ORGANISER, player):
        raise Forbidden(f"{actor!r} cannot act for {player!r}: {what}")


def require_player_acts(state: GameState, actor: str, player: str, what: str) -> None:
    """A live game, ``player`` one of its players, and ``actor`` allowed to act for them."""
    require_live(state)
    require_acts_for(actor, player, what)
    if player not in state.players:
        raise InvalidCommand(f"{player!r} does not play this game")


def require_open_order(state: GameState, number: int | None) -> OpenOrder:
    """The open order, which must be order ``number`` (None: whichever is open)."""
    require_live(state)
    order = state.open_order
    if order is None:
        raise StateConflict("no order is open")
    if number is not None and order.number != number:
        raise StateConflict(f"order {number} is not the open order ({order.number})")
    return order
