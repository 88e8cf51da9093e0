"""Live feeds: a game's events, its order state, an organiser's games, as they commit.

A game's streams (its events, its order state) are fanned out (`channels`): the process reads
each game's new events once per wake-up, for every stream of it, and works out each reader
kind's view once for all the streams of that kind; a stream first catches up from its client's
cursor on its own, then takes what its channel hands it, through an inbox of bounded size (a
stream that falls that far behind ends: its client resumes from the log). What follows holds
of a stream's own reads (its catching up, the organiser's stream, a tournament's) and of a
channel's alike.

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

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Generic, Protocol, TypeVar
from uuid import UUID

from service.application.feed.channels import (
    Channel,
    Channels,
    Closed,
    Failed,
    Member,
    Overflowed,
    Refused,
    Source,
    View,
)
from service.application.feed.ports import FeedStorage
from service.application.organisers import is_organiser, organised_game_ids
from service.application.ports import RecordedEvent, hash_token
from service.config import FeedSettings
from service.projections.models import OrderState

T = TypeVar("T")
U = TypeVar("U")
E = TypeVar("E")
S = TypeVar("S")
E_co = TypeVar("E_co", covariant=True)
S_co = TypeVar("S_co", covariant=True)


class _Versioned(Protocol):
    @property
    def version(self) -> int: ...


V = TypeVar("V", bound=_Versioned)


def _version(item: _Versioned) -> int:
    return item.version


@dataclass(frozen=True, slots=True)
class Heartbeat:
    """Nothing new: sent when a stream opens and at the heartbeat interval after."""


HEARTBEAT = Heartbeat()


@dataclass(frozen=True, slots=True)
class Revoked:
    """The stream's token was revoked: the last item of the stream."""


REVOKED = Revoked()


@dataclass(frozen=True, slots=True)
class Lagged:
    """The stream fell further behind than its inbox holds: its last item; the client resumes
    from the log."""


LAGGED = Lagged()


class StreamViews(Protocol[E_co, S_co]):
    """What a game's streams send, for one reader kind: a game's events and its order states
    as that reader may see them (and made ready to send), one shown item per item read."""

    def events(self, reader: str) -> View[RecordedEvent, E_co]: ...

    def states(self, reader: str) -> View[OrderState, S_co]: ...


class Unchanged:
    """Views that show every item as it was read (for a reader nothing is kept from)."""

    def events(self, reader: str) -> View[RecordedEvent, RecordedEvent]:
        return _as_read

    def states(self, reader: str) -> View[OrderState, OrderState]:
        return _as_read


async def _as_read(items: Sequence[T]) -> Sequence[T]:
    return items


