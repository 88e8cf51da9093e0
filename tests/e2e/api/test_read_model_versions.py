"""A projection row from before the read model was versioned keeps serving, reads and writes."""

from __future__ import annotations

import uuid

import psycopg

from tests.builders.http import Client, GameDriver, trooper


async def test_an_unversioned_order_state_row_still_serves(client: Client, db_url: str) -> None:
    game = await GameDriver.create(client)
    await game.post("ariadna", "/troopers", trooper("ariadna", "fennec", bs=12), 201)
    current = await game.get("organiser", "/state")
    with psycopg.connect(db_url, autocommit=True) as conn:
        # As such a row was: version 1's fields (every concluded order, none yet), no version.
        conn.execute(
            "UPDATE game_projections SET state = (state::jsonb - 'schema_version'"
            " - 'withdrawn_orders' - 'voided_orders' - 'order_changes' - 'took_part_in_orders'"
            " || '{\"resolved_orders\": []}'::jsonb)::json WHERE game_id = %s",
            (uuid.UUID(game.game_id),),
        )
        stored = conn.execute(
            "SELECT state FROM game_projections WHERE game_id = %s", (uuid.UUID(game.game_id),)
        ).fetchone()
    assert stored is not None
    assert "schema_version" not in stored[0]
    assert await game.get("organiser", "/state") == current
    # A command starts from the old row as its snapshot, and the new row is versioned again.
    await game.post("tohaa", "/troopers", trooper("tohaa", "senku-a"), 201)
    after = await game.get("organiser", "/state")
    assert [t["trooper_id"] for t in after["troopers"]] == ["fennec", "senku-a"]
    with psycopg.connect(db_url) as conn:
        row = conn.execute(
            "SELECT state->'schema_version' FROM game_projections WHERE game_id = %s",
            (uuid.UUID(game.game_id),),
        ).fetchone()
    assert row is not None
    assert row[0] == 2
