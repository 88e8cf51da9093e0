"""An untampered export verifies, with the seed revealed or not, from a file or from records."""

from __future__ import annotations

import json

import pytest

from service.audit.export import export_line
from service.audit.verify import CheckName, CheckStatus, verify_lines, verify_records
from service.domain.commands import (
    ActivateTrooper,
    Conclude,
    DeclareAro,
    EnteredDice,
    Resolve,
    StartTurn,
)
from service.domain.dice import derive_faces
from tests.builders.export import (
    RecordedGame,
    export_lines,
    export_records,
    play_short_game,
    to_lines,
)
from tests.builders.game import ARIADNA, TOHAA, shot


@pytest.fixture(scope="module")
def game() -> RecordedGame:
    return play_short_game()


def test_the_game_covers_a_whole_order_with_saves(game: RecordedGame) -> None:
    types = [t for played in game.played for t in (type(e).__name__ for e in played.events)]
    for expected in (
        "GameCreated",
        "TrooperActivated",
        "AroDeclared",
        "OrderRollMade",
        "SavingRollsMade",
        "OrderConcluded",
        "TurnEnded",
        "RollMade",
        "GameEnded",
    ):
        assert expected in types


def test_an_untampered_export_with_the_seed_verifies(game: RecordedGame) -> None:
    _, records = export_records(game, reveal_seed=True)
    report = verify_lines(export_lines(game, reveal_seed=True))

    assert report.ok
    assert report.readable
    assert report.problem is None
    assert report.game_id == str(game.game_id)
    assert report.events == len(records) == len(game.history)
    assert {c.name: c.status for c in report.checks} == dict.fromkeys(CheckName, CheckStatus.PASSED)
    assert report.check(CheckName.FORMAT).count == len(records)
    assert report.check(CheckName.CHAIN).count == len(records)
    drawn = sum(len(r["data"].get("draws", ())) for r in records)
    assert drawn > 0
    assert report.check(CheckName.DICE).count == drawn
    assert report.check(CheckName.REPLAY).count == len(game.played)


def test_without_the_seed_the_dice_are_not_checked_but_the_replay_is(
    game: RecordedGame,
) -> None:
    lines = export_lines(game, reveal_seed=False)
    assert "seed" not in json.loads(lines[0])

    report = verify_lines(lines)

    assert report.ok
    dice = report.check(CheckName.DICE)
    assert dice.status is CheckStatus.NOT_CHECKED
    assert dice.note == "the seed is not revealed yet"
    assert dice.count is None
    assert report.check(CheckName.SEED).status is CheckStatus.NOT_CHECKED
    assert report.check(CheckName.CHAIN).status is CheckStatus.PASSED
    assert report.check(CheckName.REPLAY).status is CheckStatus.PASSED
    assert report.check(CheckName.REPLAY).count == len(game.played)
    assert "not checked: the seed is not revealed yet" in report.render_text()


@pytest.mark.parametrize("reveal_seed", [True, False])
def test_records_verify_like_the_file(game: RecordedGame, reveal_seed: bool) -> None:
    header, records = export_records(game, reveal_seed=reveal_seed)

    from_records = verify_records(header, iter(records))
    from_file = verify_lines(iter(to_lines(header, records)))

    assert from_records.ok
    # The same checks and counts, whichever way the export arrives.
    assert from_records.checks == from_file.checks


def test_the_export_lines_are_compact_sorted_json(game: RecordedGame) -> None:
    for line in export_lines(game, reveal_seed=True):
        assert line.endswith("\n")
        assert line.count("\n") == 1
        assert export_line(json.loads(line)) == line


def test_trailing_blank_lines_are_harmless(game: RecordedGame) -> None:
    assert verify_lines([*export_lines(game, reveal_seed=True), "\n", ""]).ok


def test_another_game_without_a_client_seed_verifies() -> None:
    """Long range, no ARO, an empty client seed: the dice and the replay still agree."""
    other = RecordedGame(client_seed="")
    other.add_trooper(ARIADNA, "hunter", bs=9)
    other.add_trooper(TOHAA, "target")
    other.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    other.run(ActivateTrooper(actor=ARIADNA, trooper="hunter", skill=shot(("target", 3, 30))))
    other.run(Resolve(actor=ARIADNA))
    other.run(Conclude(actor=ARIADNA))

    report = verify_lines(export_lines(other, reveal_seed=True))

    assert report.ok, report.render_text()
    assert report.check(CheckName.REPLAY).count == len(other.played)


def test_a_manual_dice_game_checks_server_draws_and_replays_entered_faces() -> None:
    game = RecordedGame(manual_dice=True)
    game.add_trooper(ARIADNA, "fennec", bs=12)
    game.add_trooper(TOHAA, "senku-a")
    game.run(StartTurn(actor=ARIADNA, player=ARIADNA))
    game.run(ActivateTrooper(actor=ARIADNA, trooper="fennec", skill=shot(("senku-a", 3, 15))))
    game.run(DeclareAro(actor=TOHAA, trooper="senku-a", skill=shot(("fennec", 1, 15))))
    # The Fennec's player rolled at the table; the Senku's die is left to the server.
    game.run(Resolve(actor=ARIADNA, dice=(EnteredDice("fennec:bs_attack>senku-a", (3, 14, 20)),)))
    header, records = export_records(game, reveal_seed=True)
    rolled = records[-1]
    assert rolled["type"] == "order_roll_made"
    assert len(rolled["data"]["draws"]) == 1
    assert tuple(rolled["data"]["draws"]) == derive_faces(
        game.seed, game.game_id, game.client_seed, rolled["version"], 1
    )

    for reveal_seed in (True, False):
        header, records = export_records(game, reveal_seed=reveal_seed)
        report = verify_records(header, records)
        assert report.ok, report.render_text()
