"""A roll projection's order in a column of its own, indexed, instead of an index on its JSON.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-02 12:00:00

Migration 0007 indexed `(data ->> 'order')::integer`: every roll row written (each command's,
and every one a rebuild writes) had the server parse its whole JSON, about a kilobyte, to index
one number, which made writing the rolls cost more than reading the log they come from. The
order is now written beside the data, once, as the writer and the rebuild already know it.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | Sequence[str] | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("roll_projections", sa.Column("order_number", sa.Integer(), nullable=True))
    op.execute("UPDATE roll_projections SET order_number = (data ->> 'order')::integer")
    op.create_index(
        "ix_roll_projections_order_number", "roll_projections", ["game_id", "order_number"]
    )
    op.drop_index("ix_roll_projections_order", table_name="roll_projections")


def downgrade() -> None:
    op.create_index(
        "ix_roll_projections_order",
        "roll_projections",
        ["game_id", sa.text("((data ->> 'order')::integer)")],
    )
    op.drop_index("ix_roll_projections_order_number", table_name="roll_projections")
    op.drop_column("roll_projections", "order_number")
