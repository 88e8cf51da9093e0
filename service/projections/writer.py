"""The projections' writers: kept current in the same transaction as the events they follow.

Reading them is `read.py`'s; what they hold is `models.py`'s; replaying them all from the log
is `rebuild.py`'s (exported here too, beside the writer it must agree with).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import LiteralString
from uuid import UUID

import msgspec
from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.domain.events import Event, OrderVoided
from service.domain.game import initial_state
from service.domain.state import GameState, ResolvedOrder
from service.projections.models import (
    RollOutcome,
    concluded_orders,
    load_order,
    load_roll_outcome,
    order_state,
    roll_outcomes,
)
from service.projections.rebuild import rebuild

__all__ = ["project", "rebuild"]


async def project(
    conn: AsyncConnection[TupleRow],
    game_id: UUID,
    state: GameState,
    events: Sequence[tuple[int, Event]],
    *,
    before: GameState | None = None,
) -> None:
    """Record `state` (after `events`, given with their versions, which follow `before`; None:
    they are the game's first) in the projections."""
    await conn.execute(
        "INSERT INTO game_projections (game_id, version, state, updated_at)"
        " VALUES (%s, %s, %s::json, now())"
        " ON CONFLICT (game_id) DO UPDATE"
        " SET version = EXCLUDED.version, state = EXCLUDED.state, updated_at = now()",
        (game_id, state.version, msgspec.json.encode(order_state(state)).decode()),
    )
    orders = concluded_orders(
        before or initial_state(), events, await _known_orders(conn, game_id, events)
    )
    await _upsert(conn, _ORDER_ROWS, [(game_id, o.number, _ENCODE(o).decode()) for o in orders])
    outcomes = roll_outcomes(await _known_rolls(conn, game_id, events), events)
    await _upsert(
        conn, _ROLL_ROWS, [(game_id, r.version, _ENCODE(r).decode(), r.order) for r in outcomes]
    )


_ORDER_ROWS: LiteralString = (
    "INSERT INTO order_projections (game_id, number, data) VALUES (%s, %s, %s::json)"
    " ON CONFLICT (game_id, number) DO UPDATE SET data = EXCLUDED.data"
)
# A roll's order goes beside its data: the next command's `_known_rolls` looks rolls up by it.
_ROLL_ROWS: LiteralString = (
    "INSERT INTO roll_projections (game_id, version, data, order_number)"
    " VALUES (%s, %s, %s::json, %s)"
    " ON CONFLICT (game_id, version) DO UPDATE SET data = EXCLUDED.data"
)


async def _upsert(
    conn: AsyncConnection[TupleRow], query: LiteralString, rows: Sequence[tuple[object, ...]]
) -> None:
    """Concluded orders and roll outcomes alike: stored whole, a row per number, rewritten when
    the number comes again (a voided order, a roll changed by a later step)."""
    if rows:
        async with conn.cursor() as cur:
            await cur.executemany(query, rows)


async def _known_orders(
    conn: AsyncConnection[TupleRow], game_id: UUID, events: Sequence[tuple[int, Event]]
) -> dict[int, ResolvedOrder]:
    """The stored orders `events` void: the row is kept, marked void."""
    voided = [e.order for _, e in events if isinstance(e, OrderVoided)]
    if not voided:
        return {}
    cur = await conn.execute(
        "SELECT data::text FROM order_projections WHERE game_id = %s AND number = ANY(%s)",
        (game_id, voided),
    )
    return {order.number: order for order in map(load_order, [r[0] for r in await cur.fetchall()])}


async def _known_rolls(
    conn: AsyncConnection[TupleRow], game_id: UUID, events: Sequence[tuple[int, Event]]
) -> list[RollOutcome]:
    """The stored rolls of the orders `events` touch: a discard, reroll or void changes them."""
    orders = sorted({order for _, e in events if (order := getattr(e, "order", None)) is not None})
    if not orders:
        return []
    cur = await conn.execute(
        "SELECT data FROM roll_projections WHERE game_id = %s AND order_number = ANY(%s)",
        (game_id, orders),
    )
    return [load_roll_outcome(row[0]) for row in await cur.fetchall()]


_ENCODE = msgspec.json.Encoder().encode
