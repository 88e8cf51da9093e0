"""DATABASE_READ_URL: reads are served from a replica, and a read naming a version it has seen
(its ETag in If-None-Match) is never answered from before that version.

The "replica" is a copy of the test's database taken at one moment and never updated after: a
replica lagging for ever. Writes after the copy reach only the primary.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import psycopg
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient
from psycopg import sql

from service.api.app import create_app
from service.config import FeedSettings
from service.store.database import with_database
from tests.builders.http import GameDriver
from tests.e2e.api.serving import bearer
from tests.e2e.api.sse import Message, events_until, live_server, messages
from tests.e2e.conftest import GENEROUS_RATE_LIMIT

ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}
REPLICA_WAIT = 0.3
COPY_WITHIN_SECONDS = 10.0


POLLING = FeedSettings(heartbeat=3600, poll=0.1)
QUIET_SECONDS = 1.0
"""Ten polls: an event the stream's source held would have been sent by then."""


def app(db_url: str, read_url: str | None = None) -> Litestar:
    return create_app(
        db_url,
        pool_size=2,
        rate_limit=GENEROUS_RATE_LIMIT,
        read_database_url=read_url,
        replica_wait=REPLICA_WAIT,
        feed=POLLING,
    )


@pytest.fixture
def copy_of(database_url: str) -> Iterator[Any]:
    """copy_of(db_url): a new database holding what db_url holds now (nobody connected)."""
    made: list[str] = []

    def copy(db_url: str) -> str:
        source = psycopg.conninfo.conninfo_to_dict(db_url)["dbname"]
        name = f"replica_{uuid.uuid4().hex}"
        create = sql.SQL("CREATE DATABASE {} TEMPLATE {}").format(
            sql.Identifier(name), sql.Identifier(str(source))
        )
        deadline = time.monotonic() + COPY_WITHIN_SECONDS
        while True:
            try:
                with psycopg.connect(database_url, autocommit=True) as conn:
                    conn.execute(create)
                break
            except psycopg.errors.ObjectInUse:
                # The app's last connections are still being closed.
                assert time.monotonic() < deadline, "the source database stayed in use"
                time.sleep(0.1)
        made.append(name)
        return with_database(database_url, name)

    yield copy
    with psycopg.connect(database_url, autocommit=True) as conn:
        for name in made:
            conn.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )


async def lagging_game(db_url: str, copy_of: Any) -> tuple[GameDriver, int, str]:
    """A game with one roll, copied into a replica; its version there and the replica's URL."""
    async with AsyncTestClient(app=app(db_url)) as client:
        game = await GameDriver.create(client)
        player = next(who for who in game.tokens if who != "organiser")
        rolled = await game.post(player, "/rolls", ROLL, expect=201)
    return game, int(rolled["version"]), copy_of(db_url)


async def test_a_read_naming_a_version_the_replica_lacks_is_answered_from_the_primary(
    db_url: str, copy_of: Any
) -> None:
    game, on_replica, replica_url = await lagging_game(db_url, copy_of)
    async with AsyncTestClient(app=app(db_url, replica_url)) as client:
        game.client = client
        player = next(who for who in game.tokens if who != "organiser")
        written = await game.post(player, "/rolls", ROLL, expect=201)
        newest = int(written["version"])
        assert newest > on_replica
        path = f"/v1/games/{game.game_id}/state"
        as_is = await client.get(path, headers=game.auth(player))
        named = await client.get(
            path, headers={**game.auth(player), "If-None-Match": f'"{newest}"'}
        )
        named_old = await client.get(
            path, headers={**game.auth(player), "If-None-Match": f'"{on_replica}"'}
        )
        new_roll = await client.get(
            f"/v1/games/{game.game_id}/rolls/{newest}", headers=game.auth(player)
        )
        listed = await client.get(
            f"/v1/games/{game.game_id}/rolls",
            headers={**game.auth(player), "If-None-Match": f'"{newest}"'},
        )
    # Naming no version, the replica answers as it is: a version behind the primary.
    assert as_is.status_code == 200
    assert as_is.json()["version"] == on_replica
    # Naming the newest version, the answer is the primary's, never the replica's older one.
    assert named.status_code == 304  # the client's ETag is the current one: unchanged
    assert named.headers["etag"] == f'"{newest}"'
    # A version the replica has reached is served there.
    assert named_old.status_code == 304
    assert new_roll.status_code == 200, new_roll.text
    assert new_roll.json()["version"] == newest
    assert listed.status_code == 200
    assert listed.json()[-1]["version"] == newest


async def test_without_a_read_url_every_read_is_the_primarys(db_url: str, copy_of: Any) -> None:
    game, on_replica, _ = await lagging_game(db_url, copy_of)
    async with AsyncTestClient(app=app(db_url)) as client:
        game.client = client
        player = next(who for who in game.tokens if who != "organiser")
        written = await game.post(player, "/rolls", ROLL, expect=201)
        state = await game.get(player, "/state")
    assert state["version"] == written["version"] > on_replica


async def test_a_games_event_stream_sends_what_the_replica_holds(db_url: str, copy_of: Any) -> None:
    game, on_replica, replica_url = await lagging_game(db_url, copy_of)
    async with AsyncTestClient(app=app(db_url)) as writer:
        game.client = writer
        player = next(who for who in game.tokens if who != "organiser")
        newest = int((await game.post(player, "/rolls", ROLL, expect=201))["version"])
    async with (
        live_server(app(db_url, replica_url)) as base,
        httpx.AsyncClient(base_url=base, timeout=10) as client,
        client.stream(
            "GET",
            f"/v1/games/{game.game_id}/events/stream",
            headers=bearer(game.tokens["organiser"]),
        ) as response,
    ):
        stream = messages(response)
        sent = await events_until(stream, lambda got: len(got) == on_replica)
        later: list[Message] = []
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(QUIET_SECONDS):
                async for message in stream:
                    if message.data is not None:
                        later.append(message)
    # Versions 1..on_replica, from the replica; the primary's newer one is not there to send.
    assert [int(m.id or 0) for m in sent] == list(range(1, on_replica + 1))
    assert later == []
    assert newest > on_replica
