"""The imports an imported game went through before it came here, as its signed export said.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-30 10:00:00

Without them a game imported from a re-export showed only the re-exporter's key, and a game
first exported unsigned passed, one service later, for a signed one. Games imported before
have none recorded ('[]'): their import was the first anyone kept.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "game_imports",
        sa.Column(
            "earlier_imports",
            postgresql.JSONB(),
            nullable=False,
            server_default=sa.text("'[]'::jsonb"),
        ),
    )


def downgrade() -> None:
    op.drop_column("game_imports", "earlier_imports")
