"""Stored verification results, so the organiser listing does not verify every game each call.

Revision ID: 0003
Revises: 0002
Create Date: 2026-02-01 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # One row per game: the report and the head (version, hash) it was computed at. A game
    # whose head moved on is verified again; nothing here is ever the source of truth.
    op.create_table(
        "game_verifications",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("head_hash", sa.CHAR(64), nullable=False),
        sa.Column("report", postgresql.JSONB(), nullable=False),
        sa.Column(
            "verified_at",
            sa.DateTime(timezone=True),
            nullable=False,
            server_default=sa.func.now(),
        ),
        sa.PrimaryKeyConstraint("game_id", name="pk_game_verifications"),
    )


def downgrade() -> None:
    op.drop_table("game_verifications")
