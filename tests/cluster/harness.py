"""What the cluster fault test needs: the cluster of deploy/cluster brought up and down, games,
and writers that keep every answer and time every outage."""

from __future__ import annotations

import importlib.util
import json
import os
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest

from tests.paths import ROOT

ROLL = {"kind": "normal", "sides": [{"name": "Senku", "attribute": 11, "burst": 3}]}
REQUEST_TIMEOUT_SECONDS = 10.0
"""A request not answered within this counts as a hang."""
RETRY_PAUSE_SECONDS = 0.25
"""Writers retry sooner than Retry-After asks, so the outage is measured to a quarter second."""
SETTLE_SECONDS = 30.0
"""After the writers are told to stop, how long one keeps retrying its last request."""
UP_WITHIN_SECONDS = 300
# The fault test is about failover, not throttling: a budget no writer reaches.
CLUSTER_ENV = {"INFINITY_LEDGER_RATE_LIMIT": "1000000/minute", "INFINITY_LEDGER_POOL_SIZE": "4"}


def cluster_module() -> ModuleType:
    path = ROOT / "deploy" / "cluster" / "ledger_cluster.py"
    spec = importlib.util.spec_from_file_location("ledger_cluster", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class ClusterCommands:
    """deploy/cluster's own commands, run as an operator runs them."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.env = {
            **os.environ,
            **CLUSTER_ENV,
            "PYTHON": sys.executable,
            "INFINITY_LEDGER_BIN": str(Path(sys.executable).parent / "infinity-ledger"),
        }

    def run(self, command: str, *args: str) -> str:
        done = subprocess.run(
            [str(ROOT / "deploy" / "cluster" / command), "--dir", str(self.folder), *args],
            env=self.env,
            capture_output=True,
            text=True,
            check=False,
            timeout=UP_WITHIN_SECONDS,
        )
        assert done.returncode == 0, (command, done.stdout[-2000:], done.stderr[-4000:])
        return done.stdout

    def status(self) -> dict[str, Any]:
        status: dict[str, Any] = json.loads(self.run("status", "--json"))
        return status


@contextmanager
def running_cluster() -> Iterator[ClusterCommands]:
    """deploy/cluster's cluster, up in a fresh folder of the temp dir, down at the end."""
    try:
        cluster_module().install_missing_packages()
    except (SystemExit, subprocess.CalledProcessError, OSError) as exc:
        pytest.skip(f"the cluster's Debian packages cannot be installed here: {exc}")
    # Not pytest's base folder: it is the owner's alone (0700), and PostgreSQL runs as
    # `postgres` when the tests run as root.
    folder = Path(tempfile.gettempdir()) / f"ledger-cluster-{uuid.uuid4().hex[:8]}"
    cluster = ClusterCommands(folder)
    try:
        cluster.run("up")
        yield cluster
    finally:
        cluster.run("down")
        # Kept when asked, to read its logs (logs/ in the folder) after a failure.
        if os.environ.get("INFINITY_LEDGER_CLUSTER_KEEP") != "1":
            subprocess.run(["rm", "-rf", str(folder)], check=False)


def create_game(base: str, organiser: str | None = None) -> tuple[str, dict[str, Any]]:
    """A new game through the load balancer: its id and tokens (organised by `organiser`'s
    token when given, else a new organiser's). The one place games are made, so what a new game
    needs before its first roll is added here once."""
    headers = {"Authorization": f"Bearer {organiser}"} if organiser else {}
    created = httpx.post(
        f"{base}/v1/games",
        json={"players": ["ariadna", "tohaa"]},
        headers=headers,
        timeout=REQUEST_TIMEOUT_SECONDS,
    )
    assert created.status_code == 201, created.text
    body = created.json()
    # A dice-v2 game rolls only once each player has sent a seed of their own.
    for player in ("ariadna", "tohaa"):
        sent = httpx.post(
            f"{base}/v1/games/{body['id']}/entropy",
            json={"seed": secrets.token_hex(16)},
            headers={"Authorization": f"Bearer {body['tokens']['players'][player]}"},
            timeout=REQUEST_TIMEOUT_SECONDS,
        )
        assert sent.status_code == 200, sent.text
    return body["id"], body["tokens"]


def kill(pid: int) -> None:
    os.kill(pid, signal.SIGKILL)


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (a postmaster's backends and workers)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def kill_node(node: dict[str, Any]) -> list[int]:
    """SIGKILL every process of one database node at once, as when its machine dies: its
    Patroni (which can then neither release the leader key nor restart PostgreSQL), its
    postmaster and every backend and worker of it. Returns the pids killed."""
    postmaster = int(node["postgres_pid"])
    pids = [int(node["pid"]), postmaster, *children(postmaster)]
    for pid in pids:
        with suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    return pids


def leader_since(rest_ports: list[int], old: str, within: float) -> tuple[str, float] | None:
    """The first member other than `old` that Patroni shows running as the leader, and when
    (time.monotonic()) it was first seen so, polling the members' REST APIs every 0.2 s."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        for port in rest_ports:
            try:
                answer = httpx.get(f"http://127.0.0.1:{port}/cluster", timeout=1.0)
                members = answer.json().get("members", [])
            except (httpx.HTTPError, ValueError):
                continue
            for member in members:
                if (
                    member.get("name") != old
                    and member.get("role") in ("leader", "master", "primary")
                    and member.get("state") == "running"
                ):
                    return str(member["name"]), time.monotonic()
        time.sleep(0.2)
    return None


def dcs_settings(rest_ports: list[int]) -> dict[str, Any]:
    """The leader key's settings of the cluster's dynamic configuration (Patroni's GET /config,
    asked of the first member that answers): ttl, loop_wait, retry_timeout."""
    for port in rest_ports:
        try:
            config = httpx.get(f"http://127.0.0.1:{port}/config", timeout=2.0).json()
        except (httpx.HTTPError, ValueError):
            continue
        return {k: config.get(k) for k in ("ttl", "loop_wait", "retry_timeout")}
    return {}


@dataclass
class Writer:
    """One client rolling on its own game, each roll under an Idempotency-Key of its own that it
    sends again, unchanged, until the roll is acknowledged."""

    base: str
    game_id: str
    token: str
    acknowledged: list[tuple[str, dict[str, Any], float]] = field(default_factory=list)
    """(key, answer, when) of every 2xx."""
    other_errors: Counter[int] = field(default_factory=Counter)
    """Statuses that are neither 2xx nor 503."""
    unavailable: int = 0
    """503 answers."""
    unavailable_without_retry_after: int = 0
    hangs: int = 0
    transport_errors: Counter[str] = field(default_factory=Counter)
    """Requests whose connection failed, by the client's exception."""
    dropped_at: list[float] = field(default_factory=list)
    outages: list[float] = field(default_factory=list)
    """Seconds between two acknowledgements in a row: slow answers count as much as refusals."""
    abandoned: list[str] = field(default_factory=list)

    def run(self, stop: threading.Event) -> None:
        with httpx.Client(timeout=REQUEST_TIMEOUT_SECONDS) as client:
            while not stop.is_set():
                self.roll(client, uuid.uuid4().hex, stop)

    def headers(self, key: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}", "Idempotency-Key": key}

    def roll(self, client: httpx.Client, key: str, stop: threading.Event) -> None:
        give_up: float | None = None
        url = f"{self.base}/v1/games/{self.game_id}/rolls"
        while True:
            try:
                response = client.post(url, json=ROLL, headers=self.headers(key))
            except httpx.TimeoutException:
                self.hangs += 1
                response = None
            except httpx.TransportError as exc:
                self.transport_errors[f"{type(exc).__name__}: {exc}"] += 1
                self.dropped_at.append(time.monotonic())
                response = None
            now = time.monotonic()
            if response is not None and response.is_success:
                if self.acknowledged:
                    self.outages.append(now - self.acknowledged[-1][2])
                self.acknowledged.append((key, response.json(), now))
                return
            if response is not None and response.status_code == 503:
                self.unavailable += 1
                if "retry-after" not in response.headers:
                    self.unavailable_without_retry_after += 1
            elif response is not None:
                self.other_errors[response.status_code] += 1
            if stop.is_set():
                give_up = give_up or now + SETTLE_SECONDS
                if now > give_up:
                    self.abandoned.append(key)
                    return
            time.sleep(RETRY_PAUSE_SECONDS)


@dataclass
class Load:
    writers: list[Writer]
    stop: threading.Event = field(default_factory=threading.Event)
    threads: list[threading.Thread] = field(default_factory=list)

    def start(self) -> None:
        for writer in self.writers:
            thread = threading.Thread(target=writer.run, args=(self.stop,), daemon=True)
            self.threads.append(thread)
            thread.start()

    def acknowledged(self) -> int:
        return sum(len(w.acknowledged) for w in self.writers)

    def wait_each(self, more_than: list[int], within: float) -> None:
        """Until every writer has more acknowledgements than given (or the time is up)."""
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            if all(len(w.acknowledged) > n for w, n in zip(self.writers, more_than, strict=True)):
                return
            time.sleep(0.2)

    def finish(self) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(timeout=SETTLE_SECONDS + 2 * REQUEST_TIMEOUT_SECONDS)
            assert not thread.is_alive(), "a writer did not finish"


def all_events(base: str, game_id: str, token: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    after = 0
    while True:
        page = httpx.get(
            f"{base}/v1/games/{game_id}/events",
            params={"after": after, "limit": 100},
            headers={"Authorization": f"Bearer {token}"},
            timeout=REQUEST_TIMEOUT_SECONDS,
        )
        assert page.status_code == 200, page.text
        batch: list[dict[str, Any]] = page.json()["events"]
        events.extend(batch)
        if len(batch) < 100:
            return events
        after = batch[-1]["version"]


def print_table(rows: list[tuple[str, str, str]]) -> None:
    width = max(len(name) for name, _, _ in rows)
    print("\n| measure | value | must be |")
    print("| --- | --- | --- |")
    for name, value, bound in rows:
        print(f"| {name:<{width}} | {value} | {bound} |")
