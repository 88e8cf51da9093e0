"""A tournament's rows beside its events: the sealed seed, the hashed tokens, and each player's
seat at a table's game (that game's player token, sealed). The events themselves are the event
store's, under the tournament's id."""

from __future__ import annotations

import hmac
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from service.keyring import Keyring
from service.store.database import Connection, Pool, autocommitting, fetch_one
from service.store.secrets import TokenGrant, hash_token


@dataclass(frozen=True, slots=True)
class TournamentSeed:
    seed: bytes
    revealed_at: datetime | None


@dataclass(frozen=True, slots=True)
class Seat:
    """A player's place at a table's game, with that game's player token sealed."""

    game_id: UUID
    player: str
    sealed_token: bytes


async def save_tournament(
    conn: Connection,
    keyring: Keyring,
    tournament_id: UUID,
    seed: bytes,
    organiser: TokenGrant,
) -> None:
    await conn.execute(
        "INSERT INTO tournaments (tournament_id, sealed_seed) VALUES (%s, %s)",
        (tournament_id, keyring.seal_seed(tournament_id, seed)),
    )
    await add_grant(conn, tournament_id, organiser)


async def add_grant(conn: Connection, tournament_id: UUID, grant: TokenGrant) -> None:
    await conn.execute(
        "INSERT INTO tournament_tokens (token_hash, tournament_id, role, player)"
        " VALUES (%s, %s, %s, %s)",
        (grant.token_hash, tournament_id, grant.role, grant.player),
    )


async def save_seats(conn: Connection, tournament_id: UUID, seats: Sequence[Seat]) -> None:
    async with conn.cursor() as cur:
        await cur.executemany(
            "INSERT INTO tournament_seats (game_id, player, tournament_id, sealed_token)"
            " VALUES (%s, %s, %s, %s)",
            [(s.game_id, s.player, tournament_id, s.sealed_token) for s in seats],
        )


async def mark_revealed(conn: Connection, tournament_id: UUID) -> None:
    await conn.execute(
        "UPDATE tournaments SET revealed_at = now()"
        " WHERE tournament_id = %s AND revealed_at IS NULL",
        (tournament_id,),
    )


async def load_seed(pool: Pool, keyring: Keyring, tournament_id: UUID) -> TournamentSeed | None:
    row = await fetch_one(
        pool,
        "SELECT sealed_seed, revealed_at FROM tournaments WHERE tournament_id = %s",
        (tournament_id,),
    )
    if row is None:
        return None
    return TournamentSeed(keyring.open_seed(tournament_id, bytes(row[0])), row[1])


async def find_grant(pool: Pool, tournament_id: UUID, token: str) -> TokenGrant | None:
    wanted = hash_token(token)
    row = await fetch_one(
        pool,
        "SELECT token_hash, role, player FROM tournament_tokens"
        " WHERE token_hash = %s AND tournament_id = %s",
        (wanted, tournament_id),
    )
    if row is None or not hmac.compare_digest(str(row[0]), wanted):
        return None
    return TokenGrant(token_hash=str(row[0]), role=str(row[1]), player=row[2])


async def organiser_hash(pool: Pool, tournament_id: UUID) -> str | None:
    """The hash of the token that organises the tournament (and its tables' games)."""
    row = await fetch_one(
        pool,
        "SELECT token_hash FROM tournament_tokens"
        " WHERE tournament_id = %s AND role = 'organiser' ORDER BY created_at LIMIT 1",
        (tournament_id,),
    )
    return None if row is None else str(row[0])


async def token_known(pool: Pool, token: str) -> bool:
    """Whether the token is any tournament's or any game's: a real token on the wrong one."""
    row = await fetch_one(
        pool,
        "SELECT EXISTS (SELECT 1 FROM tournament_tokens WHERE token_hash = %s)"
        " OR EXISTS (SELECT 1 FROM game_tokens WHERE token_hash = %s)",
        (hash_token(token), hash_token(token)),
    )
    return bool(row and row[0])


async def organises(pool: Pool, token: str) -> bool:
    """Whether the token organises a game or a tournament (it may then run a new tournament)."""
    row = await fetch_one(
        pool,
        "SELECT EXISTS (SELECT 1 FROM tournament_tokens WHERE token_hash = %s"
        " AND role = 'organiser') OR EXISTS (SELECT 1 FROM game_tokens WHERE token_hash = %s"
        " AND role = 'organiser')",
        (hash_token(token), hash_token(token)),
    )
    return bool(row and row[0])


async def seats_of(pool: Pool, tournament_id: UUID, player: str) -> list[Seat]:
    async with autocommitting(pool) as conn:
        cur = await conn.execute(
            "SELECT game_id, player, sealed_token FROM tournament_seats"
            " WHERE tournament_id = %s AND player = %s",
            (tournament_id, player),
        )
        return [Seat(row[0], str(row[1]), bytes(row[2])) for row in await cur.fetchall()]


async def seats_at(pool: Pool, game_id: UUID) -> list[Seat]:
    async with autocommitting(pool) as conn:
        cur = await conn.execute(
            "SELECT game_id, player, sealed_token FROM tournament_seats WHERE game_id = %s",
            (game_id,),
        )
        return [Seat(row[0], str(row[1]), bytes(row[2])) for row in await cur.fetchall()]


async def tournament_of_game(pool: Pool, game_id: UUID) -> UUID | None:
    row = await fetch_one(
        pool, "SELECT tournament_id FROM tournament_seats WHERE game_id = %s LIMIT 1", (game_id,)
    )
    return None if row is None else row[0]


async def existing_games(pool: Pool, game_ids: Sequence[UUID]) -> set[UUID]:
    """Which of these games have been created (have events)."""
    async with autocommitting(pool) as conn:
        cur = await conn.execute(
            "SELECT game_id FROM events WHERE version = 1 AND game_id = ANY(%s)", (list(game_ids),)
        )
        return {row[0] for row in await cur.fetchall()}


async def tournament_ids(conn: Connection) -> set[str]:
    """Every tournament's id, as text: the streams that are not games."""
    cur = await conn.execute("SELECT tournament_id::text FROM tournaments")
    return {str(row[0]) for row in await cur.fetchall()}
