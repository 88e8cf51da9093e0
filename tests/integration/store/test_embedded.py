"""The embedded cluster's bookkeeping: zombies count as dead, stale lock files go."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from service.store.embedded import (
    _remove_stale_lock_files,
    postmaster_running,
    process_alive,
)


@pytest.fixture
def zombie() -> Iterator[int]:
    """The pid of an exited child that nobody has reaped yet, as a killed postmaster under a
    PID 1 that is slow to reap."""
    child = subprocess.Popen(["true"])
    deadline = time.monotonic() + 10
    while psutil.Process(child.pid).status() != psutil.STATUS_ZOMBIE:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    yield child.pid
    child.wait()


def postmaster_pid_file(pgdata: Path, pid: int, socket_dir: Path) -> None:
    lines = [str(pid), str(pgdata), "1700000000", "5432", str(socket_dir), "", "0 0", "ready"]
    (pgdata / "postmaster.pid").write_text("\n".join(lines) + "\n")


def test_a_zombie_is_not_alive(zombie: int) -> None:
    assert psutil.pid_exists(zombie)  # what kill(pid, 0), and so PostgreSQL, sees
    assert not process_alive(zombie)
    assert process_alive(os.getpid())


def test_lock_files_of_a_zombie_postmaster_are_removed(tmp_path: Path, zombie: int) -> None:
    postmaster_pid_file(tmp_path, zombie, tmp_path)
    socket_lock = tmp_path / ".s.PGSQL.5432.lock"
    socket_lock.write_text(str(zombie))
    assert not postmaster_running(tmp_path)
    _remove_stale_lock_files(tmp_path)
    assert not (tmp_path / "postmaster.pid").exists()
    assert not socket_lock.exists()


def test_lock_files_of_a_live_postmaster_are_kept(tmp_path: Path) -> None:
    postmaster_pid_file(tmp_path, os.getpid(), tmp_path)
    socket_lock = tmp_path / ".s.PGSQL.5432.lock"
    socket_lock.write_text(str(os.getpid()))
    assert postmaster_running(tmp_path)
    _remove_stale_lock_files(tmp_path)
    assert (tmp_path / "postmaster.pid").exists()
    assert socket_lock.exists()
