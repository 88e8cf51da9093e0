"""evolve for the game's own events: creation, troopers joining, turns, free rolls, the end."""

from __future__ import annotations

from service.domain._evolve.guards import check, check_live, in_step, replace
from service.domain.events import (
    GameCreated,
    GameEnded,
    RollMade,
    TrooperAdded,
    TurnEnded,
    TurnStarted,
)
from service.domain.state import GameState, OrderPool


def game_created(state: GameState, event: GameCreated) -> GameState:
    check(not state.created, "the game already exists")
    return replace(
        state,
        game_id=event.game_id,
        edition=event.edition,
        players=event.players,
        client_seed=event.client_seed,
        manual_dice=event.manual_dice,
        seed_commitment=event.seed_commitment,
        phase="setup",
    )


def trooper_added(state: GameState, event: TrooperAdded) -> GameState:
    in_step(state, event)
    trooper = event.trooper
    check(trooper.player in state.players, f"{trooper.player!r} does not play this game")
    check(state.trooper(trooper.trooper_id) is None, f"{trooper.trooper_id!r} already exists")
    check((trooper.wounds, trooper.state) == (0, "normal"), "a trooper joins unhurt")
    return replace(state, troopers=(*state.troopers, trooper))


def turn_started(state: GameState, event: TurnStarted) -> GameState:
    check_live(state)
    check(state.phase in ("setup", "between_turns"), f"a turn cannot start in {state.phase}")
    check(event.turn == state.turn + 1, f"turn {event.turn} does not follow {state.turn}")
    check(event.player in state.players, f"{event.player!r} does not play this game")
    pool = OrderPool(
        player=event.player,
        regular=event.regular_orders,
        irregular=event.irregular_orders,
        lieutenant=event.lieutenant_orders,
    )
    return replace(state, phase="orders", turn=event.turn, active_player=event.player, pool=pool)


def turn_ended(state: GameState, event: TurnEnded) -> GameState:
    check_live(state)
    check(state.phase == "orders", "no turn is running")
    in_step(state, event)
    check(
        (event.turn, event.player) == (state.turn, state.active_player),
        f"turn {event.turn} of {event.player!r} is not the running turn",
    )
    return replace(
        state, phase="between_turns", active_player=None, previous_player=event.player, pool=None
    )


def roll_made(state: GameState, event: RollMade) -> GameState:
    check_live(state)
    return replace(state, free_rolls=state.free_rolls + 1)


def game_ended(state: GameState, event: GameEnded) -> GameState:
    check_live(state)
    return replace(state, phase="ended", ended=True)
