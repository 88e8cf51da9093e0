"""What the States of hacking programs do to the orders (N5 State pages): an Isolated trooper
is Irregular at its next turn, a Possessed one is handed to the possessing player, and a State
cancelled by a Reset comes back when the Reset's order is voided."""

from __future__ import annotations

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AddTrooper,
    Conclude,
    DeclareAro,
    EndTurn,
    EnteredDice,
    Resolve,
    StartTurn,
    VoidOrder,
)
from service.domain.declarations import Idle, Reset
from service.domain.errors import Forbidden, InvalidCommand, NotYourTurn
from service.domain.events import OrderRollMade, TurnStarted
from service.domain.troopers import SkillEntry
from tests.builders.game import (
    ARIADNA,
    COMBI,
    KNIFE,
    TOHAA,
    Game,
    new_game,
    profile,
    rejects,
    shot,
)
from tests.unit.domain.test_comms_attack import _game, _play


def _tohaa_turn(game: Game) -> TurnStarted:
    game.run(EndTurn(actor=ARIADNA))
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    return started


# --- Isolated ---------------------------------------------------------------------------------


def test_an_isolated_trooper_is_irregular_at_its_next_turn_and_keeps_its_own_order() -> None:
    game = _game()
    _play(game, "oblivion", (5,), saves=(20,))
    assert game.state.states_of("tag") == ("isolated",)

    started = _tohaa_turn(game)
    # The senku's Regular Order goes to the pool; the Isolated TAG's does not: it is Irregular.
    assert (started.regular_orders, started.irregular_orders) == (1, ("tag",))
    rejects(
        game,
        ActivateTrooper(actor=TOHAA, trooper="tag", skill=Idle(), order_type="regular"),
        InvalidCommand,
        "Isolated",
    )
    game.run(ActivateTrooper(actor=TOHAA, trooper="tag", skill=Reset(), order_type="irregular"))
    order = game.state.open_order
    assert order is not None
    assert (order.trooper, order.order_type) == ("tag", "irregular")


def test_an_isolated_lieutenant_gives_no_lieutenant_order() -> None:
    game = new_game(manual_dice=True)
    for player, trooper_id, skills, lieutenant in (
        (ARIADNA, "hacker", (SkillEntry("Hacker"),), False),
        (TOHAA, "tag", (), True),
        (TOHAA, "senku", (), False),
    ):
        game.run(
            AddTrooper(
                actor=player,
                player=player,
                trooper_id=trooper_id,
                name=trooper_id.title(),
                profile=profile(bts=3, vitality=3),
                skills=skills,
                lieutenant=lieutenant,
                weapons=(COMBI,),
                melee_weapons=(KNIFE,),
            )
        )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    _play(game, "oblivion", (5,), saves=(20,))

    started = _tohaa_turn(game)
    assert started.lieutenant_orders == 0  # Loss of Lieutenant
    assert (started.regular_orders, started.irregular_orders) == (1, ("tag",))


# --- Possessed --------------------------------------------------------------------------------


def test_a_possessed_trooper_is_activated_by_the_possessing_player_with_its_profile() -> None:
    game = _game()
    _play(game, "total_control", (5,), saves=(20,))
    assert game.state.states_of("tag") == ("possessed",)
    (held,) = game.state.held_states
    assert held.by == ARIADNA

    # Ariadna gives it an Order from her pool and it shoots its own side's Senku, with the
    # Possessed Trooper profile's BS 12 (its own is 11).
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="tag", skill=Idle(), order_type="irregular"),
        InvalidCommand,
        "Possessed",
    )
    game.run(ActivateTrooper(actor=ARIADNA, trooper="tag", skill=shot(("senku", 3, 10))))
    order = game.state.open_order
    assert order is not None
    assert order.player == ARIADNA
    game.run(
        Resolve(
            actor=ARIADNA,
            order=order.number,
            dice=(EnteredDice("tag:bs_attack>senku", (12, 13, 20)),),
        )
    )
    (roll,) = [e for e in game.history if isinstance(e, OrderRollMade)][-1:]
    side = roll.roll.side("tag:bs_attack>senku")
    assert side.attribute == 12
    # Range +3 and cover -3 leave SV 12: the 12 is a Critical, the 13 misses.
    assert side.success_value == 12
    assert (side.criticals, side.hits) == (1, 0)
    assert roll.roll.side("tag:bs_attack>senku").trooper == "tag"


def test_a_possessed_trooper_gives_no_order_to_either_player_and_its_owner_cannot_use_it() -> None:
    game = _game()
    _play(game, "total_control", (5,), saves=(20,))
    started = _tohaa_turn(game)
    assert (started.regular_orders, started.irregular_orders) == (1, ())
    rejects(
        game,
        ActivateTrooper(actor=TOHAA, trooper="tag", skill=Idle()),
        InvalidCommand,
        "Possessed",
    )
    # Its owner's troopers see it as an enemy: the Senku may shoot it.
    game.run(ActivateTrooper(actor=TOHAA, trooper="senku", skill=shot(("tag", 3, 10))))
    order = game.state.open_order
    assert order is not None
    # Nor may Tohaa declare the TAG's ARO: while Possessed it is Ariadna's to give.
    rejects(
        game,
        DeclareAro(actor=TOHAA, order=order.number, trooper="tag", skill=Idle()),
        Forbidden,
        "not yours",
    )


def test_the_possessing_player_activates_it_only_in_their_own_turn() -> None:
    game = _game()
    _play(game, "total_control", (5,), saves=(20,))
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    # In Tohaa's turn the TAG is Ariadna's: it is not Tohaa's turn for it.
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="tag", skill=Idle()),
        NotYourTurn,
        "not your turn",
    )


# --- A Reset voided restores the State it cancelled -------------------------------------------


def test_voiding_the_reset_s_order_restores_the_state_it_cancelled() -> None:
    game = _game()
    _play(game, "carbonite", (5, 17), saves=(20, 20))
    assert game.state.states_of("tag") == ("immobilized_b",)
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("tag", 3, 15))))
    game.run(DeclareAro(actor=TOHAA, order=2, trooper="tag", skill=Reset()))
    game.run(
        Resolve(
            actor=ARIADNA,
            order=2,
            dice=(
                EnteredDice("fennec:bs_attack>tag", (20, 20, 20)),
                EnteredDice("tag:reset", (1,)),
            ),
        )
    )
    game.run(Conclude(actor=ARIADNA, order=2))
    assert game.state.states_of("tag") == ()

    game.run(VoidOrder(actor=ORGANISER, order=2, reason="the Reset was declared too late"))
    assert game.state.states_of("tag") == ("immobilized_b",)
    assert game.state.cancelled_states == ()

    # Voiding the order that caused the State then takes it off for good.
    game.run(VoidOrder(actor=ORGANISER, order=1, reason="out of the Hacking Area"))
    assert game.state.states_of("tag") == ()
