"""The whole audit of one dice-v2 game by the scripts written from the guides alone (issue 26,
point 5: "an outside script written from the README alone can do the same"): the game has the
players' seeds, dice, a Classified Objectives draw and secrets revealed at its end, and the
three scripts together re-derive every die, every card and check every reveal and the header's
list of commitments. They import nothing of the service and run isolated (``-I``)."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from service.audit.verify import verify_lines
from service.domain.classified import draw_cards
from service.domain.commands import (
    ORGANISER,
    CommitSecret,
    ContributeEntropy,
    DrawClassified,
    EndGame,
    FreeRoll,
    FreeRollSide,
    SecretOpening,
)
from service.domain.dice import DICE_V2
from service.domain.secrets import commitment
from tests.builders.export import RecordedGame, export_records, rechain, to_lines
from tests.builders.game import ARIADNA, TOHAA
from tests.unit.audit.outside_verifier import dice_problems

SCRIPTS = Path(__file__).parent / "scripts"
DECK = ("Telemetry", "Sabotage", "Extraction", "Data Scan", "HVT: Espionage", "Nexus")
SALT = "7e" * 32
CAMOUFLAGE = {"kind": "camouflage", "trooper": "fennec"}


def whole_game() -> tuple[RecordedGame, tuple[str, ...]]:
    game = RecordedGame(dice_algorithm=DICE_V2)
    game.run(ContributeEntropy(actor=ARIADNA, seed="c4" * 16))
    game.run(ContributeEntropy(actor=TOHAA, seed="19" * 30))
    game.add_trooper(ARIADNA, "fennec")
    game.add_trooper(TOHAA, "senku-a")
    game.run(
        CommitSecret(
            actor=ARIADNA,
            secret_id="camo",
            kind="camouflage",
            marker=1,
            commitment=commitment(SALT, CAMOUFLAGE),
            held_by="server",
        )
    )
    cards = draw_cards(game.roller, game.state.version + 1, DECK, 2)
    objectives = [{"kind": "classified_objective", "objective": card} for card in cards]
    game.run(
        DrawClassified(
            actor=TOHAA,
            deck=DECK,
            secret_ids=("c-1", "c-2"),
            commitments=tuple(commitment(SALT, o) for o in objectives),
        )
    )
    game.run(
        FreeRoll(
            actor=TOHAA,
            kind="face_to_face",
            label="Discover against the camouflaged marker",
            sides=(
                FreeRollSide(name="senku-a", attribute=13, burst=2),
                FreeRollSide(name="fennec", attribute=12),
            ),
        )
    )
    openings = (
        SecretOpening(secret_id="camo", secret=CAMOUFLAGE, salt=SALT),
        *(
            SecretOpening(secret_id=s, secret=o, salt=SALT)
            for s, o in zip(("c-1", "c-2"), objectives, strict=True)
        ),
    )
    game.run(EndGame(actor=ORGANISER, reason="time", openings=openings))
    return game, cards


@pytest.fixture(scope="module")
def exported() -> tuple[dict[str, Any], list[dict[str, Any]], tuple[str, ...]]:
    game, cards = whole_game()
    header, records = export_records(game, reveal_seed=True)
    return header, records, cards


def run(tmp_path: Path, script: str, lines: list[str]) -> subprocess.CompletedProcess[str]:
    export = tmp_path / "game.ndjson"
    export.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-I", str(SCRIPTS / script), str(export)],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )


def test_the_scripts_audit_the_whole_game_as_verify_does(
    tmp_path: Path, exported: tuple[dict[str, Any], list[dict[str, Any]], tuple[str, ...]]
) -> None:
    header, records, cards = exported
    lines = to_lines(header, records)
    assert verify_lines(lines).ok
    # The export holds what the audit is about: seeds, dice, a draw and three reveals.
    assert [entry["status"] for entry in header["player_seeds"]] == ["contributed"] * 2
    assert sum(len(r["data"].get("draws", ())) for r in records) > 0
    assert [r["type"] for r in records].count("secret_revealed") == 3
    assert dice_problems(lines) == []
    reveals = run(tmp_path, "check_reveals.py", lines)
    assert (reveals.returncode, reveals.stdout) == (0, "camo ok\nc-1 ok\nc-2 ok\n"), reveals.stderr
    draws = run(tmp_path, "derive_classified.py", lines)
    expected = f"c-1 {cards[0]} ok\nc-2 {cards[1]} ok\n"
    assert (draws.returncode, draws.stdout) == (0, expected), draws.stderr


@pytest.mark.parametrize(
    ("key", "value"),
    [("commitment", "0" * 64), ("marker", 2), ("revealed_version", None), ("owner", TOHAA)],
)
def test_the_script_catches_an_edited_header_commitment(
    tmp_path: Path,
    exported: tuple[dict[str, Any], list[dict[str, Any]], tuple[str, ...]],
    key: str,
    value: Any,
) -> None:
    header, records, _ = copy.deepcopy(exported)
    header["secrets"][0][key] = value
    lines = to_lines(*rechain(header, records))
    assert not verify_lines(lines).ok
    done = run(tmp_path, "check_reveals.py", lines)
    assert (done.returncode, done.stdout.splitlines()[-1]) == (1, "header secrets MISMATCH")


def test_the_script_catches_a_commitment_left_out_of_the_header(
    tmp_path: Path, exported: tuple[dict[str, Any], list[dict[str, Any]], tuple[str, ...]]
) -> None:
    header, records, _ = copy.deepcopy(exported)
    del header["secrets"][1]
    done = run(tmp_path, "check_reveals.py", to_lines(*rechain(header, records)))
    assert (done.returncode, done.stdout.splitlines()[-1]) == (1, "header secrets MISMATCH")
