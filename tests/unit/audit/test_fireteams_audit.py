"""Fireteams in an audit export: formed, activated through the leader and broken, decided
again event by event by verify, an edited Fireteam caught, and the order's replay (JSON and
text) naming the members the leader's order activated. Pages (N5):
https://infinitythewiki.com/Fireteams:_Basic_Rules, https://infinitythewiki.com/Fireteam_Bonuses.
"""

from __future__ import annotations

from typing import Any

from service.audit.replay import render_text, replay_order
from service.audit.replay.vocabulary import ActivationStep
from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ActivateTrooper,
    BreakFireteam,
    ChooseDiscard,
    Conclude,
    DeclareAro,
    EndTurn,
    FormFireteam,
    Resolve,
    StartTurn,
)
from service.domain.declarations import Discover, Move
from tests.builders.export import RecordedGame, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA, add, shot
from tests.builders.tactical import deploy_armies
from tests.unit.audit.test_replay import seed_game

TRIO = FormFireteam(
    actor=ARIADNA,
    player=ARIADNA,
    kind="haris",
    members=("fennec", "line-1", "line-2"),
    leader="fennec",
)


def _played() -> RecordedGame:
    game = RecordedGame()
    for trooper_id in ("fennec", "line-1", "line-2"):
        game.add_trooper(ARIADNA, trooper_id, combat_group=1)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(TRIO)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order("fennec", Move())
    game.run(EndTurn(actor=ARIADNA))
    game.run(BreakFireteam(actor=ARIADNA, player=ARIADNA, fireteam=1))
    return game


def test_an_export_with_a_fireteam_verifies() -> None:
    header, records = _played().exported()
    types = [r["type"] for r in records]
    assert "fireteam_formed" in types
    assert types[-1] == "fireteam_broken"
    activated = next(r for r in records if r["type"] == "trooper_activated")
    assert activated["data"]["fireteam"] == ["line-1", "line-2"]
    assert verify_lines(to_lines(header, records)).ok


def test_a_member_edited_into_a_formed_fireteam_is_caught() -> None:
    header, records = _played().exported()
    version = version_of(records, "fireteam_formed")
    record = next(r for r in records if r["version"] == version)
    record["data"]["members"] = ["fennec", "line-1", "senku"]

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)


def test_the_replay_names_the_members_the_leaders_order_activated() -> None:
    game = seed_game()
    add(game, ARIADNA, "line-1")
    game.run(
        FormFireteam(
            actor=ARIADNA, player=ARIADNA, kind="duo", members=("fennec", "line-1"), leader="fennec"
        )
    )
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=Move()))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    replay = replay_order(game.log, 1)
    assert replay.matches_record
    (step,) = (s for s in replay.steps if isinstance(s, ActivationStep))
    assert step.fireteam == ("line-1",)
    assert (
        "Fennec spends a Regular Order for its Fireteam, activating Line 1 with it and declares "
        "Move." in render_text(replay)
    )


def _formed_in_a_sequenced_game() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Fireteams: Basic Rules (N5): "During the game, spend a Command Token": Ariadna forms a
    Duo in her first Active Turn."""
    game = RecordedGame(manual_dice=True, rounds=3)
    deploy_armies(game)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(
        FormFireteam(actor=ARIADNA, player=ARIADNA, kind="duo", members=("a2", "a3"), leader="a2")
    )
    return game.exported()


def test_the_command_token_a_fireteam_formed_during_the_game_spends_verifies() -> None:
    header, records = _formed_in_a_sequenced_game()
    types = [r["type"] for r in records]
    assert types[-2:] == ["command_token_spent", "fireteam_formed"]
    assert records[-2]["data"]["use"] == "form_fireteam"
    assert verify_lines(to_lines(header, records)).ok


def test_a_fireteams_command_token_edited_into_another_use_is_caught() -> None:
    header, records = _formed_in_a_sequenced_game()
    version = version_of(records, "command_token_spent")
    record = next(r for r in records if r["version"] == version)
    record["data"]["use"] = "reroll_doctor"

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)


def _aro_departure() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Fireteam Integrity (N5): in Tohaa's turn two of Ariadna's Haris declare a BS Attack and
    the third a Discover: the third leaves the Fireteam, recorded when the order concludes."""
    game = RecordedGame()
    for trooper_id in ("fennec", "line-1", "line-2", "line-3"):
        game.add_trooper(ARIADNA, trooper_id, combat_group=1)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(
        FormFireteam(
            actor=ARIADNA,
            player=ARIADNA,
            kind="core",
            members=("fennec", "line-1", "line-2"),
            leader="fennec",
        )
    )
    game.run(StartTurn(actor=TOHAA, player=TOHAA))
    game.run(ActivateTrooper(actor=TOHAA, trooper="senku", skill=shot(("line-3", 3, 15))))
    at_senku = shot(("senku", 1, 15))
    for trooper_id, skill in (("fennec", at_senku), ("line-1", at_senku)):
        game.run(DeclareAro(actor=ARIADNA, trooper=trooper_id, skill=skill))
    game.run(DeclareAro(actor=ARIADNA, trooper="line-2", skill=Discover(target="senku")))
    game.run(Resolve(actor=TOHAA))
    order = game.state.open_order
    assert order is not None
    for choice in order.pending:
        game.run(ChooseDiscard(actor=choice.player, side=choice.side, die=0))
    game.run(Conclude(actor=TOHAA))
    return game.exported()


def test_a_member_leaving_by_another_aro_verifies_and_an_edit_is_caught() -> None:
    header, records = _aro_departure()
    left = next(r for r in records if r["type"] == "fireteam_member_left")
    assert left["data"]["trooper"] == "line-2"
    assert verify_lines(to_lines(header, records)).ok
    left["data"]["trooper"] = "line-1"
    report = verify_lines(to_lines(*rechain(header, records)))
    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, left["version"])
