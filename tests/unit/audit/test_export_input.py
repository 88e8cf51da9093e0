"""What an export may hold besides what the checks re-derive: metadata of a fixed set of keys,
times that never run backwards, and lines that are an export at all.

`infinity-ledger verify` reports a mismatch (exit 1) for the first two, and a file that is not
an export (its header cannot be read, however it fails) as unreadable (exit 2), never with a
traceback.
"""

from __future__ import annotations

import copy
import io
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from service.audit.cli import verify_file
from service.audit.verify import CheckName, VerificationReport, verify_lines
from service.store.chain import format_recorded_at
from tests.builders.export import (
    FIRST_RECORDED_AT,
    RecordedGame,
    export_records,
    play_short_game,
    rechain,
    to_lines,
    version_of,
)

Records = tuple[dict[str, Any], list[dict[str, Any]]]


@cache
def _game() -> RecordedGame:
    return play_short_game()


def exported() -> Records:
    return copy.deepcopy(export_records(_game(), reveal_seed=True))


def record_at(records: list[dict[str, Any]], version: int) -> dict[str, Any]:
    return next(r for r in records if r["version"] == version)


def first_problem(report: VerificationReport) -> tuple[CheckName, int | None, str]:
    assert not report.ok
    assert report.problem is not None
    return report.problem.check, report.problem.version, report.problem.message


def verify_file_text(tmp_path: Path, content: str | bytes) -> tuple[int, str]:
    path = tmp_path / "export.ndjson"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    out = io.StringIO()
    return verify_file(path, out), out.getvalue()


# --- metadata ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("token", "fake-token-looking-value"),
        ("note", "<script>alert(document.cookie)</script>"),
        ("seed", "00" * 32),
    ],
)
def test_a_metadata_key_the_service_never_writes_is_a_mismatch(
    tmp_path: Path, key: str, value: str
) -> None:
    header, records = exported()
    version = version_of(records, "turn_started")
    record_at(records, version)["metadata"][key] = value
    lines = to_lines(header, records)

    check, found_at, message = first_problem(verify_lines(lines))

    assert (check, found_at) == (CheckName.FORMAT, version)
    assert key in message
    code, text = verify_file_text(tmp_path, "".join(lines))
    assert code == 1, text
    assert value not in text  # the report names the key, never echoes what it holds


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("actor", 7),
        ("actor", ["ariadna"]),
        ("causation_id", 12),
        ("causation_id", "<script>alert(1)</script>"),
        ("command", "end_turn"),
        ("idempotency_key", {"key": "turn-1"}),
    ],
)
def test_a_metadata_value_of_the_wrong_kind_is_a_mismatch(key: str, value: Any) -> None:
    header, records = exported()
    version = version_of(records, "trooper_added")
    record_at(records, version)["metadata"][key] = value

    check, found_at, message = first_problem(verify_lines(to_lines(header, records)))

    assert (check, found_at) == (CheckName.FORMAT, version)
    assert key in message


def test_the_metadata_of_older_exports_still_verifies() -> None:
    # Logs written before idempotency keys were sealed carry them in metadata; the game
    # builder writes them like those logs did.
    header, records = exported()
    assert any("idempotency_key" in r["metadata"] for r in records)

    assert verify_lines(to_lines(header, records)).ok


# --- times -------------------------------------------------------------------------------------


def test_a_time_running_backwards_is_a_mismatch_even_when_rehashed(tmp_path: Path) -> None:
    header, records = exported()
    version = version_of(records, "turn_started")
    before = record_at(records, version - 1)["recorded_at"]
    record_at(records, version)["recorded_at"] = format_recorded_at(FIRST_RECORDED_AT)
    assert record_at(records, version)["recorded_at"] < before
    header, records = rechain(header, records)
    lines = to_lines(header, records)

    check, found_at, message = first_problem(verify_lines(lines))

    assert (check, found_at) == (CheckName.FORMAT, version)
    assert "before" in message
    assert verify_file_text(tmp_path, "".join(lines))[0] == 1


