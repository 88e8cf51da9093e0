"""Impact Templates inside an order (N5 Impact Template Weapons, Speculative Attack): one roll
against the Main Target with its MODs, compared with each affected trooper on its own, Face
to Face with one who Dodges or attacks, Normal against one who does neither; and a Direct
Template weapon with B+1 placing two templates (the wiki's Pulzar example)."""

from __future__ import annotations

from decimal import Decimal

import msgspec

from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    DeclareAro,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.declarations import AttackTarget, BSAttack, Dodge, Idle
from service.domain.errors import InvalidCommand, InvalidTemplateAttack
from service.domain.events import OrderRollMade, SavingRollsMade, TemplateAttackResolved
from service.domain.troopers import CustomWeapon, TrooperWeapon
from tests.builders.game import ARIADNA, COMBI, TOHAA, Game, add, new_game, rejects

LAUNCHER = TrooperWeapon(slug="grenade_launcher")
AT = "fennec:bs_attack>"


def _game() -> Game:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", weapons=(LAUNCHER, COMBI))
    for senku in ("senku-a", "senku-b", "senku-c"):
        add(game, TOHAA, senku)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _grenade(**extra: object) -> BSAttack:
    return msgspec.convert(
        {
            "skill": "bs_attack",
            "weapon": "grenade_launcher",
            "targets": [
                {"trooper": "senku-a", "burst": 1, "distance": "5"},
                {"trooper": "senku-b", "burst": 1, "distance": "6", "affected": True},
                {"trooper": "senku-c", "burst": 1, "distance": "7", "affected": True},
            ],
            **extra,
        },
        BSAttack,
    )


def _aro(game: Game, trooper: str, skill: BSAttack | Dodge | Idle) -> None:
    game.run(DeclareAro(actor=TOHAA, trooper=trooper, skill=skill))


def test_one_roll_at_the_main_target_is_compared_with_each_affected_trooper() -> None:
    """Wiki, Dodge: winning the Face to Face Roll to Dodge a template keeps only the Dodging
    trooper from harm; the others the template affects are still hit."""
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_grenade()))
    _aro(game, "senku-a", Idle())
    _aro(game, "senku-b", Dodge())
    _aro(game, "senku-c", Idle())
    events = game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice(roll=AT + "senku-a", faces=(9,)),
                EnteredDice(roll="senku-b:dodge", faces=(10,)),
            ),
        )
    )
    assert not any(isinstance(e, TemplateAttackResolved) for e in events)
    rolls = {
        tuple(s.name for s in e.roll.sides): e.roll for e in events if isinstance(e, OrderRollMade)
    }
    assert {names: roll.kind for names, roll in rolls.items()} == {
        (AT + "senku-a",): "normal",
        (AT + "senku-b", "senku-b:dodge"): "face_to_face",
        (AT + "senku-c",): "normal",
    }
    main = rolls[(AT + "senku-a",)].sides[0]
    against_b = rolls[(AT + "senku-b", "senku-b:dodge")].side(AT + "senku-b")
    against_c = rolls[(AT + "senku-c",)].sides[0]
    # The same faces and the Main Target's MODs against everyone; each compared on its own.
    for shared in (against_b, against_c):
        assert [d.face for d in shared.dice] == [9]
        assert (shared.mods, shared.success_value) == (main.mods, main.success_value)
    assert (main.hits, against_b.hits, against_c.hits) == (1, 0, 1)
    game.run(
        Conclude(
            actor=ARIADNA,
            saves=(
                EnteredDice(roll=AT + "senku-a", faces=(20,)),
                EnteredDice(roll=AT + "senku-c", faces=(1,)),
            ),
        )
    )
    saved = [(e.trooper, e.wounds) for e in game.history if isinstance(e, SavingRollsMade)]
    assert saved == [("senku-a", 1), ("senku-c", 0)]


