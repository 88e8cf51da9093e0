"""Rebuilding every projection from the event log (`infinity-ledger rebuild`).

One transaction drops the projections and writes them again, so readers see the old ones until
the new ones are complete. The log is read on a second connection that imports that
transaction's snapshot, so the replayed log is exactly the one the rebuilding transaction sees;
the two connections let the server fetch the next events and take in the rows of folded games
at the same time.

The games are folded in worker processes, whole games at a time, while this process reads
the log and writes: the fold is CPU-bound, and beside it the server's taking in the rows is
what the rebuild waits on most. Each game is folded once, first event to last, and only its
last order state is written (the live writer's earlier states of that game would have been
overwritten anyway). Events are decoded straight from their text into their type (no
intermediate dicts); a roll row's data is its event's stored text spliced in verbatim, neither
parsed into dicts nor encoded again; a worker sends back its rows as COPY text, which this
process hands to the server as it is.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
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
"""A worker is handed whole games of at least this many events: small enough that little is
left to fold and write after the log's last row, large enough that a COPY carries many rows."""
REBUILD_WORKERS = max(1, min(4, (os.cpu_count() or 2) - 1))
"""One folding worker per core but one: that core is left to this process and the server,
which read the log and write the rows (measured on two cores, a second worker was slower)."""
_Row = tuple[str, int, str, str]
"""An event's row as the rebuild reads it: game id, version, type, data."""

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
                return await _replay(reading, writing, replayed, tournaments)
    finally:
        await reading.close()


async def _replay(
    reading: Connection,
    writing: Connection,
    replayed: Callable[[int], None],
    tournaments: set[str],
) -> int:
    """Three stages at once: this loop reads the log and hands whole games to the workers,
    the workers fold them, and this loop writes what they send back, in the order handed."""
    loop = asyncio.get_running_loop()
    # Bounded: a fold is waiting its turn for every worker, and no more are held in memory.
    folded: asyncio.Queue[asyncio.Future[_Rows] | None] = asyncio.Queue(REBUILD_WORKERS + 1)
    games = 0

    async def read(pool: ProcessPoolExecutor) -> None:
        chunk: list[_Row] = []
        current: str | None = None
        async with reading.cursor(name="rebuild_events") as cursor:
            await cursor.execute(_EVENTS)
            fetching = asyncio.ensure_future(cursor.fetchmany(REBUILD_FETCH_ROWS))
            try:
                while rows := await fetching:
                    # The next FETCH goes out at once, so the server answers it meanwhile.
                    fetching = asyncio.ensure_future(cursor.fetchmany(REBUILD_FETCH_ROWS))
                    for row in rows:
                        game_id = row[0]
                        if game_id in tournaments:
                            continue
                        # A game is folded whole by one worker: chunks end between games.
                        if game_id != current:
                            current = game_id
                            if len(chunk) >= REBUILD_FLUSH_EVENTS:
                                await folded.put(loop.run_in_executor(pool, _fold_rows, chunk))
                                chunk = []
                        chunk.append(row)
                    replayed(len(rows))
            finally:
                if not fetching.done():
                    fetching.cancel()
                    await asyncio.gather(fetching, return_exceptions=True)
        if chunk:
            await folded.put(loop.run_in_executor(pool, _fold_rows, chunk))
        await folded.put(None)

    async def write() -> None:
        nonlocal games
        while (folding := await folded.get()) is not None:
            rows = await folding
            games += rows.games
            await rows.write(writing)

    with _fold_pool() as pool:
        try:
            async with asyncio.TaskGroup() as stages:
                stages.create_task(read(pool))
                stages.create_task(write())
        except BaseExceptionGroup as failed:
            # The stage that failed first says why; the other was only cancelled.
            raise failed.exceptions[0] from None
    return games


@contextmanager
def _fold_pool() -> Iterator[ProcessPoolExecutor]:
    """Worker processes fold the games while this process fetches the log and writes the rows:
    folding is CPU-bound, and in worker processes it runs on every core, beside the loop."""
    # Not "fork": a process running an event loop and a pool may hold locks in any state.
    context = multiprocessing.get_context("forkserver")
    pool = ProcessPoolExecutor(
        max_workers=REBUILD_WORKERS, mp_context=context, initializer=_start_folding
    )
    try:
        yield pool
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _start_folding() -> None:
    """Folding allocates millions of small immutable objects, which reference counting frees,
    and makes no reference cycles; the cycle collector's passes over them cost about a fifth
    of the fold's CPU, so a folding worker (which does nothing else) runs without it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the rebuild's own process ends the pool
    gc.disable()


def _fold_rows(rows: list[_Row]) -> _Rows:
    """The projection rows of whole games, from their events' rows in the log's order."""
    batch = _Batch()
    fold = _Fold()
    for game_id, version, event_type, data in rows:
        if game_id != fold.game_id:
            if fold.game_id is not None:
                batch.add(fold)
            fold = _Fold(game_id)
        fold.apply(version, _decode(event_type, data), data)
    if fold.game_id is not None:
        batch.add(fold)
    return batch.rows()


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
    """The projection rows of folded games, as the text COPY reads."""

    def __init__(self) -> None:
        self.states: list[str] = []
        self.rolls: list[str] = []
        self.orders: list[str] = []
        self.games = 0

    def add(self, fold: _Fold) -> None:
        assert fold.game_id is not None
        game_id = fold.game_id
        self.games += 1
        state = _copy_text(_ENCODE(order_state(fold.state)))
        self.states.append(f"{game_id}\t{fold.state.version}\t{state}\n")
        self.orders.extend(
            f"{game_id}\t{number}\t{_copy_text(_ENCODE(order))}\n"
            for number, order in fold.orders.items()
        )
        # Nothing is stored yet for this game, so no earlier roll is known to change.
        self.rolls.extend(
            f"{game_id}\t{row.version}\t{_copy_text(_ENCODE(row))}\t"
            f"{_NULL if row.order is None else row.order}\n"
            for row in roll_outcomes([], fold.events, fold.stored)
        )

    def rows(self) -> _Rows:
        return _Rows(
            self.games,
            "".join(self.states).encode(),
            "".join(self.rolls).encode(),
            "".join(self.orders).encode(),
        )


_NULL = "\\N"


def _copy_text(encoded: bytes) -> str:
    """JSON as one field of COPY's text format, where a backslash starts an escape and a tab
    or a line break ends the field: JSON text holds backslashes, and a stored event's data
    may hold the others as whitespace."""
    text = encoded.decode()
    if "\\" in text:
        text = text.replace("\\", "\\\\")
    if "\t" in text or "\n" in text or "\r" in text:
        text = text.replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")
    return text


@dataclasses.dataclass(frozen=True, slots=True)
class _Rows:
    """What a worker sends back: the COPY text of its games' rows, for each table."""

    games: int
    states: bytes
    rolls: bytes
    orders: bytes

    async def write(self, conn: Connection) -> None:
        tables = (
            ("COPY game_projections (game_id, version, state) FROM STDIN", self.states),
            ("COPY roll_projections (game_id, version, data, order_number) FROM STDIN", self.rolls),
            ("COPY order_projections (game_id, number, data) FROM STDIN", self.orders),
        )
        async with conn.cursor() as cur:
            for statement, text in tables:
                if not text:
                    continue
                async with cur.copy(statement) as copy:
                    await copy.write(text)
