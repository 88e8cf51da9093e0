"""The pool's liveness check runs on connections that were quiet, broken or busy, not on all."""

from __future__ import annotations

import math

from service.store.database import ActivityConnection, Connection, when_quiet


class Checks:
    def __init__(self) -> None:
        self.run = 0

    async def __call__(self, conn: Connection) -> None:
        self.run += 1


async def test_a_connection_that_just_answered_is_not_checked_again(db_url: str) -> None:
    checks = Checks()
    check = when_quiet(checks, quiet=60.0)
    conn = await ActivityConnection.connect(db_url, autocommit=True)
    try:
        await conn.execute("SELECT 1")
        await check(conn)
        assert checks.run == 0
    finally:
        await conn.close()


async def test_a_connection_quiet_for_a_while_is_checked(db_url: str) -> None:
    checks = Checks()
    check = when_quiet(checks, quiet=60.0)
    conn = await ActivityConnection.connect(db_url, autocommit=True)
    try:
        await conn.execute("SELECT 1")
        conn.last_answer -= 61.0
        await check(conn)
        assert checks.run == 1
    finally:
        await conn.close()


async def test_a_new_connection_is_checked(db_url: str) -> None:
    checks = Checks()
    conn = await ActivityConnection.connect(db_url, autocommit=True)
    try:
        assert conn.last_answer == -math.inf
        await when_quiet(checks)(conn)
        assert checks.run == 1
    finally:
        await conn.close()


async def test_a_closed_connection_is_checked_however_recent(db_url: str) -> None:
    checks = Checks()
    conn = await ActivityConnection.connect(db_url, autocommit=True)
    await conn.execute("SELECT 1")
    await conn.close()
    await when_quiet(checks, quiet=60.0)(conn)
    assert checks.run == 1


async def test_a_connection_left_in_a_transaction_is_checked(db_url: str) -> None:
    checks = Checks()
    conn = await ActivityConnection.connect(db_url)
    try:
        await conn.execute("SELECT 1")
        await when_quiet(checks, quiet=60.0)(conn)
        assert checks.run == 1
    finally:
        await conn.close()
