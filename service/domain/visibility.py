"""Who may see which trooper: one rule for what a reader is shown and for what a command may
name (N5: a trooper in Hidden Deployment is Private Information, "considered not to be on the
game table at all", until revealed; docs/rules.md, "What each player may know of the other's
army").

A reader a trooper is hidden from is answered, by reads and commands alike, as if the trooper
did not exist. The reads (the application's concealment) drop it from lists and hold back an
event's data and blind where the event names it. A command is decided once, with its sender's
sight (``game.decide``): one that reaches what the sender may not see (names a hidden trooper
or the secret that hides it, or steps into an order of one, ``Sight.decided_on``) is decided on
the game as the sender sees it (``Sight.seen_state``), so naming the trooper is refused exactly
as naming an unknown one is, with the same status, code and words; any other is decided on the
game itself, and no refusal spells a hidden trooper's id or name (``Sight.refused``).

Only server-held Hidden Deployment secrets can be applied: the service must open one to know
which trooper it hides (a client-held one names no trooper the server knows). Opening is the
application's (it holds the key); what to do with the opened ids is decided here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

import msgspec

from service.domain.errors import DomainError, InvalidCommand, NotAModel
from service.domain.privacy import PrivateLists, names_markers
from service.domain.state import GameState, SecretRecord
from service.domain.troopers import Trooper

HIDDEN_KIND = "hidden_deployment"
MASKING_KINDS = frozenset({"camouflage", "impersonation"})
"""The secrets that keep a trooper on the table as a marker: the marker is Open, the trooper
it hides is not."""
ARMY_LIST_EVENTS = frozenset({"trooper_added", "trooper_edited", "trooper_removed"})
"""The army list's own records: Open, so a trooper behind a marker is named there as itself."""
LISTED_EVENTS = frozenset({"trooper_added", "trooper_edited"})
"""The events that carry a whole trooper of the army list (its Cost with it)."""
RETREAT_EVENTS = frozenset({"retreat_declared", "retreat_cancelled"})
"""Retreat! declared or cancelled, with the sums of Costs it was counted on."""
RETREAT_SUMS = ("survivors_points", "army_points")
APPOINTED_EVENT = "lieutenant_appointed"
S = TypeVar("S", bound=msgspec.Struct)
C = TypeVar("C", bound=msgspec.Struct)
_SIDE = re.compile(r"^(?P<trooper>[^:>]+):(?P<skill>[^>]+)(?:>(?P<target>.+))?$")
"""An order's roll side, "<trooper>:<skill>" or "<trooper>:<skill>><target>"."""
FREE_WORDS = frozenset({"name", "label", "reason", "reasons"})
"""A command's fields of free words (a trooper's or a roll side's name, a label, a reason): a
word there names nothing of the game, so a command is not read as naming a trooper by them."""
NEW_IDS = {
    "add_trooper": ("trooper_id",),
    "commit_secret": ("secret_id",),
    "draw_classified": ("secret_ids",),
}
"""The fields by which a command (by its tag) names something it makes: an id there is not yet
the game's, hidden or not, and is decided on the game itself."""
SERVICES_FIELDS = ("command", "actor", "openings", "lieutenant_opening", "marker_opening")
"""A command's tag, its sender and what the service attaches: not the sender's words."""


def hidden_from(state: GameState, reader: str) -> tuple[SecretRecord, ...]:
    """The unrevealed server-held Hidden Deployment secrets of players other than ``reader``:
    the organiser reads the table as one more reader, so every player's are hidden from it."""
    return tuple(
        s
        for s in state.secrets
        if s.kind == HIDDEN_KIND and s.held_by == "server" and not s.revealed and s.owner != reader
    )


def masked_from(state: GameState, reader: str) -> tuple[SecretRecord, ...]:
    """The unrevealed server-held Camouflage and Impersonation secrets of players other than
    ``reader``: the troopers ``reader`` sees only as markers."""
    return tuple(
        s
        for s in state.secrets
        if s.kind in MASKING_KINDS
        and s.held_by == "server"
        and not s.revealed
        and s.owner != reader
    )


SecretSight = Literal["open", "own", "commitment"]
"""What a reader sees of a secret: what it hid (revealed: Open), what it hides (their own,
held by the server, opened for them), or its commitment only."""


