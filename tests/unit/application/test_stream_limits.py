"""Open streams are counted per token, per address and per process, and counted out once."""

from __future__ import annotations

import pytest

from service.application.feed.stream_limits import OpenStreams, TooManyStreams
from service.config import FeedSettings

LIMITS = FeedSettings(max_per_token=2, max_per_address=3, max_per_process=4)


async def test_each_limit_refuses_the_stream_beyond_it() -> None:
    streams = OpenStreams(LIMITS)
    await streams.admit("a", "10.0.0.1")
    await streams.admit("a", "10.0.0.1")
    with pytest.raises(TooManyStreams) as over_token:
        await streams.admit("a", "10.0.0.2")
    await streams.admit("b", "10.0.0.1")
    with pytest.raises(TooManyStreams) as over_address:
        await streams.admit("c", "10.0.0.1")
    await streams.admit(None, "10.0.0.2")
    with pytest.raises(TooManyStreams) as over_process:
        await streams.admit("d", "10.0.0.3")
    assert (over_token.value.scope, over_address.value.scope, over_process.value.scope) == (
        "token",
        "address",
        "process",
    )
    assert streams.total == 4


async def test_a_ticket_given_back_twice_frees_one_stream() -> None:
    streams = OpenStreams(LIMITS)
    first = await streams.admit("a", "10.0.0.1")
    await streams.admit("a", "10.0.0.1")
    first.release()
    first.release()
    assert streams.total == 1
    await streams.admit("a", "10.0.0.1")
    with pytest.raises(TooManyStreams):
        await streams.admit("a", "10.0.0.1")
