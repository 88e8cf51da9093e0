"""A Plasma hit in a game: saves against ARM, then BTS, as two records; CodeOne only ARM."""

from __future__ import annotations

import msgspec

from service.audit.replay import ReplayInput
from service.audit.verify.redecide import redecide
from service.domain.commands import Conclude, EnteredDice, Resolve, StartTurn
from service.domain.errors import InvalidCommand
from service.domain.events import SavingRollsMade, TrooperWounded, encode_event
from service.domain.troopers import TrooperWeapon
from service.rules.values import Edition
from tests.builders.game import ARIADNA, TOHAA, Game, activate, add, new_game, rejects, shot

ATTACK = "fennec:bs_attack>senku-a"


def plasma_hit(*, manual_dice: bool, edition: Edition = Edition.N5, attack: int = 5) -> Game:
    """The Fennec hits Senku A (ARM 1, BTS 0, VITA 2) once with a Plasma Carbine (B2)."""
    game = new_game(manual_dice=manual_dice, edition=edition)
    add(game, ARIADNA, "fennec", bs=12, weapons=(TrooperWeapon(slug="plasma_carbine"),))
    add(game, TOHAA, "senku-a", vitality=2)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "fennec", shot(("senku-a", 2, 10), weapon="plasma_carbine", cover=False))
    # SV 12 + 3 (range) = 15: the 20 misses.
    dice = (EnteredDice(ATTACK, (attack, 20)),) if manual_dice else ()
    game.run(Resolve(actor=ARIADNA, dice=dice))
    return game


def test_a_plasma_hit_is_saved_against_arm_then_bts() -> None:
    game = plasma_hit(manual_dice=True)
    # The Hit mode is PS 6 (N5 Weapon Chart). ARM 1 + 6 = 7: 9 fails; BTS 0 + 6 = 6: 12 fails.
    # Two Wounds on VITA 2: Unconscious.
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (9, 12)),)))
    arm, bts = [e for e in events if isinstance(e, SavingRollsMade)]
    assert (arm.save_attribute, arm.success_value, [r.face for r in arm.rolls]) == ("ARM", 7, [9])
    assert (bts.save_attribute, bts.success_value, [r.face for r in bts.rolls]) == ("BTS", 6, [12])
    [wounded] = [e for e in events if isinstance(e, TrooperWounded)]
    assert (wounded.wounds, wounded.state) == (2, "unconscious")


def test_a_plasma_critical_adds_an_arm_save_only() -> None:
    game = plasma_hit(manual_dice=True, attack=15)  # a Critical at SV 15
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (1, 1, 1)),)))
    arm, bts = [e for e in events if isinstance(e, SavingRollsMade)]
    assert [r.critical_extra for r in arm.rolls] == [False, True]
    assert [r.critical_extra for r in bts.rolls] == [False]


def test_entered_faces_must_cover_both_attributes() -> None:
    game = plasma_hit(manual_dice=True)
    rejects(
        game,
        Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (9,)),)),
        InvalidCommand,
        "needs a face",
    )


def test_codeone_saves_plasma_against_arm_only() -> None:
    game = plasma_hit(manual_dice=True, edition=Edition.CODEONE)
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (9,)),)))
    [arm] = [e for e in events if isinstance(e, SavingRollsMade)]
    assert arm.save_attribute == "ARM"


def test_the_audit_decides_server_plasma_saves_again() -> None:
    game = plasma_hit(manual_dice=False)
    state, command = game.state, Conclude(actor=ARIADNA)
    metadata = {"actor": ARIADNA, "command": msgspec.to_builtins(command)}
    recorded = [
        ReplayInput(state.version + i + 1, *encode_event(event), metadata)
        for i, event in enumerate(game.run(command))
    ]
    saves = [r for r in recorded if r.type == "saving_rolls_made"]
    assert [s.data["save_attribute"] for s in saves] in (["ARM", "BTS"], ["ARM"])
    assert redecide(state, command, recorded) == []


def test_a_trooper_dead_after_the_arm_saves_makes_no_bts_save_and_takes_no_faces_for_it() -> None:
    def critical_on_a_vita_1_target() -> Game:
        game = new_game(manual_dice=True)
        add(game, ARIADNA, "fennec", bs=12, weapons=(TrooperWeapon(slug="plasma_carbine"),))
        add(game, TOHAA, "senku-a", vitality=1)
        game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
        activate(game, "fennec", shot(("senku-a", 2, 10), weapon="plasma_carbine", cover=False))
        game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (15, 20)),)))  # a Critical
        return game

    # Two failed ARM saves (the hit's and the Critical's) deal 2 Wounds: Dead at VITA 1.
    events = critical_on_a_vita_1_target().run(
        Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (20, 20)),))
    )
    [arm] = [e for e in events if isinstance(e, SavingRollsMade)]
    assert arm.save_attribute == "ARM"
    [wounded] = [e for e in events if isinstance(e, TrooperWounded)]
    assert wounded.state == "dead"
    rejects(
        critical_on_a_vita_1_target(),
        Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, (20, 20, 5)),)),
        InvalidCommand,
        "makes no more",
    )
