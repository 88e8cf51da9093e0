"""The reads' side of the visibility rule (``service.domain.visibility``): every read of a
game, the events, the order state, the troopers and the live streams alike, goes through the
reader's ``Sight``, which this module builds by opening the sealed Hidden Deployment secrets.

A hidden trooper's ``trooper_added`` (and any other event naming it other than in a list; in a
game under the hidden rule, any event naming it at all) is held back whole from those readers:
shown at its version, with its time and its links (``prev_hash``, ``hash``) only, as type
``held_back`` with empty ``data`` and ``metadata`` and no blind, so versions stay dense, the
chain's links hold and a stream resumes across it, while nothing tells what it was, whose, or
what it hides. In a game recorded before the rule, a list naming it (a deployment step, a
turn's Irregular Orders) just leaves it out. Once its secret is revealed nothing is held back.
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import TypeVar, cast

import msgspec

from service.application.feed.use_case import Heartbeat, Revoked
from service.application.games.ports import GameStorage
from service.application.games.use_case import Games, Principal
from service.application.ports import RecordedEvent
from service.application.secrets.sealing import SealedSecrets
from service.application.visibility.awaiting import Awaited, seen_awaiting
from service.application.visibility.sight import sight_of
from service.domain.errors import HiddenTroopers, PrivateInformation
from service.domain.hidden import HELD_BACK
from service.domain.privacy import private_lists
from service.domain.state import GameState, SecretRecord
from service.domain.troopers import Trooper
from service.domain.visibility import Sight, hidden_from, lieutenants_known, secret_sight
from service.keyring import Keyring
from service.projections.models import OrderState

_POLICY_CHANGES = frozenset({"secret_committed", "secret_revealed", "trooper_added", "game_ended"})
"""The events at which a game's policy may change: a secret committed or revealed, a trooper
added in Hidden Deployment (under the hidden rule, with its secret), or the end."""


def _changes_policy(event: RecordedEvent) -> bool:
    """Whether the reader's policy may be other after ``event``: one of the events above, the
    command that ends the game (recorded with its first event, which the openings its reveals
    follow), or a Lieutenant seen to spend its Order."""
    command = event.metadata.get("command")
    return (
        event.type in _POLICY_CHANGES
        or (isinstance(command, dict) and "openings" in command)
        or (event.type == "trooper_activated" and event.data.get("order_type") == "lieutenant")
    )


T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Policy:
    """What one reader may not see of a game: the sight, and whether the game is under the
    hidden rule (then every event naming a hidden trooper is a private record, held back
    whole)."""

    sight: Sight
    private_records: bool


def _held_back(event: RecordedEvent) -> RecordedEvent:
    # What is left is the event's place in the chain: its version, time and links.
    return dataclasses.replace(event, type=HELD_BACK, data={}, metadata={}, blind=None)


def _shown(policy: Policy, event: RecordedEvent) -> RecordedEvent:
    sight = policy.sight
    whole = (
        sight.names_in(event.data, event.metadata)
        if policy.private_records
        else sight.names_outside_lists(event.data)
    )
    if whole:
        return _held_back(event)
    seen = sight.event(event.data, event.metadata, event.type)
    # Then what of the other army lists the reader may not see yet (a Cost, a Lieutenant).
    listed = sight.private_event(event.type, seen.data, seen.metadata)
    if not seen.held_back and not listed.held_back:
        return event
    # The blind goes with any data held back: with it, the hash could be searched by trying
    # candidate troopers (or Costs); without it, it says nothing (store.chain.event_hash).
    return dataclasses.replace(event, data=listed.data, metadata=listed.metadata, blind=None)


def _shown_as_seen(policy: Sight, item: T) -> T:
    return cast(T, policy.shown(item)) if isinstance(item, msgspec.Struct) else item


def _refuse_named(named: bool) -> None:
    if named:
        raise HiddenTroopers(
            "this names an opponent's trooper that is Private Information (in Hidden Deployment,"
            " or behind a marker) not revealed yet: it is shown to its owner, or to anyone once"
            " it is revealed or the game ends"
        )


def costs_kept(model: OrderState, reader: str) -> frozenset[str]:
    """The players whose army's total ``reader`` may not see yet: their troopers' Costs are
    kept from them (``domain.privacy``), and so is any sum of them."""
    return private_lists(model.to_state(), reader).costs


@dataclass(frozen=True, slots=True)
class SeenOrderState:
    """The order state as one reader may see it, and what the game awaits as they may see it
    (``seen_awaiting``, from the same state and sight)."""

    model: OrderState
    awaiting: tuple[Awaited, ...]


@dataclass(frozen=True, slots=True)
class SeenSecret:
    """A secret as one caller may see it: its content only when it is Open or the caller's."""

    record: SecretRecord
    secret: dict[str, str] | None
    salt: str | None


