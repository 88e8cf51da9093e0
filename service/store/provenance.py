"""Where an imported game came from (table game_imports), written with the import itself."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any, Literal
from uuid import UUID

from psycopg import AsyncConnection
from psycopg.rows import TupleRow
from psycopg.types.json import Jsonb

from service.store.database import Pool, fetch_one

Importer = Literal["organiser", "operator"]


@dataclass(frozen=True, slots=True)
class EarlierImport:
    """An import of the game before the one here, as the signed export imported here told it:
    kept as written, its time the other service's text."""

    signed_by: str | None
    public_key: str | None
    imported_at: str
    imported_by: str


@dataclass(frozen=True, slots=True)
class ImportSource:
    """What an import knows of its game's origin; the time is the database's, at commit."""

    signed_by: str | None
    public_key: str | None
    imported_by: Importer
    earlier: tuple[EarlierImport, ...] = ()


@dataclass(frozen=True, slots=True)
class Provenance:
    signed_by: str | None
    """The key id that signed the export; None for an unsigned export."""
    public_key: str | None
    imported_at: datetime
    imported_by: Importer
    earlier: tuple[EarlierImport, ...] = ()
    """The imports before this one, earliest first."""


async def save_provenance(
    conn: AsyncConnection[TupleRow], game_id: UUID, source: ImportSource
) -> None:
    await conn.execute(
        "INSERT INTO game_imports (game_id, signed_by, public_key, imported_by, earlier_imports)"
        " VALUES (%s, %s, %s, %s, %s)",
        (
            game_id,
            source.signed_by,
            source.public_key,
            source.imported_by,
            Jsonb([asdict(earlier) for earlier in source.earlier]),
        ),
    )


async def load_provenance(pool: Pool, game_id: UUID) -> Provenance | None:
    row = await fetch_one(
        pool,
        "SELECT signed_by, public_key, imported_at, imported_by, earlier_imports"
        " FROM game_imports WHERE game_id = %s",
        (game_id,),
    )
    if row is None:
        return None
    return Provenance(row[0], row[1], row[2], row[3], _earlier(row[4]))


def _earlier(stored: list[dict[str, Any]]) -> tuple[EarlierImport, ...]:
    return tuple(EarlierImport(**record) for record in stored)


async def was_imported(conn: AsyncConnection[TupleRow], game_id: UUID) -> bool:
    cur = await conn.execute("SELECT 1 FROM game_imports WHERE game_id = %s", (game_id,))
    return await cur.fetchone() is not None
