"""Every wait on the database ends: a server that does not answer closes the connection."""

from __future__ import annotations

import psycopg
import pytest

from service.config import DatabaseTimeouts
from service.store.database import DeadlineConnection, open_pool


class HalfSecond(DeadlineConnection):
    deadline = 0.5


async def test_a_query_past_the_deadline_fails_fast_and_closes_the_connection(
    db_url: str,
) -> None:
    conn = await HalfSecond.connect(db_url, autocommit=True)
    # The query would succeed after five seconds: failing means the deadline cut it short.
    with pytest.raises(psycopg.OperationalError, match=r"did not answer within 0\.5 s"):
        await conn.execute("SELECT pg_sleep(5)")
    assert conn.closed


async def test_queries_within_the_deadline_are_untouched(db_url: str) -> None:
    conn = await HalfSecond.connect(db_url, autocommit=True)
    cursor = await conn.execute("SELECT pg_sleep(0.05), 42")
    assert await cursor.fetchone() == ("", 42)
    await conn.close()


async def test_pooled_connections_carry_the_deadline(db_url: str) -> None:
    timeouts = DatabaseTimeouts(statement=2.0)
    pool = await open_pool(db_url, timeouts=timeouts)
    try:
        async with pool.connection() as conn:
            assert isinstance(conn, DeadlineConnection)
            assert conn.deadline == pytest.approx(3.0)
    finally:
        await pool.close()
