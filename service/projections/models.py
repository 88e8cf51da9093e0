"""The read models the projection tables hold, derived from state and events only (no I/O).

The order-state read model is its own versioned type, like Equinox's snapshot event: the write
side's `GameState` may change shape without rewriting the stored rows, and the API's views may
change without either. A stored row names its `schema_version`; a reader upgrades an older one
or, when it cannot, asks for a rebuild from the event log (`infinity-ledger rebuild`).
"""

from __future__ import annotations

import uuid
from typing import Any

import msgspec

from service.domain.events import (
    Event,
    GutsRollMade,
    OrderRollMade,
    RerollMade,
    RollMade,
    SavingRollsMade,
    encode_event,
)
from service.domain.state import GameState, OpenOrder, OrderPool, Phase, ResolvedOrder
from service.domain.troopers import Trooper
from service.rules.values import Edition

ROLL_EVENTS = (RollMade, OrderRollMade, RerollMade, SavingRollsMade, GutsRollMade)
"""Events that carry dice: each becomes one row of the roll-outcome projection."""


class OrderStateV1(msgspec.Struct, frozen=True, kw_only=True, tag_field="schema_version", tag=1):
    """One game's order state: turn, phase, pools, troopers, the open order, past orders.

    Also the write side's snapshot: a command starts from it instead of folding the whole log.
    """

    version: int
    game_id: uuid.UUID | None
    edition: Edition
    players: tuple[str, ...]
    client_seed: str
    manual_dice: bool
    seed_commitment: str | None
    phase: Phase
    ended: bool
    turn: int
    active_player: str | None
    previous_player: str | None
    pool: OrderPool | None
    troopers: tuple[Trooper, ...]
    last_order_number: int
    open_order: OpenOrder | None
    resolved_orders: tuple[ResolvedOrder, ...]
    free_rolls: int
    orders_left: int
    """The active player's orders still to spend this turn (0 between turns)."""

    def to_state(self) -> GameState:
        """The state back from the snapshot, equal to the fold of the events it follows."""
        return GameState(
            version=self.version,
            game_id=self.game_id,
            edition=self.edition,
            players=self.players,
            client_seed=self.client_seed,
            manual_dice=self.manual_dice,
            seed_commitment=self.seed_commitment,
            phase=self.phase,
            ended=self.ended,
            turn=self.turn,
            active_player=self.active_player,
            previous_player=self.previous_player,
            pool=self.pool,
            troopers=self.troopers,
            last_order_number=self.last_order_number,
            open_order=self.open_order,
            resolved_orders=self.resolved_orders,
            free_rolls=self.free_rolls,
        )


OrderState = OrderStateV1
"""The current version: what the writer stores and the readers hand out."""


class UnreadableReadModel(ValueError):
    """A stored row of a schema version this server cannot read (a newer server wrote it)."""


def order_state(state: GameState) -> OrderState:
    return OrderStateV1(
        version=state.version,
        game_id=state.game_id,
        edition=state.edition,
        players=state.players,
        client_seed=state.client_seed,
        manual_dice=state.manual_dice,
        seed_commitment=state.seed_commitment,
        phase=state.phase,
        ended=state.ended,
        turn=state.turn,
        active_player=state.active_player,
        previous_player=state.previous_player,
        pool=state.pool,
        troopers=state.troopers,
        last_order_number=state.last_order_number,
        open_order=state.open_order,
        resolved_orders=state.resolved_orders,
        free_rolls=state.free_rolls,
        orders_left=state.pool.total if state.pool else 0,
    )


_ORDER_STATE = msgspec.json.Decoder(OrderStateV1)


def load_order_state(stored: bytes | str) -> OrderState:
    """The read model from its stored JSON, upgraded to the current version.

    Rows written before the read model was versioned carry no `schema_version`; their fields
    are exactly version 1's, and msgspec reads a lone tagged struct without its tag, so they
    load as version 1 unchanged. A later version decodes a union of the versions it knows and
    upgrades the older ones here.
    """
    try:
        return _ORDER_STATE.decode(stored)
    except msgspec.ValidationError as exc:
        raise UnreadableReadModel(
            f"the stored order state does not fit version 1 ({exc}); rebuild the projections"
        ) from exc


def roll_outcome(version: int, event: Event) -> dict[str, Any] | None:
    """One recorded roll (free-standing, order roll, reroll, saves or Guts), or None."""
    if not isinstance(event, ROLL_EVENTS):
        return None
    event_type, data = encode_event(event)
    return {"version": version, "type": event_type, **data}
