"""Direct Template attacks resolved inside an order (N5 Direct Template Weapons, Dodge,
Intuitive Attack, Surprise Attack): no roll to hit, each affected trooper's reaction decides
whether it is hit, and each trooper hit saves on its own."""

from __future__ import annotations

from decimal import Decimal

import msgspec
import pytest

from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    Conclude,
    DeclareAro,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.declarations import AttackTarget, BSAttack, Dodge, Idle, Skill
from service.domain.errors import InvalidCommand, InvalidTemplateAttack
from service.domain.events import (
    Event,
    OrderRollMade,
    SavingRollsMade,
    TemplateAttackResolved,
    TrooperActivated,
    TrooperWounded,
    decode_event,
    encode_event,
)
from service.domain.game import fold
from service.domain.troopers import CustomWeapon, TrooperWeapon
from tests.builders.game import ARIADNA, COMBI, TOHAA, Game, add, new_game, profile, rejects

CHAIN_RIFLE = TrooperWeapon(slug="chain_rifle")
FLAMETHROWER = TrooperWeapon(slug="light_flamethrower")
SAVES = "fennec:bs_attack>"


def _game(*senkus: str, vitality: int = 1, manual_dice: bool = True) -> Game:
    game = new_game(manual_dice=manual_dice)
    add(game, ARIADNA, "fennec", weapons=(CHAIN_RIFLE, FLAMETHROWER, COMBI))
    for senku in senkus:
        add(game, TOHAA, senku, vitality=vitality)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _template(
    *affected: str, weapon: str = "chain_rifle", templates: int = 1, **extra: object
) -> BSAttack:
    return msgspec.convert(
        {
            "skill": "bs_attack",
            "weapon": weapon,
            "targets": [{"trooper": t, "burst": templates, "distance": "4"} for t in affected],
            **extra,
        },
        BSAttack,
    )


def _aro(game: Game, trooper: str, skill: Skill) -> None:
    game.run(DeclareAro(actor=TOHAA, trooper=trooper, skill=skill))


def _resolved(events: list[Event]) -> TemplateAttackResolved:
    (template,) = (e for e in events if isinstance(e, TemplateAttackResolved))
    return template


def test_a_direct_template_makes_no_roll_and_hits_every_trooper_that_does_not_react() -> None:
    game = _game("senku-a", "senku-b")
    game.run(
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_template("senku-a", "senku-b"))
    )
    events = game.run(Resolve(actor=ARIADNA))
    assert not any(isinstance(e, OrderRollMade) for e in events)
    template = _resolved(events)
    assert template.weapon == "Chain Rifle"
    assert template.placed
    assert [(o.trooper, o.reaction, o.hits) for o in template.affected] == [
        ("senku-a", "none", 1),
        ("senku-b", "none", 1),
    ]
    # Each trooper hit saves on its own: a pass for one, a failure for the other.
    game.run(
        Conclude(
            actor=ARIADNA,
            saves=(
                EnteredDice(roll=SAVES + "senku-a", faces=(2,)),
                EnteredDice(roll=SAVES + "senku-b", faces=(20,)),
            ),
        )
    )
    saves = [e for e in game.history if isinstance(e, SavingRollsMade)]
    assert [(s.trooper, s.wounds, s.success_value) for s in saves] == [
        ("senku-a", 0, 8),  # ARM 1 + PS 7
        ("senku-b", 1, 8),
    ]
    a, b = game.state.trooper("senku-a"), game.state.trooper("senku-b")
    assert a is not None
    assert b is not None
    assert (a.wounds, a.state, b.wounds, b.state) == (0, "normal", 1, "unconscious")


@pytest.mark.parametrize(("face", "dodged"), [(10, True), (11, False), (20, False)])
def test_a_dodge_against_a_direct_template_is_a_normal_ph_roll(face: int, dodged: bool) -> None:
    game = _game("senku-a")
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_template("senku-a")))
    _aro(game, "senku-a", Dodge())
    events = game.run(
        Resolve(actor=ARIADNA, dice=(EnteredDice(roll="senku-a:dodge", faces=(face,)),))
    )
    (roll,) = (e for e in events if isinstance(e, OrderRollMade))
    assert roll.roll.kind == "normal"
    assert [s.name for s in roll.roll.sides] == ["senku-a:dodge"]
    assert roll.roll.sides[0].success_value == 10  # PH 10, no Face to Face
    (outcome,) = _resolved(events).affected
    assert (outcome.reaction, outcome.dodged, outcome.hits) == ("dodge", dodged, 0 if dodged else 1)


