"""An export of a sequenced game through Loss of Lieutenant, a new Lieutenant appointed, an
Impetuous Order and Retreat! verifies: verify decides every new event again from its command,
and a tampered count is caught even with the chain hashed again.

Pages (N5): https://infinitythewiki.com/Loss_of_Lieutenant,
https://infinitythewiki.com/Retreat_Situation, https://infinitythewiki.com/Impetuous.
"""

from __future__ import annotations

from service.audit.replay import ReplayInput, render_text, replay_order
from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    AppointLieutenant,
    EndTurn,
    StartTurn,
)
from service.domain.declarations import Move
from tests.builders.export import RecordedGame, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA
from tests.builders.tactical import a2_drops, deploy_armies


def _played() -> RecordedGame:
    """Round 1: a3 spends its Impetuous Order, a2 drops Tohaa's Lieutenant b1; Tohaa is in Loss
    of Lieutenant and appoints b3. Round 2: a2 drops b3; Tohaa (20 of 100 left) retreats in the
    round's second turn, so Game Round 3 (of 4) is the first to start in Retreat! and ends the
    game."""
    game = RecordedGame(manual_dice=True, rounds=4)
    deploy_armies(game)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order("a3", Move(), order_type="impetuous")
    a2_drops(game, "b1")
    game.run(EndTurn(actor=ARIADNA))
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(AppointLieutenant(actor=TOHAA, trooper="b3"))
    game.run(EndTurn(actor=TOHAA))
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    a2_drops(game, "b3")
    game.run(EndTurn(actor=ARIADNA))
    for _ in range(2):
        game.run(StartTurn(actor=TOHAA, player=TOHAA))
        game.run(EndTurn(actor=TOHAA))
        if not game.state.ended:
            game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
            game.run(EndTurn(actor=ARIADNA))
    assert game.state.ended
    return game


def test_an_export_through_the_tactical_phases_rules_verifies() -> None:
    header, records = _played().exported()
    types = [r["type"] for r in records]
    for new in ("loss_of_lieutenant_declared", "lieutenant_appointed", "retreat_declared"):
        assert new in types
    assert records[-1]["type"] == "game_ended"
    assert records[-1]["data"]["reason"] == "Retreat!: the end of Game Round 3"
    assert verify_lines(to_lines(header, records)).ok


def test_a_tampered_retreat_count_is_caught_by_deciding_again() -> None:
    header, records = _played().exported()
    version = version_of(records, "retreat_declared")
    record = next(r for r in records if r["version"] == version)
    record["data"]["survivors_points"] = 25

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)


def test_the_replay_of_an_impetuous_order_names_it() -> None:
    _, records = _played().exported()
    log = [ReplayInput(r["version"], r["type"], r["data"], r["metadata"]) for r in records]
    text = render_text(replay_order(log, 1))
    assert "A3 spends its Impetuous Order and declares Move" in text
    assert "deciding each command of the order again gives exactly the recorded events" in text
