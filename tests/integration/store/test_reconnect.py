"""A pool that lost its database gives up reconnecting after its reconnect timeout, and the first
request once the database is back connects at once.

psycopg_pool retries a lost connection on its own with a backoff that doubles (1, 2, 4, 8, 16 s
...) for five minutes by default, and keeps the connection's place in the pool meanwhile: after
a failover of a few seconds the pool's next attempt could be a dozen seconds away, and requests
waited for it. With the reconnect timeout (INFINITY_LEDGER_DB_RECONNECT_TIMEOUT) the attempts
end soon and free their places, and a request that finds the pool empty opens a connection
itself.

The database is reached through a gate (a TCP proxy) that is shut (every connection cut, new
ones refused) and opened again on the same port, as a primary dies and another takes its
address.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from service.config import DatabaseTimeouts, Settings
from service.store.database import Pool, open_pool

GIVE_UP_WITHIN_SECONDS = 60.0
"""How long the test waits for the pool to give its attempts up (far more than it needs)."""


class Gate:
    """A TCP proxy on 127.0.0.1 to the database, which can be shut and opened again."""

    def __init__(self, url: str) -> None:
        params = conninfo_to_dict(url)
        host = str(params.get("host") or "localhost")
        self._target_port = int(str(params.get("port") or 5432))
        self._target_socket = (
            os.path.join(host, f".s.PGSQL.{self._target_port}") if host.startswith("/") else None
        )
        self._target_host = host
        self._url = url
        self._server: asyncio.Server | None = None
        self._writers: list[asyncio.StreamWriter] = []
        self.port = 0

    @property
    def is_open(self) -> bool:
        return self._server is not None

    @property
    def url(self) -> str:
        """The database's URL through the gate."""
        params = conninfo_to_dict(self._url)
        params.pop("hostaddr", None)
        params.update(host="127.0.0.1", port=str(self.port))
        return make_conninfo("", **params)

    async def open(self) -> None:
        self._server = await asyncio.start_server(
            self._pipe, "127.0.0.1", self.port, reuse_address=True
        )
        self.port = int(self._server.sockets[0].getsockname()[1])

    async def shut(self) -> None:
        """New connections refused, and every open one cut."""
        assert self._server is not None
        self._server.close()
        for writer in self._writers:
            writer.transport.abort()
        self._writers.clear()
        await self._server.wait_closed()
        self._server = None

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._target_socket:
            up_reader, up_writer = await asyncio.open_unix_connection(self._target_socket)
        else:
            up_reader, up_writer = await asyncio.open_connection(
                self._target_host, self._target_port
            )
        self._writers += [writer, up_writer]
        await asyncio.gather(_copy(reader, up_writer), _copy(up_reader, writer))


async def _copy(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        writer.close()


@pytest.fixture
async def gate(db_url: str) -> AsyncIterator[Gate]:
    opened = Gate(db_url)
    await opened.open()
    try:
        yield opened
    finally:
        if opened.is_open:
            await opened.shut()


async def _select_one(pool: Pool, timeout: float) -> object:
    async with pool.connection(timeout=timeout) as conn:
        cursor = await conn.execute("SELECT 1")
        row = await cursor.fetchone()
        return row[0] if row else None


async def test_a_pool_that_lost_its_database_gives_up_reconnecting_and_reconnects_on_demand(
    gate: Gate,
) -> None:
    timeouts = DatabaseTimeouts(acquire=1.0, reconnect=1.0)
    pool = await open_pool(gate.url, min_size=1, max_size=2, timeouts=timeouts)
    try:
        assert pool.reconnect_timeout == timeouts.reconnect
        assert await _select_one(pool, timeout=5) == 1

        await gate.shut()
        # The pooled connection is found dead; no new one can be made.
        with pytest.raises(psycopg.OperationalError):
            await _select_one(pool, timeout=1)
        # Every attempt of the pool's own gives up and leaves its place: none is pending.
        loop = asyncio.get_running_loop()
        deadline = loop.time() + GIVE_UP_WITHIN_SECONDS
        while pool.get_stats()["pool_size"] > 0 and loop.time() < deadline:
            await asyncio.sleep(0.1)
        assert pool.get_stats()["pool_size"] == 0, pool.get_stats()

        await gate.open()
        # The request that finds the pool empty opens a connection itself.
        assert await _select_one(pool, timeout=5) == 1
    finally:
        with contextlib.suppress(Exception):
            await pool.close(timeout=1)


def test_the_reconnect_timeout_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Settings.from_env().timeouts.reconnect == DatabaseTimeouts().reconnect
    monkeypatch.setenv("INFINITY_LEDGER_DB_RECONNECT_TIMEOUT", "7.5")
    assert Settings.from_env().timeouts.reconnect == 7.5
    monkeypatch.setenv("INFINITY_LEDGER_DB_RECONNECT_TIMEOUT", "0")
    with pytest.raises(ValueError, match="RECONNECT_TIMEOUT"):
        Settings.from_env()
