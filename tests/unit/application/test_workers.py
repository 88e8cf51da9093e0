"""The worker pool: its bound, and how it outlives a dead worker or dies with its server.

For the bound, a thread executor stands in for the processes so the jobs can block on
threading.Events the test controls; the bound is the pool's own, whatever runs the jobs.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from service.application.workers import Workers, default_size

WAIT_LIMIT_SECONDS = 30
"""A safety net against a hung test; no assertion depends on time."""


class Gate:
    """Jobs that report when they start and wait until the test opens the gate."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.started: list[int] = []
        self._lock = threading.Lock()

    def job(self, n: int) -> int:
        with self._lock:
            self.started.append(n)
        if not self.open.wait(WAIT_LIMIT_SECONDS):
            raise TimeoutError("the gate never opened")
        return n * 10


async def until(condition: Callable[[], bool]) -> None:
    async with asyncio.timeout(WAIT_LIMIT_SECONDS):
        while not condition():
            await asyncio.sleep(0.001)


async def test_no_more_jobs_run_than_the_pool_has_workers() -> None:
    gate = Gate()
    # An executor with spare threads: only the pool's own bound can hold jobs back.
    workers = Workers(2, lambda _: ThreadPoolExecutor(max_workers=8))
    try:
        calls = [asyncio.create_task(workers.run(gate.job, n)) for n in range(5)]
        await until(lambda: len(gate.started) == 2)
        for _ in range(20):  # let every waiting caller try to get a slot
            await asyncio.sleep(0)
        assert len(gate.started) == 2
        gate.open.set()
        assert await asyncio.gather(*calls) == [0, 10, 20, 30, 40]
        assert sorted(gate.started) == [0, 1, 2, 3, 4]
    finally:
        gate.open.set()
        await workers.close()


async def test_a_caller_that_gives_up_keeps_its_slot_until_the_job_ends() -> None:
    gate = Gate()
    workers = Workers(1, lambda _: ThreadPoolExecutor(max_workers=4))
    try:
        first = asyncio.create_task(workers.run(gate.job, 1))
        await until(lambda: gate.started == [1])
        first.cancel()
        second = asyncio.create_task(workers.run(gate.job, 2))
        for _ in range(20):
            await asyncio.sleep(0)
        assert gate.started == [1], "a cancelled caller's running job must still hold the slot"
        gate.open.set()
        assert await second == 20
        with pytest.raises(asyncio.CancelledError):
            await first
    finally:
        gate.open.set()
        await workers.close()


async def test_errors_in_a_job_reach_the_caller() -> None:
    workers = Workers(1, lambda _: ThreadPoolExecutor(max_workers=1))
    try:
        with pytest.raises(ZeroDivisionError):
            await workers.run(divmod, 1, 0)
        assert await workers.run(divmod, 7, 2) == (3, 1)
    finally:
        await workers.close()


def test_default_size_leaves_a_core_to_the_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    for cores, expected in ((1, 1), (2, 1), (4, 3), (16, 4)):
        monkeypatch.setattr("os.cpu_count", lambda cores=cores: cores)
        assert default_size() == expected
    with pytest.raises(ValueError, match="at least one"):
        Workers(0, lambda _: ThreadPoolExecutor(max_workers=1))


POOL_THEN_WAIT = """
import sys, time
from service.application.workers import process_executor
pool = process_executor(1)
print(pool.submit(__import__("os").getpid).result(), flush=True)
time.sleep(600)
"""


def _running(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status  # a zombie has exited; only its parent has to reap it


def test_workers_exit_when_the_server_is_killed() -> None:
    server = subprocess.Popen(
        [sys.executable, "-c", POOL_THEN_WAIT], stdout=subprocess.PIPE, text=True
    )
    try:
        assert server.stdout is not None
        worker = int(server.stdout.readline())
        assert _running(worker)
    finally:
        server.kill()
        server.wait()
    deadline = time.monotonic() + WAIT_LIMIT_SECONDS
    while _running(worker):
        assert time.monotonic() < deadline, "the worker outlived its killed server"
        time.sleep(0.05)


def die_the_first_time(flag: str) -> int:
    """Kills its own worker process unless ``flag`` exists (it creates it first)."""
    if not Path(flag).exists():
        Path(flag).touch()
        os.kill(os.getpid(), signal.SIGKILL)
    return os.getpid()


async def test_a_killed_worker_is_replaced_and_the_job_runs_again(tmp_path: Path) -> None:
    workers = Workers(1)
    try:
        flag = tmp_path / "died"
        survivor = await workers.run(die_the_first_time, str(flag))
        assert flag.exists()
        assert survivor != os.getpid()
        assert await workers.run(die_the_first_time, str(flag)) == survivor
    finally:
        await workers.close()
