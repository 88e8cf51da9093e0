"""The audit's answers for a game's log as it is, worked out once, and one at a time per game.

A verification or an export of a 2,000-event game costs a worker seconds; asked again and again
of an unchanged log it would cost the same seconds for the same answer. So an answer is kept
under its kind, its game and the log's `LogHead` (the head's version and hash, and a digest of
every stored row up to it that the database works out with the head) and what else it is made
of, and is never given for another log: a new event moves the head, and a row changed behind
the append-only trigger changes the digest. What is kept is the same for every reader (who may
see it is judged on each read, after), so no reader's answer is another's.

At most `budget` characters are kept, the least recently used going first, and no answer over
a quarter of them (that one is given, then forgotten). At most one answer of a game is worked
out at a time: the askers of one key share the work in flight, and an asker that goes away
leaves it running for the others (it is kept when done); an asker of another key of the same
game (its head moved) waits for it to end, then looks again. Per process: each replica keeps
its own.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from typing import TypeVar, cast
from uuid import UUID

from service.application.audit.ports import LogHead

T = TypeVar("T")

DEFAULT_BUDGET = 64 * 1024 * 1024
"""Characters of answers kept (INFINITY_LEDGER_AUDIT_CACHE_MB's default, 64)."""


@dataclass(frozen=True, slots=True)
class _Key:
    kind: str
    game_id: UUID
    head: LogHead
    inputs: Hashable


@dataclass(frozen=True, slots=True)
class _Flight:
    key: _Key
    task: asyncio.Task[object]


class AuditAnswers:
    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        if budget < 1:
            raise ValueError("the audit's answers need a budget of at least one character")
        self._budget = budget
        self._kept: OrderedDict[_Key, tuple[object, int]] = OrderedDict()
        self._used = 0
        self._flights: dict[UUID, _Flight] = {}

    @property
    def most_kept(self) -> int:
        """The largest answer kept, in characters: a quarter of the budget."""
        return self._budget // 4

    async def once(
        self,
        kind: str,
        game_id: UUID,
        head: LogHead,
        inputs: Hashable,
        work: Callable[[], Awaitable[T]],
        size: Callable[[T], int],
    ) -> T:
        """The answer of `kind` for the game at `head` (and `inputs`, what else it is made of):
        the one kept, the one in flight, or `work()`'s, kept if `size` of it fits.

        Every key of one kind must give answers of one type: that is what is returned."""
        key = _Key(kind, game_id, head, inputs)
        while True:
            kept = self._kept.get(key)
            if kept is not None:
                self._kept.move_to_end(key)
                return cast(T, kept[0])
            flight = self._flights.get(game_id)
            if flight is None:
                flight = self._fly(key, work, size)
            if flight.key == key:
                # Shielded: a caller that goes away does not cancel the others' answer.
                return cast(T, await asyncio.shield(flight.task))
            # The game's answer for another log is being worked out: one at a time per game.
            await asyncio.wait([flight.task])

    def _fly(
        self, key: _Key, work: Callable[[], Awaitable[T]], size: Callable[[T], int]
    ) -> _Flight:
        async def fly() -> object:
            try:
                answer = await work()
                self._keep(key, answer, size(answer))
                return answer
            finally:
                # Before the task is done, so no asker ever finds a finished flight here.
                if self._flights.get(key.game_id) is flight:
                    del self._flights[key.game_id]

        flight = _Flight(key, asyncio.create_task(fly()))
        flight.task.add_done_callback(_retrieved)
        self._flights[key.game_id] = flight
        return flight

    def _keep(self, key: _Key, answer: object, size: int) -> None:
        if size > self.most_kept or key in self._kept:
            return
        while self._kept and self._used + size > self._budget:
            _, (_, freed) = self._kept.popitem(last=False)
            self._used -= freed
        self._kept[key] = (answer, size)
        self._used += size


def _retrieved(task: asyncio.Task[object]) -> None:
    # Its askers may all have gone away: the error is theirs, not the loop's to log.
    if not task.cancelled():
        task.exception()
