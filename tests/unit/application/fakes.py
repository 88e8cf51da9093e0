"""In-memory fakes of the application's storage ports: the use cases tested without a database.

One `FakeStorage` provides every port (games, reads, grants, the live feed, the audit and
imports) over the same tables, so a game created through `Games` is read, streamed, audited
and exported by the other services as it would be through PostgreSQL.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any
from uuid import UUID, uuid4

from service.application.audit.ports import LogHead
from service.application.games.ports import KeptAnswer
from service.domain.errors import ConcurrencyConflict, StateConflict
from service.domain.events import Event, decode_event
from service.domain.game import fold, initial_state
from service.domain.state import GameState, ResolvedOrder
from service.keyring import Keyring
from service.projections.models import (
    OrderState,
    RollOutcome,
    concluded_orders,
    order_state,
    roll_outcomes,
)
from service.store.chain import GENESIS_HASH, event_hash, format_recorded_at
from service.store.event_rows import EventRow
from service.store.event_store import AppendResult, ChainHead, NewEvent, RecordedEvent
from service.store.imported import ImportedEvent
from service.store.provenance import ImportSource, Provenance
from service.store.secrets import GameSeed, TokenGrant, hash_token
from service.store.verifications import OrganisedKey, StoredVerification


@dataclass
class Tables:
    events: dict[UUID, list[RecordedEvent]] = field(default_factory=dict)
    answers: dict[str, tuple[str, bytes | None]] = field(default_factory=dict)
    seeds: dict[UUID, tuple[bytes, str]] = field(default_factory=dict)
    revealed: set[UUID] = field(default_factory=set)
    grants: list[tuple[UUID, TokenGrant, datetime]] = field(default_factory=list)
    """In grant order: a token may organise several games."""
    projected: dict[UUID, int] = field(default_factory=dict)
    order_states: dict[UUID, OrderState] = field(default_factory=dict)
    orders: dict[UUID, dict[int, ResolvedOrder]] = field(default_factory=dict)
    rolls: dict[UUID, dict[int, RollOutcome]] = field(default_factory=dict)
    provenance: dict[UUID, Provenance] = field(default_factory=dict)
    verifications: dict[UUID, StoredVerification] = field(default_factory=dict)
    player_secrets: dict[UUID, dict[str, bytes]] = field(default_factory=dict)

    def grants_of(self, token: str) -> list[tuple[UUID, TokenGrant, datetime]]:
        token_hash = hash_token(token)
        return [held for held in self.grants if held[1].token_hash == token_hash]

    def all_events(self) -> list[RecordedEvent]:
        return sorted((e for log in self.events.values() for e in log), key=lambda e: e.position)


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


class FakeRecords:
    """What a transaction records beside the events, into a draft of the tables."""

    def __init__(self, tables: Tables, game_id: UUID) -> None:
        self.tables = tables
        self.game_id = game_id

    async def save_secrets(
        self, seed: bytes, client_seed: str, grants: Sequence[TokenGrant]
    ) -> None:
        self.tables.seeds[self.game_id] = (seed, client_seed)
        now = datetime.now(UTC)
        self.tables.grants.extend((self.game_id, grant, now) for grant in grants)

    async def project(
        self,
        state: GameState,
        events: Sequence[tuple[int, Event]],
        *,
        before: GameState | None = None,
    ) -> None:
        self.tables.projected[self.game_id] = state.version
        kept = self.tables.orders.setdefault(self.game_id, {})
        for order in concluded_orders(before or initial_state(), events, kept):
            kept[order.number] = order
        self.tables.order_states[self.game_id] = order_state(state)
        known = self.tables.rolls.setdefault(self.game_id, {})
        for outcome in roll_outcomes(known.values(), events):
            known[outcome.version] = outcome


class FakeWrite(FakeRecords):
    def __init__(self, tables: Tables, game_id: UUID, storage: FakeStorage) -> None:
        super().__init__(tables, game_id)
        self.storage = storage

    async def state(self) -> tuple[GameState, ChainHead | None]:
        return self.storage.fold(self.tables, self.game_id), None

    async def imported(self) -> bool:
        return self.game_id in self.tables.provenance

    async def save_player_secret(self, secret_id: str, sealed: bytes) -> None:
        self.tables.player_secrets.setdefault(self.game_id, {})[secret_id] = sealed

    async def sealed_player_secrets(self) -> dict[str, bytes]:
        return dict(self.tables.player_secrets.get(self.game_id, {}))

    async def append(
        self,
        expected_version: int,
        events: Sequence[NewEvent],
        *,
        head: ChainHead | None = None,
        kept: KeptAnswer | None = None,
        idempotency_ttl: timedelta,
    ) -> AppendResult:
        if kept is not None and kept.idempotency_key in self.tables.answers:
            first = self.tables.answers[kept.idempotency_key][1]
            return AppendResult(self.game_id, 0, 0, (), (), replayed=True, response=first)
        self.storage.before_append(self.tables, self.game_id)
        log = self.tables.events.setdefault(self.game_id, [])
        if len(log) != expected_version:
            raise ConcurrencyConflict(self.game_id, expected_version, len(log))
        recorded = tuple(self._chained(log, events))
        log.extend(recorded)
        if kept is not None:
            self.tables.answers[kept.idempotency_key] = (kept.request_hash, kept.response)
        last = expected_version + len(events)
        positions = tuple(e.position for e in recorded)
        return AppendResult(
            self.game_id,
            expected_version + 1,
            last,
            positions,
            recorded,
            False,
            kept.response if kept else None,
        )

    def _chained(
        self, log: list[RecordedEvent], events: Sequence[NewEvent]
    ) -> Iterator[RecordedEvent]:
        """Each event hashed onto the one before, as the event store chains them."""
        prev = log[-1].hash if log else GENESIS_HASH
        position = len(self.tables.all_events())
        now = datetime.now(UTC)
        for offset, event in enumerate(events, start=1):
            version = len(log) + offset
            hashed = event_hash(
                prev,
                self.game_id,
                version,
                event.type,
                event.data,
                format_recorded_at(now),
                event.blind,
            )
            yield RecordedEvent(
                position + offset, self.game_id, version, event.event_id, event.type,
                event.data, event.metadata, now, prev, hashed, event.blind,
            )  # fmt: skip
            prev = hashed

    async def replace_grant(self, grant: TokenGrant) -> None:
        self.tables.grants = [
            held
            for held in self.tables.grants
            if held[0] != self.game_id
            or (held[1].role, held[1].player) != (grant.role, grant.player)
        ]
        self.tables.grants.append((self.game_id, grant, datetime.now(UTC)))


class FakeImportWrite(FakeRecords):
    async def game_exists(self) -> bool:
        return self.game_id in self.tables.events

    async def organises(self, token_hash: str) -> bool:
        return any(
            (game, held.token_hash, held.role) == (self.game_id, token_hash, "organiser")
            for game, held, _ in self.tables.grants
        )

    async def insert_events(self, events: Sequence[ImportedEvent]) -> None:
        if self.game_id in self.tables.events:
            raise StateConflict(f"game {self.game_id} is already here")
        position = len(self.tables.all_events())
        self.tables.events[self.game_id] = [
            RecordedEvent(
                position + e.version, e.game_id, e.version, uuid4(), e.type, e.data,
                e.metadata, e.recorded_at, e.prev_hash, e.hash, e.blind,
            )
            for e in events
        ]  # fmt: skip

    async def mark_revealed(self) -> None:
        self.tables.revealed.add(self.game_id)

    async def save_provenance(self, source: ImportSource) -> None:
        self.tables.provenance[self.game_id] = Provenance(
            source.signed_by,
            source.public_key,
            datetime.now(UTC),
            source.imported_by,
            source.earlier,
        )


class FakeSubscription:
    def __init__(self, storage: FakeStorage) -> None:
        self.storage = storage
        self.flag = asyncio.Event()

    @property
    def closed(self) -> bool:
        return self.storage.wakeups_closed

    def clear(self) -> None:
        self.flag.clear()

    async def wait(self, timeout: float) -> bool:
        if self.closed:
            return True
        try:
            async with asyncio.timeout(timeout):
                await self.flag.wait()
        except TimeoutError:
            return False
        return True


class ShareFull(Exception):
    """What the fake's slot raises while `busy_reads` is above zero."""


