"""The state a command is decided on stays the same size however many orders were played.

Concluded orders are history (the log, and the orders' read model); the state keeps only what
later decisions need of them: who took part, and what voiding an order must put back.
"""

from __future__ import annotations

import re

import msgspec

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    Conclude,
    EndTurn,
    Resolve,
    StartTurn,
    VoidOrder,
)
from service.domain.declarations import Move
from service.domain.errors import InvalidCommand, StateConflict
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, rejects


def _moves(game: Game, orders: int) -> None:
    """Whole turns of Moves: no dice, nobody hurt, so one order looks like the next."""
    for _ in range(orders):
        game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
        game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
        game.run(Resolve(actor=ARIADNA))
        game.run(Conclude(actor=ARIADNA))
        game.run(EndTurn(actor=ARIADNA))
        game.run(StartTurn(actor=TOHAA, player=TOHAA))
        game.run(EndTurn(actor=TOHAA))


def _shape(game: Game) -> bytes:
    """The state as stored, with every number read as 0: what is left is what it holds."""
    return re.sub(rb"\d+", b"0", msgspec.json.encode(game.state))


def _game() -> Game:
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku-a")
    return game


def test_the_state_after_ninety_orders_holds_what_it_held_after_ten() -> None:
    early, late = _game(), _game()
    _moves(early, 10)
    _moves(late, 90)
    assert late.state.last_order_number == 90
    assert _shape(late) == _shape(early)


def test_what_later_decisions_need_of_past_orders_is_still_known() -> None:
    game = _game()
    _moves(game, 3)
    # The Fennec moved in orders 1 to 3: part of the game's history, no longer correctable.
    assert game.state.took_part("fennec")
    assert not game.state.took_part("senku-a")
    game.run(VoidOrder(actor=ORGANISER, order=2, reason="moved through a wall"))
    rejects(game, VoidOrder(actor=ORGANISER, order=2, reason="again"), StateConflict, "void")
    rejects(game, VoidOrder(actor=ORGANISER, order=4, reason="no"), InvalidCommand, "no conc")
