"""The audit of games with Comms Attacks: the verifier decides their commands again, both
replays tell the States, and exports made before Comms Attacks existed still verify."""

from __future__ import annotations

from pathlib import Path

import msgspec

from service.audit.replay import render_text, replay_order, replay_to_builtins
from service.audit.replay.vocabulary import ReplayInput
from service.audit.verify import CheckName, CheckStatus, verify_lines
from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    DeclareAro,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.declarations import CommsAttack, CommsTarget, Reset
from service.domain.events import encode_event
from service.domain.troopers import SkillEntry
from tests.builders.export import RecordedGame, export_lines
from tests.builders.game import ARIADNA, TOHAA

BEFORE = Path(__file__).parent / "data" / "before_comms_attacks.ndjson"
AT_TAG = "hacker:comms_attack>tag"


def _hacked(*, reset_face: int) -> RecordedGame:
    """Order 1: Carbonite hits the TAG (IMM-B). Order 2: Spotlight, and the TAG Resets."""
    game = RecordedGame(manual_dice=True)
    game.add_trooper(ARIADNA, "hacker", skills=(SkillEntry("Hacker"),), lieutenant=True)
    game.add_trooper(TOHAA, "tag")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    carbonite = CommsAttack(program="carbonite", targets=(CommsTarget(trooper="tag", burst=2),))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="hacker", skill=carbonite))
    game.run(Resolve(actor=ARIADNA, order=1, dice=(EnteredDice(AT_TAG, (4, 18)),)))
    game.run(Conclude(actor=ARIADNA, order=1, saves=(EnteredDice(AT_TAG, (19, 2)),)))
    spotlight = CommsAttack(program="spotlight", targets=(CommsTarget(trooper="tag", burst=2),))
    game.run(
        ActivateTrooper(actor=ARIADNA, trooper="hacker", order_type="lieutenant", skill=spotlight)
    )
    game.run(DeclareAro(actor=TOHAA, order=2, trooper="tag", skill=Reset()))
    game.run(
        Resolve(
            actor=ARIADNA,
            order=2,
            dice=(EnteredDice(AT_TAG, (15, 16)), EnteredDice("tag:reset", (reset_face,))),
        )
    )
    game.run(Conclude(actor=ARIADNA, order=2))
    return game


def _log(game: RecordedGame) -> list[ReplayInput]:
    log: list[ReplayInput] = []
    version = 0
    for number, played in enumerate(game.played):
        metadata = {
            "actor": played.command.actor,
            "causation_id": f"command-{number}",
            "command": msgspec.to_builtins(played.command),
        }
        for event in played.events:
            version += 1
            event_type, data = encode_event(event)
            log.append(ReplayInput(version, event_type, data, metadata))
    return log


def test_an_export_made_before_comms_attacks_still_verifies_byte_for_byte() -> None:
    # Written by the service as it was before Comms Attacks: BS Attacks answered by a Reset
    # and a Dodge, then a Reset answered by Discover.
    report = verify_lines(BEFORE.read_text().splitlines(keepends=True))
    assert report.ok, report.problem
    assert {c.name: c.status for c in report.checks} == dict.fromkeys(CheckName, CheckStatus.PASSED)


def test_the_verifier_decides_comms_attacks_and_states_again() -> None:
    game = _hacked(reset_face=9)
    types = [type(e).__name__ for e in game.history]
    assert "TrooperStateEntered" in types
    assert "TrooperStatesCancelled" in types
    report = verify_lines(export_lines(game, reveal_seed=True))
    assert report.ok, report.problem
    assert report.check(CheckName.REPLAY).status is CheckStatus.PASSED


def test_a_changed_state_in_the_record_is_caught() -> None:
    game = _hacked(reset_face=9)
    lines = [
        line.replace('"state":"immobilized_b"', '"state":"possessed"')
        for line in export_lines(game, reveal_seed=True)
    ]
    report = verify_lines(lines)
    assert not report.ok


def test_both_replays_tell_the_state_entered_and_the_reset_cancelling_it() -> None:
    game = _hacked(reset_face=9)
    log = _log(game)

    first = replay_order(log, 1)
    assert first.matches_record
    steps = replay_to_builtins(first)["steps"]
    (entered,) = [s for s in steps if s["kind"] == "hacking_state"]
    assert entered["change"] == "entered"
    assert entered["states"] == ["Immobilized-B"]
    assert entered["program"] == "Carbonite"
    text = render_text(first)
    assert "Comms Attack with the program carbonite: 2 dice at Tag" in text
    assert "failed a Saving Roll against Carbonite and enters Immobilized-B State" in text

    second = replay_order(log, 2)
    assert second.matches_record
    cancelled = [s for s in replay_to_builtins(second)["steps"] if s["kind"] == "hacking_state"]
    assert [(s["change"], s["states"]) for s in cancelled] == [("cancelled", ["Immobilized-B"])]
    assert "successful Reset cancels its Immobilized-B State" in render_text(second)


def test_a_failed_reset_cancels_nothing() -> None:
    game = _hacked(reset_face=11)  # WIP 13 - 3 (Immobilized-B) = 10: 11 fails
    assert "TrooperStatesCancelled" not in [type(e).__name__ for e in game.history]
    assert game.state.states_of("tag") == ("immobilized_b",)
