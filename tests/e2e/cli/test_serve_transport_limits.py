"""Oversized and trickled requests against `serve` as it runs in production (uvicorn on uvloop
and httptools, over real sockets): a head too large or with too many fields is refused with
431 before it is taken in, a head or a body that does not arrive in time is answered 408 and
its connection closed, and the same process stays ready for everyone else.

The timeouts are shortened here so a test waits seconds, not the defaults; the size and count
limits are the defaults. Waits are bounded by the timeout plus a wide margin, and what is
asserted is what the server did (answered, closed), never how fast.
"""

from __future__ import annotations

import select
import socket
import subprocess
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from service.config import Settings
from tests.e2e.api.serving import bearer, cluster_folder, free_port, serving

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("serve-transport-limits")]

HEADER_TIMEOUT = 2.0
BODY_TIMEOUT = 2.0
MARGIN = 8.0
"""Beyond a timeout, how long a test waits for the server to act before calling it a failure:
wide, for a machine busy with other work."""
TRICKLE = 0.25
"""Seconds between the bytes a trickling client sends."""
FATAL = ("Fatal Python error", "Traceback (most recent call last)")


@dataclass
class Served:
    proc: subprocess.Popen[bytes]
    port: int
    game: str
    token: str
    log_dir: Path

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def alive(self) -> None:
        """The same process, ready, and answering a read of a game."""
        assert self.proc.poll() is None, f"serve exited {self.proc.returncode}: {self.log()}"
        assert httpx.get(f"{self.base}/health/ready", timeout=10).status_code == 200
        read = httpx.get(f"{self.base}/v1/games/{self.game}", headers=bearer(self.token))
        assert read.status_code == 200, read.text

    def connect(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.port), timeout=10)

    def log(self) -> str:
        return "\n".join(p.read_text(errors="replace") for p in self.log_dir.glob("serve-*.log"))


@pytest.fixture(scope="module")
def served() -> Iterator[Served]:
    with cluster_folder("ledger-transport-") as folder:
        port = free_port()
        with serving(
            folder,
            port,
            PYTHONFAULTHANDLER="",
            INFINITY_LEDGER_HEADER_TIMEOUT=str(HEADER_TIMEOUT),
            INFINITY_LEDGER_BODY_TIMEOUT=str(BODY_TIMEOUT),
            # Every test here opens connections from one address at a pace no player does.
            INFINITY_LEDGER_RATE_LIMIT="0",
        ) as proc:
            created = httpx.post(
                f"http://127.0.0.1:{port}/v1/games", json={"players": ["ariadna", "tohaa"]}
            )
            assert created.status_code == 201, created.text
            body = created.json()
            yield Served(proc, port, body["id"], body["tokens"]["organiser"], folder)


