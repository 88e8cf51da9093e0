"""Deployable weapons in orders (N5 Place Deployable, Mines, Disposable, Dodge): a placement
rolls nothing and spends one Disposable use; a placed Deployable triggers as an ARO of its own
and attacks as its weapon's Direct Template; a voided order takes both back."""

from __future__ import annotations

from typing import TypeVar

import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    Conclude,
    DeclareAro,
    DeclareSecondSkill,
    EndTurn,
    EnteredDice,
    Resolve,
    StartTurn,
    TriggerDeployable,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.declarations import Dodge, Idle, Move, PlaceDeployable
from service.domain.errors import (
    Forbidden,
    InvalidCommand,
    InvalidDeployable,
    InvalidTrigger,
    NoUsesLeft,
    StateConflict,
)
from service.domain.events import (
    DeployableAttackResolved,
    DeployablePlaced,
    DeployableTriggered,
    Event,
    OrderRollMade,
    SavingRollsMade,
    decode_event,
    encode_event,
)
from service.domain.game import fold
from service.domain.troopers import TrooperWeapon
from tests.builders.game import ARIADNA, COMBI, TOHAA, Game, add, new_game, rejects

E = TypeVar("E")
AP_MINES = TrooperWeapon(slug="ap_mines")
SHOCK_MINES = TrooperWeapon(slug="antipersonnel_mines")
MINE = "senku-m:deployable:m1>"
"""The attack side of Deployable m1 of senku-m, followed by the trooper it affects."""


def _game() -> Game:
    """Ariadna: four troopers (four orders); Tohaa: a minelayer and two Senku."""
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", weapons=(COMBI, AP_MINES))
    for trooper in ("cossack", "dozer", "scout"):
        add(game, ARIADNA, trooper)
    add(game, TOHAA, "senku-m", weapons=(COMBI, AP_MINES, SHOCK_MINES))
    add(game, TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def _place(deployable: str = "m1", weapon: str = "ap_mines") -> PlaceDeployable:
    return PlaceDeployable(weapon=weapon, deployable=deployable)


def _of(events: list[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def _mined(deployable: str = "m1") -> Game:
    """Order 1: the Fennec moves; senku-m places AP Mines in ARO (Place Deployable)."""
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-m", skill=_place(deployable)))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    return game


# --- Place Deployable ---------------------------------------------------------------------


def test_place_deployable_rolls_nothing_and_puts_the_marker_on_the_table() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_place("fennec-1")))
    events = game.run(Resolve(actor=ARIADNA))
    assert not _of(events, OrderRollMade)
    (placed,) = _of(events, DeployablePlaced)
    assert (placed.deployable, placed.trooper, placed.weapon, placed.name, placed.uses_left) == (
        "fennec-1",
        "fennec",
        "ap_mines",
        "AP Mines",
        2,  # Disposable (3): one spent
    )
    marker = game.state.deployable("fennec-1")
    assert marker is not None
    assert (marker.player, marker.order, marker.on_table) == (ARIADNA, 1, True)
    game.run(Conclude(actor=ARIADNA))
    resolved = game.resolved_order(1)
    assert resolved is not None
    assert resolved.declarations[0].skill == _place("fennec-1")


def test_place_deployable_as_the_second_skill_and_as_an_aro() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-m", skill=_place("t1")))
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=_place("a1")))
    events = game.run(Resolve(actor=ARIADNA))
    assert [(p.deployable, p.trooper) for p in _of(events, DeployablePlaced)] == [
        ("t1", "senku-m"),  # in the order they were declared
        ("a1", "fennec"),
    ]


def test_a_disposable_weapon_places_as_many_uses_as_its_trait_and_no_more() -> None:
    """Disposable (3): a use is spent at each placement; the fourth is refused, nothing
    stored. Each weapon counts its own uses."""
    game = _game()
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    left = []
    for number, mine in enumerate(("m1", "m2", "m3"), start=1):
        skill = Move() if number < 3 else Idle()
        game.run(ActivateTrooper(actor=TOHAA, trooper="senku-m", skill=skill))
        game.run(DeclareSecondSkill(actor=TOHAA, skill=_place(mine)))
        (placed,) = _of(game.run(Resolve(actor=TOHAA)), DeployablePlaced)
        left.append(placed.uses_left)
        game.run(Conclude(actor=TOHAA))
        if number == 2:
            game.run(EndTurn(actor=TOHAA))
            game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
            game.run(EndTurn(actor=ARIADNA))
            game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert left == [2, 1, 0]
    game.run(ActivateTrooper(actor=TOHAA, trooper="senku-m", skill=Move()))
    rejects(
        game,
        DeclareSecondSkill(actor=TOHAA, skill=_place("m4")),
        NoUsesLeft,
        "placed all 3 uses of AP Mines",
    )
    game.run(DeclareSecondSkill(actor=TOHAA, skill=_place("s1", "antipersonnel_mines")))
    (placed,) = _of(game.run(Resolve(actor=TOHAA)), DeployablePlaced)
    assert (placed.name, placed.uses_left) == ("Shock Mines", 2)


