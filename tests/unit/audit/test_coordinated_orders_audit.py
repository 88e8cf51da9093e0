"""Coordinated Orders in an audit export: the Command Token and the activation of every
participant decided again event by event by verify, an edited participant caught, and the
order's replay (JSON and text) naming the Spearhead and the Troopers it coordinated. Page (N5):
https://infinitythewiki.com/Coordinated_Orders.
"""

from __future__ import annotations

from decimal import Decimal

import msgspec

from service.audit.replay import render_text, replay_order
from service.audit.replay.vocabulary import ActivationStep
from service.audit.verify import CheckName, verify_lines
from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    EndTurn,
    Resolve,
    StartTurn,
)
from service.domain.declarations import BSAttack, CCAttack, CoordinatedShot, Discover, Dodge, Move
from tests.builders.export import RecordedGame, rechain, to_lines, version_of
from tests.builders.game import ARIADNA, TOHAA, add, shot
from tests.unit.audit.test_replay import seed_game


def _played() -> RecordedGame:
    game = RecordedGame()
    for trooper_id in ("fennec", "line-1", "line-2", "scout"):
        game.add_trooper(ARIADNA, trooper_id, combat_group=2 if trooper_id == "scout" else 1)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order(
        "fennec",
        Move(),
        coordinated=("line-1", "line-2"),
        aros=[("senku", shot(("line-2", 1, 8)))],
    )
    game.run(EndTurn(actor=ARIADNA))
    return game


def test_an_export_with_a_coordinated_order_verifies() -> None:
    header, records = _played().exported()
    types = [r["type"] for r in records]
    spent = types.index("command_token_spent")
    assert types[spent + 1] == "trooper_activated"
    assert records[spent]["data"]["use"] == "coordinated_order"
    assert records[spent + 1]["data"]["coordinated"] == ["line-1", "line-2"]
    assert verify_lines(to_lines(header, records)).ok


def test_a_participant_of_another_combat_group_edited_in_is_caught() -> None:
    header, records = _played().exported()
    version = version_of(records, "trooper_activated")
    record = next(r for r in records if r["version"] == version)
    record["data"]["coordinated"] = ["line-1", "scout"]

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, version)


def test_the_replay_names_the_spearhead_and_the_coordinated_troopers() -> None:
    game = seed_game()
    add(game, ARIADNA, "line-1")
    add(game, ARIADNA, "line-2")
    game.run(
        ActivateTrooper(
            actor=ARIADNA, trooper="fennec", skill=Move(), coordinated=("line-1", "line-2")
        )
    )
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    replay = replay_order(game.log, 1)
    assert replay.matches_record
    (step,) = (s for s in replay.steps if isinstance(s, ActivationStep))
    assert step.coordinated == ("line-1", "line-2")
    assert (
        "Fennec spends a Regular Order and a Command Token on a Coordinated Order, as its "
        "Spearhead with Line 1 and Line 2, and declares Move." in render_text(replay)
    )


def _volley() -> BSAttack:
    """fennec (the Spearhead) at senku from 8 inches, Combi Rifle B 3 halved to 2; line-1 from
    12 inches at Burst 1."""
    own = CoordinatedShot(trooper="line-1", weapon="combi_rifle", distance=Decimal(12))
    return msgspec.structs.replace(shot(("senku", 2, 8)), coordinated=(own,))


def _played_volley() -> RecordedGame:
    game = RecordedGame()
    for trooper_id in ("fennec", "line-1"):
        game.add_trooper(ARIADNA, trooper_id, combat_group=1)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order(
        "fennec", _volley(), coordinated=("line-1",), aros=[("senku", shot(("line-1", 1, 12)))]
    )
    return game


def test_an_export_with_a_coordinated_bs_attack_verifies() -> None:
    header, records = _played_volley().exported()
    rolls = [r["data"]["roll"] for r in records if r["type"] == "order_roll_made"]
    assert [(r["kind"], [s["trooper"] for s in r["sides"]]) for r in rolls] == [
        ("normal", ["fennec"]),
        ("face_to_face", ["line-1", "senku"]),
    ]
    assert verify_lines(to_lines(header, records)).ok


def test_a_participants_shot_edited_is_caught_by_deciding_again() -> None:
    """line-1 at 20 inches instead of 12: its Success Value falls by 6 (Combi Rifle +3 to -3),
    so the recorded roll no longer follows from the declaration."""
    header, records = _played_volley().exported()
    version = version_of(records, "trooper_activated")
    record = next(r for r in records if r["version"] == version)
    record["data"]["skill"]["coordinated"][0]["distance"] = "20"

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert report.problem.check == CheckName.REPLAY


