"""Tournaments: their streams, sealed seeds, hashed tokens and players' seats at table games.

Which streams of the events table are tournaments, their sealed seeds, their hashed tokens, and
each player's seat at a table's game (one line above: Alembic logs it as the upgrade's message).

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02 10:00:00

A tournament's events go in the events table under its own id, as a game's do (primary key
(game_id, version), the hash chain); `tournaments` tells those ids from games'. A seat keeps
the table game's player token sealed, so its player gets it through their tournament token.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _created_at() -> sa.Column:
    return sa.Column(
        "created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()
    )


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("tournament_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("sealed_seed", sa.LargeBinary(), nullable=False),
        sa.Column("revealed_at", sa.DateTime(timezone=True), nullable=True),
        _created_at(),
        sa.PrimaryKeyConstraint("tournament_id", name="pk_tournaments"),
    )
    op.create_table(
        "tournament_tokens",
        sa.Column("token_hash", sa.Text(), nullable=False),
        sa.Column("tournament_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("role", sa.Text(), nullable=False),
        sa.Column("player", sa.Text(), nullable=True),
        _created_at(),
        sa.CheckConstraint("role IN ('organiser', 'player')", name="ck_tournament_tokens_role"),
        sa.PrimaryKeyConstraint("token_hash", "tournament_id", name="pk_tournament_tokens"),
    )
    op.create_index(
        "ix_tournament_tokens_tournament_id", "tournament_tokens", ["tournament_id"]
    )
    op.create_table(
        "tournament_seats",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("player", sa.Text(), nullable=False),
        sa.Column("tournament_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("sealed_token", sa.LargeBinary(), nullable=False),
        _created_at(),
        sa.PrimaryKeyConstraint("game_id", "player", name="pk_tournament_seats"),
    )
    op.create_index("ix_tournament_seats_tournament_id", "tournament_seats", ["tournament_id"])


def downgrade() -> None:
    op.drop_index("ix_tournament_seats_tournament_id", table_name="tournament_seats")
    op.drop_table("tournament_seats")
    op.drop_index("ix_tournament_tokens_tournament_id", table_name="tournament_tokens")
    op.drop_table("tournament_tokens")
    op.drop_table("tournaments")