def test_an_attack_in_reply_is_its_own_normal_roll_so_both_sides_hit() -> None:
    game = _game("senku-a")
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_template("senku-a")))
    reply = BSAttack(
        weapon="combi_rifle",
        targets=(AttackTarget(trooper="fennec", burst=1, distance=Decimal(4)),),
    )
    _aro(game, "senku-a", reply)
    events = game.run(
        Resolve(actor=ARIADNA, dice=(EnteredDice(roll="senku-a:bs_attack", faces=(3,)),))
    )
    (roll,) = (e for e in events if isinstance(e, OrderRollMade))
    assert roll.roll.kind == "normal"
    assert roll.roll.sides[0].hits == 1
    (outcome,) = _resolved(events).affected
    assert (outcome.reaction, outcome.hits) == ("attack", 1)
    game.run(
        Conclude(
            actor=ARIADNA,
            saves=(
                EnteredDice(roll="senku-a:bs_attack", faces=(20,)),
                EnteredDice(roll=SAVES + "senku-a", faces=(20,)),
            ),
        )
    )
    wounded = {e.trooper for e in game.history if isinstance(e, TrooperWounded)}
    assert wounded == {"fennec", "senku-a"}


def test_three_troopers_each_react_their_own_way_and_one_is_dead_after_its_saves() -> None:
    game = _game("senku-a", "senku-b", "senku-c")
    game.run(
        ActivateTrooper(
            actor=ARIADNA, trooper="fennec", skill=_template("senku-a", "senku-b", "senku-c")
        )
    )
    _aro(game, "senku-a", Dodge())
    _aro(game, "senku-b", Idle())
    _aro(game, "senku-c", Dodge())
    events = game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice(roll="senku-a:dodge", faces=(5,)),
                EnteredDice(roll="senku-c:dodge", faces=(19,)),
            ),
        )
    )
    outcomes = {o.trooper: (o.reaction, o.dodged, o.hits) for o in _resolved(events).affected}
    assert outcomes == {
        "senku-a": ("dodge", True, 0),
        "senku-b": ("none", False, 1),
        "senku-c": ("dodge", False, 1),
    }
    game.run(
        Conclude(
            actor=ARIADNA,
            saves=(
                EnteredDice(roll=SAVES + "senku-b", faces=(3,)),
                EnteredDice(roll=SAVES + "senku-c", faces=(20,)),
            ),
        )
    )
    saved = [e.trooper for e in game.history if isinstance(e, SavingRollsMade)]
    assert saved == ["senku-b", "senku-c"]
    states = {t.trooper_id: (t.wounds, t.state) for t in game.state.troopers}
    assert states["senku-a"] == (0, "normal")
    assert states["senku-b"] == (0, "normal")
    assert states["senku-c"] == (1, "unconscious")


def test_two_templates_on_one_trooper_are_two_hits_and_can_kill_it() -> None:
    game = new_game(manual_dice=True)
    # Two templates on one trooper need Burst 2: a custom Direct Template weapon.
    game.run(
        AddTrooper(
            actor=ARIADNA,
            player=ARIADNA,
            trooper_id="fennec",
            name="Fennec",
            profile=profile(),
            weapons=(
                TrooperWeapon(
                    slug="twin_chain_rifle",
                    custom=msgspec.convert(
                        {
                            "name": "Twin Chain Rifle",
                            "range_mods": [0, None, None, None, None, None, None],
                            "ps": 7,
                            "burst": 2,
                            "ammo": ["N"],
                            "save_attribute": "ARM",
                            "traits": ["Direct Template (Large Teardrop)"],
                        },
                        CustomWeapon,
                    ),
                ),
            ),
        )
    )
    add(game, TOHAA, "senku-a", vitality=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(
        ActivateTrooper(
            actor=ARIADNA,
            trooper="fennec",
            skill=_template("senku-a", weapon="twin_chain_rifle", templates=2),
        )
    )
    events = game.run(Resolve(actor=ARIADNA))
    (outcome,) = _resolved(events).affected
    assert (outcome.templates, outcome.hits) == (2, 2)
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(roll=SAVES + "senku-a", faces=(20, 20)),)))
    senku = game.state.trooper("senku-a")
    assert senku is not None
    assert (senku.wounds, senku.state) == (2, "dead")


@pytest.mark.parametrize(("face", "placed"), [(13, True), (14, False)])
def test_an_intuitive_attack_places_its_template_only_on_a_passed_wip_roll(
    face: int, placed: bool
) -> None:
    game = _game("senku-a")
    attack = _template("senku-a", attack="intuitive")
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=attack))
    events = game.run(
        Resolve(actor=ARIADNA, dice=(EnteredDice(roll="fennec:intuitive_attack", faces=(face,)),))
    )
    (roll,) = (e for e in events if isinstance(e, OrderRollMade))
    assert roll.roll.kind == "normal"
    assert roll.roll.sides[0].success_value == 13
    template = _resolved(events)
    assert template.attack_kind == "intuitive"
    assert template.placed is placed
    assert template.affected[0].hits == (1 if placed else 0)


