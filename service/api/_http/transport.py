"""The HTTP/1.1 connection as `serve` runs it: uvicorn's httptools protocol, with limits on what
a client may send before its request reaches the app, and on how slowly it may send it.

uvicorn puts none on it. With httptools (uvicorn's choice when it is installed, and ours, for
speed) a head of any size and any number of fields is parsed, kept and handed to the app, and a
connection trickling its head or its body is kept for as long as the client likes. What uvicorn
offers does not fit: `h11_max_incomplete_event_size` applies to the pure-Python h11 protocol
only (which answers 400, not 431, counts no fields, and costs throughput on every request), and
`limit_concurrency` answers 503 to everyone once that many connections are open, which slow
clients reach first. An ASGI middleware sees a request only once its head is whole, parsed and
kept, and never sees a connection still sending one. So the limits live here, where the bytes
arrive, before the parser has kept them:

- a head (request line and header fields) is counted as it is received: past
  `max_header_bytes` it is answered 431 while it is still coming in, so no more than a read of
  the socket past the limit is ever held (two, when a pipelined request's head begins in the
  read that ends the request before it); past `max_headers` fields, likewise;
- a head has `header_timeout` seconds to arrive whole, from the connection's opening or, on a
  kept-alive connection, from its first byte (the wait for that byte is uvicorn's keep-alive
  timeout); a body has `body_timeout` seconds from the end of its head. Either late is answered
  408; a connection that sent nothing is just closed, as an idle kept-alive one is.

A refusal is a problem document with `Connection: close`, never reaching the app. The
connection is then half-closed, and what the client still sends is read and dropped for
`LINGER_SECONDS` before it is closed: closing a socket with unread data makes the kernel reset
the connection, and a reset can destroy the answer before the client has read it.
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass, fields
from typing import Any, ClassVar

import httptools
import msgspec
from uvicorn.config import Config
from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol
from uvicorn.server import ServerState

from service.api._http.observability import REQUEST_ID_HEADER
from service.api._http.problems import PROBLEM_JSON, PROBLEM_TYPE_BASE, code_for_status
from service.config import Settings

LINGER_SECONDS = 2.0
"""How long a refused connection's further input is read and dropped: time for a client still
sending to finish and read its answer, short enough that lingering holds nothing for long."""
HTTP_408_REQUEST_TIMEOUT = 408
HTTP_431_HEADER_FIELDS_TOO_LARGE = 431
_TITLES = {
    HTTP_408_REQUEST_TIMEOUT: "Request timeout",
    HTTP_431_HEADER_FIELDS_TOO_LARGE: "Request header fields too large",
}
_LINE_OVERHEAD = 4
"""The separator after a field's name and the line end, which the parser hands over without."""
_MAX_INSTANCE = 2048


@dataclass(frozen=True, slots=True)
class TransportLimits:
    max_header_bytes: int
    max_headers: int
    header_timeout: float
    body_timeout: float

    @classmethod
    def from_settings(cls, settings: Settings) -> TransportLimits:
        """The limits the service's settings of the same names set."""
        return cls(**{field.name: getattr(settings, field.name) for field in fields(cls)})


class HeadTooLarge(Exception):
    """Raised from inside the parser to stop it at once: httptools calls the protocol back in
    the middle of a read, and an exception is the only way out of it."""


def limited_protocol(limits: TransportLimits) -> type[LimitedHttpToolsProtocol]:
    """The protocol class uvicorn is given (`http=`): uvicorn makes one per connection from its
    own arguments, so the limits ride on the class."""

    class Limited(LimitedHttpToolsProtocol):
        pass

    Limited.limits = limits
    return Limited


