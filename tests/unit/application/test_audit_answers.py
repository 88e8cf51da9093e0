"""The audit's answers are worked out once per head of a game's log, one at a time per game.

Seen through the worker pool's executor, which counts the jobs handed to it (and can hold them
until the test lets them go): a verification or an export asked again of an unchanged log hands
it nothing, a new event or a changed stored row makes a fresh one, and askers of one game share
the work in flight instead of each starting their own. Nothing here depends on time.
"""

from __future__ import annotations

import asyncio
import json
import threading
import uuid
from collections import Counter
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import Any

from service.application.audit.answers import AuditAnswers
from service.application.audit.ports import LogHead
from service.application.audit.use_case import Audit
from service.application.workers import Workers
from service.signing import SigningKey
from tests.unit.application.fakes import FakeStorage
from tests.unit.application.playing import ROLL, create, game_id_of, games_on_fakes, play

WAIT_LIMIT_SECONDS = 30
"""A safety net against a hung test; no assertion depends on time."""


class HeldJobs(ThreadPoolExecutor):
    """The pool's executor on threads: it names each job handed to it, holds every job until
    the test opens the gate, and keeps how many jobs of one game ran at once."""

    def __init__(self, threads: int) -> None:
        super().__init__(max_workers=threads)
        self.jobs: list[str] = []
        self.gate = threading.Event()
        self.started = threading.Semaphore(0)
        self.running: Counter[str] = Counter()
        self.most_at_once: Counter[str] = Counter()
        self._lock = threading.Lock()

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.jobs.append(fn.__name__)
        game = _game_of(args)

        def held() -> Any:
            with self._lock:
                self.running[game] += 1
                self.most_at_once[game] = max(self.most_at_once[game], self.running[game])
            self.started.release()
            try:
                if not self.gate.wait(WAIT_LIMIT_SECONDS):
                    raise TimeoutError("the test never opened the gate")
                return fn(*args, **kwargs)
            finally:
                with self._lock:
                    self.running[game] -= 1

        return super().submit(held)

    async def one_more_started(self) -> None:
        got = await asyncio.to_thread(self.started.acquire, timeout=WAIT_LIMIT_SECONDS)
        assert got, "no job started"


def _game_of(args: tuple[Any, ...]) -> str:
    """The game a job works on: a verification's header names it, an export batch's rows do."""
    first = args[0]
    if isinstance(first, Mapping):
        return str(first["game_id"])
    return str(first[0][1])


def _audit(storage: FakeStorage, threads: int = 1) -> tuple[Audit, HeldJobs]:
    executor = HeldJobs(threads)
    return Audit(storage, Workers(threads, lambda _: executor), SigningKey.generate()), executor


async def _exported(audit: Audit, game: uuid.UUID) -> str:
    return "".join([chunk async for chunk in audit.export(await audit.facts(game))])


async def test_a_verification_is_worked_out_once_per_head_and_again_when_it_moves() -> None:
    games, storage = games_on_fakes()
    created = await create(games)
    game = game_id_of(created)
    await play(games, game, ROLL)
    audit, executor = _audit(storage)
    executor.gate.set()
    first = await audit.verify(await audit.facts(game))
    again = await audit.verify(await audit.facts(game))
    assert executor.jobs == ["verify"]
    assert again == first
    assert first.ok
    assert first.events == 2
    await play(games, game, ROLL)
    moved = await audit.verify(await audit.facts(game))
    assert executor.jobs == ["verify", "verify"]
    assert moved.ok
    assert moved.events == 3
    # The listing finds what /verify kept for this head: nothing is worked out again.
    listed = await audit.organised_games(created.organiser_token, after=None, limit=1)
    assert listed.games[0].verification == moved
    assert executor.jobs == ["verify", "verify"]


async def test_a_row_changed_under_an_unmoved_head_is_verified_again() -> None:
    # The head's version and hash stay when a stored row is changed behind the log's back;
    # the digest of the rows, read with the head, does not.
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    await play(games, game, ROLL)
    audit, executor = _audit(storage)
    executor.gate.set()
    assert (await audit.verify(await audit.facts(game))).ok
    rolled = storage.tables.events[game][1]
    storage.tables.events[game][1] = replace(rolled, data={**rolled.data, "label": "changed"})
    changed = await audit.verify(await audit.facts(game))
    assert executor.jobs == ["verify", "verify"]
    assert not changed.ok
    assert changed.problem is not None
    assert changed.problem.version == 2


