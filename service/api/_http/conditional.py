"""Conditional GETs: every read of a game's resources or of the catalogue carries an ETag;
If-None-Match gets 304.

Apps poll a game's state (tens of KB), so an unchanged answer should cost a header, not the
body. A response that already names its ETag (the game's version) keeps it; any other gets a
strong one from a digest of its body, which changes exactly when the answer does. Streamed
answers (the NDJSON audit export) pass through untouched.
"""

from __future__ import annotations

import hashlib

from litestar.datastructures import MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.middleware import ASGIMiddleware
from litestar.types import (
    ASGIApp,
    HTTPResponseBodyEvent,
    HTTPResponseStartEvent,
    Message,
    Receive,
    Scope,
    Send,
)

GAME_RESOURCES = "/v1/games/"
CATALOGUE = "/v1/catalogue/"


def content_etag(body: bytes) -> str:
    return f'"{hashlib.sha256(body).hexdigest()[:32]}"'


def matches(if_none_match: str, etag: str) -> bool:
    """Weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored; `*` matches anything."""
    if if_none_match.strip() == "*":
        return True
    wanted = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") == wanted for tag in if_none_match.split(","))


def _is_game_read(scope: Scope) -> bool:
    return scope.get("method") == "GET" and scope["path"].startswith((GAME_RESOURCES, CATALOGUE))


class ConditionalGetMiddleware(ASGIMiddleware):
    scopes = (ScopeType.HTTP,)

    async def handle(self, scope: Scope, receive: Receive, send: Send, next_app: ASGIApp) -> None:
        if not _is_game_read(scope):
            await next_app(scope, receive, send)
            return
        request_headers = dict(scope["headers"])
        if_none_match = request_headers.get(b"if-none-match", b"").decode("latin-1")
        held: HTTPResponseStartEvent | None = None

        async def send_with_etag(message: Message) -> None:
            nonlocal held
            if message["type"] == "http.response.start" and message["status"] == 200:
                held = message  # wait for the body: the ETag may be its digest
                return
            if held is None:
                await send(message)
            elif message["type"] == "http.response.body" and not message.get("more_body"):
                await _answer(held, message.get("body", b""), if_none_match, send)
            else:  # streamed: pass through as it comes
                await send(held)
                await send(message)
                held = None

        await next_app(scope, receive, send_with_etag)


async def _answer(
    start: HTTPResponseStartEvent, body: bytes, if_none_match: str, send: Send
) -> None:
    headers = MutableScopeHeaders(start)
    etag = headers.get("etag") or content_etag(body)
    headers["etag"] = etag
    status = start["status"]
    if if_none_match and matches(if_none_match, etag):
        for name in ("content-length", "content-type"):
            if name in headers:
                del headers[name]
        status, body = 304, b""
    await send(
        HTTPResponseStartEvent(type="http.response.start", status=status, headers=headers.headers)
    )
    await send(HTTPResponseBodyEvent(type="http.response.body", body=body, more_body=False))
