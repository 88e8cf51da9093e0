"""A game with manual dice confirmation verifies offline, and its replay shows who entered
which faces and who confirmed them."""

from __future__ import annotations

from service.audit.replay import render_text, replay_order
from service.audit.replay.vocabulary import (
    DiceConfirmedStep,
    DiceEnteredStep,
    EnteredFaces,
    RollStep,
)
from service.audit.verify import CheckName, CheckStatus, verify_records
from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    ConfirmDice,
    DeclareAro,
    EnteredDice,
    Resolve,
    StartTurn,
)
from tests.builders.export import RecordedGame, export_records, rechain
from tests.builders.game import ARIADNA, TOHAA, activate, aro, shot
from tests.unit.audit.test_replay import seed_game

FENNEC = "fennec:bs_attack>senku-a"
SENKU = "senku-a:bs_attack"
ENTERED = (EnteredDice(FENNEC, (4, 9, 15)), EnteredDice(SENKU, (11,)))


def test_the_replay_shows_who_entered_what_and_who_confirmed() -> None:
    game = seed_game(confirmation=True)
    activate(game, "fennec", shot(("senku-a", 3, 15)))
    aro(game, "senku-a", shot(("fennec", 1, 15)))
    game.run(Resolve(actor=ARIADNA, dice=ENTERED))
    game.run(ConfirmDice(actor=TOHAA, order=1, dice=(EnteredDice(SENKU, (3,)),)))

    replay = replay_order(game.log, 1)

    assert replay.matches_record, replay.differences
    kinds = [s.kind for s in replay.steps]
    assert kinds == ["activation", "aro", "dice_entered", "dice_confirmed", "resolution", "roll"]
    entered, confirmed, roll = replay.steps[2], replay.steps[3], replay.steps[5]
    assert isinstance(entered, DiceEnteredStep)
    assert (entered.actor, entered.by, entered.awaiting) == (ARIADNA, ARIADNA, TOHAA)
    assert entered.dice == (
        EnteredFaces(side=FENNEC, trooper="fennec", faces=(4, 9, 15)),
        EnteredFaces(side=SENKU, trooper="senku-a", faces=(11,)),
    )
    assert isinstance(confirmed, DiceConfirmedStep)
    assert (confirmed.actor, confirmed.by) == (TOHAA, TOHAA)
    assert confirmed.replaced == (EnteredFaces(side=SENKU, trooper="senku-a", faces=(3,)),)
    # The roll was made in the confirming player's command, with both sides' faces entered.
    assert isinstance(roll, RollStep)
    assert roll.actor == TOHAA
    assert {s.name: (s.dice_source, tuple(d.face for d in s.dice)) for s in roll.roll.sides} == {
        FENNEC: ("entered", (4, 9, 15)),
        SENKU: ("entered", (3,)),
    }

    text = render_text(replay)
    assert (
        "ariadna entered the faces (Fennec 4, 9, 15; Senku A 11); "
        "tohaa is to confirm them before the order resolves." in text
    )
    assert "tohaa confirmed the entered faces, replacing their own: Senku A 3." in text


def confirmed_game() -> RecordedGame:
    game = RecordedGame(manual_dice=True, manual_dice_confirmation=True)
    game.add_trooper(ARIADNA, "fennec", bs=12)
    game.add_trooper(TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("senku-a", 3, 15))))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-a", skill=shot(("fennec", 1, 15))))
    game.run(Resolve(actor=ARIADNA, dice=ENTERED))
    game.run(ConfirmDice(actor=TOHAA, order=1))
    game.run(Conclude(actor=ARIADNA))
    return game


def test_an_export_of_a_confirmed_game_verifies_with_or_without_the_seed() -> None:
    game = confirmed_game()
    for reveal_seed in (True, False):
        header, records = export_records(game, reveal_seed=reveal_seed)
        assert "dice_entered" in [r["type"] for r in records]
        report = verify_records(header, records)
        assert report.ok, report.render_text()
        assert report.check(CheckName.REPLAY).count == len(game.played)


def test_faces_changed_in_the_confirmed_record_are_found() -> None:
    header, records = export_records(confirmed_game(), reveal_seed=True)
    entered = next(r for r in records if r["type"] == "dice_entered")
    entered["data"]["dice"][1]["faces"] = [20]

    report = verify_records(*rechain(header, records))

    assert not report.ok
    assert report.check(CheckName.REPLAY).status is CheckStatus.FAILED
