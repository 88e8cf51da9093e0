"""GameLocks: one writer at a time per game, others undisturbed, never stuck for good."""

from __future__ import annotations

import asyncio
import uuid

from service.application.games.locks import GameLocks


async def test_writers_of_one_game_take_turns() -> None:
    locks, game = GameLocks(), uuid.uuid4()
    inside, most = 0, 0

    async def writer() -> None:
        nonlocal inside, most
        async with locks.hold(game, timeout=5) as held:
            assert held
            inside += 1
            most = max(most, inside)
            await asyncio.sleep(0.001)
            inside -= 1

    await asyncio.gather(*(writer() for _ in range(8)))
    assert most == 1
    assert len(locks) == 0  # forgotten once nobody holds or waits


async def test_another_game_is_not_held_up() -> None:
    locks, first, second = GameLocks(), uuid.uuid4(), uuid.uuid4()
    async with locks.hold(first, timeout=5), locks.hold(second, timeout=0.01) as held:
        assert held


async def test_a_waiter_goes_on_without_the_lock_after_its_timeout() -> None:
    locks, game = GameLocks(), uuid.uuid4()
    async with locks.hold(game, timeout=5), locks.hold(game, timeout=0.01) as held:
        assert not held
    assert len(locks) == 0
