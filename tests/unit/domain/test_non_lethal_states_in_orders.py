"""What Immobilized-A and Stunned do to the orders, and Stun's failed Guts Roll (N5 pages).

- Immobilized-A State (https://infinitythewiki.com/Immobilized-A_State, N5): "Troopers in
  Immobilized-A State cannot declare any Skill or ARO, except Dodge, applying a -6 PH MOD";
  "The affected Trooper may cancel this state via a successful Normal or Face to Face Dodge
  Roll, applying the -6 PH MOD provided by this state."
- Stunned State (https://infinitythewiki.com/Stunned_State, N5): "Troopers in this state cannot
  declare Attacks"; "must apply a MOD of -3 to any Roll they perform, except Saving Rolls";
  "The Stunned State is automatically canceled at the start of the States Phase of the Player
  Turn in which it was caused."
- Stun Ammunition (https://infinitythewiki.com/Stun_Ammunition, N5): "failing the Saving Roll
  causes the target to automatically fail the subsequent Guts Roll for having survived an
  Attack, unless he has the Courage Special Skill or an equivalent."
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from service.domain.commands import (
    AddTrooper,
    Conclude,
    DeclareAro,
    EndTurn,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.declarations import AttackTarget, BSAttack, Dodge, Reset
from service.domain.errors import InvalidCommand
from service.domain.events import (
    Event,
    GutsRollMade,
    OrderRollMade,
    TrooperStatesCancelled,
)
from tests.builders.game import (
    ARIADNA,
    KNIFE,
    TOHAA,
    Game,
    activate,
    add,
    new_game,
    profile,
    rejects,
)
from tests.unit.domain.test_non_lethal_ammunition import ATTACK, EM, PARA, SHOOTER_BS, STUN, _shoot

TARGET_PH = 11
TARGET_WIP = 13  # builders.profile's default


def _game(**target: int) -> Game:
    """The Zouave with E/M, PARA and Stun weapons, a second Ariadna trooper for the orders,
    and the target (no Unit Type), in a game of the current catalogue revision."""
    game = new_game(manual_dice=True)
    game.run(
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            trooper_id="zouave",
            name="Zouave",
            profile=profile(bs=SHOOTER_BS),
            weapons=(EM, PARA, STUN),
            melee_weapons=(KNIFE,),
        )
    )
    add(game, ARIADNA, "spare")
    game.run(
        AddTrooper(
            actor=TOHAA,
            player=TOHAA,
            trooper_id="target",
            name="Target",
            profile=profile(**target),
            melee_weapons=(KNIFE,),
        )
    )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _paralysed() -> Game:
    game = _game(ph=TARGET_PH, arm=1)
    # PH 11 - 6 + PS 6: SV 11; a 12 fails: Immobilized-A.
    _shoot(game, "para", (1, 20), (12,))
    assert game.state.states_of("target") == ("immobilized_a",)
    return game


def _stunned() -> Game:
    game = _game(arm=1)
    # ARM 1 + PS 6: SV 7; an 8 fails: Stunned.
    _shoot(game, "stun", (1, 20), (8,))
    assert game.state.states_of("target") == ("stunned",)
    return game


def _second_shot(game: Game, weapon: str = "em") -> None:
    target = AttackTarget(trooper="target", burst=2, distance=Decimal(5), partial_cover=False)
    activate(game, "zouave", BSAttack(weapon=weapon, targets=(target,)))


def _dodge_side(events: list[Event]) -> tuple[int, list[tuple[int, str]]]:
    (made,) = [e for e in events if isinstance(e, OrderRollMade)]
    side = made.roll.side("target:dodge")
    return side.success_value, [(m.value, m.note) for m in side.mods]


def _dodge(game: Game, dodge_face: int, attack_faces: tuple[int, int]) -> list[Event]:
    _second_shot(game)
    game.run(DeclareAro(actor=TOHAA, trooper="target", skill=Dodge()))
    return game.run(
        Resolve(
            actor=ARIADNA,
            dice=(EnteredDice(ATTACK, attack_faces), EnteredDice("target:dodge", (dodge_face,))),
        )
    )


# --- Immobilized-A -----------------------------------------------------------------------------


def test_an_immobilized_a_dodge_takes_minus_6_ph() -> None:
    game = _paralysed()
    events = _dodge(game, 1, (20, 20))
    sv, mods = _dodge_side(events)
    assert sv == TARGET_PH - 6
    assert (-6, "Immobilized-A State") in mods


def test_a_successful_dodge_cancels_immobilized_a() -> None:
    game = _paralysed()
    _dodge(game, 5, (20, 20))  # 5 against SV 5: the Dodge succeeds; both shots miss.
    events = game.run(Conclude(actor=ARIADNA))
    cancelled = [e for e in events if isinstance(e, TrooperStatesCancelled)]
    assert [(e.trooper, e.states, e.by) for e in cancelled] == [
        ("target", ("immobilized_a",), "target:dodge")
    ]
    assert game.state.states_of("target") == ()


def test_a_failed_dodge_keeps_immobilized_a() -> None:
    game = _paralysed()
    _dodge(game, 6, (20, 20))  # 6 against SV 5 fails.
    events = game.run(Conclude(actor=ARIADNA))
    assert not [e for e in events if isinstance(e, TrooperStatesCancelled)]
    assert game.state.states_of("target") == ("immobilized_a",)


def test_immobilized_a_refuses_every_aro_but_dodge() -> None:
    game = _paralysed()
    _second_shot(game)
    rejects(
        game,
        DeclareAro(actor=TOHAA, trooper="target", skill=Reset()),
        InvalidCommand,
        "Immobilized-A",
    )


# --- Stunned -----------------------------------------------------------------------------------


def test_a_stunned_trooper_cannot_declare_an_attack() -> None:
    game = _stunned()
    _second_shot(game)
    aim = AttackTarget(trooper="zouave", burst=1, distance=Decimal(5), partial_cover=False)
    rejects(
        game,
        DeclareAro(actor=TOHAA, trooper="target", skill=BSAttack(weapon="knife", targets=(aim,))),
        InvalidCommand,
        "Stunned",
    )


def test_a_stunned_trooper_s_dodge_takes_minus_3() -> None:
    game = _stunned()
    events = _dodge(game, 1, (20, 20))
    sv, mods = _dodge_side(events)
    assert sv == 10 - 3  # builders.profile's PH 10
    assert (-3, "Stunned State") in mods


def test_a_stunned_trooper_s_guts_roll_takes_minus_3() -> None:
    game = _stunned()
    # E/M against a trooper without Unit Type: BTS 0 halved + PS 6 = SV 6, two saves, both
    # pass: no State, but the trooper had to save, so it makes a Guts Roll, Stunned: WIP - 3.
    _second_shot(game, "em")
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (1, 20)),)))
    events = game.run(
        Conclude(
            actor=ARIADNA,
            saves=(EnteredDice(ATTACK, (1, 1)),),
            guts=(EnteredDice("target", (TARGET_WIP - 3,)),),
        )
    )
    (guts,) = [e for e in events if isinstance(e, GutsRollMade)]
    assert (guts.success_value, guts.face, guts.passed) == (TARGET_WIP - 3, TARGET_WIP - 3, True)


def test_stunned_ends_with_the_player_turn_it_was_caused_in() -> None:
    game = _stunned()
    game.run(EndTurn(actor=ARIADNA))
    assert game.state.states_of("target") == ()


# --- Stun and the Guts Roll --------------------------------------------------------------------


@pytest.mark.parametrize(("saves", "fails_guts"), [((8,), True), ((7,), False)])
def test_a_failed_stun_save_fails_the_guts_roll_without_a_die(
    saves: tuple[int, ...], fails_guts: bool
) -> None:
    game = _game(arm=1)
    target = AttackTarget(trooper="target", burst=2, distance=Decimal(5), partial_cover=False)
    activate(game, "zouave", BSAttack(weapon="stun", targets=(target,)))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(ATTACK, (1, 20)),)))
    guts_dice = () if fails_guts else (EnteredDice("target", (1,)),)
    events = game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(ATTACK, saves),), guts=guts_dice))
    (guts,) = [e for e in events if isinstance(e, GutsRollMade)]
    if fails_guts:
        # SV 7 and an 8: failed, Stunned; its Guts Roll fails automatically, no die rolled.
        assert (guts.face, guts.passed) == (None, False)
    else:
        assert (guts.face, guts.passed) == (1, True)
