"""`infinity-ledger serve` with no configuration: embedded PostgreSQL, durable across restarts."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

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


def test_serve_embedded_survives_restart(tmp_path: Path) -> None:
    data_dir = tmp_path / "ledger"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with serving(data_dir, port) as proc:
        assert httpx.get(f"{base}/health/live").json() == {"status": "ok"}
        created = httpx.post(f"{base}/v1/games", json={"players": ["ariadna", "tohaa"]})
        assert created.status_code == 201, created.text
        game, token = created.json()["id"], created.json()["tokens"]["organiser"]
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    # A clean stop removes postmaster.pid; a killed cluster would leave it behind.
    assert not (data_dir / "pgdata" / "postmaster.pid").exists()

    with serving(data_dir, port) as proc:
        found = httpx.get(f"{base}/v1/games/{game}", headers={"Authorization": f"Bearer {token}"})
        assert found.status_code == 200, found.text
        assert found.json()["version"] == 1
        events = httpx.get(
            f"{base}/v1/games/{game}/events", headers={"Authorization": f"Bearer {token}"}
        ).json()["events"]
        assert [e["type"] for e in events] == ["game_created"]
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        assert proc.wait(timeout=30) == 0
    assert not (data_dir / "pgdata" / "postmaster.pid").exists()
