"""The pure hash chain: canonical text, hashing, and naming the first broken link."""

from __future__ import annotations

import dataclasses
import hashlib
import subprocess
import sys
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.store.chain import (
    GENESIS_HASH,
    ChainProblem,
    canonical_json,
    event_hash,
    format_recorded_at,
    verify_links,
)

GAME = uuid.UUID("6f1c2a4e-9b1d-4c3e-8f00-0123456789ab")
WHEN = "2026-11-22T02:03:04.123456Z"


@dataclass(frozen=True)
class Link:
    game_id: uuid.UUID
    version: int
    type: str
    data: dict[str, Any]
    recorded_at_str: str
    prev_hash: str
    hash: str
    blind: str | None = None


def build_chain(payloads: list[dict[str, Any]], game_id: uuid.UUID = GAME) -> list[Link]:
    links: list[Link] = []
    prev = GENESIS_HASH
    for version, data in enumerate(payloads, start=1):
        this = event_hash(prev, game_id, version, "Noted", data, WHEN)
        links.append(Link(game_id, version, "Noted", data, WHEN, prev, this))
        prev = this
    return links


def test_format_recorded_at_is_utc_with_microseconds_and_z() -> None:
    dt = datetime(2026, 11, 22, 4, 3, 4, 123456, tzinfo=timezone(timedelta(hours=2)))
    assert format_recorded_at(dt) == "2026-11-22T02:03:04.123456Z"


def test_format_recorded_at_keeps_zero_microseconds() -> None:
    assert format_recorded_at(datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)) == (
        "2026-01-02T03:04:05.000000Z"
    )


def test_format_recorded_at_refuses_naive_datetimes() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        format_recorded_at(datetime(2026, 1, 2, 3, 4, 5))


def test_canonical_json_sorts_keys_at_every_level_without_spaces() -> None:
    value = {"b": 1, "a": {"z": [3, {"y": 2, "x": 1}], "c": None}}
    assert canonical_json(value) == '{"a":{"c":null,"z":[3,{"x":1,"y":2}]},"b":1}'


def test_canonical_json_keeps_non_ascii_text_as_is() -> None:
    assert canonical_json({"name": "Señor Massacre ☠"}) == '{"name":"Señor Massacre ☠"}'


def test_event_hash_is_sha256_of_prev_hash_newline_canonical_event() -> None:
    data = {"text": "Ωmega", "nested": {"b": 2, "a": 1}}
    expected_body = (
        '{"data":{"nested":{"a":1,"b":2},"text":"Ωmega"},'
        '"game_id":"6f1c2a4e-9b1d-4c3e-8f00-0123456789ab",'
        f'"recorded_at":"{WHEN}","type":"Noted","version":3}}'
    )
    expected = hashlib.sha256(f"{'a' * 64}\n{expected_body}".encode()).hexdigest()
    assert event_hash("a" * 64, GAME, 3, "Noted", data, WHEN) == expected


def test_event_hash_does_not_depend_on_key_order() -> None:
    one = event_hash(GENESIS_HASH, GAME, 1, "T", {"a": 1, "b": {"c": 2, "d": 3}}, WHEN)
    other = event_hash(GENESIS_HASH, GAME, 1, "T", {"b": {"d": 3, "c": 2}, "a": 1}, WHEN)
    assert one == other
    assert one == one.lower()
    assert len(one) == 64


def test_empty_stream_verifies_with_genesis_head() -> None:
    report = verify_links([])
    assert report.ok
    assert report.checked == 0
    assert report.head_hash == GENESIS_HASH


def test_good_chain_verifies() -> None:
    links = build_chain([{"n": i} for i in range(5)])
    report = verify_links(links)
    assert report.ok
    assert report.checked == 5
    assert report.head_hash == links[-1].hash
    assert report.broken_version is None


def test_changed_data_is_a_hash_mismatch_at_that_version() -> None:
    links = build_chain([{"n": i} for i in range(5)])
    links[2] = dataclasses.replace(links[2], data={"n": 99})
    report = verify_links(links)
    assert not report.ok
    assert report.broken_version == 3
    assert report.problem is ChainProblem.HASH_MISMATCH
    assert report.checked == 2
    assert report.head_hash == links[1].hash


