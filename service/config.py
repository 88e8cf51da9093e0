"""Configuration from the environment; every setting has a default that works on a laptop."""

from __future__ import annotations

import ipaddress
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, cast

DEFAULT_DATA_DIR = Path(".infinity-ledger")
DEFAULT_IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60
DEFAULT_MAX_BODY_BYTES = 65536
"""Ten times the largest real body (a trooper with every skill and weapon listed)."""
DEFAULT_MAX_HEADER_BYTES = 16384
"""The request line and headers together: a token, an Idempotency-Key, a request id and a
browser's usual fields take under 2 KiB; the rest is room for cookies other sites on the same
host set (as Node.js allows by default)."""
DEFAULT_MAX_HEADERS = 100
"""Header fields in one request (Apache's default); a browser sends about 15."""
DEFAULT_HEADER_TIMEOUT = 10.0
"""A head is a few hundred bytes, sent in one go by any client: ten seconds is for a bad link."""
DEFAULT_BODY_TIMEOUT = 30.0
"""A whole body of the largest size allowed over a link of a few KB/s, with room to spare."""

RateUnit = Literal["second", "minute", "hour", "day"]
RateLimit = tuple[RateUnit, int]
"""At most this many requests per caller in each unit of time."""
DEFAULT_RATE_LIMIT: RateLimit = ("minute", 600)
DEFAULT_COSTLY_READ_LIMIT: RateLimit = ("minute", 120)
"""Costly reads (verification, exports, replays, the organiser's listing) per token: a viewer's
first look at a whole game replays each of its orders (well under a hundred) and verifies it."""
DEFAULT_AUDIT_WORKERS = 1
"""Worker processes for the audit's work, apart from the odds' pool: one, so a flood of costly
reads takes at most one core from everything else."""
DEFAULT_AUDIT_CACHE_MB = 64
"""What the audit keeps of its answers (verifications, exports) for the logs as they are."""
DEFAULT_MAX_EVENTS = 10_000
"""Events one game may hold. A whole game of three Game Rounds with two armies of eleven, every
Order spent, takes about a thousand: six Player Turns of some 14 Orders, each some 8 to 12
events (activation, AROs, rolls, saves, wounds, Guts, conclusion), with the lists and the
deployment (tests/e2e/api/test_whole_game.py plays one exchange a Player Turn in 114). Ten times
that is room for any game, and bounds what one game costs to verify and export."""
_RATE = re.compile(r"^\s*(\d+)\s*/\s*(second|minute|hour|day)\s*$")


@dataclass(frozen=True, slots=True)
class DatabaseTimeouts:
    """How long a request may wait on the database before it is told to come back later.

    Together they keep a dead or stuck database from holding a request: the answer is a 503
    within a few seconds instead of a hang.
    """

    connect: float = 2.0
    """Seconds to open a connection (libpq rounds to whole seconds, at least 2)."""
    acquire: float = 3.0
    """Seconds a request waits for a pooled connection."""
    statement: float = 4.0
    """Seconds one SQL statement may run on the server."""
    reconnect: float = 2.0
    """Seconds the pool goes on trying to replace a lost connection by itself (psycopg_pool's
    reconnect_timeout, whose own default is five minutes on a doubling backoff: 1, 2, 4, 8 s
    ...). Past it the attempt gives its place up, and the next request that finds the pool
    empty opens a connection itself: after a failover a connection is opened within about a
    second of the new primary accepting writes, not at the backoff's next turn."""

    @property
    def statement_ms(self) -> int:
        return max(1, round(self.statement * 1000))


@dataclass(frozen=True, slots=True)
class FeedSettings:
    """How the live streams (Server-Sent Events) keep in touch with their clients."""

    heartbeat: float = 15.0
    """Seconds between heartbeat comments, so proxies and clients know the stream is alive."""
    poll: float = 2.0
    """Seconds a stream waits for a notification before it reads the log anyway: the longest
    delay a lost notification can cause."""
    batch: int = 100
    """Events read from the database at a time for one stream."""
    max_seconds: float = 3600.0
    """A stream ends after this long; the client reconnects with Last-Event-ID (browsers do it
    by themselves), which spreads long-lived clients over the servers again."""
    max_per_token: int = 10
    """Open streams one token may hold (a few tabs and devices of one player); more is 429."""
    max_per_address: int = 100
    """Open streams from one client address (a venue's players share one); more is 429."""
    max_per_process: int = 1000
    """Open streams this process serves; more is 503, so another replica takes them."""
    queue: int = 256
    """Items waiting for one stream's client at most; a stream further behind is ended (its
    client resumes with Last-Event-ID), so a slow client never holds up the others."""


