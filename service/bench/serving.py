"""Servers for the HTTP benchmarks: `serve` itself, or the bare app, as real processes."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress

import httpx

from service.keyring import KEY_ENV

READY_WITHIN_SECONDS = 60.0
STOP_WITHIN_SECONDS = 20.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serving(
    url: str, key: str, *, bare: bool = False, env: Mapping[str, str] | None = None
) -> Iterator[str]:
    """The base URL of `serve` on the scratch database (or of the bare app), stopped after;
    `env` sets more of its environment (a row's own limits).

    No rate limit: 16 clients from one address would otherwise be refused within a second; nor
    a budget of costly reads, so every verification a row asks is answered.
    """
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="ledger-bench-serve-") as data_dir:
        env = {
            **os.environ,
            "DATABASE_URL": url,
            "INFINITY_LEDGER_DATA_DIR": data_dir,
            "INFINITY_LEDGER_PORT": str(port),
            "INFINITY_LEDGER_RATE_LIMIT": "0",
            "INFINITY_LEDGER_COSTLY_READ_LIMIT": "0",
            # Streams held open for a whole measurement, whatever the caller's environment.
            "INFINITY_LEDGER_SSE_MAX_SECONDS": "3600",
            KEY_ENV: key,
            **(env or {}),
        }
        module = ["service.bench.bare", str(port)] if bare else ["service", "serve"]
        proc = subprocess.Popen(
            [sys.executable, "-m", *module],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            _wait_ready(base, proc)
            yield base
        finally:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=STOP_WITHIN_SECONDS)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _wait_ready(base: str, proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + READY_WITHIN_SECONDS
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with {proc.returncode} before it was ready")
        with suppress(httpx.TransportError):
            if httpx.get(f"{base}/health/live", timeout=2).status_code == 200:
                return
        time.sleep(0.1)
    raise RuntimeError(f"the server was not ready within {READY_WITHIN_SECONDS:g} s")