@pytest.mark.parametrize(
    ("skill", "message"),
    [
        (_place("x", "combi_rifle"), "Combi Rifle has no Deployable trait"),
        (_place("x", "missile_launcher"), "carries no 'missile_launcher'"),
        (_place("m:1"), "a Deployable's id is 1 to 40"),
        (_place("m1"), "'m1' was already placed"),
    ],
)
def test_a_placement_against_the_rules_is_refused_and_nothing_stored(
    skill: PlaceDeployable, message: str
) -> None:
    game = _mined()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    rejects(
        game, DeclareAro(actor=TOHAA, trooper="senku-m", skill=skill), InvalidDeployable, message
    )


def test_place_deployable_is_an_attack_so_it_shares_no_order_with_another() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_place("a1")))
    rejects(
        game,
        DeclareSecondSkill(actor=ARIADNA, skill=_place("a2")),
        InvalidCommand,
        "place_deployable cannot be declared twice",
    )


# --- Triggers -----------------------------------------------------------------------------


@pytest.mark.parametrize(("face", "dodged"), [(7, True), (8, False), (20, False)])
def test_a_triggered_mine_is_dodged_by_a_normal_ph_roll_at_minus_3(face: int, dodged: bool) -> None:
    """Mines: a Template and a Deployable weapon, so -3 PH to Dodge it: PH 10 dodges on 7."""
    game = _mined()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack",)))
    assert game.state.deployable("m1") is not None
    assert not game.state.deployable("m1").on_table  # type: ignore[union-attr]
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Dodge()))
    events = game.run(
        Resolve(actor=ARIADNA, dice=(EnteredDice(roll="cossack:dodge", faces=(face,)),))
    )
    (roll,) = _of(events, OrderRollMade)
    (side,) = roll.roll.sides
    assert (roll.roll.kind, side.success_value) == ("normal", 7)
    assert [(m.value, m.note) for m in side.mods] == [(-3, "Dodge against a Deployable weapon")]
    (attack,) = _of(events, DeployableAttackResolved)
    assert (attack.deployable, attack.trooper, attack.weapon) == ("m1", "senku-m", "AP Mines")
    (outcome,) = attack.affected
    assert (outcome.reaction, outcome.dodged, outcome.hits) == ("dodge", dodged, 0 if dodged else 1)
    assert outcome.attack == MINE + "cossack"


def test_a_mine_hits_each_affected_trooper_and_each_saves_with_the_weapons_ammunition() -> None:
    """AP Mines: PS 7, AP (ARM halved, rounded up). The Cossack triggers it and does not
    react; the Fennec beside it is under the template too. Each saves on its own."""
    game = _mined()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    triggered = game.run(
        TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack", "fennec"))
    )
    assert triggered == [
        DeployableTriggered(
            order=2,
            deployable="m1",
            trooper="senku-m",
            weapon="ap_mines",
            targets=("cossack", "fennec"),
        )
    ]
    events = game.run(Resolve(actor=ARIADNA))
    assert not _of(events, OrderRollMade)
    (attack,) = _of(events, DeployableAttackResolved)
    assert [(o.trooper, o.reaction, o.hits) for o in attack.affected] == [
        ("cossack", "none", 1),
        ("fennec", "none", 1),
    ]
    game.run(
        Conclude(
            actor=ARIADNA,
            saves=(
                EnteredDice(roll=MINE + "cossack", faces=(8,)),
                EnteredDice(roll=MINE + "fennec", faces=(9,)),
            ),
        )
    )
    saves = _of(game.history, SavingRollsMade)
    assert [(s.trooper, s.weapon, s.ammo, s.success_value, s.wounds) for s in saves] == [
        ("cossack", "AP Mines", ("AP",), 8, 0),  # ARM 1 halved up = 1, + PS 7
        ("fennec", "AP Mines", ("AP",), 8, 1),
    ]
    fennec = game.state.trooper("fennec")
    assert fennec is not None
    assert fennec.state == "unconscious"
    resolved = game.resolved_order(2)
    assert resolved is not None
    assert resolved.triggers == tuple(triggered)
    assert resolved.deployable_attacks == (attack,)


def test_a_mine_triggers_against_a_reactive_trooper_whose_aro_is_its_dodge() -> None:
    """In its owner's Active Turn a mine triggers when an enemy declares an ARO in its area."""
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_place("f1")))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-a", skill=Dodge()))
    game.run(TriggerDeployable(actor=ARIADNA, deployable="f1", targets=("senku-a",)))
    events = game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll="senku-a:dodge", faces=(3,)),)))
    (outcome,) = _of(events, DeployableAttackResolved)[0].affected
    assert (outcome.trooper, outcome.reaction, outcome.dodged, outcome.hits) == (
        "senku-a",
        "dodge",
        True,
        0,
    )


def _triggering() -> Game:
    game = _mined()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    return game


