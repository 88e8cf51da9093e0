"""Reading the header and the event records of an audit export into typed values.

A record whose shape is wrong (a missing key, a version that is not an integer) cannot be
checked any further and raises UnreadableRecord; whether its content is right (versions in
sequence, hashes that match) is for the checks to decide.
"""

from __future__ import annotations

import json
import re
import uuid
from dataclasses import dataclass, field
from typing import Any

HEADER_KEYS = frozenset(
    {
        "game_id",
        "edition",
        "seed_commitment",
        "client_seed",
        "dice_algorithm",
        "hash_algorithm",
        "event_count",
        "head_hash",
        "service_version",
    }
)
OPTIONAL_HEADER_KEYS = frozenset({"seed", "events_sha256", "signature", "imported"})
"""The seed is exported only once the game has revealed it; exports made before signatures
have no events_sha256 or signature; only a re-export of an imported game says `imported`."""

EVENT_KEYS = frozenset(
    {
        "position",
        "game_id",
        "version",
        "type",
        "data",
        "metadata",
        "recorded_at",
        "prev_hash",
        "hash",
    }
)

HEX_64 = re.compile(r"[0-9a-f]{64}")


class UnreadableRecord(ValueError):
    """A line or record that does not have the shape of an export record."""


@dataclass(frozen=True, slots=True)
class Header:
    game_id: uuid.UUID
    game_id_text: str
    edition: str
    seed_commitment: str | None
    seed: str | None
    client_seed: str
    dice_algorithm: str
    hash_algorithm: str
    event_count: int
    head_hash: str
    service_version: str
    unknown_keys: tuple[str, ...]
    fields: dict[str, Any] = field(default_factory=dict)
    """The header as read, for the signature check (it signs the header as written)."""


@dataclass(frozen=True, slots=True)
class ExportedEvent:
    """One event record; its attributes fit chain.ChainLink, so the chain verifier takes it."""

    ordinal: int
    """1 for the first event record, whatever version it claims."""
    line: int | None
    position: int
    game_id: uuid.UUID
    game_id_text: str
    version: int
    type: str
    data: dict[str, Any]
    metadata: dict[str, Any]
    recorded_at_str: str
    prev_hash: str
    hash: str


def parse_json_line(text: str) -> Any:
    """A JSON value, rejecting what a canonical export never holds (NaN, duplicate keys)."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise UnreadableRecord(f"not JSON: {exc.msg} (column {exc.colno})") from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # With a repeated key, json.loads would silently keep the last value; the chain hashed
    # one of them, so the line would say two things at once.
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise UnreadableRecord(f"the key {key!r} appears twice")
        obj[key] = value
    return obj


def _no_constant(name: str) -> Any:
    raise UnreadableRecord(f"{name} is not a JSON number")


def _integer(obj: dict[str, Any], key: str) -> int:
    value = obj[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise UnreadableRecord(f"{key!r} is not an integer: {value!r}")
    return value


def _text(obj: dict[str, Any], key: str) -> str:
    value = obj[key]
    if not isinstance(value, str):
        raise UnreadableRecord(f"{key!r} is not a string: {value!r}")
    return value


def _object(obj: dict[str, Any], key: str) -> dict[str, Any]:
    value = obj[key]
    if not isinstance(value, dict):
        raise UnreadableRecord(f"{key!r} is not an object")
    return value


def _uuid(obj: dict[str, Any], key: str) -> uuid.UUID:
    text = _text(obj, key)
    try:
        return uuid.UUID(text)
    except ValueError:
        raise UnreadableRecord(f"{key!r} is not a UUID: {text!r}") from None


def _require_keys(obj: Any, required: frozenset[str], what: str) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise UnreadableRecord(f"the {what} is not a JSON object")
    missing = sorted(required - obj.keys())
    if missing:
        raise UnreadableRecord(f"the {what} lacks {', '.join(missing)}")
    return obj


def read_header(obj: Any) -> Header:
    header = _require_keys(obj, HEADER_KEYS, "header")
    commitment = header["seed_commitment"]
    if commitment is not None and not isinstance(commitment, str):
        raise UnreadableRecord(f"'seed_commitment' is not a string: {commitment!r}")
    seed = _text(header, "seed") if "seed" in header else None
    return Header(
        game_id=_uuid(header, "game_id"),
        game_id_text=_text(header, "game_id"),
        edition=_text(header, "edition"),
        seed_commitment=commitment,
        seed=seed,
        client_seed=_text(header, "client_seed"),
        dice_algorithm=_text(header, "dice_algorithm"),
        hash_algorithm=_text(header, "hash_algorithm"),
        event_count=_integer(header, "event_count"),
        head_hash=_text(header, "head_hash"),
        service_version=_text(header, "service_version"),
        unknown_keys=tuple(sorted(header.keys() - HEADER_KEYS - OPTIONAL_HEADER_KEYS)),
        fields=header,
    )


def read_event(obj: Any, *, ordinal: int, line: int | None) -> ExportedEvent:
    record = _require_keys(obj, EVENT_KEYS, "event record")
    unknown = sorted(record.keys() - EVENT_KEYS)
    if unknown:
        raise UnreadableRecord(f"the event record has unknown keys {', '.join(unknown)}")
    return ExportedEvent(
        ordinal=ordinal,
        line=line,
        position=_integer(record, "position"),
        game_id=_uuid(record, "game_id"),
        game_id_text=_text(record, "game_id"),
        version=_integer(record, "version"),
        type=_text(record, "type"),
        data=_object(record, "data"),
        metadata=_object(record, "metadata"),
        recorded_at_str=_text(record, "recorded_at"),
        prev_hash=_text(record, "prev_hash"),
        hash=_text(record, "hash"),
    )
