"""A rebuild of many games, flushed in several batches, writes the rows kept command by command."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Answer, CreatedGame, Decided, Games, Principal
from service.config import DatabaseTimeouts
from service.domain.commands import FreeRoll, FreeRollSide
from service.keyring import Keyring
from service.projections import rebuild as rebuilding
from service.projections.rebuild import rebuild_timeouts
from service.store.database import CLIENT_DEADLINE_GRACE_SECONDS, Pool, connect_like, open_pool
from tests.builders.game import ARIADNA, PLAYERS

ROLL = FreeRoll(
    actor=ARIADNA,
    kind="face_to_face",
    sides=(FreeRollSide(name="a", attribute=13, burst=3), FreeRollSide(name="b", attribute=12)),
)


async def _game(games: Games, rolls: int, roll: FreeRoll = ROLL) -> uuid.UUID:
    made: list[uuid.UUID] = []

    def created(game: CreatedGame) -> Answer:
        assert game.state.game_id is not None
        made.append(game.state.game_id)
        return Answer({}, created=True)

    def rolled(_: Decided) -> Answer:
        return Answer({}, created=True)

    await games.create(
        edition="N5",
        players=list(PLAYERS),
        client_seed="rebuild",
        dice_algorithm="dice-v1",  # plays without players' entropy
        manual_dice=False,
        idempotency=None,
        respond=created,
    )
    for _ in range(rolls):
        await games.execute(
            Principal(made[0], ARIADNA), roll, if_match=None, idempotency=None, respond=rolled
        )
    return made[0]


async def _projections(pool: Pool) -> tuple[list[Any], list[Any]]:
    async with pool.connection() as conn:
        states = await (
            await conn.execute("SELECT game_id, version, state FROM game_projections ORDER BY 1")
        ).fetchall()
        rolls = await (
            await conn.execute("SELECT game_id, version, data FROM roll_projections ORDER BY 1, 2")
        ).fetchall()
    return states, rolls


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list | tuple):
        return set().union(*(_strings(item) for item in value))
    return set()


async def test_a_rebuild_in_batches_gives_back_the_projections(
    pool: Pool, keyring: Keyring, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = Games(StoredGames(pool, keyring), keyring)
    for rolls in (0, 3, 1, 5, 2):
        await _game(games, rolls)
    kept = await _projections(pool)
    assert len(kept[0]) == 5
    assert len(kept[1]) == 11
    # Small batches, so games span fetches and several flushes happen.
    monkeypatch.setattr(rebuilding, "REBUILD_FETCH_ROWS", 2)
    monkeypatch.setattr(rebuilding, "REBUILD_FLUSH_EVENTS", 2)
    assert await rebuilding.rebuild(pool) == 5
    assert await _projections(pool) == kept


async def test_a_rebuild_of_an_empty_log_leaves_no_projection(pool: Pool) -> None:
    assert await rebuilding.rebuild(pool) == 0
    assert await _projections(pool) == ([], [])


def test_a_rebuild_keeps_the_services_timeouts_but_its_statements_may_run_longer() -> None:
    service = DatabaseTimeouts(connect=3.0, acquire=5.0, statement=4.0)
    timeouts = rebuild_timeouts(service)
    assert (timeouts.connect, timeouts.acquire) == (3.0, 5.0)
    assert timeouts.statement == rebuilding.REBUILD_STATEMENT_SECONDS > service.statement
    assert rebuild_timeouts(DatabaseTimeouts(statement=900.0)).statement == 900.0


async def test_the_rebuilds_reading_connection_has_the_pools_timeouts(db_url: str) -> None:
    timeouts = DatabaseTimeouts(statement=7.0)
    pool = await open_pool(db_url, min_size=1, max_size=1, timeouts=timeouts)
    try:
        reading = await connect_like(pool)
        try:
            shown = await (await reading.execute("SHOW statement_timeout")).fetchone()
            assert shown == ("7s",)
            assert getattr(reading, "deadline", None) == 7.0 + CLIENT_DEADLINE_GRACE_SECONDS
        finally:
            await reading.close()
        # One pooled connection is enough: the rebuild reads the log on its own connection.
        assert await rebuilding.rebuild(pool) == 0
    finally:
        await pool.close()


async def test_a_rebuild_writes_back_data_that_copy_text_would_misread(
    pool: Pool, keyring: Keyring
) -> None:
    # The rows go to the server as COPY text, where a backslash starts an escape (\N is a
    # null, \t a tab); JSON holds backslashes of its own before every quote.
    games = Games(StoredGames(pool, keyring), keyring)
    name = 'Kosuil \\ "the quiet" of \\N and \\t'
    roll = FreeRoll(
        actor=ARIADNA,
        kind="face_to_face",
        sides=(FreeRollSide(name=name, attribute=13, burst=3), FreeRollSide(name="b", attribute=9)),
    )
    await _game(games, 1, roll)
    kept = await _projections(pool)
    assert name in _strings(kept[1])
    assert await rebuilding.rebuild(pool) == 1
    assert await _projections(pool) == kept


async def test_a_log_the_server_cannot_replay_leaves_the_projections_as_they_were(
    pool: Pool, keyring: Keyring
) -> None:
    games = Games(StoredGames(pool, keyring), keyring)
    game = await _game(games, 2)
    kept = await _projections(pool)
    async with pool.connection() as conn:
        # A later server's event, as a rolled-back deployment would find it in the log.
        await conn.execute(
            "INSERT INTO events (game_id, version, event_id, type, data, metadata, recorded_at,"
            " prev_hash, hash) SELECT game_id, version + 1, gen_random_uuid(), 'TerrainMoved',"
            " data, metadata, recorded_at, hash, hash FROM events WHERE game_id = %s"
            " ORDER BY version DESC LIMIT 1",
            (game,),
        )
    with pytest.raises(rebuilding.RebuildError, match="'TerrainMoved'"):
        await rebuilding.rebuild(pool)
    assert await _projections(pool) == kept
