"""A multi-host DATABASE_URL (libpq's `host1:port1,host2:port2` with
`target_session_attrs=read-write`), the way an HA cluster's primary is reached: whichever host
is the writable one answers, and a host that is down is passed over.

The test server listens on a socket only, so both "hosts" are socket folders named in the
`host` parameter, which overrides the netloc's hosts, while the netloc keeps the comma-separated
form that a naive URL parser (SQLAlchemy's) refuses.
"""

from __future__ import annotations

from pathlib import Path

import psycopg
from litestar.testing import AsyncTestClient
from psycopg.conninfo import conninfo_to_dict

from service.api.app import create_app
from service.keyring import Keyring
from service.store.migrate import upgrade_to_head
from tests.builders.http import GameDriver


def multi_host(db_url: str, dead_folder: Path) -> str:
    given = conninfo_to_dict(db_url)
    port = given.get("port") or "5432"
    return (
        f"postgresql://{given.get('user', 'postgres')}@127.0.0.1:{port},127.0.0.1:{port}"
        f"/{given['dbname']}?host={dead_folder},{given['host']}"
        "&target_session_attrs=read-write"
    )


def test_migrations_run_through_a_multi_host_url(db_url: str, tmp_path: Path) -> None:
    url = multi_host(db_url, tmp_path)
    upgrade_to_head(url)
    with psycopg.connect(url) as conn:
        head = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    assert head is not None


async def test_the_service_writes_through_a_multi_host_url(db_url: str, tmp_path: Path) -> None:
    app = create_app(
        multi_host(db_url, tmp_path), pool_size=2, keyring=Keyring.generate(), rate_limit=None
    )
    async with AsyncTestClient(app=app) as client:
        driver = await GameDriver.create(client)
        events = await driver.get("organiser", "/events")
    assert events, "the new game has no event"
    with psycopg.connect(db_url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM events WHERE game_id = %s", (driver.game_id,)
        ).fetchone()
    assert row is not None
    assert row[0] >= 1
