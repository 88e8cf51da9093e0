"""Live feeds: a game's events, its order state, an organiser's games, as they commit.

A feed reads the log itself, from the client's cursor, and waits between reads for a wake-up
(a notification of its game) or its poll interval, whichever comes first: so a lost
notification delays and never loses, and nothing is sent twice, the cursor moving only past
what was sent. No database connection is held while a client is written to (each read takes
one from the pool and gives it back), and at most one batch waits for a slow client, so a slow
client costs only itself. A feed ends when the wake-ups close (the server shutting down),
after its lifetime, so long-lived clients spread again over the servers as they reconnect, and
as soon as its token is revoked (rotated): the token is checked again after each read, before
what was read is sent, so nothing committed after the revocation reaches its old holder.

Every database read a feed makes (opening included) takes a slot of the feed's share of the
pool first, a share smaller than the pool: however many streams are open, the rest of the
pool stays free for commands. A read that finds the share busy (other streams) is tried again
at the next poll: the stream falls behind for a moment and then catches up. A read that cannot
get a connection in time fails with the pool's timeout, and the stream ends (the database is
unavailable; the client resumes with Last-Event-ID).
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar
from uuid import UUID

from service.application.feed.ports import FeedStorage
from service.application.organisers import is_organiser, organised_game_ids
from service.application.ports import RecordedEvent, hash_token
from service.config import FeedSettings
from service.projections.models import OrderState

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Heartbeat:
    """Nothing new: sent when a stream opens and at the heartbeat interval after."""


HEARTBEAT = Heartbeat()


@dataclass(frozen=True, slots=True)
class Revoked:
    """The stream's token was revoked: the last item of the stream."""


REVOKED = Revoked()


class Feed:
    def __init__(self, storage: FeedStorage, settings: FeedSettings) -> None:
        self._storage = storage
        self._settings = settings

    async def bounded(self, read: Callable[[], Awaitable[T]]) -> T:
        """read() on a slot of the streams' share of the pool (opening a stream reads too)."""
        async with self._storage.slot():
            return await read()

    def game_events(
        self, game_id: UUID, token: str, after_version: int
    ) -> AsyncIterator[RecordedEvent | Heartbeat | Revoked]:
        """The game's events after after_version, in version order, then each as it commits,
        while the token is one of the game's."""

        async def read(after: int) -> Sequence[RecordedEvent]:
            return await self.bounded(
                lambda: self._storage.read_stream(game_id, after + 1, self._settings.batch)
            )

        return self._follow(
            game_id, after_version, read, lambda e: e.version, self._game_token(game_id, token)
        )

    def organiser_events(
        self, organiser_token: str, after_position: int
    ) -> AsyncIterator[RecordedEvent | Heartbeat | Revoked]:
        """Events of every game the token organises (also games it starts later), by position.

        Positions are only handed out once final (see the event store), so a client resuming
        from the last position it saw misses nothing.
        """
        token_hash = hash_token(organiser_token)

        async def read(after: int) -> Sequence[RecordedEvent]:
            return await self.bounded(
                lambda: self._storage.read_organised(token_hash, after, self._settings.batch)
            )

        async def still_organiser() -> bool:
            return await self.bounded(lambda: is_organiser(self._storage, organiser_token))

        return self._follow(None, after_position, read, lambda e: e.position, still_organiser)

    async def check_organiser(self, organiser_token: str) -> None:
        """Unauthorized unless the token organises a game: the stream opens for no one else."""
        await self.bounded(lambda: organised_game_ids(self._storage, organiser_token))

    def order_states(
        self, game_id: UUID, token: str, after_version: int
    ) -> AsyncIterator[OrderState | Heartbeat | Revoked]:
        """The game's order state now (if newer than after_version), then each time it changes,
        while the token is one of the game's."""

        async def read(after: int) -> Sequence[OrderState]:
            state = await self.bounded(lambda: self._storage.order_state(game_id))
            return [state] if state is not None and state.version > after else []

        return self._follow(
            game_id,
            after_version,
            read,
            lambda s: s.version,
            self._game_token(game_id, token),
            whole=True,
        )

    def watch(
        self,
        topic: UUID,
        cursor: int,
        read: Callable[[int], Awaitable[Sequence[T]]],
        cursor_of: Callable[[T], int],
        authorised: Callable[[], Awaitable[bool]],
    ) -> AsyncIterator[T | Heartbeat | Revoked]:
        """Another stream on the same machinery (a tournament's standings): the latest item
        ``read`` after the cursor on each wake-up of ``topic`` or poll, while authorised();
        both read on a slot of the streams' share of the pool."""

        async def bounded_read(after: int) -> Sequence[T]:
            return await self.bounded(lambda: read(after))

        async def bounded_check() -> bool:
            return await self.bounded(authorised)

        return self._follow(topic, cursor, bounded_read, cursor_of, bounded_check, whole=True)

    def _game_token(self, game_id: UUID, token: str) -> Callable[[], Awaitable[bool]]:
        async def still_granted() -> bool:
            return await self.bounded(lambda: self._storage.find_grant(game_id, token)) is not None

        return still_granted

    async def _follow(
        self,
        topic: UUID | None,
        cursor: int,
        read: Callable[[int], Awaitable[Sequence[T]]],
        cursor_of: Callable[[T], int],
        authorised: Callable[[], Awaitable[bool]],
        *,
        whole: bool = False,
    ) -> AsyncIterator[T | Heartbeat | Revoked]:
        """Items after cursor, read again on every wake-up or poll, while authorised(); whole:
        each read is the latest item only, never a page of more."""
        settings = self._settings
        with self._storage.subscribe(topic) as wake:
            yield HEARTBEAT  # the client learns at once that the stream is open
            last_beat = time.monotonic()
            ends = last_beat + settings.max_seconds
            while not wake.closed and time.monotonic() < ends:
                wake.clear()
                try:
                    items = await read(cursor)
                    # After the read: a token still valid now was valid when each item
                    # committed. A rotation commits an event, so its wake-up ends the stream
                    # at once; the poll bounds the delay when that notification is lost.
                    granted = await authorised()
                except self._storage.busy:
                    # Other streams hold the share: nothing was sent, so nothing is lost.
                    if time.monotonic() >= last_beat + settings.heartbeat:
                        yield HEARTBEAT
                        last_beat = time.monotonic()
                    await wake.wait(min(settings.poll, ends - time.monotonic()))
                    continue
                if not granted:
                    yield REVOKED
                    return
                for item in items:
                    yield item
                    cursor = cursor_of(item)
                beat_due = last_beat + settings.heartbeat - time.monotonic()
                if beat_due <= 0:
                    yield HEARTBEAT
                    last_beat = time.monotonic()
                    continue
                if len(items) == settings.batch and not whole:
                    continue  # more may be waiting: read on before waiting
                await wake.wait(min(settings.poll, beat_due, ends - time.monotonic()))
