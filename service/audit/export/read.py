"""Reading the header and the event records of an audit export into typed values.

A record whose shape is wrong (a missing key, a version that is not an integer) cannot be
checked any further and raises UnreadableRecord; whether its content is right (versions in
sequence, hashes that match) is for the checks to decide.

Every line of an export, from a file or an import's body, is parsed here and nowhere else, so
the limits of `parse_json_line` hold for the verifier, `infinity-ledger verify` and the import
alike: what the service never writes (deep nesting, huge or infinite numbers, characters no
event can hold) is refused before it reaches a recursive reader, a hash or PostgreSQL.
"""

from __future__ import annotations

import json
import math
import re
import uuid
from collections.abc import Callable
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
OPTIONAL_HEADER_KEYS = frozenset(
    {"seed", "events_sha256", "signature", "imported", "player_seeds", "secrets"}
)
"""The seed is exported only once the game has revealed it; exports made before signatures
have no events_sha256 or signature; only a re-export of an imported game says `imported`;
only a dice-v2 game lists `player_seeds`; only a game that committed secrets lists `secrets`."""

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

OPTIONAL_EVENT_KEYS = frozenset({"blind"})
"""Only events recorded since blinds have one (store.chain.event_hash)."""
BLIND = re.compile(r"[0-9a-f]{32}")

METADATA_KEYS = frozenset({"actor", "causation_id", "command"})
"""What the service writes into an event's metadata (application/games/use_case.py): who acted,
the id shared by the events of one command and, with the first of them, the command itself."""
LEGACY_METADATA_KEYS = frozenset({"idempotency_key"})
"""Written by logs older than sealed idempotency records: such exports still verify, but an
import refuses them (a key is its client's secret)."""

MAX_DEPTH = 64
"""Twice the deepest request body the API takes (a command sits two levels down, in the
record's metadata); far shallower than the stack that hashing, msgspec and jsonb recurse on."""
MAX_INTEGER_DIGITS = 20
"""The longest integer in an export is a 64-bit position."""

HEX_64 = re.compile(r"[0-9a-f]{64}")
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_A_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST_PAIR = re.compile(r"\[\]|\{\}")
_TOO_MANY_OPENINGS = re.compile(r"[\[{]{" + str(MAX_DEPTH + 1) + "}")
_UNSTORABLE_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)*\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})")
"""The escape of U+0000 (jsonb cannot hold it, so no event has it) or of a lone surrogate
(not a character: it has no UTF-8 to hash); after an even run of backslashes, which escape
each other."""


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
    blind: str | None = None


def parse_json_line(text: str) -> Any:
    """A JSON value, rejecting what a canonical export never holds: duplicate keys, NaN and
    infinite numbers, integers longer than MAX_INTEGER_DIGITS, nesting deeper than MAX_DEPTH,
    the escapes of U+0000 and of lone surrogates."""
    if _nesting(text) > MAX_DEPTH:
        raise UnreadableRecord(f"it nests deeper than {MAX_DEPTH} levels")
    escape = _UNSTORABLE_ESCAPE.search(text)
    if escape is not None:
        raise UnreadableRecord(f"{escape.group()[-6:]} is a character no event can hold")
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_constant=_no_constant,
            parse_int=_bounded_integer,
            parse_float=_finite_number,
        )
    except json.JSONDecodeError as exc:
        raise UnreadableRecord(f"not JSON: {exc.msg} (column {exc.colno})") from None


def _nesting(text: str) -> int:
    """At least how deep the line's arrays and objects nest, and more when it is deeper than
    MAX_DEPTH, counted before parsing: the parser recurses once per level.

    Strings are left out first, as the parser skips them (up to the first error, where the
    parser stops, both see the same strings). Then each pass takes out the innermost pairs, a
    level at a time, in C. Brackets that never pair (a malformed line) are counted as levels
    too: the parser may recurse into them before it finds the error.
    """
    brackets = _NOT_A_BRACKET.sub("", _STRING.sub("", text))
    if _TOO_MANY_OPENINGS.search(brackets):
        return MAX_DEPTH + 1  # the plain deep line, told without a pass per level
    passes = 0
    while brackets and passes <= MAX_DEPTH:
        inner = _INNERMOST_PAIR.sub("", brackets)
        if inner == brackets:
            break
        brackets, passes = inner, passes + 1
    return passes + brackets.count("[") + brackets.count("{")


