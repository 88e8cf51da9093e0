"""Headless Chromium (Debian's package) driven by Playwright, against a real `serve`.

The browser is installed by the test setup where the run may install packages (root with
apt-get); where none can be installed, the browser tests skip and say why (under CI=true, a
failure: tests/conftest.py). Playwright never downloads a browser of its own here: it drives
the system one.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.api.serving import free_port, serving
from tests.paths import ROOT

CHROMIUM = Path("/usr/bin/chromium")
INSTALL_TIMEOUT_SECONDS = 600
ARTIFACTS = ROOT / "artifacts"
LAUNCH_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _install_chromium() -> str | None:
    """None once /usr/bin/chromium is there, else why it cannot be."""
    if CHROMIUM.exists():
        return None
    apt_get = shutil.which("apt-get")
    if apt_get is None or os.geteuid() != 0:
        return "no /usr/bin/chromium, and this run cannot install it (needs root and apt-get)"
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    try:
        for command in ([apt_get, "update"], [apt_get, "install", "-y", "chromium"]):
            done = subprocess.run(
                command,
                env=env,
                capture_output=True,
                text=True,
                timeout=INSTALL_TIMEOUT_SECONDS,
                check=False,
            )
            if done.returncode != 0:
                return f"`{' '.join(command)}` failed: {done.stderr.strip()[-500:]}"
    except subprocess.TimeoutExpired:
        return f"installing chromium took over {INSTALL_TIMEOUT_SECONDS} s"
    return None if CHROMIUM.exists() else "chromium installed, but not at /usr/bin/chromium"


@pytest.fixture(scope="session")
def chromium_path() -> str:
    why_not = _install_chromium()
    if why_not is not None:
        pytest.skip(why_not)
    return str(CHROMIUM)


# Module scope, not session: the sync API keeps an event loop running in this thread until it
# stops, and the asyncio tests collected after this module need none running.
@pytest.fixture(scope="module")
def browser(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    try:
        from playwright.sync_api import sync_playwright  # noqa: PLC0415
    except ImportError:
        pytest.skip("the playwright package is not installed (pip install -e '.[test]')")
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as playwright:
        # A persistent context is the only way to hand Chromium a fresh user-data-dir of ours.
        context = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=chromium_path,
            headless=True,
            args=LAUNCH_ARGS,
            viewport={"width": 1280, "height": 900},
        )
        try:
            yield context
        finally:
            context.close()


@pytest.fixture
def server(tmp_path: Path, db_url: str) -> Iterator[str]:
    """The service served for real on loopback, on the test's own database."""
    port = free_port()
    with serving(tmp_path / "ledger", port, DATABASE_URL=db_url):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
