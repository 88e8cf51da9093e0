"""What a reader other than its owner may not see of a trooper in Hidden Deployment (N5: the
trooper is Private Information, off the table, until it is revealed): one policy every read of a
game goes through, the events, the order state, the troopers and the live streams alike.

A hidden trooper's ``trooper_added`` (and any other event naming it other than in a list) is
shown to those readers as the same version and type with ``data`` reduced to
``{"redacted": true, "player": owner}``, so versions stay dense and a stream resumes across it;
a list of troopers (a deployment step, the order state's troopers) just leaves it out. Once its
secret is revealed nothing is held back. Only server-held secrets can be applied: a client-held
one names no trooper the server knows.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import msgspec

from service.application.feed import Heartbeat, Revoked
from service.application.games import Games, Principal
from service.application.ports import GameStorage, RecordedEvent
from service.application.sealing import open_secret
from service.domain.errors import HiddenTroopers
from service.domain.secrets import subject_of
from service.domain.state import GameState, SecretRecord
from service.domain.troopers import Trooper
from service.keyring import Keyring
from service.projections.models import OrderState

HIDDEN_KIND = "hidden_deployment"
_POLICY_CHANGES = frozenset({"secret_committed", "secret_revealed"})
S = TypeVar("S", bound=msgspec.Struct)
T = TypeVar("T")


def hidden_from(state: GameState, reader: str) -> tuple[SecretRecord, ...]:
    """The unrevealed server-held Hidden Deployment secrets of players other than ``reader``."""
    return tuple(
        s
        for s in state.secrets
        if s.kind == HIDDEN_KIND and s.held_by == "server" and not s.revealed and s.owner != reader
    )


def _names(value: object, hidden: Mapping[str, str]) -> bool:
    if isinstance(value, str):
        return value in hidden
    if isinstance(value, dict):
        return any(_names(v, hidden) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_names(v, hidden) for v in value)
    return False


def _listed(value: object, hidden: Mapping[str, str]) -> bool:
    """An item of a list that names the hidden trooper: its id, or anything carrying it under
    any key (a trooper, a Fireteam it leads, a State it holds); the whole item goes."""
    return _names(value, hidden)


def _without(value: Any, hidden: Mapping[str, str]) -> Any:
    if isinstance(value, dict):
        return {k: _without(v, hidden) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_without(v, hidden) for v in value if not _listed(v, hidden)]
    return value


def _owner_named(value: object, hidden: Mapping[str, str]) -> str:
    found = next((owner for trooper, owner in hidden.items() if _names(value, {trooper: owner})))
    return found


@dataclass(frozen=True, slots=True)
class Concealment:
    hidden: Mapping[str, str]
    """Each hidden trooper's id and its owner."""
    names: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """The hidden troopers' names and their owners: a free-standing roll or a replay's text may
    use them."""

    @property
    def _named(self) -> Mapping[str, str]:
        return {**self.hidden, **self.names}

    def named(self, value: object) -> bool:
        """Whether an answer (JSON types, a struct or a text) names a hidden trooper."""
        if isinstance(value, str):
            return any(word in value for word in self._named)
        return _names(msgspec.to_builtins(value), self._named)

    def event(self, event: RecordedEvent) -> RecordedEvent:
        named = self._named
        if not _names(event.data, named) and not _names(event.metadata, named):
            return event
        data = _without(event.data, named)
        if _names(data, named):
            data = {"redacted": True, "player": _owner_named(event.data, named)}
        # The metadata carries the command: what of it still names the trooper goes.
        metadata = {
            k: v for k, v in _without(event.metadata, named).items() if not _names(v, named)
        }
        # The blind goes with any data held back: with it, the hash could be searched by
        # trying candidate troopers; without it, it says nothing (store.chain.event_hash).
        return dataclasses.replace(event, data=data, metadata=metadata, blind=None)

    def events(self, events: Iterable[RecordedEvent]) -> list[RecordedEvent]:
        return [self.event(e) for e in events]

    def state(self, state: S) -> S:
        """The order state (or any struct of the game) without the hidden troopers."""
        plain = msgspec.to_builtins(state)
        if not _names(plain, self.hidden):
            return state
        # A hidden trooper's own order is unseen on the table (a Move does not reveal it):
        # to these readers no order is open, as the single order read refuses it.
        if _names(plain.get("open_order"), self.hidden):
            plain["open_order"] = None
        return msgspec.convert(_without(plain, self.hidden), type(state))


