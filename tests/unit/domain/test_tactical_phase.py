"""The Tactical Phase's own rules in a game that follows the Game Sequence: Loss of Lieutenant,
Retreat! and the Impetuous Phase. Expected values are worked out by hand from the pages:

- https://infinitythewiki.com/Loss_of_Lieutenant (N5): with no Lieutenant able to act (Null
  or Isolated) every trooper of the army is Irregular; at the end of that turn the player must
  appoint a new Lieutenant, neither an Irregular trooper nor a REM.
- https://infinitythewiki.com/Retreat_Situation (N5): survivors worth 25% or less of the army
  (the page's table rounds up: 250 points, 63 or less) put the army in Retreat!, which is a
  Loss of Lieutenant, names no new Lieutenant, and skips the Impetuous Phase
  (https://infinitythewiki.com/Retreat_State).
- https://infinitythewiki.com/Impetuous (N5): each Impetuous trooper may be activated once in
  the Impetuous Phase, before the Order Pool is used, with its Impetuous Order.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    AppointLieutenant,
    ChooseInitiative,
    Conclude,
    DeployTroopers,
    EndTurn,
    EnteredDice,
    Resolve,
    RollInitiative,
    StartTurn,
)
from service.domain.declarations import Move
from service.domain.errors import Forbidden, InvalidCommand, TacticalRuleRefused
from service.domain.events import (
    GameEnded,
    LieutenantAppointed,
    LossOfLieutenantDeclared,
    RetreatDeclared,
    TurnEnded,
    TurnStarted,
)
from service.domain.game import EventRejectedError, evolve
from service.domain.state import HeldState
from service.domain.troopers import SkillEntry
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, profile, rejects, trooper
from tests.builders.tactical import IMPETUOUS, a2_drops, deploy_armies, drops
from tests.unit.domain.test_comms_attack import _play


def sequenced(tohaa_points: tuple[int, int, int] = (40, 20, 40), **b2: Any) -> Game:
    game = new_game(manual_dice=True, rounds=3)
    deploy_armies(game, tohaa_points, **b2)
    return game


def appoint(trooper: str) -> AppointLieutenant:
    return AppointLieutenant(actor=TOHAA, trooper=trooper)


def tohaa_turn_after(*targets: str, **b2: Any) -> tuple[Game, list[object]]:
    game = sequenced(**b2)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, *targets)
    game.run(EndTurn(actor=ARIADNA))
    return game, list(game.run(StartTurn(actor=TOHAA, player=TOHAA)))


# --- Loss of Lieutenant ------------------------------------------------------------------------


def test_a_lieutenant_in_a_null_state_makes_every_trooper_irregular() -> None:
    game, events = tohaa_turn_after("b1")
    assert {t.trooper_id: t.state for t in game.state.troopers_of(TOHAA)}["b1"] == "dead"
    # b1 gives nothing; b2 and b3 each keep their own Irregular Order; no Lieutenant Order.
    loss, started = events
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason="the Lieutenant 'b1' is Dead")
    assert isinstance(started, TurnStarted)
    assert (started.regular_orders, started.irregular_orders, started.lieutenant_orders) == (
        0,
        ("b2", "b3"),
        0,
    )
    assert game.state.loss_of_lieutenant == (TOHAA,)


def test_the_turn_in_loss_of_lieutenant_ends_only_with_a_new_lieutenant() -> None:
    game, _ = tohaa_turn_after("b1")
    rejects(game, EndTurn(actor=TOHAA), TacticalRuleRefused, "appoint a new Lieutenant.*b2, b3")
    rejects(game, AppointLieutenant(actor=ARIADNA, trooper="a1"), Forbidden, "active player")
    rejects(
        game,
        AppointLieutenant(actor=TOHAA, trooper="b1"),
        TacticalRuleRefused,
        "cannot be appointed",
    )
    (appointed,) = game.run(AppointLieutenant(actor=TOHAA, trooper="b3"))
    assert appointed == LieutenantAppointed(player=TOHAA, trooper="b3")
    (ended,) = game.run(EndTurn(actor=TOHAA))
    assert isinstance(ended, TurnEnded)
    assert game.state.loss_of_lieutenant == ()
    # Round 2: Tohaa's new Lieutenant b3 gives the Lieutenant Order and b2, b3 are Regular.
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    (started,) = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(started, TurnStarted)
    assert (started.regular_orders, started.irregular_orders, started.lieutenant_orders) == (
        2,
        (),
        1,
    )
    rejects(
        game,
        ActivateTrooper(actor=TOHAA, trooper="b2", order_type="lieutenant", skill=Move()),
        InvalidCommand,
        "only the Lieutenant",
    )
    game.run(ActivateTrooper(actor=TOHAA, trooper="b3", order_type="lieutenant", skill=Move()))


@pytest.mark.parametrize("b2", [{"regular": False}, {"unit_type": "REM"}])
def test_neither_an_irregular_trooper_nor_a_rem_is_appointed(b2: dict[str, Any]) -> None:
    game, _ = tohaa_turn_after("b1", **b2)
    rejects(game, EndTurn(actor=TOHAA), TacticalRuleRefused, "one of b3 ")
    rejects(
        game,
        AppointLieutenant(actor=TOHAA, trooper="b2"),
        TacticalRuleRefused,
        "cannot be appointed",
    )


def test_only_a_trooper_of_the_army_is_appointed() -> None:
    game = sequenced()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1")
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    rejects(
        game,
        AppointLieutenant(actor=TOHAA, trooper="a1"),
        InvalidCommand,
        "not a trooper of 'tohaa'",
    )


def test_a_lieutenant_standing_is_not_replaced() -> None:
    game = sequenced()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    rejects(game, AppointLieutenant(actor=ARIADNA, trooper="a2"), TacticalRuleRefused, "stands")


# --- Retreat! ------------------------------------------------------------------------------------


def test_survivors_at_a_quarter_of_the_army_retreat_and_the_next_round_ends_the_game() -> None:
    # Tohaa's army costs 100; b1 and b3 (40 each) fall: 20 survive, 25 or less. Tohaa plays
    # second: Game Round 2 is the first to start with Tohaa in Retreat!, so the game ends with it.
    game, events = tohaa_turn_after("b1", "b3")
    retreat, loss, started = events
    assert retreat == RetreatDeclared(player=TOHAA, survivors_points=20, army_points=100, round=2)
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason="the army is in Retreat!")
    assert isinstance(started, TurnStarted)
    assert started.irregular_orders == ("b2",)
    assert started.lieutenant_orders == 0
    # In Retreat! no Lieutenant is named.
    rejects(game, appoint("b2"), TacticalRuleRefused, "Retreat!")
    (ended,) = game.run(EndTurn(actor=TOHAA))
    assert isinstance(ended, TurnEnded)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    # Still in Retreat!: counted again, nothing new; still in Loss of Lieutenant.
    loss, _ = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert isinstance(loss, LossOfLieutenantDeclared)
    ended, game_ended = game.run(EndTurn(actor=TOHAA))
    assert game_ended == GameEnded(reason="Retreat!: the end of Game Round 2")
    assert game.state.ended


def test_the_first_player_in_retreat_ends_the_game_with_that_round() -> None:
    # Ariadna's army costs 100; b2 drops a1 and a2 (50 + 30) in Tohaa's turn: 20 survive. Ariadna
    # plays first, so Game Round 2 starts with her in Retreat! and ends the game.
    game = sequenced()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    drops(game, TOHAA, "b2", "a1", "a2")
    game.run(EndTurn(actor=TOHAA))
    retreat, _, started = game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert retreat == RetreatDeclared(player=ARIADNA, survivors_points=20, army_points=100, round=2)
    # In Retreat! there is no Impetuous Phase: a3 gets no Impetuous Order.
    assert isinstance(started, TurnStarted)
    assert started.impetuous_orders is msgspec.UNSET
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    _, game_ended = game.run(EndTurn(actor=TOHAA))
    assert game_ended == GameEnded(reason="Retreat!: the end of Game Round 2")


def test_an_army_in_retreat_with_no_trooper_left_ends_the_game() -> None:
    # Retreat! State (N5): a player in Retreat! who has lost all their troopers ends the game.
    game, events = tohaa_turn_after("b1", "b2", "b3")
    assert events == [
        RetreatDeclared(player=TOHAA, survivors_points=0, army_points=100, round=2),
        GameEnded(reason="Retreat!: 'tohaa' has lost all its Troopers"),
    ]
    assert game.state.ended


def test_a_free_game_takes_none_of_the_tactical_phases_events() -> None:
    game = new_game(manual_dice=True)
    with pytest.raises(EventRejectedError, match="game sequence"):
        evolve(game.state, LossOfLieutenantDeclared(player=TOHAA, reason="forged"))


def test_survivors_above_a_quarter_do_not_retreat() -> None:
    # b1 alone falls: 60 of 100 survive.
    _, events = tohaa_turn_after("b1")
    assert not any(isinstance(e, RetreatDeclared) for e in events)


def test_one_point_above_the_threshold_is_not_retreat() -> None:
    # An army of 250: b2 (64) survives alone, one above the table's 63.
    game = sequenced(tohaa_points=(93, 64, 93))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1", "b3")
    game.run(EndTurn(actor=ARIADNA))
    events = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert not any(isinstance(e, RetreatDeclared) for e in events)


def test_at_the_threshold_of_an_army_of_250_it_retreats() -> None:
    game = sequenced(tohaa_points=(94, 63, 93))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1", "b3")
    game.run(EndTurn(actor=ARIADNA))
    retreat = game.run(StartTurn(actor=TOHAA, player=TOHAA))[0]
    assert retreat == RetreatDeclared(player=TOHAA, survivors_points=63, army_points=250, round=2)


# --- The Impetuous Phase -------------------------------------------------------------------------


def test_an_impetuous_trooper_has_one_impetuous_order_before_the_pool() -> None:
    game = sequenced()
    (started,) = game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert isinstance(started, TurnStarted)
    assert started.impetuous_orders == ("a3",)
    # a3 is Regular too: its Regular Order is in the pool beside its Impetuous Order.
    assert started.regular_orders == 3
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="a2", order_type="impetuous", skill=Move()),
        TacticalRuleRefused,
        "no Impetuous Order",
    )
    game.run(ActivateTrooper(actor=ARIADNA, trooper="a3", order_type="impetuous", skill=Move()))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="a3", order_type="impetuous", skill=Move()),
        TacticalRuleRefused,
        "activated once",
    )


def test_the_first_order_of_the_pool_ends_the_impetuous_phase() -> None:
    game = sequenced()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="a2", skill=Move()))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    rejects(
        game,
        ActivateTrooper(actor=ARIADNA, trooper="a3", order_type="impetuous", skill=Move()),
        TacticalRuleRefused,
        "Impetuous Phase",
    )


def test_a_free_game_keeps_its_order_flow() -> None:
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "a3", skills=IMPETUOUS, points=20)
    (started,) = game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    assert isinstance(started, TurnStarted)
    assert started.impetuous_orders is msgspec.UNSET
    assert (started.regular_orders, started.lieutenant_orders) == (1, 0)


HACKER = (SkillEntry("Hacker"),)


def test_an_isolated_lieutenant_makes_every_trooper_irregular() -> None:
    # Loss of Lieutenant (N5): an Isolated Lieutenant is a Loss of Lieutenant; in a sequenced
    # game every trooper is then Irregular, the Senku too (a free game keeps it Regular).
    game = new_game(manual_dice=True, rounds=3)
    add(game, ARIADNA, "hacker", lieutenant=True, skills=HACKER)
    add(game, ARIADNA, "a2")
    game.run(
        msgspec.structs.replace(
            trooper(TOHAA, "tag", lieutenant=True), profile=profile(bts=3, vitality=3)
        )
    )
    add(game, TOHAA, "senku")
    game.run(
        RollInitiative(
            actor=ORGANISER,
            dice=(EnteredDice(roll=ARIADNA, faces=(12,)), EnteredDice(roll=TOHAA, faces=(5,))),
        )
    )
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=ARIADNA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=TOHAA))
    for player, troopers in (
        (TOHAA, ("tag",)),
        (ARIADNA, ("hacker",)),
        (TOHAA, ("senku",)),
        (ARIADNA, ("a2",)),
    ):
        game.run(DeployTroopers(actor=player, player=player, troopers=troopers))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    _play(game, "oblivion", (5,), saves=(20,))
    assert game.state.states_of("tag") == ("isolated",)
    game.run(EndTurn(actor=ARIADNA))

    loss, started = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert loss == LossOfLieutenantDeclared(player=TOHAA, reason="the Lieutenant 'tag' is Isolated")
    assert isinstance(started, TurnStarted)
    assert (started.regular_orders, started.irregular_orders, started.lieutenant_orders) == (
        0,
        ("tag", "senku"),
        0,
    )


def test_a_regular_order_asked_in_loss_of_lieutenant_points_to_the_troopers_own_order() -> None:
    """Loss of Lieutenant (https://infinitythewiki.com/Loss_of_Lieutenant): every trooper is
    Irregular, so a Regular Order asked for b2 is refused with where its Order is."""
    game, _ = tohaa_turn_after("b1")
    rejects(
        game,
        ActivateTrooper(actor=TOHAA, trooper="b2", skill=Move()),
        InvalidCommand,
        "no Regular Orders left: 'b2' has its own Irregular Order",
    )


def test_a_possessed_trooper_is_no_survivor_of_its_army() -> None:
    """Retreat! (https://infinitythewiki.com/Retreat_Situation) counts the troopers not in a
    Null State, and Possessed is one (the Victory Points leave it out the same way): with b1
    Dead and b3 Possessed, 20 of Tohaa's 100 points survive, 25 or less."""
    game = sequenced()
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b1")
    game.run(EndTurn(actor=ARIADNA))
    possessed = HeldState(trooper="b3", state="possessed", order=1, by=ARIADNA, hacker="a2")
    game.state = msgspec.structs.replace(game.state, held_states=(possessed,))
    retreat, *_ = game.run(StartTurn(actor=TOHAA, player=TOHAA))
    assert retreat == RetreatDeclared(player=TOHAA, survivors_points=20, army_points=100, round=2)
