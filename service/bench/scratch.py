"""A scratch database for one run: on DATABASE_URL's server, else an embedded cluster."""

from __future__ import annotations

import tempfile
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import psycopg
from psycopg import sql

from service.store.database import with_database
from service.store.migrate import upgrade_to_head


@contextmanager
def scratch_database(server: str | None) -> Iterator[str]:
    """A new database migrated with Alembic, dropped (and an embedded server stopped) after."""
    with ExitStack() as stack:
        if server is None:
            from service.store.embedded import embedded_postgres  # noqa: PLC0415

            folder = stack.enter_context(
                tempfile.TemporaryDirectory(prefix="ledger-bench-", ignore_cleanup_errors=True)
            )
            server = stack.enter_context(embedded_postgres(Path(folder)))
        name = f"bench_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        try:
            url = with_database(server, name)
            upgrade_to_head(url)
            yield url
        finally:
            with psycopg.connect(server, autocommit=True) as conn:
                conn.execute(
                    sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
                )


def postgres_version(url: str) -> str:
    with psycopg.connect(url) as conn:
        row = conn.execute("SHOW server_version").fetchone()
    return str(row[0]) if row else "unknown"
