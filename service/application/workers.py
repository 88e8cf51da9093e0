"""A bounded pool for CPU-heavy work (verification, export encoding, replay, odds).

The event loop must keep answering (health probes, cheap reads) while a 2,000-event game is
verified, so that work runs here instead. Worker processes, not threads: CPU-bound Python in a
thread holds the GIL the loop needs, and the loop then waits for it on every wake-up. The
processes come from a fork server that has already imported the service, so a new worker
costs a fork, not an interpreter start.

At most ``size`` jobs are submitted at once; further callers wait (asynchronously) for a slot,
so a burst of requests never grows an unbounded queue behind the pool.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future, ProcessPoolExecutor
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")

DEFAULT_SIZE = 2
# Imported once by the fork server, so every worker it forks starts warm.
PRELOAD = ["service.application.audit.jobs", "service.application.odds.use_case"]


def default_size() -> int:
    """One worker per core but one, left to the event loop; at least one, at most four."""
    return max(1, min(4, (os.cpu_count() or DEFAULT_SIZE) - 1))


def process_executor(size: int) -> ProcessPoolExecutor:
    # Not "fork": forking a process that runs an event loop and pool threads copies locks in
    # whatever state they are in. The fork server is a clean, single-threaded parent.
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    return ProcessPoolExecutor(max_workers=size, mp_context=context, initializer=_start_worker)


def _start_worker() -> None:
    # Ctrl-C reaches the whole process group; the server shuts the pool down in order, so a
    # worker must not die mid-job with a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A killed server cannot shut its pool down: without this, its idle workers would wait
    # for jobs forever.
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True).start()


def _exit_with(parent_sentinel: int) -> None:
    multiprocessing.connection.wait([parent_sentinel])
    os._exit(1)


class Workers:
    """Runs functions in an executor, at most ``size`` at a time. Start and close with the app.

    Functions and their arguments cross a process boundary: module-level functions and
    picklable values only.
    """

    def __init__(
        self, size: int, new_executor: Callable[[int], Executor] = process_executor
    ) -> None:
        if size < 1:
            raise ValueError("the worker pool needs at least one worker")
        self.size = size
        self._new_executor = new_executor
        self._executor = new_executor(size)
        self._slots = asyncio.Semaphore(size)

    async def run(self, fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
        """fn(*args, **kwargs) in a worker; the caller's task waits without blocking the loop.

        A worker that dies (killed, out of memory) breaks its whole pool; the pool is replaced
        and the job, pure by contract, runs once more, so the service recovers by itself.
        """
        executor = self._executor
        try:
            return await self._run_in(executor, fn, *args, **kwargs)
        except BrokenExecutor:
            if self._executor is executor:  # not already replaced by another caller
                self._executor = self._new_executor(self.size)
                executor.shutdown(wait=False, cancel_futures=True)
            return await self._run_in(self._executor, fn, *args, **kwargs)

    async def _run_in(
        self, executor: Executor, fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs
    ) -> R:
        # A cancelled caller gives up its result, not its slot: the slot is free again only
        # when the job has really finished (or was cancelled before it started).
        await self._slots.acquire()
        loop = asyncio.get_running_loop()
        try:
            future: Future[R] = executor.submit(fn, *args, **kwargs)
        except BaseException:
            self._slots.release()
            raise

        def release(_: Future[R]) -> None:
            if not loop.is_closed():
                loop.call_soon_threadsafe(self._slots.release)

        future.add_done_callback(release)
        return await asyncio.wrap_future(future)

    async def close(self) -> None:
        """Cancel queued jobs and wait for running ones, off the loop (they may take a while)."""
        await asyncio.to_thread(self._executor.shutdown, wait=True, cancel_futures=True)
