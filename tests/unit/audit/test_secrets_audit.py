"""verify holds every reveal to its commitment ("Open and Private Information", N5:
https://infinitythewiki.com/Open_and_Private_Information), and names the client-held secrets
never revealed."""

from __future__ import annotations

import copy
import hashlib
from typing import Any

from service.audit.verify import CheckName, CheckStatus, VerificationReport, verify_lines
from service.domain.commands import ORGANISER, CommitSecret, EndGame, RevealSecret, SecretOpening
from tests.builders.export import RecordedGame, export_records, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA

SALT = "5a" * 32
SECRET = {"kind": "lieutenant", "trooper": "fennec"}
# By hand, as docs/guide/secrets.md states it: SHA-256 of salt, newline, canonical JSON.
COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"lieutenant","trooper":"fennec"}}'.encode()
).hexdigest()
OBJECTIVE = {"kind": "classified_objective", "objective": "Sabotage"}
OBJECTIVE_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"classified_objective","objective":"Sabotage"}}'.encode()
).hexdigest()


def game_with_secrets(*, reveal_objective: bool) -> RecordedGame:
    game = RecordedGame()
    game.add_trooper(ARIADNA, "fennec")
    game.add_trooper(TOHAA, "senku-a")
    game.run(
        CommitSecret(
            actor=ARIADNA,
            secret_id="s-lt",
            kind="lieutenant",
            commitment=COMMITMENT,
            held_by="server",
        )
    )
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id="s-obj",
            kind="classified_objective",
            commitment=OBJECTIVE_COMMITMENT,
            held_by="client",
        )
    )
    opening = SecretOpening(secret_id="s-lt", secret=SECRET, salt=SALT)
    game.run(EndGame(actor=ORGANISER, reason="time", openings=(opening,)))
    if reveal_objective:
        game.run(RevealSecret(actor=TOHAA, secret_id="s-obj", secret=OBJECTIVE, salt=SALT))
    return game


def verify(header: dict[str, Any], records: list[dict[str, Any]]) -> VerificationReport:
    return verify_lines(to_lines(header, records))


def test_every_reveal_is_checked_against_its_commitment() -> None:
    report = verify(*export_records(game_with_secrets(reveal_objective=True), reveal_seed=True))
    assert report.ok, report.problem
    secrets = report.check(CheckName.SECRETS)
    assert (secrets.status, secrets.count, secrets.note) == (CheckStatus.PASSED, 2, "")


def test_a_client_held_secret_never_revealed_is_named() -> None:
    report = verify(*export_records(game_with_secrets(reveal_objective=False), reveal_seed=True))
    assert report.ok, report.problem
    secrets = report.check(CheckName.SECRETS)
    assert secrets.count == 1
    assert secrets.note == "client-held secrets never revealed: s-obj"


def test_an_edited_reveal_fails_even_when_the_chain_is_hashed_again() -> None:
    header, records = copy.deepcopy(
        export_records(game_with_secrets(reveal_objective=True), reveal_seed=True)
    )
    version = version_of(records, "secret_revealed")
    edited = next(r for r in records if r["version"] == version)
    edited["data"]["secret"] = {"kind": "lieutenant", "trooper": "senku-a"}
    report = verify(*rechain(header, records))
    assert not report.ok
    secrets = report.check(CheckName.SECRETS)
    assert secrets.status is CheckStatus.FAILED
    assert secrets.problem is not None
    assert secrets.problem.version == version
    assert "do not hash to the commitment" in secrets.problem.message
    assert report.check(CheckName.REPLAY).status is CheckStatus.FAILED
