"""Migration 0007 copies the concluded orders of games projected before it into their rows."""

from __future__ import annotations

import json
import uuid

import msgspec
import psycopg
from alembic import command

from service.domain.declarations import Move
from service.domain.state import Declaration, ResolvedOrder
from service.projections.models import load_order
from service.store.migrate import alembic_config, downgrade_to_base, upgrade_to_head


def _order(number: int, *, voided: bool) -> ResolvedOrder:
    moved = Declaration(trooper="fennec", kind="activation", skill=Move())
    return ResolvedOrder(
        number=number,
        turn=1,
        player="ariadna",
        trooper="fennec",
        order_type="regular",
        declarations=(moved,),
        lost=(),
        rolls=(),
        saves=(),
        guts=(),
        changes=(),
        voided=voided,
        void_reason="review" if voided else None,
    )


def test_the_orders_a_stored_order_state_held_become_rows(db_url: str) -> None:
    downgrade_to_base(db_url)
    command.upgrade(alembic_config(db_url), "0006")
    orders = [_order(1, voided=False), _order(3, voided=True)]
    with_orders, without = uuid.uuid4(), uuid.uuid4()
    state = {"schema_version": 1, "resolved_orders": msgspec.to_builtins(orders)}
    with psycopg.connect(db_url, autocommit=True) as conn:
        for game, held in ((with_orders, state), (without, {"schema_version": 1})):
            conn.execute(
                "INSERT INTO game_projections (game_id, version, state) VALUES (%s, 9, %s)",
                (game, json.dumps(held)),
            )

    upgrade_to_head(db_url)
    with psycopg.connect(db_url) as conn:
        rows = conn.execute(
            "SELECT game_id, number, data::text FROM order_projections ORDER BY number"
        ).fetchall()
    assert [(game, number) for game, number, _ in rows] == [(with_orders, 1), (with_orders, 3)]
    assert [load_order(data) for _, _, data in rows] == orders
