"""`infinity-ledger serve` with no configuration: embedded PostgreSQL, durable across restarts."""

from __future__ import annotations

import signal
from pathlib import Path

import httpx
import pytest

from tests.api.serving import free_port, serving

pytestmark = pytest.mark.slow


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
