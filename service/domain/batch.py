"""The events one command produces, applied one by one as they are decided.

Later steps of a command see the effects of earlier ones (a second Saving Roll sees the
Wounds of the first), and each event that draws dice knows its own version, which is what the
dice of a server-dice game are derived from.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from service.domain.dice import Roller
from service.domain.errors import InvalidCommand
from service.domain.events import Event
from service.domain.evolution import evolve
from service.domain.state import GameState
from service.rules.dice import FACES

SERVER_DICE_ONLY = "this game rolls server dice: entered dice are not accepted"


class Batch:
    def __init__(self, state: GameState, roller: Roller | None) -> None:
        self.state = state
        self.events: list[Event] = []
        self._roller = roller

    @property
    def next_version(self) -> int:
        return self.state.version + 1

    def emit(self, event: Event) -> None:
        self.state = evolve(self.state, event)
        self.events.append(event)

    def server_draw(self, count: int) -> tuple[int, ...]:
        """Faces for the next event of a server-dice game."""
        if count == 0:
            return ()
        if self._roller is None:
            raise ValueError("a server-dice game needs a roller to draw dice")
        faces = self._roller(self.next_version, count)
        if len(faces) != count or any(face not in FACES for face in faces):
            raise ValueError(f"the roller returned {faces} for {count} dice")
        return faces


def check_faces(faces: Sequence[int], what: str) -> None:
    bad = [face for face in faces if face not in FACES]
    if bad:
        raise InvalidCommand(f"{what}: a d20 face is 1..20, not {bad[0]}")


def entered_dice(
    manual_dice: bool,
    entries: Sequence[tuple[str, Sequence[int]]] | None,
    expected: Mapping[str, int],
    what: str,
) -> dict[str, tuple[int, ...]]:
    """Faces entered at the table, checked against what each roll needs.

    ``expected`` maps each roll that may take dice to its count; a count of 0 is a roll with a
    Success Value below 1, which rolls nothing. Server-dice games accept no entered dice.
    """
    if not manual_dice:
        if entries:
            raise InvalidCommand(SERVER_DICE_ONLY)
        return {}
    given: dict[str, tuple[int, ...]] = {}
    for name, faces in entries or ():
        if name in given:
            raise InvalidCommand(f"{what}: dice for {name!r} are entered twice")
        if name not in expected:
            known = ", ".join(sorted(expected)) or "none"
            raise InvalidCommand(f"{what}: no roll named {name!r} (rolls: {known})")
        check_faces(faces, f"{what} {name!r}")
        if expected[name] == 0 and faces:
            raise InvalidCommand(
                f"{what} {name!r}: the Success Value is below 1, so no die is rolled"
            )
        if len(faces) != expected[name]:
            raise InvalidCommand(
                f"{what} {name!r}: {expected[name]} dice are rolled, {len(faces)} were entered"
            )
        given[name] = tuple(faces)
    missing = [name for name, count in expected.items() if count and name not in given]
    if missing:
        raise InvalidCommand(f"{what}: this game uses entered dice; none given for {missing}")
    return given
