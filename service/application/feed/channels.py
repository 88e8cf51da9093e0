"""One channel per game and kind of stream, shared by every stream of the process that follows
it: the log is read once per wake-up for all of them, and each reader kind's view (what that
reader may see, made into what is sent) is worked out once per item for all the streams of
that kind.

A stream first catches up on its own, from its client's cursor to the channel's head, with a
view of its own; from then on it only takes what the channel puts in its inbox. The inbox is
bounded (`FeedSettings.queue` items): a stream that does not keep up is ended once its inbox is
full (its client reconnects with Last-Event-ID and catches up from the log), so the channel
never waits for anyone and a slow client costs only itself. The token of every stream is checked
against the game's tokens after each read that found something and before it is delivered
(one read for all of them), so nothing committed after a rotation reaches the old token's
holder, and its stream ends at the rotation's wake-up.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar
from uuid import UUID

from service.application.feed.ports import FeedStorage, Subscription
from service.config import FeedSettings

T = TypeVar("T")
U = TypeVar("U")
T_contra = TypeVar("T_contra", contravariant=True)
U_co = TypeVar("U_co", covariant=True)


class View(Protocol[T_contra, U_co]):
    """One reader kind's view of a stream: each item read as that reader is shown it, one
    shown item per item read, in order. It may keep what it learnt of the earlier items."""

    def __call__(self, items: Sequence[T_contra], /) -> Awaitable[Sequence[U_co]]: ...


Views = Callable[[str], View[T, U]]
"""A fresh view for a reader kind (a player's name, the organiser, a spectator)."""


@dataclass(frozen=True, slots=True)
class Closed:
    """The wake-ups closed (the server is stopping): the stream ends."""


@dataclass(frozen=True, slots=True)
class Overflowed:
    """The stream's inbox filled up: it ends, and its client resumes from the log."""


@dataclass(frozen=True, slots=True)
class Refused:
    """The stream's token is no longer one of the game's."""


@dataclass(frozen=True, slots=True)
class Failed:
    """The log could not be read (the database unavailable): the stream ends with it."""

    error: Exception


End = Closed | Overflowed | Refused | Failed


@dataclass(eq=False)
class Member(Generic[U]):
    """One stream in a channel: its reader kind, its token (hashed), and its inbox of
    (cursor, shown item) or the reason it ends."""

    reader: str
    token_hash: str
    inbox: asyncio.Queue[tuple[int, U] | End]
    floor: int | None = None
    """The channel's head when the stream joined (or when the channel started): the stream
    must have caught up to it on its own before it takes its inbox."""
    live: bool = False
    ended: bool = False


@dataclass(frozen=True, slots=True)
class Source(Generic[T]):
    """What a channel reads: the items after a cursor (a page of them, or the latest only:
    ``whole``), each item's cursor, and the game's token hashes."""

    read: Callable[[int], Awaitable[Sequence[T]]]
    cursor_of: Callable[[T], int]
    token_hashes: Callable[[], Awaitable[frozenset[str]]]
    whole: bool


@dataclass(eq=False)
class Channel(Generic[T, U]):
    """The streams of one game's one kind in this process, and the task that reads for them."""

    key: tuple[str, UUID]
    source: Source[T]
    views: Views[T, U]
    storage: FeedStorage
    settings: FeedSettings
    forget: Callable[[Channel[T, U]], None]
    members: set[Member[U]] = field(default_factory=set)
    head: int | None = None
    _shared_views: dict[str, View[T, U]] = field(default_factory=dict)
    _wake_cm: contextlib.AbstractContextManager[Subscription] | None = None
    _wake: Subscription | None = None
    _task: asyncio.Task[None] | None = None

    def open(self) -> None:
        # Subscribed from the first stream on, so a wake-up during its catching up is kept.
        self._wake_cm = self.storage.subscribe(self.key[1])
        self._wake = self._wake_cm.__enter__()

    @property
    def closed(self) -> bool:
        return self._wake is None or self._wake.closed

    def join(self, reader: str, token_hash: str) -> Member[U]:
        member: Member[U] = Member(reader, token_hash, asyncio.Queue(self.settings.queue))
        member.floor = self.head
        self.members.add(member)
        return member

    def start(self, cursor: int) -> int:
        """The head the channel reads from, set by the first stream to catch up; the streams
        that joined before it must reach it too."""
        if self.head is None:
            self.head = cursor
            for member in self.members:
                member.floor = cursor
            self._task = asyncio.create_task(self._pump(), name=f"feed-channel-{self.key}")
        return self.head

    def leave(self, member: Member[U]) -> None:
        self.members.discard(member)
        if not any(m.reader == member.reader for m in self.members):
            self._shared_views.pop(member.reader, None)
        if not self.members:
            self.dispose()

    def dispose(self) -> None:
        self.forget(self)
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
        if self._wake_cm is not None:
            self._wake_cm.__exit__(None, None, None)
            self._wake_cm = None

    def _end(self, member: Member[U], why: End) -> None:
        """Ends one stream: told at once (ahead of what its full inbox holds), and taken out."""
        member.ended = True
        while not member.inbox.empty():
            member.inbox.get_nowait()
        member.inbox.put_nowait(why)
        self.members.discard(member)

    async def _pump(self) -> None:
        try:
            await self._read_and_deliver()
        finally:
            # Every stream has ended (or left): a stream that comes later starts a new channel.
            self.dispose()

    async def _read_and_deliver(self) -> None:
        wake = self._wake
        assert wake is not None
        settings = self.settings
        while self.members:
            if wake.closed:
                for member in list(self.members):
                    self._end(member, Closed())
                return
            wake.clear()
            try:
                async with self.storage.slot():
                    items = await self.source.read(self._head())
                    # Every poll too: a token deleted without an event ends its stream.
                    tokens = await self.source.token_hashes()
            except self.storage.busy:
                await wake.wait(settings.poll)
                continue
            except Exception as exc:  # every stream of the channel ends as one stream did
                for member in list(self.members):
                    self._end(member, Failed(exc))
                return
            self._refuse_revoked(tokens)
            if items:
                await self._deliver(items)
                if len(items) == settings.batch and not self.source.whole:
                    continue  # more may be waiting: read on before waiting
            await wake.wait(settings.poll)

    def _head(self) -> int:
        assert self.head is not None
        return self.head

    def adopt(self, reader: str, view: View[T, U]) -> None:
        """A caught-up stream's own view becomes its reader kind's, when that kind has none yet:
        what it learnt of the game on the way is kept rather than read again."""
        self._shared_views.setdefault(reader, view)

    def _refuse_revoked(self, tokens: frozenset[str]) -> None:
        """Ends the streams whose token the game no longer holds, before anything read with it
        is delivered."""
        for member in list(self.members):
            if not any(hmac.compare_digest(member.token_hash, t) for t in tokens):
                self._end(member, Refused())

    async def _deliver(self, items: Sequence[T]) -> None:
        by_reader: dict[str, list[Member[U]]] = {}
        for member in self.members:
            by_reader.setdefault(member.reader, []).append(member)
        cursors = [self.source.cursor_of(item) for item in items]
        self.head = cursors[-1]
        for reader, members in by_reader.items():
            view = self._shared_views.get(reader)
            if view is None:
                view = self._shared_views[reader] = self.views(reader)
            try:
                shown = await view(items)
            except Exception as exc:
                for member in members:
                    self._end(member, Failed(exc))
                continue
            for member in members:
                if not member.ended:
                    self._put(member, cursors, shown)

    def _put(self, member: Member[U], cursors: Sequence[int], shown: Sequence[U]) -> None:
        for cursor, item in zip(cursors, shown, strict=True):
            try:
                member.inbox.put_nowait((cursor, item))
            except asyncio.QueueFull:
                if member.live:
                    self._end(member, Overflowed())
                else:
                    # Still catching up on its own: it reads up to the head again instead.
                    while not member.inbox.empty():
                        member.inbox.get_nowait()
                    member.floor = cursors[-1]
                return


class Channels:
    """The process's channels, by kind and game: made by the first stream, gone with the last."""

    def __init__(self, storage: FeedStorage, settings: FeedSettings) -> None:
        self._storage = storage
        self._settings = settings
        self._open: dict[tuple[str, UUID], Channel[Any, Any]] = {}

    def __len__(self) -> int:
        return len(self._open)

    def channel(
        self, kind: str, game_id: UUID, source: Source[T], views: Views[T, U]
    ) -> Channel[T, U]:
        """The channel of the game's streams of this kind; ``source`` and ``views`` serve
        only when it is made (every stream of one kind reads and is shown alike)."""
        key = (kind, game_id)
        found: Channel[T, U] | None = self._open.get(key)
        if found is not None:
            return found
        made: Channel[T, U] = Channel(
            key, source, views, self._storage, self._settings, self._forget
        )
        made.open()
        self._open[key] = made
        return made

    def _forget(self, channel: Channel[T, U]) -> None:
        if self._open.get(channel.key) is channel:
            del self._open[channel.key]
