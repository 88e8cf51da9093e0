"""Army lists in Combat Groups, each with its own Order Pool.

Orders and the Order Pool (N5), https://infinitythewiki.com/Orders_and_the_Order_Pool: Regular
Troopers add their Order to the Order Pool of their Combat Group, where it can be spent by any
Trooper of the same Combat Group; a group never spends another group's Orders; Irregular Orders
and the Lieutenant Special Order are in no Order Pool. A Combat Group holds at most 10 Troopers.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.commands import (
    ActivateTrooper,
    AddTrooper,
    Conclude,
    EditTrooper,
    EndTurn,
    Resolve,
    StartTurn,
    WithdrawDeclaration,
)
from service.domain.declarations import Move
from service.domain.errors import CombatGroupFull, InvalidCommand, NoGroupOrders
from service.domain.events import GroupOrders, TrooperAdded, TurnStarted, encode_event
from service.domain.troopers import SkillEntry, Trooper
from tests.builders.game import (
    ARIADNA,
    COMBI,
    KNIFE,
    TOHAA,
    Game,
    activate,
    add,
    new_game,
    profile,
    rejects,
    trooper,
)
from tests.unit.domain.test_comms_attack import _play as play_program

GROUP_LIMIT = 10
"""Orders and the Order Pool (N5): a Combat Group holds up to 10 Troopers."""


def grouped_game() -> Game:
    """Ariadna: group 1 holds two Regulars and an Irregular, group 2 the Lieutenant and one
    Regular; Tohaa has one trooper in group 1."""
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "line-a", combat_group=1, points=10)
    add(game, ARIADNA, "line-b", combat_group=1, points=10)
    add(game, ARIADNA, "wild", combat_group=1, points=15, regular=False)
    add(game, ARIADNA, "boss", combat_group=2, points=25, lieutenant=True)
    add(game, ARIADNA, "scout", combat_group=2, points=20)
    add(game, TOHAA, "senku", combat_group=1, points=30)
    return game


def _stored(trooper_id: str, game: Game) -> dict[str, Any]:
    event = next(
        e
        for e in game.history
        if isinstance(e, TrooperAdded) and e.trooper.trooper_id == trooper_id
    )
    _, stored = encode_event(event)
    return stored


def test_a_trooper_keeps_its_combat_group_and_points() -> None:
    game = grouped_game()
    boss = game.state.trooper("boss")
    assert boss is not None
    assert (boss.combat_group, boss.points) == (2, 25)
    assert {"combat_group": 2, "points": 25}.items() <= _stored("boss", game)["trooper"].items()


def test_a_trooper_without_group_or_points_is_stored_as_before() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "old")
    stored = _stored("old", game)["trooper"]
    assert "combat_group" not in stored
    assert "points" not in stored
    assert msgspec.convert(stored, Trooper).combat_group is msgspec.UNSET


@pytest.mark.parametrize("field", ["combat_group", "points"])
def test_a_group_below_one_or_negative_points_are_refused(field: str) -> None:
    game = new_game(manual_dice=True)
    values = {"combat_group": 1, "points": 0, field: -1 if field == "points" else 0}
    rejects(game, trooper(ARIADNA, "t", **values), InvalidCommand, field.replace("_", " "))


def test_a_combat_group_holds_ten_troopers_and_refuses_the_eleventh() -> None:
    game = new_game(manual_dice=True)
    for n in range(GROUP_LIMIT):
        add(game, ARIADNA, f"t{n}", combat_group=1)
    rejects(game, trooper(ARIADNA, "extra", combat_group=1), CombatGroupFull, "Combat Group 1")
    # The limit is per group and per player.
    add(game, ARIADNA, "second", combat_group=2)
    add(game, TOHAA, "theirs", combat_group=1)


def test_a_trooper_moved_into_a_full_group_is_refused_but_may_stay_in_its_own() -> None:
    game = new_game(manual_dice=True)
    for n in range(GROUP_LIMIT):
        add(game, ARIADNA, f"t{n}", combat_group=1)
    add(game, ARIADNA, "other", combat_group=2)

    def edit(trooper_id: str, group: int) -> EditTrooper:
        return EditTrooper(
            actor=ARIADNA,
            trooper_id=trooper_id,
            name=trooper_id,
            profile=profile(),
            combat_group=group,
        )

    rejects(game, edit("other", 1), CombatGroupFull, "Combat Group 1")
    game.run(edit("t0", 1))


def test_the_turn_counts_one_pool_per_combat_group() -> None:
    game = grouped_game()
    (started,) = game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert isinstance(started, TurnStarted)
    # By hand: group 1 has line-a and line-b (wild is Irregular, keeps its own Order); group 2
    # has boss and scout, both Regular (the Lieutenant's Special Order is apart).
    assert started.groups == (GroupOrders(group=1, regular=2), GroupOrders(group=2, regular=2))
    assert started.regular_orders == 4
    assert started.irregular_orders == ("wild",)
    assert started.lieutenant_orders == 1


def test_a_game_without_groups_keeps_one_pool_recorded_as_before() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "a")
    add(game, ARIADNA, "b")
    (started,) = game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert isinstance(started, TurnStarted)
    assert started.groups is msgspec.UNSET
    assert "groups" not in encode_event(started)[1]
    assert game.state.pool is not None
    assert (game.state.pool.regular, game.state.pool.groups) == (2, ())


def test_some_troopers_in_groups_and_some_not_is_refused_at_the_turn() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "a", combat_group=1)
    add(game, ARIADNA, "b")
    rejects(game, StartTurn(actor=ARIADNA, player=ARIADNA), InvalidCommand, "'b'.*Combat Group")


def _spend_move(game: Game, trooper_id: str) -> None:
    # A Move asks for no roll: the order is resolved and concluded at once.
    activate(game, trooper_id, Move())
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))


def test_a_regular_order_comes_from_the_troopers_own_group() -> None:
    game = grouped_game()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    _spend_move(game, "scout")
    pool = game.state.pool
    assert pool is not None
    assert (pool.group_regular(1), pool.group_regular(2), pool.regular) == (2, 1, 3)


def test_a_group_with_no_regular_order_left_cannot_take_another_groups() -> None:
    game = grouped_game()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    _spend_move(game, "scout")
    _spend_move(game, "boss")
    scout = ActivateTrooper(actor=ARIADNA, trooper="scout", skill=Move())
    rejects(game, scout, NoGroupOrders, "Combat Group 2")
    # Group 1's two Orders are still there, for its own troopers only.
    _spend_move(game, "line-a")
    assert game.state.pool is not None
    assert game.state.pool.group_regular(1) == 1


def test_an_irregular_trooper_may_spend_its_groups_regular_orders() -> None:
    game = grouped_game()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    _spend_move(game, "wild")
    pool = game.state.pool
    assert pool is not None
    assert (pool.group_regular(1), pool.irregular) == (1, ("wild",))


def test_a_withdrawn_activation_gives_the_order_back_to_its_group() -> None:
    game = grouped_game()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    activate(game, "scout", Move())
    game.run(WithdrawDeclaration(actor=ARIADNA))
    pool = game.state.pool
    assert pool is not None
    assert (pool.group_regular(2), pool.regular) == (2, 4)
    game.run(EndTurn(actor=ARIADNA))


def _hacking_game() -> Game:
    """Ariadna's Hacker and a spare Regular in group 2, her Fennec in group 1; Tohaa's TAG and
    Senku in group 1 (the profiles of the Comms Attack tests)."""
    game = new_game(manual_dice=True)
    for player, trooper_id, skills, bts, vitality, group in (
        (ARIADNA, "hacker", (SkillEntry("Hacker"),), 0, 1, 2),
        (ARIADNA, "spare", (), 0, 1, 2),
        (ARIADNA, "fennec", (), 0, 1, 1),
        (TOHAA, "tag", (), 3, 3, 1),
        (TOHAA, "senku", (), 0, 1, 1),
    ):
        game.run(
            AddTrooper(
                actor=player,
                player=player,
                trooper_id=trooper_id,
                name=trooper_id.title(),
                profile=profile(bts=bts, vitality=vitality),
                skills=skills,
                weapons=(COMBI,),
                melee_weapons=(KNIFE,),
                combat_group=group,
            )
        )
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    return game


def test_an_isolated_trooper_gives_no_order_to_its_groups_pool() -> None:
    # Isolated State (N5): still Isolated at the start of its Active Turn, its Order is not in
    # the Order Pool; it keeps it as an Irregular Order of its own.
    game = _hacking_game()
    play_program(game, "oblivion", (5,), saves=(20,))
    game.run(EndTurn(actor=ARIADNA))
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    assert (started.groups, started.irregular_orders) == (
        (GroupOrders(group=1, regular=1),),
        ("tag",),
    )


def test_a_possessed_trooper_spends_the_orders_of_the_group_that_possessed_it() -> None:
    game = _hacking_game()
    play_program(game, "total_control", (5,), saves=(20,))
    pool = game.state.pool
    assert pool is not None
    assert (pool.group_regular(1), pool.group_regular(2)) == (1, 1)
    # The TAG is in Tohaa's group 1; the Hacker that possessed it is in Ariadna's group 2.
    _spend_move(game, "tag")
    pool = game.state.pool
    assert pool is not None
    assert (pool.group_regular(1), pool.group_regular(2)) == (1, 0)
    tag = ActivateTrooper(actor=ARIADNA, trooper="tag", skill=Move())
    rejects(game, tag, NoGroupOrders, "Combat Group 2")


def test_a_trooper_added_mid_turn_without_a_group_takes_no_groups_order() -> None:
    game = grouped_game()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    add(game, ARIADNA, "late")
    late = ActivateTrooper(actor=ARIADNA, trooper="late", skill=Move())
    rejects(game, late, InvalidCommand, "'late' is in no Combat Group")
