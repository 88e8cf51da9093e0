"""Reads from a replica: a read naming a version waits for the replica, briefly, and is
answered by the primary when the replica does not reach it in time; never from before it."""

from __future__ import annotations

import asyncio
import copy

from service.application.reads.sources import ReadSources
from service.application.reads.use_case import GameReads
from service.keyring import Keyring
from tests.unit.application.fakes import FakeStorage
from tests.unit.application.playing import ROLL, create, game_id_of, games_on_fakes, play
from tests.unit.application.playing import thread_workers as workers

WAIT = 0.5


def replica_of(primary: FakeStorage) -> FakeStorage:
    """A replica holding what the primary holds now, and nothing written after."""
    replica = FakeStorage(Keyring.generate())
    catch_up(replica, primary)
    return replica


def catch_up(replica: FakeStorage, primary: FakeStorage) -> None:
    replica.tables.__dict__.update(copy.deepcopy(primary.tables).__dict__)


async def test_a_read_naming_no_version_takes_the_replica_as_it_is() -> None:
    games, primary = games_on_fakes()
    game = game_id_of(await create(games))
    on_replica = await play(games, game, ROLL)
    replica = replica_of(primary)
    await play(games, game, ROLL)
    reads = GameReads(ReadSources(primary, replica, WAIT), workers())
    assert (await reads.order_state(game)).version == on_replica == 2


async def test_a_read_naming_a_version_the_replica_reaches_in_time_is_the_replicas() -> None:
    games, primary = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    replica = replica_of(primary)
    named = await play(games, game, ROLL)  # 3: on the primary only, for now

    async def replica_catches_up_then_primary_moves_on() -> None:
        await asyncio.sleep(WAIT / 5)
        catch_up(replica, primary)
        await play(games, game, ROLL)  # 4: the primary alone has it again

    moving = asyncio.create_task(replica_catches_up_then_primary_moves_on())
    reads = GameReads(ReadSources(primary, replica, WAIT), workers())
    found = await reads.order_state(game, seen=named)
    await moving
    # Version 3 is the replica's answer: the primary, asked, would have said 4.
    assert (named, found.version) == (3, 3)


async def test_a_read_naming_a_version_the_replica_never_reaches_is_the_primarys() -> None:
    games, primary = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    replica = replica_of(primary)
    named = await play(games, game, ROLL)
    reads = GameReads(ReadSources(primary, replica, WAIT), workers())
    started = asyncio.get_running_loop().time()
    found = await reads.order_state(game, seen=named)
    waited = asyncio.get_running_loop().time() - started
    assert found.version == named == 3
    assert WAIT <= waited < WAIT + 1.0
    # A roll the replica lacks is read where it exists, with or without a version named.
    assert (await reads.roll(game, named)).version == 3
