"""A game's streams fanned out from one channel: the log read once per wake-up however many
streams follow the game, each reader kind's view worked out once for all its streams, and a
stream that does not keep up ended alone."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncGenerator, AsyncIterator, Sequence
from typing import TypeVar

import pytest

from service.application.feed.channels import View
from service.application.feed.stream_limits import OpenStreams, TooManyStreams
from service.application.feed.use_case import HEARTBEAT, LAGGED, Feed
from service.config import FeedSettings
from service.projections.models import OrderState
from service.store.event_store import RecordedEvent
from tests.unit.application.playing import ROLL, create, game_id_of, games_on_fakes, play

T = TypeVar("T")

NO_POLL = FeedSettings(heartbeat=3600.0, poll=3600.0, batch=100, max_seconds=3600.0)
"""Reads happen only when a stream opens and on a wake-up: every read is one a test caused."""
SETTLE_SECONDS = 0.05


class CountingViews:
    """Shows each event as (reader, version) and counts the events each reader kind's views
    were asked to show."""

    def __init__(self) -> None:
        self.viewed: Counter[str] = Counter()

    def events(self, reader: str) -> View[RecordedEvent, tuple[str, int]]:
        async def shown(events: Sequence[RecordedEvent]) -> list[tuple[str, int]]:
            self.viewed[reader] += len(events)
            return [(reader, e.version) for e in events]

        return shown

    def states(self, reader: str) -> View[OrderState, tuple[str, int]]:
        async def shown(states: Sequence[OrderState]) -> list[tuple[str, int]]:
            self.viewed[reader] += len(states)
            return [(reader, s.version) for s in states]

        return shown


async def _within(item: asyncio.Future[T] | AsyncIterator[T]) -> T:
    async with asyncio.timeout(5):
        if isinstance(item, AsyncIterator):
            return await anext(item)
        return await item


async def _opened(streams: list[AsyncIterator[T]]) -> list[asyncio.Task[T]]:
    """Each stream opened (its heartbeat taken), then waiting for its next item."""
    for stream in streams:
        assert await _within(stream) is HEARTBEAT
    waiting = [asyncio.create_task(_next(s)) for s in streams]
    await asyncio.sleep(SETTLE_SECONDS)  # caught up, all of them live and waiting
    return waiting


async def _next(stream: AsyncIterator[T]) -> T:
    return await anext(stream)


async def _version(stream: AsyncIterator[object]) -> int:
    item = await _within(stream)
    assert isinstance(item, tuple)
    version: int = item[1]
    return version


async def _closed(streams: Sequence[AsyncIterator[object]]) -> None:
    for stream in streams:
        assert isinstance(stream, AsyncGenerator)
        await stream.aclose()


async def _reads_for_one_roll(streams_count: int) -> int:
    """The store's reads of the game's events while streams_count streams take one roll."""
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    version = await play(games, game, ROLL)
    feed = Feed(storage, NO_POLL, CountingViews())
    streams = [
        feed.game_events(game, created.organiser_token, "organiser", version)
        for _ in range(streams_count)
    ]
    waiting = await _opened(streams)
    storage.stream_reads.clear()
    await play(games, game, ROLL)
    got = [await _within(w) for w in waiting]
    assert got == [("organiser", version + 1)] * streams_count
    reads = storage.stream_reads[game]
    await _closed(streams)
    return reads


async def test_the_log_is_read_once_per_wake_up_however_many_streams_follow_the_game() -> None:
    one = await _reads_for_one_roll(1)
    many = await _reads_for_one_roll(40)
    assert (one, many) == (1, 1)


async def test_each_game_of_many_is_read_once_per_wake_up() -> None:
    games, storage = games_on_fakes()
    created = [await create(games) for _ in range(3)]
    ids = [game_id_of(c) for c in created]
    versions = [await play(games, g, ROLL) for g in ids]
    feed = Feed(storage, NO_POLL, CountingViews())
    streams = [
        feed.game_events(g, c.organiser_token, "organiser", v)
        for c, g, v in zip(created, ids, versions, strict=True)
        for _ in range(10)
    ]
    waiting = await _opened(streams)
    storage.stream_reads.clear()
    for g in ids:
        await play(games, g, ROLL)
    got = [await _within(w) for w in waiting]
    assert got == [("organiser", v + 1) for v in versions for _ in range(10)]
    assert storage.stream_reads == Counter(dict.fromkeys(ids, 1))
    assert feed.channels == 3
    await _closed(streams)
    assert feed.channels == 0  # the last stream of a game takes its channel with it


async def test_each_reader_kinds_view_is_worked_out_once_for_all_its_streams() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    before = await play(games, game, ROLL)
    views = CountingViews()
    feed = Feed(storage, NO_POLL, views)
    readers = {"a": 10, "b": 7, "organiser": 3}
    tokens = {**created.player_tokens, "organiser": created.organiser_token}
    streams = [
        feed.game_events(game, tokens[reader], reader, before)
        for reader, count in readers.items()
        for _ in range(count)
    ]
    waiting = await _opened(streams)
    views.viewed.clear()
    after = await play(games, game, ROLL)  # one event
    got = [await _within(w) for w in waiting]
    assert got == [(reader, after) for reader, count in readers.items() for _ in range(count)]
    assert views.viewed == Counter(dict.fromkeys(readers, 1))
    await _closed(streams)


async def test_a_stream_that_does_not_keep_up_is_ended_and_the_others_get_everything() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    start = await play(games, game, ROLL)
    feed = Feed(storage, FeedSettings(heartbeat=3600.0, poll=3600.0, queue=2), CountingViews())
    fast = feed.game_events(game, created.player_tokens["a"], "a", start)
    slow = feed.game_events(game, created.player_tokens["b"], "b", start)
    fast_first, slow_first = await _opened([fast, slow])
    head = await play(games, game, ROLL)
    assert (await _within(fast_first), await _within(slow_first)) == (("a", head), ("b", head))
    seen = []
    for _ in range(3):  # the slow stream takes nothing meanwhile: its inbox of 2 overflows
        head = await play(games, game, ROLL)
        seen.append(await _within(fast))
    assert seen == [("a", v) for v in range(start + 2, head + 1)]
    assert await _within(slow) is LAGGED
    with pytest.raises(StopAsyncIteration):
        await _within(slow)
    head = await play(games, game, ROLL)  # the fast one goes on as before
    assert await _within(fast) == ("a", head)
    await _closed([fast])


async def test_a_stream_that_joins_late_catches_up_on_its_own_then_takes_the_channels() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    for _ in range(3):
        await play(games, game, ROLL)
    feed = Feed(storage, FeedSettings(heartbeat=3600.0, poll=3600.0, batch=2), CountingViews())
    token = created.organiser_token
    first_head = await play(games, game, ROLL)
    first = feed.game_events(game, token, "organiser", first_head)
    (waiting,) = await _opened([first])
    late = feed.game_events(game, token, "organiser", 0)
    assert await _within(late) is HEARTBEAT
    versions = [await _version(late)]  # a page of its own catching up, then more commit
    for _ in range(3):
        head = await play(games, game, ROLL)
    while versions[-1] < head:
        versions.append(await _version(late))
    assert versions == list(range(1, head + 1))  # each once, in order
    assert await _within(waiting) == ("organiser", first_head + 1)
    await _closed([first, late])


async def test_a_process_opens_a_thousand_streams_by_default_and_refuses_the_next() -> None:
    settings = FeedSettings()
    assert settings.max_per_process == 1000
    streams = OpenStreams(settings)
    for n in range(1000):
        await streams.admit(f"token-{n}", f"10.0.{n // 100}.{n % 100}")
    with pytest.raises(TooManyStreams) as beyond:
        await streams.admit("token-next", "10.1.0.1")
    assert (beyond.value.scope, beyond.value.limit, streams.total) == ("process", 1000, 1000)
