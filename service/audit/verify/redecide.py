"""Deciding a recorded command again, and every way its events differ from the recorded ones.

Each command rides in the metadata of the events it caused. Decided again from the state before
its first event, it must give exactly the recorded events: that holds every success, Critical,
cancellation, save, wound and state to the rules. The offline verifier and the order replay
both check a record this way; they differ only in how they report what they find.

The dice are the seed's when the caller has it; before the seed is revealed they are the faces
each event recorded, so the outcomes can still be checked against them.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

import msgspec

from service.domain.commands import Command
from service.domain.dice import Roller
from service.domain.errors import DomainError
from service.domain.events import encode_event
from service.domain.game import decide
from service.domain.state import GameState
from service.rules.die_reading import FACES
from service.store.chain import EventContent

SHOWN_CHARACTERS: Final = 60
"""A value longer than this is cut short: a difference names a path, the value only shows it."""


class RecordedEvent(EventContent, Protocol):
    """What deciding again needs from a recorded event (an export record or a stored event):
    its content, and the command its metadata records."""

    @property
    def metadata(self) -> Mapping[str, Any]: ...


class UnreadableCommand(ValueError):
    """The event's metadata holds no command, or none that can be read."""


class Undecidable(Exception):
    """The recorded command cannot be decided again: the rules reject it, or want dice the
    record does not hold. ``index`` is the command's event the problem is about."""

    def __init__(self, index: int, message: str) -> None:
        super().__init__(message)
        self.index = index
        self.message = message


def recorded_command(metadata: Mapping[str, Any]) -> Command:
    if "command" not in metadata:
        raise UnreadableCommand("no command is recorded with the event to decide it again")
    try:
        command: Command = msgspec.convert(metadata["command"], Command)
    except msgspec.ValidationError as exc:
        raise UnreadableCommand(
            f"the command recorded with the event cannot be read: {exc}"
        ) from None
    return command


def command_name(command: Command) -> str:
    return str(type(command).__struct_config__.tag)


def _is_face(value: object) -> bool:
    # type() rather than isinstance: JSON true is no die, and 3.0 is no face either.
    return type(value) is int and value in FACES


def recorded_roller(first_version: int, events: Sequence[RecordedEvent]) -> Roller:
    """Hands out the faces each event recorded in ``draws``, by the version the rules give it.

    Strict: a roll that needs more dice than were recorded, or a recorded draw that is not a
    d20 face, raises Undecidable; that is a mismatch in itself.
    """

    def roll(version: int, count: int) -> tuple[int, ...]:
        index = version - first_version
        recorded = events[index].data.get("draws") if 0 <= index < len(events) else None
        faces = tuple(recorded) if isinstance(recorded, list | tuple) else ()
        # The rules may ask for a version past the recorded events: blame the nearest one.
        at = min(max(index, 0), len(events) - 1)
        if count > len(faces):
            raise Undecidable(
                at, f"the rules draw {count} dice for version {version}, {len(faces)} were recorded"
            )
        wrong = [face for face in faces[:count] if not _is_face(face)]
        if wrong:
            raise Undecidable(
                at, f"the draws of version {version} hold {show(wrong[0])}, not a d20 face"
            )
        return faces[:count]

    return roll


# --- differences between JSON values ---------------------------------------------------------


class _Absent(enum.Enum):
    ABSENT = "absent"


ABSENT: Final = _Absent.ABSENT
"""Where one side has a field or list item the other does not."""


def show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    if len(text) > SHOWN_CHARACTERS:
        return text[: SHOWN_CHARACTERS - 1] + "…"
    return text


@dataclass(frozen=True, slots=True)
class Difference:
    path: str
    """Like ``roll.sides[0].dice[1].cancelled``; empty for the value as a whole."""
    recorded: Any
    """ABSENT when the record lacks it."""
    ruled: Any
    """ABSENT when the rules give no such field or item."""

    def describe(self) -> str:
        where = self.path or "the data"
        if self.recorded is ABSENT:
            return f"{where} is not recorded, rules say {show(self.ruled)}"
        if self.ruled is ABSENT:
            what = "item" if self.path.endswith("]") else "field"
            return f"{where} recorded {show(self.recorded)}, the rules have no such {what}"
        return f"{where} recorded {show(self.recorded)}, rules say {show(self.ruled)}"


