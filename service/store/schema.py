"""The database schema as SQLAlchemy Core tables: the single description migrations must match.

Migrations create these tables with explicit operations (so an old migration never changes when
this file does); a test compares the migrated database with this metadata.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    CHAR,
    BigInteger,
    CheckConstraint,
    Column,
    DateTime,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    PrimaryKeyConstraint,
    Table,
    Text,
    UniqueConstraint,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import JSON, JSONB, UUID

metadata = MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_name)s",
        "uq": "uq_%(table_name)s_%(column_0_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)


def _one_row_per_game() -> Column[Any]:
    """The key of a table that holds at most one row per game."""
    return Column("game_id", UUID(as_uuid=True), primary_key=True)


def _written_at(name: str) -> Column[Any]:
    """When the row was written, by the database's clock (not the service's)."""
    return Column(name, DateTime(timezone=True), nullable=False, server_default=func.now())


events = Table(
    "events",
    metadata,
    # position orders the whole log for tailing readers (the writing transaction's id and the
    # event's rank in it; see event_store.py); (game_id, version) orders one game and is the
    # primary key so two writers can never both create the same version.
    Column("position", BigInteger, server_default=text("events_next_position()"), nullable=False),
    Column("game_id", UUID(as_uuid=True), nullable=False),
    Column("version", Integer, nullable=False),
    Column("event_id", UUID(as_uuid=True), nullable=False),
    Column("type", Text, nullable=False),
    Column("data", JSONB, nullable=False),
    Column("metadata", JSONB, nullable=False, server_default=text("'{}'::jsonb")),
    Column("recorded_at", DateTime(timezone=True), nullable=False),
    Column("prev_hash", CHAR(64), nullable=False),
    Column("hash", CHAR(64), nullable=False),
    # The random blind the hash covers (chain.event_hash); NULL on events recorded before.
    Column("blind", Text, nullable=True),
    PrimaryKeyConstraint("game_id", "version"),
    UniqueConstraint("position"),
    UniqueConstraint("event_id"),
    CheckConstraint("version >= 1", name="version_positive"),
    CheckConstraint("blind IS NULL OR blind ~ '^[0-9a-f]{32}$'", name="blind_hex"),
)

idempotency_records = Table(
    "idempotency_records",
    metadata,
    # Neither the client's key nor its answer is readable here: the key is a keyed hash bound
    # to route and caller, the answer (tokens, on a game creation) is sealed under a key
    # derived from the client's key, and the row expires.
    Column("key_hash", Text, primary_key=True),
    Column("request_hash", Text, nullable=False),
    Column("game_id", UUID(as_uuid=True), nullable=False),
    Column("first_version", Integer, nullable=False),
    Column("last_version", Integer, nullable=False),
    Column("sealed_response", LargeBinary, nullable=True),
    _written_at("created_at"),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Index(None, "expires_at"),
)

game_secrets = Table(
    "game_secrets",
    metadata,
    # The dice seed lives here, never in an event: events are readable by every player, and
    # the seed must stay hidden until the game ends. Sealed under the server's key, so a copy
    # of the database alone does not tell the dice to come.
    _one_row_per_game(),
    Column("sealed_seed", LargeBinary, nullable=False),
    Column("client_seed", Text, nullable=False, server_default=text("''")),
    Column("revealed_at", DateTime(timezone=True), nullable=True),
    _written_at("created_at"),
)

player_secrets = Table(
    "player_secrets",
    metadata,
    # A player's secret and its salt, sealed (bound to game and secret): the log holds only
    # the commitment until the secret is revealed.
    Column("game_id", UUID(as_uuid=True), primary_key=True),
    Column("secret_id", Text, primary_key=True),
    Column("sealed", LargeBinary, nullable=False),
    _written_at("created_at"),
)


def _tokens(name: str, of: str) -> Table:
    """The tokens of a game or a tournament (`of`, the column naming it), by their hash: one
    organiser token may run several, so the key is the pair."""
    return Table(
        name,
        metadata,
        Column("token_hash", Text, primary_key=True),
        Column(of, UUID(as_uuid=True), primary_key=True),
        Column("role", Text, nullable=False),
        Column("player", Text, nullable=True),
        _written_at("created_at"),
        CheckConstraint("role IN ('organiser', 'player')", name="role"),
        Index(None, of),
    )


# A tournament's organiser runs its tables' games with the one token.
game_tokens = _tokens("game_tokens", "game_id")

game_projections = Table(
    "game_projections",
    metadata,
    _one_row_per_game(),
    Column("version", Integer, nullable=False),
    # json, not jsonb: read and written whole (migration 0005 says why).
    Column("state", JSON, nullable=False),
    _written_at("updated_at"),
)

roll_projections = Table(
    "roll_projections",
    metadata,
    Column("game_id", UUID(as_uuid=True), nullable=False),
    Column("version", Integer, nullable=False),
    Column("data", JSON, nullable=False),
    # The roll's order (None: a free-standing roll), written beside its data rather than read
    # out of it (migration 0012): a command's projection reads the rolls of the orders it
    # touches by this index, not by reading every roll of the game.
    Column("order_number", Integer, nullable=True),
    PrimaryKeyConstraint("game_id", "version"),
    Index("ix_roll_projections_order_number", "game_id", "order_number"),
)

order_projections = Table(
    "order_projections",
    metadata,
    Column("game_id", UUID(as_uuid=True), nullable=False),
    Column("number", Integer, nullable=False),
    # json, not jsonb: read and written whole (migration 0005 says why).
    Column("data", JSON, nullable=False),
    PrimaryKeyConstraint("game_id", "number"),
)

game_verifications = Table(
    "game_verifications",
    metadata,
    # A cache of verification reports, keyed by the head they were computed at: the organiser
    # listing reads it instead of verifying every game on every call.
    _one_row_per_game(),
    Column("version", Integer, nullable=False),
    Column("head_hash", CHAR(64), nullable=False),
    Column("report", JSONB, nullable=False),
    _written_at("verified_at"),
)

game_imports = Table(
    "game_imports",
    metadata,
    # One row per game imported from another service's export, written with the import.
    _one_row_per_game(),
    Column("signed_by", Text, nullable=True),
    Column("public_key", Text, nullable=True),
    _written_at("imported_at"),
    Column("imported_by", Text, nullable=False),
    # The imports before this one, earliest first, as the signed export imported said them.
    Column("earlier_imports", JSONB, nullable=False, server_default=text("'[]'::jsonb")),
    CheckConstraint("imported_by IN ('organiser', 'operator')", name="imported_by"),
)

tournaments = Table(
    "tournaments",
    metadata,
    # A tournament is a stream of the events table under its own id, as a game is; this row
    # marks the id as a tournament's (so nothing that reads games takes it for one) and keeps
    # its seed sealed, as a game's is, until the tournament ends.
    Column("tournament_id", UUID(as_uuid=True), primary_key=True),
    Column("sealed_seed", LargeBinary, nullable=False),
    Column("revealed_at", DateTime(timezone=True), nullable=True),
    _written_at("created_at"),
)

tournament_tokens = _tokens("tournament_tokens", "tournament_id")

tournament_seats = Table(
    "tournament_seats",
    metadata,
    # A player's seat at a table's game: the game's player token, sealed under the server's
    # key (bound to the game and the player), handed to its player through their tournament
    # token. Also how a game is known to be a tournament's.
    Column("game_id", UUID(as_uuid=True), primary_key=True),
    Column("player", Text, primary_key=True),
    Column("tournament_id", UUID(as_uuid=True), nullable=False),
    Column("sealed_token", LargeBinary, nullable=False),
    _written_at("created_at"),
    Index(None, "tournament_id"),
)
