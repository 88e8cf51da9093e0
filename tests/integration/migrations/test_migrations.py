"""Migrations: the tables they create match the schema module, and they can be undone."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator

import psycopg
import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import create_engine, pool

from service.config import sqlalchemy_url
from service.store.migrate import downgrade_to_base, migrations_dir, upgrade_to_head
from service.store.schema import metadata
from tests.paths import ROOT

PROJECT_ROOT = ROOT
TABLES = {
    "events",
    "idempotency_records",
    "game_secrets",
    "game_tokens",
    "game_projections",
    "roll_projections",
    "order_projections",
    "game_verifications",
    "game_imports",
    "player_secrets",
    "tournaments",
    "tournament_tokens",
    "tournament_seats",
}


@pytest.fixture
def conn(db_url: str) -> Iterator[psycopg.Connection[tuple[object, ...]]]:
    with psycopg.connect(db_url, autocommit=True) as connection:
        yield connection


def public_tables(url: str) -> set[str]:
    with psycopg.connect(url) as c:
        rows = c.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
            " AND tablename <> 'alembic_version'"
        ).fetchall()
    return {str(name) for (name,) in rows}


def test_migrations_folder_is_found_beside_the_package() -> None:
    assert migrations_dir() == PROJECT_ROOT / "migrations"


def test_migration_creates_every_table(db_url: str) -> None:
    assert public_tables(db_url) == TABLES


def test_migrated_database_matches_the_schema_module(db_url: str) -> None:
    engine = create_engine(sqlalchemy_url(db_url), poolclass=pool.NullPool)
    try:
        with engine.connect() as connection:
            context = MigrationContext.configure(
                connection, opts={"compare_type": True, "compare_server_default": True}
            )
            assert compare_metadata(context, metadata) == []
    finally:
        engine.dispose()


def test_upgrade_to_head_twice_is_harmless(db_url: str) -> None:
    upgrade_to_head(db_url)
    assert public_tables(db_url) == TABLES


def test_downgrade_drops_everything_and_upgrade_restores_it(db_url: str) -> None:
    downgrade_to_base(db_url)
    assert public_tables(db_url) == set()
    with psycopg.connect(db_url) as c:
        functions = c.execute(
            "SELECT count(*) FROM pg_proc WHERE proname = 'events_reject_change'"
        ).fetchone()
    assert functions == (0,)
    upgrade_to_head(db_url)
    assert public_tables(db_url) == TABLES


def test_alembic_command_line_uses_database_url(db_url: str) -> None:
    env = {**os.environ, "DATABASE_URL": db_url}

    def alembic(*args: str) -> None:
        subprocess.run(
            [sys.executable, "-m", "alembic", "-c", str(PROJECT_ROOT / "alembic.ini"), *args],
            cwd=PROJECT_ROOT,
            env=env,
            check=True,
            capture_output=True,
            timeout=120,
        )

    alembic("downgrade", "base")
    assert public_tables(db_url) == set()
    alembic("upgrade", "head")
    assert public_tables(db_url) == TABLES


def test_events_have_append_only_triggers(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    rows = conn.execute(
        "SELECT tgname FROM pg_trigger WHERE tgrelid = 'events'::regclass AND NOT tgisinternal"
    ).fetchall()
    assert {name for (name,) in rows} == {
        "events_reject_update_delete",
        "events_reject_truncate",
    }


def test_events_version_must_be_positive(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    with pytest.raises(psycopg.errors.CheckViolation):
        conn.execute(
            "INSERT INTO events (game_id, version, event_id, type, data, recorded_at,"
            " prev_hash, hash) VALUES (%s, 0, %s, 'T', '{}', now(), %s, %s)",
            (uuid.uuid4(), uuid.uuid4(), "0" * 64, "0" * 64),
        )


def test_game_secrets_defaults(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    game = uuid.uuid4()
    conn.execute(
        "INSERT INTO game_secrets (game_id, sealed_seed) VALUES (%s, %s)", (game, b"\x00\x01")
    )
    row = conn.execute(
        "SELECT sealed_seed, client_seed, revealed_at, created_at IS NOT NULL"
        " FROM game_secrets WHERE game_id = %s",
        (game,),
    ).fetchone()
    assert row == (b"\x00\x01", "", None, True)


def test_game_tokens_role_is_organiser_or_player(
    conn: psycopg.Connection[tuple[object, ...]],
) -> None:
    game = uuid.uuid4()
    conn.execute(
        "INSERT INTO game_tokens (token_hash, game_id, role, player) VALUES"
        " ('a', %s, 'organiser', NULL), ('b', %s, 'player', 'p1')",
        (game, game),
    )
    with pytest.raises(psycopg.errors.CheckViolation):
        conn.execute(
            "INSERT INTO game_tokens (token_hash, game_id, role) VALUES ('c', %s, 'spectator')",
            (game,),
        )
    indexes = conn.execute(
        "SELECT indexdef FROM pg_indexes WHERE tablename = 'game_tokens'"
        " AND indexname = 'ix_game_tokens_game_id'"
    ).fetchall()
    assert len(indexes) == 1


def test_projection_tables_are_writable_and_keyed(
    conn: psycopg.Connection[tuple[object, ...]],
) -> None:
    game = uuid.uuid4()
    conn.execute(
        "INSERT INTO game_projections (game_id, version, state) VALUES (%s, 1, '{}')", (game,)
    )
    conn.execute(
        "UPDATE game_projections SET version = 2, state = '{\"a\": 1}' WHERE game_id = %s",
        (game,),
    )
    conn.execute(
        "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, 1, '{}')", (game,)
    )
    with pytest.raises(psycopg.errors.UniqueViolation):
        conn.execute(
            "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, 1, '{}')", (game,)
        )
    conn.execute("DELETE FROM game_projections WHERE game_id = %s", (game,))
