"""Corrections through the decider: editing and removing troopers that have not acted yet,
and the record of a token rotation."""

from __future__ import annotations

import pytest

from service.domain.commands import (
    ORGANISER,
    Conclude,
    EditTrooper,
    RemoveTrooper,
    Resolve,
    RotateToken,
)
from service.domain.errors import (
    Forbidden,
    InvalidCommand,
    NotFound,
    StateConflict,
    TrooperHasActed,
)
from service.domain.events import TokenRotated, TrooperEdited, TrooperRemoved
from service.domain.game import EventRejectedError, evolve
from tests.builders.game import (
    ARIADNA,
    TOHAA,
    activate,
    fennec_and_senkus,
    profile,
    rejects,
    shot,
)


def edit(trooper_id: str, *, actor: str = TOHAA, bs: int = 13, **extra: object) -> EditTrooper:
    return EditTrooper(
        actor=actor, trooper_id=trooper_id, name="Senku", profile=profile(bs=bs), **extra
    )


def test_a_trooper_is_edited_and_removed_before_it_acts() -> None:
    game = fennec_and_senkus(manual_dice=True)
    (edited,) = game.run(edit("senku-b", bs=14))
    assert isinstance(edited, TrooperEdited)
    senku_b = game.state.trooper("senku-b")
    assert senku_b is not None
    assert (senku_b.profile.bs, senku_b.player) == (14, TOHAA)
    assert game.run(RemoveTrooper(actor=ORGANISER, trooper_id="senku-b")) == [
        TrooperRemoved(trooper="senku-b")
    ]
    assert game.state.trooper("senku-b") is None
    assert [t.trooper_id for t in game.state.troopers] == ["fennec", "senku-a"]


def test_only_the_owner_or_the_organiser_corrects_a_trooper() -> None:
    game = fennec_and_senkus(manual_dice=True)
    rejects(game, edit("senku-a", actor=ARIADNA), Forbidden, "only their own")
    rejects(game, RemoveTrooper(actor=ARIADNA, trooper_id="senku-a"), Forbidden, "own")
    rejects(game, RemoveTrooper(actor=TOHAA, trooper_id="nobody"), NotFound, "no trooper")
    rejects(game, edit("senku-a", bs=-1), InvalidCommand, "negative")


def test_a_trooper_that_took_part_in_an_order_cannot_be_corrected() -> None:
    game = fennec_and_senkus(manual_dice=True)
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    # While the order is open nothing is corrected; afterwards the fennec and its target are
    # history, the senku that took no part is not.
    rejects(game, edit("senku-b"), StateConflict, "still open")
    game.run(Resolve(actor=ARIADNA, dice=()))
    game.run(Conclude(actor=ARIADNA))
    rejects(game, RemoveTrooper(actor=ARIADNA, trooper_id="fennec"), TrooperHasActed, "taken part")
    rejects(game, edit("senku-a"), TrooperHasActed, "taken part")
    game.run(RemoveTrooper(actor=TOHAA, trooper_id="senku-b"))


def test_evolve_refuses_a_correction_of_a_trooper_that_acted() -> None:
    game = fennec_and_senkus(manual_dice=True)
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    game.run(Resolve(actor=ARIADNA, dice=()))
    game.run(Conclude(actor=ARIADNA))
    with pytest.raises(EventRejectedError, match="taken part"):
        evolve(game.state, TrooperRemoved(trooper="fennec"))


def test_token_rotation_is_recorded_without_the_token() -> None:
    game = fennec_and_senkus(manual_dice=True)
    before = game.state.troopers
    (rotated,) = game.run(RotateToken(actor=ORGANISER, role="player", player=TOHAA))
    assert rotated == TokenRotated(role="player", player=TOHAA, by=ORGANISER)
    assert game.run(RotateToken(actor=TOHAA, role="player", player=TOHAA)) == [
        TokenRotated(role="player", player=TOHAA, by=TOHAA)
    ]
    assert game.state.troopers == before
    rejects(game, RotateToken(actor=TOHAA, role="player", player=ARIADNA), Forbidden, "own")
    rejects(game, RotateToken(actor=TOHAA, role="organiser"), Forbidden, "organiser")
    rejects(
        game, RotateToken(actor=ORGANISER, role="player", player="x"), InvalidCommand, "does not"
    )
    rejects(
        game,
        RotateToken(actor=ORGANISER, role="organiser", player=TOHAA),
        InvalidCommand,
        "names no player",
    )
