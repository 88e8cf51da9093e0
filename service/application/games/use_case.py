"""The games use cases: create a game, authenticate a caller, run a command, read a game.

Each command is decided against the game's current state (folded from its events), then the
events, the idempotency record and the projections are written in one transaction, so a
client never sees half of a command and a retried request never rolls again.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
import secrets
import uuid
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import msgspec

from service.application.games.idempotency_keys import check_key
from service.application.games.locks import GameLocks
from service.application.games.ports import GameStorage, GameWrite, KeptAnswer
from service.application.organisers import organised_game_ids
from service.application.ports import (
    IDEMPOTENCY_TTL,
    NewEvent,
    RecordedEvent,
    TokenGrant,
    hash_token,
)
from service.application.secrets.sealing import SealedSecrets
from service.application.visibility.awaiting import Awaited, seen_awaiting
from service.application.visibility.sight import Sight, sight_of
from service.config import DEFAULT_MAX_EVENTS
from service.domain import dice
from service.domain.commands import (
    ORGANISER,
    Command,
    CreateGame,
    EndGame,
    RotateToken,
)
from service.domain.entropy import game_roller
from service.domain.errors import (
    ConcurrencyConflict,
    InvalidCommand,
    NotFound,
    PreconditionFailed,
    StateConflict,
    TooManyEvents,
    Unauthorized,
)
from service.domain.events import Event, encode_event
from service.domain.game import decide, fold
from service.domain.hidden import HIDDEN_RULE
from service.domain.names import NAME_RULE
from service.domain.openings import secrets_needed, with_openings
from service.domain.privacy import PRIVACY_RULE
from service.domain.roles import ROLES_RULE
from service.domain.secrets import needs_openings
from service.domain.state import GameState
from service.keyring import Keyring, Unsealable
from service.rules.catalogue import CATALOGUE_REVISION
from service.rules.scenario import (
    ITS_CLASSIFIED_OBJECTIVES,
    ITS_OBJECTIVE_POINTS_CAP,
    SCENARIO_RULE,
)
from service.rules.values import Edition

MAX_ATTEMPTS = 12
"""Tries of a command that lost an append race (without If-Match): decided afresh each time.

Within one process the per-game lock below prevents such races; these retries serve several
processes (or replicas) writing the same game, with a short random back-off between them.
"""
RETRY_BACKOFF_SECONDS = 0.005
GAME_LOCK_TIMEOUT_SECONDS = 1.0
SEEDS_KEPT = 1024
"""Opened dice seeds kept in memory: the games being played right now."""
log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Principal:
    game_id: uuid.UUID
    actor: str
    """ORGANISER, or the player's name."""


@dataclass(frozen=True, slots=True)
class Idempotency:
    key: str
    """The client's key: used to find and open its record, never stored or shown."""
    route: str
    """Method and path: a key is scoped to the route it was sent to (and to its caller)."""
    fingerprint: str
    """A digest of the request (method, path, body): a reused key must carry the same one."""


@dataclass(frozen=True, slots=True)
class Answer:
    """What a request did, in no protocol's terms: kept with the events so a retried request
    gets it again."""

    body: Any
    created: bool = False
    """The request made a new resource (a game, a roll, a trooper, an order)."""
    resource: str | None = None
    """The path where the resource the answer is about can be read, when there is one."""
    replayed: bool = False

    def stored(self) -> bytes:
        return msgspec.json.encode(
            {
                "body": self.body,
                "created": self.created,
                "resource": self.resource,
                # Also the shape the previous release reads, while both may run side by side
                # (a rolling deploy) and its records live (the idempotency lifetime): drop in
                # the release after next.
                "status": 201 if self.created else 200,
                "location": self.resource,
            }
        )

    @classmethod
    def from_stored(cls, stored: bytes) -> Answer:
        kept = msgspec.json.decode(stored)
        if not isinstance(kept, dict) or "body" not in kept:
            raise ValueError("no answer was stored with this idempotency key")
        if "status" in kept:
            # Sealed before answers lost their HTTP status; such records live until they expire.
            return cls(kept["body"], kept["status"] == 201, kept.get("location"), replayed=True)
        return cls(kept["body"], kept["created"], kept["resource"], replayed=True)


