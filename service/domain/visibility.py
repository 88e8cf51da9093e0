"""Who may see which trooper: one rule for what a reader is shown and for what a command may
name (N5: a trooper in Hidden Deployment is Private Information, "considered not to be on the
game table at all", until revealed; docs/rules.md, "What each player may know of the other's
army").

A reader a trooper is hidden from is answered, by reads and commands alike, as if the trooper
did not exist. The reads (the application's concealment) drop it from lists and hold back an
event's data and blind where the event names it; a command is decided first on the game as
that reader sees it (`Sight.seen_state`), so naming the trooper is refused exactly as naming an
unknown one is, with the same status, code and words, and no refusal spells its id or name.

Only server-held Hidden Deployment secrets can be applied: the service must open one to know
which trooper it hides (a client-held one names no trooper the server knows). Opening is the
application's (it holds the key); what to do with the opened ids is decided here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec

from service.domain.state import GameState, SecretRecord

HIDDEN_KIND = "hidden_deployment"
S = TypeVar("S", bound=msgspec.Struct)


def hidden_from(state: GameState, reader: str) -> tuple[SecretRecord, ...]:
    """The unrevealed server-held Hidden Deployment secrets of players other than ``reader``:
    the organiser reads the table as one more reader, so every player's are hidden from it."""
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


def _without(value: Any, hidden: Mapping[str, str]) -> Any:
    """``value`` with every list item that names a hidden trooper left out: its id, or anything
    carrying it under any key (a trooper, a Fireteam it leads, a State it holds)."""
    if isinstance(value, dict):
        return {k: _without(v, hidden) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_without(v, hidden) for v in value if not _names(v, hidden)]
    return value


def _owner_named(value: object, hidden: Mapping[str, str]) -> str:
    return next(owner for trooper, owner in hidden.items() if _names(value, {trooper: owner}))


@dataclass(frozen=True, slots=True)
class HeldBack:
    """What a reader is shown of an event: its data and metadata, and whether anything of it
    was held back (then its blind is too)."""

    data: dict[str, Any]
    metadata: dict[str, Any]
    held_back: bool


@dataclass(frozen=True, slots=True)
class Sight:
    """What one reader may not see: the troopers hidden from them."""

    hidden: Mapping[str, str]
    """Each hidden trooper's id and its owner."""
    names: Mapping[str, str] = field(default_factory=dict)
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

    def unnamed(self, text: str) -> str:
        """``text`` with every hidden trooper's id and name put as "a trooper"."""
        for word in sorted(self._named, key=len, reverse=True):
            text = text.replace(f"{word!r}", "a trooper").replace(word, "a trooper")
        return text

    def event(self, data: dict[str, Any], metadata: dict[str, Any]) -> HeldBack:
        """An event as this reader sees it: whole when it names no hidden trooper; else its
        lists without the trooper, and its data reduced to ``{"redacted": true, "player":
        owner}`` where the trooper is named other than in a list."""
        named = self._named
        if not _names(data, named) and not _names(metadata, named):
            return HeldBack(data, metadata, held_back=False)
        shown = _without(data, named)
        if _names(shown, named):
            shown = {"redacted": True, "player": _owner_named(data, named)}
        # The metadata carries the command: what of it still names the trooper goes.
        kept = {k: v for k, v in _without(metadata, named).items() if not _names(v, named)}
        return HeldBack(shown, kept, held_back=True)

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

    def seen_state(self, state: GameState) -> GameState:
        """The game as this reader sees it, to decide their command on: the hidden troopers,
        their open order and whatever names them are not there. A command naming one is then
        refused as a command naming an unknown trooper is."""
        return self.state(state)