class Feed(Generic[E, S]):
    def __init__(
        self, storage: FeedStorage, settings: FeedSettings, views: StreamViews[E, S]
    ) -> None:
        self._storage = storage
        self._settings = settings
        self._views = views
        self._channels = Channels(storage, settings)

    @property
    def channels(self) -> int:
        """The channels open (one per game and kind of stream followed in this process)."""
        return len(self._channels)

    async def bounded(self, read: Callable[[], Awaitable[T]]) -> T:
        """read() on a slot of the streams' share of the pool (opening a stream reads too)."""
        async with self._storage.slot():
            return await read()

    def game_events(
        self, game_id: UUID, token: str, reader: str, after_version: int
    ) -> AsyncIterator[E | Heartbeat | Revoked | Lagged]:
        """The game's events after after_version, in version order, then each as it commits,
        as ``reader`` may see them, while the token is one of the game's."""
        batch = self._settings.batch
        source: Source[RecordedEvent] = self._game_source(
            game_id, lambda after: self._storage.read_stream(game_id, after + 1, batch), whole=False
        )
        channel = self._channels.channel("events", game_id, source, self._views.events)
        return self._fanned(channel, reader, token, after_version)

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
        self, game_id: UUID, token: str, reader: str, after_version: int
    ) -> AsyncIterator[S | Heartbeat | Revoked | Lagged]:
        """The game's order state now (if newer than after_version), then each time it changes,
        as ``reader`` may see it, while the token is one of the game's."""

        async def read(after: int) -> Sequence[OrderState]:
            state = await self._storage.order_state(game_id)
            return [state] if state is not None and state.version > after else []

        source: Source[OrderState] = self._game_source(game_id, read, whole=True)
        channel = self._channels.channel("states", game_id, source, self._views.states)
        return self._fanned(channel, reader, token, after_version)

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

    def _game_source(
        self, game_id: UUID, read: Callable[[int], Awaitable[Sequence[V]]], *, whole: bool
    ) -> Source[V]:
        """What a channel of the game reads: items by the game's version, for the holders of
        the game's tokens."""
        return Source(
            read=read,
            cursor_of=_version,
            token_hashes=lambda: self._storage.token_hashes(game_id),
            whole=whole,
        )

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

    async def _fanned(
        self, channel: Channel[T, U], reader: str, token: str, cursor: int
    ) -> AsyncIterator[U | Heartbeat | Revoked | Lagged]:
        """One stream of a channel: caught up on its own, then fed from its inbox."""
        member = channel.join(reader, hash_token(token))
        try:
            yield HEARTBEAT
            place = _Place(cursor, self._settings)
            async for caught_up in self._catch_up(channel, member, token, place):
                yield caught_up
            if place.done:
                return
            member.live = True
            async for handed in _inbox(member, place):
                yield handed
        finally:
            channel.leave(member)

    async def _catch_up(
        self, channel: Channel[T, U], member: Member[U], token: str, place: _Place
    ) -> AsyncIterator[U | Heartbeat | Revoked]:
        """The stream's own reads and view, as a stream of its own, up to the channel's head
        (``place.done`` when the stream ended on the way)."""
        settings = self._settings
        source = channel.source
        still_granted = self._game_token(channel.key[1], token)
        own_view = channel.views(member.reader)
        while True:
            if channel.closed or place.expired():
                place.done = True
                return
            try:
                items = await self.bounded(partial(source.read, place.cursor))
                granted = await still_granted()
            except self._storage.busy:
                if place.beat_due() <= 0:
                    yield place.beat()
                await asyncio.sleep(min(settings.poll, place.left()))
                continue
            if not granted:
                place.done = True
                yield REVOKED
                return
            for item, shown in zip(items, await own_view(items), strict=True):
                yield shown
                place.cursor = source.cursor_of(item)
            if len(items) == settings.batch and not source.whole:
                continue
            floor = member.floor if member.floor is not None else channel.start(place.cursor)
            if place.cursor >= floor:
                channel.adopt(member.reader, own_view)
                return


@dataclass(slots=True)
class _Place:
    """Where one stream is: its cursor, when it last beat and when it ends."""

    cursor: int
    settings: FeedSettings
    last_beat: float = 0.0
    ends: float = 0.0
    done: bool = False

    def __post_init__(self) -> None:
        self.last_beat = time.monotonic()
        self.ends = self.last_beat + self.settings.max_seconds

    def expired(self) -> bool:
        return time.monotonic() >= self.ends

    def left(self) -> float:
        return max(0.0, self.ends - time.monotonic())

    def beat_due(self) -> float:
        return self.last_beat + self.settings.heartbeat - time.monotonic()

    def beat(self) -> Heartbeat:
        self.last_beat = time.monotonic()
        return HEARTBEAT


async def _inbox(
    member: Member[U], place: _Place
) -> AsyncIterator[U | Heartbeat | Revoked | Lagged]:
    """What the channel hands the stream, until its lifetime or the reason it ends."""
    while not place.expired():
        try:
            async with asyncio.timeout(max(0.0, min(place.beat_due(), place.left()))):
                entry = await member.inbox.get()
        except TimeoutError:
            if not place.expired():
                yield place.beat()
            continue
        if isinstance(entry, tuple):
            at, shown = entry
            if at > place.cursor:  # what its own catching up sent already is not sent again
                yield shown
                place.cursor = at
        elif isinstance(entry, Refused):
            yield REVOKED
            return
        elif isinstance(entry, Overflowed):
            yield LAGGED
            return
        elif isinstance(entry, Failed):
            raise entry.error
        else:
            assert isinstance(entry, Closed)
            return
