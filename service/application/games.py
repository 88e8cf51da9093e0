"""The games use cases: create a game, authenticate a caller, run a command, read a game.

Each command is decided against the game's current state (folded from its events), then the
events, the idempotency record and the projections are written in one transaction, so a
client never sees half of a command and a retried request never rolls again.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from service.domain import dice
from service.domain.commands import ORGANISER, Command, CreateGame
from service.domain.errors import (
    ConcurrencyConflict,
    InvalidCommand,
    NotFound,
    PreconditionFailed,
    Unauthorized,
)
from service.domain.events import Event, decode_event, encode_event
from service.domain.game import decide, evolve, fold
from service.domain.state import GameState
from service.projections.views import state_from_order_state
from service.projections.writer import project, read_order_state
from service.rules.values import Edition
from service.store.database import Pool
from service.store.event_store import EventStore, NewEvent, RecordedEvent
from service.store.secrets import (
    TokenGrant,
    find_grant,
    hash_token,
    load_seed,
    organiser_game_ids,
    save_secrets,
)

MAX_ATTEMPTS = 5
"""Retries of a command that lost an append race (without If-Match): decided afresh each time."""


@dataclass(frozen=True, slots=True)
class Principal:
    game_id: uuid.UUID
    actor: str
    """ORGANISER, or the player's name."""


@dataclass(frozen=True, slots=True)
class Idempotency:
    key: str
    fingerprint: str
    """A digest of the request (method, path, body): a reused key must carry the same one."""


@dataclass(frozen=True, slots=True)
class Answer:
    """An HTTP-agnostic answer: kept with the events so a retried request gets it again."""

    status: int
    body: Any
    location: str | None = None
    replayed: bool = False

    def stored(self) -> dict[str, Any]:
        return {"status": self.status, "body": self.body, "location": self.location}

    @classmethod
    def from_stored(cls, stored: Any) -> Answer:
        if not isinstance(stored, dict) or "status" not in stored:
            raise ValueError("no answer was stored with this idempotency key")
        return cls(stored["status"], stored["body"], stored.get("location"), replayed=True)


@dataclass(frozen=True, slots=True)
class Decided:
    """A decided command: the state it was decided on, its events with versions, the result."""

    before: GameState
    events: tuple[tuple[int, Event], ...]
    after: GameState


@dataclass(frozen=True, slots=True)
class CreatedGame:
    state: GameState
    organiser_token: str
    player_tokens: dict[str, str] = field(default_factory=dict)


Respond = Callable[[Decided], Answer]


