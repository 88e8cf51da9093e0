"""Games played through `Games` on the in-memory fakes, for the other services to read."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from uuid import UUID

from service.application.games.use_case import Answer, CreatedGame, Decided, Games, Principal
from service.application.workers import Workers
from service.domain.commands import Command, EndGame, FreeRoll, FreeRollSide
from service.keyring import Keyring
from tests.unit.application.fakes import FakeStorage

ROLL = FreeRoll(
    actor="a",
    kind="normal",
    sides=(FreeRollSide(name="a", attribute=13, burst=2),),
)


def games_on_fakes() -> tuple[Games, FakeStorage]:
    keyring = Keyring.generate()
    storage = FakeStorage(keyring)
    return Games(storage, keyring), storage


def thread_workers() -> Workers:
    """The worker pool on threads: the jobs are the same, without starting processes."""
    return Workers(1, lambda _: ThreadPoolExecutor(max_workers=1))


async def create(games: Games, organiser_token: str | None = None) -> CreatedGame:
    made: list[CreatedGame] = []

    def created(game: CreatedGame) -> Answer:
        made.append(game)
        return Answer({}, created=True)

    await games.create(
        edition="N5",
        players=["a", "b"],
        client_seed="fakes",
        dice_algorithm="dice-v1",  # plays without players' entropy
        manual_dice=False,
        idempotency=None,
        respond=created,
        organiser_token=organiser_token,
    )
    return made[0]


def game_id_of(created: CreatedGame) -> UUID:
    assert created.state.game_id is not None
    return created.state.game_id


async def play(games: Games, game_id: UUID, command: Command, actor: str = "a") -> int:
    """The game's version after the command."""

    def after(decided: Decided) -> Answer:
        return Answer({"version": decided.after.version}, created=True)

    answer = await games.execute(
        Principal(game_id, actor), command, if_match=None, idempotency=None, respond=after
    )
    assert isinstance(answer.body, dict)
    version = answer.body["version"]
    assert isinstance(version, int)
    return version


async def end(games: Games, game_id: UUID) -> int:
    return await play(games, game_id, EndGame(actor="organiser"), actor="organiser")
