"""Live streams are limited per token, per address and per process, and starve nothing else.

Each test holds a handful of streams open on a small pool; the limits are set low so that
reaching them takes a moment, not hundreds of connections.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx

from service.api.app import create_app
from service.config import DatabaseTimeouts, FeedSettings
from tests.e2e.api.serving import bearer
from tests.e2e.api.sse import (
    OPENING_EVENTS,
    Message,
    create_game,
    events_until,
    live_server,
    messages,
    roll,
)
from tests.e2e.api.test_live_streams import app_with, stream_of
from tests.e2e.conftest import GENEROUS_RATE_LIMIT


def limited(per_token: int, per_address: int, per_process: int) -> FeedSettings:
    """Streams woken only by notifications (none come here), at these limits."""
    return FeedSettings(
        heartbeat=3600,
        poll=3600,
        max_per_token=per_token,
        max_per_address=per_address,
        max_per_process=per_process,
    )


# Only turns a hang into a failure: every request here is answered at once or not at all.
HANG_SECONDS = 10
UNAVAILABLE = "closed: the database is unavailable; reconnect with Last-Event-ID"


@contextlib.contextmanager
def logged() -> Iterator[list[logging.LogRecord]]:
    """Every log record of the service, the framework and the server while inside."""
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)

    handler = Keep(logging.DEBUG)
    # uvicorn's loggers do not propagate to the root: its tracebacks are only seen there.
    loggers = [logging.getLogger(name) for name in ("", "uvicorn", "litestar")]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        yield records
    finally:
        for logger in loggers:
            logger.removeHandler(handler)


def tracebacks(records: list[logging.LogRecord]) -> list[str]:
    return [
        record.getMessage()
        for record in records
        if record.exc_info or record.levelno >= logging.ERROR
    ]


async def refused(client: httpx.AsyncClient, path: str, token: str) -> httpx.Response:
    """The answer to opening a stream that should be refused; an opened one fails the test."""
    async with client.stream("GET", path, headers=bearer(token)) as response:
        if response.status_code == 200:
            raise AssertionError(f"{path} opened a stream beyond the limit")
        await response.aread()
        return response


def assert_problem(response: httpx.Response, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == code
    assert int(response.headers["Retry-After"]) >= 1


async def reopened(client: httpx.AsyncClient, path: str, token: str, held: Any) -> httpx.Response:
    """A stream opened again once a closed one has been counted out (the server notices the
    client leaving a moment after)."""
    async with asyncio.timeout(HANG_SECONDS):
        while True:
            response = await held.enter_async_context(
                client.stream("GET", path, headers=bearer(token))
            )
            if response.status_code == 200:
                return response
            await response.aclose()
            await asyncio.sleep(0.05)


async def test_streams_beyond_the_token_or_address_limit_are_429_and_the_rest_is_served(
    db_url: str,
) -> None:
    app = app_with(db_url, limited(3, 5, 50), pool_size=4)
    with logged() as records:
        async with (
            live_server(app) as base,
            httpx.AsyncClient(base_url=base, timeout=HANG_SECONDS) as client,
            contextlib.AsyncExitStack() as held,
        ):
            game = await create_game(client)
            unrelated = await create_game(client)
            tohaa, ariadna = (game["tokens"]["players"][p] for p in ("tohaa", "ariadna"))

            async def open_stream(token: str) -> httpx.Response:
                response = await held.enter_async_context(
                    client.stream("GET", stream_of(game), headers=bearer(token))
                )
                assert response.status_code == 200
                return response

            first = [await open_stream(tohaa) for _ in range(3)]
            over_token = await refused(client, stream_of(game, "state"), tohaa)
            [await open_stream(ariadna) for _ in range(2)]  # five from this address now
            organiser = game["tokens"]["organiser"]
            over_address = await refused(client, stream_of(game), organiser)
            over_address_organiser = await refused(client, "/v1/organiser/events/stream", organiser)

            # The streams hold no pooled connection while they wait: with more streams open
            # than the pool has connections, another client's commands and reads go through.
            for _ in range(5):
                await roll(client, unrelated)
            listed = await client.get(
                f"/v1/games/{unrelated['id']}/events",
                headers=bearer(unrelated["tokens"]["organiser"]),
            )
            ready = await client.get("/health/ready")

            await first[0].aclose()
            again = await reopened(client, stream_of(game), tohaa, held)

    assert_problem(over_token, 429, "too-many-streams")
    assert "token" in over_token.json()["detail"]
    assert_problem(over_address, 429, "too-many-streams")
    assert "address" in over_address.json()["detail"]
    assert_problem(over_address_organiser, 429, "too-many-streams")
    assert listed.status_code == 200
    assert len(listed.json()["events"]) == OPENING_EVENTS + 5
    assert ready.status_code == 200
    assert again.status_code == 200
    assert tracebacks(records) == []


async def test_streams_beyond_the_process_ceiling_are_503_streams_full(db_url: str) -> None:
    async with (
        live_server(app_with(db_url, limited(10, 10, 2))) as base,
        httpx.AsyncClient(base_url=base, timeout=HANG_SECONDS) as client,
        contextlib.AsyncExitStack() as held,
    ):
        game = await create_game(client)
        organiser = game["tokens"]["organiser"]
        for path in (stream_of(game), "/v1/organiser/events/stream"):
            opened = await held.enter_async_context(
                client.stream("GET", path, headers=bearer(organiser))
            )
            assert opened.status_code == 200
        full = await refused(client, stream_of(game, "state"), game["tokens"]["players"]["tohaa"])
        ready = await client.get("/health/ready")
    assert_problem(full, 503, "streams-full")
    assert ready.status_code == 200


async def rest_of(stream: AsyncIterator[Message]) -> list[Message]:
    """Every message until the server ends the stream."""
    async with asyncio.timeout(HANG_SECONDS):
        return [message async for message in stream]


async def test_a_stream_that_cannot_read_the_log_ends_cleanly_with_one_log_line(
    db_url: str,
) -> None:
    polling = FeedSettings(heartbeat=3600, poll=0.1)
    app = create_app(
        db_url,
        pool_size=2,
        rate_limit=GENEROUS_RATE_LIMIT,
        feed=polling,
        db_timeouts=DatabaseTimeouts(acquire=0.5),
    )
    with logged() as records:
        async with (
            live_server(app) as base,
            httpx.AsyncClient(base_url=base, timeout=HANG_SECONDS) as client,
            contextlib.AsyncExitStack() as held,
        ):
            game = await create_game(client)
            tokens = [game["tokens"]["organiser"], *game["tokens"]["players"].values()]
            followed: list[AsyncIterator[Message]] = []
            for token in tokens * 2:
                response = await held.enter_async_context(
                    client.stream("GET", stream_of(game), headers=bearer(token))
                )
                assert response.status_code == 200
                followed.append(messages(response))
                await events_until(followed[-1], lambda got: len(got) == OPENING_EVENTS)
            # Every pooled connection taken for longer than a stream waits for one.
            async with app.state.pool.connection() as one, app.state.pool.connection() as two:
                assert one is not two
                endings = await asyncio.gather(*(rest_of(stream) for stream in followed))
                ready = await client.get("/health/ready")

    for ending in endings:
        assert ending[-1].comments == [UNAVAILABLE]
        assert all(message.data is None for message in ending)
    assert ready.status_code == 200
    assert tracebacks(records) == []
    stream_lines = [
        r for r in records if r.name.startswith("service.") and "stream" in r.getMessage()
    ]
    assert len(stream_lines) == 1, [r.getMessage() for r in stream_lines]


async def test_a_stream_outwaited_by_other_streams_waits_its_turn_and_misses_nothing(
    db_url: str,
) -> None:
    # A pool of two: the streams' share is one connection. While another holds it for longer
    # than a read waits, this stream's polls find the share busy: that is crowding among
    # streams, not an unavailable database, so the stream must stay open and catch up.
    polling = FeedSettings(heartbeat=3600, poll=0.05)
    app = create_app(
        db_url,
        pool_size=2,
        rate_limit=GENEROUS_RATE_LIMIT,
        feed=polling,
        db_timeouts=DatabaseTimeouts(acquire=0.2),
    )
    with logged() as records:
        async with (
            live_server(app) as base,
            httpx.AsyncClient(base_url=base, timeout=HANG_SECONDS) as client,
            client.stream(
                "GET",
                stream_of(game := await create_game(client)),
                headers=bearer(game["tokens"]["organiser"]),
            ) as response,
        ):
            assert response.status_code == 200
            followed = messages(response)
            await events_until(followed, lambda got: len(got) == 1)
            hogging = asyncio.create_task(app.state.feed.bounded(lambda: asyncio.sleep(1.0)))
            await asyncio.sleep(0.6)  # several polls meet the busy share meanwhile
            await roll(client, game)
            await hogging
            got = await events_until(followed, lambda got: len(got) == 1, within=HANG_SECONDS)

    assert got[0].data is not None
    assert tracebacks(records) == []
