"""The order-state read model is a faithful, versioned snapshot: the state comes back unchanged."""

from __future__ import annotations

import json

import msgspec
import pytest

from service.domain.game import evolve, initial_state
from service.projections.models import (
    OrderStateV1,
    UnreadableReadModel,
    load_order_state,
    order_state,
    roll_outcome,
)
from tests.builders.export import play_short_game


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
    assert stored["schema_version"] == 1


def test_a_row_from_before_the_read_model_was_versioned_still_loads() -> None:
    # What the projection held before: the state's fields, its game id and orders left.
    state = play_short_game().state
    legacy = msgspec.to_builtins(state)
    legacy["orders_left"] = state.pool.total if state.pool else 0
    assert "schema_version" not in legacy
    loaded = load_order_state(json.dumps(legacy))
    assert isinstance(loaded, OrderStateV1)
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