def head(path: str = "/health/live", *fields: str, method: str = "GET") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", *fields]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def read_response(sock: socket.socket) -> tuple[int, dict[str, str], bytes]:
    """One whole response off a kept-alive connection: its status, headers and body."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, f"closed before a whole head: {data!r}"
        data += chunk
    raw_head, body = data.split(b"\r\n\r\n", 1)
    status_line, *lines = raw_head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines)}
    while len(body) < int(headers.get("content-length", "0")):
        chunk = sock.recv(65536)
        assert chunk, "closed before the whole body"
        body += chunk
    return int(status_line.split(" ")[1]), headers, body


@dataclass
class Ending:
    """What became of a connection: what the server sent, and whether it closed it."""

    received: bytes
    closed: bool

    @property
    def status(self) -> int | None:
        if not self.received.startswith(b"HTTP/1.1 "):
            return None
        return int(self.received.split(b" ", 2)[1])


def wait_for_close(sock: socket.socket, within: float, trickle: bytes = b"") -> Ending:
    """Reads until the server closes the connection or `within` seconds pass; meanwhile sends
    one byte of `trickle` every TRICKLE seconds, as a slow client would."""
    received = b""
    deadline = time.monotonic() + within
    pending = trickle
    while time.monotonic() < deadline:
        if pending:
            try:
                sock.send(pending[:1])
            except (BrokenPipeError, ConnectionResetError):
                return Ending(received, closed=True)
            pending = pending[1:]
        readable, _, _ = select.select([sock], [], [], TRICKLE)
        if readable:
            try:
                chunk = sock.recv(65536)
            except ConnectionResetError:
                return Ending(received, closed=True)
            if not chunk:
                return Ending(received, closed=True)
            received += chunk
    return Ending(received, closed=False)


def send_all_then_wait(sock: socket.socket, data: bytes, within: float) -> Ending:
    """Sends `data` whole (the server may refuse it half-way) and waits for the close."""
    with suppress(BrokenPipeError, ConnectionResetError):
        sock.sendall(data)
    return wait_for_close(sock, within)


def assert_refused(ending: Ending, status: int) -> None:
    assert ending.closed, f"the server kept the connection open: {ending.received[:200]!r}"
    assert ending.status == status, ending.received[:400]
    head_part, _, body = ending.received.partition(b"\r\n\r\n")
    assert b"\r\nconnection: close" in head_part.lower(), head_part
    assert b"application/problem+json" in head_part.lower(), head_part
    assert f'"status":{status}'.encode() in body.replace(b" ", b""), body


# Ordinary requests -------------------------------------------------------------------------


def test_ordinary_requests_with_ordinary_headers_are_served(served: Served) -> None:
    cookie = "Cookie: " + "; ".join(f"pref{n}={'x' * 60}" for n in range(60))  # ~4 KB
    with served.connect() as sock:
        sock.sendall(
            head(
                f"/v1/games/{served.game}",
                f"Authorization: Bearer {served.token}",
                "Accept: application/json",
                "User-Agent: Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/128.0",
                "Accept-Language: en-GB,en;q=0.8,es;q=0.5",
                cookie,
            )
        )
        status, _, _ = read_response(sock)
        assert status == 200
        # Forty fields of a few hundred bytes each: inside both limits.
        sock.sendall(head("/health/live", *(f"X-Field-{n}: {'v' * 200}" for n in range(40))))
        assert read_response(sock)[0] == 200
    served.alive()


def test_a_kept_alive_connection_waits_between_requests_without_a_head_deadline(
    served: Served,
) -> None:
    """The head's deadline runs while a head is coming in, not while a kept-alive connection
    waits for the client's next request (that wait is uvicorn's keep-alive timeout, 5 s)."""
    with served.connect() as sock:
        sock.sendall(head())
        assert read_response(sock)[0] == 200
        time.sleep(HEADER_TIMEOUT + 1)
        sock.sendall(head())
        assert read_response(sock)[0] == 200


def test_a_head_and_a_body_sent_in_pieces_within_their_time_are_served(served: Served) -> None:
    body = b'{"players": ["ariadna", "tohaa"]}'
    request = head(
        "/v1/games",
        "Content-Type: application/json",
        f"Content-Length: {len(body)}",
        method="POST",
    )
    with served.connect() as sock:
        for piece in (request[:20], request[20:40], request[40:]):
            sock.sendall(piece)
            time.sleep(0.2)
        for piece in (body[:10], body[10:20], body[20:]):
            sock.sendall(piece)
            time.sleep(0.2)
        status, _, answer = read_response(sock)
        assert status == 201, answer


# Heads too large ---------------------------------------------------------------------------


def test_a_200_kb_header_gets_431_and_serve_lives(served: Served) -> None:
    with served.connect() as sock:
        ending = send_all_then_wait(sock, head("/health/live", "X-Big: " + "a" * 200_000), MARGIN)
    assert_refused(ending, 431)
    served.alive()


@pytest.mark.parametrize(
    "growing",
    [
        b"".join(f"X-Filler-{n}: {'b' * 1000}\r\n".encode() for n in range(20)),
        b"X-Endless: " + b"b" * 40_000,
    ],
    ids=["many-lines", "one-endless-value"],
)
def test_a_head_growing_past_the_limit_is_refused_before_it_ends(
    served: Served, growing: bytes
) -> None:
    """The refusal does not wait for the end of the head: a client still sending header lines,
    or one header's value, gets its 431 without finishing."""
    with served.connect() as sock:
        sock.sendall(b"GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        ending = send_all_then_wait(sock, growing, MARGIN)
    assert_refused(ending, 431)
    served.alive()


def test_20000_headers_get_431_and_serve_lives(served: Served) -> None:
    with served.connect() as sock:
        many = head("/health/live", *(f"X-H{n}: v" for n in range(20_000)))
        ending = send_all_then_wait(sock, many, MARGIN)
    assert_refused(ending, 431)
    served.alive()


def test_the_documented_field_count_is_the_line(served: Served) -> None:
    limit = Settings.from_env().max_headers
    with served.connect() as sock:
        # Host is one of them.
        sock.sendall(head("/health/live", *(f"X-H{n}: v" for n in range(limit - 1))))
        assert read_response(sock)[0] == 200
    with served.connect() as sock:
        ending = send_all_then_wait(
            sock, head("/health/live", *(f"X-H{n}: v" for n in range(limit))), MARGIN
        )
    assert_refused(ending, 431)


def test_four_clients_sending_2_mb_heads_in_turn_leave_serve_ready(served: Served) -> None:
    big = head("/health/live", *(f"X-Big-{n}: {'c' * 8000}" for n in range(250)))

    def send_big() -> Ending:
        with served.connect() as sock:
            return send_all_then_wait(sock, big, MARGIN)

    with ThreadPoolExecutor(max_workers=4) as clients:
        for _ in range(3):
            for ending in clients.map(lambda _: send_big(), range(4)):
                assert_refused(ending, 431)
            served.alive()


# Heads and bodies too slow -----------------------------------------------------------------


def test_a_connection_that_sends_nothing_is_closed(served: Served) -> None:
    with served.connect() as sock:
        ending = wait_for_close(sock, HEADER_TIMEOUT + MARGIN)
    assert ending.closed, "the server kept a silent connection open"
    assert ending.received == b""
    served.alive()


def test_a_half_sent_head_that_stalls_is_answered_408_and_closed(served: Served) -> None:
    with served.connect() as sock:
        sock.sendall(b"GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: app")
        ending = wait_for_close(sock, HEADER_TIMEOUT + MARGIN)
    assert_refused(ending, 408)
    served.alive()


def test_a_trickled_head_is_answered_408_and_closed(served: Served) -> None:
    """Sending a byte every so often does not buy time: the whole head has its deadline."""
    with served.connect() as sock:
        sock.sendall(b"GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        trickle = b"X-Slow: " + b"s" * 200
        ending = wait_for_close(sock, HEADER_TIMEOUT + MARGIN, trickle=trickle)
    assert_refused(ending, 408)
    served.alive()


def test_a_trickled_body_is_answered_408_and_closed(served: Served) -> None:
    body = b'{"players": ["ariadna", "tohaa"]}' + b" " * 200
    with served.connect() as sock:
        sock.sendall(
            head(
                "/v1/games",
                "Content-Type: application/json",
                f"Content-Length: {len(body)}",
                method="POST",
            )
        )
        ending = wait_for_close(sock, BODY_TIMEOUT + MARGIN, trickle=body)
    assert_refused(ending, 408)
    served.alive()


def test_a_body_that_stalls_is_answered_408_and_closed(served: Served) -> None:
    with served.connect() as sock:
        sock.sendall(
            head(
                f"/v1/games/{served.game}/rolls",
                f"Authorization: Bearer {served.token}",
                "Content-Type: application/json",
                "Content-Length: 500",
                method="POST",
            )
            + b'{"kind": "nor'
        )
        ending = wait_for_close(sock, BODY_TIMEOUT + MARGIN)
    assert_refused(ending, 408)
    served.alive()


def test_hundreds_of_silent_and_trickling_clients_are_all_dropped_while_serve_answers_others(
    served: Served,
) -> None:
    silent = [served.connect() for _ in range(150)]
    trickling = [served.connect() for _ in range(150)]
    try:
        for sock in trickling:
            sock.sendall(b"GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow")
        for sock in silent + trickling:
            sock.setblocking(False)
        open_ = set(silent + trickling)
        deadline = time.monotonic() + HEADER_TIMEOUT + MARGIN
        while open_ and time.monotonic() < deadline:
            # Everyone else is still served while they hang on.
            assert httpx.get(f"{served.base}/health/ready", timeout=10).status_code == 200
            for sock in list(open_):
                with suppress(BlockingIOError):
                    try:
                        if sock in trickling:
                            sock.send(b"w")
                        while sock.recv(65536):
                            pass  # a 408
                        open_.discard(sock)  # and the end of the connection
                    except (BrokenPipeError, ConnectionResetError):
                        open_.discard(sock)
            time.sleep(TRICKLE)
        assert not open_, f"{len(open_)} of 300 slow connections still open"
    finally:
        for sock in silent + trickling:
            sock.close()
    served.alive()


def test_after_it_all_the_log_holds_no_fatal_error_or_traceback(served: Served) -> None:
    served.alive()
    log = served.log()
    assert not [line for line in log.splitlines() if line.startswith(FATAL)], log[-4000:]


# Settings ----------------------------------------------------------------------------------

VARIABLES = (
    "INFINITY_LEDGER_MAX_HEADER_BYTES",
    "INFINITY_LEDGER_MAX_HEADERS",
    "INFINITY_LEDGER_HEADER_TIMEOUT",
    "INFINITY_LEDGER_BODY_TIMEOUT",
)


def test_the_transport_limits_default_and_read_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    defaults = Settings.from_env()
    assert (defaults.max_header_bytes, defaults.max_headers) == (16384, 100)
    assert (defaults.header_timeout, defaults.body_timeout) == (10.0, 30.0)
    for name, value in zip(VARIABLES, ("8192", "50", "5", "12.5"), strict=True):
        monkeypatch.setenv(name, value)
    configured = Settings.from_env()
    assert (configured.max_header_bytes, configured.max_headers) == (8192, 50)
    assert (configured.header_timeout, configured.body_timeout) == (5.0, 12.5)


@pytest.mark.parametrize("name", VARIABLES)
@pytest.mark.parametrize("value", ["0", "-1", "lots"])
def test_a_transport_limit_that_is_not_positive_is_refused(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(ValueError, match=name):
        Settings.from_env()
