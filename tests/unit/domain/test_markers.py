"""A trooper behind a marker revealed by what it declares. "Camouflaged State" (N5,
https://infinitythewiki.com/Camouflaged_State): the state is cancelled when the trooper
declares a skill other than a movement needing no roll; the service applies it to Hidden
Deployment and Impersonation alike, for a server-held secret it opens. Commitments by hand."""

from __future__ import annotations

import hashlib

from service.domain.commands import (
    ActivateTrooper,
    CommitSecret,
    DeclareAro,
    SecretOpening,
    StartTurn,
)
from service.domain.declarations import Idle, Move
from service.domain.errors import InvalidCommand, SecretMismatch
from service.domain.events import AroDeclared, SecretRevealed, TrooperActivated
from service.domain.openings import markers_to_open, with_marker_opening
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, rejects, shot

SALT = "9d" * 32
CAMO = {"kind": "camouflage", "trooper": "senku-a"}
CAMO_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"camouflage","trooper":"senku-a"}}'.encode()
).hexdigest()
OPENING = SecretOpening(secret_id="s-camo", secret=CAMO, salt=SALT)


def ariadna_moves() -> Game:
    """Tohaa's senku-a is Camouflaged behind marker 3 (server-held); fennec moves."""
    game = new_game(manual_dice=False)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku-a")
    add(game, TOHAA, "senku-b")
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id="s-camo",
            kind="camouflage",
            commitment=CAMO_COMMITMENT,
            held_by="server",
            marker=3,
        )
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    return game


def aro(trooper: str, *, idle: bool = False, opening: SecretOpening | None = None) -> DeclareAro:
    skill = Idle() if idle else shot(("fennec", 1, 15))
    extra = {} if opening is None else {"marker_opening": opening}
    return DeclareAro(actor=TOHAA, order=1, trooper=trooper, skill=skill, **extra)  # type: ignore[arg-type]


def test_an_aro_of_the_camouflaged_trooper_reveals_it_in_the_same_command() -> None:
    game = ariadna_moves()
    revealed, declared = game.run(aro("senku-a", opening=OPENING))
    assert revealed == SecretRevealed(secret_id="s-camo", secret=CAMO, salt=SALT)
    assert isinstance(declared, AroDeclared)
    record = game.state.secret("s-camo")
    assert record is not None
    assert record.revealed


def test_idle_keeps_the_marker_and_another_trooper_cannot_open_it() -> None:
    game = ariadna_moves()
    rejects(game, aro("senku-a", idle=True, opening=OPENING), InvalidCommand, "keeps the trooper")
    rejects(game, aro("senku-b", opening=OPENING), SecretMismatch, "does not keep 'senku-b'")


def test_the_service_opens_only_the_secret_of_the_trooper_that_reveals_itself() -> None:
    game = ariadna_moves()
    assert [r.secret_id for r in markers_to_open(game.state, aro("senku-a"))] == ["s-camo"]
    assert markers_to_open(game.state, aro("senku-a", idle=True)) == ()
    opened = {"s-camo": OPENING}
    assert with_marker_opening(aro("senku-b"), opened) == aro("senku-b")
    assert with_marker_opening(aro("senku-a"), opened) == aro("senku-a", opening=OPENING)


def test_an_attack_in_its_own_order_reveals_it_a_move_does_not() -> None:
    game = ariadna_moves()
    order_move = ActivateTrooper(actor=TOHAA, trooper="senku-a", skill=Move())
    assert markers_to_open(game.state, order_move) == ()
    tohaa_first = new_game(manual_dice=False)
    add(tohaa_first, ARIADNA, "fennec")
    add(tohaa_first, TOHAA, "senku-a")
    tohaa_first.run(
        CommitSecret(
            actor=TOHAA,
            secret_id="s-camo",
            kind="camouflage",
            commitment=CAMO_COMMITMENT,
            held_by="server",
            marker=3,
        )
    )
    tohaa_first.run(StartTurn(actor=TOHAA, player=TOHAA))
    moved = ActivateTrooper(actor=TOHAA, trooper="senku-a", skill=Move(), marker_opening=OPENING)
    rejects(tohaa_first, moved, InvalidCommand, "keeps the trooper")
    attack = ActivateTrooper(
        actor=TOHAA, trooper="senku-a", skill=shot(("fennec", 3, 15)), marker_opening=OPENING
    )
    revealed, activated = tohaa_first.run(attack)
    assert revealed == SecretRevealed(secret_id="s-camo", secret=CAMO, salt=SALT)
    assert isinstance(activated, TrooperActivated)
