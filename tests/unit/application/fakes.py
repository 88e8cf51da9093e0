"""In-memory fakes of the games' storage ports: `Games` tested without a database."""

from __future__ import annotations

import copy
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from uuid import UUID

from service.domain.errors import ConcurrencyConflict
from service.domain.events import Event, decode_event
from service.domain.game import fold
from service.domain.state import GameState
from service.keyring import Keyring
from service.store.event_store import AppendResult, ChainHead, NewEvent, RecordedEvent
from service.store.secrets import GameSeed, TokenGrant, hash_token


@dataclass
class Tables:
    events: dict[UUID, list[RecordedEvent]] = field(default_factory=dict)
    answers: dict[str, tuple[str, bytes | None]] = field(default_factory=dict)
    seeds: dict[UUID, tuple[bytes, str]] = field(default_factory=dict)
    grants: dict[str, tuple[UUID, TokenGrant]] = field(default_factory=dict)
    projected: dict[UUID, int] = field(default_factory=dict)


class FakeLog:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def find_idempotent(self, idempotency_key: str, request_hash: str) -> bytes | None:
        kept = self.tables.answers.get(idempotency_key)
        return None if kept is None else kept[1]

    async def iter_stream(
        self, game_id: UUID, from_version: int = 1
    ) -> AsyncIterator[RecordedEvent]:
        for event in await self.read_stream(game_id, from_version):
            yield event

    async def read_stream(
        self, game_id: UUID, from_version: int = 1, limit: int | None = None
    ) -> list[RecordedEvent]:
        found = [e for e in self.tables.events.get(game_id, []) if e.version >= from_version]
        return found[:limit]

    async def current_version(self, game_id: UUID) -> int:
        return len(self.tables.events.get(game_id, []))

    async def purge_expired_idempotency(self) -> int:
        return 0


class FakeWrite:
    """Writes into a copy of the tables, swapped in on commit: all or nothing."""

    def __init__(self, tables: Tables, game_id: UUID, storage: FakeStorage) -> None:
        self.tables = tables
        self.game_id = game_id
        self.storage = storage

    async def state(self) -> tuple[GameState, ChainHead | None]:
        return self.storage.fold(self.tables, self.game_id), None

    async def append(
        self,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        head: ChainHead | None = None,
        idempotency_key: str | None = None,
        request_hash: str | None = None,
        response: bytes | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        if idempotency_key is not None and idempotency_key in self.tables.answers:
            kept = self.tables.answers[idempotency_key][1]
            return AppendResult(self.game_id, 0, 0, (), (), replayed=True, response=kept)
        self.storage.before_append(self.tables, self.game_id)
        log = self.tables.events.setdefault(self.game_id, [])
        if len(log) != expected_version:
            raise ConcurrencyConflict(self.game_id, expected_version, len(log))
        now = datetime.now(UTC)
        recorded = tuple(
            RecordedEvent(
                expected_version + i + 1, self.game_id, expected_version + i + 1, e.event_id,
                e.type, e.data, e.metadata, now, "", "",
            )
            for i, e in enumerate(events)
        )  # fmt: skip
        log.extend(recorded)
        if idempotency_key is not None:
            self.tables.answers[idempotency_key] = (request_hash or "", response)
        last = expected_version + len(events)
        positions = tuple(range(expected_version + 1, last + 1))
        return AppendResult(
            self.game_id, expected_version + 1, last, positions, recorded, False, response
        )

    async def save_secrets(
        self, seed: bytes, client_seed: str, grants: Sequence[TokenGrant]
    ) -> None:
        self.tables.seeds[self.game_id] = (seed, client_seed)
        for grant in grants:
            self.tables.grants[grant.token_hash] = (self.game_id, grant)

    async def replace_grant(self, grant: TokenGrant) -> None:
        for token_hash, (game_id, held) in list(self.tables.grants.items()):
            if game_id == self.game_id and (held.role, held.player) == (grant.role, grant.player):
                del self.tables.grants[token_hash]
        self.tables.grants[grant.token_hash] = (self.game_id, grant)

    async def project(self, state: GameState, events: Sequence[tuple[int, Event]]) -> None:
        self.tables.projected[self.game_id] = state.version


class FakeStorage:
    def __init__(self, keyring: Keyring) -> None:
        self.keyring = keyring
        self.tables = Tables()
        self.log = FakeLog(self.tables)
        self.conflicts_left = 0
        """Appends to refuse as if another process had appended first (and it had)."""

    def before_append(self, tables: Tables, game_id: UUID) -> None:
        if self.conflicts_left:
            self.conflicts_left -= 1
            raise ConcurrencyConflict(game_id, 0, 0)

    def fold(self, tables: Tables, game_id: UUID) -> GameState:
        return fold([decode_event(e.type, e.data) for e in tables.events.get(game_id, [])])

    @asynccontextmanager
    async def writing(self, game_id: UUID, *, pipelined: bool = False) -> AsyncIterator[FakeWrite]:
        draft = copy.deepcopy(self.tables)
        yield FakeWrite(draft, game_id, self)
        self.tables.__dict__.update(draft.__dict__)  # commit: the block ended without an error

    async def state(self, game_id: UUID) -> GameState:
        return self.fold(self.tables, game_id)

    async def find_grant(self, game_id: UUID, token: str) -> TokenGrant | None:
        held = self.tables.grants.get(hash_token(token))
        return held[1] if held and held[0] == game_id else None

    async def token_known(self, token: str) -> bool:
        return hash_token(token) in self.tables.grants

    async def load_seed(self, game_id: UUID) -> GameSeed | None:
        kept = self.tables.seeds.get(game_id)
        return None if kept is None else GameSeed(kept[0], kept[1], None)

    async def organised_game_ids(self, token: str) -> list[UUID]:
        held = self.tables.grants.get(hash_token(token))
        return [held[0]] if held and held[1].role == "organiser" else []
