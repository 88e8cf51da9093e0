"""A tournament's audit export, verified offline: `infinity-ledger verify` and an outside script
written from its guide alone (hashlib and hmac) derive every pairing again from the revealed
seed, through a bye, a drop, a late join, a ruling and a round voided and paired again; every
counted result is held to its game's final score and every standing to the events. What a
dishonest service could change, with its own signing key even, is caught."""

from __future__ import annotations

import copy
import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from service.application.audit.use_case import Audit
from service.application.games.use_case import Games
from service.application.tournaments.exports import TournamentAudit
from service.application.tournaments.use_case import Tournaments
from service.application.visibility.concealment import Concealer
from service.audit.cli import verify_file
from service.audit.export import export_line, signed_header
from service.domain.commands import ORGANISER
from service.domain.tournament import RuleResult, SeatResult, VoidRound
from service.keyring import Keyring
from service.signing import SigningKey
from service.store.chain import event_hash
from tests.builders.tournament import TournamentRun, nothing
from tests.unit.application.fakes import FakeStorage
from tests.unit.application.playing import thread_workers
from tests.unit.application.tournament_fakes import FakeTournamentStorage

SCRIPTS = Path(__file__).parent / "scripts"
SIGNER = SigningKey.generate()


async def played_tournament() -> tuple[list[str], str]:
    """A whole tournament's export lines, and the tournament's id."""
    keyring = Keyring.generate()
    storage = FakeStorage(keyring)
    games = Games(storage, keyring)
    rows = FakeTournamentStorage(storage)
    tournaments = Tournaments(rows, games, keyring)
    run = TournamentRun(tournaments, games)
    await run.create(3)
    await run.register("ana", "bo", "cy", "di", "ed", "fu", "gil")
    await run.pair()  # seven: gil, last registered, has the bye
    for n, table in enumerate(await run.tables()):
        await run.play(table, (n + 5, n))
    await run.drop("fu", "train home")
    await run.register("hal")  # a late join
    await run.pair()
    first, *rest = await run.tables()
    scores = tuple(
        SeatResult(player=p, objective_points=4, victory_points=0) for p in first.players
    )
    await tournaments.rule(
        run.organiser,
        RuleResult(actor=ORGANISER, round=2, table=1, scores=scores, reason="a no-show"),
        idempotency=None,
        respond=nothing,
    )
    for table in rest:
        await run.play(table, (6, 6))
    await run.pair()
    absent = (await run.tables())[0].players[1]
    await run.drop(absent, "gone")
    await tournaments.void(
        run.organiser,
        VoidRound(actor=ORGANISER, round=3, reason=f"{absent} gone"),
        idempotency=None,
        respond=nothing,
    )
    await run.pair()
    for n, table in enumerate(await run.tables()):
        await run.play(table, (n, 3))
    assert (await run.state()).ended is not None
    audit = Audit(storage, thread_workers(), SIGNER)
    concealer = Concealer(games, storage, keyring)
    exports = TournamentAudit(tournaments, audit, concealer, rows, thread_workers())
    text = "".join([chunk async for chunk in exports.export(run.tournament_id)])
    return text.splitlines(), str(run.tournament_id)


@pytest.fixture(scope="module")
async def exported() -> tuple[list[str], str]:
    return await played_tournament()


def verified(lines: list[str], tmp_path: Path) -> tuple[int, str]:
    path = tmp_path / "tournament.ndjson"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    out = tmp_path / "report.txt"
    summaries: list[str] = []
    with out.open("w", encoding="utf-8") as report:
        code = verify_file(path, report, summarise=summaries.append)
    return code, out.read_text(encoding="utf-8") + "".join(summaries)


def outside(lines: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "outside.ndjson"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-I", str(SCRIPTS / "derive_pairings.py"), str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def split(
    lines: list[str], tournament: str
) -> tuple[dict[str, Any], list[dict[str, Any]], list[str]]:
    header = json.loads(lines[0])
    events = []
    index = 1
    while index < len(lines):
        record = json.loads(lines[index])
        if record.get("game_id") != tournament or "version" not in record:
            break
        events.append(record)
        index += 1
    return header, events, lines[index:]


def rewritten(
    header: dict[str, Any], events: list[dict[str, Any]], games: list[str], key: SigningKey
) -> list[str]:
    """The tournament's events chained again and its header signed again with ``key``: what a
    service that changed its log would write."""
    prev = "0" * 64
    for event in events:
        event["prev_hash"] = prev
        event["hash"] = event_hash(
            prev,
            event["game_id"],
            event["version"],
            event["type"],
            event["data"],
            event["recorded_at"],
            event.get("blind"),
        )
        prev = event["hash"]
    lines = [export_line(e).rstrip("\n") for e in events]
    unsigned = {k: v for k, v in header.items() if k not in ("signature", "events_sha256")}
    unsigned["head_hash"] = prev
    body = "".join(line + "\n" for line in lines)
    signed = signed_header(unsigned, hashlib.sha256(body.encode()).hexdigest(), key)
    return [export_line(signed).rstrip("\n"), *lines, *games]


