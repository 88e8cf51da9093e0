"""Re-deciding the log for the verifier: every command decided again must give exactly the
events recorded.

The events of one command (one causation_id) are decided again from the state folded so far,
with the revealed seed's dice or, before it is revealed, the faces recorded. On top of that the
verifier holds the metadata to the command: every event of it must carry the same command, and
the actor the command names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import msgspec

from service.audit.export import ExportedEvent
from service.audit.verify.redecide import (
    Undecidable,
    UnreadableCommand,
    recorded_command,
    redecide,
    show,
)
from service.domain.commands import Command
from service.domain.dice import Roller
from service.domain.events import decode_event
from service.domain.game import evolve, initial_state
from service.domain.state import GameState


@dataclass(frozen=True, slots=True)
class RedecideFailure:
    event: ExportedEvent
    message: str


class LogRedecider:
    """Folds the events while checking each command's events against the rules.

    Holds only the folded state and the events of the command being read, so a long game
    streams through. Stops at the first failure: the state after it is no longer trusted.
    """

    def __init__(
        self,
        seed_roller: Roller | None,
        observer: Callable[[GameState, Command, list[ExportedEvent]], None] | None = None,
    ) -> None:
        """observer: told each command decided again as recorded, with the state before it."""
        self.state: GameState = initial_state()
        self._observer = observer
        self.commands = 0
        self.failure: RedecideFailure | None = None
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
            self.failure = RedecideFailure(
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
            self.failure = self._redecide(group)

    def _redecide(self, group: list[ExportedEvent]) -> RedecideFailure | None:
        first = group[0]
        try:
            command = recorded_command(first.metadata)
        except UnreadableCommand as exc:
            return RedecideFailure(first, str(exc))
        for event in group:
            mismatch = _metadata_mismatch(event, first, command)
            if mismatch is not None:
                return mismatch
        try:
            mismatches = redecide(self.state, command, group, self._seed_roller)
        except Undecidable as exc:
            return RedecideFailure(group[exc.index], exc.message)
        if mismatches:
            # The state after a mismatch is not trusted, so the first one is all there is to say.
            found = mismatches[0]
            event = group[min(found.index, len(group) - 1)]
            message = found.problem or f"{found.type}: {found.differences[0].describe()}"
            return RedecideFailure(event, message)
        if self._observer is not None:
            self._observer(self.state, command, group)
        return self._evolve(group)

    def _evolve(self, group: list[ExportedEvent]) -> RedecideFailure | None:
        state = self.state
        for event in group:
            try:
                state = evolve(state, decode_event(event.type, event.data))
            except (ValueError, msgspec.ValidationError) as exc:
                return RedecideFailure(event, f"{event.type} does not apply to the game: {exc}")
        self.state = state
        self.commands += 1
        return None


def _metadata_mismatch(
    event: ExportedEvent, first: ExportedEvent, command: Command
) -> RedecideFailure | None:
    if event is not first and "command" in event.metadata:
        # The command is recorded with the first of its events; logs written before that
        # repeated it on each, and a repeat must then be the same command.
        # Compared decoded: the same command may come back with lists where tuples went in.
        try:
            again = recorded_command(event.metadata)
        except UnreadableCommand as exc:
            return RedecideFailure(event, str(exc))
        if again != command:
            return RedecideFailure(
                event,
                f"its metadata holds another command than version {first.version}, "
                "though both share one causation_id",
            )
    actor = event.metadata.get("actor")
    if actor != command.actor:
        return RedecideFailure(
            event, f"its metadata names actor {show(actor)}, the command {show(command.actor)}"
        )
    return None
