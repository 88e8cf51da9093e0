"""An import in flight holds its game id: a second import of the game waits for it, then finds
its events, instead of passing the existence check too and meeting them on the primary key
(whose 409 would tell anyone that the game is here)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from service.application.imports.use_case import parse_export
from service.store.database import Connection, Pool
from service.store.imported import game_exists, insert_imported_events
from tests.builders.export import export_records, play_short_game, to_lines
from tests.builders.game import GAME_ID


async def exists_in_a_transaction(conn: Connection) -> bool:
    async with conn.transaction():
        return await game_exists(conn, GAME_ID)


async def test_a_second_import_waits_for_the_first_and_finds_its_game(pool: Pool) -> None:
    header, records = export_records(play_short_game(), reveal_seed=True)
    for record in records:
        record["metadata"].pop("idempotency_key", None)
    _, _, _, events = parse_export("".join(to_lines(header, records)), datetime.now(UTC))
    async with pool.connection() as first, pool.connection() as second:
        async with first.transaction():
            assert not await game_exists(first, GAME_ID)
            await insert_imported_events(first, events)
            waiting = asyncio.create_task(exists_in_a_transaction(second))
            await asyncio.sleep(0.5)
            assert not waiting.done()  # held until the first import commits
        assert await asyncio.wait_for(waiting, timeout=10) is True
