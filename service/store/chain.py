"""The per-game hash chain: each event's hash covers its content and the hash before it.

A stored event whose data is changed behind the append-only trigger's back no longer matches
its hash, and an event removed or re-ordered breaks the link to its successor. Pure stdlib, so
the API, the store and offline auditors compute exactly the same bytes.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol
from uuid import UUID

GENESIS_HASH = "0" * 64
"""The prev_hash of every game's version 1."""

HASH_ALGORITHM = "sha256-chain-v1"
"""The name an audit export gives this chain: event_hash over canonical JSON, from
GENESIS_HASH. A different chain would get a new name, so a verifier never checks it wrongly."""


def format_recorded_at(dt: datetime) -> str:
    """The one canonical text of a timestamp: UTC, microseconds, trailing Z.

    The hash covers this text rather than the datetime so that every reader (Python, the API's
    clients, an auditor with psql) can recompute it without agreeing on a datetime library.
    """
    if dt.tzinfo is None or dt.utcoffset() is None:
        raise ValueError("recorded_at must be timezone-aware")
    utc = dt.astimezone(UTC).replace(tzinfo=None)
    return utc.isoformat(timespec="microseconds") + "Z"


def canonical_json(obj: Any) -> str:
    """JSON with sorted keys at every level and no whitespace; non-ASCII kept as UTF-8."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


BLIND_BYTES = 16
"""The random blind each event's hash covers: 128 bits, written as 32 lowercase hex digits."""


def event_hash(
    prev_hash: str,
    game_id: UUID,
    version: int,
    type: str,
    data: Mapping[str, Any],
    recorded_at_str: str,
    blind: str | None = None,
) -> str:
    """Lowercase hex SHA-256 of prev_hash, a newline, and the canonical JSON of the event.

    The blind, when the event has one, is hashed with the rest. A reader that is shown an
    event with its data held back (a trooper in Hidden Deployment) is shown no blind either,
    so the hash cannot be searched by trying candidate data: without the blind there are 2^128
    hashes for each guess. Events recorded before blinds have none and hash as they did.
    """
    content: dict[str, Any] = {
        "game_id": str(game_id),
        "version": version,
        "type": type,
        "data": data,
        "recorded_at": recorded_at_str,
    }
    if blind is not None:
        content["blind"] = blind
    body = canonical_json(content)
    return hashlib.sha256(f"{prev_hash}\n{body}".encode()).hexdigest()


class EventContent(Protocol):
    """What a recorded event says, wherever it was read from (the log or an export)."""

    @property
    def version(self) -> int: ...
    @property
    def type(self) -> str: ...
    @property
    def data(self) -> Mapping[str, Any]: ...


class ChainLink(EventContent, Protocol):
    """What verification needs from a stored event (the store's RecordedEvent fits)."""

    @property
    def game_id(self) -> UUID: ...
    @property
    def recorded_at_str(self) -> str: ...
    @property
    def prev_hash(self) -> str: ...
    @property
    def hash(self) -> str: ...
    @property
    def blind(self) -> str | None: ...


class ChainProblem(enum.StrEnum):
    VERSION_GAP = "version_gap"
    """A version is missing (or repeated, or out of order)."""
    PREV_HASH_MISMATCH = "prev_hash_mismatch"
    """The stored prev_hash is not the hash of the event before."""
    HASH_MISMATCH = "hash_mismatch"
    """The stored hash does not match the event's content: the row was altered."""


@dataclass(frozen=True, slots=True)
class ChainReport:
    ok: bool
    checked: int
    """How many events were verified good before the first break (all of them when ok)."""
    head_hash: str
    """Hash of the last good event; GENESIS_HASH for an empty stream."""
    broken_version: int | None = None
    """The first version that does not verify (for a gap: the missing version)."""
    problem: ChainProblem | None = None
    detail: str = ""


class ChainVerifier:
    """Checks links one at a time, so a long game can be verified while it streams."""

    def __init__(self) -> None:
        self._expected_version = 1
        self._head = GENESIS_HASH
        self._broken: ChainReport | None = None

    @property
    def broken(self) -> bool:
        return self._broken is not None

    def feed(self, link: ChainLink) -> bool:
        """Verify the next link; False once the chain is broken (later links are ignored)."""
        if self._broken is not None:
            return False
        expected = self._expected_version
        if link.version != expected:
            self._break(
                expected,
                ChainProblem.VERSION_GAP,
                f"expected version {expected}, found {link.version}",
            )
        elif link.prev_hash != self._head:
            self._break(
                expected,
                ChainProblem.PREV_HASH_MISMATCH,
                f"prev_hash {link.prev_hash} is not the previous hash {self._head}",
            )
        else:
            recomputed = event_hash(
                link.prev_hash,
                link.game_id,
                link.version,
                link.type,
                link.data,
                link.recorded_at_str,
                link.blind,
            )
            if recomputed != link.hash:
                self._break(
                    expected,
                    ChainProblem.HASH_MISMATCH,
                    f"stored hash {link.hash} but the content hashes to {recomputed}",
                )
        if self._broken is not None:
            return False
        self._head = link.hash
        self._expected_version += 1
        return True

    def report(self) -> ChainReport:
        if self._broken is not None:
            return self._broken
        return ChainReport(ok=True, checked=self._expected_version - 1, head_hash=self._head)

    def _break(self, version: int, problem: ChainProblem, detail: str) -> None:
        self._broken = ChainReport(
            ok=False,
            checked=self._expected_version - 1,
            head_hash=self._head,
            broken_version=version,
            problem=problem,
            detail=f"version {version}: {detail}",
        )


def verify_links(rows: Iterable[ChainLink]) -> ChainReport:
    """Verify one game's events, in version order from version 1."""
    verifier = ChainVerifier()
    for row in rows:
        if not verifier.feed(row):
            break
    return verifier.report()
