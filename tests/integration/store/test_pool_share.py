"""A share of the pool: never more than its slots at once, and a bounded wait for one."""

from __future__ import annotations

import asyncio

import pytest
from psycopg_pool import PoolTimeout

from service.store.database import PoolShare


async def test_no_more_than_its_slots_run_at_once() -> None:
    share = PoolShare(2, timeout=5)
    running = 0
    most = 0

    async def read() -> None:
        nonlocal running, most
        async with share.slot():
            running += 1
            most = max(most, running)
            await asyncio.sleep(0.01)
            running -= 1

    await asyncio.gather(*(read() for _ in range(10)))
    assert most == 2


async def test_a_slot_not_free_in_time_fails_as_a_pool_timeout_does() -> None:
    share = PoolShare(1, timeout=0.05)
    async with share.slot():
        with pytest.raises(PoolTimeout):
            async with share.slot():
                pass
    async with share.slot():  # given back: free again
        pass