@dataclass(frozen=True, slots=True)
class Settings:
    database_url: str | None
    """An external PostgreSQL server; None starts the embedded one."""
    data_dir: Path
    """Where the embedded PostgreSQL keeps its cluster (only used without database_url)."""
    host: str
    port: int
    pool_size: int
    workers: int | None = None
    """Worker processes for CPU-heavy requests; None picks one per core but one (1..4)."""
    idempotency_ttl_seconds: int = DEFAULT_IDEMPOTENCY_TTL_SECONDS
    """How long a retried request with the same Idempotency-Key gets its first answer back."""
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    """A larger request body is refused with 413 before it is parsed."""
    max_header_bytes: int = DEFAULT_MAX_HEADER_BYTES
    """A larger head (request line and headers) is refused with 431 as it arrives."""
    max_headers: int = DEFAULT_MAX_HEADERS
    """A request with more header fields is refused with 431."""
    header_timeout: float = DEFAULT_HEADER_TIMEOUT
    """Seconds a head has to arrive whole, from the connection's opening (or, on a kept-alive
    connection, from its first byte); later it is answered 408 and the connection closed."""
    body_timeout: float = DEFAULT_BODY_TIMEOUT
    """Seconds a body has to arrive whole after its head; later it is answered 408 (or, once an
    answer has begun, the connection is closed)."""
    rate_limit: RateLimit | None = DEFAULT_RATE_LIMIT
    """None: no rate limit."""
    timeouts: DatabaseTimeouts = field(default_factory=DatabaseTimeouts)
    shutdown_grace: float = 15.0
    """Seconds from SIGTERM to exit: in-flight requests drain, then the database stops."""
    feed: FeedSettings = field(default_factory=FeedSettings)
    trusted_proxies: tuple[str, ...] = ()
    """Networks whose X-Forwarded-For is believed; from anyone else it is ignored."""
    redis_url: str | None = None
    """A Redis every replica shares for the rate limit's counts; None keeps them in memory."""
    database_read_url: str | None = None
    """A read replica for GET reads and the live streams' events; None reads the primary."""
    costly_read_limit: RateLimit | None = DEFAULT_COSTLY_READ_LIMIT
    """Costly reads per token in each unit of time; None: only the rate limit counts them."""
    audit_workers: int = DEFAULT_AUDIT_WORKERS
    """Worker processes for verification, exports, replays and imports, apart from the odds'."""
    audit_cache_mb: int = DEFAULT_AUDIT_CACHE_MB
    """Megabytes (millions of characters) of the audit's answers kept for unchanged logs."""
    max_events: int = DEFAULT_MAX_EVENTS
    """Events one game may hold: a command that would pass it is refused (409)."""

    @classmethod
    def from_env(cls) -> Settings:
        return cls(
            database_url=os.environ.get("DATABASE_URL") or None,
            data_dir=Path(os.environ.get("INFINITY_LEDGER_DATA_DIR", str(DEFAULT_DATA_DIR))),
            host=os.environ.get("INFINITY_LEDGER_HOST", "127.0.0.1"),
            port=int(os.environ.get("INFINITY_LEDGER_PORT", "8000")),
            pool_size=int(os.environ.get("INFINITY_LEDGER_POOL_SIZE", "10")),
            workers=int(os.environ["INFINITY_LEDGER_WORKERS"])
            if os.environ.get("INFINITY_LEDGER_WORKERS")
            else None,
            idempotency_ttl_seconds=positive_int(
                "INFINITY_LEDGER_IDEMPOTENCY_TTL",
                os.environ.get(
                    "INFINITY_LEDGER_IDEMPOTENCY_TTL", str(DEFAULT_IDEMPOTENCY_TTL_SECONDS)
                ),
            ),
            max_body_bytes=positive_int(
                "INFINITY_LEDGER_MAX_BODY_BYTES",
                os.environ.get("INFINITY_LEDGER_MAX_BODY_BYTES", str(DEFAULT_MAX_BODY_BYTES)),
            ),
            max_header_bytes=_count("INFINITY_LEDGER_MAX_HEADER_BYTES", DEFAULT_MAX_HEADER_BYTES),
            max_headers=_count("INFINITY_LEDGER_MAX_HEADERS", DEFAULT_MAX_HEADERS),
            header_timeout=_positive("INFINITY_LEDGER_HEADER_TIMEOUT", DEFAULT_HEADER_TIMEOUT),
            body_timeout=_positive("INFINITY_LEDGER_BODY_TIMEOUT", DEFAULT_BODY_TIMEOUT),
            rate_limit=parse_rate_limit(os.environ.get("INFINITY_LEDGER_RATE_LIMIT", "600/minute")),
            timeouts=DatabaseTimeouts(
                connect=_positive("INFINITY_LEDGER_DB_CONNECT_TIMEOUT", 2.0),
                acquire=_positive("INFINITY_LEDGER_DB_ACQUIRE_TIMEOUT", 3.0),
                statement=_positive("INFINITY_LEDGER_DB_STATEMENT_TIMEOUT", 4.0),
                reconnect=_positive("INFINITY_LEDGER_DB_RECONNECT_TIMEOUT", 2.0),
            ),
            shutdown_grace=_positive("INFINITY_LEDGER_SHUTDOWN_GRACE", 15.0),
            feed=FeedSettings(
                heartbeat=_positive("INFINITY_LEDGER_SSE_HEARTBEAT", 15.0),
                poll=_positive("INFINITY_LEDGER_SSE_POLL", 2.0),
                max_seconds=_positive("INFINITY_LEDGER_SSE_MAX_SECONDS", 3600.0),
                max_per_token=_count("INFINITY_LEDGER_SSE_MAX_PER_TOKEN", 10),
                max_per_address=_count("INFINITY_LEDGER_SSE_MAX_PER_ADDRESS", 100),
                max_per_process=_count("INFINITY_LEDGER_SSE_MAX_STREAMS", 1000),
                queue=_count("INFINITY_LEDGER_SSE_QUEUE", 256),
            ),
            trusted_proxies=parse_trusted_proxies(
                os.environ.get("INFINITY_LEDGER_TRUSTED_PROXIES", "")
            ),
            redis_url=os.environ.get("INFINITY_LEDGER_REDIS_URL") or None,
            database_read_url=os.environ.get("DATABASE_READ_URL") or None,
            costly_read_limit=parse_rate_limit(
                os.environ.get("INFINITY_LEDGER_COSTLY_READ_LIMIT", "120/minute"),
                "INFINITY_LEDGER_COSTLY_READ_LIMIT",
            ),
            audit_workers=_count("INFINITY_LEDGER_AUDIT_WORKERS", DEFAULT_AUDIT_WORKERS),
            audit_cache_mb=_count("INFINITY_LEDGER_AUDIT_CACHE_MB", DEFAULT_AUDIT_CACHE_MB),
            max_events=_count("INFINITY_LEDGER_MAX_EVENTS", DEFAULT_MAX_EVENTS),
        )


