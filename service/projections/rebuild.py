"""Rebuilding every projection from the event log (`infinity-ledger rebuild`).

One transaction drops the projections and writes them again, so readers see the old ones until
the new ones are complete. The log is read on a second connection that imports that
transaction's snapshot, so the replayed log is exactly the one the rebuilding transaction sees;
the two connections let the server fetch the next batch of events and write the previous
batch of games while this process folds the current one.

Each game is folded once, first event to last, and only its last order state is written (the
live writer's earlier states of that game would have been overwritten anyway). Events are
decoded straight from their text into their type (no intermediate dicts); a roll row's data is
its event's stored text spliced in verbatim, neither parsed into dicts nor encoded again; the
rows go back with COPY a few hundred games at a time.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import cast

import msgspec
from psycopg import sql

from service.config import DatabaseTimeouts
from service.domain.events import EVENT_TYPES, Event, OrderConcluded, OrderVoided
from service.domain.game import fold as fold_game
from service.domain.game import initial_state
from service.domain.state import GameState, ResolvedOrder
from service.projections.models import (
    ROLL_EVENTS,
    concluded_orders,
    order_state,
    roll_outcomes,
)
from service.store.database import Connection, Pool, connect_like
from service.store.tournaments import tournament_ids

REBUILD_STATEMENT_SECONDS = 300.0
"""One statement of a rebuild (clearing a projection table, writing a batch) on a large log may
run far longer than a request's, but a server that stops answering still ends the rebuild."""
REBUILD_FETCH_ROWS = 5000
REBUILD_FLUSH_EVENTS = 5000
"""The folded games are written once they hold this many events: small enough that little is
left to write after the last game folds, large enough that a COPY carries many rows."""

_EVENTS = "SELECT game_id::text, version, type, data::text FROM events ORDER BY game_id, version"
_DECODERS = {name: msgspec.json.Decoder(cls) for name, cls in EVENT_TYPES.items()}
"""One decoder per event type: the stored data carries no tag, so the type picks the decoder."""
_ENCODE = msgspec.json.Encoder().encode


def rebuild_timeouts(service: DatabaseTimeouts) -> DatabaseTimeouts:
    """The service's connect and acquire timeouts, with a statement timeout fit for a rebuild."""
    return dataclasses.replace(service, statement=max(service.statement, REBUILD_STATEMENT_SECONDS))


class RebuildError(RuntimeError):
    """The log holds what this server cannot replay: the rebuild is rolled back."""


def _unseen(_count: int) -> None:
    """Nobody follows the rebuild's progress."""


async def rebuild(pool: Pool, replayed: Callable[[int], None] = _unseen) -> int:
    """Drop every projection and replay the whole log; returns the number of games.

    replayed(n) is told of each batch of n events as it is folded."""
    reading = await connect_like(pool)
    try:
        async with pool.connection() as writing, writing.transaction():
            found = await (await writing.execute("SELECT pg_export_snapshot()")).fetchone()
            assert found is not None
            await writing.execute("DELETE FROM roll_projections")
            await writing.execute("DELETE FROM order_projections")
            await writing.execute("DELETE FROM game_projections")
            async with reading.transaction():
                await reading.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                await reading.execute(
                    sql.SQL("SET TRANSACTION SNAPSHOT {}").format(sql.Literal(found[0]))
                )
                # A tournament is a stream of the log too, but no game: its events are not
                # folded into games' projections.
                tournaments = await tournament_ids(reading)
                with _no_cycle_collection():
                    return await _replay(reading, writing, replayed, tournaments)
    finally:
        await reading.close()


