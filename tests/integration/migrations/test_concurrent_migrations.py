"""Replicas that start together (or a migration job beside them) may all migrate one database
at once: each migrator holds one lock for its whole run, so they take turns."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import psycopg

from tests.integration.migrations.revisions import head_revision, latest_revision

MIGRATION_LOCK_KEY = int.from_bytes(b"ledgermg", "big")  # as migrations/env.py takes it


def _waiting_on_an_advisory_lock(conn: psycopg.Connection[tuple[object, ...]]) -> bool:
    found = conn.execute(
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
    ).fetchone()
    return found is not None


def test_a_migrator_waits_for_the_one_already_migrating(empty_database: str) -> None:
    with psycopg.connect(empty_database, autocommit=True) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (MIGRATION_LOCK_KEY,))
        migrator = subprocess.Popen(
            [sys.executable, "-m", "service", "migrate"],
            env={**os.environ, "DATABASE_URL": empty_database},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            deadline = time.monotonic() + 60
            while not _waiting_on_an_advisory_lock(holder):
                assert migrator.poll() is None, "the migrator ran without waiting for the lock"
                assert time.monotonic() < deadline, "the migrator never asked for the lock"
                time.sleep(0.1)
        finally:
            holder.execute("SELECT pg_advisory_unlock(%s)", (MIGRATION_LOCK_KEY,))
        out, err = migrator.communicate(timeout=120)
    assert migrator.returncode == 0, out + err
    assert head_revision(empty_database) == latest_revision()
