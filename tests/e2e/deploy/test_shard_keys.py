"""The schema is ready to be distributed by game_id (deploy/SCALING.md): every primary key and
unique index starts with game_id, or is named below with the reason it does not yet."""

from __future__ import annotations

import psycopg

REFERENCE_TABLES: dict[str, str] = {
    "alembic_version": "one row, the schema revision; a Citus reference table on every node",
    "tournaments": (
        "one row a tournament (its sealed seed), read at every pairing of any table's game; a "
        "Citus reference table on every node, as a tournament's games sit on many shards"
    ),
    "tournament_tokens": (
        "a tournament's hashed tokens, a few rows a player, looked up by hash before the "
        "tournament is known; a Citus reference table beside tournaments"
    ),
}

NOT_YET_BY_GAME: dict[str, str] = {
    "uq_events_position": (
        "the global position orders the whole log for tailing readers; on Citus it becomes "
        "unique per shard only, and the organiser feed orders by (commit, game_id, version) "
        "instead (SCALING.md, 'The global position')"
    ),
    "uq_events_event_id": (
        "a random UUID, unique by construction; on Citus the constraint is (game_id, event_id)"
    ),
    "pk_idempotency_records": (
        "the keyed hash of a client's key; a game creation has no game_id yet when its key is "
        "recorded. On Citus: (game_id, key_hash) for commands, creations in their own table"
    ),
    "pk_game_tokens": (
        "authentication looks a token up by its hash; every game route also names its game, so "
        "on Citus the key becomes (game_id, token_hash) and organiser listings fan out"
    ),
}

KEYS = """
SELECT t.relname, ic.relname, a.attname
FROM pg_index i
JOIN pg_class t ON t.oid = i.indrelid
JOIN pg_class ic ON ic.oid = i.indexrelid
JOIN pg_namespace n ON n.oid = t.relnamespace
JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
WHERE (i.indisunique OR i.indisprimary) AND n.nspname = 'public'
ORDER BY 1, 2
"""

TABLES = """
SELECT c.relname, bool_or(a.attname = 'game_id')
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
GROUP BY 1
"""


def test_every_key_starts_with_game_id_or_is_exempt_with_a_reason(db_url: str) -> None:
    with psycopg.connect(db_url) as conn:
        keys = conn.execute(KEYS).fetchall()
    assert keys, "the migrated schema has no keys at all"
    offending = [
        f"{table}.{index} starts with {first}"
        for table, index, first in keys
        if first != "game_id" and table not in REFERENCE_TABLES and index not in NOT_YET_BY_GAME
    ]
    assert offending == []
    present = {index for _, index, _ in keys}
    # An exemption for a key that no longer exists is stale: remove it with the key.
    assert set(NOT_YET_BY_GAME) <= present


def test_every_table_is_distributable_by_game_or_a_reference_table(db_url: str) -> None:
    with psycopg.connect(db_url) as conn:
        tables = dict(conn.execute(TABLES).fetchall())
    assert set(REFERENCE_TABLES) <= set(tables)
    without_game = {t for t, has_game in tables.items() if not has_game}
    assert without_game <= set(REFERENCE_TABLES)
