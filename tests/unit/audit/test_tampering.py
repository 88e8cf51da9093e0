"""Tampered exports are caught, and the report names the version where they go wrong."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.audit.export import export_line
from service.audit.verify import (
    CheckName,
    CheckStatus,
    VerificationReport,
    verify_lines,
    verify_records,
)
from service.domain.dice import seed_commitment
from service.store.chain import canonical_json
from tests.builders.export import (
    OTHER_SEED,
    RecordedGame,
    export_records,
    play_short_game,
    rechain,
    to_lines,
    version_of,
)

Records = tuple[dict[str, Any], list[dict[str, Any]]]
DATA_START = len('{"data":')
"""Keys are sorted, so every event line starts with its data."""


@cache
def _game() -> RecordedGame:
    return play_short_game()


def exported(*, reveal_seed: bool) -> Records:
    """A fresh copy each time, so a test can edit it freely."""
    return copy.deepcopy(export_records(_game(), reveal_seed=reveal_seed))


def verify(header: dict[str, Any], records: list[dict[str, Any]]) -> VerificationReport:
    return verify_lines(to_lines(header, records))


def first_problem(report: VerificationReport) -> tuple[CheckName, int | None]:
    assert not report.ok
    assert report.problem is not None
    return report.problem.check, report.problem.version


def record_at(records: list[dict[str, Any]], version: int) -> dict[str, Any]:
    return next(r for r in records if r["version"] == version)


# --- one changed character -------------------------------------------------------------------


@pytest.mark.parametrize("reveal_seed", [True, False])
def test_a_changed_die_face_is_caught_at_its_version(reveal_seed: bool) -> None:
    header, records = exported(reveal_seed=reveal_seed)
    version = version_of(records, "order_roll_made")
    lines = to_lines(header, records)
    line = lines[version]
    at = line.index('"draws":[') + len('"draws":[')
    digit = line[at]
    changed = line[:at] + str(int(digit) % 9 + 1) + line[at + 1 :]
    lines[version] = changed

    report = verify_lines(lines)

    assert first_problem(report) == (CheckName.CHAIN, version)
    assert report.problem is not None
    assert report.problem.line == version + 1
    assert "hash" in report.problem.message
    assert f"version {version}" in report.render_text()
    # The replay, checked on its own, trips over the same event.
    replay = report.check(CheckName.REPLAY).problem
    assert replay is not None
    assert replay.version == version


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_any_changed_character_in_an_events_data_is_caught(data: st.DataObject) -> None:
    header, records = exported(reveal_seed=True)
    lines = to_lines(header, records)
    index = data.draw(st.integers(min_value=1, max_value=len(records)), label="line index")
    line = lines[index]
    body = canonical_json(records[index - 1]["data"])
    assert line[DATA_START : DATA_START + len(body)] == body
    at = data.draw(st.integers(DATA_START, DATA_START + len(body) - 1), label="position")
    replacement = data.draw(
        st.characters(min_codepoint=32, max_codepoint=0x17F).filter(lambda c: c != line[at]),
        label="replacement",
    )
    lines[index] = line[:at] + replacement + line[at + 1 :]

    report = verify_lines(lines)

    assert not report.ok
    assert report.problem is not None
    # Either the line no longer reads as a record, or the version it claims is named.
    assert report.problem.line == index + 1
    assert report.problem.version in (None, records[index - 1]["version"])


# --- hashes and lines ------------------------------------------------------------------------


def test_a_changed_hash_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "saving_rolls_made")
    record = record_at(records, version)
    record["hash"] = record["hash"][:-1] + ("0" if record["hash"][-1] != "0" else "1")

    report = verify(header, records)

    assert first_problem(report) == (CheckName.CHAIN, version)
    assert report.problem is not None
    assert "hash" in report.problem.message
    assert report.check(CheckName.CHAIN).count == version - 1


def test_a_changed_prev_hash_is_caught() -> None:
    header, records = exported(reveal_seed=False)
    version = version_of(records, "guts_roll_made")
    record = record_at(records, version)
    record["prev_hash"] = "f" * 64

    report = verify(header, records)

    assert first_problem(report) == (CheckName.CHAIN, version)
    assert report.problem is not None
    assert "prev_hash" in report.problem.message


@pytest.mark.parametrize("event_type", ["game_created", "order_roll_made", "trooper_wounded"])
def test_a_removed_line_is_caught_naming_the_missing_version(event_type: str) -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, event_type)
    kept = [r for r in records if r["version"] != version]

    report = verify(header, kept)

    assert first_problem(report) == (CheckName.FORMAT, version)
    assert report.problem is not None
    assert f"version {version} is missing" in report.problem.message
    chain = report.check(CheckName.CHAIN)
    assert chain.status is CheckStatus.FAILED
    assert chain.problem is not None
    assert chain.problem.version == version


def test_a_removed_last_line_is_caught_by_the_header_count() -> None:
    header, records = exported(reveal_seed=True)

    report = verify(header, records[:-1])

    assert first_problem(report) == (CheckName.FORMAT, None)
    assert report.problem is not None
    assert f"the header counts {len(records)} events" in report.problem.message


def test_a_repeated_line_is_caught() -> None:
    header, records = exported(reveal_seed=False)
    version = version_of(records, "resolution_began")
    doubled = [*records[:version], records[version - 1], *records[version:]]

    report = verify(header, doubled)

    assert first_problem(report) == (CheckName.FORMAT, version + 1)


def test_a_wrong_head_hash_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    header["head_hash"] = records[-2]["hash"]

    report = verify(header, records)

    assert first_problem(report) == (CheckName.FORMAT, None)
    assert report.problem is not None
    assert "head_hash" in report.problem.message


def test_an_event_of_another_game_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "turn_started")
    record_at(records, version)["game_id"] = "00000000-0000-4000-8000-000000000000"

    assert first_problem(verify(header, records)) == (CheckName.FORMAT, version)


def test_positions_must_increase() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "turn_ended")
    record_at(records, version)["position"] = record_at(records, version - 1)["position"]

    assert first_problem(verify(header, records)) == (CheckName.FORMAT, version)


# --- the seed --------------------------------------------------------------------------------


def test_a_wrong_revealed_seed_is_caught_by_its_commitment() -> None:
    header, records = exported(reveal_seed=True)
    header["seed"] = OTHER_SEED.hex()

    report = verify(header, records)

    assert first_problem(report) == (CheckName.SEED, None)
    assert report.problem is not None
    assert "sha256" in report.problem.message
    assert report.check(CheckName.DICE).status is CheckStatus.NOT_CHECKED
    # The recorded outcomes are still checked against the recorded dice.
    assert report.check(CheckName.REPLAY).status is CheckStatus.PASSED


def test_a_forged_seed_with_a_forged_commitment_is_caught_by_game_created() -> None:
    header, records = exported(reveal_seed=True)
    header["seed"] = OTHER_SEED.hex()
    header["seed_commitment"] = seed_commitment(OTHER_SEED)

    report = verify(header, records)

    assert first_problem(report) == (CheckName.SEED, 1)
    assert report.check(CheckName.DICE).status is CheckStatus.FAILED


def test_a_changed_client_seed_is_caught() -> None:
    header, records = exported(reveal_seed=False)
    header["client_seed"] = "another-table"

    assert first_problem(verify(header, records)) == (CheckName.SEED, 1)


# --- consistent re-hashing: the chain holds, the dice and the rules do not --------------------


def _change_first_draw(records: list[dict[str, Any]], version: int) -> int:
    data = record_at(records, version)["data"]
    face: int = data["draws"][0]
    data["draws"][0] = face % 20 + 1
    return face


def test_a_rehashed_die_is_caught_by_the_dice_with_the_seed() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "order_roll_made")
    face = _change_first_draw(records, version)

    report = verify(*rechain(header, records))

    assert report.check(CheckName.CHAIN).status is CheckStatus.PASSED
    assert first_problem(report) == (CheckName.DICE, version)
    assert report.problem is not None
    assert report.problem.message == (
        f"order_roll_made: draws[0] recorded {face % 20 + 1}, dice-v1 gives {face}"
    )
    assert report.check(CheckName.REPLAY).status is CheckStatus.FAILED


def test_a_rehashed_die_is_caught_by_the_replay_without_the_seed() -> None:
    header, records = exported(reveal_seed=False)
    version = version_of(records, "order_roll_made")
    _change_first_draw(records, version)

    report = verify(*rechain(header, records))

    assert report.check(CheckName.CHAIN).status is CheckStatus.PASSED
    assert first_problem(report) == (CheckName.REPLAY, version)
    assert report.problem is not None
    assert report.problem.message.startswith("order_roll_made: roll.sides[0].dice[0].")


def test_a_rehashed_save_die_is_caught_by_the_replay_without_the_seed() -> None:
    header, records = exported(reveal_seed=False)
    version = version_of(records, "saving_rolls_made")
    _change_first_draw(records, version)

    report = verify(*rechain(header, records))

    assert first_problem(report) == (CheckName.REPLAY, version)


def test_a_rehashed_cancellation_is_named_field_by_field() -> None:
    header, records = exported(reveal_seed=False)
    version = version_of(records, "order_roll_made")
    die = record_at(records, version)["data"]["roll"]["sides"][0]["dice"][1]
    truth = die["cancelled"]
    die["cancelled"] = not truth

    report = verify(*rechain(header, records))

    assert first_problem(report) == (CheckName.REPLAY, version)
    assert report.problem is not None
    assert report.problem.message == (
        f"order_roll_made: roll.sides[0].dice[1].cancelled recorded "
        f"{json.dumps(not truth)}, rules say {json.dumps(truth)}"
    )


def test_a_rehashed_wound_state_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "trooper_wounded")
    record_at(records, version)["data"]["state"] = "dead"

    report = verify(*rechain(header, records))

    assert first_problem(report) == (CheckName.REPLAY, version)
    assert report.problem is not None
    assert 'state recorded "dead"' in report.problem.message


def test_a_rehashed_missing_die_is_caught_without_the_seed() -> None:
    header, records = exported(reveal_seed=False)
    version = version_of(records, "order_roll_made")
    draws = record_at(records, version)["data"]["draws"]
    count = len(draws)
    del draws[-1]

    report = verify(*rechain(header, records))

    assert first_problem(report) == (CheckName.REPLAY, version)
    assert report.problem is not None
    assert f"the rules draw {count} dice for version {version}, {count - 1} were recorded" in (
        report.problem.message
    )


def test_a_rehashed_true_written_as_one_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "roll_made")
    die = record_at(records, version)["data"]["sides"][0]["dice"][0]
    die["success"] = int(die["success"])

    report = verify(*rechain(header, records))

    assert first_problem(report) == (CheckName.REPLAY, version)


# --- the metadata is not hashed, but the replay holds it to the events ------------------------


def test_a_changed_command_in_the_metadata_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "trooper_activated")
    command = record_at(records, version)["metadata"]["command"]
    command["skill"]["targets"][0]["distance"] = "16"

    report = verify(header, records)

    assert report.check(CheckName.CHAIN).status is CheckStatus.PASSED
    assert first_problem(report) == (CheckName.REPLAY, version)
    assert report.problem is not None
    assert report.problem.message == (
        'trooper_activated: skill.targets[0].distance recorded "15", rules say "16"'
    )


def test_a_changed_actor_in_the_metadata_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "aro_declared")
    record_at(records, version)["metadata"]["actor"] = "ariadna"

    assert first_problem(verify(header, records)) == (CheckName.REPLAY, version)


def test_events_of_one_command_must_carry_the_same_command() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "order_concluded")
    record_at(records, version)["metadata"]["command"] = {"command": "end_turn", "actor": "ariadna"}

    report = verify(header, records)

    assert first_problem(report) == (CheckName.REPLAY, version)
    assert report.problem is not None
    assert "another command" in report.problem.message


def test_an_event_without_a_causation_id_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "turn_started")
    del record_at(records, version)["metadata"]["causation_id"]

    assert first_problem(verify(header, records)) == (CheckName.REPLAY, version)


# --- what cannot be read ---------------------------------------------------------------------


def test_an_unreadable_event_line_stops_the_checks_there() -> None:
    header, records = exported(reveal_seed=True)
    lines = to_lines(header, records)
    lines[5] = lines[5][: len(lines[5]) // 2] + "\n"

    report = verify_lines(lines)

    assert report.readable
    assert not report.ok
    assert report.problem is not None
    assert report.problem.check is CheckName.FORMAT
    assert report.problem.line == 6
    assert report.check(CheckName.CHAIN).status is CheckStatus.STOPPED
    assert report.check(CheckName.REPLAY).status is CheckStatus.STOPPED
    assert report.check(CheckName.CHAIN).count == 4


def test_a_blank_line_between_records_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    lines = to_lines(header, records)
    lines.insert(3, "\n")

    report = verify_lines(lines)

    assert report.problem is not None
    assert report.problem.line == 4
    assert not report.ok


def test_a_duplicated_key_is_not_read() -> None:
    header, records = exported(reveal_seed=True)
    lines = to_lines(header, records)
    lines[2] = lines[2].replace('{"data":', '{"version":99,"data":', 1)

    report = verify_lines(lines)

    assert report.problem is not None
    assert report.problem.line == 3
    assert "twice" in report.problem.message


@pytest.mark.parametrize(
    "first_line",
    ["", "\n", "not json\n", "[1, 2]\n", '{"game_id": "5f0c6f43-7c1e-4d59-9a43-0c8d7e2b9a11"}\n'],
)
def test_an_unreadable_header_makes_the_export_unreadable(first_line: str) -> None:
    _, records = exported(reveal_seed=True)
    lines = [first_line, *(export_line(r) for r in records)] if first_line else []

    report = verify_lines(lines)

    assert not report.ok
    assert not report.readable
    assert report.problem is not None
    assert report.problem.line == 1
    assert "UNREADABLE" in report.render_text()


def test_an_unknown_hash_algorithm_is_not_verified() -> None:
    header, records = exported(reveal_seed=True)
    header["hash_algorithm"] = "sha1-chain-v0"

    report = verify(header, records)

    assert report.readable
    assert first_problem(report) == (CheckName.FORMAT, None)
    assert report.check(CheckName.CHAIN).status is CheckStatus.STOPPED


def test_records_with_a_bad_shape_stop_the_verification() -> None:
    header, records = exported(reveal_seed=True)
    records[3]["version"] = "4"

    report = verify_records(header, records)

    assert report.problem is not None
    assert report.problem.check is CheckName.FORMAT
    assert report.problem.record == 4
    assert "event record 4" in report.render_text()


def test_a_recorded_at_that_is_not_canonical_is_caught() -> None:
    header, records = exported(reveal_seed=True)
    version = version_of(records, "roll_made")
    record = record_at(records, version)
    record["recorded_at"] = record["recorded_at"].replace("T", " ")

    report = verify(*rechain(header, records))

    assert report.check(CheckName.CHAIN).status is CheckStatus.PASSED
    assert first_problem(report) == (CheckName.FORMAT, version)


def test_a_record_that_is_not_an_object_stops_the_verification() -> None:
    header, records = exported(reveal_seed=True)

    report = verify_records(header, [*records[:2], ["not", "a", "record"]])  # type: ignore[list-item]

    assert report.problem is not None
    assert report.problem.record == 3
    assert "not a JSON object" in report.problem.message
