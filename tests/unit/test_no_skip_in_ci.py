"""Under CI=true a skipped test fails the run (tests/conftest.py): a feature whose test lacks
node, redis-server or chromium there is a failure, not a pass. Elsewhere it still skips."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import ROOT

PROBE = """
import pytest

def test_a_tool_is_missing():
    pytest.skip("no such tool here")

@pytest.mark.skipif(True, reason="no such tool either")
def test_marked_as_needing_a_tool():
    pass

def test_that_runs():
    pass
"""


def _run(tmp_path: Path, ci: str | None) -> subprocess.CompletedProcess[str]:
    probe = tmp_path / "test_probe.py"
    probe.write_text(PROBE, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci is not None:
        env["CI"] = ci
    return subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-p", "tests.conftest", "-p", "no:cacheprovider"),
            *("-q", "-rA", "--rootdir", str(tmp_path), str(probe)),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_skip_fails_the_run_under_ci(tmp_path: Path) -> None:
    done = _run(tmp_path, "true")
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout + done.stderr
    assert "1 passed" in done.stdout
    assert "skipped" not in done.stdout.splitlines()[-1]
    assert done.stdout.count("skipped under CI=true") >= 2
    assert "no such tool here" in done.stdout
    assert "no such tool either" in done.stdout


def test_a_skip_is_a_skip_elsewhere(tmp_path: Path) -> None:
    done = _run(tmp_path, None)
    assert done.returncode == pytest.ExitCode.OK, done.stdout + done.stderr
    assert "1 passed, 2 skipped" in done.stdout
