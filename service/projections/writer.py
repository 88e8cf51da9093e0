"""The projections' writers: kept current in the same transaction as the events they follow.

Reading them is `read.py`'s; what they hold is `models.py`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from uuid import UUID

import msgspec
from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.domain.events import Event
from service.domain.game import evolve, initial_state
from service.domain.state import GameState
from service.projections.models import (
    ROLL_EVENTS,
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
                "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, %s, %s::jsonb)"
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


async def rebuild(pool: Pool) -> int:
    """Drop every projection and replay the whole log; returns the number of games.

    One transaction: readers see the old projections until the new ones are complete. The log
    is read once, in game order, through one server-side cursor fetching large batches, each
    event decoded straight from its text into its type (no intermediate dicts); the rows go
    back with COPY a few hundred games at a time. This is several times faster than a cursor,
    an upsert and a lookup of stored rolls per game, and the result is the same.
    """
    async with pool.connection() as conn, conn.transaction():
        await conn.execute("DELETE FROM roll_projections")
        await conn.execute("DELETE FROM game_projections")
        pending = _Pending()
        games = 0
        current: UUID | None = None
        state = initial_state()
        replayed: list[tuple[int, Event]] = []
        stored: dict[int, msgspec.Raw] = {}
        async with conn.cursor(name="rebuild_events") as cursor:
            cursor.itersize = REBUILD_FETCH_ROWS
            await cursor.execute(_TAGGED_EVENTS)
            async for game_id, version, event_type, data in cursor:
                if game_id != current:
                    if current is not None:
                        pending.add(current, state, replayed, stored)
                        games += 1
                        if pending.games >= REBUILD_FLUSH_GAMES:
                            await pending.flush(conn)
                    current, state, replayed, stored = game_id, initial_state(), [], {}
                event = _EVENT.decode(_tagged(event_type, data))
                state = evolve(state, event)
                replayed.append((version, event))
                if isinstance(event, ROLL_EVENTS):
                    stored[version] = msgspec.Raw(data)
        if current is not None:
            pending.add(current, state, replayed, stored)
            games += 1
        await pending.flush(conn)
    return games


REBUILD_FETCH_ROWS = 5000
REBUILD_FLUSH_GAMES = 200
_TAGGED_EVENTS = "SELECT game_id, version, type, data::text FROM events ORDER BY game_id, version"
_EVENT = msgspec.json.Decoder(Event)
_ENCODE = msgspec.json.Encoder().encode


def _tagged(event_type: str, data: str) -> str:
    """The event's JSON with its type as the tag the Event union is decoded by (the stored
    data never holds that key); joined as text, cheaper than merging jsonb on the server."""
    tag = '{"type":' + _ENCODE(event_type).decode()
    rest = data.lstrip()[1:].lstrip()
    return tag + ("}" if rest.startswith("}") else "," + rest)


class _Pending:
    """Projection rows of replayed games, written together by COPY."""

    def __init__(self) -> None:
        self.states: list[tuple[UUID, int, str]] = []
        self.rolls: list[tuple[UUID, int, str]] = []

    @property
    def games(self) -> int:
        return len(self.states)

    def add(
        self,
        game_id: UUID,
        state: GameState,
        events: Sequence[tuple[int, Event]],
        stored: Mapping[int, msgspec.Raw],
    ) -> None:
        self.states.append((game_id, state.version, _ENCODE(order_state(state)).decode()))
        # Nothing is stored yet for this game, so no earlier roll is known to change.
        self.rolls.extend(
            (game_id, row.version, _ENCODE(row).decode())
            for row in roll_outcomes([], events, stored)
        )

    async def flush(self, conn: AsyncConnection[TupleRow]) -> None:
        async with conn.cursor() as cur:
            if self.states:
                async with cur.copy(
                    "COPY game_projections (game_id, version, state) FROM STDIN"
                ) as copy:
                    for row in self.states:
                        await copy.write_row(row)
            if self.rolls:
                async with cur.copy(
                    "COPY roll_projections (game_id, version, data) FROM STDIN"
                ) as copy:
                    for row in self.rolls:
                        await copy.write_row(row)
        self.states.clear()
        self.rolls.clear()
