"""The projections' writers: kept current in the same transaction as the events they follow.

Reading them is `read.py`'s; what they hold is `models.py`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from uuid import UUID

import msgspec
from psycopg import AsyncConnection
from psycopg.rows import TupleRow
from psycopg.types.json import Jsonb

from service.domain.events import Event, decode_event
from service.domain.game import evolve, initial_state
from service.domain.state import GameState
from service.projections.models import (
    RollOutcome,
    load_roll_outcome,
    order_state,
    roll_outcomes,
)
from service.store.database import Pool


async def project(
    conn: AsyncConnection[TupleRow],
    game_id: UUID,
    state: GameState,
    events: Sequence[tuple[int, Event]],
) -> None:
    """Record `state` (after `events`, given with their versions) in the projections."""
    await conn.execute(
        "INSERT INTO game_projections (game_id, version, state, updated_at)"
        " VALUES (%s, %s, %s::jsonb, now())"
        " ON CONFLICT (game_id) DO UPDATE"
        " SET version = EXCLUDED.version, state = EXCLUDED.state, updated_at = now()",
        (game_id, state.version, msgspec.json.encode(order_state(state)).decode()),
    )
    outcomes = roll_outcomes(await _known_rolls(conn, game_id, events), events)
    if outcomes:
        async with conn.cursor() as cur:
            await cur.executemany(
                "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, %s, %s)"
                " ON CONFLICT (game_id, version) DO UPDATE SET data = EXCLUDED.data",
                [(game_id, row.version, Jsonb(msgspec.to_builtins(row))) for row in outcomes],
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


async def rebuild(pool: Pool) -> int:
    """Drop every projection and replay the whole log; returns the number of games.

    One transaction: readers see the old projections until the new ones are complete.
    """
    async with pool.connection() as conn, conn.transaction():
        await conn.execute("DELETE FROM roll_projections")
        await conn.execute("DELETE FROM game_projections")
        games = [row[0] for row in await (await conn.execute(_GAME_IDS)).fetchall()]
        for game_id in games:
            state = initial_state()
            replayed: list[tuple[int, Event]] = []
            # A server-side cursor streams a long game instead of loading it whole.
            async with conn.cursor(name="rebuild_events") as cursor:
                await cursor.execute(_GAME_EVENTS, (game_id,))
                async for version, event_type, data in cursor:
                    event = decode_event(event_type, data)
                    state = evolve(state, event)
                    replayed.append((version, event))
            await project(conn, game_id, state, replayed)
    return len(games)


_GAME_IDS = "SELECT game_id FROM events WHERE version = 1 ORDER BY position"
_GAME_EVENTS = "SELECT version, type, data FROM events WHERE game_id = %s ORDER BY version"
