"""Concluded orders in rows of their own, apart from the order state; an order's rolls indexed.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25 19:00:00

The order state used to carry every concluded order, so it was read, decoded, encoded and
written whole on every command and grew with the game. The orders now live here, written in
the transaction of the command that concludes (or voids) them. Games projected before keep
theirs in their stored order state (version 1): they are copied here, as the same JSON.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "order_projections",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        # json, not jsonb: read and written whole, as the other projections (migration 0005).
        sa.Column("data", postgresql.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "number", name="pk_order_projections"),
    )
    # The rolls of an order were found by reading every roll of the game, a cost that grew
    # with it on each command.
    op.create_index(
        "ix_roll_projections_order",
        "roll_projections",
        ["game_id", sa.text("((data ->> 'order')::integer)")],
    )
    op.execute(
        "INSERT INTO order_projections (game_id, number, data)"
        " SELECT game_id, (resolved->>'number')::int, resolved"
        " FROM game_projections,"
        " json_array_elements(COALESCE(state->'resolved_orders', '[]'::json)) AS resolved"
    )


def downgrade() -> None:
    op.drop_index("ix_roll_projections_order", table_name="roll_projections")
    op.drop_table("order_projections")
