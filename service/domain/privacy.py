"""The privacy rule: what of an army N5 keeps Private, applied to the readers and the commands
of games recorded under it (docs/rules.md, "What each player may know of the other's army").

- Markers (https://infinitythewiki.com/Camouflaged_State, N5 Impersonation): a player who sees
  a trooper only as its marker names the marker in their commands, never the trooper; the
  trooper's own id is answered alike for every trooper behind a marker.
- Cost and SWC ("Open and Private Information", N5: "Your Troopers' Cost and SWC" are Private;
  "When the game ends, an Army List's Private Information becomes Open Information"): no reader
  but the owner sees a trooper's points, or a sum of them, before the end. (The service records
  no SWC.)

Games recorded before the rule (no ``privacy_rule`` in ``game_created``) are read, decided and
verified as they were played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from service.domain.commands import ORGANISER
from service.domain.errors import InvalidCommand
from service.domain.state import GameState

PRIVACY_RULE: Final = 1
"""The revision of this rule that new games record (0: a game recorded before it)."""

MARKERS_IN_COMMANDS: Final = 1
"""The first revision under which a command names a marker, not the trooper behind it."""
PRIVATE_ARMY_LIST: Final = 1
"""The first revision under which the army list's Private Information (Costs) is kept from
the other readers until the end."""


def known_privacy_rule(revision: int) -> bool:
    return 0 <= revision <= PRIVACY_RULE


def checked_privacy_rule(revision: int) -> int:
    # 0 is the games recorded without one: a game names a rule or none.
    if revision == 0 or not known_privacy_rule(revision):
        raise InvalidCommand(f"no privacy rule revision {revision}")
    return revision


def names_markers(state: GameState) -> bool:
    """Whether a command of this game names a trooper behind a marker by its marker."""
    return state.privacy_rule >= MARKERS_IN_COMMANDS


def keeps_army_list_private(state: GameState) -> bool:
    """Whether this game keeps the army lists' Private Information from the other readers now:
    under the rule, until the game ends."""
    return state.privacy_rule >= PRIVATE_ARMY_LIST and not state.ended


@dataclass(frozen=True, slots=True)
class PrivateLists:
    """What of the other armies' lists one reader may not see yet."""

    costs: frozenset[str] = frozenset()
    """The players whose troopers' Costs (and any sum of them) are kept from the reader."""

    def __bool__(self) -> bool:
        return bool(self.costs)


def private_lists(state: GameState, reader: str) -> PrivateLists:
    """What of the other players' army lists ``reader`` may not see in ``state``: nothing in a
    game recorded before the rule or ended; the organiser reads the table as one more reader,
    so both armies' are kept from it."""
    if not keeps_army_list_private(state):
        return PrivateLists()
    others = frozenset(p for p in state.players if p != reader or reader == ORGANISER)
    return PrivateLists(costs=others)


def holds_private(state: GameState, reader: str) -> bool:
    """Whether the game's log holds what ``reader`` may not see of the other army lists yet (a
    trooper's Cost): a whole export then waits for the end."""
    private = private_lists(state, reader)
    return any(t.player in private.costs and isinstance(t.points, int) for t in state.troopers)
