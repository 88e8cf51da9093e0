"""Wake-ups for live readers: one LISTEN connection per process, fanned out in memory.

A notification only says "this game has new events"; readers then read the log themselves, so
a notification lost (sent while the connection was down, or never sent) only delays them until
their next poll. Fanning out is setting a flag per subscriber: a subscriber that is slow to
look does not hold up the listener, the writers or anyone else, and costs one flag however many
notifications it misses.

Litestar's channels plugin was considered: it carries messages with per-subscriber backlogs,
where a flag is all a reader needs, and the application layer that owns the streams does not
import Litestar.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator
from uuid import UUID

from service.store.event_store import AppendListener

log = logging.getLogger(__name__)

RECONNECT_DELAY_SECONDS = 1.0
LISTEN_WAIT_SECONDS = 1.0
"""How long one wait for notifications lasts before the listener checks it should stop."""


class Subscription:
    """One reader's flag: raised by a notification of its topic, or by the hub closing."""

    def __init__(self, hub: AppendWakeUps) -> None:
        self._hub = hub
        self._flag = asyncio.Event()

    @property
    def closed(self) -> bool:
        return self._hub.closed

    def clear(self) -> None:
        """Call before reading, so a notification that arrives during the read is kept."""
        self._flag.clear()

    async def wait(self, timeout: float) -> bool:
        """True when woken (or closed), False when timeout seconds passed without."""
        if self.closed:
            return True
        try:
            async with asyncio.timeout(timeout):
                await self._flag.wait()
        except TimeoutError:
            return False
        return True

    def wake(self) -> None:
        self._flag.set()


class AppendWakeUps:
    """The process's LISTEN connection and the subscribers it wakes, by game or all games."""

    def __init__(self, database_url: str) -> None:
        self._url = database_url
        self._by_game: dict[UUID, set[Subscription]] = {}
        self._everything: set[Subscription] = set()
        self._task: asyncio.Task[None] | None = None
        self._closed = False
        self.connected = asyncio.Event()
        """Set while the listener is connected (tests wait for it before writing)."""

    @property
    def closed(self) -> bool:
        return self._closed

    def start(self) -> None:
        self._task = asyncio.create_task(self._listen(), name="append-wake-ups")

    async def close(self) -> None:
        """Every subscriber is woken and sees `closed`: open streams end."""
        self._closed = True
        for subscription in self._all():
            subscription.wake()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def close_soon(self) -> None:
        """close() from a signal handler: streams must end before the server drains them."""
        asyncio.get_running_loop().create_task(self.close())

    @contextlib.contextmanager
    def subscribe(self, game_id: UUID | None) -> Iterator[Subscription]:
        """Woken by appends to game_id, or to any game when None."""
        subscription = Subscription(self)
        group = self._everything if game_id is None else self._by_game.setdefault(game_id, set())
        group.add(subscription)
        try:
            yield subscription
        finally:
            group.discard(subscription)
            if game_id is not None and not group:
                self._by_game.pop(game_id, None)

    def notify(self, game_ids: frozenset[UUID]) -> None:
        for game_id in game_ids:
            for subscription in self._by_game.get(game_id, ()):
                subscription.wake()
        if game_ids:
            for subscription in self._everything:
                subscription.wake()

    def _all(self) -> list[Subscription]:
        return [s for group in self._by_game.values() for s in group] + list(self._everything)

    async def _listen(self) -> None:
        while not self._closed:
            try:
                async with AppendListener.connect(self._url) as listener:
                    self.connected.set()
                    # Whatever committed while we were not listening is found by reading.
                    for subscription in self._all():
                        subscription.wake()
                    while not self._closed:
                        self.notify(await listener.wait(LISTEN_WAIT_SECONDS))
            except asyncio.CancelledError:
                raise
            except Exception:  # the database may come back: readers poll meanwhile
                log.warning("the append listener lost its connection", exc_info=True)
            finally:
                self.connected.clear()
            await asyncio.sleep(RECONNECT_DELAY_SECONDS)