def test_a_surprise_attack_mod_is_in_the_dodge_success_value() -> None:
    game = _game("senku-a")
    game.run(
        ActivateTrooper(
            actor=ARIADNA, trooper="fennec", skill=_template("senku-a", surprise_attack=-3)
        )
    )
    _aro(game, "senku-a", Dodge())
    events = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll="senku-a:dodge", faces=(8,)),)))
    (roll,) = (e for e in events if isinstance(e, OrderRollMade))
    (side,) = roll.roll.sides
    assert [(m.value, m.note) for m in side.mods] == [(-3, "Surprise Attack")]
    assert side.success_value == 7
    assert side.hits == 0
    assert _resolved(events).affected[0].hits == 1


def test_a_direct_template_in_aro_hits_the_active_trooper_unless_it_dodges() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku-a", weapons=(CHAIN_RIFLE,))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Dodge()))
    _aro(game, "senku-a", _template("fennec"))
    events = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll="fennec:dodge", faces=(4,)),)))
    (roll,) = (e for e in events if isinstance(e, OrderRollMade))
    assert roll.roll.kind == "normal"
    (outcome,) = _resolved(events).affected
    assert (outcome.trooper, outcome.reaction, outcome.dodged, outcome.hits) == (
        "fennec",
        "dodge",
        True,
        0,
    )


def test_bad_template_declarations_are_refused() -> None:
    game = _game("senku-a")
    cases: list[tuple[BSAttack, str]] = [
        (_template("senku-a", "senku-a"), "named twice"),
        (_template("senku-a", templates=2), "places 1 template"),
        (_template("senku-a", weapon="combi_rifle", attack="intuitive"), "Direct Template"),
        (_template("senku-a", attack="speculative"), "Impact Template"),
        (_template("senku-a", surprise_attack=3), "negative"),
    ]
    for skill, match in cases:
        command = ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=skill)
        rejects(game, command, InvalidTemplateAttack, match)
    command = ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_template("nobody"))
    rejects(game, command, InvalidCommand, "no trooper 'nobody'")


def test_template_events_round_trip_and_fold_to_the_same_state() -> None:
    game = _game("senku-a", "senku-b")
    game.run(
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_template("senku-a", "senku-b"))
    )
    _aro(game, "senku-a", Dodge())
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll="senku-a:dodge", faces=(1,)),)))
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(roll=SAVES + "senku-b", faces=(20,)),)))
    decoded = [decode_event(*encode_event(e)) for e in game.history]
    assert decoded == game.history
    assert fold(decoded) == game.state
    (resolved,) = game.resolved_orders
    assert resolved.templates
    assert resolved.templates[0].affected[1].hits == 1


def test_an_attack_recorded_without_the_new_fields_encodes_as_recorded() -> None:
    game = _game("senku-a")
    (activated,) = game.run(
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_template("senku-a"))
    )
    assert isinstance(activated, TrooperActivated)
    _, data = encode_event(activated)
    assert "attack" not in data["skill"]
    assert "surprise_attack" not in data["skill"]


def test_a_dodge_facing_another_aro_attack_still_leaves_the_template_on_its_own_success() -> None:
    """The active trooper Dodges a Direct Template from one ARO and a shot from another: the
    shot is Face to Face with the Dodge, the template only needs the Dodge's Normal PH Roll."""
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec")
    add(game, TOHAA, "senku-a", weapons=(CHAIN_RIFLE,))
    add(game, TOHAA, "senku-b")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Dodge()))
    _aro(game, "senku-a", _template("fennec"))
    shot = BSAttack(
        weapon="combi_rifle",
        targets=(AttackTarget(trooper="fennec", burst=1, distance=Decimal(4)),),
    )
    _aro(game, "senku-b", shot)
    events = game.run(
        Resolve(
            actor=ARIADNA,
            dice=(
                EnteredDice(roll="fennec:dodge", faces=(5,)),
                EnteredDice(roll="senku-b:bs_attack", faces=(9,)),
            ),
        )
    )
    (roll,) = (e.roll for e in events if isinstance(e, OrderRollMade))
    assert roll.kind == "face_to_face"
    assert roll.winner == "senku-b:bs_attack"  # 9 beats the Dodge's 5
    (outcome,) = _resolved(events).affected
    assert (outcome.reaction, outcome.dodged, outcome.hits) == ("dodge", True, 0)
