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
from psycopg.rows import TupleRow
from psycopg.types.json import Jsonb


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
