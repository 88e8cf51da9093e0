"""A game's events as they leave the database, with their JSON still text, in batches.

For work handed to a worker process: decoding 2,000 events' JSON on the event loop and then
pickling the resulting objects costs the loop more than the work it hands over. Text crosses
the process boundary as a plain copy, and the worker decodes it (``recorded_event``).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import datetime
from uuid import UUID

from service.store.chain import GENESIS_HASH
from service.store.database import Pool, autocommitting
from service.store.event_store import RecordedEvent

EventRow = tuple[int, UUID, int, UUID, str, str, str, datetime, str, str, str | None]
"""position, game_id, version, event_id, type, data (JSON text), metadata (JSON text),
recorded_at, prev_hash, hash, blind."""

_ROW_COLUMNS = (
    "position, game_id, version, event_id, type, data::text, metadata::text,"
    " recorded_at, prev_hash, hash, blind"
)


async def iter_event_rows(
    pool: Pool, game_id: UUID, to_version: int | None = None, batch: int = 500
) -> AsyncIterator[list[EventRow]]:
    """The game's events in version order (up to ``to_version``), ``batch`` rows at a time.

    No connection is held between batches, so a slow consumer does not starve the pool.
    """
    next_version = 1
    while True:
        async with autocommitting(pool) as conn:
            cur = await conn.execute(
                f"SELECT {_ROW_COLUMNS} FROM events"
                " WHERE game_id = %s AND version >= %s AND (%s::int IS NULL OR version <= %s)"
                " ORDER BY version LIMIT %s",
                (game_id, next_version, to_version, to_version, batch),
            )
            rows: list[EventRow] = [tuple(row) for row in await cur.fetchall()]
        if rows:
            yield rows
        if len(rows) < batch:
            return
        next_version = rows[-1][2] + 1


async def read_head_and_digest(pool: Pool, game_id: UUID) -> tuple[int, str, str]:
    """The game's last version and hash, and a digest (SHA-256, hex) of its stored rows.

    One statement, so all three come from one snapshot. The digest is of each row's version as
    the server keeps it (`xmin`, the transaction that wrote that version of the row), in
    version order: a row changed in any way, behind the append-only trigger too, is a new
    version of the row with another `xmin`, so an answer kept under the digest is never given
    for a changed log. It costs the server an index scan, not the rows' text (which would be
    most of a cheap verification's time), and the event loop nothing.
    """
    async with autocommitting(pool) as conn:
        cur = await conn.execute(
            "SELECT max(e.version), (array_agg(e.hash ORDER BY e.version DESC))[1],"
            " encode(sha256(convert_to("
            "coalesce(string_agg(e.xmin::text, ',' ORDER BY e.version), ''), 'UTF8')), 'hex')"
            " FROM events e WHERE e.game_id = %s",
            (game_id,),
        )
        row = await cur.fetchone()
    if row is None or row[0] is None:
        return 0, GENESIS_HASH, str(row[2]) if row is not None else ""
    return int(row[0]), str(row[1]), str(row[2])


async def read_event_rows(pool: Pool, game_id: UUID, to_version: int | None) -> list[EventRow]:
    return [row async for rows in iter_event_rows(pool, game_id, to_version) for row in rows]


def recorded_event(row: EventRow) -> RecordedEvent:
    """The row as the event store would have returned it (psycopg decodes JSON the same way)."""
    position, game_id, version, event_id, type_, data, metadata, recorded_at, prev, hash_, blind = (
        row
    )
    return RecordedEvent(
        position=position,
        game_id=game_id,
        version=version,
        event_id=event_id,
        type=type_,
        data=json.loads(data),
        metadata=json.loads(metadata),
        recorded_at=recorded_at,
        prev_hash=prev,
        hash=hash_,
        blind=blind,
    )