async def test_an_export_is_made_once_per_head_and_again_when_it_moves() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    audit, executor = _audit(storage)
    executor.gate.set()
    first = await _exported(audit, game)
    made = len(executor.jobs)
    assert made >= 1
    assert await _exported(audit, game) == first
    assert len(executor.jobs) == made
    await play(games, game, ROLL)
    moved = await _exported(audit, game)
    assert len(executor.jobs) > made
    assert json.loads(moved.splitlines()[0])["event_count"] == 3
    assert len(moved.splitlines()) == 4


async def test_askers_of_one_game_share_its_one_verification_in_flight() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    await play(games, game, ROLL)
    other = game_id_of(await create(games))
    # Three workers: only the one-at-a-time rule can keep a game's second job from starting.
    audit, executor = _audit(storage, threads=3)
    facts = await audit.facts(game)
    same_head = [asyncio.create_task(audit.verify(facts)) for _ in range(3)]
    await executor.one_more_started()
    await play(games, game, ROLL)  # the head moves while the first head is being verified
    moved = asyncio.create_task(audit.verify(await audit.facts(game)))
    elsewhere = asyncio.create_task(audit.verify(await audit.facts(other)))
    # Another game's verification is not held up by this game's.
    await executor.one_more_started()
    for _ in range(50):  # let every task that could start a job try to
        await asyncio.sleep(0)
    assert not any(task.done() for task in (*same_head, moved, elsewhere))
    assert executor.jobs == ["verify", "verify"]
    executor.gate.set()
    async with asyncio.timeout(WAIT_LIMIT_SECONDS):
        shared = await asyncio.gather(*same_head)
        after_the_move, of_the_other = await moved, await elsewhere
    assert executor.jobs == ["verify", "verify", "verify"]
    assert executor.most_at_once[str(game)] == 1
    assert shared[0] == shared[1] == shared[2]
    assert shared[0].events == 2
    assert after_the_move.events == 3
    assert of_the_other.game_id == str(other)


async def test_an_asker_that_goes_away_leaves_the_work_to_the_others() -> None:
    games, storage = games_on_fakes()
    game = game_id_of(await create(games))
    audit, executor = _audit(storage)
    facts = await audit.facts(game)
    leaving = asyncio.create_task(audit.verify(facts))
    staying = asyncio.create_task(audit.verify(facts))
    await executor.one_more_started()
    leaving.cancel()
    executor.gate.set()
    async with asyncio.timeout(WAIT_LIMIT_SECONDS):
        report = await staying
    assert report.ok
    assert leaving.cancelled()
    assert executor.jobs == ["verify"]
    assert (await audit.verify(facts)) == report
    assert executor.jobs == ["verify"]


async def test_answers_are_kept_within_their_budget_the_least_recently_used_going_first() -> None:
    # A budget of 16 characters: no answer over a quarter of it (4) is kept, so one game never
    # takes more than a quarter.
    answers = AuditAnswers(budget=16)
    game = uuid.uuid4()
    worked: list[str] = []

    def head(n: int) -> LogHead:
        return LogHead(version=n, head_hash=f"{n:064x}", digest=f"d{n}")

    async def answer(name: str, n: int, size: int = 4) -> str:
        async def work() -> str:
            worked.append(name)
            return name * size

        return await answers.once("kind", game, head(n), (), work, len)

    for n, name in enumerate("abcd", start=1):
        assert await answer(name, n) == name * 4
    assert await answer("a", 1) == "aaaa"  # kept: a is now the most recently used
    assert worked == ["a", "b", "c", "d"]
    assert await answer("e", 5) == "eeee"  # 20 characters would pass 16: b goes, not a
    assert await answer("a", 1) == "aaaa"
    assert worked == ["a", "b", "c", "d", "e"]
    assert await answer("b", 2) == "bbbb"
    assert worked == ["a", "b", "c", "d", "e", "b"]
    # Another kind of answer at the same head is another answer.
    assert await answers.once("other", game, head(1), (), lambda: _done("z"), len) == "z"
    # An answer over a quarter of the budget is given, but never kept.
    assert await answer("x", 6, size=5) == "xxxxx"
    assert await answer("x", 6, size=5) == "xxxxx"
    assert worked[-2:] == ["x", "x"]


async def _done(value: str) -> str:
    return value
