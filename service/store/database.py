"""Connections: the async pool the service shares, and URL helpers."""

from __future__ import annotations

from urllib.parse import quote, urlsplit, urlunsplit

from psycopg import AsyncConnection
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

from service.config import psycopg_url

Pool = AsyncConnectionPool[AsyncConnection[TupleRow]]


async def open_pool(url: str, min_size: int = 1, max_size: int = 10) -> Pool:
    """An opened pool of non-autocommit connections; close it with `await pool.close()`."""
    pool: Pool = AsyncConnectionPool(
        psycopg_url(url),
        min_size=min_size,
        max_size=max_size,
        kwargs={"autocommit": False},
        # A connection the server dropped (restart, idle timeout) is replaced, not handed out.
        check=AsyncConnectionPool.check_connection,
        open=False,
        name="infinity-ledger",
    )
    await pool.open(wait=True)
    return pool


def with_database(url: str, dbname: str) -> str:
    """The same server URL pointed at another database (keeps user, host and query options)."""
    parts = urlsplit(psycopg_url(url))
    if parts.scheme not in ("postgresql", "postgres"):
        raise ValueError("expected a postgresql:// URL")
    return urlunsplit(parts._replace(path="/" + quote(dbname, safe="")))