class Concealer:
    """Builds the policy for one reader from the game's current state: ``None`` (nothing to
    hold back, the fast path every game without such a secret takes) or a ``Concealment``."""

    def __init__(self, games: Games, storage: GameStorage, keyring: Keyring) -> None:
        self._games = games
        self._storage = storage
        self._keyring = keyring

    async def for_reader(self, principal: Principal) -> Concealment | None:
        state = await self._games.state(principal.game_id)
        return await self.for_state(principal.game_id, state, principal.actor)

    async def for_state(
        self, game_id: uuid.UUID, state: GameState, reader: str
    ) -> Concealment | None:
        records = hidden_from(state, reader)
        if not records:
            return None
        sealed = await self._storage.sealed_player_secrets(game_id)
        hidden: dict[str, str] = {}
        for record in records:
            opened = open_secret(self._keyring, game_id, record.secret_id, sealed[record.secret_id])
            hidden[subject_of(HIDDEN_KIND, opened.secret)] = record.owner
        names = {t.name: hidden[t.trooper_id] for t in state.troopers if t.trooper_id in hidden}
        return Concealment(hidden, {name: owner for name, owner in names.items() if name})

    async def events(self, principal: Principal, after: int, limit: int) -> list[RecordedEvent]:
        found = await self._games.events(principal.game_id, after, limit)
        policy = await self.for_reader(principal)
        return found if policy is None else policy.events(found)

    async def order_state(self, principal: Principal, state: OrderState) -> OrderState:
        """The order state as ``principal`` may see it, judged by its own secrets (it may come
        from a replica a little behind): no other read."""
        policy = await self.for_state(principal.game_id, state.to_state(), principal.actor)
        return state if policy is None else policy.state(state)

    async def troopers(self, principal: Principal, state: GameState) -> list[Trooper]:
        policy = await self.for_state(principal.game_id, state, principal.actor)
        troopers = list(state.troopers)
        if policy is None:
            return troopers
        return [t for t in troopers if t.trooper_id not in policy.hidden]

    async def stream(
        self, reader: str, items: AsyncIterator[T | Heartbeat | Revoked]
    ) -> AsyncIterator[T | Heartbeat | Revoked]:
        """A live stream's events (of one game or of all an organiser's) or order states as
        ``reader`` may see them. A game's policy only changes when a secret is committed or
        revealed, so it is read again only then, not for every event."""
        policies: dict[uuid.UUID, Concealment | None] = {}
        async for item in items:
            if isinstance(item, RecordedEvent):
                game_id = item.game_id
                if game_id not in policies or item.type in _POLICY_CHANGES:
                    policies[game_id] = await self.for_reader(Principal(game_id, reader))
                policy = policies[game_id]
                yield item if policy is None else cast(T, policy.event(item))
            elif isinstance(item, OrderState) and item.game_id is not None:
                seen = await self.for_state(item.game_id, item.to_state(), reader)
                yield item if seen is None else cast(T, seen.state(item))
            else:
                yield item

    async def unnamed(self, principal: Principal, items: Sequence[T]) -> list[T]:
        """A listing (orders, rolls) without the items that name a trooper hidden from
        ``principal``, as a list of troopers leaves it out."""
        policy = await self.for_reader(principal)
        if policy is None:
            return list(items)
        return [item for item in items if not policy.named(item)]

    async def require_unnamed(self, principal: Principal, answer: object) -> None:
        """One order, roll, replay or verification report that names a trooper hidden from
        ``principal`` is refused until the reveal, like the export: redacting its trooper would
        leave an answer that no longer matches its schema or the log it is checked against."""
        policy = await self.for_reader(principal)
        if policy is not None and policy.named(answer):
            raise HiddenTroopers(
                "this names an opponent's trooper in Hidden Deployment that is not revealed yet:"
                " it is shown to its owner, or to anyone once it is revealed or the game ends"
            )

    async def require_whole(self, principal: Principal) -> None:
        """A whole export names every trooper: refused before the end to a reader one is still
        hidden from (the end reveals every secret)."""
        state = await self._games.state(principal.game_id)
        if not state.ended and hidden_from(state, principal.actor):
            raise HiddenTroopers(
                "an opponent's trooper in Hidden Deployment is not revealed yet: the whole log"
                " is exported to its owner, or to anyone once it is revealed or the game ends"
            )
