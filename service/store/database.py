"""Connections: the async pool the service shares, and URL helpers."""

from __future__ import annotations

import math
from urllib.parse import quote, urlsplit, urlunsplit

from psycopg import AsyncConnection
from psycopg.conninfo import conninfo_to_dict
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool

from service.config import DatabaseTimeouts, psycopg_url

Pool = AsyncConnectionPool[AsyncConnection[TupleRow]]

# libpq ignores connect_timeout values below 2 seconds (it uses 2 instead).
MIN_CONNECT_TIMEOUT_SECONDS = 2
# psycopg_pool's own default, kept for tools (migrations, rebuild) that pass no timeouts.
DEFAULT_ACQUIRE_TIMEOUT_SECONDS = 30.0


async def open_pool(
    url: str,
    min_size: int = 1,
    max_size: int = 10,
    *,
    timeouts: DatabaseTimeouts | None = None,
) -> Pool:
    """An opened pool of non-autocommit connections; close it with `await pool.close()`.

    With timeouts, a dead or stuck server makes `connection()` fail within seconds (psycopg's
    `OperationalError`, or `PoolTimeout` which is one) instead of waiting half a minute.
    """
    libpq_url = psycopg_url(url)
    pool: Pool = AsyncConnectionPool(
        libpq_url,
        min_size=min_size,
        max_size=max_size,
        kwargs=connection_options(libpq_url, timeouts),
        # A connection the server dropped (restart, idle timeout) is replaced, not handed out.
        check=AsyncConnectionPool.check_connection,
        open=False,
        name="infinity-ledger",
        timeout=timeouts.acquire if timeouts else DEFAULT_ACQUIRE_TIMEOUT_SECONDS,
    )
    await pool.open(wait=True)
    return pool


def connection_options(url: str, timeouts: DatabaseTimeouts | None) -> dict[str, object]:
    """Keyword arguments for every pooled connection: libpq settings override the URL's own."""
    options: dict[str, object] = {"autocommit": False}
    if timeouts is None:
        return options
    options["connect_timeout"] = max(MIN_CONNECT_TIMEOUT_SECONDS, math.ceil(timeouts.connect))
    # Keep whatever server options the URL already sets; only add the statement timeout.
    given = str(conninfo_to_dict(url).get("options") or "")
    options["options"] = f"{given} -c statement_timeout={timeouts.statement_ms}".strip()
    return options


def with_database(url: str, dbname: str) -> str:
    """The same server URL pointed at another database (keeps user, host and query options)."""
    parts = urlsplit(psycopg_url(url))
    if parts.scheme not in ("postgresql", "postgres"):
        raise ValueError("expected a postgresql:// URL")
    return urlunsplit(parts._replace(path="/" + quote(dbname, safe="")))
