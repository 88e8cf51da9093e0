"""Alembic environment: migrations run against the URL given by the caller.

The URL is taken, in order, from a connection passed in config.attributes["connection"], the
config's sqlalchemy.url (set programmatically by service.store.migrate), `-x url=...` on the
command line, or the DATABASE_URL environment variable.
"""

from __future__ import annotations

import os
from logging.config import fileConfig

import psycopg
from alembic import context
from sqlalchemy import create_engine, pool, text
from sqlalchemy.engine import Connection

from service.config import psycopg_url, sqlalchemy_url
from service.store.schema import metadata

config = context.config

if config.config_file_name is not None and config.attributes.get("configure_logger", True):
    # Keep the service's own loggers alive when migrations run inside the process.
    fileConfig(config.config_file_name, disable_existing_loggers=False)

target_metadata = metadata

MIGRATION_LOCK_KEY = int.from_bytes(b"ledgermg", "big")
"""Held by whoever migrates, so several replicas (or a migration job and a starting replica)
that upgrade the same database at once run the DDL one after another, not against each other."""


def given_url() -> str:
    url = (
        config.get_main_option("sqlalchemy.url")
        or context.get_x_argument(as_dictionary=True).get("url")
        or os.environ.get("DATABASE_URL")
    )
    if not url:
        raise RuntimeError("no database URL: set DATABASE_URL or pass -x url=postgresql://...")
    return url


def database_url() -> str:
    return sqlalchemy_url(given_url())


def run_migrations_offline() -> None:
    context.configure(
        url=database_url(),
        target_metadata=target_metadata,
        literal_binds=True,
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def run_on(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=target_metadata, compare_type=True)
    with context.begin_transaction():
        # All migrations run in this one transaction, so the lock is held until they commit;
        # the next migrator then reads the new head and has nothing left to do.
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
        context.run_migrations()


def run_migrations_online() -> None:
    given = config.attributes.get("connection")
    if given is not None:
        run_on(given)
        return
    # libpq itself reads the URL: SQLAlchemy's parser refuses a multi-host one
    # (host1:port1,host2:port2 with target_session_attrs=read-write, an HA cluster's primary).
    libpq_url = psycopg_url(given_url())
    engine = create_engine(
        "postgresql+psycopg://",
        creator=lambda: psycopg.connect(libpq_url),
        poolclass=pool.NullPool,
    )
    try:
        with engine.connect() as connection:
            run_on(connection)
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
