"""Where each imported game came from: the key that signed its export, when and by whom.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24 10:00:00

Written in the transaction that imports the game, so a game is never here without it. Games
played here have no row. Nothing in it is secret: the signer is named by its public key and
key id, the importer by its role, never by a token or a token's hash.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "game_imports",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("signed_by", sa.Text(), nullable=True),
        sa.Column("public_key", sa.Text(), nullable=True),
        sa.Column(
            "imported_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()
        ),
        sa.Column("imported_by", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("game_id", name="pk_game_imports"),
        sa.CheckConstraint(
            "imported_by IN ('organiser', 'operator')", name="ck_game_imports_imported_by"
        ),
    )


def downgrade() -> None:
    op.drop_table("game_imports")
