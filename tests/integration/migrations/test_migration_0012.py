"""Migration 0012 gives the rolls projected before it their order's column, and takes it back."""

from __future__ import annotations

import json
import uuid

import psycopg
from alembic import command

from service.store.migrate import alembic_config, downgrade_to_base, upgrade_to_head


def _indexes(conn: psycopg.Connection[tuple[object, ...]]) -> set[str]:
    rows = conn.execute(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'roll_projections'"
    ).fetchall()
    return {str(name) for (name,) in rows}


def test_the_rolls_projected_before_get_their_order_and_lose_it_again(db_url: str) -> None:
    downgrade_to_base(db_url)
    command.upgrade(alembic_config(db_url), "0011")
    game = uuid.uuid4()
    with psycopg.connect(db_url, autocommit=True) as conn:
        for version, order in ((2, 4), (3, None), (5, 4), (6, 7)):
            conn.execute(
                "INSERT INTO roll_projections (game_id, version, data) VALUES (%s, %s, %s)",
                (game, version, json.dumps({"schema_version": 1, "order": order})),
            )

    upgrade_to_head(db_url)
    with psycopg.connect(db_url) as conn:
        rows = conn.execute(
            "SELECT version, order_number FROM roll_projections WHERE game_id = %s ORDER BY 1",
            (game,),
        ).fetchall()
        assert rows == [(2, 4), (3, None), (5, 4), (6, 7)]
        by_order = conn.execute(
            "SELECT version FROM roll_projections WHERE game_id = %s AND order_number = 4"
            " ORDER BY 1",
            (game,),
        ).fetchall()
        assert by_order == [(2,), (5,)]
        indexes = _indexes(conn)
    assert "ix_roll_projections_order_number" in indexes
    assert "ix_roll_projections_order" not in indexes

    command.downgrade(alembic_config(db_url), "0011")
    with psycopg.connect(db_url) as conn:
        columns = conn.execute(
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_name = 'roll_projections'"
        ).fetchall()
        indexes = _indexes(conn)
    assert {name for (name,) in columns} == {"game_id", "version", "data"}
    assert "ix_roll_projections_order" in indexes
    assert "ix_roll_projections_order_number" not in indexes
    upgrade_to_head(db_url)
