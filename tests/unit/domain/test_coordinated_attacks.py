"""A Coordinated Order's BS Attack (https://infinitythewiki.com/Coordinated_Orders, N5).

The page: "the Spearhead Trooper uses half the indicated Burst (B) of their weapon, Equipment or
Special Skill, including any bonuses, rounded up"; "All other Troopers participating in the
Coordinated Order have their B reduced to 1"; "all Troopers must act against the same single
target"; "Each reactive Trooper must choose only one of the Troopers activated by the
Coordinated Order as their target". Face to Face Rolls (N5): rolls face off only when both
actions affect each other; otherwise each is a Normal Roll.

Expected values by hand: every trooper is BS 11 with a Combi Rifle (B 3; +3 from 0 to 16
inches, -3 beyond). The Spearhead a1 may fire ceil(3 / 2) = 2 dice, not 3. At 8 inches a1's
Success Value is 11 + 3 = 14; a2 at 12 inches behind Partial Cover 11 + 3 - 3 = 11; a3 at 20
inches 11 - 3 = 8.
"""

from __future__ import annotations

from decimal import Decimal

import msgspec

from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    DeclareAro,
    DeclareSecondSkill,
    Resolve,
)
from service.domain.declarations import BSAttack, CCAttack, CoordinatedShot, Dodge
from service.domain.errors import CoordinatedOrderRefused, InvalidCommand
from service.domain.events import OrderRollMade, RecordedSide, SavingRollsMade
from tests.builders.game import ARIADNA, TOHAA, rejects, shot
from tests.unit.domain.test_coordinated_orders import coordinated, coordinated_game


def volley(burst: int = 2, *shooters: str) -> BSAttack:
    """a1 at b1 from 8 inches without cover; a2 from 12 inches in Partial Cover, a3 from 20."""
    own = {
        "a2": CoordinatedShot(
            trooper="a2", weapon="combi_rifle", distance=Decimal(12), partial_cover=True
        ),
        "a3": CoordinatedShot(trooper="a3", weapon="combi_rifle", distance=Decimal(20)),
    }
    attack = shot(("b1", burst, 8), cover=False)
    return msgspec.structs.replace(attack, coordinated=tuple(own[t] for t in shooters))


def _sv(side: RecordedSide) -> int:
    return side.success_value


def _rolls(events: list[object]) -> list[OrderRollMade]:
    return [e for e in events if isinstance(e, OrderRollMade)]


def test_the_spearhead_fires_half_its_burst_rounded_up() -> None:
    game = coordinated_game()
    rejects(game, coordinated("a1", "a2", skill=volley(3, "a2")), CoordinatedOrderRefused, "half")
    game.run(coordinated("a1", "a2", skill=volley(2, "a2")))
    assert game.state.open_order is not None


def test_every_other_participant_names_one_shot_of_its_own() -> None:
    game = coordinated_game()
    rejects(game, coordinated("a1", "a2", skill=volley(2)), CoordinatedOrderRefused, "a2")
    rejects(
        game, coordinated("a1", "a2", skill=volley(2, "a2", "a3")), CoordinatedOrderRefused, "a3"
    )


def test_the_attack_has_one_single_target() -> None:
    game = coordinated_game()
    split = msgspec.structs.replace(
        volley(2, "a2"), targets=shot(("b1", 1, 8), ("b2", 1, 8)).targets
    )
    rejects(game, coordinated("a1", "a2", skill=split), CoordinatedOrderRefused, "single target")


def test_without_aro_each_participant_makes_its_own_normal_roll() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2", "a3", skill=volley(2, "a2", "a3")))
    rolls = _rolls(game.run(Resolve(actor=ARIADNA)))
    assert [r.roll.kind for r in rolls] == ["normal"] * 3
    sides = [r.roll.sides[0] for r in rolls]
    assert [(s.trooper, s.target, len(s.dice), _sv(s)) for s in sides] == [
        ("a1", "b1", 2, 14),
        ("a2", "b1", 1, 11),
        ("a3", "b1", 1, 8),
    ]
    for side in sides:
        # N5: a die at or below the Success Value succeeds, a die equal to it is critical.
        faces = [d.face for d in side.dice]
        assert side.hits + side.criticals == sum(f <= side.success_value for f in faces)


def test_the_targets_aro_faces_off_with_the_participant_it_chose_only() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2", skill=volley(2, "a2")))
    game.run(DeclareAro(actor=TOHAA, trooper="b1", skill=shot(("a2", 1, 12), cover=False)))
    rolls = _rolls(game.run(Resolve(actor=ARIADNA)))
    shape = [(r.roll.kind, [(s.trooper, s.target) for s in r.roll.sides]) for r in rolls]
    assert shape == [
        ("normal", [("a1", "b1")]),
        ("face_to_face", [("a2", "b1"), ("b1", "a2")]),
    ]


