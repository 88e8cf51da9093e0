"""The verifier's replay: every command decided again must give exactly the events recorded.

Each command rides in the metadata of the events it caused, so the events of one command are
decided again from the state before them and must come out exactly as recorded. That checks
every success, Critical, cancellation, save, wound and state against the dice, whether the
dice come from the revealed seed or, before it is revealed, from the faces recorded.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from service.audit.records import ExportedEvent
from service.domain.commands import Command
from service.domain.dice import Roller
from service.domain.errors import DomainError
from service.domain.events import decode_event, encode_event
from service.domain.game import decide, evolve, initial_state
from service.domain.state import GameState
from service.rules.dice import FACES

SHOWN_CHARACTERS = 60


class RecordedDiceError(Exception):
    """The rules ask for dice the event at that version did not record (or not as faces)."""

    def __init__(self, version: int, message: str) -> None:
        super().__init__(message)
        self.version = version


def recorded_roller(first_version: int, events: Sequence[ExportedEvent]) -> Roller:
    """Hands out the faces each event recorded in ``draws``, by the version the rules give it.

    Without the seed the dice cannot be derived, but the outcomes can still be checked against
    them; a roll that needs dice nobody recorded is a mismatch in itself.
    """
    draws_at = {first_version + i: event.data.get("draws") for i, event in enumerate(events)}

    def roll(version: int, count: int) -> tuple[int, ...]:
        recorded = draws_at.get(version)
        faces = tuple(recorded) if isinstance(recorded, list | tuple) else ()
        if count > len(faces):
            raise RecordedDiceError(
                version,
                f"the rules draw {count} dice for version {version}, {len(faces)} were recorded",
            )
        wrong = [face for face in faces[:count] if face not in FACES or isinstance(face, bool)]
        if wrong:
            raise RecordedDiceError(
                version, f"the draws of version {version} hold {show(wrong[0])}, not a d20 face"
            )
        return faces[:count]

    return roll


def show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    if len(text) > SHOWN_CHARACTERS:
        return text[: SHOWN_CHARACTERS - 1] + "…"
    return text


def first_difference(recorded: Any, ruled: Any, path: str = "") -> str | None:
    """Where two JSON values first differ, as a path and both values; None when equal.

    Strict about types: JSON true and 1 are different records even though Python calls them
    equal.
    """
    where = path or "the data"
    if isinstance(recorded, dict) and isinstance(ruled, dict):
        # The rules' field order reads naturally (roll before draws); recorded extras last.
        keys = [*ruled, *(key for key in recorded if key not in ruled)]
        for key in keys:
            sub = f"{path}.{key}" if path else str(key)
            if key not in recorded:
                return f"{sub} is not recorded, rules say {show(ruled[key])}"
            if key not in ruled:
                return f"{sub} recorded {show(recorded[key])}, the rules have no such field"
            found = first_difference(recorded[key], ruled[key], sub)
            if found is not None:
                return found
        return None
    if isinstance(recorded, list | tuple) and isinstance(ruled, list | tuple):
        for index, (mine, theirs) in enumerate(zip(recorded, ruled, strict=False)):
            found = first_difference(mine, theirs, f"{path}[{index}]")
            if found is not None:
                return found
        if len(recorded) != len(ruled):
            return f"{where} has {len(recorded)} items recorded, rules say {len(ruled)}"
        return None
    if type(recorded) is type(ruled) and recorded == ruled:
        return None
    return f"{where} recorded {show(recorded)}, rules say {show(ruled)}"


@dataclass(frozen=True, slots=True)
class ReplayFailure:
    event: ExportedEvent
    message: str


def _command_name(command: Command) -> str:
    return str(type(command).__struct_config__.tag)


class Replayer:
    """Folds the events while checking each command's events against the rules.

    Holds only the folded state and the events of the command being read, so a long game
    streams through. Stops at the first failure: the state after it is no longer trusted.
    """

    def __init__(self, seed_roller: Roller | None) -> None:
        self.state: GameState = initial_state()
        self.commands = 0
        self.failure: ReplayFailure | None = None
        self._seed_roller = seed_roller
        self._group: list[ExportedEvent] = []
        self._causation: str | None = None

    def feed(self, event: ExportedEvent) -> None:
        if self.failure is not None:
            return
        causation = event.metadata.get("causation_id")
        if self._group and causation != self._causation:
            self._flush()
            if self.failure is not None:
                return
        if not isinstance(causation, str) or not causation:
            self.failure = ReplayFailure(
                event, "its metadata has no causation_id: the command that caused it is unknown"
            )
            return
        self._group.append(event)
        self._causation = causation

    def finish(self) -> None:
        if self.failure is None:
            self._flush()

    def _flush(self) -> None:
        group, self._group = self._group, []
        if group:
            self.failure = self._replay(group)

    def _replay(self, group: list[ExportedEvent]) -> ReplayFailure | None:
        first = group[0]
        command = _decode_command(first)
        if isinstance(command, ReplayFailure):
            return command
        for event in group:
            mismatch = _metadata_mismatch(event, first, command)
            if mismatch is not None:
                return mismatch
        first_version = self.state.version + 1
        roller = self._seed_roller or recorded_roller(first_version, group)
        name = _command_name(command)
        try:
            produced = decide(self.state, command, roller)
        except RecordedDiceError as exc:
            index = exc.version - first_version
            at = group[index] if 0 <= index < len(group) else group[-1]
            return ReplayFailure(at, f"replaying its {name} command: {exc}")
        except DomainError as exc:
            return ReplayFailure(first, f"the rules reject its {name} command: {exc}")
        except Exception as exc:
            # Whatever a tampered record makes the decider trip over is a mismatch to report,
            # not a crash of the verifier.
            return ReplayFailure(first, f"replaying its {name} command fails: {exc!r}")
        for index, event in enumerate(group):
            if index >= len(produced):
                return ReplayFailure(
                    event,
                    f"{event.type} is recorded, but the {name} command gives only "
                    f"{len(produced)} events",
                )
            ruled_type, ruled_data = encode_event(produced[index])
            if ruled_type != event.type:
                return ReplayFailure(event, f"recorded {event.type}, rules say {ruled_type}")
            difference = first_difference(event.data, ruled_data)
            if difference is not None:
                return ReplayFailure(event, f"{event.type}: {difference}")
        if len(produced) > len(group):
            extra, _ = encode_event(produced[len(group)])
            return ReplayFailure(
                group[-1], f"the {name} command also gives {extra} after it, which is not recorded"
            )
        return self._evolve(group)

    def _evolve(self, group: list[ExportedEvent]) -> ReplayFailure | None:
        state = self.state
        for event in group:
            try:
                state = evolve(state, decode_event(event.type, event.data))
            except (ValueError, msgspec.ValidationError) as exc:
                return ReplayFailure(event, f"{event.type} does not apply to the game: {exc}")
        self.state = state
        self.commands += 1
        return None


def _decode_command(event: ExportedEvent) -> Command | ReplayFailure:
    if "command" not in event.metadata:
        return ReplayFailure(event, "its metadata has no command to replay")
    try:
        command: Command = msgspec.convert(event.metadata["command"], Command)
    except msgspec.ValidationError as exc:
        return ReplayFailure(event, f"the command in its metadata cannot be read: {exc}")
    return command


def _metadata_mismatch(
    event: ExportedEvent, first: ExportedEvent, command: Command
) -> ReplayFailure | None:
    if event is not first:
        # Compared decoded: the same command may come back with lists where tuples went in.
        again = _decode_command(event)
        if isinstance(again, ReplayFailure):
            return again
        if again != command:
            return ReplayFailure(
                event,
                f"its metadata holds another command than version {first.version}, "
                "though both share one causation_id",
            )
    actor = event.metadata.get("actor")
    if actor != command.actor:
        return ReplayFailure(
            event, f"its metadata names actor {show(actor)}, the command {show(command.actor)}"
        )
    return None
