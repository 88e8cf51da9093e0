"""The revision a migrated database is at, and the newest the project has."""

from __future__ import annotations

import psycopg

from tests.paths import ROOT

MIGRATIONS = ROOT / "migrations" / "versions"


def head_revision(url: str) -> str:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    assert row is not None
    return str(row[0])


def latest_revision() -> str:
    versions = sorted(MIGRATIONS.glob("[0-9]*.py"))
    return versions[-1].name.split("_")[0]