def secret_sight(record: SecretRecord, reader: str) -> SecretSight | None:
    """What ``reader`` may see of a secret; None for nothing at all: another player's Hidden
    Deployment under the hidden rule is the record of a trooper that does not exist to them,
    until it is revealed. A client-held secret is its commitment to every reader but at its
    reveal: the service never knew what it hides."""
    if record.revealed:
        return "open"
    if record.owner == reader and record.held_by == "server":
        return "own"
    if record.trooper is not None:
        return None
    return "commitment"


def marker_handle(record: SecretRecord) -> str:
    """What a reader knows a marker by: its kind and number, or, for a marker the secret gives
    no number, its secret's id (both Open)."""
    return f"{record.kind}-{record.marker if record.marker is not None else record.secret_id}"


def _aliased(value: Any, aliases: Mapping[str, str]) -> Any:
    """``value`` with every mention of a masked trooper (its id or name, alone or as an order
    roll's side) put as its marker's handle."""
    if isinstance(value, str):
        if value in aliases:
            return aliases[value]
        side = _SIDE.match(value)
        if side is None:
            return value
        trooper, target = side["trooper"], side["target"]
        if trooper not in aliases and target not in aliases:
            return value
        named = f"{aliases.get(trooper, trooper)}:{side['skill']}"
        return named if target is None else f"{named}>{aliases.get(target, target)}"
    if isinstance(value, dict):
        return {k: _aliased(v, aliases) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_aliased(v, aliases) for v in value]
    return value


def _meant(value: Any, markers: Mapping[str, str], behind: frozenset[str]) -> Any:
    """``value`` (a command's field) with each marker's handle, alone or as an order roll's
    side, put as the trooper behind it; a trooper behind a marker named as itself is refused."""
    if isinstance(value, str):
        side = _SIDE.match(value)
        named = (value,) if side is None else (value, side["trooper"], side["target"])
        for word in named:
            if word in behind:
                raise NotAModel(
                    f"{word!r} is not on the table as a Model: a trooper behind a marker is named"
                    f" by its marker (camouflage-<n>, impersonation-<secret id>)"
                )
        if value in markers:
            return markers[value]
        if side is None or (side["trooper"] not in markers and side["target"] not in markers):
            return value
        trooper, target = side["trooper"], side["target"]
        meant = f"{markers.get(trooper, trooper)}:{side['skill']}"
        return meant if target is None else f"{meant}>{markers.get(target, target)}"
    if isinstance(value, dict):
        return {k: _meant(v, markers, behind) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_meant(v, markers, behind) for v in value]
    return value


def _reaches(value: object, words: frozenset[str]) -> bool:
    """Whether a command's fields (JSON types) name one of ``words``, alone or as an order
    roll's side, outside its free words."""
    if isinstance(value, str):
        side = _SIDE.match(value)
        return value in words or (
            side is not None and (side["trooper"] in words or side["target"] in words)
        )
    if isinstance(value, dict):
        return any(_reaches(v, words) for k, v in value.items() if k not in FREE_WORDS)
    if isinstance(value, list | tuple):
        return any(_reaches(v, words) for v in value)
    return False


def _sent(command: msgspec.Struct) -> dict[str, Any]:
    """A command's fields as its sender wrote them (JSON types): without its tag, its sender
    and what the service attaches."""
    plain = msgspec.to_builtins(command)
    return {k: v for k, v in plain.items() if k not in SERVICES_FIELDS}


def _words(value: object) -> frozenset[str]:
    """Every word a command's fields hold, and each part of an order roll's side."""
    if isinstance(value, str):
        side = _SIDE.match(value)
        parts = () if side is None else (side["trooper"], side["target"])
        return frozenset(w for w in (value, *parts) if w)
    if isinstance(value, dict):
        return frozenset().union(*(_words(v) for v in value.values()))
    if isinstance(value, list | tuple):
        return frozenset().union(*(_words(v) for v in value))
    return frozenset()


def _without_keys(value: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: v for k, v in value.items() if k not in keys}


def _listed_as_seen(listed: dict[str, Any], replaced: dict[str, Any]) -> dict[str, Any]:
    """A trooper of the army list (or the command that listed it) without its Cost, and with
    ``replaced`` put over its fields (a Lieutenant flag kept from the reader)."""
    shown = _without_keys(listed, ("points",))
    shown.update({k: v for k, v in replaced.items() if k in listed})
    return shown