def test_an_affected_trooper_that_attacks_faces_the_shared_roll() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_grenade()))
    reply = BSAttack(
        weapon="combi_rifle",
        targets=(AttackTarget(trooper="fennec", burst=1, distance=Decimal(6)),),
    )
    _aro(game, "senku-c", reply)
    events = game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice(roll=AT + "senku-a", faces=(4,)),
                EnteredDice(roll="senku-c:bs_attack", faces=(8,)),
            ),
        )
    )
    (against_c,) = (
        e.roll for e in events if isinstance(e, OrderRollMade) and e.roll.kind == "face_to_face"
    )
    assert against_c.winner == "senku-c:bs_attack"  # 8 beats the shared 4
    assert [d.face for d in against_c.side(AT + "senku-c").dice] == [4]


def test_faces_for_an_affected_trooper_are_not_entered_separately() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_grenade()))
    command = Resolve(actor=ARIADNA, dice=(EnteredDice(roll=AT + "senku-b", faces=(3,)),))
    rejects(game, command, InvalidCommand, "no roll named")


def test_a_speculative_attack_is_burst_one_at_minus_six_in_the_breakdown() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_grenade(attack="speculative")))
    events = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll=AT + "senku-a", faces=(5,)),)))
    main = next(e.roll.sides[0] for e in events if isinstance(e, OrderRollMade))
    assert [(m.value, m.note) for m in main.mods][-1] == (-6, "Speculative Attack")
    assert main.success_value == 11 - 6
    assert len(main.dice) == 1


def test_affected_troopers_need_an_impact_template_and_a_main_target() -> None:
    game = _game()
    combi = msgspec.structs.replace(_grenade(), weapon="combi_rifle")
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=combi),
        InvalidTemplateAttack,
        "no Impact Template weapon",
    )
    only_affected = msgspec.structs.replace(
        _grenade(),
        targets=tuple(msgspec.structs.replace(t, affected=True) for t in _grenade().targets),
    )
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=only_affected),
        InvalidTemplateAttack,
        "needs a Main Target",
    )


def test_a_pulzar_with_b_plus_one_places_two_templates_and_aro_attacks_are_normal_rolls() -> None:
    """Wiki, Direct Template Weapons: a Pulzar (B+1) places each of its two templates freely;
    against a Direct Template, attacks declared as AROs are not Face to Face Rolls."""
    pulzar = TrooperWeapon(
        slug="pulzar",
        burst_mod=1,
        custom=CustomWeapon(
            name="Pulzar",
            range_mods=(0, None, None, None, None, None, None),
            ps=7,
            burst=1,
            ammo=("N",),
            save_attribute="ARM",
            traits=("Direct Template (Small Teardrop)",),
        ),
    )
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", weapons=(pulzar,))
    add(game, TOHAA, "senku-a")
    add(game, TOHAA, "senku-b")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    attack = BSAttack(
        weapon="pulzar",
        targets=(
            AttackTarget(trooper="senku-a", burst=1, distance=Decimal(3)),
            AttackTarget(trooper="senku-b", burst=2, distance=Decimal(4)),
        ),
    )
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=attack))
    for senku in ("senku-a", "senku-b"):
        reply = BSAttack(
            weapon="combi_rifle",
            targets=(AttackTarget(trooper="fennec", burst=1, distance=Decimal(4)),),
        )
        _aro(game, senku, reply)
    events = game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice(roll="senku-a:bs_attack", faces=(2,)),
                EnteredDice(roll="senku-b:bs_attack", faces=(20,)),
            ),
        )
    )
    kinds = [e.roll.kind for e in events if isinstance(e, OrderRollMade)]
    assert kinds == ["normal", "normal"]
    (template,) = (e for e in events if isinstance(e, TemplateAttackResolved))
    assert [(o.trooper, o.templates, o.hits) for o in template.affected] == [
        ("senku-a", 1, 1),
        ("senku-b", 2, 2),
    ]
