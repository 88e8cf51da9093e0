"""Soak: schemathesis, every check and every phase (examples, coverage, fuzzing), over HTTP
against one `serve` as it runs in production, aimed at a real game; at the end the same process
answers `/health/ready` and its log holds no fatal error and no traceback.

The in-process run (tests/e2e/api/test_schemathesis.py) checks each answer; this one checks
that none of those requests can take the process down, which only the served process (its
event loop, its pool, the embedded PostgreSQL) can show. Its size is what CI affords;
`INFINITY_LEDGER_SOAK_EXAMPLES` raises the examples per operation for the long run.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig

from service.api.app import create_app
from tests.e2e.api.fuzz_game import FuzzGame, play_fuzz_game
from tests.e2e.api.serving import cluster_folder, free_port, serving
from tests.e2e.api.test_schemathesis import checks_for

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("serve-soak")]

EXAMPLES = int(os.environ.get("INFINITY_LEDGER_SOAK_EXAMPLES", "3"))
SOAK_CONFIG = SchemathesisConfig.from_dict(
    {
        "seed": 20261128,
        "generation": {
            "mode": "all",
            "max-examples": EXAMPLES,
            "deterministic": True,
            "database": "none",
        },
        "phases": {
            "examples": {"enabled": True},
            "coverage": {"enabled": True},
            "fuzzing": {"enabled": True},
        },
        "checks": {
            "positive_data_acceptance": {
                "expected-statuses": [200, 201, 204, 304, 400, 401, 403, 404, 409, 422, 429]
            }
        },
    }
)
SCHEMA = schemathesis.openapi.from_dict(
    create_app(None).openapi_schema.to_schema(), config=SOAK_CONFIG
)
FATAL = ("Fatal Python error", "Traceback (most recent call last)")


@dataclass
class Soaked:
    proc: subprocess.Popen[bytes]
    base: str
    game: FuzzGame
    folder: Path

    def log(self) -> str:
        return "\n".join(p.read_text(errors="replace") for p in self.folder.glob("serve-*.log"))


@pytest.fixture(scope="module")
def soaked() -> Iterator[Soaked]:
    with cluster_folder("ledger-soak-") as folder:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        # No rate limit (nor costly reads' budget), so the fuzz reaches the handlers; live
        # streams end after a second, so a generated stream request is answered instead of
        # held open for an hour.
        with (
            serving(
                folder,
                port,
                INFINITY_LEDGER_RATE_LIMIT="0",
                INFINITY_LEDGER_COSTLY_READ_LIMIT="0",
                INFINITY_LEDGER_SSE_MAX_SECONDS="1",
                PYTHONFAULTHANDLER="",
            ) as proc,
            httpx.Client(base_url=base, timeout=30) as client,
        ):
            yield Soaked(proc, base, play_fuzz_game(client), folder)


@SCHEMA.parametrize()
def test_no_generated_request_harms_the_served_process(case: Any, soaked: Soaked) -> None:
    headers = soaked.game.aim(case)
    response = case.call(base_url=soaked.base, headers=headers, timeout=30)
    soaked.game.tally(case, response)
    case.validate_response(response, checks=checks_for(case))
    assert soaked.proc.poll() is None, soaked.log()[-4000:]


def test_after_the_soak_the_same_process_is_ready_and_its_log_is_clean(soaked: Soaked) -> None:
    operations = {label for label, _ in soaked.game.statuses}
    assert len(operations) == len(SCHEMA), "the whole module must run, the soak first"
    print(soaked.game.summary())
    assert soaked.proc.poll() is None, soaked.log()[-4000:]
    assert httpx.get(f"{soaked.base}/health/ready", timeout=10).status_code == 200
    log = soaked.log()
    fatal = [line for line in log.splitlines() if line.startswith(FATAL)]
    assert fatal == [], log[-4000:]
    assert soaked.game.reached_share() >= 0.5, soaked.game.summary()