@dataclass(frozen=True, slots=True)
class Decided:
    """A decided command: the state it was decided on, its events with versions, the result,
    and what the game awaits after it as the command's sender may see it."""

    before: GameState
    events: tuple[tuple[int, Event], ...]
    after: GameState
    awaiting: tuple[Awaited, ...] = ()


@dataclass(frozen=True, slots=True)
class CreatedGame:
    state: GameState
    organiser_token: str
    player_tokens: dict[str, str] = field(default_factory=dict)
    awaiting: tuple[Awaited, ...] = ()
    """What the new game awaits (nothing in it is kept from anyone yet)."""


Respond = Callable[[Decided], Answer]
Observer = Callable[[uuid.UUID, Decided], Awaitable[None]]
"""Told of each command a game commits, after its commit."""
Alongside = Callable[[GameWrite], Awaitable[None]]
Prepare = Callable[[GameState, dice.Roller], Command]
"""Makes the command to decide from the state it is decided on and the game's dice."""
"""Work done in the transaction that appends a command's events (and undone with it)."""


def uncounted(_events: int) -> None:
    """Where nobody counts the events appended (the command line)."""


class Games:
    def __init__(
        self,
        storage: GameStorage,
        keyring: Keyring,
        *,
        idempotency_ttl: timedelta = IDEMPOTENCY_TTL,
        count_appended: Callable[[int], None] = uncounted,
        max_events: int = DEFAULT_MAX_EVENTS,
    ) -> None:
        """count_appended(n) is told of each n events committed (a replay commits none);
        max_events: the most a game may hold (INFINITY_LEDGER_MAX_EVENTS)."""
        self._storage = storage
        self._count_appended = count_appended
        self._keyring = keyring
        self._idempotency_ttl = idempotency_ttl
        self._max_events = max_events
        self._locks = GameLocks()
        self._seeds: OrderedDict[uuid.UUID, bytes] = OrderedDict()
        self._observers: list[Observer] = []

    def observe(self, observer: Observer) -> None:
        """``observer(game_id, decided)`` is awaited after each command commits (a tournament
        counts its tables' results so). Its failure is logged, never the command's: the command
        has committed."""
        self._observers.append(observer)

    async def create(
        self,
        *,
        edition: str,
        players: Sequence[str],
        client_seed: str,
        manual_dice: bool,
        idempotency: Idempotency | None,
        dice_algorithm: str,
        manual_dice_confirmation: bool = False,
        rounds: int | None = None,
        classified_objectives: int = ITS_CLASSIFIED_OBJECTIVES,
        objective_points_cap: int = ITS_OBJECTIVE_POINTS_CAP,
        respond: Callable[[CreatedGame], Answer],
        organiser_token: str | None = None,
    ) -> Answer:
        """Create a game; `organiser_token`, an organiser token of an earlier game, makes the
        same organiser run this one too (a tournament), so one token lists all its games."""
        if organiser_token is not None:
            await organised_game_ids(self._storage, organiser_token)
        # The creator is whoever holds the bearer token, or nobody in particular: two anonymous
        # clients with the same key share a record, but only the key's holder can open it.
        caller = f"organiser:{hash_token(organiser_token)}" if organiser_token else "anonymous"
        keyed = KeyedIdempotency.of(
            self._keyring, idempotency, caller, anonymous=not organiser_token
        )
        earlier = await earlier_answer(keyed, self._storage.log.find_idempotent)
        if earlier is not None:
            return earlier
        game_id = uuid.uuid4()
        seed = secrets.token_bytes(dice.SEED_BYTES)
        command = _create_game(
            game_id=game_id,
            edition=Edition(edition),
            players=tuple(players),
            client_seed=client_seed,
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            seed_commitment=dice.seed_commitment(seed),
            rounds=msgspec.UNSET if rounds is None else rounds,
            dice_algorithm=dice_algorithm,
            classified_objectives=classified_objectives,
            objective_points_cap=objective_points_cap,
        )
        events = decide(fold([]), command, None)
        state = fold(events)
        # Keyed by the names as the game holds them (NFC), not as they were sent.
        tokens = {name: secrets.token_urlsafe(32) for name in state.players}
        organiser = organiser_token or secrets.token_urlsafe(32)
        created = CreatedGame(state, organiser, tokens, seen_awaiting(state, None))
        answer = respond(created)
        grants = [TokenGrant(hash_token(organiser), "organiser", None)] + [
            TokenGrant(hash_token(token), "player", name) for name, token in tokens.items()
        ]
        async with self._storage.writing(game_id) as write:
            result = await write.append(
                0,
                _new_events(events, command),
                idempotency_ttl=self._idempotency_ttl,
                kept=kept_answer(keyed, answer),
            )
            if result.replayed and keyed is not None:  # a concurrent twin won the race
                return keyed.open(result.response)
            await write.save_secrets(seed, client_seed, grants)
            await write.project(state, _versioned(0, events))
        self._count_appended(len(events))
        return answer

    async def create_table_game(
        self,
        *,
        game_id: uuid.UUID,
        organiser_token_hash: str,
        player_tokens: Mapping[str, str],
        rounds: int,
        classified_objectives: int,
        objective_points_cap: int,
        manual_dice: bool,
        manual_dice_confirmation: bool,
    ) -> bool:
        """A tournament table's game: its id, its players (in ``player_tokens``' order) and
        their tokens given by the tournament, run by the tournament's organiser (its token's
        hash); sequenced, dice-v2, the round's scenario. False when the game exists already
        (it was made by an earlier attempt), and then nothing is written."""
        seed = secrets.token_bytes(dice.SEED_BYTES)
        command = _create_game(
            game_id=game_id,
            edition=Edition.N5,
            players=tuple(player_tokens),
            client_seed="",
            manual_dice=manual_dice,
            manual_dice_confirmation=manual_dice_confirmation,
            seed_commitment=dice.seed_commitment(seed),
            rounds=rounds,
            dice_algorithm=dice.DICE_V2,
            classified_objectives=classified_objectives,
            objective_points_cap=objective_points_cap,
        )
        events = decide(fold([]), command, None)
        state = fold(events)
        grants = [TokenGrant(organiser_token_hash, "organiser", None)] + [
            TokenGrant(hash_token(token), "player", name) for name, token in player_tokens.items()
        ]
        try:
            async with self._storage.writing(game_id) as write:
                await write.append(
                    0, _new_events(events, command), idempotency_ttl=self._idempotency_ttl
                )
                await write.save_secrets(seed, "", grants)
                await write.project(state, _versioned(0, events))
        except ConcurrencyConflict:
            return False
        self._count_appended(len(events))
        return True

    async def authenticate(self, game_id: uuid.UUID, token: str | None) -> Principal:
        if not token:
            raise Unauthorized("send `Authorization: Bearer <token>` with a token of this game")
        grant = await self._storage.find_grant(game_id, token)
        if grant is None:
            # A token of another game learns nothing of this one: not even that it exists.
            if await self._storage.token_known(token):
                raise NotFound(f"no game {game_id}")
            raise Unauthorized("this token is not a token of any game")
        return Principal(game_id, ORGANISER if grant.role == "organiser" else str(grant.player))

    async def state(self, game_id: uuid.UUID) -> GameState:
        """The game's current state: its projected snapshot, plus any event after it."""
        return _created(await self._storage.state(game_id), game_id)

    async def execute(
        self,
        principal: Principal,
        command: Command,
        *,
        if_match: int | None,
        idempotency: Idempotency | None,
        respond: Respond,
        alongside: Alongside | None = None,
        prepare: Prepare | None = None,
    ) -> Answer:
        """Decide `command` on the game's current state and append its events.

        With `prepare` the command is made again on each attempt from the state it is decided
        on and the game's dice (a draw depends on the version its event gets).

        Without If-Match a command that loses a race is decided again on the new state; with
        it the client asked for exactly that version, so a lost race is a 412.
        """
        game_id = principal.game_id
        keyed = KeyedIdempotency.of(self._keyring, idempotency, f"{game_id}:{principal.actor}")
        earlier = await earlier_answer(keyed, self._storage.log.find_idempotent)
        if earlier is not None:
            return earlier
        async with self._locks.hold(game_id, timeout=GAME_LOCK_TIMEOUT_SECONDS):
            for attempt in range(MAX_ATTEMPTS):
                if attempt:
                    await asyncio.sleep(random.uniform(0, RETRY_BACKOFF_SECONDS * 2**attempt))
                seed = await self._seed(game_id)
                try:
                    # The state is read in the transaction that appends: one checkout and one
                    # round trip fewer per command than reading it on its own; pipelined, two
                    # and three round trips fewer.
                    async with self._storage.writing(game_id, pipelined=True) as write:
                        before, head = await write.state()
                        _created(before, game_id)
                        if if_match is not None and before.version != if_match:
                            raise PreconditionFailed(if_match, before.version)
                        # The caller's sight, before anything is made of the game: the game's
                        # sealed secrets, read once for it, the openings and the answer's
                        # sight, each opened once.
                        sealed = SealedSecrets(self._keyring, game_id, write.sealed_player_secrets)
                        sight = await sight_of(before, principal.actor, sealed)
                        # Built on the state it rolls in: dice-v2 mixes the players' seeds.
                        roller = game_roller(seed, before)
                        if prepare is not None:
                            command = prepare(before, roller)
                        # An ended game still takes its results, unless it came by an import:
                        # that record was closed where it was played (asked only once ended).
                        if before.ended and await write.imported():
                            raise StateConflict("the game has ended")
                        # What the caller names by a marker is the trooper behind it.
                        command = _meant(sight, before, command)
                        # The domain says which sealed secrets the command needs (the end's,
                        # a Lieutenant's, a marker's): opened here, carried by the command.
                        opened = await sealed.open(secrets_needed(before, command))
                        command = with_openings(before, command, opened)
                        # One decision, with the caller's sight: a command reaching what they
                        # may not see is refused as one naming an unknown trooper is.
                        events = decide(before, command, roller, sight)
                        after = fold(events, before)
                        _check_foreseen(before, after)
                        self._check_ceiling(before, command, len(events))
                        seen = await _answers_sight(sight, after, principal.actor, sealed)
                        decided = Decided(
                            before,
                            _versioned(before.version, events),
                            after,
                            seen_awaiting(after, seen),
                        )
                        answer = _answered(seen, decided, respond(decided))
                        result = await write.append(
                            before.version,
                            _new_events(events, command),
                            head=head,
                            idempotency_ttl=self._idempotency_ttl,
                            kept=kept_answer(keyed, answer),
                        )
                        if result.replayed and keyed is not None:
                            return keyed.open(result.response)
                        await write.project(after, decided.events, before=before)
                        if alongside is not None:
                            await alongside(write)
                except ConcurrencyConflict as conflict:
                    if if_match is not None:
                        raise PreconditionFailed(if_match, conflict.actual) from conflict
                    continue
                self._count_appended(len(decided.events))  # this attempt's, the one committed
                await self._tell_observers(game_id, decided)
                return answer
        raise ConcurrencyConflict(
            game_id, before.version, await self._storage.log.current_version(game_id)
        )

    async def rotate_token(
        self,
        principal: Principal,
        command: RotateToken,
        *,
        if_match: int | None,
        idempotency: Idempotency | None,
        respond: Callable[[Decided, str], Answer],
    ) -> Answer:
        """Issue a new token for the command's role (and player) in this game and revoke the
        old one, in the transaction that records the rotation. The new token is in the answer
        only (kept for a retry sealed under the client's Idempotency-Key, like a creation's)."""
        token = secrets.token_urlsafe(32)
        grant = TokenGrant(hash_token(token), command.role, command.player)

        async def revoke_and_issue(write: GameWrite) -> None:
            await write.replace_grant(grant)

        return await self.execute(
            principal,
            command,
            if_match=if_match,
            idempotency=idempotency,
            respond=lambda decided: respond(decided, token),
            alongside=revoke_and_issue,
        )

    async def events(self, game_id: uuid.UUID, after: int, limit: int) -> list[RecordedEvent]:
        return await self._storage.log.read_stream(game_id, from_version=after + 1, limit=limit)

    async def purge_expired_idempotency(self) -> int:
        return await self._storage.log.purge_expired_idempotency()

    async def _tell_observers(self, game_id: uuid.UUID, decided: Decided) -> None:
        for observer in self._observers:
            try:
                await observer(game_id, decided)
            except Exception:  # the command has committed: its answer stands
                log.warning("an observer of game %s failed", game_id, exc_info=True)

    def _check_ceiling(self, before: GameState, command: Command, events: int) -> None:
        """Nothing bounds a game's log but this: what it costs to verify, export or replay
        grows with it. The organiser's end of a running game is still taken past it, so a full
        game can be closed and its seed revealed (an ended game takes no second end)."""
        if before.version + events <= self._max_events or isinstance(command, EndGame):
            return
        raise TooManyEvents(
            f"a game holds at most {self._max_events} events on this service and this one has"
            f" {before.version}: the command would pass them, so nothing is appended (the"
            " organiser may still end the game)"
        )

    async def _seed(self, game_id: uuid.UUID) -> bytes:
        """The game's opened seed: kept for the most recent games, since a
        seed never changes and loading it cost a pooled connection, a query and a decryption
        on every command. It stays in this process, as it did while a command ran."""
        kept = self._seeds.get(game_id)
        if kept is not None:
            self._seeds.move_to_end(game_id)
            return kept
        found = await self._storage.load_seed(game_id)
        if found is None:
            raise NotFound(f"no game {game_id}")
        kept = found.seed
        self._seeds[game_id] = kept
        if len(self._seeds) > SEEDS_KEPT:
            self._seeds.popitem(last=False)
        return kept


