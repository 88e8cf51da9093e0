"""The built wheel, installed on its own (not editable), migrates a database from its own files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.integration.migrations.revisions import head_revision, latest_revision
from tests.paths import ROOT

pytestmark = pytest.mark.slow


def run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_the_installed_wheel_migrates_from_its_packaged_migrations(
    empty_database: str, tmp_path: Path
) -> None:
    wheels, target, elsewhere = tmp_path / "wheels", tmp_path / "site", tmp_path / "cwd"
    elsewhere.mkdir()
    pip = (sys.executable, "-m", "pip")
    run(*pip, "wheel", "-q", "--no-deps", "-w", str(wheels), str(ROOT), cwd=tmp_path)
    (wheel,) = wheels.glob("infinity_ledger-*.whl")
    run(*pip, "install", "-q", "--no-deps", "--target", str(target), str(wheel), cwd=tmp_path)
    assert (target / "service" / "migrations" / "env.py").is_file()

    # The installed copy comes first on the path, and the working directory holds no
    # migrations: only the packaged ones can be found.
    env = {**os.environ, "PYTHONPATH": str(target), "DATABASE_URL": empty_database}
    where = run(
        sys.executable,
        "-c",
        "import service.store.migrate as m; print(m.migrations_dir())",
        cwd=elsewhere,
        env=env,
    )
    assert Path(where.strip()) == target / "service" / "migrations"
    run(sys.executable, "-m", "service", "migrate", cwd=elsewhere, env=env)
    assert head_revision(empty_database) == latest_revision()