def json_differences(recorded: Any, ruled: Any, path: str = "") -> Iterator[Difference]:
    """Every place two JSON values differ, lazily, in the rules' order of fields.

    Strict about types: JSON true and 1 are different records even though Python calls them
    equal.
    """
    if isinstance(recorded, dict) and isinstance(ruled, dict):
        # The rules' field order reads naturally (roll before draws); recorded extras last.
        for key in [*ruled, *(key for key in recorded if key not in ruled)]:
            sub = f"{path}.{key}" if path else str(key)
            yield from json_differences(recorded.get(key, ABSENT), ruled.get(key, ABSENT), sub)
    elif isinstance(recorded, list | tuple) and isinstance(ruled, list | tuple):
        for index in range(max(len(recorded), len(ruled))):
            yield from json_differences(
                recorded[index] if index < len(recorded) else ABSENT,
                ruled[index] if index < len(ruled) else ABSENT,
                f"{path}[{index}]",
            )
    elif type(recorded) is not type(ruled) or recorded != ruled:
        yield Difference(path, recorded, ruled)


# --- deciding again --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EventMismatch:
    """One of the command's events where the record and the rules part."""

    index: int
    """Which of the command's events: 0 for the first; past the recorded ones for an event only
    the rules give."""
    version: int
    type: str
    """The recorded event's type; the ruled one's when the record lacks the event."""
    problem: str | None
    """What is wrong with the event as a whole (missing, extra, of another type); None when
    only its data differs."""
    differences: tuple[Difference, ...]


def redecide(
    state: GameState,
    command: Command,
    events: Sequence[RecordedEvent],
    roller: Roller | None = None,
) -> list[EventMismatch]:
    """Decide ``command`` again from ``state`` and compare what it gives with ``events``, the
    events recorded for it; without a ``roller`` the dice are the recorded ones.

    Empty when the record is exactly what the rules give. Raises Undecidable when the command
    cannot be decided again at all.
    """
    first_version = state.version + 1
    name = command_name(command)
    try:
        produced = [
            encode_event(event)
            for event in decide(state, command, roller or recorded_roller(first_version, events))
        ]
    except Undecidable as exc:
        raise Undecidable(exc.index, f"deciding its {name} command again: {exc}") from exc
    except DomainError as exc:
        raise Undecidable(0, f"the rules reject its {name} command: {exc}") from exc
    except Exception as exc:
        # Whatever a tampered record makes the decider trip over is a finding, not a crash.
        raise Undecidable(0, f"deciding its {name} command again fails: {exc!r}") from exc
    found = (
        _mismatch(name, index, first_version, events, produced)
        for index in range(max(len(events), len(produced)))
    )
    return [mismatch for mismatch in found if mismatch is not None]


def _mismatch(
    name: str,
    index: int,
    first_version: int,
    events: Sequence[RecordedEvent],
    produced: Sequence[tuple[str, dict[str, Any]]],
) -> EventMismatch | None:
    if index >= len(events):
        ruled_type = produced[index][0]
        problem = f"the {name} command also gives {ruled_type}, which the record does not hold"
        return EventMismatch(index, first_version + index, ruled_type, problem, ())
    event = events[index]
    if index >= len(produced):
        count = f"{len(produced)} event" + ("" if len(produced) == 1 else "s")
        problem = f"the record holds {event.type}, but the {name} command gives only {count}"
    elif produced[index][0] != event.type:
        problem = f"the record holds {event.type}, the rules give {produced[index][0]}"
    else:
        differences = tuple(json_differences(event.data, produced[index][1]))
        if not differences:
            return None
        return EventMismatch(index, event.version, event.type, None, differences)
    return EventMismatch(index, event.version, event.type, problem, ())
