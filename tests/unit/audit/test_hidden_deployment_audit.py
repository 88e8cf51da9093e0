"""verify holds a trooper added in Hidden Deployment (the hidden rule) to the commitment its
`trooper_added` carries: its reveal, by its first Order or by the end, must open it, the header
lists it among the game's secrets, and the commands decide again to the same events (its Order
not in the pool: "Hidden Deployment State", N5, https://infinitythewiki.com/Hidden_Deployment_State)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from service.audit.verify import CheckName, CheckStatus, verify_lines
from service.domain.commands import (
    ORGANISER,
    ActivateTrooper,
    EndGame,
    HiddenDeployment,
    SecretOpening,
    StartTurn,
)
from service.domain.declarations import Move
from service.domain.secrets import commitment
from tests.builders.export import RecordedGame, export_records, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA, trooper

REVEALS = Path(__file__).parent / "scripts" / "check_reveals.py"
"""The outside reveal check of the secrets guide: hashlib and json alone."""
HIDDEN = "h-00000000deadbeef"
OTHER = "h-00000000feedface"
SALT = "7a" * 32
SECRET = {"kind": "hidden_deployment", "trooper": HIDDEN}


def played(*, reveal_by_order: bool, secret: dict[str, str] = SECRET) -> RecordedGame:
    """Ariadna's fennec, Tohaa's senku-a and a trooper added in Hidden Deployment; Tohaa's turn,
    in which the hidden trooper moves (so is placed on the table) or not; then the end."""
    game = RecordedGame(hidden_rule=1)
    game.add_trooper(ARIADNA, "fennec")
    game.add_trooper(TOHAA, "senku-a")
    hidden = HiddenDeployment(secret_id="s-hd", commitment=commitment(SALT, SECRET))
    game.run(trooper(TOHAA, HIDDEN, hidden_deployment=hidden))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    opening = SecretOpening(secret_id="s-hd", secret=secret, salt=SALT)
    if reveal_by_order:
        game.run(ActivateTrooper(actor=TOHAA, trooper=HIDDEN, skill=Move(), marker_opening=opening))
        game.run(EndGame(actor=ORGANISER, reason="time"))
    else:
        game.run(EndGame(actor=ORGANISER, reason="time", openings=(opening,)))
    return game


def test_a_hidden_trooper_revealed_by_its_move_or_by_the_end_verifies() -> None:
    for by_order in (True, False):
        header, records = export_records(played(reveal_by_order=by_order), reveal_seed=True)
        report = verify_lines(to_lines(header, records))
        assert report.ok, report
        listed = header["secrets"]
        assert [(s["secret_id"], s["kind"], s["owner"]) for s in listed] == [
            ("s-hd", "hidden_deployment", TOHAA)
        ]
        assert listed[0]["revealed_version"] == version_of(records, "secret_revealed")
        assert listed[0]["marker"] is None


def test_a_turn_that_counted_the_hidden_troopers_order_fails_the_replay() -> None:
    header, records = export_records(played(reveal_by_order=True), reveal_seed=True)
    started = version_of(records, "turn_started")
    edited = [dict(r) for r in records]
    edited[started - 1] = {
        **edited[started - 1],
        "data": {**edited[started - 1]["data"], "regular_orders": 2},
    }
    header, chained = rechain(header, edited)
    report = verify_lines(to_lines(header, chained))
    assert not report.ok
    decided = next(c for c in report.checks if c.name == CheckName.REPLAY)
    assert decided.status == CheckStatus.FAILED


def test_a_reveal_that_does_not_open_the_troopers_commitment_fails() -> None:
    header, records = export_records(played(reveal_by_order=True), reveal_seed=True)
    revealed = version_of(records, "secret_revealed")
    other = {"kind": "hidden_deployment", "trooper": OTHER}
    edited = [dict(r) for r in records]
    edited[revealed - 1] = {
        **edited[revealed - 1],
        "data": {**edited[revealed - 1]["data"], "secret": other},
    }
    header, chained = rechain(header, edited)
    report = verify_lines(to_lines(header, chained))
    secrets = next(c for c in report.checks if c.name == CheckName.SECRETS)
    assert secrets.status == CheckStatus.FAILED
    assert "do not hash to the commitment" in (secrets.problem.message if secrets.problem else "")


def test_the_readmes_outside_reveal_script_takes_the_commitment_its_trooper_added_carries(
    tmp_path: Path,
) -> None:
    header, records = export_records(played(reveal_by_order=True), reveal_seed=True)
    export = tmp_path / "game.ndjson"
    export.write_text("\n".join(to_lines(header, records)) + "\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-I", str(REVEALS), str(export)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (0, "s-hd ok\n"), done.stderr
