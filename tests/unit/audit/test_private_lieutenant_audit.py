"""verify holds what was taken on trust about a private Lieutenant to its secret once revealed
(issue 26, point 5; docs/rules.md, "The Lieutenant kept private").

- Initiative Roll: the Lieutenants' WIP is Open for that roll, the trooper is not, so the
  recorded ``private_wip`` must be the WIP of the trooper the revealed secret names.
- https://infinitythewiki.com/Loss_of_Lieutenant (N5): a Lieutenant in a Null State (or
  Isolated) in the Tactical Phase puts its army in Loss of Lieutenant, so a turn that started
  with the Lieutenant left private and no Loss of Lieutenant declared was a turn whose
  Lieutenant could lead.

The builders' troopers all have WIP 13; b1 is Tohaa's Lieutenant, committed as a secret.
"""

from __future__ import annotations

import hashlib

from service.audit.verify import CheckName, VerificationReport, verify_lines
from service.domain.commands import (
    ORGANISER,
    ChooseInitiative,
    CommitSecret,
    DeployTroopers,
    EndGame,
    EndTurn,
    EnteredDice,
    RollInitiative,
    SecretOpening,
    StartTurn,
)
from tests.builders.export import RecordedGame, export_records, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA, trooper
from tests.builders.tactical import a2_drops

SALT = "5a" * 32
SECRET_ID = "lt-tohaa"
B1_LIEUTENANT = {"kind": "lieutenant", "trooper": "b1"}
B1_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"lieutenant","trooper":"b1"}}'.encode()
).hexdigest()
B1_WIP = 13


def deployed(private_wip: int) -> RecordedGame:
    game = RecordedGame(manual_dice=True, rounds=3)
    game.run(trooper(ARIADNA, "a1", lieutenant=True, points=50))
    game.run(trooper(ARIADNA, "a2", points=30))
    game.run(trooper(ARIADNA, "a3", points=20))
    for trooper_id, points in (("b1", 40), ("b2", 20), ("b3", 40)):
        game.run(trooper(TOHAA, trooper_id, points=points))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="server",
        )
    )
    game.run(
        RollInitiative(
            actor=ORGANISER,
            dice=(EnteredDice(roll=ARIADNA, faces=(12,)), EnteredDice(roll=TOHAA, faces=(5,))),
            private_wip={TOHAA: private_wip},
        )
    )
    game.run(ChooseInitiative(actor=ARIADNA, player=ARIADNA, keep="initiative", first=ARIADNA))
    game.run(ChooseInitiative(actor=TOHAA, player=TOHAA, first=TOHAA))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b1", "b2")))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a1", "a2")))
    game.run(DeployTroopers(actor=TOHAA, player=TOHAA, troopers=("b3",)))
    game.run(DeployTroopers(actor=ARIADNA, player=ARIADNA, troopers=("a3",)))
    return game


def played(*, private_wip: int = B1_WIP, dropped: str = "b2") -> RecordedGame:
    """Ariadna's first turn drops ``dropped``; Tohaa's turn then starts with its Lieutenant left
    private and no Loss of Lieutenant (as the service records it when b1 can lead); the end
    reveals b1."""
    game = deployed(private_wip)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, dropped)
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    opening = SecretOpening(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
    game.run(EndGame(actor=ORGANISER, reason="time", openings=(opening,)))
    return game


def verified(game: RecordedGame) -> tuple[VerificationReport, list[dict[str, object]]]:
    header, records = export_records(game, reveal_seed=True)
    return verify_lines(to_lines(header, records)), records


def test_an_honest_private_lieutenant_verifies() -> None:
    report, _ = verified(played())
    assert report.ok, report.problem


def test_a_private_wip_other_than_the_revealed_lieutenants_is_caught() -> None:
    report, records = verified(played(private_wip=B1_WIP + 2))
    assert not report.ok
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem.version == version_of(records, "initiative_rolled")
    assert "WIP 15" in problem.message
    assert "WIP 13" in problem.message


def test_a_turn_started_with_the_private_lieutenant_unfit_and_no_loss_is_caught() -> None:
    report, records = verified(played(dropped="b1"))
    assert not report.ok
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem.version == version_of(records, "turn_started", nth=1)
    assert "'b1'" in problem.message
    assert "Loss of Lieutenant" in problem.message
