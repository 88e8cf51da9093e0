"""The projections' readers: what the GET endpoints and the audit show, without folding a log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, LiteralString, TypeVar
from uuid import UUID

from service.domain.state import ResolvedOrder
from service.projections.models import (
    OrderState,
    RollOutcome,
    load_order,
    load_order_state,
    load_roll_outcome,
)
from service.store.database import Connection, Pool, autocommitting
from service.store.event_store import ChainHead

_Row = TypeVar("_Row")


async def read_order_state(pool: Pool, game_id: UUID) -> OrderState | None:
    """The game's order state as last projected (None: no such game), upgraded if older."""
    async with autocommitting(pool) as conn:
        # As text, so the typed decoder reads it in one pass instead of psycopg's json.loads
        # building dicts that would then be converted again.
        cur = await conn.execute(
            "SELECT state::text FROM game_projections WHERE game_id = %s", (game_id,)
        )
        row = await cur.fetchone()
    return None if row is None else load_order_state(row[0])


async def read_order_state_and_head(
    conn: Connection, game_id: UUID
) -> tuple[OrderState | None, int, ChainHead | None]:
    """The projected order state and the game's last version and chain head in the log, in one
    round trip on the caller's connection: when they agree (the normal case) nothing is left to
    fold, and the head lets the append chain onto it without reading it again."""
    cur = await conn.execute(
        "SELECT (SELECT state::text FROM game_projections WHERE game_id = %s), head.version,"
        " head.hash, head.recorded_at FROM (SELECT 1) AS one LEFT JOIN LATERAL (SELECT version,"
        " hash, recorded_at FROM events WHERE game_id = %s ORDER BY version DESC LIMIT 1) AS head"
        " ON true",
        (game_id, game_id),
    )
    row = await cur.fetchone()
    if row is None:  # pragma: no cover - one row from (SELECT 1) always
        raise RuntimeError("no row from a constant SELECT")
    snapshot = None if row[0] is None else load_order_state(row[0])
    head = None if row[2] is None else ChainHead(row[2], row[3])
    return snapshot, int(row[1] or 0), head


async def read_rolls(
    pool: Pool, game_id: UUID, after_version: int = 0, limit: int = 100
) -> list[RollOutcome]:
    return await _page(
        pool,
        load_roll_outcome,
        "SELECT data FROM roll_projections WHERE game_id = %s AND version > %s"
        " ORDER BY version LIMIT %s",
        (game_id, after_version, limit),
    )


async def read_roll(pool: Pool, game_id: UUID, version: int) -> RollOutcome | None:
    return await _one(
        pool,
        load_roll_outcome,
        "SELECT data FROM roll_projections WHERE game_id = %s AND version = %s",
        (game_id, version),
    )


async def read_order(pool: Pool, game_id: UUID, number: int) -> ResolvedOrder | None:
    return await _one(
        pool,
        load_order,
        "SELECT data::text FROM order_projections WHERE game_id = %s AND number = %s",
        (game_id, number),
    )


async def read_orders(
    pool: Pool, game_id: UUID, after_number: int = 0, limit: int = 100
) -> list[ResolvedOrder]:
    return await _page(
        pool,
        load_order,
        "SELECT data::text FROM order_projections WHERE game_id = %s AND number > %s"
        " ORDER BY number LIMIT %s",
        (game_id, after_number, limit),
    )


async def _one(
    pool: Pool, load: Callable[[Any], _Row], query: LiteralString, params: tuple[object, ...]
) -> _Row | None:
    """The one projected row `query` selects (its first column), loaded; None when missing."""
    async with autocommitting(pool) as conn:
        cur = await conn.execute(query, params)
        row = await cur.fetchone()
    return None if row is None else load(row[0])


async def _page(
    pool: Pool, load: Callable[[Any], _Row], query: LiteralString, params: tuple[object, ...]
) -> list[_Row]:
    """Every projected row `query` selects (its first column), loaded, in its order."""
    async with autocommitting(pool) as conn:
        cur = await conn.execute(query, params)
        return [load(row[0]) for row in await cur.fetchall()]