async def _replay(
    reading: Connection,
    writing: Connection,
    replayed: Callable[[int], None],
    tournaments: set[str],
) -> int:
    games = 0
    batch = _Batch()
    writes: asyncio.Future[None] | None = None
    fold = _Fold()
    async with reading.cursor(name="rebuild_events") as cursor:
        await cursor.execute(_EVENTS)
        fetching = asyncio.ensure_future(cursor.fetchmany(REBUILD_FETCH_ROWS))
        try:
            while rows := await fetching:
                fetching = asyncio.ensure_future(cursor.fetchmany(REBUILD_FETCH_ROWS))
                # Let the next FETCH go out, so the server answers it while this batch folds.
                await asyncio.sleep(0)
                for game_id, version, event_type, data in rows:
                    if game_id in tournaments:
                        continue
                    if game_id != fold.game_id:
                        if fold.game_id is not None:
                            batch.add(fold)
                            games += 1
                        fold = _Fold(game_id)
                        if batch.events >= REBUILD_FLUSH_EVENTS:
                            if writes is not None:
                                await writes
                            writes = asyncio.ensure_future(batch.write(writing))
                            batch = _Batch()
                    fold.apply(version, _decode(event_type, data), data)
                replayed(len(rows))
            if fold.game_id is not None:
                batch.add(fold)
                games += 1
            if writes is not None:
                await writes
            await batch.write(writing)
        finally:
            for task in (fetching, writes):
                if task is not None and not task.done():
                    task.cancel()
                    await asyncio.gather(task, return_exceptions=True)
    return games


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Folding allocates millions of small immutable objects, which reference counting frees,
    and makes no reference cycles; the cycle collector's passes over them cost about a fifth
    of the fold's CPU. It runs again (and collects anything else's cycles) once the fold ends."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _decode(event_type: str, data: str) -> Event:
    decoder = _DECODERS.get(event_type)
    if decoder is None:
        raise RebuildError(f"the log holds an event of unknown type {event_type!r}")
    return cast(Event, decoder.decode(data))


_ENDS_ORDER = (OrderConcluded, OrderVoided)


class _Fold:
    """One game's events, folded as far as its read models need them folded."""

    def __init__(self, game_id: str | None = None) -> None:
        self.game_id = game_id
        self._state: GameState = initial_state()
        self._unfolded: list[Event] = []
        """Read since the state was last folded: a state is needed only before an order's
        end and at the game's last event, and folding a run of events at once is cheaper."""
        self.events: list[tuple[int, Event]] = []
        self.stored: dict[int, msgspec.Raw] = {}
        """The data of its rolls as the log stores it, by version."""
        self.orders: dict[int, ResolvedOrder] = {}

    @property
    def state(self) -> GameState:
        if self._unfolded:
            self._state = fold_game(self._unfolded, self._state)
            self._unfolded.clear()
        return self._state

    def apply(self, version: int, event: Event, data: str) -> None:
        if isinstance(event, _ENDS_ORDER):
            for order in concluded_orders(self.state, [(version, event)], self.orders):
                self.orders[order.number] = order
        self._unfolded.append(event)
        self.events.append((version, event))
        if isinstance(event, ROLL_EVENTS):
            self.stored[version] = msgspec.Raw(data)


class _Batch:
    """The projection rows of folded games, written together by COPY."""

    def __init__(self) -> None:
        self.states: list[tuple[str, int, str]] = []
        self.rolls: list[tuple[str, int, str, int | None]] = []
        self.orders: list[tuple[str, int, str]] = []
        self.events = 0

    def add(self, fold: _Fold) -> None:
        assert fold.game_id is not None
        game_id = fold.game_id
        self.events += len(fold.events)
        self.states.append((game_id, fold.state.version, _ENCODE(order_state(fold.state)).decode()))
        self.orders.extend(
            (game_id, number, _ENCODE(order).decode()) for number, order in fold.orders.items()
        )
        # Nothing is stored yet for this game, so no earlier roll is known to change.
        self.rolls.extend(
            (game_id, row.version, _ENCODE(row).decode(), row.order)
            for row in roll_outcomes([], fold.events, fold.stored)
        )

    async def write(self, conn: Connection) -> None:
        tables = (
            ("COPY game_projections (game_id, version, state) FROM STDIN", self.states),
            ("COPY roll_projections (game_id, version, data, order_number) FROM STDIN", self.rolls),
            ("COPY order_projections (game_id, number, data) FROM STDIN", self.orders),
        )
        async with conn.cursor() as cur:
            for statement, rows in tables:
                if not rows:
                    continue
                async with cur.copy(statement) as copy:
                    for row in rows:
                        await copy.write_row(row)
