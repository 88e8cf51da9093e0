"""The live streams (Server-Sent Events) read over httpx: each message as a typed event, and
after a drop or the server's end of a stream a reconnection with Last-Event-ID, so the
iterator goes on with nothing missed or repeated."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import httpx

from infinity_ledger_client._transport import SSE, RetryPolicy

T = TypeVar("T")


@dataclass(frozen=True)
class StreamEvent(Generic[T]):
    id: str
    """The `id:` to resume after: an event's version, a state's version, or an organiser
    stream's event position."""
    event: str
    """The `event:` name: an event's type, or `order_state`."""
    data: T
    """The payload as the generated model (EventView, OrderStateView)."""
    json: Any
    """The payload as parsed JSON."""


@dataclass
class _Message:
    id: str | None = None
    event: str | None = None
    data: list[str] = field(default_factory=list)
    retry: int | None = None


class StreamRefused(Exception):
    """The server refused to open the stream (not 429/503, which are waited out)."""

    def __init__(self, response: httpx.Response) -> None:
        super().__init__(f"{response.status_code}: {response.text}")
        self.response = response


async def _messages(response: httpx.Response) -> AsyncIterator[_Message]:
    current = _Message()
    async for line in response.aiter_lines():
        if line == "":
            yield current
            current = _Message()
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "data":
            current.data.append(value)
        elif name in ("id", "event"):
            setattr(current, name, value)
        elif name == "retry" and value.isdigit():
            current.retry = int(value)


async def follow(
    http: httpx.AsyncClient,
    path: str,
    token: str,
    decode: Callable[[Any], T],
    retry: RetryPolicy,
    last_event_id: str | None,
    sleep: Callable[[float], Any],
) -> AsyncGenerator[StreamEvent[T], None]:
    """Every event of the stream at `path` after `last_event_id`, for as long as the caller
    reads. Gives up after `retry.attempts` connections in a row that could not be opened (a
    stream the server ends, as it does after an hour, is simply opened again)."""
    wait = retry.default_wait
    failed = 0
    while True:
        headers = {"Authorization": f"Bearer {token}", "Accept": SSE}
        if last_event_id is not None:
            headers["Last-Event-ID"] = last_event_id
        opened = False
        try:
            async with http.stream("GET", path, headers=headers) as response:
                if response.status_code != 200:
                    await response.aread()
                    raise StreamRefused(response)
                opened = True
                async for message in _messages(response):
                    if message.retry is not None:
                        wait = message.retry / 1000
                    if not message.data or message.id is None or message.event is None:
                        continue  # a heartbeat or a closing comment
                    parsed = json.loads("\n".join(message.data))
                    last_event_id = message.id
                    yield StreamEvent(message.id, message.event, decode(parsed), parsed)
        except httpx.TransportError:
            pass  # dropped, or silent past the read timeout (heartbeats come every 15 s)
        failed = 0 if opened else failed + 1
        if failed >= retry.attempts:
            raise ConnectionError(f"{path}: {failed} connections in a row could not be opened")
        await sleep(wait)
