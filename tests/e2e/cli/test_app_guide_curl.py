"""docs/guide/app.md's "Build an app on it" lines run as written against a real `serve`, in order,
each block with the shell variables the blocks before it set, so the guide stays true."""

from __future__ import annotations

import re
from pathlib import Path

from tests.e2e.cli import shell_guides
from tests.e2e.cli.shell_guides import answers, run_blocks

PAGE = "docs/guide/app.md"
HEADING = "## Build an app on it"


def guide_blocks() -> list[str]:
    return shell_guides.guide_blocks(PAGE, HEADING)


def test_the_guide_covers_what_an_app_does() -> None:
    script = "\n".join(guide_blocks())
    for route in ('/v1/games"', "/entropy", "/troopers", "/orders", "/resolve", "/rolls"):
        assert route in script, route
    for route in ("/events", "/end", "/seed", "/verify", "/audit"):
        assert route in script, route
    # Every line is curl, a variable set from curl's answer by a python3 one-liner, or the
    # offline verifier: nothing else to install.
    allowed = re.compile(r"curl |API=|[A-Z]+=\$\((curl|echo) |\.venv/bin/infinity-ledger verify ")
    assert all(allowed.match(line) for line in script.splitlines()), script


def test_the_guide_runs_as_written(tmp_path: Path, db_url: str) -> None:
    outputs = run_blocks(guide_blocks(), tmp_path, db_url, timeout=120)
    create, entropy, troopers, order, follow, moved, verify = outputs[:7]
    assert create.strip() == ""  # the ids and tokens went into variables
    sent = [a["events"][0] for a in answers(entropy)]
    assert [(e["type"], e["data"]["player"]) for e in sent] == [
        ("entropy_contributed", "ariadna"),
        ("entropy_contributed", "tohaa"),
    ]
    assert [a["events"][0]["type"] for a in answers(troopers)] == ["trooper_added"] * 3
    played = [e["type"] for a in answers(order) for e in a["events"]]
    assert "order_roll_made" in played
    assert played[-1] == "order_concluded"
    state, orders, rolls, events = answers(follow)
    assert "resolved_orders" not in state
    assert [o["number"] for o in orders] == [1]
    assert {r["type"] for r in rolls} >= {"order_roll_made"}
    assert events["events"][0]["type"] == "game_created"
    # A Move with no ARO: one request per player, and each answer says what comes next.
    activated, answered = answers(moved)
    assert [(a["kind"], a["player"]) for a in activated["awaiting"]] == [
        ("aro", "tohaa"),
        ("no_aro", "tohaa"),
        ("resolution", "ariadna"),
    ]
    assert [e["type"] for e in answered["events"]] == [
        "no_aro_declared",
        "resolution_began",
        "order_concluded",
    ]
    assert answered["awaiting"] == [
        {"kind": "turn_end", "player": "ariadna", "operation": "end_turn"}
    ]
    ended, seed, report = answers(verify)
    assert ended["events"][0]["type"] == "game_ended"
    assert seed["seed_commitment"] == events["events"][0]["data"]["seed_commitment"]
    assert seed["algorithm"] == "dice-v2"
    assert report["ok"] is True
    assert verify.strip().endswith("No problem found.")  # the offline verifier's verdict
    assert (tmp_path / "game.ndjson").stat().st_size > 0
