"""A scratch database for a benchmark run: on DATABASE_URL's server, else an embedded one."""

from __future__ import annotations

import os
import tempfile
import uuid
from contextlib import ExitStack
from pathlib import Path

import psycopg
from psycopg import sql

from service.store.database import with_database
from service.store.embedded import embedded_postgres
from service.store.migrate import upgrade_to_head


def scratch_database(stack: ExitStack) -> str:
    """A new, migrated database, dropped (and the embedded server stopped) when stack closes."""
    server = os.environ.get("DATABASE_URL")
    if server is None:
        folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="ledger-bench-"))
        server = stack.enter_context(embedded_postgres(Path(folder)))
    name = f"bench_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))

    def drop() -> None:
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))

    stack.callback(drop)
    url = with_database(server, name)
    upgrade_to_head(url)
    return url
