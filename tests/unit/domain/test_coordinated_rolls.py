"""A Coordinated Order's Discover, Dodge, Reset and attribute rolls
(https://infinitythewiki.com/Coordinated_Orders, N5).

The page: "All participating Troopers must declare and execute the exact same sequence of
Skills"; "If one of the Skills of the Coordinated Order demands a Trooper, a Marker, or a
mission objective as a target, all Troopers must act against the same single target"; "Each
reactive Trooper must choose only one of the Troopers activated by the Coordinated Order as
their target". So each participant makes its own roll of the declared skill (against the one
target); Face to Face Rolls (N5): rolls face off only when both actions affect each other, so a
participant's Dodge faces only an ARO attack aimed at that participant.

Expected values by hand: every trooper has PH 10, WIP 13, BS 11 and a Combi Rifle (+3 from 0
to 16 inches). A Discover with a declared -3 MOD: 13 - 3 = 10 for each participant. A Dodge:
PH 10. A Reset: WIP 13. A PH roll with +2: 12. b1's ARO shot at 8 inches: 11 + 3 = 14.
"""

from __future__ import annotations

from service.domain.commands import DeclareAro, DeclareSecondSkill, Resolve
from service.domain.declarations import (
    AttributeRoll,
    CommsAttack,
    CommsTarget,
    Discover,
    Dodge,
    ModEntry,
    Move,
    PlaceDeployable,
    Reset,
)
from service.domain.errors import CoordinatedOrderRefused
from service.domain.events import OrderRollMade
from tests.builders.game import ARIADNA, TOHAA, rejects, shot
from tests.unit.domain.test_coordinated_orders import coordinated, coordinated_game


def _skill(side_name: str) -> str:
    """The skill a recorded side's name carries ("b1:bs_attack>a2")."""
    return side_name.split(":")[1].split(">", maxsplit=1)[0]


def _shape(events: list[object]) -> list[tuple[str, list[tuple[str, str, int, int]]]]:
    rolls = [e.roll for e in events if isinstance(e, OrderRollMade)]
    return [
        (r.kind, [(s.trooper, _skill(s.name), s.success_value, len(s.dice)) for s in r.sides])
        for r in rolls
    ]


def test_each_participant_discovers_the_one_target_with_its_own_roll() -> None:
    game = coordinated_game()
    discover = Discover(target="b1", mods=(ModEntry(-3, "range", "beyond 8 inches"),))
    game.run(coordinated("a1", "a2", "a3", skill=discover))
    rolls = [e.roll for e in game.run(Resolve(actor=ARIADNA)) if isinstance(e, OrderRollMade)]
    assert [(r.kind, [(s.trooper, s.target, s.success_value) for s in r.sides]) for r in rolls] == [
        ("normal", [("a1", "b1", 10)]),
        ("normal", [("a2", "b1", 10)]),
        ("normal", [("a3", "b1", 10)]),
    ]


def test_each_participant_dodges_and_faces_only_the_aro_aimed_at_it() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2", skill=Dodge()))
    game.run(DeclareAro(actor=TOHAA, trooper="b1", skill=shot(("a2", 1, 8), cover=False)))
    assert _shape(game.run(Resolve(actor=ARIADNA))) == [
        ("normal", [("a1", "dodge", 10, 1)]),
        ("face_to_face", [("a2", "dodge", 10, 1), ("b1", "bs_attack", 14, 1)]),
    ]


def test_an_aro_that_is_no_attack_is_a_normal_roll_beside_the_participants_dodges() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2", skill=Dodge()))
    game.run(DeclareAro(actor=TOHAA, trooper="b1", skill=Dodge()))
    assert _shape(game.run(Resolve(actor=ARIADNA))) == [
        ("normal", [("a1", "dodge", 10, 1)]),
        ("normal", [("a2", "dodge", 10, 1)]),
        ("normal", [("b1", "dodge", 10, 1)]),
    ]


def test_each_participant_resets_with_its_own_normal_roll() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2", skill=Reset()))
    assert _shape(game.run(Resolve(actor=ARIADNA))) == [
        ("normal", [("a1", "reset", 13, 1)]),
        ("normal", [("a2", "reset", 13, 1)]),
    ]


def test_each_participant_makes_the_attribute_roll_with_the_declared_mods() -> None:
    game = coordinated_game()
    climb = AttributeRoll(attribute="PH", label="climb", mods=(ModEntry(2),))
    game.run(coordinated("a1", "a2", "a3", skill=climb))
    shape = _shape(game.run(Resolve(actor=ARIADNA)))
    assert [(kind, [(s[0], s[2]) for s in sides]) for kind, sides in shape] == [
        ("normal", [("a1", 12)]),
        ("normal", [("a2", 12)]),
        ("normal", [("a3", 12)]),
    ]


def test_a_second_skill_discover_rolls_for_every_participant() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2"))
    game.run(DeclareSecondSkill(actor=ARIADNA, order=1, skill=Discover(target="b1")))
    rolls = [e.roll for e in game.run(Resolve(actor=ARIADNA)) if isinstance(e, OrderRollMade)]
    assert [[(s.trooper, s.success_value) for s in r.sides] for r in rolls] == [
        [("a1", 13)],
        [("a2", 13)],
    ]


def test_comms_attack_and_place_deployable_stay_refused() -> None:
    game = coordinated_game()
    hack = CommsAttack(program="carbonite", targets=(CommsTarget(trooper="b1"),))
    rejects(game, coordinated("a1", "a2", skill=hack), CoordinatedOrderRefused, "not yet")
    mine = PlaceDeployable(weapon="ap_mines", deployable="m1")
    rejects(game, coordinated("a1", "a2", skill=mine), CoordinatedOrderRefused, "not yet")
    game.run(coordinated("a1", "a2", skill=Move()))
