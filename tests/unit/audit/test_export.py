"""The export builders, and what the verifier says of an export without events."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from service.audit.export import event_record, export_header, export_line, record_of
from service.audit.verify import CheckName, verify_lines
from service.domain.dice import ALGORITHM, seed_commitment
from service.rules.values import Edition
from service.store.chain import GENESIS_HASH, HASH_ALGORITHM, event_hash

GAME = uuid.UUID("0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b")
SEED = bytes(range(32))


def test_the_header_holds_the_seed_only_when_revealed() -> None:
    hidden = export_header(
        game_id=GAME,
        edition=Edition.CODEONE,
        seed_commitment=seed_commitment(SEED),
        client_seed="table-2",
        event_count=0,
        head_hash=GENESIS_HASH,
        service_version="1.2.3",
    )
    revealed = export_header(
        game_id=GAME,
        edition=Edition.CODEONE,
        seed_commitment=seed_commitment(SEED),
        client_seed="table-2",
        event_count=0,
        head_hash=GENESIS_HASH,
        service_version="1.2.3",
        seed=SEED,
    )

    assert "seed" not in hidden
    assert revealed == {**hidden, "seed": SEED.hex()}
    assert hidden == {
        "game_id": str(GAME),
        "edition": "CodeOne",
        "seed_commitment": seed_commitment(SEED),
        "client_seed": "table-2",
        "dice_algorithm": ALGORITHM,
        "hash_algorithm": HASH_ALGORITHM,
        "event_count": 0,
        "head_hash": GENESIS_HASH,
        "service_version": "1.2.3",
    }
    assert HASH_ALGORITHM == "sha256-chain-v1"


def test_a_line_is_compact_sorted_utf8_json_with_a_newline() -> None:
    line = export_line({"b": [1, {"é": "ü"}], "a": None})

    assert line == '{"a":null,"b":[1,{"é":"ü"}]}\n'


@dataclass(frozen=True)
class Stored:
    position: int
    game_id: uuid.UUID
    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at_str: str
    prev_hash: str
    hash: str
    blind: str | None = None


def test_a_stored_event_becomes_the_same_record() -> None:
    when = "2026-01-02T03:04:05.000006Z"
    data = {"reason": "fin"}
    this = event_hash(GENESIS_HASH, GAME, 1, "game_ended", data, when)
    stored = Stored(
        7, GAME, 1, "game_ended", data, {"actor": "organiser"}, when, GENESIS_HASH, this
    )

    record = record_of(stored)

    assert record == event_record(
        7, GAME, 1, "game_ended", data, {"actor": "organiser"}, when, GENESIS_HASH, this
    )
    assert record == {
        "position": 7,
        "game_id": str(GAME),
        "version": 1,
        "type": "game_ended",
        "data": data,
        "metadata": {"actor": "organiser"},
        "recorded_at": when,
        "prev_hash": GENESIS_HASH,
        "hash": this,
    }


def test_an_export_without_events_is_a_problem() -> None:
    header = export_header(
        game_id=GAME,
        edition=Edition.N5,
        seed_commitment=seed_commitment(SEED),
        client_seed="",
        event_count=0,
        head_hash=GENESIS_HASH,
        service_version="1.2.3",
    )

    report = verify_lines([export_line(header)])

    assert not report.ok
    assert report.problem is not None
    assert report.problem.check is CheckName.FORMAT
    assert "no events" in report.problem.message
