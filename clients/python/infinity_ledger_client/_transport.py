"""What every request of the SDK goes through: an Idempotency-Key on each POST, kept for its
retries; 503 and 429 retried after their Retry-After; reads answered from a cache that the
server confirms with a 304."""

from __future__ import annotations

import asyncio
import email.utils
import hashlib
import time
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import httpx

RETRIED_STATUSES = frozenset({429, 503})
SSE = "text/event-stream"


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 5
    """Tries of one request in all, the first included."""
    longest_wait: float = 30.0
    """A Retry-After longer than this is not waited out: the answer goes back to the caller."""
    default_wait: float = 1.0
    """The wait after a dropped connection, or a 503/429 without Retry-After."""


def retry_after(response: httpx.Response, default: float) -> float:
    """Seconds the server asks to wait: Retry-After as seconds or as an HTTP date."""
    value = response.headers.get("Retry-After")
    if value is None:
        return default
    if value.strip().isdigit():
        return float(value)
    when = email.utils.parsedate_to_datetime(value)
    return max(0.0, when.timestamp() - time.time())


@dataclass(frozen=True)
class _Cached:
    etag: str
    headers: list[tuple[bytes, bytes]]
    body: bytes


class LedgerTransport(httpx.AsyncBaseTransport):
    """Wraps the transport that talks to the server. Closing it leaves that transport open:
    the generated clients close theirs after each use, the SDK's `Client` closes it once."""

    def __init__(
        self,
        inner: httpx.AsyncBaseTransport,
        retry: RetryPolicy,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        cache_size: int = 256,
    ) -> None:
        self.inner = inner
        self.retry = retry
        self.sleep = sleep
        self.cache_size = cache_size
        self._cache: OrderedDict[tuple[str, str], _Cached] = OrderedDict()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and "Idempotency-Key" not in request.headers:
            # Made once here, so every retry below sends the same one: the server answers a
            # retry of a command that did commit with its first answer, appending nothing.
            request.headers["Idempotency-Key"] = str(uuid.uuid4())
        cacheable = request.method == "GET" and SSE not in request.headers.get("Accept", "")
        cached = self._cache.get(self._key(request)) if cacheable else None
        if cached is not None and "If-None-Match" not in request.headers:
            request.headers["If-None-Match"] = cached.etag
        response = await self._send(request)
        if not cacheable:
            return response
        if response.status_code == 304 and cached is not None:
            return httpx.Response(200, headers=cached.headers, content=cached.body, request=request)
        etag = response.headers.get("ETag")
        if response.status_code == 200 and etag:
            body = await response.aread()
            # The body kept is decoded already: the replayed answer must not claim otherwise.
            headers = [
                (name, value)
                for name, value in response.headers.raw
                if name.lower() not in (b"content-encoding", b"content-length")
            ]
            self._remember(request, _Cached(etag, headers, body))
        return response

    async def _send(self, request: httpx.Request) -> httpx.Response:
        for attempt in range(1, self.retry.attempts + 1):
            last = attempt == self.retry.attempts
            try:
                response = await self.inner.handle_async_request(request)
            except (httpx.ConnectError, httpx.ReadError, httpx.RemoteProtocolError):
                # Safe to send again: a read changes nothing, and a POST carries its key.
                if last:
                    raise
                await self.sleep(self.retry.default_wait)
                continue
            if response.status_code not in RETRIED_STATUSES or last:
                return response
            wait = retry_after(response, self.retry.default_wait)
            if wait > self.retry.longest_wait:
                return response
            await response.aclose()
            await self.sleep(wait)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _key(self, request: httpx.Request) -> tuple[str, str]:
        # Per token: two players may see one game differently (their own secrets).
        token = request.headers.get("Authorization", "")
        return str(request.url), hashlib.sha256(token.encode()).hexdigest()

    def _remember(self, request: httpx.Request, cached: _Cached) -> None:
        key = self._key(request)
        self._cache[key] = cached
        self._cache.move_to_end(key)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    async def aclose(self) -> None:
        """Nothing: see the class."""
