"""Migration 0002 on a database that already holds games: seeds sealed, leaked keys gone."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import psycopg
from alembic import command
from psycopg.types.json import Jsonb

from service.keyring import Keyring
from service.store.chain import GENESIS_HASH, event_hash, format_recorded_at
from service.store.migrate import alembic_config, downgrade_to_base, upgrade_to_head


def _insert_legacy_game(url: str, game: uuid.UUID, seed: bytes) -> str:
    """A game as 0001 stored it: plain seed, plain idempotency key in metadata and table."""
    recorded = datetime.now(UTC)
    data = {"n": 1}
    this = event_hash(GENESIS_HASH, game, 1, "game_created", data, format_recorded_at(recorded))
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "INSERT INTO events (game_id, version, event_id, type, data, metadata, recorded_at,"
            " prev_hash, hash) VALUES (%s, 1, %s, 'game_created', %s, %s, %s, %s, %s)",
            (
                game,
                uuid.uuid4(),
                Jsonb(data),
                Jsonb({"actor": "organiser", "idempotency_key": "leaked-key"}),
                recorded,
                GENESIS_HASH,
                this,
            ),
        )
        conn.execute("INSERT INTO game_secrets (game_id, seed) VALUES (%s, %s)", (game, seed))
        conn.execute(
            "INSERT INTO idempotency_keys (key, request_hash, game_id, first_version,"
            " last_version, response) VALUES ('create:leaked-key', 'h', %s, 1, 1, %s)",
            (game, Jsonb({"tokens": {"organiser": "plain"}})),
        )
    return this


def test_upgrade_seals_seeds_and_removes_plain_keys(db_url: str, keyring: Keyring) -> None:
    downgrade_to_base(db_url)
    command.upgrade(alembic_config(db_url), "0001")
    game, seed = uuid.uuid4(), bytes(range(32))
    head = _insert_legacy_game(db_url, game, seed)

    upgrade_to_head(db_url)

    with psycopg.connect(db_url) as conn:
        (sealed,) = conn.execute(
            "SELECT sealed_seed FROM game_secrets WHERE game_id = %s", (game,)
        ).fetchone() or (None,)
        metadata, stored_hash = conn.execute(
            "SELECT metadata, hash FROM events WHERE game_id = %s", (game,)
        ).fetchone() or (None, None)
        records = conn.execute("SELECT count(*) FROM idempotency_records").fetchone()
        tables = conn.execute("SELECT to_regclass('idempotency_keys') IS NULL").fetchone()
    assert isinstance(sealed, bytes)
    assert seed not in sealed
    assert keyring.open_seed(game, sealed) == seed
    assert metadata == {"actor": "organiser"}
    assert stored_hash == head  # metadata is outside the chain: the chain is untouched
    assert records == (0,)
    assert tables == (True,)


def test_downgrade_opens_the_seeds_again(db_url: str, keyring: Keyring) -> None:
    downgrade_to_base(db_url)
    command.upgrade(alembic_config(db_url), "0001")
    game, seed = uuid.uuid4(), bytes(range(32, 64))
    _insert_legacy_game(db_url, game, seed)
    upgrade_to_head(db_url)

    command.downgrade(alembic_config(db_url), "0001")

    with psycopg.connect(db_url) as conn:
        row = conn.execute("SELECT seed FROM game_secrets WHERE game_id = %s", (game,)).fetchone()
    assert row == (seed,)
