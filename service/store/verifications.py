"""Stored verification results, one per game, and the organiser's games a page at a time.

A result is kept with the version and head hash it was computed at: the organiser listing shows
it while the game's head is unchanged and verifies again only when the game moved on. The
report holds the checks' outcome and never the seed (the verifier reports whether the dice
follow from it, not what it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import UUID

from psycopg.types.json import Jsonb

from service.store.database import Pool, autocommitting, fetch_one
from service.store.secrets import hash_token


@dataclass(frozen=True, slots=True)
class StoredVerification:
    version: int
    head_hash: str
    report: dict[str, Any]
    verified_at: datetime


@dataclass(frozen=True, slots=True, order=True)
class OrganisedKey:
    """Where one organised game sits in the listing's order: when it was granted, then id."""

    granted_at: datetime
    game_id: UUID


async def load_verification(pool: Pool, game_id: UUID) -> StoredVerification | None:
    row = await fetch_one(
        pool,
        "SELECT version, head_hash, report, verified_at FROM game_verifications WHERE game_id = %s",
        (game_id,),
    )
    if row is None:
        return None
    return StoredVerification(int(row[0]), str(row[1]), dict(row[2]), row[3])


async def save_verification(
    pool: Pool, game_id: UUID, version: int, head_hash: str, report: dict[str, Any]
) -> None:
    """Keep the result; a concurrent save of an older version never replaces a newer one."""
    async with pool.connection() as conn, conn.transaction():
        await conn.execute(
            "INSERT INTO game_verifications (game_id, version, head_hash, report)"
            " VALUES (%s, %s, %s, %s)"
            " ON CONFLICT (game_id) DO UPDATE SET version = EXCLUDED.version,"
            " head_hash = EXCLUDED.head_hash, report = EXCLUDED.report, verified_at = now()"
            " WHERE game_verifications.version <= EXCLUDED.version",
            (game_id, version, head_hash, Jsonb(report)),
        )


async def organised_games_page(
    pool: Pool, token: str, after: OrganisedKey | None, limit: int
) -> list[OrganisedKey]:
    """Up to ``limit`` games this organiser token runs, in grant order, after ``after``."""
    query = (
        "SELECT created_at, game_id FROM game_tokens WHERE token_hash = %s AND role = 'organiser'"
    )
    params: list[Any] = [hash_token(token)]
    if after is not None:
        query += " AND (created_at, game_id) > (%s, %s)"
        params += [after.granted_at, after.game_id]
    query += " ORDER BY created_at, game_id LIMIT %s"
    params.append(limit)
    async with autocommitting(pool) as conn:
        cur = await conn.execute(query, params)
        return [OrganisedKey(row[0], row[1]) for row in await cur.fetchall()]
