"""Connections: the async pool the service shares, and URL helpers."""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

import anyio
from psycopg import AsyncConnection, OperationalError
from psycopg.abc import RV, PQGen
from psycopg.conninfo import conninfo_to_dict
from psycopg.errors import _WaitTimeout
from psycopg.pq import ConnStatus, TransactionStatus
from psycopg.rows import TupleRow
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from service.config import DatabaseTimeouts, psycopg_url

Pool = AsyncConnectionPool[AsyncConnection[TupleRow]]
Connection = AsyncConnection[TupleRow]

# libpq ignores connect_timeout values below 2 seconds (it uses 2 instead).
MIN_CONNECT_TIMEOUT_SECONDS = 2
# psycopg_pool's own defaults, kept for tools (migrations, rebuild) that pass no timeouts.
DEFAULT_ACQUIRE_TIMEOUT_SECONDS = 30.0
DEFAULT_RECONNECT_TIMEOUT_SECONDS = 300.0
# How much longer than the server's statement_timeout the client waits for an answer.
CLIENT_DEADLINE_GRACE_SECONDS = 1.0
QUIET_BEFORE_CHECK_SECONDS = 1.0
"""A pooled connection whose server answered more recently than this is handed out unchecked."""


class ActivityConnection(AsyncConnection[TupleRow]):
    """A connection that remembers when its server last answered, and whose statements, once
    sent, are waited out rather than interrupted half-way by a cancel scope.

    The pool's liveness check is a round trip; paid on every checkout it was one round trip
    in three of an append. A connection the server answered a moment ago is as good as
    checked; one that sat idle (when servers restart or drop idle sockets) is checked.
    """

    last_answer: float = -math.inf

    async def wait(
        self,
        gen: PQGen[RV],
        interval: float = 0.1,
        timeout: float | None = None,
    ) -> RV:
        # Litestar resolves a request's dependencies side by side in an anyio task group: one
        # refusing its input cancels the others, and anyio cancels again at every await until
        # the task leaves the group. A statement interrupted that way interrupts psycopg's own
        # cancel request too, and psycopg closes the connection: the pool loses it, and the
        # socket is closed right after the loop was asked to watch it (what aborts uvloop: see
        # bounded_check). Shielded, the statement runs to its end (bounded by statement_timeout
        # and DeadlineConnection's deadline), the connection goes back to the pool clean, and
        # the cancellation lands at the caller's next await. A plain asyncio cancellation
        # (shutdown) still reaches psycopg once, which cancels the statement on the server.
        with anyio.CancelScope(shield=True):
            answer = await super().wait(gen, interval, timeout)
        self.last_answer = time.monotonic()
        return answer


class DeadlineConnection(ActivityConnection):
    """A connection that stops waiting for a server that does not answer at all.

    statement_timeout only helps while the server runs: a frozen server (stopped, or cut off
    without a reset) never answers and never times out. Cancelling the waiting task does not
    help either: psycopg then asks that same server to cancel, for up to ten seconds more.
    So every wait on the socket has a deadline; past it the connection is closed (its state
    is unknown) and the wait fails with an OperationalError, which callers answer with 503.
    """

    deadline: float | None = None

    async def wait(
        self,
        gen: PQGen[RV],
        interval: float = 0.1,
        timeout: float | None = None,
    ) -> RV:
        waited = timeout if timeout else self.deadline
        try:
            return await super().wait(gen, interval, waited)
        except _WaitTimeout:
            self.pgconn.finish()
            raise OperationalError(f"the database did not answer within {waited:g} s") from None

    @contextmanager
    def answering_within(self, seconds: float) -> Iterator[None]:
        """Every wait in the block ends after `seconds` at most, as after the deadline."""
        kept = self.deadline
        self.deadline = seconds if kept is None else min(kept, seconds)
        try:
            yield
        finally:
            self.deadline = kept


@asynccontextmanager
async def autocommitting(pool: Pool) -> AsyncIterator[Connection]:
    """A pooled connection on which each statement is its own transaction.

    The pool's connections open a transaction on their first statement: psycopg sends BEGIN
    as a round trip of its own, and the pool ends the block with COMMIT, a third. A statement
    that stands alone (a token lookup, a projected row, a page of the log, the append, which
    is all or nothing by itself) reads one snapshot and commits whole either way, so it runs
    in autocommit: one round trip instead of three. Statements that must agree with each
    other take a transaction instead.
    """
    async with pool.connection() as conn:
        await conn.set_autocommit(True)
        try:
            yield conn
        finally:
            # A connection the statement broke is discarded by the pool, whatever its mode;
            # only a healthy one must go back as the pool's other connections are.
            if conn.pgconn.transaction_status == TransactionStatus.IDLE:
                await conn.set_autocommit(False)


async def fetch_one(pool: Pool, query: str, params: Sequence[Any]) -> TupleRow | None:
    """The first row a query returns, on a pooled connection held only for it; None if none."""
    async with autocommitting(pool) as conn:
        cur = await conn.execute(query, params)
        return await cur.fetchone()