class Concealer:
    """Builds the policy for one reader from the game's current state: ``None`` (nothing to
    hold back, the fast path every game without such a secret takes) or a ``Sight``."""

    def __init__(self, games: Games, storage: GameStorage, keyring: Keyring) -> None:
        self._games = games
        self._storage = storage
        self._keyring = keyring

    async def for_reader(self, principal: Principal) -> Sight | None:
        state = await self._games.state(principal.game_id)
        return await self.for_state(principal.game_id, state, principal.actor)

    async def for_state(self, game_id: uuid.UUID, state: GameState, reader: str) -> Sight | None:
        return await sight_of(state, reader, self._sealed(game_id))

    def _sealed(self, game_id: uuid.UUID) -> SealedSecrets:
        """The game's sealed secrets for one read, read when first needed."""
        return SealedSecrets(
            self._keyring, game_id, lambda: self._storage.sealed_player_secrets(game_id)
        )

    async def secrets(self, principal: Principal) -> tuple[int, list[SeenSecret]]:
        """The game's version and every secret as ``principal`` may see it
        (``visibility.secret_sight``): what a revealed one hid, their own server-held ones
        opened, the others' commitments only; nothing of a trooper that does not exist to
        them."""
        state = await self._games.state(principal.game_id)
        sights = [(record, secret_sight(record, principal.actor)) for record in state.secrets]
        sealed = self._sealed(principal.game_id)
        opened = await sealed.open(record for record, sight in sights if sight == "own")
        seen = []
        for record, sight in sights:
            if sight == "open":
                seen.append(SeenSecret(record, record.secret, record.salt))
            elif sight == "own":
                own = opened[record.secret_id]
                seen.append(SeenSecret(record, own.secret, own.salt))
            elif sight == "commitment":
                seen.append(SeenSecret(record, None, None))
        return state.version, seen

    async def _policy(self, principal: Principal) -> Policy | None:
        state = await self._games.state(principal.game_id)
        sight = await self.for_state(principal.game_id, state, principal.actor)
        return None if sight is None else Policy(sight, private_records=state.hidden_rule > 0)

    async def events(self, principal: Principal, after: int, limit: int) -> list[RecordedEvent]:
        found = await self._games.events(principal.game_id, after, limit)
        policy = await self._policy(principal)
        return found if policy is None else [_shown(policy, e) for e in found]

    async def order_state(self, principal: Principal, state: OrderState) -> SeenOrderState:
        """The order state as ``principal`` may see it, judged by its own secrets (it may come
        from a replica a little behind): no other read; with what the game awaits."""
        return await self._seen_order_state(principal.game_id, principal.actor, state)

    async def _seen_order_state(
        self, game_id: uuid.UUID, reader: str, state: OrderState
    ) -> SeenOrderState:
        game = state.to_state()
        known = lieutenants_known(game, state)
        policy = await self.for_state(game_id, game, reader)
        seen = known if policy is None else policy.private_state(policy.state(known))
        return SeenOrderState(seen, seen_awaiting(game, policy))

    async def troopers(self, principal: Principal, state: GameState) -> list[Trooper]:
        policy = await self.for_state(principal.game_id, state, principal.actor)
        troopers = list(lieutenants_known(state, state).troopers)
        if policy is None:
            return troopers
        return [policy.private_trooper(t) for t in troopers if t.trooper_id not in policy.hidden]

    def events_seen(self, reader: str) -> EventsSeen:
        """A live stream's view of its events for ``reader``, shared by every stream of that
        reader kind that follows the same game."""
        return EventsSeen(self, reader)

    def states_seen(self, reader: str) -> StatesSeen:
        """A live stream's view of its order states for ``reader``."""
        return StatesSeen(self, reader)

    async def stream(
        self, reader: str, items: AsyncIterator[RecordedEvent | Heartbeat | Revoked]
    ) -> AsyncIterator[RecordedEvent | Heartbeat | Revoked]:
        """A live stream's events (of one game or of all an organiser's) as ``reader`` may see
        them (``EventsSeen``)."""
        seen = self.events_seen(reader)
        async for item in items:
            if isinstance(item, RecordedEvent):
                (shown,) = await seen([item])
                yield shown
            else:
                yield item

    async def unnamed(self, principal: Principal, items: Sequence[T]) -> list[T]:
        """A listing (orders, rolls) without the items that name a trooper hidden from
        ``principal``, as a list of troopers leaves it out."""
        policy = await self.for_reader(principal)
        if policy is None:
            return list(items)
        return [_shown_as_seen(policy, item) for item in items if not policy.named(item)]

    async def shown(self, principal: Principal, answer: T) -> T:
        """One order or roll as ``principal`` may see it: refused (409) when it names a trooper
        hidden from them, with each trooper behind a marker named as its marker."""
        policy = await self.for_reader(principal)
        if policy is None:
            return answer
        _refuse_named(policy.named(answer))
        return _shown_as_seen(policy, answer)

    async def require_unnamed(self, principal: Principal, answer: object) -> None:
        """One order, roll, replay or verification report that names a trooper hidden from
        ``principal`` is refused until the reveal, like the export: redacting its trooper would
        leave an answer that no longer matches its schema or the log it is checked against."""
        policy = await self.for_reader(principal)
        # A replay's text or a verification report cannot put a marker in a trooper's place
        # and still match the log it explains: it waits for the reveal, as a hidden one does.
        _refuse_named(policy is not None and policy.mentions(answer))

    async def require_whole(self, principal: Principal) -> None:
        """A whole export names every trooper: refused before the end to a reader one is still
        hidden from (the end reveals every secret)."""
        state = await self._games.state(principal.game_id)
        if not state.ended and (state.hidden_rule or state.privacy_rule):
            # Asked of every reader alike: refused only to those something is held back from,
            # the refusal itself would tell a player that the opponent has a hidden trooper.
            raise PrivateInformation(
                "the whole log is exported once the game ends, when its army lists' Private"
                " Information (Costs, the Lieutenant, troopers in Hidden Deployment) is Open"
            )
        if not state.ended and hidden_from(state, principal.actor):
            raise HiddenTroopers(
                "an opponent's trooper in Hidden Deployment is not revealed yet: the whole log"
                " is exported to its owner, or to anyone once it is revealed or the game ends"
            )


