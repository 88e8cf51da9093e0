"""One writer at a time per game within this process, so honest clients do not race each other.

Without it, sixteen clients writing one game each decide against the same version, one wins
and fifteen lose the append and must decide again, over and over. Queued here they decide in
turn against the state the one before them left. The lock is only a courtesy: correctness
still rests on the store's optimistic check, which is what serves several processes.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from uuid import UUID


class GameLocks:
    def __init__(self) -> None:
        self._locks: dict[UUID, asyncio.Lock] = {}
        self._waiting: dict[UUID, int] = {}

    @asynccontextmanager
    async def hold(self, game_id: UUID, *, timeout: float) -> AsyncIterator[bool]:
        """Hold the game's lock; yields False when it was not had within timeout.

        The caller then goes on without it (its append may lose a race and be retried): a
        stuck writer must not stall every other request on the game.
        """
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        self._waiting[game_id] = self._waiting.get(game_id, 0) + 1
        acquired = False
        try:
            try:
                async with asyncio.timeout(timeout):
                    await lock.acquire()
                acquired = True
            except TimeoutError:
                pass
            yield acquired
        finally:
            if acquired:
                lock.release()
            self._waiting[game_id] -= 1
            if self._waiting[game_id] == 0:  # nobody else holds or waits: forget the game
                del self._waiting[game_id]
                del self._locks[game_id]

    def __len__(self) -> int:
        return len(self._locks)
