"""Positions in commit order without a global lock: derived from the writing transaction's id.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23 12:00:00

`events.position` stops being an identity column. A new event's position is its transaction's
id shifted left by 20 bits, plus its rank among the events that transaction wrote (from 1). A
reader that only releases positions below the oldest running transaction's id (shifted alike)
then never skips an event that commits later (see service/store/event_store.py).

Rows already stored keep their positions: they were given in commit order under the lock that
this revision makes unnecessary, and they are all below any position given from now on (the
upgrade checks it).
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The rank lives in a transaction-local setting: it restarts in every transaction, goes back
# with a rolled-back savepoint (whose rows go too), and costs no lookup of the table.
NEXT_POSITION_FUNCTION = """
CREATE FUNCTION events_next_position() RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    rank integer := coalesce(nullif(current_setting('ledger.position_rank', true), ''), '0')::integer + 1;
BEGIN
    IF rank >= 1048576 THEN
        RAISE EXCEPTION 'one transaction may append at most 1048575 events';
    END IF;
    PERFORM set_config('ledger.position_rank', rank::text, true);
    RETURN (pg_current_xact_id()::text::bigint << 20) + rank;
END;
$$
"""

CHECK_EXISTING_POSITIONS = """
DO $$
BEGIN
    IF (SELECT coalesce(max(position), 0) FROM events) >= (pg_current_xact_id()::text::bigint << 20) THEN
        RAISE EXCEPTION 'stored positions reach the range of new ones; renumbering is needed';
    END IF;
END;
$$
"""


def upgrade() -> None:
    # ALTER TABLE takes an exclusive lock: no append runs while positions change their source.
    op.execute("ALTER TABLE events ALTER COLUMN position DROP IDENTITY")
    op.execute(NEXT_POSITION_FUNCTION)
    op.execute("ALTER TABLE events ALTER COLUMN position SET DEFAULT events_next_position()")
    op.execute(CHECK_EXISTING_POSITIONS)


def downgrade() -> None:
    op.execute("ALTER TABLE events ALTER COLUMN position DROP DEFAULT")
    op.execute("DROP FUNCTION events_next_position()")
    op.execute("ALTER TABLE events ALTER COLUMN position ADD GENERATED ALWAYS AS IDENTITY")
    op.execute(
        "SELECT setval(pg_get_serial_sequence('events', 'position'),"
        " (SELECT coalesce(max(position), 0) + 1 FROM events), false)"
    )