def test_the_replay_shows_each_participants_roll() -> None:
    game = seed_game()
    add(game, ARIADNA, "line-1")
    game.run(
        ActivateTrooper(
            actor=ARIADNA,
            trooper="fennec",
            skill=msgspec.structs.replace(_volley(), targets=shot(("senku-a", 2, 8)).targets),
            coordinated=("line-1",),
        )
    )
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    replay = replay_order(game.log, 1)
    assert replay.matches_record
    text = render_text(replay)
    assert (
        'declares BS Attack with Combi Rifle: 2 dice at Senku A (8", partial cover); Line 1 '
        'with combi_rifle: 1 die at Senku A (12").' in text
    )
    # By hand: Fennec BS 12 + 3 (8") - 3 (Partial Cover) = 12, two dice; Line 1 BS 11 + 3
    # (12", no cover declared) = 14, one die.
    assert (
        "Normal Roll 1, Fennec (BS Attack at Senku A). Fennec's Success Value is 12: BS 12, "
        '+3 range (Combi Rifle at 8"), -3 cover (Partial Cover). Fennec rolls ' in text
    )
    assert (
        "Normal Roll 2, Line 1 (BS Attack at Senku A). Line 1's Success Value is 14: BS 11, "
        '+3 range (Combi Rifle at 12"). Line 1 rolls ' in text
    )


def test_an_export_with_a_coordinated_cc_attack_verifies_and_replays() -> None:
    """Knife B 1 + 1 ally in Silhouette contact: by hand 2 dice, the Spearhead's alone."""
    game = seed_game()
    add(game, ARIADNA, "line-1")
    knife = CCAttack(weapon="knife", target="senku-a", burst=2, allies_in_contact=("line-1",))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=knife, coordinated=("line-1",)))
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    replay = replay_order(game.log, 1)
    assert replay.matches_record
    assert (
        "declares CC Attack with Knife: 2 dice at Senku A, +1 B per ally in Silhouette contact: "
        "Line 1." in render_text(replay)
    )
    assert "Normal Roll 1, Fennec (CC Attack at Senku A)." in render_text(replay)
    assert "Line 1 rolls" not in render_text(replay)


def test_an_ally_edited_out_of_a_cc_attack_is_caught() -> None:
    game = RecordedGame()
    for trooper_id in ("fennec", "line-1"):
        game.add_trooper(ARIADNA, trooper_id, combat_group=1)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    knife = CCAttack(weapon="knife", target="senku", burst=2, allies_in_contact=("line-1",))
    game.order("fennec", knife, coordinated=("line-1",))
    header, records = game.exported()
    assert verify_lines(to_lines(header, records)).ok
    version = version_of(records, "trooper_activated")
    record = next(r for r in records if r["version"] == version)
    del record["data"]["skill"]["allies_in_contact"]

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    assert report.problem.check == CheckName.REPLAY


def _played_dodge() -> RecordedGame:
    """fennec and line-1 Dodge; senku's ARO shoots line-1 from 8 inches."""
    game = RecordedGame()
    for trooper_id in ("fennec", "line-1"):
        game.add_trooper(ARIADNA, trooper_id, combat_group=1)
    game.add_trooper(TOHAA, "senku", combat_group=1)
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.order("fennec", Dodge(), coordinated=("line-1",), aros=[("senku", shot(("line-1", 1, 8)))])
    return game


def test_an_export_with_a_coordinated_dodge_verifies() -> None:
    header, records = _played_dodge().exported()
    rolls = [r["data"]["roll"] for r in records if r["type"] == "order_roll_made"]
    assert [(r["kind"], [s["trooper"] for s in r["sides"]]) for r in rolls] == [
        ("normal", ["fennec"]),
        ("face_to_face", ["line-1", "senku"]),
    ]
    assert verify_lines(to_lines(header, records)).ok


def test_a_participant_edited_out_of_a_coordinated_dodge_is_caught() -> None:
    """Without line-1 the order makes no roll for it, so its recorded Dodge no longer follows."""
    header, records = _played_dodge().exported()
    version = version_of(records, "trooper_activated")
    record = next(r for r in records if r["version"] == version)
    record["data"]["coordinated"] = []

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok


def test_the_replay_shows_each_participants_discover() -> None:
    """Each participant's own Discover roll against the one target, named in the replay."""
    game = seed_game()
    add(game, ARIADNA, "line-1")
    discover = Discover(target="senku-a")
    game.run(
        ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=discover, coordinated=("line-1",))
    )
    game.run(Resolve(actor=ARIADNA))
    game.run(Conclude(actor=ARIADNA))
    replay = replay_order(game.log, 1)
    assert replay.matches_record
    text = render_text(replay)
    # By hand: Fennec and Line 1 both WIP 13; Senku A has no Mimetism, no MODs declared.
    assert "as its Spearhead with Line 1, and declares Discover against Senku A." in text
    assert (
        "Normal Roll 1, Fennec (Discover at Senku A). Fennec's Success Value is 13: WIP 13, "
        "no MODs. Fennec rolls " in text
    )
    assert (
        "Normal Roll 2, Line 1 (Discover at Senku A). Line 1's Success Value is 13: WIP 13, "
        "no MODs. Line 1 rolls " in text
    )