def lieutenants_known(game: GameState, state: S) -> S:
    """``state`` (the game's order state, or the game itself) with each army's Lieutenant as
    the game knows it flagged, and no other trooper: the army list's, the one appointed after a
    Loss of Lieutenant (the earlier one loses the skill, Lieutenant, N5), or the one a revealed
    secret names; a private Lieutenant not revealed is flagged nowhere. ``game`` is the same
    game's state, to ask."""
    troopers = getattr(state, "troopers", None)
    if not isinstance(troopers, tuple):
        return state
    known = {
        lieutenant.trooper_id
        for lieutenant in (game.lieutenant_of(p) for p in game.players)
        if lieutenant is not None
    }
    shown = tuple(
        t
        if not isinstance(t, Trooper) or t.lieutenant == (t.trooper_id in known)
        else msgspec.structs.replace(t, lieutenant=t.trooper_id in known)
        for t in troopers
    )
    if all(a is b for a, b in zip(shown, troopers, strict=True)):
        return state
    return msgspec.structs.replace(state, troopers=shown)


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
    aliases: Mapping[str, str] = field(default_factory=dict)
    """Each trooper behind a marker (its id and its name) and its marker's handle: shown as
    the handle, never as itself, outside the army list."""
    markers: Mapping[str, str] = field(default_factory=dict)
    """Each marker's handle and the id of the trooper behind it: what this reader's commands
    name it by, in games under the privacy rule."""
    private: PrivateLists = field(default_factory=PrivateLists)
    """What of the other army lists this reader may not see yet (``domain.privacy``)."""

    @property
    def _named(self) -> Mapping[str, str]:
        return {**self.hidden, **self.names}

    def named(self, value: object) -> bool:
        """Whether an answer (JSON types, a struct or a text) names a hidden trooper."""
        if isinstance(value, str):
            return any(word in value for word in self._named)
        return _names(msgspec.to_builtins(value), self._named)

    def unnamed(self, text: str, kept: frozenset[str] = frozenset()) -> str:
        """``text`` with every hidden trooper's id and name put as "a trooper", but the
        ``kept`` words (the reader's own, echoed back)."""
        for word in sorted(set(self._named) - kept, key=len, reverse=True):
            text = text.replace(f"{word!r}", "a trooper").replace(word, "a trooper")
        return text

    def mentions(self, value: object) -> bool:
        """Whether an answer names a hidden trooper or a trooper behind a marker."""
        if self.named(value):
            return True
        if not self.aliases:
            return False
        if isinstance(value, str):
            return any(word in value for word in self.aliases)
        plain = msgspec.to_builtins(value)
        return bool(_aliased(plain, self.aliases) != plain)

    def event(self, data: dict[str, Any], metadata: dict[str, Any], kind: str = "") -> HeldBack:
        """An event (of type ``kind``) as this reader sees it: whole when it names no hidden
        trooper and no trooper behind a marker; else its lists without the hidden trooper, its
        data reduced to ``{"redacted": true, "player": owner}`` where that trooper is named
        other than in a list, and a trooper behind a marker named as its marker (but in the
        army list's own records)."""
        named = self._named
        held_back = False
        if _names(data, named) or _names(metadata, named):
            held_back = True
            shown = _without(data, named)
            if _names(shown, named):
                shown = {"redacted": True, "player": _owner_named(data, named)}
            # The metadata carries the command: what of it still names the trooper goes.
            metadata = {k: v for k, v in _without(metadata, named).items() if not _names(v, named)}
            data = shown
        if self.aliases and kind not in ARMY_LIST_EVENTS:
            masked, masked_metadata = _aliased(data, self.aliases), _aliased(metadata, self.aliases)
            if masked != data or masked_metadata != metadata:
                data, metadata, held_back = masked, masked_metadata, True
        return HeldBack(data, metadata, held_back)

    def names_in(self, data: dict[str, Any], metadata: dict[str, Any]) -> bool:
        """Whether an event names a hidden trooper anywhere, in its data or its recorded
        command: under the hidden rule (``domain.hidden``) every such event is a private record
        of the trooper's owner, held back whole."""
        return _names(data, self._named) or _names(metadata, self._named)

    def names_outside_lists(self, data: dict[str, Any]) -> bool:
        """Whether an event's data still names a hidden trooper once the lists leave it out:
        the event is then held back whole (in every game)."""
        return _names(_without(data, self._named), self._named)

    def shown(self, answer: S) -> S:
        """One answer (an order, a roll) with each trooper behind a marker named as its marker."""
        if not self.aliases:
            return answer
        plain = msgspec.to_builtins(answer)
        masked = _aliased(plain, self.aliases)
        return answer if masked == plain else msgspec.convert(masked, type(answer))

    def state(self, state: S) -> S:
        """The order state (or any struct of the game) as this reader sees it: without the
        hidden troopers, and a trooper behind a marker named as its marker but in the list of
        troopers (the army list, which is Open)."""
        hidden = self._hidden(state)
        if not self.aliases:
            return hidden
        plain = msgspec.to_builtins(hidden)
        masked = {
            key: value if key == "troopers" else _aliased(value, self.aliases)
            for key, value in plain.items()
        }
        return hidden if masked == plain else msgspec.convert(masked, type(state))

    def _hidden(self, state: S) -> S:
        plain = msgspec.to_builtins(state)
        if not _names(plain, self.hidden):
            return state
        # A hidden trooper's own order is unseen on the table (a Move does not reveal it):
        # to these readers no order is open, as the single order read refuses it.
        if _names(plain.get("open_order"), self.hidden):
            plain["open_order"] = None
        return msgspec.convert(_without(plain, self.hidden), type(state))

    def sent(self, state: GameState, command: C) -> C:
        """``command`` as this reader means it, in a game under the privacy rule: a marker's
        handle is the trooper behind it, and the trooper named as itself is refused alike for
        every trooper behind a marker (NotAModel), so the answer says nothing of which marker
        it is. Games recorded before the rule take the command as it was sent."""
        if not self.markers or not names_markers(state):
            return command
        plain = msgspec.to_builtins(command)
        kept = {key: plain.pop(key) for key in ("command", "actor") if key in plain}
        meant = _meant(plain, self.markers, frozenset(self.markers.values()))
        return command if meant == plain else msgspec.convert({**kept, **meant}, type(command))

    def answered(self, state: GameState, body: Any) -> Any:
        """A command's answer (JSON types) to this reader, in a game under the privacy rule:
        each trooper behind a marker named as its marker, as every read names it."""
        if not self.aliases or not names_markers(state):
            return body
        return _aliased(body, self.aliases)

    def refusal(self, state: GameState, detail: str) -> str:
        """A refusal's words to this reader, in a game under the privacy rule: each trooper
        behind a marker named as its marker."""
        if not self.aliases or not names_markers(state):
            return detail
        for word in sorted(self.aliases, key=len, reverse=True):
            # The word alone, not inside a longer id ("senku-a" in "senku-ab").
            alone = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")
            detail = alone.sub(self.aliases[word], detail)
        return detail

    def private_event(self, kind: str, data: dict[str, Any], metadata: dict[str, Any]) -> HeldBack:
        """An event (of type ``kind``) without what of the other army lists this reader may
        not see yet: a trooper's Cost and its Lieutenant flag where the event (or its recorded
        command) carries the trooper, the sums of Costs a Retreat! was counted on, the trooper
        an appointment names."""
        private = self.private
        if not private:
            return HeldBack(data, metadata, False)
        command = metadata.get("command")
        if kind in LISTED_EVENTS:
            listed = data.get("trooper")
            if not isinstance(listed, dict) or listed.get("player") not in private.players:
                return HeldBack(data, metadata, False)
            hidden: dict[str, Any] = {}
            if listed.get("lieutenant") is True and private.hides_lieutenant(
                listed.get("player"), listed.get("trooper_id")
            ):
                hidden["lieutenant"] = False
            shown_listed, shown_command = _listed_as_seen(listed, hidden), command
            if isinstance(command, dict):
                shown_command = _listed_as_seen(command, hidden)
            if shown_listed == listed and shown_command == command:
                return HeldBack(data, metadata, False)
            metadata = (
                metadata if shown_command is command else {**metadata, "command": shown_command}
            )
            return HeldBack({**data, "trooper": shown_listed}, metadata, True)
        if kind in RETREAT_EVENTS and data.get("player") in private.players:
            reduced = _without_keys(data, RETREAT_SUMS)
            return HeldBack(reduced, metadata, reduced != data)
        if kind == APPOINTED_EVENT and private.hides_lieutenant(
            data.get("player"), data.get("trooper")
        ):
            if isinstance(command, dict):
                metadata = {**metadata, "command": _without_keys(command, ("trooper",))}
            return HeldBack(_without_keys(data, ("trooper",)), metadata, True)
        return HeldBack(data, metadata, False)

    def private_trooper(self, trooper: Trooper) -> Trooper:
        """A trooper of the army list without what this reader may not see of it yet: its Cost,
        and that it is the Lieutenant (the state's, see ``lieutenants_known``)."""
        if trooper.player not in self.private.players:
            return trooper
        changed: dict[str, Any] = {}
        if not isinstance(trooper.points, msgspec.UnsetType):
            changed["points"] = msgspec.UNSET
        if trooper.lieutenant and trooper.trooper_id in self.private.lieutenants:
            changed["lieutenant"] = False
        return msgspec.structs.replace(trooper, **changed) if changed else trooper

    def private_state(self, state: S) -> S:
        """The order state (or any struct holding the game's ``troopers``) without what of
        the other army lists this reader may not see yet; and without the appointments of an
        army whose Lieutenant is not disclosed (the order pool's view would say its group)."""
        troopers = getattr(state, "troopers", None)
        if not self.private or not isinstance(troopers, tuple | list):
            return state
        shown = [self.private_trooper(t) if isinstance(t, Trooper) else t for t in troopers]
        changed: dict[str, Any] = {}
        if any(a is not b for a, b in zip(shown, troopers, strict=True)):
            changed["troopers"] = type(troopers)(shown)
        appointed = getattr(state, "appointed", None)
        if isinstance(appointed, tuple) and appointed:
            secret = {
                t.player
                for t in troopers
                if isinstance(t, Trooper) and t.trooper_id in self.private.lieutenants
            }
            kept = tuple(a for a in appointed if getattr(a, "player", None) not in secret)
            if len(kept) != len(appointed):
                changed["appointed"] = kept
        return msgspec.structs.replace(state, **changed) if changed else state

    def seen_state(self, state: GameState) -> GameState:
        """The game as this reader sees it, to decide their command on: the hidden troopers,
        their open order and whatever names them are not there. A command naming one is then
        refused as a command naming an unknown trooper is. (A trooper behind a marker is on
        the table: commands name it as it is.)"""
        return self._hidden(state)

    def decided_on(self, state: GameState, command: msgspec.Struct) -> GameState:
        """The game this reader's ``command`` is decided on: as they see it (``seen_state``)
        when the command reaches what they may not see (it names a trooper hidden from them or
        the secret that hides it, or is a step of an order of one), where such a trooper does
        not exist; else the game itself. A word of theirs that only looks like a hidden
        trooper's (a roll side's name, a label, a new trooper's id) reaches nothing."""
        if not self.hidden:
            return state
        sent = _sent(command)
        made = NEW_IDS.get(msgspec.to_builtins(command).get("command", ""), ())
        sent = {k: v for k, v in sent.items() if k not in made}
        hiding = {s.secret_id for s in state.secrets if s.trooper in self.hidden}
        unseen_order = state.open_order is not None and _names(
            msgspec.to_builtins(state.open_order), self.hidden
        )
        if (unseen_order and "order" in sent) or _reaches(sent, frozenset({*self.hidden, *hiding})):
            return self.seen_state(state)
        return state

    def refused(
        self, state: GameState, command: msgspec.Struct, refusal: DomainError, *, as_seen: bool
    ) -> DomainError:
        """A refusal of this reader's ``command`` as they may see it. Decided on the game
        itself (not ``as_seen``), it names no hidden trooper ("a trooper" in its place) but by
        the reader's own words, echoed back as for any other; in a game under the privacy
        rule, a trooper behind a marker is named as its marker, but in the refusal of a command
        that named it as itself (``NotAModel``), which must not say which marker."""
        detail = str(refusal)
        if not as_seen and self.named(detail):
            detail = self.unnamed(detail, _words(_sent(command)))
        if not isinstance(refusal, NotAModel):
            detail = self.refusal(state, detail)
        if detail == str(refusal):
            return refusal
        try:
            return type(refusal)(detail)
        except TypeError:
            return InvalidCommand(detail)
