"""The wake-up NOTIFY of appends that committed on their own, sent just after their commit.

A NOTIFY in the appending transaction takes a lock on the whole database at commit and keeps
it through the commit's WAL flush, so every notifying commit in the cluster waits for the one
before it: with 16 writers, nearly all of them were found waiting on that lock (pg_stat_activity
`Lock:object`) and no two commits ever shared a flush. Sent afterwards, from a transaction
that writes nothing durable (synchronous_commit off), the lock is held for microseconds.

The notification is only a wake-up (readers poll too), so what this gives up is small: one
lost if the process dies between an append's commit and its announcement. Announcements made
while one is being sent are gathered into the next, one statement for all their games.
"""

from __future__ import annotations

import asyncio
import logging
from uuid import UUID

from psycopg import Error
from psycopg_pool import PoolTimeout

from service.store.database import Pool

log = logging.getLogger(__name__)

ANNOUNCE_ACQUIRE_TIMEOUT_SECONDS = 2.0
"""A wake-up that cannot get a connection this soon is dropped: readers poll anyway."""

_NOTIFY = (
    "SELECT set_config('synchronous_commit', 'off', true),"
    " count(pg_notify(%s, game::text)) FROM unnest(%s::uuid[]) AS game"
)


class Announcer:
    def __init__(self, pool: Pool, channel: str) -> None:
        self._pool = pool
        self._channel = channel
        self._pending: dict[UUID, None] = {}
        self._sending: asyncio.Task[None] | None = None

    def announce(self, game_id: UUID) -> None:
        """Wake the game's readers soon; call it once the game's append has committed."""
        self._pending[game_id] = None
        if self._sending is None or self._sending.done():
            self._sending = asyncio.get_running_loop().create_task(self._send())

    async def flush(self) -> None:
        """Wait until every announcement made so far is sent (or dropped)."""
        while self._sending is not None and not self._sending.done():
            await asyncio.shield(self._sending)

    async def _send(self) -> None:
        while self._pending:
            games = list(self._pending)
            self._pending.clear()
            try:
                async with self._pool.connection(timeout=ANNOUNCE_ACQUIRE_TIMEOUT_SECONDS) as conn:
                    # Its own transaction, committed by the statement: never a caller's.
                    await conn.set_autocommit(True)
                    try:
                        await conn.execute(_NOTIFY, (self._channel, games))
                    finally:
                        await conn.set_autocommit(False)
            except (Error, PoolTimeout) as failed:
                log.warning("append wake-ups not sent (readers will poll): %s", failed)
