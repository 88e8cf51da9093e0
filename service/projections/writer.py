"""The projections' writers: kept current in the same transaction as the events they follow.

Reading them is `read.py`'s; what they hold is `models.py`'s; replaying them all from the log
is `rebuild.py`'s (exported here too, beside the writer it must agree with).
"""

from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

import msgspec
from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.domain.events import Event
from service.domain.state import GameState
from service.projections.models import (
    RollOutcome,
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
) -> None:
    """Record `state` (after `events`, given with their versions) in the projections."""
    await conn.execute(
        "INSERT INTO game_projections (game_id, version, state, updated_at)"
        " VALUES (%s, %s, %s::json, now())"
        " ON CONFLICT (game_id) DO UPDATE"
        " SET version = EXCLUDED.version, state = EXCLUDED.state, updated_at = now()",
        (game_id, state.version, msgspec.json.encode(order_state(state)).decode()),
    )
    outcomes = roll_outcomes(await _known_rolls(conn, game_id, events), events)
    if outcomes:
        async with conn.cursor() as cur:
            await cur.executemany(
                "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, %s, %s::json)"
                " ON CONFLICT (game_id, version) DO UPDATE SET data = EXCLUDED.data",
                [(game_id, row.version, _ENCODE(row).decode()) for row in outcomes],
            )


async def _known_rolls(
    conn: AsyncConnection[TupleRow], game_id: UUID, events: Sequence[tuple[int, Event]]
) -> list[RollOutcome]:
    """The stored rolls of the orders `events` touch: a discard, reroll or void changes them."""
    orders = sorted({order for _, e in events if (order := getattr(e, "order", None)) is not None})
    if not orders:
        return []
    cur = await conn.execute(
        "SELECT data FROM roll_projections WHERE game_id = %s AND (data->>'order')::int = ANY(%s)",
        (game_id, orders),
    )
    return [load_roll_outcome(row[0]) for row in await cur.fetchall()]


_ENCODE = msgspec.json.Encoder().encode
