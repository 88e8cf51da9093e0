"""A live stream ends once its token is rotated, instead of outliving the revocation."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from service.config import FeedSettings
from service.store.database import Pool
from tests.builders.http import assert_problem
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
from tests.e2e.api.test_live_streams import WOKEN_ONLY, app_with, stream_of

REVOKED = "closed: the token was revoked; reconnect with the new one"
# Only turns a stream that never ends into a failure; a revoked stream ends at its next read.
HANG_SECONDS = 60


@pytest.fixture
def feed() -> FeedSettings:
    """`base`'s streams are woken by notifications alone."""
    return WOKEN_ONLY


async def rest_of(stream: AsyncIterator[Message]) -> list[Message]:
    """Every message until the server ends the stream."""
    async with asyncio.timeout(HANG_SECONDS):
        return [message async for message in stream]


async def rotate(client: httpx.AsyncClient, game: dict[str, Any], **body: str) -> str:
    # Each caller rotates only their own token: a player's by the player.
    own = game["tokens"]["players"][body["player"]] if body.get("player") else None
    rotated = await client.post(
        f"/v1/games/{game['id']}/tokens/rotate",
        json=body,
        headers=bearer(own or game["tokens"]["organiser"]),
    )
    assert rotated.status_code == 200, rotated.text
    token: str = rotated.json()["token"]
    return token


@pytest.mark.parametrize("what", ["events", "state"])
async def test_a_game_stream_ends_when_its_token_is_rotated(base: str, what: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        old = game["tokens"]["players"]["tohaa"]
        organiser = bearer(game["tokens"]["organiser"])
        async with (
            client.stream("GET", stream_of(game, what), headers=bearer(old)) as revoked,
            client.stream("GET", stream_of(game), headers=organiser) as kept,
        ):
            revoked_msgs, kept_msgs = messages(revoked), messages(kept)
            # The events stream sends the game's opening, the state stream one state.
            opened = OPENING_EVENTS if what == "events" else 1
            await events_until(revoked_msgs, lambda got: len(got) == opened)
            await events_until(kept_msgs, lambda got: len(got) == OPENING_EVENTS)
            new = await rotate(client, game, role="player", player="tohaa")
            await roll(client, game)  # committed after the revocation
            ended = await rest_of(revoked_msgs)
            # Another token's stream of the same game goes on.
            after_rotation = await events_until(kept_msgs, lambda got: len(got) == 2)
        reopened = await client.get(stream_of(game, what), headers=bearer(old))

    assert ended[-1].comments == [REVOKED]
    assert all(m.data is None for m in ended), "nothing is sent after the revocation"
    assert [m.event for m in after_rotation] == ["token_rotated", "roll_made"]
    assert_problem(reopened, 401, "unauthorized")
    assert new != old


async def test_a_lost_notification_only_delays_the_end_by_the_poll(db_url: str, pool: Pool) -> None:
    polling = FeedSettings(heartbeat=3600, poll=0.2)
    async with (
        live_server(app_with(db_url, polling)) as url,
        httpx.AsyncClient(base_url=url, timeout=30) as client,
    ):
        game = await create_game(client)
        token = game["tokens"]["players"]["ariadna"]
        async with client.stream("GET", stream_of(game), headers=bearer(token)) as response:
            msgs = messages(response)
            await events_until(msgs, lambda got: len(got) == 1)
            # Revoked behind the store's back: no event, so no NOTIFY wakes the stream.
            async with pool.connection() as conn:
                await conn.execute(
                    "DELETE FROM game_tokens WHERE game_id = %s AND player = 'ariadna'",
                    (uuid.UUID(game["id"]),),
                )
            ended = await rest_of(msgs)
    assert ended[-1].comments == [REVOKED]


async def test_the_organiser_stream_ends_when_its_token_organises_no_game(base: str) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game = await create_game(client)
        token = game["tokens"]["organiser"]
        headers = bearer(token)
        async with client.stream("GET", "/v1/organiser/events/stream", headers=headers) as opened:
            msgs = messages(opened)
            await events_until(msgs, lambda got: len(got) == OPENING_EVENTS)
            await rotate(client, game, role="organiser")
            ended = await rest_of(msgs)
    assert ended[-1].comments == [REVOKED]
    assert all(m.data is None for m in ended)
