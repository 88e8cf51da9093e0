"""verify and a script written from the secrets guide alone derive each Classified Objectives draw
again from the revealed seed, and hold each drawn secret's reveal to its card (issue 26)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from service.audit.verify import CheckName, CheckStatus, verify_lines
from service.domain.classified import draw_cards
from service.domain.commands import (
    ORGANISER,
    ContributeEntropy,
    DrawClassified,
    EndGame,
    SecretOpening,
)
from service.domain.dice import DICE_V2
from service.domain.secrets import commitment
from tests.builders.export import (
    RecordedGame,
    export_records,
    rechain,
    to_lines,
    version_of,
)
from tests.builders.game import ARIADNA, TOHAA

SCRIPT = Path(__file__).parent / "scripts" / "derive_classified.py"
DECK = ("Telemetry", "Sabotage", "Extraction", "Data Scan", "HVT: Espionage", "Nexus")
SALT = "3c" * 32
SECRET_IDS = ("c-1", "c-2")


def game_with_draw(
    *, honest: bool, dice_v2: bool = False, **scenario: int
) -> tuple[RecordedGame, tuple[str, ...]]:
    """Tohaa draws two cards as the service does (or, dishonestly, commits two others); the
    end reveals them. Returns the game and the cards committed. A dice-v2 game takes both
    players' seeds first."""
    algorithm = DICE_V2 if dice_v2 else msgspec.UNSET
    game = RecordedGame(dice_algorithm=algorithm, **scenario)
    if dice_v2:
        game.run(ContributeEntropy(actor=ARIADNA, seed="a1" * 16))
        game.run(ContributeEntropy(actor=TOHAA, seed="0f" * 24))
    game.add_trooper(ARIADNA, "fennec")
    game.add_trooper(TOHAA, "senku-a")
    cards = draw_cards(game.roller, game.state.version + 1, DECK, len(SECRET_IDS))
    if not honest:
        cards = tuple(c for c in DECK if c not in cards)[: len(SECRET_IDS)]
    values = [{"kind": "classified_objective", "objective": c} for c in cards]
    game.run(
        DrawClassified(
            actor=TOHAA,
            deck=DECK,
            secret_ids=SECRET_IDS,
            commitments=tuple(commitment(SALT, v) for v in values),
        )
    )
    openings = tuple(
        SecretOpening(secret_id=s, secret=v, salt=SALT)
        for s, v in zip(SECRET_IDS, values, strict=True)
    )
    game.run(EndGame(actor=ORGANISER, reason="time", openings=openings))
    return game, cards


def run_script(tmp_path: Path, lines: list[str]) -> subprocess.CompletedProcess[str]:
    export = tmp_path / "game.ndjson"
    export.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-I", str(SCRIPT), str(export)],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )


@pytest.mark.parametrize("dice_v2", [False, True], ids=["dice-v1", "dice-v2"])
def test_an_honest_draw_verifies_and_the_outside_script_derives_the_same_cards(
    tmp_path: Path, dice_v2: bool
) -> None:
    game, cards = game_with_draw(honest=True, dice_v2=dice_v2)
    header, records = export_records(game, reveal_seed=True)
    report = verify_lines(to_lines(header, records))
    assert report.ok, report
    done = run_script(tmp_path, to_lines(header, records))
    expected = "".join(f"{s} {c} ok\n" for s, c in zip(SECRET_IDS, cards, strict=True))
    assert (done.returncode, done.stdout) == (0, expected), done.stderr


@pytest.mark.parametrize("dice_v2", [False, True], ids=["dice-v1", "dice-v2"])
def test_cards_other_than_the_seeds_are_caught_though_they_open_their_commitments(
    tmp_path: Path, dice_v2: bool
) -> None:
    game, cards = game_with_draw(honest=False, dice_v2=dice_v2)
    header, records = export_records(game, reveal_seed=True)
    report = verify_lines(to_lines(header, records))
    secrets = next(c for c in report.checks if c.name == CheckName.SECRETS)
    assert secrets.status == CheckStatus.FAILED
    assert f"reveals {cards[0]!r}, but the draw of version" in (
        secrets.problem.message if secrets.problem else ""
    )
    done = run_script(tmp_path, to_lines(header, records))
    assert done.returncode == 1, done.stdout
    assert [line.split()[-1] for line in done.stdout.splitlines()] == ["MISMATCH", "MISMATCH"]


def test_without_the_seed_the_draw_is_not_derived_and_nothing_fails() -> None:
    game, _ = game_with_draw(honest=False)
    header, records = export_records(game, reveal_seed=False)
    report = verify_lines(to_lines(header, records))
    secrets = next(c for c in report.checks if c.name == CheckName.SECRETS)
    assert secrets.status != CheckStatus.FAILED


TEN = (*DECK, "Test Run", "Follow Up", "Predictive Maneuvers", "HVT: Designation")


def drawn_and_ended(game: RecordedGame, draws: int, deck: tuple[str, ...]) -> None:
    """Tohaa draws one card ``draws`` times, each committed as the service commits it; the end
    opens them all."""
    openings = []
    for n in range(draws):
        (card,) = draw_cards(game.roller, game.state.version + 1, deck, 1)
        value = {"kind": "classified_objective", "objective": card}
        game.run(
            DrawClassified(
                actor=TOHAA,
                deck=deck,
                secret_ids=(f"d-{n}",),
                commitments=(commitment(SALT, value),),
            )
        )
        openings.append(SecretOpening(secret_id=f"d-{n}", secret=value, salt=SALT))
    game.run(EndGame(actor=ORGANISER, reason="time", openings=tuple(openings)))


def test_a_game_recorded_before_the_scenario_rule_verifies_as_it_was_played() -> None:
    """Four draws from a one-card deck: what the rule now refuses, played before it."""
    game = RecordedGame()
    game.add_trooper(TOHAA, "senku-a")
    drawn_and_ended(game, 4, ("Telemetry",))
    header, records = export_records(game, reveal_seed=True)
    assert "scenario_rule" not in records[0]["data"]
    assert verify_lines(to_lines(header, records)).ok


def test_a_game_under_the_scenario_rule_verifies() -> None:
    game = RecordedGame(scenario_rule=1, classified_objectives=1)
    game.add_trooper(TOHAA, "senku-a")
    drawn_and_ended(game, 1, TEN)
    header, records = export_records(game, reveal_seed=True)
    assert (records[0]["data"]["scenario_rule"], records[0]["data"]["classified_objectives"]) == (
        1,
        1,
    )
    assert verify_lines(to_lines(header, records)).ok


def test_a_second_draw_edited_into_a_game_under_the_rule_is_caught() -> None:
    """verify decides every command again, so a log made to hold a second draw fails it."""
    game = RecordedGame()
    game.add_trooper(TOHAA, "senku-a")
    drawn_and_ended(game, 2, TEN)
    header, records = export_records(game, reveal_seed=True)
    scenario = {"scenario_rule": 1, "classified_objectives": 1}
    records[0]["data"].update(scenario)
    records[0]["metadata"]["command"].update(scenario)

    report = verify_lines(to_lines(*rechain(header, records)))

    assert not report.ok
    assert report.problem is not None
    second = version_of(records, "classified_drawn", 1)
    assert (report.problem.check, report.problem.version) == (CheckName.REPLAY, second)
    assert "already drew" in report.problem.message
