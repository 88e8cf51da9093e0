"""The readiness probe's own connection, outside the pool.

An orchestrator takes a replica out of service when its readiness probe fails. Asked through
the pool, the probe failed whenever the pool was busy (many live streams opening at once),
which said nothing about the database and pulled a working replica. On a connection of its
own the probe fails only when the database does not answer: not reachable, or silent for the
probe's whole time.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from psycopg import OperationalError

from service.store.database import Connection, Pool, bounded_check, connect_like

log = logging.getLogger(__name__)


class ReadinessProbe:
    """One connection kept for the probe, opened when first needed and again after a failure."""

    def __init__(self, pool: Pool, timeout: float) -> None:
        self._pool = pool
        self._timeout = timeout
        self._connection: Connection | None = None
        self._failed = False
        """The last probe failed: the pool's idle connections may be dead ones."""
        # Probes take turns on the one connection; one waiting longer than the probe's time
        # fails as the probe it waited on did.
        self._turn = asyncio.Lock()

    async def database_answers(self) -> bool:
        """Whether the database answered a round trip within the probe's time."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._timeout
        try:
            async with asyncio.timeout(self._timeout):
                await self._turn.acquire()
        except TimeoutError:
            return False
        try:
            return await self._round_trip(deadline - loop.time())
        finally:
            self._turn.release()

    async def close(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(Exception):
                await self._connection.close()
            self._connection = None

    async def _round_trip(self, seconds: float) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        kept = self._connection is not None and not self._connection.closed
        try:
            if self._connection is None or self._connection.closed:
                self._connection = await asyncio.wait_for(
                    connect_like(self._pool, autocommit=True, connect_timeout=seconds), seconds
                )
            await bounded_check(max(0.0, deadline - loop.time()))(self._connection)
            if self._failed:
                # Back after an outage, the replica is ready once its pool serves again: the
                # pool's own reconnects may still be backing off (for the reconnect timeout at
                # most; then this very request opens one), and its idle connections may be
                # the dead ones of before. Only then is the pool asked; a pool merely busy
                # never is.
                await self._through_the_pool(max(0.0, deadline - loop.time()))
        except (OperationalError, TimeoutError, OSError) as exc:
            log.debug("readiness probe: the database did not answer: %s", type(exc).__name__)
            await self.close()
            self._failed = True
            if kept and loop.time() < deadline:
                # The kept connection may have died with a restart the probe did not see:
                # a new one answers for the database now.
                return await self._round_trip(deadline - loop.time())
            return False
        self._failed = False
        return True

    async def _through_the_pool(self, seconds: float) -> None:
        async with self._pool.connection(timeout=seconds) as conn:
            await conn.execute("SELECT 1")