def test_an_aro_from_another_trooper_is_a_normal_roll() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2", skill=volley(2, "a2")))
    game.run(DeclareAro(actor=TOHAA, trooper="b2", skill=shot(("a1", 1, 8), cover=False)))
    rolls = _rolls(game.run(Resolve(actor=ARIADNA)))
    shape = [(r.roll.kind, [(s.trooper, s.target) for s in r.roll.sides]) for r in rolls]
    assert shape == [
        ("normal", [("a1", "b1")]),
        ("normal", [("a2", "b1")]),
        ("normal", [("b2", "a1")]),
    ]


def test_the_target_saves_against_every_successful_attack() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2", "a3", skill=volley(2, "a2", "a3")))
    events = [*game.run(Resolve(actor=ARIADNA)), *game.run(Conclude(actor=ARIADNA))]
    successful = [
        s.name
        for r in _rolls(events)
        for s in r.roll.sides
        if s.trooper.startswith("a") and s.hits + s.criticals > 0
    ]
    saves = [e for e in events if isinstance(e, SavingRollsMade)]
    assert all(s.trooper == "b1" for s in saves)
    assert sorted(s.attack for s in saves) == sorted(successful)


def test_a_second_skill_bs_attack_is_resolved_the_same_way() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2"))
    game.run(DeclareSecondSkill(actor=ARIADNA, order=1, skill=volley(2, "a2")))
    rolls = _rolls(game.run(Resolve(actor=ARIADNA)))
    assert [(r.roll.sides[0].trooper, len(r.roll.sides[0].dice)) for r in rolls] == [
        ("a1", 2),
        ("a2", 1),
    ]


def test_an_attack_without_participants_shots_is_stored_as_before() -> None:
    """The new field is left out of the record unless declared."""
    attack = shot(("b1", 2, 8))
    assert b"coordinated" not in msgspec.json.encode(attack)


def test_the_targets_dodge_faces_off_with_every_participants_attack_on_one_roll() -> None:
    """Dodge evades every attack on the dodger, so each attack faces it; the Dodge is one
    roll of the target's, the same faces in each Face to Face Roll."""
    game = coordinated_game()
    game.run(coordinated("a1", "a2", skill=volley(2, "a2")))
    game.run(DeclareAro(actor=TOHAA, trooper="b1", skill=Dodge()))
    rolls = _rolls(game.run(Resolve(actor=ARIADNA)))
    shape = [(r.roll.kind, [(s.trooper, s.target) for s in r.roll.sides]) for r in rolls]
    assert shape == [
        ("face_to_face", [("a1", "b1"), ("b1", None)]),
        ("face_to_face", [("a2", "b1"), ("b1", None)]),
    ]
    dodges = [[d.face for d in r.roll.sides[1].dice] for r in rolls]
    assert dodges[0] == dodges[1]


def charge(burst: int, *allies: str) -> CCAttack:
    """a1's Knife (B 1) at b1, ``allies`` in Silhouette contact with b1."""
    return CCAttack(weapon="knife", target="b1", burst=burst, allies_in_contact=allies)


def test_a_cc_attack_is_the_spearheads_alone_with_one_more_burst_per_ally_in_contact() -> None:
    """Page: "only the Spearhead Trooper will perform the CC Attack. They apply a MOD of +1 to
    their B for each allied Trooper that is in Silhouette contact with the target." By hand:
    Knife B 1 + 2 allies = 3 dice, at CC 14."""
    game = coordinated_game()
    rejects(game, coordinated("a1", "a2", "a3", skill=charge(1, "a2", "a3")), InvalidCommand, "3")
    game.run(coordinated("a1", "a2", "a3", skill=charge(3, "a2", "a3")))
    (roll,) = _rolls(game.run(Resolve(actor=ARIADNA)))
    assert roll.roll.kind == "normal"
    ((trooper, target, dice, sv),) = [
        (s.trooper, s.target, len(s.dice), s.success_value) for s in roll.roll.sides
    ]
    assert (trooper, target, dice, sv) == ("a1", "b1", 3, 14)


def test_a_cc_attack_s_ally_is_one_of_the_players_troopers_named_once() -> None:
    game = coordinated_game()
    rejects(game, coordinated("a1", "a2", skill=charge(2, "b2")), CoordinatedOrderRefused, "b2")
    rejects(
        game, coordinated("a1", "a2", skill=charge(3, "a2", "a2")), CoordinatedOrderRefused, "a2"
    )
    rejects(game, coordinated("a1", "a2", skill=charge(2, "a1")), CoordinatedOrderRefused, "a1")


def test_allies_in_contact_outside_a_coordinated_order_are_refused() -> None:
    game = coordinated_game()
    alone = ActivateTrooper(actor=ARIADNA, trooper="a1", skill=charge(2, "a2"))
    rejects(game, alone, CoordinatedOrderRefused, "Coordinated Order")


def test_a_speculative_attack_is_refused_as_not_yet_resolved() -> None:
    game = coordinated_game()
    speculative = msgspec.structs.replace(volley(2, "a2"), attack="speculative")
    rejects(game, coordinated("a1", "a2", skill=speculative), CoordinatedOrderRefused, "not yet")