@pytest.mark.parametrize(
    ("command", "message"),
    [
        (
            TriggerDeployable(actor=TOHAA, deployable="m9", targets=("cossack",)),
            "no Deployable 'm9' was placed",
        ),
        (
            TriggerDeployable(actor=TOHAA, deployable="m1", targets=("senku-a",)),
            "on the side of 'm1': a Deployable never triggers if its template would affect an ally",
        ),
        (
            TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack", "senku-a")),
            "'senku-a' is on the side of 'm1'",
        ),
        (
            TriggerDeployable(actor=TOHAA, deployable="m1", targets=("fennec",)),
            "'fennec' declares nothing in order 2",
        ),
        (
            TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack", "cossack")),
            "cossack named twice",
        ),
        (
            TriggerDeployable(actor=TOHAA, deployable="m1", targets=()),
            "names the enemy that triggered it",
        ),
    ],
)
def test_a_bad_trigger_is_refused_and_nothing_stored(
    command: TriggerDeployable, message: str
) -> None:
    rejects(_triggering(), command, InvalidTrigger, message)


def test_a_mine_that_triggered_left_the_table_and_cannot_trigger_again() -> None:
    """Mines: once a Mine triggers, it is removed from play."""
    game = _triggering()
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack",)))
    rejects(
        game,
        TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack",)),
        InvalidTrigger,
        "'m1' already triggered in order 2",
    )
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(roll=MINE + "cossack", faces=(1,)),)))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="dozer", skill=Move()))
    rejects(
        game,
        TriggerDeployable(actor=TOHAA, deployable="m1", targets=("dozer",)),
        InvalidTrigger,
        "already triggered in order 2: it left the table",
    )


def test_only_the_owner_of_a_mine_triggers_it() -> None:
    rejects(
        _triggering(),
        TriggerDeployable(actor=ARIADNA, deployable="m1", targets=("cossack",)),
        Forbidden,
        "'m1' is not yours",
    )


# --- Voiding ------------------------------------------------------------------------------


def test_voiding_the_placing_order_takes_the_marker_and_its_use_back() -> None:
    game = _mined()
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="placed out of its ZoC"))
    assert game.state.deployable("m1") is None
    assert game.state.placements_of("senku-m", "ap_mines") == 0


def test_voiding_the_triggering_order_puts_the_mine_back_on_the_table() -> None:
    game = _triggering()
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack",)))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(roll=MINE + "cossack", faces=(20,)),)))
    cossack = game.state.trooper("cossack")
    assert cossack is not None
    assert cossack.state == "unconscious"
    rejects(
        game,
        VoidOrder(actor=ORGANISER, order=1, reason="wrong"),
        StateConflict,
        "'m1', placed in order 1, triggered in order 2: void later orders first",
    )
    game.run(VoidOrder(actor=ORGANISER, order=2, reason="the Cossack was out of the area"))
    marker = game.state.deployable("m1")
    assert marker is not None
    assert marker.on_table
    cossack = game.state.trooper("cossack")
    assert cossack is not None
    assert cossack.state == "normal"


def test_the_events_round_trip_and_fold_to_the_same_state() -> None:
    game = _triggering()
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack",)))
    game.run(Resolve(actor=ARIADNA))
    for event in game.history:
        assert decode_event(*encode_event(event)) == event
    assert fold(game.history) == game.state


def test_a_trooper_under_a_mines_template_has_taken_part_and_can_no_longer_be_corrected() -> None:
    game = _triggering()
    assert not game.state.took_part("dozer")
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack", "dozer")))
    assert game.state.took_part("dozer")
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    assert game.state.took_part("dozer")


def test_withdrawing_the_triggering_declaration_takes_the_trigger_back() -> None:
    """The trigger answered that declaration: without it the mine has not triggered, and is
    back on the table; withdrawing the activation takes back every trigger of the order."""
    game = _mined()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-a", skill=Idle()))
    game.run(TriggerDeployable(actor=TOHAA, deployable="m1", targets=("cossack",)))
    game.run(DeclareSecondSkill(actor=ARIADNA, skill=Dodge()))
    game.run(WithdrawDeclaration(actor=ARIADNA))
    order = game.state.open_order
    assert order is not None
    assert [t.deployable for t in order.triggers] == ["m1"]  # the Cossack still moves
    game.run(WithdrawDeclaration(actor=TOHAA))
    game.run(WithdrawDeclaration(actor=ARIADNA))
    assert game.state.open_order is None
    marker = game.state.deployable("m1")
    assert marker is not None
    assert marker.on_table
    assert fold(game.history) == game.state


def test_withdrawing_the_aro_that_triggered_a_mine_takes_the_trigger_back() -> None:
    game = _game()
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=_place("f1")))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="cossack", skill=Move()))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-a", skill=Dodge()))
    game.run(TriggerDeployable(actor=ARIADNA, deployable="f1", targets=("senku-a",)))
    game.run(WithdrawDeclaration(actor=TOHAA))
    order = game.state.open_order
    assert order is not None
    assert order.triggers == ()
    marker = game.state.deployable("f1")
    assert marker is not None
    assert marker.on_table
    events = game.run(Resolve(actor=ARIADNA))
    assert not _of(events, DeployableAttackResolved)
