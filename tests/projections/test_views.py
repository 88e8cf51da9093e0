"""The order-state projection is a faithful snapshot: the state comes back from it unchanged."""

from __future__ import annotations

import json

from service.domain.game import evolve, initial_state
from service.projections.views import order_state, roll_outcome, state_from_order_state
from tests.audit.game_builder import play_short_game


def test_every_state_of_a_game_round_trips_through_its_projection() -> None:
    game = play_short_game()
    state = initial_state()
    for event in game.history:
        state = evolve(state, event)
        # Through JSON, as PostgreSQL's jsonb column stores and returns it.
        stored = json.loads(json.dumps(order_state(state)))
        assert state_from_order_state(stored) == state


def test_the_projection_shows_the_orders_left() -> None:
    game = play_short_game()
    state = initial_state()
    seen: set[int] = set()
    for event in game.history:
        state = evolve(state, event)
        view = order_state(state)
        assert view["orders_left"] == (state.pool.total if state.pool else 0)
        seen.add(view["orders_left"])
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