def test_rehashed_row_breaks_the_next_link() -> None:
    links = build_chain([{"n": i} for i in range(5)])
    forged = dataclasses.replace(links[2], data={"n": 99})
    forged = dataclasses.replace(
        forged, hash=event_hash(forged.prev_hash, GAME, 3, "Noted", {"n": 99}, WHEN)
    )
    links[2] = forged
    report = verify_links(links)
    assert report.broken_version == 4
    assert report.problem is ChainProblem.PREV_HASH_MISMATCH


def test_missing_version_is_a_gap_naming_the_missing_version() -> None:
    links = build_chain([{"n": i} for i in range(5)])
    del links[1]
    report = verify_links(links)
    assert report.broken_version == 2
    assert report.problem is ChainProblem.VERSION_GAP
    assert "found 3" in report.detail


def test_stream_not_starting_at_version_one_is_a_gap() -> None:
    links = build_chain([{"n": i} for i in range(3)])
    report = verify_links(links[1:])
    assert report.broken_version == 1
    assert report.problem is ChainProblem.VERSION_GAP


def test_changed_timestamp_or_game_is_detected() -> None:
    links = build_chain([{"n": 1}, {"n": 2}])
    moved = [links[0], dataclasses.replace(links[1], recorded_at_str="2026-11-22T02:03:05.0Z")]
    assert verify_links(moved).broken_version == 2
    other_game = [dataclasses.replace(links[0], game_id=uuid.uuid4()), links[1]]
    assert verify_links(other_game).problem is ChainProblem.HASH_MISMATCH


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children, max_size=3)
    ),
    max_leaves=8,
)
payloads = st.lists(st.dictionaries(st.text(max_size=5), json_values, max_size=4), max_size=8)


@given(payloads=payloads)
def test_any_well_formed_chain_verifies(payloads: list[dict[str, Any]]) -> None:
    report = verify_links(build_chain(payloads))
    assert report.ok
    assert report.checked == len(payloads)


@given(
    payloads=payloads.filter(bool),
    index=st.integers(min_value=0),
    replacement=st.dictionaries(st.text(max_size=5), json_values, max_size=4),
)
def test_any_changed_payload_is_named(
    payloads: list[dict[str, Any]], index: int, replacement: dict[str, Any]
) -> None:
    links = build_chain(payloads)
    index %= len(links)
    if canonical_json(replacement) == canonical_json(links[index].data):
        replacement = {**replacement, "tampered": True}
    links[index] = dataclasses.replace(links[index], data=replacement)
    report = verify_links(links)
    assert not report.ok
    assert report.broken_version == index + 1
    assert report.problem is ChainProblem.HASH_MISMATCH


def test_the_chain_and_the_offline_verifier_load_no_database_driver() -> None:
    # A fresh interpreter: this test process has long since imported psycopg.
    probe = (
        "import sys\n"
        "import service.store.chain, service.audit.verify\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in {'psycopg', 'litestar'})\n"
        "print(loaded)\n"
    )
    found = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert found.strip() == "[]"


BLIND = "00112233445566778899aabbccddeeff"


def test_a_blind_is_hashed_with_the_event_as_the_readme_says() -> None:
    data = {"n": 1}
    blinded = event_hash(GENESIS_HASH, GAME, 1, "Noted", data, WHEN, BLIND)
    # By hand: docs/guide/dice-and-audit.md's C with "blind" beside the other keys, sorted.
    body = (
        '{"blind":"00112233445566778899aabbccddeeff","data":{"n":1},'
        f'"game_id":"{GAME}","recorded_at":"{WHEN}","type":"Noted","version":1}}'
    )
    assert blinded == hashlib.sha256(f"{GENESIS_HASH}\n{body}".encode()).hexdigest()
    assert blinded != event_hash(GENESIS_HASH, GAME, 1, "Noted", data, WHEN)


def test_a_blinded_chain_verifies_and_a_changed_blind_breaks_it() -> None:
    this = event_hash(GENESIS_HASH, GAME, 1, "Noted", {"n": 1}, WHEN, BLIND)
    link = Link(GAME, 1, "Noted", {"n": 1}, WHEN, GENESIS_HASH, this, BLIND)
    assert verify_links([link]).ok
    other = dataclasses.replace(link, blind="f" * 32)
    report = verify_links([other])
    assert not report.ok
    assert report.problem == ChainProblem.HASH_MISMATCH
    assert not verify_links([dataclasses.replace(link, blind=None)]).ok
