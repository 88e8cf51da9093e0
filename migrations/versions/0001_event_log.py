"""Event log, idempotency keys, game secrets and tokens, projections.

Revision ID: 0001
Revises:
Create Date: 2026-01-01 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The event log is append-only: a fact once recorded is never edited or removed. Corrections
# are new events. The trigger makes the database refuse, whoever the client is.
REJECT_CHANGE_FUNCTION = """
CREATE FUNCTION events_reject_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'events is append-only: % is not allowed', TG_OP
        USING HINT = 'Record a new event instead of changing or removing one.';
END;
$$
"""


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("position", sa.BigInteger(), sa.Identity(always=True), nullable=False),
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("event_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("type", sa.Text(), nullable=False),
        sa.Column("data", postgresql.JSONB(), nullable=False),
        sa.Column(
            "metadata",
            postgresql.JSONB(),
            nullable=False,
            server_default=sa.text("'{}'::jsonb"),
        ),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("prev_hash", sa.CHAR(64), nullable=False),
        sa.Column("hash", sa.CHAR(64), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "version", name="pk_events"),
        sa.UniqueConstraint("position", name="uq_events_position"),
        sa.UniqueConstraint("event_id", name="uq_events_event_id"),
        sa.CheckConstraint("version >= 1", name="ck_events_version_positive"),
    )
    op.execute(REJECT_CHANGE_FUNCTION)
    op.execute(
        "CREATE TRIGGER events_reject_update_delete BEFORE UPDATE OR DELETE ON events "
        "FOR EACH ROW EXECUTE FUNCTION events_reject_change()"
    )
    op.execute(
        "CREATE TRIGGER events_reject_truncate BEFORE TRUNCATE ON events "
        "FOR EACH STATEMENT EXECUTE FUNCTION events_reject_change()"
    )

    op.create_table(
        "idempotency_keys",
        sa.Column("key", sa.Text(), nullable=False),
        sa.Column("request_hash", sa.Text(), nullable=False),
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("first_version", sa.Integer(), nullable=False),
        sa.Column("last_version", sa.Integer(), nullable=False),
        sa.Column("response", postgresql.JSONB(), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            nullable=False,
            server_default=sa.func.now(),
        ),
        sa.PrimaryKeyConstraint("key", name="pk_idempotency_keys"),
    )

    op.create_table(
        "game_secrets",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("seed", sa.LargeBinary(), nullable=False),
        sa.Column("client_seed", sa.Text(), nullable=False, server_default=sa.text("''")),
        sa.Column("revealed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            nullable=False,
            server_default=sa.func.now(),
        ),
        sa.PrimaryKeyConstraint("game_id", name="pk_game_secrets"),
    )

    op.create_table(
        "game_tokens",
        sa.Column("token_hash", sa.Text(), nullable=False),
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("role", sa.Text(), nullable=False),
        sa.Column("player", sa.Text(), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            nullable=False,
            server_default=sa.func.now(),
        ),
        # One organiser token may run several games (a tournament), so the key is the pair.
        sa.PrimaryKeyConstraint("token_hash", "game_id", name="pk_game_tokens"),
        sa.CheckConstraint("role IN ('organiser', 'player')", name="ck_game_tokens_role"),
    )
    op.create_index("ix_game_tokens_game_id", "game_tokens", ["game_id"])

    op.create_table(
        "game_projections",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("state", postgresql.JSONB(), nullable=False),
        sa.Column(
            "updated_at",
            sa.DateTime(timezone=True),
            nullable=False,
            server_default=sa.func.now(),
        ),
        sa.PrimaryKeyConstraint("game_id", name="pk_game_projections"),
    )

    op.create_table(
        "roll_projections",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("data", postgresql.JSONB(), nullable=False),
        sa.PrimaryKeyConstraint("game_id", "version", name="pk_roll_projections"),
    )


def downgrade() -> None:
    op.drop_table("roll_projections")
    op.drop_table("game_projections")
    op.drop_index("ix_game_tokens_game_id", table_name="game_tokens")
    op.drop_table("game_tokens")
    op.drop_table("game_secrets")
    op.drop_table("idempotency_keys")
    # Dropping the table drops its triggers; the function goes last.
    op.drop_table("events")
    op.execute("DROP FUNCTION events_reject_change()")