def _bounded_integer(digits: str) -> int:
    # Checked before int() converts it: the conversion is quadratic in the digits, and Python
    # refuses (ValueError) beyond 4,300.
    if len(digits.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise UnreadableRecord(f"an integer of {len(digits)} characters is not an export's")
    return int(digits)


def _finite_number(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise UnreadableRecord(f"{text[:20]} is beyond the range of a JSON number")
    return number


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


_Field = tuple[str, str, Callable[[dict[str, Any], str], Any]]
"""An attribute, the record's key it is read from, and the reader that checks its type."""

_HEADER_FIELDS: tuple[_Field, ...] = (
    ("game_id", "game_id", _uuid),
    ("game_id_text", "game_id", _text),
    ("edition", "edition", _text),
    ("client_seed", "client_seed", _text),
    ("dice_algorithm", "dice_algorithm", _text),
    ("hash_algorithm", "hash_algorithm", _text),
    ("event_count", "event_count", _integer),
    ("head_hash", "head_hash", _text),
    ("service_version", "service_version", _text),
)
_EVENT_FIELDS: tuple[_Field, ...] = (
    ("position", "position", _integer),
    ("game_id", "game_id", _uuid),
    ("game_id_text", "game_id", _text),
    ("version", "version", _integer),
    ("type", "type", _text),
    ("data", "data", _object),
    ("metadata", "metadata", _object),
    ("recorded_at_str", "recorded_at", _text),
    ("prev_hash", "prev_hash", _text),
    ("hash", "hash", _text),
)


def _read_fields(obj: dict[str, Any], fields: tuple[_Field, ...]) -> dict[str, Any]:
    """Each field read in turn, so the first key of the wrong type is the one refused."""
    return {attribute: read(obj, key) for attribute, key, read in fields}


def _require_keys(obj: Any, required: frozenset[str], what: str) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise UnreadableRecord(f"the {what} is not a JSON object")
    missing = sorted(required - obj.keys())
    if missing:
        raise UnreadableRecord(f"the {what} lacks {', '.join(missing)}")
    return obj


def metadata_problem(metadata: dict[str, Any]) -> str | None:
    """What is wrong with an event's metadata, or None: only METADATA_KEYS (and the legacy
    ones), each of the kind the service writes. The values are never quoted back."""
    unknown = sorted(metadata.keys() - METADATA_KEYS - LEGACY_METADATA_KEYS)
    if unknown:
        named = ", ".join(repr(key[:40]) for key in unknown[:5])
        return f"its metadata holds {named}, which the service never writes"
    for key in ("actor", "idempotency_key"):
        if key in metadata and not isinstance(metadata[key], str):
            return f"its metadata's {key} is not a string"
    if "command" in metadata and not isinstance(metadata["command"], dict):
        return "its metadata's command is not an object"
    causation = metadata.get("causation_id")
    if causation is not None and not _is_uuid_text(causation):
        return "its metadata's causation_id is not a lowercase UUID"
    return None


def _is_uuid_text(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        return str(uuid.UUID(value)) == value
    except ValueError:
        return False


def read_header(obj: Any) -> Header:
    header = _require_keys(obj, HEADER_KEYS, "header")
    commitment = header["seed_commitment"]
    if commitment is not None and not isinstance(commitment, str):
        raise UnreadableRecord(f"'seed_commitment' is not a string: {commitment!r}")
    seed = _text(header, "seed") if "seed" in header else None
    return Header(
        **_read_fields(header, _HEADER_FIELDS),
        seed_commitment=commitment,
        seed=seed,
        unknown_keys=tuple(sorted(header.keys() - HEADER_KEYS - OPTIONAL_HEADER_KEYS)),
        fields=header,
    )


def read_event(obj: Any, *, ordinal: int, line: int | None) -> ExportedEvent:
    record = _require_keys(obj, EVENT_KEYS, "event record")
    unknown = sorted(record.keys() - EVENT_KEYS - OPTIONAL_EVENT_KEYS)
    if unknown:
        raise UnreadableRecord(f"the event record has unknown keys {', '.join(unknown)}")
    blind = _text(record, "blind") if "blind" in record else None
    if blind is not None and not BLIND.fullmatch(blind):
        raise UnreadableRecord("'blind' is not 32 lowercase hex digits")
    return ExportedEvent(
        ordinal=ordinal, line=line, blind=blind, **_read_fields(record, _EVENT_FIELDS)
    )
