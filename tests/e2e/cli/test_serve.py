"""`infinity-ledger serve` with no configuration: embedded PostgreSQL, durable across restarts."""

from __future__ import annotations

import signal
from pathlib import Path

import httpx
import pytest

from tests.builders.http import entropy_posts
from tests.e2e.api.serving import free_port, serving

pytestmark = pytest.mark.slow


def test_serve_embedded_survives_restart(cluster_dir: Path) -> None:
    data_dir = cluster_dir / "ledger"
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


def test_serve_keeps_its_key_private_and_no_secret_reaches_its_log(cluster_dir: Path) -> None:
    """With no key configured, `serve` makes a private key file; nothing secret is logged."""
    data_dir = cluster_dir / "ledger"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    secrets: list[str] = []
    with serving(data_dir, port, INFINITY_LEDGER_SECRET_KEY="") as proc:
        created = httpx.post(
            f"{base}/v1/games",
            json={"players": ["ariadna", "tohaa"]},
            headers={"Idempotency-Key": "create-key-not-for-logs"},
        ).json()
        tokens = {"organiser": created["tokens"]["organiser"], **created["tokens"]["players"]}
        secrets += [*tokens.values(), "create-key-not-for-logs"]
        for path, body, headers in entropy_posts(created):
            assert httpx.post(f"{base}{path}", json=body, headers=headers).status_code == 200
        game = f"{base}/v1/games/{created['id']}"
        for n in range(3):
            key = f"roll-key-{n}-not-for-logs"
            secrets.append(key)
            rolled = httpx.post(
                f"{game}/rolls",
                json={"kind": "normal", "sides": [{"name": "a", "attribute": 11}]},
                headers={"Authorization": f"Bearer {tokens['ariadna']}", "Idempotency-Key": key},
            )
            assert rolled.status_code == 201, rolled.text
        bad = httpx.get(game, headers={"Authorization": f"Bearer {tokens['ariadna']}x"})
        assert (bad.status_code, bad.json()["code"]) == (401, "unauthorized")
        organiser = {"Authorization": f"Bearer {tokens['organiser']}"}
        assert httpx.post(f"{game}/end", json={}, headers=organiser).status_code == 200
        seed = httpx.get(f"{game}/seed", headers=organiser).json()["seed"]
        secrets.append(seed)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    key_file = data_dir / "secret.key"
    assert key_file.stat().st_mode & 0o777 == 0o600
    logs = "\n".join(p.read_text(errors="replace") for p in data_dir.glob("serve-*.log"))
    assert "POST /v1/games" in logs  # the log is there and was written
    for secret in secrets:
        assert secret not in logs
