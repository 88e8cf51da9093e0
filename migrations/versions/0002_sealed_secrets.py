"""Secrets at rest: sealed seeds, keyed and expiring idempotency records, clean metadata.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23 00:00:00

- `game_secrets.seed` becomes `sealed_seed`: the seed of a running game sealed under the
  server's key, so the database alone does not tell the dice to come.
- `idempotency_keys` (client keys and whole answers, tokens included, in plain text) is
  replaced by `idempotency_records`: keyed hashes of the keys, answers sealed under a key
  derived from the client's key, an expiry. The old rows are dropped, not converted: their
  plain keys must not survive, and a retry after the upgrade simply runs afresh.
- Events no longer carry the client's idempotency key in their metadata; the keys already
  recorded there are removed. Metadata is outside the hash chain, so the chain still holds.
"""

from collections.abc import Callable, Sequence
from uuid import UUID

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.config import Settings
from service.keyring import Keyring, load_keyring

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_table("idempotency_keys")
    op.create_table(
        "idempotency_records",
        sa.Column("key_hash", sa.Text(), nullable=False),
        sa.Column("request_hash", sa.Text(), nullable=False),
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("first_version", sa.Integer(), nullable=False),
        sa.Column("last_version", sa.Integer(), nullable=False),
        sa.Column("sealed_response", sa.LargeBinary(), nullable=True),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()
        ),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key_hash", name="pk_idempotency_records"),
    )
    op.create_index("ix_idempotency_records_expires_at", "idempotency_records", ["expires_at"])

    op.alter_column("game_secrets", "seed", new_column_name="sealed_seed")
    _seal_existing_seeds()

    # The append-only trigger guards the facts; metadata is not a fact of the game, and this
    # one-off removal of leaked keys is the only change ever made to stored rows.
    op.execute("ALTER TABLE events DISABLE TRIGGER events_reject_update_delete")
    op.execute(
        "UPDATE events SET metadata = metadata - 'idempotency_key'"
        " WHERE metadata ? 'idempotency_key'"
    )
    op.execute("ALTER TABLE events ENABLE TRIGGER events_reject_update_delete")


def _seal_existing_seeds() -> None:
    _rewrite_seeds(lambda keyring, game_id, seed: keyring.seal_seed(game_id, seed))


def _open_sealed_seeds() -> None:
    _rewrite_seeds(lambda keyring, game_id, sealed: keyring.open_seed(game_id, sealed))


def _rewrite_seeds(rewrite: Callable[[Keyring, UUID, bytes], bytes]) -> None:
    bind = op.get_bind()
    rows = bind.execute(sa.text("SELECT game_id, sealed_seed FROM game_secrets")).fetchall()
    if not rows:
        return
    # Loaded only when there is something to rewrite: the key is the running service's own.
    keyring = load_keyring(Settings.from_env().data_dir)
    for game_id, value in rows:
        bind.execute(
            sa.text("UPDATE game_secrets SET sealed_seed = :value WHERE game_id = :game"),
            {"value": rewrite(keyring, game_id, bytes(value)), "game": game_id},
        )


def downgrade() -> None:
    # The code before 0002 reads plain seeds: without them its dice would be wrong.
    _open_sealed_seeds()
    op.alter_column("game_secrets", "sealed_seed", new_column_name="seed")
    op.drop_index("ix_idempotency_records_expires_at", table_name="idempotency_records")
    op.drop_table("idempotency_records")
    op.create_table(
        "idempotency_keys",
        sa.Column("key", sa.Text(), nullable=False),
        sa.Column("request_hash", sa.Text(), nullable=False),
        sa.Column("game_id", postgresql.UUID(as_uuid=True), nullable=False),
        sa.Column("first_version", sa.Integer(), nullable=False),
        sa.Column("last_version", sa.Integer(), nullable=False),
        sa.Column("response", postgresql.JSONB(), nullable=True),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()
        ),
        sa.PrimaryKeyConstraint("key", name="pk_idempotency_keys"),
    )
