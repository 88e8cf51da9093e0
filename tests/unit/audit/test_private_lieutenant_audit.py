"""verify holds what was taken on trust about a private Lieutenant to its secret once revealed,
and calls an ended game unverifiable while a client-held one it used was never revealed
(docs/rules.md, "The Lieutenant kept private").

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
import io
from pathlib import Path

import msgspec

from service.audit.cli import EXIT_UNVERIFIABLE, verify_file
from service.audit.verify import CheckName, CheckStatus, Verdict, VerificationReport, verify_lines
from service.domain.commands import (
    ORGANISER,
    ChooseInitiative,
    CommitSecret,
    DeployTroopers,
    EndGame,
    EndTurn,
    EnteredDice,
    RevealSecret,
    RollInitiative,
    SecretOpening,
    StartTurn,
)
from tests.builders.export import RecordedGame, export_records, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA, profile, trooper
from tests.builders.tactical import a2_drops

SALT = "5a" * 32
SECRET_ID = "lt-tohaa"
B1_LIEUTENANT = {"kind": "lieutenant", "trooper": "b1"}
B1_COMMITMENT = hashlib.sha256(
    f'{SALT}\n{{"kind":"lieutenant","trooper":"b1"}}'.encode()
).hexdigest()
B1_WIP = 13


def deployed(private_wip: int, *, privacy_rule: bool = False) -> RecordedGame:
    game = RecordedGame(manual_dice=True, rounds=3, **({"privacy_rule": 1} if privacy_rule else {}))
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


# --- A client-held Lieutenant: the player's word, held to the secret --------------------------
# The service takes a client-held Lieutenant's WIP for the Initiative Roll and, after a
# casualty, whether it can lead (``loss_of_lieutenant``) on its player's word. Once the secret
# is revealed each word must hold of the trooper it names, as that trooper was then; while it
# is never revealed the words cannot be checked, and an ended game says so.


def client_held(
    *,
    dropped: str = "b2",
    declared: bool = False,
    private_wip: int = B1_WIP,
    b2_wip: int = B1_WIP,
    end: bool = True,
    reveal: bool = False,
    privacy_rule: bool = False,
) -> RecordedGame:
    """Tohaa keeps b1 as its Lieutenant, held by the player, and declares ``private_wip`` for
    the Initiative Roll; a2 drops ``dropped`` (Dead) in Ariadna's turn; Tohaa's turn starts on
    the word ``declared``; then the game ends (``end``), and Tohaa reveals b1 (``reveal``).
    Under the privacy rule (``privacy_rule``) a declared loss reveals nothing."""
    game = RecordedGame(manual_dice=True, rounds=3, **({"privacy_rule": 1} if privacy_rule else {}))
    game.run(trooper(ARIADNA, "a1", lieutenant=True, points=50))
    game.run(trooper(ARIADNA, "a2", points=30))
    game.run(trooper(ARIADNA, "a3", points=20))
    game.run(trooper(TOHAA, "b1", points=40))
    game.run(msgspec.structs.replace(trooper(TOHAA, "b2", points=20), profile=profile(wip=b2_wip)))
    game.run(trooper(TOHAA, "b3", points=40))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="client",
        )
    )
    game.run(
        RollInitiative(
            actor=TOHAA,
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
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, dropped)
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=declared))
    if end:
        game.run(EndGame(actor=ORGANISER, reason="time"))
    if reveal:
        game.run(RevealSecret(actor=TOHAA, secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT))
    return game


def test_an_honest_client_held_lieutenant_revealed_after_the_end_verifies() -> None:
    report, _ = verified(client_held(reveal=True))
    assert report.ok, report.problem
    assert report.verdict is Verdict.OK
    assert report.check(CheckName.SECRETS).status is CheckStatus.PASSED
    assert report.unverifiable_secrets == ()


def test_a_declared_no_loss_while_the_revealed_lieutenant_was_down_is_caught() -> None:
    # b1 is Dead when Tohaa's turn starts, and Tohaa declares no Loss of Lieutenant: the
    # service cannot tell, the reveal after the end shows b1 was the Lieutenant.
    report, records = verified(client_held(dropped="b1", reveal=True))
    assert not report.ok
    assert report.verdict is Verdict.FAILED
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem == report.problem
    assert problem.version == version_of(records, "turn_started", nth=1)
    assert "declared no Loss of Lieutenant" in problem.message
    assert "'b1'" in problem.message
    assert "Dead" in problem.message


def test_a_declared_wip_of_another_trooper_than_the_revealed_lieutenant_is_caught() -> None:
    # b2 has WIP 15, so the service takes a declared 15; the secret names b1, of WIP 13.
    report, records = verified(client_held(private_wip=15, b2_wip=15, reveal=True))
    assert report.verdict is Verdict.FAILED
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem.version == version_of(records, "initiative_rolled")
    assert "WIP 15" in problem.message
    assert "WIP 13" in problem.message


def test_an_ended_game_that_used_a_client_held_secret_never_revealed_is_unverifiable() -> None:
    report, _ = verified(client_held())
    assert not report.ok
    assert report.verdict is Verdict.UNVERIFIABLE
    assert report.problem is None
    assert report.unverifiable_secrets == (SECRET_ID,)
    secrets = report.check(CheckName.SECRETS)
    assert secrets.status is CheckStatus.UNVERIFIABLE
    assert SECRET_ID in secrets.note
    assert "UNVERIFIABLE" in report.render_text()
    # Every other check still passed: the verdict is about the secret alone.
    others = [c.status for c in report.checks if c.name is not CheckName.SECRETS]
    assert others == [CheckStatus.PASSED] * len(others)


def test_a_private_wip_alone_makes_an_unrevealed_secret_unverifiable() -> None:
    # The game ends straight after the Initiative Roll: its declared WIP is the only use.
    game = RecordedGame(manual_dice=True, rounds=3)
    game.run(trooper(ARIADNA, "a1", lieutenant=True))
    game.run(trooper(TOHAA, "b1"))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="client",
        )
    )
    game.run(RollInitiative(actor=TOHAA, private_wip={TOHAA: B1_WIP}))
    game.run(EndGame(actor=ORGANISER, reason="time"))
    report, _ = verified(game)
    assert report.verdict is Verdict.UNVERIFIABLE
    assert report.unverifiable_secrets == (SECRET_ID,)


def test_an_unused_client_held_lieutenant_never_revealed_leaves_the_game_verified() -> None:
    # Nothing was taken on its word: there is nothing to check.
    game = RecordedGame(manual_dice=True, rounds=3)
    game.run(trooper(TOHAA, "b1"))
    game.run(
        CommitSecret(
            actor=TOHAA,
            secret_id=SECRET_ID,
            kind="lieutenant",
            commitment=B1_COMMITMENT,
            held_by="client",
        )
    )
    game.run(EndGame(actor=ORGANISER, reason="time"))
    report, _ = verified(game)
    assert report.ok, report.problem
    assert report.verdict is Verdict.OK


def test_while_the_game_runs_a_used_secret_not_revealed_yet_is_noted_not_judged() -> None:
    report, _ = verified(client_held(end=False))
    assert report.ok, report.problem
    assert report.verdict is Verdict.OK
    secrets = report.check(CheckName.SECRETS)
    assert secrets.status is CheckStatus.PASSED
    assert SECRET_ID in secrets.note


def test_the_command_line_exits_3_when_unverifiable_and_1_when_a_game_failed_beside_it(
    tmp_path: Path,
) -> None:
    unverifiable = to_lines(*export_records(client_held(), reveal_seed=True))
    failed = to_lines(*export_records(client_held(dropped="b1", reveal=True), reveal_seed=True))
    alone, beside = tmp_path / "alone.ndjson", tmp_path / "beside.ndjson"
    alone.write_text("".join(unverifiable), encoding="utf-8")
    out = io.StringIO()
    assert verify_file(alone, out) == EXIT_UNVERIFIABLE == 3
    assert "UNVERIFIABLE" in out.getvalue()
    both = [*unverifiable, *failed]
    beside.write_text("".join(both), encoding="utf-8")
    assert verify_file(beside, io.StringIO()) == 1


# --- Under the privacy rule: a Loss of Lieutenant is a word too ------------------------------
# (Loss of Lieutenant, N5: the identity of the Lieutenant stays Private Information.) A turn
# start that declares a Loss of Lieutenant reveals nothing: the player's word for a client-held
# Lieutenant, the service's for one it holds. Once the secret is revealed, the trooper it names
# must have been unable to lead then: in a Null State, Isolated or Possessed.


def test_a_loss_declared_of_a_lieutenant_that_was_down_verifies_once_revealed() -> None:
    report, _ = verified(client_held(dropped="b1", declared=True, reveal=True, privacy_rule=True))
    assert report.ok, report.problem


def test_a_loss_declared_of_a_lieutenant_that_could_lead_is_caught_once_revealed() -> None:
    report, records = verified(
        client_held(dropped="b2", declared=True, reveal=True, privacy_rule=True)
    )
    assert report.verdict is Verdict.FAILED
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem.version == version_of(records, "turn_started", nth=1)
    assert "declared a Loss of Lieutenant" in problem.message
    assert "'b1'" in problem.message


def test_a_declared_loss_never_revealed_leaves_the_ended_game_unverifiable() -> None:
    report, _ = verified(client_held(dropped="b1", declared=True, privacy_rule=True))
    assert report.verdict is Verdict.UNVERIFIABLE
    assert report.unverifiable_secrets == (SECRET_ID,)


def _server_held_loss(dropped: str) -> RecordedGame:
    """The service's word on the Lieutenant it holds: the turn start records it as
    ``loss_of_lieutenant`` (true) without a reveal; the end reveals b1."""
    game = deployed(B1_WIP, privacy_rule=True)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, dropped)
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA, loss_of_lieutenant=True))
    opening = SecretOpening(secret_id=SECRET_ID, secret=B1_LIEUTENANT, salt=SALT)
    game.run(EndGame(actor=ORGANISER, reason="time", openings=(opening,)))
    return game


def test_the_services_word_on_a_lieutenant_it_holds_is_held_to_the_end_reveal() -> None:
    report, _ = verified(_server_held_loss("b1"))
    assert report.ok, report.problem
    # A log whose word is false (b1 stood) fails at that turn start.
    report, records = verified(_server_held_loss("b2"))
    assert report.verdict is Verdict.FAILED
    problem = report.check(CheckName.SECRETS).problem
    assert problem is not None
    assert problem.version == version_of(records, "turn_started", nth=1)
    assert "declared a Loss of Lieutenant" in problem.message
