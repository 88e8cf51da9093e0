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
    blind: str | None = None
    """As recorded: the import verified the hash it covers."""


async def game_exists(conn: AsyncConnection[TupleRow], game_id: UUID) -> bool:
    """Whether the game is here; holds the import's claim on its id until the transaction ends,
    so a second import of the game waits, then finds the first one's events (and is answered
    like any import of a game already here, not with the race's unique violation)."""
    await conn.execute("SELECT pg_advisory_xact_lock(%s)", (_lock_key(game_id),))
    found = await conn.execute("SELECT 1 FROM events WHERE game_id = %s LIMIT 1", (game_id,))
    return await found.fetchone() is not None


def _lock_key(game_id: UUID) -> int:
    # The first 8 bytes of a random UUID, as PostgreSQL's signed bigint.
    return int.from_bytes(game_id.bytes[:8], "big", signed=True)


async def organises(conn: AsyncConnection[TupleRow], game_id: UUID, token_hash: str) -> bool:
    """Whether the token (by its hash) organises the game."""
    found = await conn.execute(
        "SELECT 1 FROM game_tokens WHERE game_id = %s AND token_hash = %s AND role = 'organiser'",
        (game_id, token_hash),
    )
    return await found.fetchone() is not None


async def insert_imported_events(
    conn: AsyncConnection[TupleRow], events: Sequence[ImportedEvent]
) -> None:
    """StateConflict when the game is already here: a last guard, since game_exists makes a
    second import of one game wait for the first and find its events."""
    try:
        await _insert(conn, events)
    except UniqueViolation as raced:
        game_id = events[0].game_id if events else None
        raise StateConflict(f"game {game_id} is already here") from raced


async def _insert(conn: AsyncConnection[TupleRow], events: Sequence[ImportedEvent]) -> None:
    async with conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO events (game_id, version, event_id, type, data, metadata,"
            " recorded_at, prev_hash, hash, blind)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
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
                    e.blind,
                )
                for e in events
            ],
        )
