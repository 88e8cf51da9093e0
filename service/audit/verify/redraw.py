"""The dice-v1 check: every die an event drew, derived again from the revealed seed.

A player's entered faces carry no ``draws``, so only the server's dice are held to the seed.
"""

from __future__ import annotations

from typing import Any

from service.audit.export import ExportedEvent, Header
from service.audit.verify.progress import CheckProgress
from service.audit.verify.report import CheckName
from service.domain import dice


def _faces(value: Any) -> tuple[int, ...] | None:
    if not isinstance(value, list | tuple):
        return None
    if not all(isinstance(face, int) and not isinstance(face, bool) for face in value):
        return None
    return tuple(value)


class RedrawCheck:
    """Re-derives each event's draws once the seed is known; without it, checks nothing."""

    def __init__(self, header: Header) -> None:
        self.progress = CheckProgress(CheckName.DICE, "dice re-derived")
        self._header = header
        self._seed: bytes | None = None

    def use_seed(self, seed: bytes | None, *, why_not: str) -> None:
        """The seed the commitment check let through; None skips this check, for ``why_not``."""
        if seed is None:
            self.progress.skip(why_not)
        self._seed = seed

    def roller(self) -> dice.Roller | None:
        """The seed's dice, for re-deciding the commands; None before the seed is known."""
        if self._seed is None:
            return None
        return dice.server_roller(self._seed, self._header.game_id, self._header.client_seed)

    def feed(self, event: ExportedEvent) -> None:
        if self._seed is None or not self.progress.active or "draws" not in event.data:
            return
        faces = _faces(event.data["draws"])
        if faces is None:
            self.progress.fail_event(event, f"{event.type}: draws is not a list of faces")
            return
        derived = dice.derive_faces(
            self._seed, self._header.game_id, self._header.client_seed, event.version, len(faces)
        )
        for index, (recorded, rightful) in enumerate(zip(faces, derived, strict=True)):
            if recorded != rightful:
                self.progress.fail_event(
                    event,
                    f"{event.type}: draws[{index}] recorded {recorded}, dice-v1 gives {rightful}",
                )
                return
        if self.progress.count is not None:
            self.progress.count += len(faces)
