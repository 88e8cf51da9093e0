"""The wake-up NOTIFY of appends that committed on their own, sent just after their commit.

A NOTIFY in the appending transaction takes a lock on the whole database at commit and keeps
it through the commit's WAL flush, so every notifying commit in the cluster waits for the one
before it: with 16 writers, nearly all of them were found waiting on that lock (pg_stat_activity
`Lock:object`) and no two commits ever shared a flush. Sent afterwards, from a transaction
that writes nothing durable (synchronous_commit off), the lock is held for microseconds.

The notification is only a wake-up (readers poll too), so what this gives up is small: one
lost if the process dies between an append's commit and its announcement. Announcements made
while one is being sent are gathered into the next, one statement for all their games.

They go on a connection of the announcer's own, not one of the pool's: when the pool was
busy with writers (a full pool under load is exactly when announcements come), each batch
waited for a writer's connection and then kept a writer waiting for its own, about 7% of
the appends/s of 16 writers on a pool of 16. The connection is closed once announcements
stop for a while, and on `close`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from uuid import UUID

from psycopg import Error

from service.store.database import Connection, Pool, connect_like

log = logging.getLogger(__name__)

ANNOUNCE_CONNECT_TIMEOUT_SECONDS = 2.0
"""A wake-up that cannot get a connection this soon is dropped: readers poll anyway."""
IDLE_CLOSE_SECONDS = 2.0
"""The announcer's connection is closed after this long without an announcement."""

_NOTIFY = (
    "SELECT set_config('synchronous_commit', 'off', true),"
    " count(pg_notify(%s, game::text)) FROM unnest(%s::uuid[]) AS game"
)


class Announcer:
    def __init__(self, pool: Pool, channel: str) -> None:
        self._pool = pool
        self._channel = channel
        self._pending: dict[UUID, None] = {}
        self._more = asyncio.Event()
        self._announced = 0
        """Announcements made so far; `_handled` of them are sent (or dropped)."""
        self._handled = 0
        self._progress = asyncio.Condition()
        self._sending: asyncio.Task[None] | None = None

    def announce(self, game_id: UUID) -> None:
        """Wake the game's readers soon; call it once the game's append has committed."""
        self._pending[game_id] = None
        self._announced += 1
        self._more.set()
        if self._sending is None or self._sending.done():
            self._sending = asyncio.get_running_loop().create_task(self._send())

    async def flush(self) -> None:
        """Wait until every announcement made so far is sent (or dropped)."""
        target = self._announced
        async with self._progress:
            await self._progress.wait_for(lambda: self._handled >= target)

    async def close(self) -> None:
        """Send what is announced, then close the connection."""
        await self.flush()
        if self._sending is not None:
            self._sending.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sending

    async def _send(self) -> None:
        conn: Connection | None = None
        try:
            while True:
                if not self._pending:
                    self._more.clear()
                    try:
                        await asyncio.wait_for(self._more.wait(), IDLE_CLOSE_SECONDS)
                    except TimeoutError:
                        if conn is not None:
                            await conn.close()
                            conn = None
                        # Checked with nothing awaited before the task ends: an announcement
                        # made from here on starts a new task.
                        if not self._pending:
                            return
                    continue
                games = list(self._pending)
                self._pending.clear()
                taken = self._announced
                try:
                    if conn is None or conn.closed:
                        conn = await connect_like(
                            self._pool,
                            autocommit=True,
                            connect_timeout=ANNOUNCE_CONNECT_TIMEOUT_SECONDS,
                        )
                    await conn.execute(_NOTIFY, (self._channel, games))
                except Error as failed:
                    log.warning("append wake-ups not sent (readers will poll): %s", failed)
                    if conn is not None:
                        await conn.close()
                    conn = None
                async with self._progress:
                    self._handled = taken
                    self._progress.notify_all()
        finally:
            # Ended by close() or an unexpected error: what is still pending is dropped.
            self._pending.clear()
            async with self._progress:
                self._handled = self._announced
                self._progress.notify_all()
            if conn is not None:
                await conn.close()