def test_events_of_one_moment_are_in_order() -> None:
    # One command's events share one recorded_at; equal times are not backwards.
    header, records = exported()
    times = [r["recorded_at"] for r in records]
    assert len(set(times)) < len(times)

    assert verify_lines(to_lines(header, records)).ok


# --- what is not an export at all ---------------------------------------------------------------


NOT_EXPORTS: dict[str, str | bytes] = {
    "2,000 nested brackets": "[" * 2000 + "]" * 2000 + "\n",
    "2,000 nested objects": '{"a":' * 2000 + "1" + "}" * 2000 + "\n",
    "a number of 5,000 digits": "1" * 5000 + "\n",
    "a header with a 5,000-digit count": (
        '{"client_seed":"","dice_algorithm":"dice-v1","edition":"N5","event_count":'
        + "9" * 5000
        + ',"game_id":"5f0c6f43-7c1e-4d59-9a43-0c8d7e2b9a11","hash_algorithm":"sha256-chain-v1",'
        '"head_hash":"00","seed_commitment":null,"service_version":"0"}\n'
    ),
    "an array": "[1, 2]\n",
    "a string": '"export"\n',
    "null": "null\n",
    "Infinity": "Infinity\n",
    "empty": "",
    "only blank lines": "\n\n",
    "bad UTF-8 in the header": b'{"game_id": "\xff\xfe"}\n',
}


@pytest.mark.parametrize("content", NOT_EXPORTS.values(), ids=NOT_EXPORTS.keys())
def test_a_file_that_is_not_an_export_is_unreadable(tmp_path: Path, content: str | bytes) -> None:
    code, text = verify_file_text(tmp_path, content)

    assert code == 2, text
    assert "Traceback" not in text


NOT_EXPORT_TEXTS = {why: text for why, text in NOT_EXPORTS.items() if isinstance(text, str)}
"""The lines the verifier is handed; bytes never reach it: the file is decoded first (the test
above reads them as a file)."""


@pytest.mark.parametrize("content", NOT_EXPORT_TEXTS.values(), ids=NOT_EXPORT_TEXTS.keys())
def test_the_verifier_reports_what_is_not_an_export_as_unreadable(content: str) -> None:
    report = verify_lines(content.splitlines(keepends=True))

    assert not report.ok
    assert not report.readable


BROKEN_EVENT_DATA: dict[str, str] = {
    "nested 2,000 deep": "[" * 2000 + "]" * 2000,
    "a number of 5,000 digits": "1" * 5000,
    "an infinite number": "1e999",
    "a lone surrogate": '"\\ud800"',
    "the NUL character": '"a\\u0000b"',
}


@pytest.mark.parametrize("value", BROKEN_EVENT_DATA.values(), ids=BROKEN_EVENT_DATA.keys())
def test_an_event_line_that_cannot_be_read_stops_the_checks_there(
    tmp_path: Path, value: str
) -> None:
    header, records = exported()
    lines = to_lines(header, records)
    # Event lines start with their data (keys are sorted): put the value in the data object.
    lines[3] = lines[3].replace('{"data":{', '{"data":{"x":' + value + ",", 1)

    report = verify_lines(lines)

    assert report.readable
    assert report.problem is not None
    assert report.problem.check is CheckName.FORMAT
    assert report.problem.line == 4
    code, text = verify_file_text(tmp_path, "".join(lines))
    assert code == 1, text
    assert "Traceback" not in text


def test_an_escaped_backslash_before_u_is_not_an_escape() -> None:
    # `\\ud800` in JSON is a backslash followed by the letters "ud800": nothing to refuse.
    header, records = exported()
    added = record_at(records, version_of(records, "trooper_added"))
    added["data"]["trooper"]["name"] = added["metadata"]["command"]["name"] = "\\ud800 \\u0000"
    header, records = rechain(header, records)

    assert verify_lines(to_lines(header, records)).ok
