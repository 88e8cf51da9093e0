"""Coordinated Orders (https://infinitythewiki.com/Coordinated_Orders, N5).

The page: one Command Token and one Regular Order of the participants' Combat Group; up to 4
Troopers, one of them the Spearhead; all declare the same sequence of Skills; only Troopers of
the same Training and Combat Group; only in the Orders Phase of the player's Active Turn; each
reactive Trooper chooses one of the activated Troopers as its target. Expected values by hand:
group 1 holds four Regular Orders (a1, a2, a3, a5), so one Coordinated Order leaves three, and
Ariadna's four Command Tokens become three.
"""

from __future__ import annotations

import msgspec

from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    DeclareAro,
    DeclareSecondSkill,
    EndTurn,
    FormFireteam,
    Resolve,
    SpendCommandToken,
    StartTurn,
    WithdrawDeclaration,
)
from service.domain.declarations import (
    CommsAttack,
    CommsTarget,
    Idle,
    Move,
    PlaceDeployable,
    Skill,
)
from service.domain.errors import (
    CommandTokenRefused,
    CoordinatedOrderRefused,
    InvalidCommand,
    NoGroupOrders,
)
from service.domain.events import (
    CommandTokenSpent,
    OrderRollMade,
    SavingRollsMade,
    TrooperActivated,
    encode_event,
)
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, rejects, shot
from tests.unit.domain.test_command_tokens import first_turn


