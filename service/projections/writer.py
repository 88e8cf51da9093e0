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
from service.projections.models import order_state, roll_outcome
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
    rows = [
        (game_id, version, Jsonb(view))
        for version, event in events
        if (view := roll_outcome(version, event)) is not None
    ]
    if rows:
        async with conn.cursor() as cur:
            await cur.executemany(
                "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, %s, %s)", rows
            )


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