class Games:
    def __init__(self, pool: Pool) -> None:
        self._pool = pool
        self._store = EventStore(pool)

    @property
    def store(self) -> EventStore:
        return self._store

    @property
    def pool(self) -> Pool:
        return self._pool

    async def create(
        self,
        *,
        edition: str,
        players: Sequence[str],
        client_seed: str,
        manual_dice: bool,
        idempotency: Idempotency | None,
        respond: Callable[[CreatedGame], Answer],
        organiser_token: str | None = None,
    ) -> Answer:
        """Create a game; `organiser_token`, an organiser token of an earlier game, makes the
        same organiser run this one too (a tournament), so one token lists all its games."""
        if organiser_token is not None and not await organiser_game_ids(
            self._pool, organiser_token
        ):
            raise Unauthorized("this is not an organiser token of any game")
        if idempotency is not None:
            earlier = await self._store.find_idempotent(
                _scoped("create", idempotency.key), idempotency.fingerprint
            )
            if earlier is not None:
                return Answer.from_stored(earlier)
        game_id = uuid.uuid4()
        seed = secrets.token_bytes(dice.SEED_BYTES)
        command = CreateGame(
            actor=ORGANISER,
            game_id=game_id,
            edition=Edition(edition),
            players=tuple(players),
            client_seed=client_seed,
            manual_dice=manual_dice,
            seed_commitment=dice.seed_commitment(seed),
        )
        events = decide(fold([]), command, None)
        state = fold(events)
        tokens = {name: secrets.token_urlsafe(32) for name in players}
        organiser = organiser_token or secrets.token_urlsafe(32)
        created = CreatedGame(state, organiser, tokens)
        answer = respond(created)
        grants = [TokenGrant(hash_token(organiser), "organiser", None)] + [
            TokenGrant(hash_token(token), "player", name) for name, token in tokens.items()
        ]
        async with self._pool.connection() as conn, conn.transaction():
            result = await self._store.append_within(
                conn,
                game_id,
                0,
                _new_events(events, command, idempotency),
                idempotency_key=_scoped("create", idempotency.key) if idempotency else None,
                request_hash=idempotency.fingerprint if idempotency else None,
                response=answer.stored(),
            )
            if result.replayed:  # a concurrent twin of this request won the race
                return Answer.from_stored(result.response)
            await save_secrets(conn, game_id, seed, client_seed, grants)
            await project(conn, game_id, state, _versioned(0, events))
        return answer

    async def authenticate(self, game_id: uuid.UUID, token: str | None) -> Principal:
        if not token:
            raise Unauthorized("send `Authorization: Bearer <token>` with a token of this game")
        grant = await find_grant(self._pool, game_id, token)
        if grant is None:
            if await self._store.current_version(game_id) == 0:
                raise NotFound(f"no game {game_id}")
            raise Unauthorized("this token does not belong to this game")
        return Principal(game_id, ORGANISER if grant.role == "organiser" else str(grant.player))

    async def state(self, game_id: uuid.UUID) -> GameState:
        """The game's current state: its projected snapshot, plus any event after it.

        The snapshot is written in the same transaction as the events, so it is normally the
        head; folding what follows it keeps this right even if it ever lags.
        """
        snapshot = await read_order_state(self._pool, game_id)
        state = state_from_order_state(snapshot[1]) if snapshot else fold([])
        newer = self._store.iter_stream(game_id, from_version=state.version + 1)
        state = fold([decode_event(e.type, e.data) async for e in newer], state)
        if not state.created:
            raise NotFound(f"no game {game_id}")
        return state

    async def execute(
        self,
        principal: Principal,
        command: Command,
        *,
        if_match: int | None,
        idempotency: Idempotency | None,
        respond: Respond,
        check: Callable[[GameState], None] | None = None,
    ) -> Answer:
        """Decide `command` on the game's current state and append its events.

        `check` is an extra precondition on that state (e.g. "order 4 is the open order").
        """
        game_id = principal.game_id
        key = _scoped(f"{game_id}:{principal.actor}", idempotency.key) if idempotency else None
        if idempotency is not None and key is not None:
            earlier = await self._store.find_idempotent(key, idempotency.fingerprint)
            if earlier is not None:
                return Answer.from_stored(earlier)
        for _attempt in range(MAX_ATTEMPTS):
            before = await self.state(game_id)
            if if_match is not None and before.version != if_match:
                raise PreconditionFailed(if_match, before.version)
            if check is not None:
                check(before)
            events = decide(before, command, await self._roller(game_id))
            after = before
            for event in events:
                after = evolve(after, event)
            decided = Decided(before, _versioned(before.version, events), after)
            answer = respond(decided)
            try:
                async with self._pool.connection() as conn, conn.transaction():
                    result = await self._store.append_within(
                        conn,
                        game_id,
                        before.version,
                        _new_events(events, command, idempotency),
                        idempotency_key=key,
                        request_hash=idempotency.fingerprint if idempotency else None,
                        response=answer.stored(),
                    )
                    if result.replayed:
                        return Answer.from_stored(result.response)
                    await project(conn, game_id, after, decided.events)
            except ConcurrencyConflict as conflict:
                if if_match is not None:
                    raise PreconditionFailed(if_match, conflict.actual) from conflict
                continue
            return answer
        raise ConcurrencyConflict(
            game_id, before.version, await self._store.current_version(game_id)
        )

    async def events(self, game_id: uuid.UUID, after: int, limit: int) -> list[RecordedEvent]:
        return await self._store.read_stream(game_id, from_version=after + 1, limit=limit)

    async def _roller(self, game_id: uuid.UUID) -> dice.Roller:
        found = await load_seed(self._pool, game_id)
        if found is None:
            raise NotFound(f"no game {game_id}")
        seed, client_seed = found.seed, found.client_seed

        def roll(version: int, count: int) -> tuple[int, ...]:
            return dice.derive_faces(seed, game_id, client_seed, version, count)

        return roll


def _scoped(scope: str, key: str) -> str:
    # Keys are per caller: two players may pick the same key without colliding.
    return f"{scope}:{key}"


def _versioned(version: int, events: Sequence[Event]) -> tuple[tuple[int, Event], ...]:
    return tuple((version + i + 1, event) for i, event in enumerate(events))


def _new_events(
    events: Sequence[Event], command: Command, idempotency: Idempotency | None
) -> list[NewEvent]:
    # The command rides along in every event's metadata, so an auditor can decide it again
    # from the state before it and check that the very same events come out.
    causation = str(uuid.uuid4())
    encoded = msgspec.to_builtins(command)
    # PostgreSQL's jsonb cannot hold U+0000; refuse it as bad input rather than fail to store.
    # Every event's data comes from the command, so checking the command covers them all.
    if b"\\u0000" in msgspec.json.encode(encoded):
        raise InvalidCommand("text may not contain the NUL character (U+0000)")
    stored: list[NewEvent] = []
    for event in events:
        event_type, data = encode_event(event)
        metadata: dict[str, Any] = {
            "actor": command.actor,
            "causation_id": causation,
            "command": encoded,
        }
        if idempotency is not None:
            metadata["idempotency_key"] = idempotency.key
        stored.append(NewEvent(uuid.uuid4(), event_type, data, metadata))
    return stored
