"""Live streams: the same JSON as the reads, resumable, nothing missed or repeated."""

from __future__ import annotations

import uuid
from typing import Any

import httpx
import pytest
from litestar import Litestar

from service.api.app import create_app
from service.config import FeedSettings
from service.store.chain import GENESIS_HASH
from service.store.database import Pool
from tests.builders.http import assert_problem
from tests.e2e.api.serving import bearer
from tests.e2e.api.sse import (
    OPENING_EVENTS,
    create_game,
    events_until,
    listed_events,
    live_server,
    messages,
    roll,
)
from tests.e2e.conftest import GENEROUS_RATE_LIMIT

# A stream that polled often would hide a broken wake-up; these tests rely on notifications
# unless they say otherwise.
WOKEN_ONLY = FeedSettings(heartbeat=3600, poll=3600)


def app_with(db_url: str, feed: FeedSettings, pool_size: int = 4) -> Litestar:
    return create_app(db_url, pool_size=pool_size, rate_limit=GENEROUS_RATE_LIMIT, feed=feed)


@pytest.fixture
def feed() -> FeedSettings:
    """`base`'s streams are woken by notifications alone."""
    return WOKEN_ONLY


def stream_of(game: dict[str, Any], what: str = "events") -> str:
    return f"/v1/games/{game['id']}/{what}/stream"


async def test_each_event_is_sent_as_its_item_in_the_event_list(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        await roll(client, game)
        headers = bearer(game["tokens"]["players"]["tohaa"])
        async with client.stream("GET", stream_of(game), headers=headers) as response:
            msgs = messages(response)
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/event-stream")
            first = await events_until(msgs, lambda got: len(got) == OPENING_EVENTS + 1)
            await roll(client, game)  # committed while the stream is open
            (live,) = await events_until(msgs, lambda got: len(got) == 1)
        listed = await listed_events(client, game)

    received = [*first, live]
    assert [m.json() for m in received] == listed
    assert [m.id for m in received] == [str(item["version"]) for item in listed]
    assert [m.event for m in received] == [item["type"] for item in listed]


async def test_a_stream_resumes_after_the_last_event_id_without_repeats(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        headers = bearer(game["tokens"]["organiser"])
        async with client.stream("GET", stream_of(game), headers=headers) as response:
            msgs = messages(response)
            (created,) = await events_until(msgs, lambda got: len(got) == 1)
        for _ in range(3):
            await roll(client, game)  # while nobody listens
        resumed_headers = {**headers, "Last-Event-ID": created.id or ""}
        async with client.stream("GET", stream_of(game), headers=resumed_headers) as response:
            msgs = messages(response)
            resumed = await events_until(msgs, lambda got: len(got) == 3)
        async with client.stream(
            "GET", stream_of(game), headers=headers, params={"after": resumed[1].id}
        ) as response:
            msgs = messages(response)
            (last,) = await events_until(msgs, lambda got: len(got) == 1)
            await roll(client, game)
            (newer,) = await events_until(msgs, lambda got: len(got) == 1)
        listed = await listed_events(client, game)

    versions = [int(m.id or 0) for m in [created, *resumed]]
    assert versions == [item["version"] for item in listed[:4]]
    assert last.id == resumed[2].id
    assert newer.json() == listed[4]


async def test_the_order_state_stream_sends_the_state_each_time_it_changes(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        headers = bearer(game["tokens"]["organiser"])
        async with client.stream("GET", stream_of(game, "state"), headers=headers) as response:
            msgs = messages(response)
            (initial,) = await events_until(msgs, lambda got: len(got) == 1)
            assert (
                initial.json()
                == (await client.get(f"/v1/games/{game['id']}/state", headers=headers)).json()
            )
            await roll(client, game)
            (changed,) = await events_until(msgs, lambda got: len(got) == 1)
        now = await client.get(f"/v1/games/{game['id']}/state", headers=headers)

    assert initial.event == changed.event == "order_state"
    assert int(changed.id or 0) > int(initial.id or 0)
    assert changed.json() == now.json()


async def test_streams_need_a_token_of_the_game(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        other = await create_game(client)
        missing = await client.get(stream_of(game))
        foreign = await client.get(stream_of(game), headers=bearer(other["tokens"]["organiser"]))
        player = await client.get(
            "/v1/organiser/events/stream", headers=bearer(game["tokens"]["players"]["tohaa"])
        )
    assert_problem(missing, 401, "unauthorized")
    assert_problem(foreign, 404, "not-found")
    assert_problem(player, 401, "unauthorized")
    assert player.headers["content-type"].startswith("application/problem+json")


async def test_an_event_whose_notification_never_came_is_delivered_by_polling(
    db_url: str, pool: Pool
) -> None:
    polling = FeedSettings(heartbeat=3600, poll=0.2)
    async with (
        live_server(app_with(db_url, polling)) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as client,
    ):
        game = await create_game(client)
        headers = bearer(game["tokens"]["organiser"])
        async with client.stream("GET", stream_of(game), headers=headers) as response:
            msgs = messages(response)
            await events_until(msgs, lambda got: len(got) == OPENING_EVENTS)
            # Written behind the store's back: no NOTIFY is ever sent for it.
            async with pool.connection() as conn:
                await conn.execute(
                    "INSERT INTO events (game_id, version, event_id, type, data, recorded_at,"
                    " prev_hash, hash) VALUES (%s, %s, %s, 'Raw', '{}', now(), %s, %s)",
                    (
                        uuid.UUID(game["id"]),
                        OPENING_EVENTS + 1,
                        uuid.uuid4(),
                        GENESIS_HASH,
                        GENESIS_HASH,
                    ),
                )
            (unannounced,) = await events_until(msgs, lambda got: len(got) == 1)
    assert (unannounced.id, unannounced.event) == (str(OPENING_EVENTS + 1), "Raw")


async def test_an_idle_stream_sends_heartbeat_comments(db_url: str) -> None:
    beating = FeedSettings(heartbeat=0.1, poll=3600)
    async with (
        live_server(app_with(db_url, beating)) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as client,
    ):
        game = await create_game(client)
        headers = bearer(game["tokens"]["organiser"])
        comments: list[str] = []
        async with client.stream("GET", stream_of(game), headers=headers) as response:
            async for message in messages(response):
                comments.extend(message.comments)
                if len(comments) >= 3:
                    break
    assert set(comments) == {"heartbeat"}


async def test_a_stream_ends_after_its_lifetime_and_the_client_resumes(db_url: str) -> None:
    brief = FeedSettings(heartbeat=3600, poll=3600, max_seconds=0.3)
    async with (
        live_server(app_with(db_url, brief)) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as client,
    ):
        game = await create_game(client)
        headers = bearer(game["tokens"]["organiser"])
        async with client.stream("GET", stream_of(game), headers=headers) as response:
            ended = [m async for m in messages(response)]  # ends by itself
        await roll(client, game)
        resumed_headers = {**headers, "Last-Event-ID": ended[-1].id or ""}
        async with client.stream("GET", stream_of(game), headers=resumed_headers) as response:
            resumed = [m async for m in messages(response) if m.data is not None]
        listed = await listed_events(client, game)
    assert [m.json() for m in ended if m.data is not None] + [m.json() for m in resumed] == listed