@dataclass(frozen=True, slots=True)
class KeyedIdempotency:
    """A client's Idempotency-Key bound to its route and caller, as the store keeps it.

    The store sees only `key_id` (a keyed hash) and the sealed answer; opening the answer
    takes the client's key, so whoever reads the table cannot replay a creation's tokens.
    """

    keyring: Keyring
    scope: str
    given: Idempotency

    @classmethod
    def of(
        cls,
        keyring: Keyring,
        idempotency: Idempotency | None,
        caller: str,
        *,
        anonymous: bool = False,
    ) -> KeyedIdempotency | None:
        """The key bound to its route and `caller`, once checked; None without a key."""
        if idempotency is None:
            return None
        check_key(idempotency.key, anonymous=anonymous)
        return cls(keyring, f"{idempotency.route}|{caller}", idempotency)

    @property
    def key_id(self) -> str:
        return self.keyring.idempotency_id(self.scope, self.given.key)

    @property
    def fingerprint(self) -> str:
        return self.given.fingerprint

    def seal(self, answer: Answer) -> bytes:
        return self.keyring.seal_answer(self.scope, self.given.key, answer.stored())

    def open(self, sealed: bytes | None) -> Answer:
        # The request did run once; its answer just cannot be given back (stored without one,
        # or sealed under a server key since replaced). Running it again would roll again.
        unreadable = StateConflict(
            "the first answer to this Idempotency-Key cannot be given back; "
            "read the game's events to see what it did, and use a new key"
        )
        if sealed is None:
            raise unreadable
        try:
            return Answer.from_stored(self.keyring.open_answer(self.scope, self.given.key, sealed))
        except Unsealable:
            raise unreadable from None


