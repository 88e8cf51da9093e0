"""Projections stored as json, not jsonb.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23 19:40:00

The projections are always read whole and written whole by the service, which encodes them
itself; the only look inside one is the order number of a roll when a later event of that
order changes it. jsonb converts every value to its binary form on the way in, and that
conversion was most of the server's time in a rebuild (writing 100,000 rolls cost the server
about three times as much CPU with their JSON as with a placeholder). json only checks the
text. The events keep jsonb: they are the record, and queried by their fields.
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.execute("ALTER TABLE roll_projections ALTER COLUMN data TYPE json USING data::json")
    op.execute("ALTER TABLE game_projections ALTER COLUMN state TYPE json USING state::json")


def downgrade() -> None:
    op.execute("ALTER TABLE roll_projections ALTER COLUMN data TYPE jsonb USING data::jsonb")
    op.execute("ALTER TABLE game_projections ALTER COLUMN state TYPE jsonb USING state::jsonb")
