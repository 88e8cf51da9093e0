"""An app on the test's own database driven in-process, and an empty database to migrate."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import psycopg
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient
from psycopg import sql

from service.api.app import create_app
from service.store.database import with_database
from tests.api.conftest import GENEROUS_RATE_LIMIT


@pytest.fixture
async def client(db_url: str) -> AsyncIterator[AsyncTestClient[Litestar]]:
    app = create_app(db_url, pool_size=4, rate_limit=GENEROUS_RATE_LIMIT)
    async with AsyncTestClient(app=app) as test_client:
        yield test_client


MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations" / "versions"


@pytest.fixture
def empty_database(database_url: str) -> Iterator[str]:
    name = f"deploy_{uuid.uuid4().hex}"
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield with_database(database_url, name)
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
        )


def head_revision(url: str) -> str:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    assert row is not None
    return str(row[0])


def latest_revision() -> str:
    versions = sorted(MIGRATIONS.glob("[0-9]*.py"))
    return versions[-1].name.split("_")[0]