def kept_answer(keyed: KeyedIdempotency | None, answer: Answer) -> KeptAnswer | None:
    """What the store keeps with the key beside the events: the answer, sealed."""
    if keyed is None:
        return None
    return KeptAnswer(keyed.key_id, keyed.fingerprint, keyed.seal(answer))


async def earlier_answer(
    keyed: KeyedIdempotency | None, find: Callable[[str, str], Awaitable[bytes | None]]
) -> Answer | None:
    """The answer already given to this key (`find`, the store's `find_idempotent`, refuses a
    key reused with another request), or None when it was not given yet."""
    if keyed is None:
        return None
    earlier = await find(keyed.key_id, keyed.fingerprint)
    return None if earlier is None else keyed.open(earlier)


def new_events(
    encoded: Iterable[tuple[str, dict[str, Any]]], actor: str, command: Any
) -> list[NewEvent]:
    """The events as the store appends them, each `(type, data)`, from the `command` (its
    builtins) sent by `actor`."""
    # The command rides along with the first of its events (the others name it through their
    # causation_id), so an auditor can decide it again from the state before it and check that
    # the very same events come out. Once, not per event: a resolution's events would otherwise
    # each carry the whole declaration again.
    causation = str(uuid.uuid4())
    stored: list[NewEvent] = []
    for index, (event_type, data) in enumerate(encoded):
        metadata: dict[str, Any] = {"actor": actor, "causation_id": causation}
        if index == 0:
            metadata["command"] = command
        stored.append(NewEvent(uuid.uuid4(), event_type, data, metadata))
    return stored


