"""Writing a game carried over from another instance's audit export, as it was recorded there.

The events keep their versions, times, hashes and metadata, so the chain and the dice verify
here exactly as they did there; only `position` (this log's own order) and `event_id` (never
exported) are new.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from psycopg import AsyncConnection
from psycopg.errors import UniqueViolation
from psycopg.rows import TupleRow
from psycopg.types.json import Jsonb

from service.domain.errors import StateConflict


@dataclass(frozen=True, slots=True)
class ImportedEvent:
    game_id: UUID
    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at: datetime
    prev_hash: str
    hash: str


async def game_exists(conn: AsyncConnection[TupleRow], game_id: UUID) -> bool:
    found = await conn.execute("SELECT 1 FROM events WHERE game_id = %s LIMIT 1", (game_id,))
    return await found.fetchone() is not None


async def insert_imported_events(
    conn: AsyncConnection[TupleRow], events: Sequence[ImportedEvent]
) -> None:
    """StateConflict when the game is already here: two imports of one game at once both pass
    game_exists, and the second's first row then meets the first's on the primary key."""
    try:
        await _insert(conn, events)
    except UniqueViolation as raced:
        game_id = events[0].game_id if events else None
        raise StateConflict(f"game {game_id} is already here") from raced


async def _insert(conn: AsyncConnection[TupleRow], events: Sequence[ImportedEvent]) -> None:
    async with conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO events (game_id, version, event_id, type, data, metadata,"
            " recorded_at, prev_hash, hash) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                (
                    e.game_id,
                    e.version,
                    uuid.uuid4(),
                    e.type,
                    Jsonb(e.data),
                    Jsonb(e.metadata),
                    e.recorded_at,
                    e.prev_hash,
                    e.hash,
                )
                for e in events
            ],
        )
