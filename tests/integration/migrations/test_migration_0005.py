"""Migration 0005 on a database that already holds projections: every value kept, both ways."""

from __future__ import annotations

import uuid

import psycopg
from alembic import command
from psycopg.types.json import Jsonb

from service.store.migrate import alembic_config, downgrade_to_base, upgrade_to_head

STATE = {"schema_version": 1, "version": 3, "troopers": [{"id": "a", "wounds": 1}]}
ROLL = {"schema_version": 1, "order": 2, "roll": {"kind": "normal", "dice": [4, 20]}}


def _column_types(conn: psycopg.Connection[tuple[object, ...]]) -> set[tuple[object, ...]]:
    return set(
        conn.execute(
            "SELECT table_name, column_name, data_type FROM information_schema.columns"
            " WHERE (table_name, column_name) IN"
            " (('game_projections', 'state'), ('roll_projections', 'data'))"
        ).fetchall()
    )


def test_projections_become_json_and_back_keeping_their_values(db_url: str) -> None:
    downgrade_to_base(db_url)
    command.upgrade(alembic_config(db_url), "0004")
    game = uuid.uuid4()
    with psycopg.connect(db_url, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO game_projections (game_id, version, state) VALUES (%s, 3, %s)",
            (game, Jsonb(STATE)),
        )
        conn.execute(
            "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, 2, %s)",
            (game, Jsonb(ROLL)),
        )

    upgrade_to_head(db_url)
    with psycopg.connect(db_url) as conn:
        assert _column_types(conn) == {
            ("game_projections", "state", "json"),
            ("roll_projections", "data", "json"),
        }
        state = conn.execute("SELECT state FROM game_projections WHERE game_id = %s", (game,))
        roll = conn.execute(
            "SELECT data FROM roll_projections WHERE game_id = %s AND (data->>'order')::int = 2",
            (game,),
        )
        assert (state.fetchone(), roll.fetchone()) == ((STATE,), (ROLL,))

    command.downgrade(alembic_config(db_url), "0004")
    with psycopg.connect(db_url) as conn:
        assert _column_types(conn) == {
            ("game_projections", "state", "jsonb"),
            ("roll_projections", "data", "jsonb"),
        }
        state = conn.execute("SELECT state FROM game_projections WHERE game_id = %s", (game,))
        assert state.fetchone() == (STATE,)
    upgrade_to_head(db_url)