def coordinated_game() -> Game:
    """Ariadna: a1, a2, a3, a5 Regular in Combat Group 1, a4 Irregular in group 1, a6 in
    group 2; Tohaa: b1, b2. Ariadna's turn is running."""
    game = new_game(manual_dice=False)
    for trooper_id in ("a1", "a2", "a3", "a5"):
        add(game, ARIADNA, trooper_id, combat_group=1)
    add(game, ARIADNA, "a4", combat_group=1, regular=False)
    add(game, ARIADNA, "a6", combat_group=2)
    add(game, TOHAA, "b1", combat_group=1)
    add(game, TOHAA, "b2", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def coordinated(
    spearhead: str, *others: str, skill: Skill | None = None, actor: str = ARIADNA
) -> ActivateTrooper:
    return ActivateTrooper(
        actor=actor, trooper=spearhead, skill=skill or Move(), coordinated=others
    )


def test_one_token_and_one_regular_order_activate_the_participants() -> None:
    game = coordinated_game()
    events = game.run(coordinated("a1", "a2", "a3", "a5"))
    assert events == [
        CommandTokenSpent(player=ARIADNA, use="coordinated_order", turn=1),
        TrooperActivated(
            order=1,
            trooper="a1",
            order_type="regular",
            skill=Move(),
            coordinated=("a2", "a3", "a5"),
        ),
    ]
    assert game.state.command_tokens_left(ARIADNA) == 3
    pool = game.state.pool
    assert pool is not None
    assert (pool.group_regular(1), pool.group_regular(2)) == (3, 1)
    order = game.state.open_order
    assert order is not None
    assert (order.trooper, order.coordinated) == ("a1", ("a2", "a3", "a5"))


def test_an_activation_without_participants_is_stored_as_before() -> None:
    game = coordinated_game()
    (event,) = game.run(ActivateTrooper(actor=ARIADNA, trooper="a1", skill=Move()))
    _, stored = encode_event(event)
    assert "coordinated" not in stored
    assert event.coordinated is msgspec.UNSET


def test_more_than_four_troopers_are_refused() -> None:
    game = coordinated_game()
    add(game, ARIADNA, "a7", combat_group=1)
    command = coordinated("a1", "a2", "a3", "a5", "a7")
    rejects(game, command, CoordinatedOrderRefused, "Up to 4 Troopers")


def test_a_trooper_named_twice_is_refused() -> None:
    game = coordinated_game()
    rejects(game, coordinated("a1", "a2", "a1"), CoordinatedOrderRefused, "named twice")


def test_troopers_of_two_combat_groups_are_refused() -> None:
    game = coordinated_game()
    rejects(game, coordinated("a1", "a6"), CoordinatedOrderRefused, "same Combat Group")


def test_an_irregular_trooper_is_refused() -> None:
    game = coordinated_game()
    rejects(game, coordinated("a1", "a4"), CoordinatedOrderRefused, "Irregular")


def test_an_enemy_trooper_is_refused() -> None:
    game = coordinated_game()
    rejects(game, coordinated("a1", "b1"), CoordinatedOrderRefused, "'b1' is not one of")


def test_only_a_regular_order_is_spent() -> None:
    game = coordinated_game()
    command = msgspec.structs.replace(coordinated("a1", "a2"), order_type="lieutenant")
    rejects(game, command, CoordinatedOrderRefused, "Regular Order")


def test_no_token_left_is_refused() -> None:
    game = coordinated_game()
    for _ in range(4):
        game.run(SpendCommandToken(actor=ARIADNA, player=ARIADNA, use="reroll_doctor"))
    rejects(game, coordinated("a1", "a2"), CommandTokenRefused, "no Command Token left")


def test_the_reactive_player_declares_none() -> None:
    game = coordinated_game()
    command = coordinated("b1", "b2", actor=TOHAA)
    rejects(game, command, CommandTokenRefused, "Reactive Turn")


def test_no_regular_order_left_in_the_group_is_refused() -> None:
    game = coordinated_game()
    for trooper_id in ("a1", "a2", "a3", "a5"):
        game.run(ActivateTrooper(actor=ARIADNA, trooper=trooper_id, skill=Idle()))
        game.run(Resolve(actor=ARIADNA))
        game.run(Conclude(actor=ARIADNA))
    rejects(game, coordinated("a1", "a2"), NoGroupOrders, "Combat Group 1")


def test_a_fireteam_member_is_refused() -> None:
    game = coordinated_game()
    game.run(
        FormFireteam(actor=ARIADNA, player=ARIADNA, kind="duo", members=("a2", "a3"), leader="a2")
    )
    rejects(game, coordinated("a1", "a3"), CoordinatedOrderRefused, "Fireteam")


def test_a_skill_that_rolls_is_refused_as_not_yet_resolved() -> None:
    """The Comms Attack and Place Deployable are not resolved yet: refused, never resolved as
    one trooper's."""
    game = coordinated_game()
    hack = CommsAttack(program="carbonite", targets=(CommsTarget(trooper="b1"),))
    rejects(game, coordinated("a1", "a2", skill=hack), CoordinatedOrderRefused, "not yet")
    mine = PlaceDeployable(weapon="ap_mines", deployable="m1")
    rejects(game, coordinated("a1", "a2", skill=mine), CoordinatedOrderRefused, "not yet")


def test_the_second_skill_is_every_participants_and_is_refused_while_not_yet_resolved() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2"))
    mine = PlaceDeployable(weapon="ap_mines", deployable="m1")
    second = DeclareSecondSkill(actor=ARIADNA, order=1, skill=mine)
    rejects(game, second, CoordinatedOrderRefused, "not yet")
    game.run(DeclareSecondSkill(actor=ARIADNA, order=1, skill=Move()))


def test_an_aro_may_target_any_participant_but_only_one() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2"))
    two_targets = DeclareAro(actor=TOHAA, trooper="b2", skill=shot(("a1", 1, 8), ("a2", 1, 8)))
    rejects(game, two_targets, InvalidCommand, "only one")
    outsider = DeclareAro(actor=TOHAA, trooper="b2", skill=shot(("a3", 1, 8)))
    rejects(game, outsider, InvalidCommand, "activated")
    game.run(DeclareAro(actor=TOHAA, trooper="b1", skill=shot(("a2", 1, 8))))


def test_an_aro_against_a_moving_participant_is_a_normal_roll_saved_by_that_trooper() -> None:
    """The participants Move, so the ARO's BS Attack is a Normal Roll (Move rolls nothing);
    its hits are saved by the participant it chose, a2, not the Spearhead."""
    game = coordinated_game()
    game.run(coordinated("a1", "a2"))
    game.run(DeclareAro(actor=TOHAA, trooper="b1", skill=shot(("a2", 1, 8), cover=False)))
    events = [*game.run(Resolve(actor=ARIADNA)), *game.run(Conclude(actor=ARIADNA))]
    (roll,) = [e.roll for e in events if isinstance(e, OrderRollMade)]
    assert roll.kind == "normal"
    assert [(s.trooper, s.target) for s in roll.sides] == [("b1", "a2")]
    saves = [e for e in events if isinstance(e, SavingRollsMade)]
    assert [s.trooper for s in saves] == (["a2"] if roll.sides[0].hits else [])


def test_a_coordinated_order_ends_with_the_turn_like_any_other() -> None:
    game = coordinated_game()
    game.run(coordinated("a1", "a2"))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    assert game.state.open_order is None
    assert game.state.command_tokens_left(ARIADNA) == 3


def test_withdrawing_the_activation_gives_back_the_order_and_the_token() -> None:
    """Withdrawing the activation takes the declaration back, so what paid for it, the Regular
    Order and the Command Token, is given back: 4 Regular Orders in group 1, 4 tokens."""
    game = coordinated_game()
    game.run(coordinated("a1", "a2"))
    game.run(WithdrawDeclaration(actor=ARIADNA))
    pool = game.state.pool
    assert pool is not None
    assert pool.group_regular(1) == 4
    assert game.state.command_tokens_left(ARIADNA) == 4
    assert game.state.open_order is None


def test_the_opponents_limit_to_one_token_in_the_first_turn_holds() -> None:
    """Command Tokens, N5 (Strategic Use): the second player may prevent the adversary from
    using more than one single Command Token during that first Turn; a Coordinated Order's
    token is one of them."""
    game = first_turn()
    game.run(SpendCommandToken(actor=TOHAA, player=TOHAA, use="limit_opponent_tokens"))
    game.run(SpendCommandToken(actor=ARIADNA, player=ARIADNA, use="reroll_doctor"))
    rejects(game, coordinated("a2", "a3"), CommandTokenRefused, "one single")
