"""A caller cancelled while its statement is on the way (Litestar cancels a request's other
dependencies when one refuses its input) neither interrupts the statement nor closes the
connection under it: the statement runs to its end and the same connection serves the next
caller."""

from __future__ import annotations

import logging
import math
from collections.abc import AsyncIterator

import anyio
import pytest

from service.config import DatabaseTimeouts
from service.store.database import Connection, Pool, open_pool


class Refused(Exception):
    """What a dependency that refuses its input raises."""


@pytest.fixture
async def one_connection(db_url: str) -> AsyncIterator[Pool]:
    pool = await open_pool(db_url, min_size=1, max_size=1, timeouts=DatabaseTimeouts())
    try:
        yield pool
    finally:
        await pool.close()


async def _refuse_after(seconds: float) -> None:
    await anyio.sleep(seconds)
    raise Refused


async def _beside_a_refusal(pool: Pool, statement: str, refuse_after: float) -> list[Connection]:
    """Run the statement in a task group beside a sibling that refuses, as Litestar resolves
    dependencies; the connection it used."""
    used: list[Connection] = []

    async def query() -> None:
        async with pool.connection() as conn:
            used.append(conn)
            await conn.execute(statement)

    async def both() -> None:
        async with anyio.create_task_group() as group:
            group.start_soon(query)
            group.start_soon(_refuse_after, refuse_after)

    with pytest.raises(ExceptionGroup) as refused:
        await both()
    assert refused.group_contains(Refused)
    return used


async def test_a_statement_under_way_runs_to_its_end_and_keeps_its_connection(
    one_connection: Pool, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    used = await _beside_a_refusal(one_connection, "SELECT pg_sleep(0.3)", 0.05)
    assert len(used) == 1
    assert not used[0].closed
    async with one_connection.connection() as conn:
        assert conn is used[0]
        assert await (await conn.execute("SELECT 42")).fetchone() == (42,)
    # psycopg says so when it has to give up a connection mid-cancel.
    assert not [r for r in caplog.records if "cancel" in r.getMessage()], caplog.text


async def test_a_caller_cancelled_during_the_pools_check_leaves_the_connection_open(
    one_connection: Pool,
) -> None:
    async with one_connection.connection() as conn:
        checked = conn
    # Quiet for long enough: the next checkout checks it with a round trip first.
    checked.last_answer = -math.inf  # type: ignore[attr-defined]
    # Refused while the check's round trip is on its way, which a check in a task of its own
    # answered by closing the connection under that task.
    await _beside_a_refusal(one_connection, "SELECT 1", 0.0)
    assert not checked.closed
    async with one_connection.connection() as conn:
        assert conn is checked
