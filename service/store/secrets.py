"""Per-game secrets: the dice seed (sealed, hidden until the game ends) and hashed tokens."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from psycopg import AsyncConnection
from psycopg.rows import TupleRow

from service.keyring import Keyring
from service.store.database import Pool, autocommitting, fetch_one


@dataclass(frozen=True, slots=True)
class TokenGrant:
    token_hash: str
    role: str
    """"organiser" or "player"."""
    player: str | None


@dataclass(frozen=True, slots=True)
class GameSeed:
    seed: bytes
    client_seed: str
    revealed_at: datetime | None


def hash_token(token: str) -> str:
    # Only the hash is stored: a leaked table does not let anyone act in a game.
    return hashlib.sha256(token.encode()).hexdigest()


async def save_secrets(
    conn: AsyncConnection[TupleRow],
    keyring: Keyring,
    game_id: UUID,
    seed: bytes,
    client_seed: str,
    grants: Sequence[TokenGrant],
) -> None:
    await conn.execute(
        "INSERT INTO game_secrets (game_id, sealed_seed, client_seed) VALUES (%s, %s, %s)",
        (game_id, keyring.seal_seed(game_id, seed), client_seed),
    )
    async with conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO game_tokens (token_hash, game_id, role, player) VALUES (%s, %s, %s, %s)",
            [(g.token_hash, game_id, g.role, g.player) for g in grants],
        )


async def load_seed(pool: Pool, keyring: Keyring, game_id: UUID) -> GameSeed | None:
    row = await fetch_one(
        pool,
        "SELECT sealed_seed, client_seed, revealed_at FROM game_secrets WHERE game_id = %s",
        (game_id,),
    )
    if row is None:
        return None
    seed = keyring.open_seed(game_id, bytes(row[0]))
    return GameSeed(seed=seed, client_seed=str(row[1]), revealed_at=row[2])


async def mark_revealed(conn: AsyncConnection[TupleRow], game_id: UUID) -> None:
    await conn.execute(
        "UPDATE game_secrets SET revealed_at = now() WHERE game_id = %s AND revealed_at IS NULL",
        (game_id,),
    )


async def find_grant(pool: Pool, game_id: UUID, token: str) -> TokenGrant | None:
    wanted = hash_token(token)
    row = await fetch_one(
        pool,
        "SELECT token_hash, role, player FROM game_tokens WHERE token_hash = %s AND game_id = %s",
        (wanted, game_id),
    )
    # The lookup is by primary key; the constant-time compare keeps the check honest anyway.
    if row is None or not hmac.compare_digest(str(row[0]), wanted):
        return None
    return TokenGrant(token_hash=str(row[0]), role=str(row[1]), player=row[2])


async def game_token_hashes(pool: Pool, game_id: UUID) -> frozenset[str]:
    """Every token hash the game holds (its live streams' tokens are checked against them)."""
    async with autocommitting(pool) as conn:
        cur = await conn.execute(
            "SELECT token_hash FROM game_tokens WHERE game_id = %s", (game_id,)
        )
        return frozenset(str(row[0]) for row in await cur.fetchall())


async def replace_grant(conn: AsyncConnection[TupleRow], game_id: UUID, grant: TokenGrant) -> None:
    """Revoke the token held in ``grant``'s role (and player) for this game and issue ``grant``.

    The old row is deleted rather than marked: a revoked token must be exactly an unknown one.
    An organiser token shared by several games stays valid for the others.
    """
    await conn.execute(
        "DELETE FROM game_tokens WHERE game_id = %s AND role = %s"
        " AND player IS NOT DISTINCT FROM %s",
        (game_id, grant.role, grant.player),
    )
    await conn.execute(
        "INSERT INTO game_tokens (token_hash, game_id, role, player) VALUES (%s, %s, %s, %s)",
        (grant.token_hash, game_id, grant.role, grant.player),
    )


async def organiser_game_ids(pool: Pool, token: str) -> list[UUID]:
    """Every game this organiser token was issued for (one token may be shared on purpose)."""
    async with autocommitting(pool) as conn:
        cur = await conn.execute(
            "SELECT game_id FROM game_tokens WHERE token_hash = %s AND role = 'organiser'"
            " ORDER BY created_at, game_id",
            (hash_token(token),),
        )
        return [row[0] for row in await cur.fetchall()]


async def token_known(pool: Pool, token: str) -> bool:
    """Whether the token belongs to any game (a real token, used on the wrong game)."""
    known = "SELECT EXISTS (SELECT 1 FROM game_tokens WHERE token_hash = %s)"
    row = await fetch_one(pool, known, (hash_token(token),))
    return bool(row and row[0])


async def save_player_secret(
    conn: AsyncConnection[TupleRow], game_id: UUID, secret_id: str, sealed: bytes
) -> None:
    await conn.execute(
        "INSERT INTO player_secrets (game_id, secret_id, sealed) VALUES (%s, %s, %s)",
        (game_id, secret_id, sealed),
    )


async def sealed_player_secrets(conn: AsyncConnection[TupleRow], game_id: UUID) -> dict[str, bytes]:
    """Every server-held secret of the game, still sealed, by secret id."""
    cur = await conn.execute(
        "SELECT secret_id, sealed FROM player_secrets WHERE game_id = %s", (game_id,)
    )
    return {str(row[0]): bytes(row[1]) for row in await cur.fetchall()}
