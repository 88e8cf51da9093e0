"""A transport between the SDK and the server that records what was sent and answered, and
can stand in for a lost answer: the server did the work, the SDK sees a 503."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import httpx

END = re.compile(rb"\r\n\r\n|\n\n|\r\r")


@dataclass
class Exchange:
    method: str
    path: str
    headers: httpx.Headers
    status: int
    retry_after: str | None


@dataclass
class Recording(httpx.AsyncBaseTransport):
    inner: httpx.AsyncBaseTransport = field(default_factory=httpx.AsyncHTTPTransport)
    exchanges: list[Exchange] = field(default_factory=list)
    lose_answer: Callable[[httpx.Request], bool] = lambda _request: False
    """Requests whose answer, once the server has given it, is replaced by a 503."""
    lost: list[httpx.Response] = field(default_factory=list)
    cut_streams_after: int | None = None
    """Stream messages after which each live stream's connection breaks (a network drop)."""

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        if self.lose_answer(request):
            self.lose_answer = lambda _request: False
            await response.aread()
            self.lost.append(response)
            response = httpx.Response(503, headers={"Retry-After": "1"}, request=request)
        if self.cut_streams_after is not None and request.url.path.endswith("/stream"):
            response.stream = Cut(response.stream, self.cut_streams_after)
        self.exchanges.append(
            Exchange(
                request.method,
                request.url.path,
                request.headers.copy(),
                response.status_code,
                response.headers.get("Retry-After"),
            )
        )
        return response

    def to(self, method: str, suffix: str) -> list[Exchange]:
        return [e for e in self.exchanges if e.method == method and e.path.endswith(suffix)]

    async def aclose(self) -> None:
        await self.inner.aclose()


class Cut(httpx.AsyncByteStream):
    """A stream's body broken off, as a dropped connection does, after so many messages."""

    def __init__(self, inner: httpx.AsyncByteStream, messages: int) -> None:
        self.inner = inner
        self.messages = messages

    async def __aiter__(self) -> AsyncIterator[bytes]:
        seen = 0
        pending = b""
        async for chunk in self.inner:
            pending += chunk
            # Only whole messages get through, so the cut never splits one.
            while (found := END.search(pending)) is not None:
                message, pending = pending[: found.end()], pending[found.end() :]
                yield message
                if b"data:" in message:
                    seen += 1
                if seen == self.messages:
                    raise httpx.ReadError("connection dropped")

    async def aclose(self) -> None:
        await self.inner.aclose()