class EventsSeen:
    """Events as one reader may see them, in the order they committed. A game's policy only
    changes when a secret is committed or revealed, a trooper is added (in Hidden Deployment,
    with its secret) or the game ends (its command carrying the openings), so it is read
    again only then, not for every event."""

    def __init__(self, concealer: Concealer, reader: str) -> None:
        self._concealer = concealer
        self._reader = reader
        self._policies: dict[uuid.UUID, Policy | None] = {}

    async def __call__(self, events: Sequence[RecordedEvent]) -> list[RecordedEvent]:
        shown = []
        for event in events:
            game_id = event.game_id
            if game_id not in self._policies or _changes_policy(event):
                principal = Principal(game_id, self._reader)
                self._policies[game_id] = await self._concealer._policy(principal)
            policy = self._policies[game_id]
            shown.append(event if policy is None else _shown(policy, event))
        return shown


class StatesSeen:
    """Order states as one reader may see them, each with what the game awaits (as
    ``order_state`` answers them)."""

    def __init__(self, concealer: Concealer, reader: str) -> None:
        self._concealer = concealer
        self._reader = reader

    async def __call__(self, states: Sequence[OrderState]) -> list[SeenOrderState]:
        seen = []
        for state in states:
            assert state.game_id is not None  # a live stream's states are read by game
            seen.append(await self._concealer._seen_order_state(state.game_id, self._reader, state))
        return seen
