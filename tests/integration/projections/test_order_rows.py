"""Concluded orders live in a read model of their own, one row each, written with the events
that conclude or void them and written again alike by a rebuild."""

from __future__ import annotations

import uuid

from service.application.games.postgres import StoredGames
from service.application.games.use_case import Answer, CreatedGame, Games, Principal
from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    Command,
    Conclude,
    EndTurn,
    Resolve,
    StartTurn,
    VoidOrder,
)
from service.domain.declarations import Move
from service.keyring import Keyring
from service.projections.read import read_order, read_order_state, read_orders
from service.projections.writer import rebuild
from service.store.database import Pool
from tests.builders.game import ARIADNA, PLAYERS, trooper


async def _played(games: Games) -> uuid.UUID:
    """Ariadna's Fennec moves (order 1), then her Nisse (order 2); the organiser voids order 2."""
    made: list[uuid.UUID] = []

    def created(game: CreatedGame) -> Answer:
        assert game.state.game_id is not None
        made.append(game.state.game_id)
        return Answer({}, created=True)

    await games.create(
        edition="N5",
        players=list(PLAYERS),
        client_seed="orders",
        dice_algorithm="dice-v1",  # plays without players' entropy
        manual_dice=False,
        idempotency=None,
        respond=created,
    )
    commands: list[Command] = [
        trooper(ARIADNA, "fennec"),
        trooper(ARIADNA, "nisse"),
        StartTurn(actor=ARIADNA, player=ARIADNA),
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()),
        Resolve(actor=ARIADNA),
        Conclude(actor=ARIADNA),
        ActivateTrooper(actor=ARIADNA, trooper="nisse", skill=Move()),
        Resolve(actor=ARIADNA),
        Conclude(actor=ARIADNA),
        EndTurn(actor=ARIADNA),
        VoidOrder(actor=ORGANISER, order=2, reason="moved through a wall"),
    ]
    for command in commands:
        actor = Principal(made[0], command.actor)
        await games.execute(
            actor, command, if_match=None, idempotency=None, respond=lambda _d: Answer({})
        )
    return made[0]


async def test_each_concluded_order_is_a_row_and_a_void_marks_it(
    pool: Pool, keyring: Keyring
) -> None:
    game_id = await _played(Games(StoredGames(pool, keyring), keyring))
    orders = await read_orders(pool, game_id)
    assert [(o.number, o.trooper, o.voided, o.void_reason) for o in orders] == [
        (1, "fennec", False, None),
        (2, "nisse", True, "moved through a wall"),
    ]
    assert [d.skill for d in orders[0].declarations] == [Move()]
    assert await read_order(pool, game_id, 2) == orders[1]
    assert await read_order(pool, game_id, 3) is None
    assert await read_orders(pool, game_id, 1, 10) == orders[1:]
    snapshot = await read_order_state(pool, game_id)
    assert snapshot is not None
    assert snapshot.voided_orders == (2,)


async def test_a_rebuild_writes_the_same_order_rows(pool: Pool, keyring: Keyring) -> None:
    game_id = await _played(Games(StoredGames(pool, keyring), keyring))
    kept = await read_orders(pool, game_id)
    assert await rebuild(pool) == 1
    assert await read_orders(pool, game_id) == kept
