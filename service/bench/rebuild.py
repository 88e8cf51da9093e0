"""rebuild: replaying the projections of N events against a raw SELECT + msgspec decode of them.

One game is played through the application (free Face to Face rolls with server dice), then
its rows are copied under new game ids until the log holds N events. The copies' hash chains
do not match their game ids; a rebuild never reads the hashes, and this is a scratch database.
"""

from __future__ import annotations

import time
import uuid

import msgspec

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Answer, Decided, Games, Principal
from service.bench.results import Result, throughput
from service.config import DatabaseTimeouts
from service.domain.commands import FreeRoll, FreeRollSide
from service.keyring import Keyring
from service.projections.rebuild import rebuild, rebuild_timeouts
from service.store.database import Pool, open_pool

AIM = 0.5
GAME_EVENTS = 100

ROLL = FreeRoll(
    actor="a",
    kind="face_to_face",
    sides=(FreeRollSide(name="a", attribute=13, burst=3), FreeRollSide(name="b", attribute=12)),
)

COPY = """
WITH copies AS MATERIALIZED (SELECT gen_random_uuid() AS id FROM generate_series(1, %s))
INSERT INTO events (game_id, version, event_id, type, data, metadata, recorded_at, prev_hash,
                    hash)
SELECT c.id, e.version, gen_random_uuid(), e.type, e.data, e.metadata, e.recorded_at,
       e.prev_hash, e.hash
FROM copies c CROSS JOIN events e WHERE e.game_id = %s ORDER BY c.id, e.version
"""


async def _template_game(games: Games, events: int) -> uuid.UUID:
    def created(made: object) -> Answer:
        return Answer({}, created=True)

    game_id: uuid.UUID | None = None

    def keep(made: object) -> Answer:
        nonlocal game_id
        game_id = made.state.game_id  # type: ignore[attr-defined]
        return created(made)

    await games.create(
        edition="N5",
        players=["a", "b"],
        client_seed="bench",
        dice_algorithm="dice-v1",  # plays without players' entropy
        manual_dice=False,
        idempotency=None,
        respond=keep,
    )
    assert game_id is not None

    def rolled(_: Decided) -> Answer:
        return Answer({}, created=True)

    principal = Principal(game_id, "a")
    for _ in range(events - 1):
        await games.execute(principal, ROLL, if_match=None, idempotency=None, respond=rolled)
    return game_id


async def _fill(pool: Pool, keyring: Keyring, total: int) -> None:
    per_game = min(GAME_EVENTS, total)
    template = await _template_game(Games(StoredGames(pool, keyring), keyring), per_game)
    copies = max(0, total // per_game - 1)
    async with pool.connection() as conn:
        await conn.execute("SET statement_timeout = 0")
        if copies:
            await conn.execute(COPY, (copies, template))
        await conn.execute("ANALYZE events")


async def _raw_read(pool: Pool) -> int:
    """The floor: every event's row streamed in game order and its data decoded by msgspec."""
    decode = msgspec.json.Decoder().decode
    count = 0
    async with (
        pool.connection() as conn,
        conn.transaction(),
        conn.cursor(name="bench_raw_read") as cursor,
    ):
        await cursor.execute(
            "SELECT version, type, data::text FROM events ORDER BY game_id, version"
        )
        async for _version, _type, data in cursor:
            decode(data)
            count += 1
    return count


async def measure(url: str, keyring: Keyring, events: int) -> Result:
    # As `infinity-ledger rebuild` opens it: the service's timeouts, a rebuild's statements.
    timeouts = rebuild_timeouts(DatabaseTimeouts())
    pool = await open_pool(url, min_size=1, max_size=2, timeouts=timeouts)
    try:
        await _fill(pool, keyring, events)
        # Read once untimed: the first read of freshly copied rows finds them partly out of
        # the server's cache and ran at 0.6 of a second one, which flattered every ratio.
        await _raw_read(pool)
        start = time.perf_counter()
        count = await _raw_read(pool)
        baseline = count / (time.perf_counter() - start)
        start = time.perf_counter()
        await rebuild(pool)
        ours = count / (time.perf_counter() - start)
        return throughput("rebuild", "events/s", ours, baseline, AIM)
    finally:
        await pool.close()
