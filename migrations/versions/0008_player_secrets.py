"""Players' secrets (Private Information) the server holds, sealed apart from the log.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-25 22:00:00

The log keeps only each secret's commitment until it is revealed; what it hides, with its salt,
is sealed here under the server's key, bound to the game and the secret's id.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "player_secrets",
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("secret_id", sa.Text(), nullable=False),
        sa.Column("sealed", sa.LargeBinary(), nullable=False),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()
        ),
        sa.PrimaryKeyConstraint("game_id", "secret_id", name="pk_player_secrets"),
    )


def downgrade() -> None:
    op.drop_table("player_secrets")
