"""`serve` with INFINITY_LEDGER_LOG_FORMAT=json: its log lines are JSON with the request id."""

from __future__ import annotations

import json
import signal
from pathlib import Path

import httpx
import pytest

from tests.e2e.api.serving import free_port, serving

pytestmark = pytest.mark.slow


def test_serve_logs_json_lines_with_the_request_id_and_no_token(cluster_dir: Path) -> None:
    data_dir = cluster_dir / "ledger"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with serving(data_dir, port, INFINITY_LEDGER_LOG_FORMAT="json") as proc:
        created = httpx.post(
            f"{base}/v1/games",
            json={"players": ["ariadna", "tohaa"]},
            headers={
                "X-Request-ID": "served-json-1",
                "Idempotency-Key": "served-key-secret-Qm9rW2xT7pZ",
            },
        )
        assert created.status_code == 201, created.text
        assert created.headers["X-Request-ID"] == "served-json-1"
        metrics = httpx.get(f"{base}/metrics")
        assert metrics.status_code == 200
        assert 'path="/v1/games"' in metrics.text
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    text = "\n".join(p.read_text(errors="replace") for p in data_dir.glob("serve-*.log"))
    records = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
    ours = [r for r in records if r.get("request_id") == "served-json-1"]
    assert ours, text[-3000:]
    assert any(r.get("status_code") == 201 for r in ours)
    for secret in (created.json()["tokens"]["organiser"], "served-key-secret-Qm9rW2xT7pZ"):
        assert secret not in text
