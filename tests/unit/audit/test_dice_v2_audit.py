"""A dice-v2 game's export lists each player's seed; verify (and an outside script written
from the dice guide alone) re-derives every die from the server seed and the players' seeds, and an
edited seed fails (issue 26, point 5)."""

from __future__ import annotations

import copy
import json

import pytest

from service.audit.verify import CheckName, CheckStatus, verify_lines
from service.domain.dice import DICE_V2
from tests.builders.export import (
    RecordedGame,
    export_records,
    play_short_game,
    rechain,
    to_lines,
)
from tests.builders.game import ARIADNA, TOHAA
from tests.unit.audit.outside_verifier import dice_problems

SEEDS = {TOHAA: "5e" * 20, ARIADNA: "0123456789abcdef" * 2}
"""Sent Tohaa first: the header and the mix still take them in the game's player order."""


@pytest.fixture(scope="module")
def game() -> RecordedGame:
    return play_short_game(dice_algorithm=DICE_V2, entropy=SEEDS)


def test_the_header_lists_every_players_seed_in_player_order(game: RecordedGame) -> None:
    header, _ = export_records(game, reveal_seed=True)
    assert header["dice_algorithm"] == "dice-v2"
    assert header["player_seeds"] == [
        {"player": ARIADNA, "seed": SEEDS[ARIADNA], "status": "contributed"},
        {"player": TOHAA, "seed": SEEDS[TOHAA], "status": "contributed"},
    ]


def test_a_dice_v2_export_verifies_and_every_die_is_re_derived(game: RecordedGame) -> None:
    header, records = export_records(game, reveal_seed=True)
    report = verify_lines(to_lines(header, records))
    assert report.ok, report.problem
    drawn = sum(len(r["data"].get("draws", ())) for r in records)
    assert drawn > 0
    assert report.check(CheckName.DICE).count == drawn
    assert report.check(CheckName.REPLAY).status is CheckStatus.PASSED


def test_the_outside_verifier_re_derives_every_die(game: RecordedGame) -> None:
    header, records = export_records(game, reveal_seed=True)
    assert dice_problems(to_lines(header, records)) == []


def test_a_players_seed_edited_in_the_header_fails_verify(game: RecordedGame) -> None:
    header, records = export_records(game, reveal_seed=True)
    edited = copy.deepcopy(header)
    edited["player_seeds"][0]["seed"] = "ff" * 16
    report = verify_lines(to_lines(edited, records))
    assert not report.ok
    assert report.check(CheckName.SEED).status is CheckStatus.FAILED
    assert report.check(CheckName.DICE).status is CheckStatus.FAILED
    assert dice_problems(to_lines(edited, records))


def test_a_seed_edited_in_the_log_and_the_header_alike_fails_on_the_dice(
    game: RecordedGame,
) -> None:
    header, records = export_records(game, reveal_seed=True)
    records = json.loads(json.dumps(records))
    [sent] = [
        r for r in records if r["type"] == "entropy_contributed" and r["data"]["player"] == TOHAA
    ]
    sent["data"]["seed"] = "77" * 16
    edited = copy.deepcopy(header)
    edited["player_seeds"][1]["seed"] = "77" * 16
    edited, records = rechain(edited, records)
    report = verify_lines(to_lines(edited, records))
    assert report.check(CheckName.CHAIN).status is CheckStatus.PASSED
    assert report.check(CheckName.SEED).status is CheckStatus.PASSED
    assert report.check(CheckName.DICE).status is CheckStatus.FAILED
    assert dice_problems(to_lines(edited, records))


def test_seeds_recorded_empty_are_marked_and_mixed_in_as_empty() -> None:
    game = play_short_game(dice_algorithm=DICE_V2, entropy={TOHAA: SEEDS[TOHAA]}, waive=True)
    header, records = export_records(game, reveal_seed=True)
    assert header["player_seeds"][0] == {"player": ARIADNA, "seed": "", "status": "waived"}
    assert verify_lines(to_lines(header, records)).ok
    assert dice_problems(to_lines(header, records)) == []


def test_a_dice_v1_header_is_written_as_before_dice_v2() -> None:
    header, records = export_records(play_short_game(), reveal_seed=True)
    assert header["dice_algorithm"] == "dice-v1"
    assert "player_seeds" not in header
    assert dice_problems(to_lines(header, records)) == []