async def open_pool(
    url: str,
    min_size: int = 1,
    max_size: int = 10,
    *,
    timeouts: DatabaseTimeouts | None = None,
) -> Pool:
    """An opened pool of non-autocommit connections; close it with `await pool.close()`.

    With timeouts, a dead or stuck server makes `connection()` fail within seconds (psycopg's
    `OperationalError`, or `PoolTimeout` which is one) instead of waiting half a minute, and a
    lost connection is retried by the pool only for `timeouts.reconnect` seconds: then a
    request that finds the pool empty connects, as soon as the server (or a new primary) is
    there, instead of waiting for the pool's doubling backoff to come round.
    """
    libpq_url = psycopg_url(url)
    pool: Pool = AsyncConnectionPool(
        libpq_url,
        min_size=min_size,
        max_size=max_size,
        kwargs=connection_options(libpq_url, timeouts),
        # A connection the server dropped (restart, idle timeout) is replaced, not handed out.
        check=when_quiet(
            bounded_check(timeouts.acquire / 2)
            if timeouts
            else AsyncConnectionPool.check_connection
        ),
        connection_class=deadline_connection(timeouts) if timeouts else ActivityConnection,
        open=False,
        name="infinity-ledger",
        timeout=timeouts.acquire if timeouts else DEFAULT_ACQUIRE_TIMEOUT_SECONDS,
        reconnect_timeout=timeouts.reconnect if timeouts else DEFAULT_RECONNECT_TIMEOUT_SECONDS,
    )
    await pool.open(wait=True)
    return pool


async def connect_like(
    pool: Pool, *, autocommit: bool | None = None, connect_timeout: float | None = None
) -> Connection:
    """A connection of its own to the pool's server, with the pool's options and connection
    class (so its waits are bounded as the pool's are), for a task that needs one more
    connection however small the pool is; the caller closes it. ``connect_timeout`` can only
    shorten the pool's own."""
    if not isinstance(pool.conninfo, str) or not isinstance(pool.kwargs, dict | None):
        raise TypeError("a pool made by open_pool is needed")
    options: dict[str, Any] = dict(pool.kwargs or {})
    if autocommit is not None:
        options["autocommit"] = autocommit
    if connect_timeout is not None:
        given = options.get("connect_timeout")
        wanted = connect_timeout if given is None else min(float(str(given)), connect_timeout)
        options["connect_timeout"] = max(MIN_CONNECT_TIMEOUT_SECONDS, math.ceil(wanted))
    return await pool.connection_class.connect(pool.conninfo, **options)


def deadline_connection(timeouts: DatabaseTimeouts) -> type[DeadlineConnection]:
    """The connection class for a pool whose waits end statement_timeout plus a grace."""

    class Bounded(DeadlineConnection):
        deadline = timeouts.statement + CLIENT_DEADLINE_GRACE_SECONDS

    return Bounded


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


def when_quiet(
    check: Callable[[Connection], Awaitable[None]],
    quiet: float = QUIET_BEFORE_CHECK_SECONDS,
) -> Callable[[Connection], Awaitable[None]]:
    """check, run only on a connection that is broken, busy, or quiet for `quiet` seconds.

    A connection that went bad since its last answer without anyone noticing fails its next
    statement instead, with the OperationalError (503) a failed check would have given, and
    the pool then discards it.
    """

    async def check_if_quiet(conn: Connection) -> None:
        last_answer = getattr(conn, "last_answer", -math.inf)
        if (
            time.monotonic() - last_answer < quiet
            and conn.pgconn.status == ConnStatus.OK
            and conn.pgconn.transaction_status == TransactionStatus.IDLE
        ):
            return
        await check(conn)

    return check_if_quiet


def bounded_check(seconds: float) -> Callable[[Connection], Awaitable[None]]:
    """The pool's liveness check of a connection before it is handed out, given up after seconds.

    A server that is stopped (not dead) keeps its sockets open and never answers, so the plain
    check would wait forever; and cancelling it makes psycopg try to cancel the query on that
    same server, for up to ten more seconds. So the check's waits have a deadline of their own:
    past it the connection is closed and the check fails at once.

    It runs in the caller's task, never in a probe task of its own: the caller (a request's
    token lookup) can be cancelled mid-check, and closing the connection then, under a probe
    that had just asked the loop to watch its socket, made libuv flush that watch on a closed
    descriptor and abort the process (uvloop, `uv__epoll_ctl_flush`). Here nothing is closed
    under a running wait.
    """

    async def check(conn: Connection) -> None:
        if not isinstance(conn, DeadlineConnection):
            raise TypeError("a bounded check needs a DeadlineConnection")
        with conn.answering_within(seconds):
            await AsyncConnectionPool.check_connection(conn)

    return check


class ShareBusy(PoolTimeout):
    """No slot of a pool share was free in time: the share's own users crowd it, which says
    nothing of the database (a PoolTimeout, so a caller that cannot wait handles both alike)."""


class PoolShare:
    """At most `slots` of the pool's connections for one kind of work at a time, so that kind
    (live streams' reads, however many streams are open) never takes the whole pool.

    A slot not free within `timeout` seconds fails with ShareBusy.
    """

    def __init__(self, slots: int, timeout: float) -> None:
        if slots < 1:
            raise ValueError("a pool share needs at least one slot")
        self.slots = slots
        self._timeout = timeout
        self._free = asyncio.Semaphore(slots)

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        try:
            async with asyncio.timeout(self._timeout):
                await self._free.acquire()
        except TimeoutError:
            raise ShareBusy(f"no share of the pool was free within {self._timeout:g} s") from None
        try:
            yield
        finally:
            self._free.release()


def with_database(url: str, dbname: str) -> str:
    """The same server URL pointed at another database (keeps user, host and query options)."""
    parts = urlsplit(psycopg_url(url))
    if parts.scheme not in ("postgresql", "postgres"):
        raise ValueError("expected a postgresql:// URL")
    return urlunsplit(parts._replace(path="/" + quote(dbname, safe="")))