def test_verify_checks_the_tournament_end_to_end(
    exported: tuple[list[str], str], tmp_path: Path
) -> None:
    lines, tournament = exported
    code, report = verified(lines, tmp_path)
    assert code == 0, report
    assert f"Audit of tournament {tournament}: OK" in report
    header = json.loads(lines[0])
    # Four pairings derived (round 3 twice), every game verified, every result held.
    assert "4 pairings" in report
    assert f"{len(header['games'])} games verified" in report
    assert report.count("Audit of game ") == len(header["games"])
    summary = report[report.index("Summary") :].splitlines()
    assert [line.split() for line in summary[5:]] == [
        ["tournaments", "1"],
        ["pairings", "re-derived", "4"],
        ["result", "OK"],
    ]


def test_an_outside_script_derives_every_pairing_from_the_readme(
    exported: tuple[list[str], str], tmp_path: Path
) -> None:
    lines, _ = exported
    done = outside(lines, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines() == [
        "round 1 attempt 1 ok",
        "round 2 attempt 1 ok",
        "round 3 attempt 1 ok",
        "round 3 attempt 2 ok",
        "standings ok",
    ]


def test_a_pairing_the_seed_does_not_give_is_caught(
    exported: tuple[list[str], str], tmp_path: Path
) -> None:
    lines, tournament = exported
    header, events, games = split(copy.deepcopy(lines), tournament)
    paired = next(e for e in events if e["type"] == "round_paired" and e["data"]["round"] == 2)
    tables = paired["data"]["tables"]
    # Two players swapped between the first two tables, signed by a key of the service's own.
    tables[0]["players"][1], tables[1]["players"][1] = (
        tables[1]["players"][1],
        tables[0]["players"][1],
    )
    forged = rewritten(header, events, games, SIGNER)
    code, report = verified(forged, tmp_path)
    assert code == 1
    assert "its pairing does not follow from the seed" in report
    done = outside(forged, tmp_path)
    assert done.returncode == 1
    assert "round 2 attempt 1 MISMATCH" in done.stdout


def test_a_result_its_game_did_not_give_is_caught(
    exported: tuple[list[str], str], tmp_path: Path
) -> None:
    lines, tournament = exported
    header, events, games = split(copy.deepcopy(lines), tournament)
    counted = [e for e in events if e["type"] == "result_counted"][-1]
    # The last result and the command it records both changed: it decides again as recorded
    # (no later pairing is ranked on it), but it is not the game's score.
    counted["data"]["scores"][0]["objective_points"] += 1
    command = next(
        e
        for e in events
        if e["metadata"].get("causation_id") == counted["metadata"]["causation_id"]
    )["metadata"]["command"]
    command["scores"][0]["objective_points"] += 1
    points = [s["objective_points"] for s in counted["data"]["scores"]]
    for seat, own, other in zip(counted["data"]["scores"], points, reversed(points), strict=True):
        margin = own - other
        seat["tournament_points"] = (
            3 if margin >= 5 else 2 if margin > 0 else 1 if margin == 0 else 0
        )
    code, report = verified(rewritten(header, events, games, SIGNER), tmp_path)
    assert code == 1
    assert "is not game" in report


def test_standings_that_do_not_add_up_are_caught(
    exported: tuple[list[str], str], tmp_path: Path
) -> None:
    lines, tournament = exported
    header, events, games = split(copy.deepcopy(lines), tournament)
    header["standings"][0]["tournament_points"] += 1
    code, report = verified(rewritten(header, events, games, SIGNER), tmp_path)
    assert code == 1
    assert "standings are not what the events add up to" in report
    # And changed after the signature, the signature says so first.
    unsigned = copy.deepcopy(lines)
    changed = json.loads(unsigned[0])
    changed["standings"][0]["victory_points"] += 1
    unsigned[0] = export_line(changed).rstrip("\n")
    code, report = verified(unsigned, tmp_path)
    assert code == 1
    assert "signature does not hold" in report


def test_a_game_left_out_is_caught(exported: tuple[list[str], str], tmp_path: Path) -> None:
    lines, tournament = exported
    _, events, games = split(copy.deepcopy(lines), tournament)
    first_game_end = next(
        i for i, line in enumerate(games[1:], start=1) if '"dice_algorithm"' in line
    )
    code, report = verified([*lines[: len(events) + 1], *games[first_game_end:]], tmp_path)
    assert code == 1
    assert "games" in report
