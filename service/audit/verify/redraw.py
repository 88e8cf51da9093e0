"""The dice check: every die an event drew, derived again from the revealed seed with the
game's algorithm (dice-v1 salts with the client seed, dice-v2 with the players' seeds' mix).

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

    def __init__(self, header: Header, salt: str | None) -> None:
        """salt: the game's, None when the header does not say it (dice-v2 seeds unreadable)."""
        self.progress = CheckProgress(CheckName.DICE, "dice re-derived")
        self._header = header
        self._salt = salt
        self._seed: bytes | None = None

    def use_seed(self, seed: bytes | None, *, why_not: str) -> None:
        """The seed the commitment check let through; None skips this check, for ``why_not``."""
        if seed is not None and self._salt is None:
            seed, why_not = None, "the players' seeds cannot be read"
        if seed is None:
            self.progress.skip(why_not)
        self._seed = seed

    def roller(self) -> dice.Roller | None:
        """The seed's dice, for re-deciding the commands; None before the seed is known."""
        if self._seed is None or self._salt is None:
            return None
        seed, game_id, salt = self._seed, self._header.game_id, self._salt
        algorithm = self._header.dice_algorithm

        def roll(version: int, count: int) -> tuple[int, ...]:
            return dice.derive_faces(seed, game_id, salt, version, count, algorithm=algorithm)

        return roll

    def feed(self, event: ExportedEvent) -> None:
        if self._seed is None or self._salt is None:
            return
        if not self.progress.active or "draws" not in event.data:
            return
        faces = _faces(event.data["draws"])
        if faces is None:
            self.progress.fail_event(event, f"{event.type}: draws is not a list of faces")
            return
        algorithm = self._header.dice_algorithm
        derived = dice.derive_faces(
            self._seed,
            self._header.game_id,
            self._salt,
            event.version,
            len(faces),
            algorithm=algorithm,
        )
        for index, (recorded, rightful) in enumerate(zip(faces, derived, strict=True)):
            if recorded != rightful:
                self.progress.fail_event(
                    event,
                    f"{event.type}: draws[{index}] recorded {recorded}, {algorithm} gives "
                    f"{rightful}",
                )
                return
        if self.progress.count is not None:
            self.progress.count += len(faces)
