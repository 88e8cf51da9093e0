"""Classified Objectives drawn from a mission's deck with the game's server dice (issue 26: the
audit re-derives which cards were drawn). The expected cards are worked out by hand from the
secrets guide's algorithm, and its fairness by enumerating every pair of faces."""

from __future__ import annotations

from collections import Counter

import pytest

from service.domain.classified import MAX_DECK, draw_cards
from service.domain.commands import ORGANISER, DrawClassified
from service.domain.errors import Forbidden, InvalidCommand, StateConflict
from service.domain.events import ClassifiedDrawn, SecretCommitted
from tests.builders.game import ARIADNA, new_game, rejects

DECK = ("A", "B", "C", "D", "E")
DIGEST = "c0" * 32


def roller_of(faces: list[int], asked: list[int] | None = None):  # type: ignore[no-untyped-def]
    """Faces by index, as the server's dice give them: more asked, the first ones the same."""

    def roll(version: int, count: int) -> tuple[int, ...]:
        assert version == 7
        if asked is not None:
            asked.append(count)
        return tuple(faces[i] if i < len(faces) else 1 for i in range(count))

    return roll


def test_two_cards_by_hand() -> None:
    # r=5: (1,3) is 0*20+2 = 2, under 400: swap cards 0 and 2 -> C B A D E.
    # r=4: (20,20) is 399, under 400: 399 % 4 = 3, swap cards 1 and 4 -> C E A D B.
    assert draw_cards(roller_of([1, 3, 20, 20]), 7, DECK, 2) == ("C", "E")


def test_a_pair_that_would_favour_low_cards_is_rejected() -> None:
    # r=3: 400 % 3 = 1, so 399 is rejected; then (1,2) is 1: card 1.
    assert draw_cards(roller_of([20, 20, 1, 2]), 7, DECK[:3], 1) == ("B",)


def test_more_faces_are_asked_when_the_first_ones_are_all_rejected() -> None:
    asked: list[int] = []
    # Eight rejected faces (four pairs of 399 for r=3), then faces of 1: (1,1) is 0, card A.
    assert draw_cards(roller_of([20] * 8, asked), 7, DECK[:3], 1) == ("A",)
    assert asked == [8, 16]


@pytest.mark.parametrize("remaining", range(1, MAX_DECK + 1))
def test_every_card_is_equally_likely(remaining: int) -> None:
    offsets: Counter[int] = Counter()
    for first in range(1, 21):
        for second in range(1, 21):
            value = (first - 1) * 20 + (second - 1)
            if value < 400 - 400 % remaining:
                offsets[value % remaining] += 1
    assert sorted(offsets) == list(range(remaining))
    assert len(set(offsets.values())) == 1


def draw(**fields: object) -> DrawClassified:
    given: dict[str, object] = {
        "actor": ARIADNA,
        "deck": DECK,
        "secret_ids": ("c1", "c2"),
        "commitments": (DIGEST, DIGEST),
    }
    return DrawClassified(**{**given, **fields})  # type: ignore[arg-type]


def test_the_draw_records_the_deck_and_a_server_held_secret_per_card() -> None:
    game = new_game(manual_dice=False)
    events = game.run(draw())
    assert events == [
        ClassifiedDrawn(player=ARIADNA, deck=DECK, secret_ids=("c1", "c2")),
        *(
            SecretCommitted(
                secret_id=s,
                owner=ARIADNA,
                kind="classified_objective",
                marker=None,
                commitment=DIGEST,
                held_by="server",
            )
            for s in ("c1", "c2")
        ),
    ]
    rejects(game, draw(), StateConflict, "already recorded")


def test_what_a_draw_refuses() -> None:
    game = new_game(manual_dice=False)
    rejects(game, draw(actor=ORGANISER), Forbidden, "only a player")
    rejects(game, draw(deck=("A", "A")), InvalidCommand, "named once")
    rejects(game, draw(deck=("A",)), InvalidCommand, "no more than the deck")
    rejects(game, draw(deck=tuple(f"c{n}" for n in range(41))), InvalidCommand, "1 to 40")
    rejects(game, draw(commitments=(DIGEST,)), InvalidCommand, "1 to 8")
    rejects(game, draw(commitments=(DIGEST, "x")), InvalidCommand, "SHA-256")
    rejects(game, draw(deck=("A", " ")), InvalidCommand, "not blank")
