"""/health/live latency while a 2,000-event game is verified four times at once.

Run from the repository root: python benchmarks/health_under_verify.py [--events N]
The baseline is the same probe with nothing else running, measured in the same run. Each
case swaps the executor the service's verification runs in:

- on the loop:  what the service did before the worker pool (the verification blocks the loop);
- threads:      a thread pool of the same size (the loop competes for the GIL);
- processes:    the service's own pool (worker processes from a fork server).

The service runs under uvicorn in this process on 127.0.0.1 (an ephemeral port) and is probed
over TCP, so the numbers include what a real request costs the loop. Bounded: one game, four
verifies per case, probes until they finish. Uses DATABASE_URL or an embedded PostgreSQL, in
a scratch database dropped afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import select
import statistics
import sys
import time
import uuid
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from contextlib import ExitStack, asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from litestar import Litestar

# Lets the script run from a checkout where the package is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scratch import scratch_database

from service.api.app import create_app
from service.application.audit import Audit
from service.application.games import Answer, Decided, Games, Principal
from service.application.workers import Workers, process_executor
from service.domain.commands import FreeRoll, FreeRollSide

VERIFIES = 4
WORKERS = 4
IDLE_SECONDS = 2.0
PROBE_GAP_SECONDS = 0.005
Client = httpx.AsyncClient


class OnTheLoop(Executor):
    """Runs each job at once in the caller's thread: the event loop, as before the pool."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            future.set_exception(exc)
        return future


async def build_game(games: Games, events: int) -> tuple[str, str]:
    """A game of ``events`` events: its creation, then face-to-face rolls with server dice."""

    def created(made: Any) -> Answer:
        return Answer(201, {"id": str(made.state.game_id), "token": made.organiser_token})

    answer = await games.create(
        edition="N5",
        players=["a", "b"],
        client_seed="bench",
        manual_dice=False,
        idempotency=None,
        respond=created,
    )
    game_id, token = answer.body["id"], answer.body["token"]
    roll = FreeRoll(
        actor="a",
        kind="face_to_face",
        sides=(
            FreeRollSide(name="a", attribute=13, burst=3),
            FreeRollSide(name="b", attribute=12, burst=2),
        ),
    )

    def rolled(_: Decided) -> Answer:
        return Answer(201, {})

    principal = Principal(uuid.UUID(game_id), "a")
    for _ in range(events - 1):
        await games.execute(principal, roll, if_match=None, idempotency=None, respond=rolled)
    return game_id, token


def probe(url: str) -> None:
    """The prober: GET url every few ms until a line arrives on stdin; prints the latencies.

    It runs in its own process, so a blocked event loop in the service shows up as latency
    instead of also stopping the clock that should measure it.
    """
    latencies = []
    with httpx.Client(timeout=60) as client:
        assert client.get(url).status_code == 200
        print("ready", flush=True)
        while not select.select([sys.stdin], [], [], 0)[0]:
            start = time.perf_counter()
            assert client.get(url).status_code == 200
            latencies.append(time.perf_counter() - start)
            time.sleep(PROBE_GAP_SECONDS)
    print(json.dumps(latencies))


@asynccontextmanager
async def probing(base_url: str) -> AsyncIterator[list[float]]:
    """Latencies of /health/live, probed from another process while the block runs."""
    latencies: list[float] = []
    prober = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--probe",
        f"{base_url}/health/live",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    assert prober.stdout is not None
    try:
        await prober.stdout.readline()  # "ready": it probes from now on
        yield latencies
    finally:
        out, _ = await prober.communicate(b"stop\n")
        latencies.extend(json.loads(out))


async def idle_probes(client: Client) -> list[float]:
    async with probing(str(client.base_url).rstrip("/")) as latencies:
        await asyncio.sleep(IDLE_SECONDS)
    return latencies


async def under_verifies(client: Client, game_id: str, token: str) -> tuple[list[float], float]:
    auth = {"Authorization": f"Bearer {token}"}
    async with probing(str(client.base_url).rstrip("/")) as latencies:
        start = time.perf_counter()
        answers = await asyncio.gather(
            *(client.get(f"/v1/games/{game_id}/verify", headers=auth) for _ in range(VERIFIES))
        )
        elapsed = time.perf_counter() - start
    for answer in answers:
        assert answer.status_code == 200, answer.text
        assert answer.json()["ok"], answer.text
    return latencies, elapsed


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f}"


def describe(label: str, latencies: list[float], baseline_p99: float, extra: str = "") -> None:
    ordered = sorted(latencies)
    p50 = statistics.median(ordered)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    print(
        f"{label:14}{len(ordered):6} {ms(p50)} {ms(p99)} {ms(ordered[-1])}"
        f"  {p99 / baseline_p99:8.1f}x  {extra}"
    )


@asynccontextmanager
async def serving(app: Litestar) -> AsyncIterator[Client]:
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    task = asyncio.create_task(server.serve())
    while not server.started:
        if task.done():
            task.result()
        await asyncio.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
            yield client
    finally:
        server.should_exit = True
        await task


async def run(url: str, events: int) -> None:
    app = create_app(url, pool_size=8, workers=WORKERS)
    async with serving(app) as client:
        started = time.perf_counter()
        game_id, token = await build_game(app.state.games, events)
        print(f"built a {events}-event game in {time.perf_counter() - started:.1f} s")
        print(f"{'case':14}{'probes':>6} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}  p99/idle")
        idle = await idle_probes(client)
        baseline = sorted(idle)[round(0.99 * (len(idle) - 1))]
        describe("idle", idle, baseline)
        cases: list[tuple[str, Callable[[int], Executor]]] = [
            ("on the loop", lambda _: OnTheLoop()),
            ("threads", ThreadPoolExecutor),
            ("processes", process_executor),
        ]
        for label, executor in cases:
            workers = Workers(WORKERS, executor)
            app.state.audit = Audit(
                app.state.pool, app.state.audit.keyring, workers, app.state.audit.signer
            )
            try:
                # A first round, so starting the pool's workers is not counted against it.
                await asyncio.gather(
                    *(
                        client.get(f"/v1/games/{game_id}/verify", headers=auth_of(token))
                        for _ in range(VERIFIES)
                    )
                )
                latencies, elapsed = await under_verifies(client, game_id, token)
            finally:
                await workers.close()
            describe(label, latencies, baseline, f"{VERIFIES} verifies took {elapsed:.2f} s")


def auth_of(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--probe", metavar="URL", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        probe(args.probe)
        return
    logging.getLogger("httpx").setLevel(logging.WARNING)
    with ExitStack() as stack:
        asyncio.run(run(scratch_database(stack), args.events))


if __name__ == "__main__":
    main()