class LimitedHttpToolsProtocol(HttpToolsProtocol):
    limits: ClassVar[TransportLimits]

    def __init__(
        self,
        config: Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self._in_head = False
        self._head_received = 0
        """Bytes of the head taken from the socket while it was incomplete."""
        self._head_parsed = 0
        """Bytes of the target and of the fields the parser has completed."""
        self._fields = 0
        self._too_large: str | None = None
        self._message_ended = False
        self._body_pending = False
        self._refused = False
        self._head_timer: asyncio.TimerHandle | None = None
        self._body_timer: asyncio.TimerHandle | None = None
        self._linger_timer: asyncio.TimerHandle | None = None

    # The connection -----------------------------------------------------------------------

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # A connection that never sends a head would otherwise be held for good.
        self._head_timer = self.loop.call_later(self.limits.header_timeout, self._head_late)

    def connection_lost(self, exc: Exception | None) -> None:
        for timer in (self._head_timer, self._body_timer, self._linger_timer):
            if timer is not None:
                timer.cancel()
        self._head_timer = self._body_timer = self._linger_timer = None
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return  # lingering: dropped, so that closing resets nothing the client must read
        self._unset_keepalive_if_required()
        self._message_ended = False
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError:
            if self._too_large is not None:
                self._refuse_head(HTTP_431_HEADER_FIELDS_TOO_LARGE, self._too_large)
            else:
                self.logger.warning("Invalid HTTP request received.")
                self.send_400_response("Invalid HTTP request received.")
            return
        except httptools.HttpParserUpgrade:
            if self._should_upgrade():
                self.handle_websocket_upgrade()
            else:
                self._unsupported_upgrade_warning()
            return
        # Where a message ended in this read and the next one's head began, the split is not
        # known: that head's first bytes are left to the parsed count (`_count_head`).
        if self._in_head and not self._message_ended:
            self._head_received += len(data)
            if self._head_received > self.limits.max_header_bytes:
                self._refuse_head(HTTP_431_HEADER_FIELDS_TOO_LARGE, self._size_detail())
                return
        self._watch_body()

    # The parser's callbacks ---------------------------------------------------------------

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._in_head = True
        self._head_received = self._head_parsed = self._fields = 0
        if self._head_timer is None:
            self._head_timer = self.loop.call_later(self.limits.header_timeout, self._head_late)

    def on_url(self, url: bytes) -> None:
        self._count_head(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._fields += 1
        if self._fields > self.limits.max_headers:
            self._stop(f"more than {self.limits.max_headers} header fields")
        self._count_head(len(name) + len(value) + _LINE_OVERHEAD)
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._in_head = False
        self._cancel_head_timer()
        self._body_pending = True
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        self._message_ended = True
        self._body_pending = False
        if self._body_timer is not None:
            self._body_timer.cancel()
            self._body_timer = None
        super().on_message_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        # A pipelined request waiting behind this answer starts now, its body perhaps unread.
        self._watch_body()

    # The limits ---------------------------------------------------------------------------

    def _count_head(self, size: int) -> None:
        self._head_parsed += size
        if self._head_parsed > self.limits.max_header_bytes:
            self._stop(self._size_detail())

    def _size_detail(self) -> str:
        return f"the request line and headers are over {self.limits.max_header_bytes} bytes"

    def _stop(self, reason: str) -> None:
        self._too_large = reason
        raise HeadTooLarge(reason)

    def _cancel_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _watch_body(self) -> None:
        # A pipelined request's body is not read before the answers ahead of it are sent, so
        # its time starts when it does; uvicorn holds those in `pipeline`.
        if (
            self._body_pending
            and self._body_timer is None
            and not self.pipeline
            and not self._refused
            and not self.transport.is_closing()
        ):
            self._body_timer = self.loop.call_later(self.limits.body_timeout, self._body_late)

    def _head_late(self) -> None:
        self._head_timer = None
        if self._in_head:
            detail = f"the request's head did not arrive within {self.limits.header_timeout:g} s"
            self._refuse_head(HTTP_408_REQUEST_TIMEOUT, detail)
        else:
            self.transport.close()  # nothing was asked, so nothing is answered

    def _body_late(self) -> None:
        self._body_timer = None
        cycle = self.cycle
        if cycle.response_started:
            # An answer is on its way (the app did not wait for the body): no 408 can go in
            # front of it.
            self.transport.close()
            return
        # The handler's next receive() says the client left, and whatever it answers is dropped.
        cycle.disconnected = True
        cycle.message_event.set()
        detail = f"the request's body did not arrive within {self.limits.body_timeout:g} s"
        self._refuse(HTTP_408_REQUEST_TIMEOUT, detail)

    def _refuse_head(self, status: int, detail: str) -> None:
        if self.cycle is not None and not self.cycle.response_complete:
            # A pipelined head behind an answer still being sent: nothing can go in front of it.
            self.transport.close()
            return
        self._refuse(status, detail)

    def _refuse(self, status: int, detail: str) -> None:
        self._refused = True
        self._cancel_head_timer()
        if self._body_timer is not None:
            self._body_timer.cancel()
            self._body_timer = None
        request_id = uuid.uuid4().hex
        code = code_for_status(status)
        body = msgspec.json.encode(
            {
                "type": PROBLEM_TYPE_BASE + code,
                "code": code,
                "title": _TITLES[status],
                "status": status,
                "detail": detail,
                "instance": self._instance(),
            }
        )
        content = [STATUS_LINE[status]]
        for name, value in self.server_state.default_headers:
            content += [name, b": ", value, b"\r\n"]
        content += [
            b"content-type: ",
            PROBLEM_JSON.encode(),
            b"\r\ncontent-length: ",
            str(len(body)).encode(),
            b"\r\nconnection: close\r\n",
            REQUEST_ID_HEADER.lower().encode(),
            b": ",
            request_id.encode(),
            b"\r\n\r\n",
            body,
        ]
        self.transport.write(b"".join(content))
        client = f"{self.client[0]}:{self.client[1]}" if self.client else "unknown"
        self.logger.warning("%s - %d, %s (request_id %s)", client, status, detail, request_id)
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self.flow.resume_reading()
        self._linger_timer = self.loop.call_later(LINGER_SECONDS, self.transport.close)

    def _instance(self) -> str:
        """The request's path once its request line is whole (a field followed it), else
        nothing: a half-sent target is not worth echoing."""
        if not self._fields:
            return ""
        try:
            path = httptools.parse_url(self.url).path
        except httptools.HttpParserInvalidURLError:
            return ""
        return path.decode("latin-1")[:_MAX_INSTANCE]
