"""Classified Objectives drawn from a mission's deck with the game's server dice: pure, no I/O.

The cards follow from the faces the server's dice give at the version of the drawing event
(``classified_drawn``), faces 0, 1, 2, ... of that version in order, as docs/guide/secrets.md
states:

    cards = deck as given; i = 0
    for k in 0 .. count-1:
        r = len(deck) - k
        repeat: v = (face[i] - 1) * 20 + (face[i+1] - 1); i += 2   # 0..399
        until v < 400 - 400 % r                                      # no card likelier
        swap cards[k] and cards[k + v % r]
    drawn = cards[0 .. count-1]

A face depends only on its index, so asking the roller for more faces never changes the first
ones. No face is recorded: only the seed, revealed when the game ends, derives the cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from service.domain.dice import FACES_PER_DIE, Roller

MAX_DECK: Final = 40
MAX_DRAWN: Final = 8
MIN_DECK: Final = 10
"""The fewest distinct cards a deck holds in a game drawn by its scenario's rules: the drawer
names the deck, and a deck of a few cards they like is a pick, not a draw. No source gives the
size of the Classified deck; ten makes any one card at most a one-in-ten draw."""
PAIR_VALUES: Final = FACES_PER_DIE * FACES_PER_DIE
_FIRST_BUDGET: Final = 8


def pick(pair: tuple[int, int], remaining: int) -> int | None:
    """The offset among ``remaining`` cards two faces give, or None when the pair is rejected."""
    value = (pair[0] - 1) * FACES_PER_DIE + (pair[1] - 1)
    if value >= PAIR_VALUES - PAIR_VALUES % remaining:
        return None
    return value % remaining


def draw_cards(roller: Roller, version: int, deck: Sequence[str], count: int) -> tuple[str, ...]:
    if not 0 < count <= len(deck) <= MAX_DECK:
        raise ValueError(f"cannot draw {count} of {len(deck)} cards")
    budget = _FIRST_BUDGET * count
    faces = roller(version, budget)
    cards = list(deck)
    index = 0
    for k in range(count):
        offset = None
        while offset is None:
            if index + 2 > len(faces):
                budget *= 2
                faces = roller(version, budget)
            offset = pick((faces[index], faces[index + 1]), len(deck) - k)
            index += 2
        cards[k], cards[k + offset] = cards[k + offset], cards[k]
    return tuple(cards[:count])
