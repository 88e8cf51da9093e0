"""docs/guide/organiser.md's "Tournaments" lines run as written against a real `serve`, in
order, each block with the shell variables the blocks before it set: creation, registration,
the pairing, each player's table and game token, the game's results, then the standings, the
seed, the checks and the export the offline verifier checks."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from tests.e2e.cli import shell_guides
from tests.e2e.cli.shell_guides import answers, run_blocks

PAGE = "docs/guide/organiser.md"
HEADING = "## Tournaments"


def guide_blocks() -> list[str]:
    return shell_guides.guide_blocks(PAGE, HEADING)


def test_the_guide_is_curl_and_the_verifier_only() -> None:
    script = "\n".join(guide_blocks())
    for route in ("/v1/tournaments", "/players", "/rounds", "/me", "/results", "/standings"):
        assert route in script, route
    allowed = re.compile(r"curl |API=|[A-Z_]+=\$\((curl|echo) |\.venv/bin/infinity-ledger verify ")
    assert all(allowed.match(line) for line in script.splitlines()), script


def test_the_guide_runs_as_written(tmp_path: Path, db_url: str) -> None:
    outputs = run_blocks(guide_blocks(), tmp_path, db_url, timeout=180)
    create, register, pair, me, play, end = outputs[:6]
    assert create.strip() == register.strip() == me.strip() == ""  # into variables
    (paired,) = answers(pair)
    assert paired["events"][0]["type"] == "round_paired"
    table = paired["events"][0]["data"]["tables"][0]
    assert sorted(table["players"]) == ["ana", "bo"]
    assert [a["events"][-1]["type"] for a in answers(play)][-1] == "result_confirmed"
    standings, seed, report = answers(end)[:3]
    # 7 to 2: a win by 5 Objective Points, a Total Victory (3 Tournament Points, ITS Season 10).
    assert [(r["player"], r["tournament_points"]) for r in standings["standings"]] == [
        ("ana", 3),
        ("bo", 0),
    ]
    assert standings["final"] is True
    assert "rank,player,faction," in end
    assert hashlib.sha256(bytes.fromhex(seed["seed"])).hexdigest() == seed["seed_commitment"]
    assert report["verdict"] == "ok"
    assert report["pairings"] == 1
    assert "Audit of tournament " in end
    assert ": OK\n" in end
    assert end.strip().endswith("No problem found.")
    assert (tmp_path / "tournament.ndjson").stat().st_size > 0