def positive_int(name: str, text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise ValueError(f"{name} must be a positive whole number, not {text!r}")
    return value


def parse_rate_limit(text: str, name: str = "INFINITY_LEDGER_RATE_LIMIT") -> RateLimit | None:
    """`600/minute` (also second, hour, day), or `0` for no limit; name: the variable's."""
    if text.strip() == "0":
        return None
    match = _RATE.match(text)
    if match is None or int(match.group(1)) < 1:
        raise ValueError(
            f"{name} is like 600/minute (second, minute, hour, day) or 0 for no limit; not {text!r}"
        )
    return cast(RateUnit, match.group(2)), int(match.group(1))


def parse_trusted_proxies(text: str) -> tuple[str, ...]:
    """Comma-separated addresses or CIDR networks, each as a network (`10.0.0.1/32`)."""
    networks = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        try:
            networks.append(str(ipaddress.ip_network(item)))
        except ValueError as exc:
            raise ValueError(
                f"INFINITY_LEDGER_TRUSTED_PROXIES takes addresses or networks like 10.0.0.0/8, "
                f"separated by commas; not {item!r}"
            ) from exc
    return tuple(networks)


def _count(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return default if raw is None or raw == "" else positive_int(name, raw)


def _positive(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        value = 0.0
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"{name} must be a positive number of seconds, got {raw!r}")
    return value


def psycopg_url(url: str) -> str:
    """psycopg wants a plain libpq URL; SQLAlchemy-style driver suffixes are dropped."""
    for prefix in ("postgresql+psycopg://", "postgres+psycopg://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql://" + url[len(prefix) :]
    return url


def sqlalchemy_url(url: str) -> str:
    """SQLAlchemy (and so Alembic) must be told to use psycopg 3, not psycopg2."""
    return "postgresql+psycopg://" + psycopg_url(url)[len("postgresql://") :]
