"""The live feeds on the fakes: what a stream sends, in what order, and when it ends."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator
from typing import TypeVar

import pytest

from service.application.feed.use_case import HEARTBEAT, REVOKED, Feed, Unchanged
from service.application.games.use_case import Answer, Decided, Principal
from service.config import FeedSettings
from service.domain.commands import RotateToken
from service.domain.errors import Unauthorized
from service.projections.models import OrderState
from service.store.event_store import RecordedEvent
from tests.unit.application.playing import ROLL, create, game_id_of, games_on_fakes, play

T = TypeVar("T")

QUICK = FeedSettings(heartbeat=60.0, poll=0.01, batch=2, max_seconds=60.0)
"""Polls at once and beats only when a stream opens: every other item is one a test caused."""


async def _next(items: AsyncIterator[T]) -> T:
    async with asyncio.timeout(5):
        return await anext(items)


async def _versions(items: AsyncIterator[object], count: int) -> list[int]:
    found = [await _next(items) for _ in range(count)]
    return [item.version if isinstance(item, RecordedEvent) else -1 for item in found]


async def _close(items: AsyncIterator[object]) -> None:
    """The client goes away: the stream's generator is closed, as the server closes it."""
    assert isinstance(items, AsyncGenerator)
    await items.aclose()


def _rotated(decided: Decided, token: str) -> Answer:
    return Answer({})


async def test_a_game_stream_sends_the_events_after_its_cursor_then_each_new_one() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    for _ in range(3):
        await play(games, game, ROLL)
    items = Feed(storage, QUICK, Unchanged()).game_events(
        game, created.player_tokens["a"], "a", after_version=1
    )
    assert await _next(items) is HEARTBEAT
    assert await _versions(items, 3) == [2, 3, 4]  # two batches of at most two
    await play(games, game, ROLL)  # committed while the stream waits
    assert await _versions(items, 1) == [5]
    await _close(items)


async def test_a_read_refused_for_a_busy_share_is_read_again_and_nothing_is_lost() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    await play(games, game, ROLL)
    storage.busy_reads = 2
    items = Feed(storage, QUICK, Unchanged()).game_events(
        game, created.player_tokens["b"], "b", after_version=0
    )
    assert await _next(items) is HEARTBEAT
    assert await _versions(items, 2) == [1, 2]
    assert storage.busy_reads == 0
    await _close(items)


async def test_a_rotated_token_ends_its_stream_and_sends_nothing_after() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    items = Feed(storage, QUICK, Unchanged()).game_events(
        game, created.player_tokens["a"], "a", after_version=1
    )
    assert await _next(items) is HEARTBEAT
    await games.rotate_token(
        Principal(game, "a"),
        RotateToken(actor="a", role="player", player="a"),
        if_match=None,
        idempotency=None,
        respond=_rotated,
    )
    # The rotation's own event was committed after the revocation: it is not sent.
    assert await _next(items) is REVOKED
    with pytest.raises(StopAsyncIteration):
        await _next(items)


async def test_an_organiser_stream_sends_every_game_of_its_token_by_position() -> None:
    games, storage = games_on_fakes()
    first = await create(games)
    second = await create(games, organiser_token=first.organiser_token)
    stranger = await create(games)
    await play(games, game_id_of(first), ROLL)
    feed = Feed(storage, QUICK, Unchanged())
    items = feed.organiser_events(first.organiser_token, after_position=0)
    assert await _next(items) is HEARTBEAT
    found = [await _next(items) for _ in range(3)]
    assert all(isinstance(e, RecordedEvent) for e in found)
    events = [e for e in found if isinstance(e, RecordedEvent)]
    assert [(e.game_id, e.version) for e in events] == [
        (game_id_of(first), 1),
        (game_id_of(second), 1),
        (game_id_of(first), 2),
    ]
    assert game_id_of(stranger) not in {e.game_id for e in events}
    await _close(items)
    await feed.check_organiser(first.organiser_token)
    with pytest.raises(Unauthorized):
        await feed.check_organiser(first.player_tokens["a"])


async def test_an_order_state_stream_sends_the_state_only_when_it_is_newer() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    feed = Feed(storage, QUICK, Unchanged())
    items = feed.order_states(game, created.organiser_token, "organiser", after_version=0)
    assert await _next(items) is HEARTBEAT
    first = await _next(items)
    assert isinstance(first, OrderState)
    assert first.version == 1
    await play(games, game, ROLL)
    second = await _next(items)
    assert isinstance(second, OrderState)
    assert second.version == 2
    await _close(items)
    current = feed.order_states(game, created.organiser_token, "organiser", after_version=2)
    assert await _next(current) is HEARTBEAT
    storage.wakeups_closed = True  # the server stops: a stream with nothing newer just ends
    with pytest.raises(StopAsyncIteration):
        await _next(current)
