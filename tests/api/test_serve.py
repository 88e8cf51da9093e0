"""`infinity-ledger serve` with no configuration: embedded PostgreSQL, durable across restarts."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from service.store.database import open_pool
from service.store.event_store import EventStore, NewEvent

pytestmark = pytest.mark.slow


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serving(data_dir: Path, port: int) -> Iterator[subprocess.Popen[bytes]]:
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env.update(INFINITY_LEDGER_DATA_DIR=str(data_dir), INFINITY_LEDGER_PORT=str(port))
    proc = subprocess.Popen(
        [sys.executable, "-m", "service", "serve"],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health/ready").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "not ready within 60 s"
            time.sleep(0.2)
        yield proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)


def pg_url(data_dir: Path) -> str:
    # The embedded cluster listens only on a unix socket; postmaster.pid names its folder
    # (line 5) and port (line 4).
    lines = (data_dir / "pgdata" / "postmaster.pid").read_text().splitlines()
    return f"postgresql://postgres:@/postgres?host={lines[4]}&port={lines[3]}"


async def test_serve_embedded_survives_restart(tmp_path: Path) -> None:
    data_dir = tmp_path / "ledger"
    port = free_port()
    game = uuid.uuid4()
    with serving(data_dir, port) as proc:
        assert httpx.get(f"http://127.0.0.1:{port}/health/live").json() == {"status": "ok"}
        pool = await open_pool(pg_url(data_dir), min_size=1, max_size=1)
        try:
            await EventStore(pool).append(
                game, 0, [NewEvent(uuid.uuid4(), "NoteTaken", {"text": "still here"}, {})]
            )
        finally:
            await pool.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    # A clean stop removes postmaster.pid; a killed cluster would leave it behind.
    assert not (data_dir / "pgdata" / "postmaster.pid").exists()

    with serving(data_dir, port):
        pool = await open_pool(pg_url(data_dir), min_size=1, max_size=1)
        try:
            events = await EventStore(pool).read_stream(game)
        finally:
            await pool.close()
    assert [(e.version, e.type, e.data) for e in events] == [
        (1, "NoteTaken", {"text": "still here"})
    ]
