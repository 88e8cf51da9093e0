"""Each event's random blind, which its hash covers and a redacted event holds back.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-28 16:30:00

A reader shown an event with its data held back (a trooper in Hidden Deployment) still sees
its hash; without a blind in what is hashed, trying candidate data against that hash found the
trooper. Events recorded before have none (NULL) and hash as they did.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A new nullable column is a catalogue change only: no row is rewritten, so the append-only
    # trigger (which refuses UPDATE) is not involved.
    op.add_column("events", sa.Column("blind", sa.Text(), nullable=True))
    op.create_check_constraint(
        "ck_events_blind_hex", "events", "blind IS NULL OR blind ~ '^[0-9a-f]{32}$'"
    )


def downgrade() -> None:
    op.drop_constraint("ck_events_blind_hex", "events", type_="check")
    op.drop_column("events", "blind")
