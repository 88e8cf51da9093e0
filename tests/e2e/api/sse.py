"""A small Server-Sent Events client for tests, and the app served for real on a loopback port.

Litestar's in-process test client gathers a whole response before answering, which a stream
that never ends does not allow; so live tests run the app under uvicorn in the test's loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
import uvicorn
from litestar import Litestar

from tests.builders.http import send_entropy
from tests.e2e.api.serving import ROLL, bearer, events_page, free_port, page_events


@dataclass
class Message:
    id: str | None = None
    event: str | None = None
    data: str | None = None
    comments: list[str] = field(default_factory=list)

    def json(self) -> Any:
        assert self.data is not None
        return msgspec.json.decode(self.data)


async def messages(response: httpx.Response) -> AsyncIterator[Message]:
    """Each message (event or comment) of an open text/event-stream response, as it comes."""
    current = Message()
    async for line in response.aiter_lines():
        if line == "":
            yield current
            current = Message()
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "":
            current.comments.append(value)
        elif name == "data":
            current.data = value if current.data is None else f"{current.data}\n{value}"
        elif name in ("id", "event"):
            setattr(current, name, value)


async def events_until(
    stream: AsyncIterator[Message], done: Any, *, within: float = 60
) -> list[Message]:
    """Events (comments skipped) of messages(response) until done(received) is true; fails if
    the stream ends first. `within` only turns a hang into a failure."""
    received: list[Message] = []
    async with asyncio.timeout(within):
        async for message in stream:
            if message.data is not None:
                received.append(message)
            if done(received):
                return received
    raise AssertionError(f"the stream ended after {len(received)} events")


@asynccontextmanager
async def live_server(app: Litestar) -> AsyncIterator[str]:
    """The app served on a free loopback port; its base URL. Close streams before leaving."""
    port = free_port()
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, log_level="warning", timeout_graceful_shutdown=10
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    async with asyncio.timeout(60):
        while not server.started:
            assert not task.done(), "the server did not start"
            await asyncio.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task


OPENING_EVENTS = 3
"""A game as create_game opens it: game_created, then each player's entropy_contributed."""


async def create_game(client: httpx.AsyncClient, organiser: str | None = None) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {organiser}"} if organiser else {}
    created = await client.post(
        "/v1/games", json={"players": ["ariadna", "tohaa"]}, headers=headers
    )
    assert created.status_code == 201, created.text
    game: dict[str, Any] = created.json()
    await send_entropy(client, game)
    return game


async def roll(client: httpx.AsyncClient, game: dict[str, Any]) -> None:
    """A free-standing roll by the organiser."""
    answer = await client.post(
        f"/v1/games/{game['id']}/rolls", json=ROLL, headers=bearer(game["tokens"]["organiser"])
    )
    assert answer.status_code == 201, answer.text


async def listed_events(client: httpx.AsyncClient, game: dict[str, Any]) -> list[Any]:
    """Every item of GET /events, as JSON."""
    items: list[Any] = []
    after: int | None = 0
    while after is not None:
        batch, after = page_events(
            await client.get(
                f"/v1/games/{game['id']}/events",
                params=events_page(after),
                headers=bearer(game["tokens"]["organiser"]),
            )
        )
        items.extend(batch)
    return items
