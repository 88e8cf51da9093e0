"""A docs page's ```sh blocks run as a reader pastes them: in one shell, in order, against a real
`serve`, each block's output told apart by a marker the test adds after it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.e2e.api.serving import free_port, serving
from tests.paths import ROOT

MARK = "----- next block -----"


def guide_blocks(page: str, heading: str) -> list[str]:
    """The ```sh blocks of `page` (below the checkout) under `heading`, up to the next section."""
    guide = (ROOT / page).read_text(encoding="utf-8")
    section = guide.split(f"\n{heading}\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section, flags=re.S)


def run_blocks(blocks: list[str], tmp_path: Path, db_url: str, timeout: float) -> list[str]:
    """Each block's output, the blocks run in one `bash -euo pipefail` beside a served process;
    a block that fails fails the run."""
    # A guide's last line runs the verifier of the checkout it is read in.
    (tmp_path / ".venv").mkdir()
    (tmp_path / ".venv" / "bin").symlink_to(Path(sys.executable).parent)
    port = free_port()
    with serving(tmp_path / "ledger", port, DATABASE_URL=db_url):
        script = "".join(f"{block}\necho; echo {MARK}\n" for block in blocks)
        done = subprocess.run(
            ["bash", "-euo", "pipefail", "-c", script],
            cwd=tmp_path,
            env={**os.environ, "API": f"http://127.0.0.1:{port}"},
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    assert done.returncode == 0, (done.stdout, done.stderr)
    return done.stdout.split(MARK)


def answers(output: str) -> list[Any]:
    """The JSON documents curl printed one after another (no newline between them), up to the
    first text that is not JSON (the offline verifier's report)."""
    decoder, found, at = json.JSONDecoder(), [], 0
    text = output.strip()
    while at < len(text) and text[at] in "{[":
        value, at = decoder.raw_decode(text, at)
        found.append(value)
        while at < len(text) and text[at].isspace():
            at += 1
    return found
