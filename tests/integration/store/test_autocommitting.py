"""`autocommitting`: a statement that stands alone costs one round trip, and the connection goes
back to the pool as the pool's other connections are (a transaction on its first statement)."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager

import pytest
from psycopg.errors import DivisionByZero
from psycopg_pool import AsyncConnectionPool

from service.store.database import (
    ActivityConnection,
    Connection,
    Pool,
    autocommitting,
    connection_options,
)

Checkout = Callable[[Pool], AbstractAsyncContextManager[Connection]]


@pytest.fixture
async def one_connection(db_url: str) -> AsyncIterator[Pool]:
    """A pool of one connection, so every checkout hands out the same one; it is not checked
    when handed out (as the service's pool checks one quiet for a second), so what a trace
    counts is only what the checkout itself sends."""
    opened: Pool = AsyncConnectionPool(
        db_url,
        min_size=1,
        max_size=1,
        kwargs=connection_options(db_url, None),
        connection_class=ActivityConnection,
        open=False,
    )
    await opened.open(wait=True)
    yield opened
    await opened.close()


def _plain(pool: Pool) -> AbstractAsyncContextManager[Connection]:
    return pool.connection()


async def _transaction_ids(pool: Pool, checkout: Checkout) -> list[int]:
    async with checkout(pool) as conn:
        ids = []
        for _ in range(2):
            row = await (await conn.execute("SELECT pg_current_xact_id()::text")).fetchone()
            assert row is not None
            ids.append(int(row[0]))
        return ids


async def test_each_statement_is_a_transaction_of_its_own(one_connection: Pool) -> None:
    first, second = await _transaction_ids(one_connection, autocommitting)
    assert first != second


async def test_a_plain_checkout_holds_its_statements_in_one_transaction(
    one_connection: Pool,
) -> None:
    # The contrast that gives the test above its meaning: the pool's own mode.
    first, second = await _transaction_ids(one_connection, _plain)
    assert first == second


async def _round_trips(pool: Pool, checkout: Checkout) -> int:
    """How many times the server said it was ready for the next query, during a checkout
    that runs one SELECT (each ReadyForQuery ends one round trip)."""
    with tempfile.TemporaryFile("w+") as trace:
        async with pool.connection() as warm:
            # The pool's connection is traced from its next checkout on.
            warm.pgconn.trace(trace.fileno())
        async with checkout(pool) as conn:
            await (await conn.execute("SELECT 1")).fetchone()
        async with pool.connection() as done:
            done.pgconn.untrace()
        trace.seek(0)
        return sum("ReadyForQuery" in line for line in trace)


async def test_a_lone_statement_is_one_round_trip_instead_of_three(one_connection: Pool) -> None:
    assert await _round_trips(one_connection, autocommitting) == 1
    assert await _round_trips(one_connection, _plain) == 3  # BEGIN, the SELECT, COMMIT


async def _fails(pool: Pool) -> None:
    async with autocommitting(pool) as conn:
        await conn.execute("SELECT 1 / 0")


@pytest.mark.parametrize(
    "use",
    [
        pytest.param(lambda pool: _transaction_ids(pool, autocommitting), id="after-a-read"),
        pytest.param(_fails, id="after-a-failed-statement"),
    ],
)
async def test_the_connection_goes_back_in_the_pools_own_mode(
    one_connection: Pool, use: Callable[[Pool], Awaitable[object]]
) -> None:
    with contextlib.suppress(DivisionByZero):
        await use(one_connection)
    async with one_connection.connection() as conn:
        assert conn.autocommit is False
    first, second = await _transaction_ids(one_connection, _plain)
    assert first == second
