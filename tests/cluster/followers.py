"""Clients following a live stream through the load balancer as a browser's EventSource does:
when the stream breaks they reconnect and send the last `id:` they saw as Last-Event-ID."""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

REPLICA_HEADER = "X-Ledger-Replica"
"""Which replica HAProxy sent the request to (deploy/cluster's HAProxy adds it)."""
READ_TIMEOUT_SECONDS = 20.0
"""Longer than the 15 s between heartbeats: a stream this quiet is broken."""
RECONNECT_PAUSE_SECONDS = 0.25
PIN_ATTEMPTS = 30


@dataclass
class Follower:
    """One stream, followed until told to stop. The first connection is made to `pin` (the
    balancer deals connections round robin: one to another replica is closed and made again),
    so the test knows which replica to kill under it."""

    base: str
    path: str
    token: str
    pin: str
    ids: list[int] = field(default_factory=list)
    items: list[dict[str, Any]] = field(default_factory=list)
    replicas: list[str] = field(default_factory=list)
    """The replica of each connection that opened, in order."""
    refused: Counter[int] = field(default_factory=Counter)
    broken: Counter[str] = field(default_factory=Counter)
    pinned: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def run(self, stop: threading.Event) -> None:
        timeout = httpx.Timeout(10.0, read=READ_TIMEOUT_SECONDS)
        with httpx.Client(base_url=self.base, timeout=timeout) as client:
            attempts = 0
            while not stop.is_set():
                attempts += 1
                try:
                    self.follow_once(client, stop, pinning=attempts <= PIN_ATTEMPTS)
                except httpx.HTTPError as exc:
                    self.broken[type(exc).__name__] += 1
                if not stop.is_set():
                    time.sleep(RECONNECT_PAUSE_SECONDS)

    def follow_once(self, client: httpx.Client, stop: threading.Event, *, pinning: bool) -> None:
        headers = {"Authorization": f"Bearer {self.token}"}
        if self.ids:
            headers["Last-Event-ID"] = str(self.ids[-1])
        with client.stream("GET", self.path, headers=headers) as response:
            if response.status_code != 200:
                self.refused[response.status_code] += 1
                return
            replica = response.headers.get(REPLICA_HEADER, "?")
            if pinning and not self.pinned.is_set() and replica != self.pin:
                return
            self.pinned.set()
            self.replicas.append(replica)
            event_id: int | None = None
            data: list[str] = []
            for line in response.iter_lines():
                if stop.is_set():
                    return
                if line == "":
                    if event_id is not None and data:
                        with self.lock:
                            self.ids.append(event_id)
                            self.items.append(json.loads("\n".join(data)))
                    event_id, data = None, []
                    continue
                name, _, value = line.partition(":")
                value = value.removeprefix(" ")
                if name == "id":
                    event_id = int(value)
                elif name == "data":
                    data.append(value)

    def snapshot(self) -> tuple[list[int], list[dict[str, Any]]]:
        with self.lock:
            return list(self.ids), list(self.items)


def repeated(ids: list[int]) -> int:
    """Ids seen more than once, or going back: each stream's ids only ever grow."""
    return sum(1 for before, after in itertools.pairwise(ids) if after <= before)


@dataclass
class FreshReader:
    """A client reading its writers' games from the balancer, each read naming the version the
    writer last had acknowledged (its ETag in If-None-Match): an answer from before it is
    stale. Reads go to a standby (DATABASE_READ_URL) unless it lags."""

    base: str
    reads: int = 0
    stale: list[tuple[int, int]] = field(default_factory=list)
    """(version named, version answered) of every answer older than what it named."""
    refused: Counter[int] = field(default_factory=Counter)
    broken: Counter[str] = field(default_factory=Counter)

    def run(self, writers: list[Any], stop: threading.Event) -> None:
        with httpx.Client(base_url=self.base, timeout=10.0) as client:
            while not stop.is_set():
                for writer in writers:
                    if writer.acknowledged:
                        self.read(client, writer, int(writer.acknowledged[-1][1]["version"]))
                time.sleep(0.05)

    def read(self, client: httpx.Client, writer: Any, named: int) -> None:
        headers = {"Authorization": f"Bearer {writer.token}", "If-None-Match": f'"{named}"'}
        try:
            response = client.get(f"/v1/games/{writer.game_id}/state", headers=headers)
        except httpx.HTTPError as exc:
            self.broken[type(exc).__name__] += 1
            return
        self.reads += 1
        if response.status_code == 304:
            answered = int(response.headers["etag"].strip('"'))
        elif response.status_code == 200:
            answered = int(response.json()["version"])
        else:
            self.refused[response.status_code] += 1
            return
        if answered < named:
            self.stale.append((named, answered))
