"""Configuration from the environment; every setting has a default that works on a laptop."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DATA_DIR = Path(".infinity-ledger")


@dataclass(frozen=True, slots=True)
class Settings:
    database_url: str | None
    """An external PostgreSQL server; None starts the embedded one."""
    data_dir: Path
    """Where the embedded PostgreSQL keeps its cluster (only used without database_url)."""
    host: str
    port: int
    pool_size: int
    workers: int | None
    """Worker processes for CPU-heavy requests; None picks one per core but one (1..4)."""

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
        )


def psycopg_url(url: str) -> str:
    """psycopg wants a plain libpq URL; SQLAlchemy-style driver suffixes are dropped."""
    for prefix in ("postgresql+psycopg://", "postgres+psycopg://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql://" + url[len(prefix) :]
    return url


def sqlalchemy_url(url: str) -> str:
    """SQLAlchemy (and so Alembic) must be told to use psycopg 3, not psycopg2."""
    return "postgresql+psycopg://" + psycopg_url(url)[len("postgresql://") :]
