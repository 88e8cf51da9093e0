"""The order-state read model is a faithful, versioned snapshot: the state comes back unchanged."""

from __future__ import annotations

import json

import msgspec
import pytest

from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    Conclude,
    EnteredDice,
    Resolve,
    StartTurn,
    VoidOrder,
    WithdrawDeclaration,
)
from service.domain.declarations import Move
from service.domain.game import evolve, initial_state
from service.projections.models import (
    OrderStateV2,
    UnreadableReadModel,
    load_order_state,
    order_state,
    roll_outcome,
)
from tests.builders.export import play_short_game
from tests.builders.game import ARIADNA, TOHAA, Game, add, new_game, shot


def test_every_state_of_a_game_round_trips_through_its_projection() -> None:
    game = play_short_game()
    state = initial_state()
    for event in game.history:
        state = evolve(state, event)
        # Through JSON with its keys reordered: rows stored before migration 0005 (jsonb) read so.
        stored = json.dumps(json.loads(msgspec.json.encode(order_state(state))), sort_keys=True)
        assert load_order_state(stored).to_state() == state


def test_the_stored_read_model_names_its_schema_version() -> None:
    stored = msgspec.json.decode(msgspec.json.encode(order_state(play_short_game().state)))
    assert stored["schema_version"] == 2
    assert "resolved_orders" not in stored


_KEPT_OF_PAST_ORDERS_SINCE_V2 = (
    "withdrawn_orders",
    "voided_orders",
    "order_changes",
    "took_part_in_orders",
)


FENNEC_SHOT = "fennec:bs_attack>senku-a"


def _orders_of_every_kind() -> Game:
    """Order 1 wounds a Senku, order 2 is withdrawn, order 3 moves and is voided, 4 is open."""
    game = new_game(manual_dice=True)
    add(game, ARIADNA, "fennec", bs=12)
    add(game, ARIADNA, "nisse")
    add(game, ARIADNA, "hawk")
    add(game, TOHAA, "senku-a", vitality=2)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("senku-a", 3, 8))))
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice(roll=FENNEC_SHOT, faces=(3, 3, 3)),)))
    game.run(Conclude(actor=ARIADNA, saves=(EnteredDice(roll=FENNEC_SHOT, faces=(20, 20, 20)),)))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="nisse", skill=Move()))
    game.run(WithdrawDeclaration(actor=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="nisse", skill=Move()))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    game.run(VoidOrder(actor=ORGANISER, order=3, reason="through a wall"))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="hawk", skill=Move()))
    return game


@pytest.mark.parametrize("tagged", [True, False], ids=["version 1", "before versions"])
def test_a_row_of_version_1_with_every_past_order_reads_as_the_state(tagged: bool) -> None:
    # What the projection held before version 2: the state's fields and every concluded order
    # whole (and before versions, no schema_version).
    game = _orders_of_every_kind()
    state = game.state
    assert state.order_changes, "order 1 should have wounded the Senku"
    legacy = {
        k: v
        for k, v in msgspec.to_builtins(order_state(state)).items()
        if k not in _KEPT_OF_PAST_ORDERS_SINCE_V2
    }
    legacy["resolved_orders"] = msgspec.to_builtins(game.resolved_orders)
    if tagged:
        legacy["schema_version"] = 1
    else:
        del legacy["schema_version"]
    loaded = load_order_state(json.dumps(legacy))
    assert isinstance(loaded, OrderStateV2)
    assert loaded.to_state() == state


def test_a_row_of_an_unknown_schema_version_asks_for_a_rebuild() -> None:
    stored = msgspec.to_builtins(order_state(play_short_game().state))
    stored["schema_version"] = 99
    with pytest.raises(UnreadableReadModel, match="rebuild"):
        load_order_state(json.dumps(stored))


def test_the_projection_shows_the_orders_left() -> None:
    game = play_short_game()
    state = initial_state()
    seen: set[int] = set()
    for event in game.history:
        state = evolve(state, event)
        view = order_state(state)
        assert view.orders_left == (state.pool.total if state.pool else 0)
        seen.add(view.orders_left)
    assert len(seen) > 1, "the game never spent an order"


def test_only_events_with_dice_become_roll_outcomes() -> None:
    game = play_short_game()
    rows = [roll_outcome(v, e) for v, e in enumerate(game.history, start=1)]
    kept = [r for r in rows if r is not None]
    assert kept
    assert all("draws" in r or "rolls" in r or "roll" in r for r in kept), kept[0].keys()
    assert {r["type"] for r in kept} <= {
        "roll_made",
        "order_roll_made",
        "reroll_made",
        "saving_rolls_made",
        "guts_roll_made",
    }