def _create_game(**given: Any) -> CreateGame:
    """A new game's creation, sent by the organiser, with the revisions of the rules every new
    game records beside what `given` says of it."""
    return CreateGame(
        actor=ORGANISER,
        # Recorded with the game, so later catalogue corrections never change how its weapon
        # slugs resolve.
        catalogue_revision=CATALOGUE_REVISION,
        name_rule=NAME_RULE,
        roles_rule=ROLES_RULE,
        scenario_rule=SCENARIO_RULE,
        hidden_rule=HIDDEN_RULE,
        privacy_rule=PRIVACY_RULE,
        **given,
    )


def _created(state: GameState, game_id: uuid.UUID) -> GameState:
    if not state.created:
        raise NotFound(f"no game {game_id}")
    return state


def _meant(sight: Sight | None, before: GameState, command: Command) -> Command:
    return command if sight is None else sight.sent(before, command)


def _check_foreseen(before: GameState, after: GameState) -> None:
    """A command that ended the game carried every sealed secret's opening, as the domain
    said it would need them (``secrets_needed``): an end it did not foresee would leave them
    unrevealed, so it is a fault of the service's, and nothing is appended."""
    if needs_openings(before, after):
        raise RuntimeError("the command ended the game without the openings its end reveals")


async def _answers_sight(
    sight: Sight | None, after: GameState, actor: str, sealed: SealedSecrets
) -> Sight | None:
    """The sight the answer is given with: the game after the command, as its sender sees it
    (what it revealed is theirs to see), from the secrets already read; nothing is kept from a
    sender who had nothing kept before."""
    return None if sight is None else await sight_of(after, actor, sealed)


def _answered(seen: Sight | None, decided: Decided, answer: Answer) -> Answer:
    """The answer as the caller may see it once the command is done (``seen``: a trooper
    behind a marker it did not reveal named as its marker): the answer is kept with the key
    too."""
    if seen is None or not seen.aliases:
        return answer
    return dataclasses.replace(answer, body=seen.answered(decided.before, answer.body))


def _versioned(version: int, events: Sequence[Event]) -> tuple[tuple[int, Event], ...]:
    return tuple((version + i + 1, event) for i, event in enumerate(events))


def _new_events(events: Sequence[Event], command: Command) -> list[NewEvent]:
    encoded = msgspec.to_builtins(command)
    # PostgreSQL's jsonb cannot hold U+0000; refuse it as bad input rather than fail to store.
    # Every event's data comes from the command, so checking the command covers them all.
    if b"\\u0000" in msgspec.json.encode(encoded):
        raise InvalidCommand("text may not contain the NUL character (U+0000)")
    return new_events(map(encode_event, events), command.actor, encoded)
