"""Every committed command wakes its game's readers, alone or among many."""

from __future__ import annotations

import asyncio
import uuid

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Answer, CreatedGame, Decided, Games, Principal
from service.domain.commands import FreeRoll, FreeRollSide
from service.keyring import Keyring
from service.store.database import Pool
from service.store.event_store import AppendListener

ROLL = FreeRoll(
    actor="a",
    kind="face_to_face",
    sides=(FreeRollSide(name="a", attribute=13, burst=3), FreeRollSide(name="b", attribute=12)),
)


async def _create(games: Games) -> uuid.UUID:
    made: list[uuid.UUID] = []

    def created(game: CreatedGame) -> Answer:
        assert game.state.game_id is not None
        made.append(game.state.game_id)
        return Answer({}, created=True)

    await games.create(
        edition="N5",
        players=["a", "b"],
        client_seed="wake-ups",
        dice_algorithm="dice-v1",  # plays without players' entropy
        manual_dice=False,
        idempotency=None,
        respond=created,
    )
    return made[0]


async def _roll(games: Games, game: uuid.UUID) -> None:
    def rolled(_: Decided) -> Answer:
        return Answer({}, created=True)

    await games.execute(Principal(game, "a"), ROLL, if_match=None, idempotency=None, respond=rolled)


async def _woken(listener: AppendListener, expected: set[uuid.UUID]) -> set[uuid.UUID]:
    woken: set[uuid.UUID] = set()
    while not woken >= expected:
        arrived = await listener.wait(timeout=5)
        if not arrived:
            break
        woken |= arrived
    return woken


async def test_a_lone_command_wakes_its_game(pool: Pool, keyring: Keyring, db_url: str) -> None:
    games = Games(StoredGames(pool, keyring), keyring)
    game = await _create(games)
    async with AppendListener.connect(db_url) as listener:
        await _roll(games, game)
        assert await _woken(listener, {game}) == {game}


async def test_concurrent_commands_each_wake_their_game(
    pool: Pool, keyring: Keyring, db_url: str
) -> None:
    storage = StoredGames(pool, keyring)
    games = Games(storage, keyring)
    created = [await _create(games) for _ in range(6)]
    async with AppendListener.connect(db_url) as listener:
        await asyncio.gather(*(_roll(games, game) for game in created))
        await storage.store.flush_announcements()
        assert await _woken(listener, set(created)) == set(created)
