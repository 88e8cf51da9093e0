"""The events one command produces, applied one by one as they are decided.

Later steps of a command see the effects of earlier ones (a second Saving Roll sees the
Wounds of the first), and each event that draws dice knows its own version, which is what the
server's dice are derived from.

Every game has server dice; a manual-dice game also lets players enter, roll by roll, the
faces they rolled at the table. Within one event the server draws roller(version, n) once and
hands its faces out in the order the event lists its rolls (sides of a roll, saves, a Guts
Roll), skipping the rolls whose faces were entered and the sides of an order roll already
rolled in an earlier roll. The event's ``draws`` is exactly that tuple, so an auditor derives it
again from the seed and matches it to the rolls in the same order.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from service.domain._evolve import evolve
from service.domain.dice import Roller
from service.domain.entropy import missing_entropy
from service.domain.errors import EntropyMissing, InvalidCommand
from service.domain.events import EnteredRoll, Event
from service.domain.state import GameState
from service.rules.die_reading import FACES

NO_MANUAL_DICE = "this game does not take manual dice: entered dice are not accepted"


class Batch:
    def __init__(self, state: GameState, roller: Roller | None) -> None:
        self.state = state
        self.events: list[Event] = []
        self._roller = roller

    def trial(self) -> Batch:
        """A batch to decide what would follow on, kept by nobody: its refusals are raised now,
        its events never leave it."""
        return Batch(self.state, self._roller)

    @property
    def next_version(self) -> int:
        return self.state.version + 1

    def emit(self, event: Event) -> None:
        self.state = evolve(self.state, event)
        self.events.append(event)

    def server_draw(self, count: int) -> tuple[int, ...]:
        """The server's faces for the next event, in draw order."""
        if count == 0:
            return ()
        # The one place every server die passes: a dice-v2 game draws none before every
        # player's seed is in, whichever command asks.
        missing = missing_entropy(self.state)
        if missing:
            raise EntropyMissing(missing)
        if self._roller is None:
            raise ValueError("server dice are needed, but no roller was given")
        faces = self._roller(self.next_version, count)
        if len(faces) != count or any(face not in FACES for face in faces):
            raise ValueError(f"the roller returned {faces} for {count} dice")
        return faces

    def faces_for(
        self, rolls: Sequence[tuple[str, int]], entered: Mapping[str, tuple[int, ...]]
    ) -> tuple[dict[str, tuple[int, ...]], tuple[int, ...]]:
        """The faces of each (roll, dice count) of the next event, and the server's draws.

        A roll takes its entered faces when there are some; the others share one server draw,
        handed out in the order ``rolls`` lists them.
        """
        drawn = [(name, count) for name, count in rolls if name not in entered]
        draws = self.server_draw(sum(count for _, count in drawn))
        faces = {name: entered[name] for name, _ in rolls if name in entered}
        offset = 0
        for name, count in drawn:
            faces[name] = draws[offset : offset + count]
            offset += count
        return faces, draws


def check_faces(faces: Sequence[int], what: str) -> None:
    bad = [face for face in faces if face not in FACES]
    if bad:
        raise InvalidCommand(f"{what}: a d20 face is 1..20, not {bad[0]}")


def entered_rolls(faces: Iterable[tuple[str, tuple[int, ...]]]) -> tuple[EnteredRoll, ...]:
    """Faces by roll (``dict.items()`` of them) as an event records them."""
    return tuple(EnteredRoll(roll=name, faces=given) for name, given in faces)


def entered_dice(
    manual_dice: bool,
    entries: Sequence[tuple[str, Sequence[int]]] | None,
    expected: Mapping[str, int],
    what: str,
) -> dict[str, tuple[int, ...]]:
    """Faces entered at the table, checked against what each roll needs.

    ``expected`` maps each roll that may take dice to its count; a count of 0 is a roll with a
    Success Value below 1, which rolls nothing. An entry gives all of its roll's faces; a roll
    without an entry is left to the server. Only a manual-dice game accepts entries.
    """
    if not manual_dice:
        if entries:
            raise InvalidCommand(NO_MANUAL_DICE)
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
    return given
