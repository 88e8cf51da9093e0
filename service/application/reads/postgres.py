"""The shared read ports (`application/ports.py`: `ReadModels`, `Grants`) on PostgreSQL: the
projections' tables and the tokens, each read on a connection of the pool."""

from __future__ import annotations

from uuid import UUID

from service.domain.state import ResolvedOrder
from service.projections.models import OrderState, RollOutcome
from service.projections.read import (
    read_order,
    read_order_state,
    read_orders,
    read_roll,
    read_rolls,
)
from service.store.database import Pool
from service.store.secrets import TokenGrant, find_grant, organiser_game_ids


class StoredReads:
    def __init__(self, pool: Pool) -> None:
        self._pool = pool

    async def order_state(self, game_id: UUID) -> OrderState | None:
        return await read_order_state(self._pool, game_id)

    async def rolls(self, game_id: UUID, after: int, limit: int) -> list[RollOutcome]:
        return await read_rolls(self._pool, game_id, after, limit)

    async def roll(self, game_id: UUID, version: int) -> RollOutcome | None:
        return await read_roll(self._pool, game_id, version)

    async def order(self, game_id: UUID, number: int) -> ResolvedOrder | None:
        return await read_order(self._pool, game_id, number)

    async def orders(self, game_id: UUID, after: int, limit: int) -> list[ResolvedOrder]:
        return await read_orders(self._pool, game_id, after, limit)

    async def find_grant(self, game_id: UUID, token: str) -> TokenGrant | None:
        return await find_grant(self._pool, game_id, token)

    async def organised_game_ids(self, token: str) -> list[UUID]:
        return await organiser_game_ids(self._pool, token)
