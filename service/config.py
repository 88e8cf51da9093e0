"""Configuration from the environment; every setting has a default that works on a laptop."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DATA_DIR = Path(".infinity-ledger")


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

    @property
    def statement_ms(self) -> int:
        return max(1, round(self.statement * 1000))


@dataclass(frozen=True, slots=True)
class Settings:
    database_url: str | None
    """An external PostgreSQL server; None starts the embedded one."""
    data_dir: Path
    """Where the embedded PostgreSQL keeps its cluster (only used without database_url)."""
    host: str
    port: int
    pool_size: int
    timeouts: DatabaseTimeouts = field(default_factory=DatabaseTimeouts)
    shutdown_grace: float = 15.0
    """Seconds from SIGTERM to exit: in-flight requests drain, then the database stops."""

    @classmethod
    def from_env(cls) -> Settings:
        env = os.environ.get
        return cls(
            database_url=env("DATABASE_URL") or None,
            data_dir=Path(env("INFINITY_LEDGER_DATA_DIR", str(DEFAULT_DATA_DIR))),
            host=env("INFINITY_LEDGER_HOST", "127.0.0.1"),
            port=int(env("INFINITY_LEDGER_PORT", "8000")),
            pool_size=int(env("INFINITY_LEDGER_POOL_SIZE", "10")),
            timeouts=DatabaseTimeouts(
                connect=_positive("INFINITY_LEDGER_DB_CONNECT_TIMEOUT", 2.0),
                acquire=_positive("INFINITY_LEDGER_DB_ACQUIRE_TIMEOUT", 3.0),
                statement=_positive("INFINITY_LEDGER_DB_STATEMENT_TIMEOUT", 4.0),
            ),
            shutdown_grace=_positive("INFINITY_LEDGER_SHUTDOWN_GRACE", 15.0),
        )


def _positive(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    value = float(raw)
    if value <= 0:
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