class FakeStorage:
    def __init__(self, keyring: Keyring) -> None:
        self.keyring = keyring
        self.tables = Tables()
        self.log = FakeLog(self.tables)
        self.conflicts_left = 0
        """Appends to refuse as if another process had appended first (and it had)."""
        self.busy_reads = 0
        """Reads of the feed to refuse as if the streams' share were taken."""
        self.subscriptions: dict[UUID | None, list[FakeSubscription]] = {}
        self.wakeups_closed = False
        self.stream_reads: Counter[UUID] = Counter()
        """The feed's reads of each game's events (and of its order state)."""

    def before_append(self, tables: Tables, game_id: UUID) -> None:
        if self.conflicts_left:
            self.conflicts_left -= 1
            raise ConcurrencyConflict(game_id, 0, 0)

    def fold(self, tables: Tables, game_id: UUID) -> GameState:
        return fold([decode_event(e.type, e.data) for e in tables.events.get(game_id, [])])

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Tables]:
        draft = copy.deepcopy(self.tables)
        yield draft
        self.tables.__dict__.update(draft.__dict__)  # commit: the block ended without an error

    @asynccontextmanager
    async def writing(self, game_id: UUID, *, pipelined: bool = False) -> AsyncIterator[FakeWrite]:
        async with self._transaction() as draft:
            yield FakeWrite(draft, game_id, self)
        self.wake(game_id)

    @asynccontextmanager
    async def importing(self, game_id: UUID) -> AsyncIterator[FakeImportWrite]:
        async with self._transaction() as draft:
            yield FakeImportWrite(draft, game_id)

    async def state(self, game_id: UUID) -> GameState:
        return self.fold(self.tables, game_id)

    # Grants and seeds

    async def find_grant(self, game_id: UUID, token: str) -> TokenGrant | None:
        return next(
            (held for game, held, _ in self.tables.grants_of(token) if game == game_id), None
        )

    async def token_known(self, token: str) -> bool:
        return bool(self.tables.grants_of(token))

    async def load_seed(self, game_id: UUID) -> GameSeed | None:
        kept = self.tables.seeds.get(game_id)
        if kept is None:
            return None
        revealed_at = datetime.now(UTC) if game_id in self.tables.revealed else None
        return GameSeed(kept[0], kept[1], revealed_at)

    async def sealed_player_secrets(self, game_id: UUID) -> dict[str, bytes]:
        return dict(self.tables.player_secrets.get(game_id, {}))

    async def organised_game_ids(self, token: str) -> list[UUID]:
        return [game for game, held, _ in self.tables.grants_of(token) if held.role == "organiser"]

    # Read models

    async def order_state(self, game_id: UUID) -> OrderState | None:
        return self.tables.order_states.get(game_id)

    async def rolls(self, game_id: UUID, after: int, limit: int) -> list[RollOutcome]:
        found = sorted(self.tables.rolls.get(game_id, {}).items())
        return [outcome for version, outcome in found if version > after][:limit]

    async def roll(self, game_id: UUID, version: int) -> RollOutcome | None:
        return self.tables.rolls.get(game_id, {}).get(version)

    async def order(self, game_id: UUID, number: int) -> ResolvedOrder | None:
        return self.tables.orders.get(game_id, {}).get(number)

    async def orders(self, game_id: UUID, after: int, limit: int) -> list[ResolvedOrder]:
        found = sorted(self.tables.orders.get(game_id, {}).items())
        return [order for number, order in found if number > after][:limit]

    # The live feed

    @property
    def busy(self) -> type[Exception]:
        return ShareFull

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        if self.busy_reads:
            self.busy_reads -= 1
            raise ShareFull
        yield

    @contextmanager
    def subscribe(self, topic: UUID | None) -> Iterator[FakeSubscription]:
        subscription = FakeSubscription(self)
        self.subscriptions.setdefault(topic, []).append(subscription)
        try:
            yield subscription
        finally:
            self.subscriptions[topic].remove(subscription)

    def wake(self, game_id: UUID) -> None:
        for topic in (game_id, None):
            for subscription in self.subscriptions.get(topic, []):
                subscription.flag.set()

    async def read_stream(
        self, game_id: UUID, from_version: int = 1, limit: int | None = None
    ) -> list[RecordedEvent]:
        self.stream_reads[game_id] += 1
        return await self.log.read_stream(game_id, from_version, limit)

    async def token_hashes(self, game_id: UUID) -> frozenset[str]:
        return frozenset(held.token_hash for game, held, _ in self.tables.grants if game == game_id)

    async def read_organised(
        self, organiser_token_hash: str, after_position: int, limit: int = 1000
    ) -> list[RecordedEvent]:
        organised = {
            game
            for game, held, _ in self.tables.grants
            if (held.token_hash, held.role) == (organiser_token_hash, "organiser")
        }
        found = [
            e
            for e in self.tables.all_events()
            if e.game_id in organised and e.position > after_position
        ]
        return found[:limit]

    # The audit

    async def head(self, game_id: UUID) -> tuple[int, str]:
        log = self.tables.events.get(game_id, [])
        return (len(log), log[-1].hash) if log else (0, GENESIS_HASH)

    async def log_head(self, game_id: UUID) -> LogHead:
        """The head, and a digest of the rows as they are now: a row changed in the tables
        changes it, as one changed in the database does."""
        version, head_hash = await self.head(game_id)
        rows = [_row(e) for e in self.tables.events.get(game_id, [])]
        digest = hashlib.sha256(json.dumps(rows, default=str).encode()).hexdigest()
        return LogHead(version, head_hash, digest)

    async def event_rows(
        self, game_id: UUID, to_version: int | None, batch: int
    ) -> AsyncIterator[list[EventRow]]:
        log = [
            _row(e)
            for e in self.tables.events.get(game_id, [])
            if to_version is None or e.version <= to_version
        ]
        for start in range(0, len(log), batch):
            yield log[start : start + batch]

    async def mark_revealed(self, game_id: UUID) -> None:
        self.tables.revealed.add(game_id)

    async def provenance(self, game_id: UUID) -> Provenance | None:
        return self.tables.provenance.get(game_id)

    async def organised_games_page(
        self, token: str, after: OrganisedKey | None, limit: int
    ) -> list[OrganisedKey]:
        keys = [
            OrganisedKey(granted_at, game)
            for game, held, granted_at in self.tables.grants_of(token)
            if held.role == "organiser"
        ]
        keys.sort(key=lambda k: (k.granted_at, k.game_id))
        if after is not None:
            keys = [
                k for k in keys if (k.granted_at, k.game_id) > (after.granted_at, after.game_id)
            ]
        return keys[:limit]

    async def load_verification(self, game_id: UUID) -> StoredVerification | None:
        return self.tables.verifications.get(game_id)

    async def save_verification(
        self, game_id: UUID, version: int, head_hash: str, report: dict[str, Any]
    ) -> None:
        kept = self.tables.verifications.get(game_id)
        if kept is None or kept.version <= version:
            self.tables.verifications[game_id] = StoredVerification(
                version, head_hash, report, datetime.now(UTC)
            )


def _row(event: RecordedEvent) -> EventRow:
    """The event as the database hands it to a worker: its JSON as text."""
    return (
        event.position, event.game_id, event.version, event.event_id, event.type,
        json.dumps(event.data), json.dumps(event.metadata), event.recorded_at,
        event.prev_hash, event.hash, event.blind,
    )  # fmt: skip
