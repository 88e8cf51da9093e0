"""The privacy rule: what of an army N5 keeps Private, applied to the readers and the commands
of games recorded under it (docs/rules.md, "What each player may know of the other's army").

- Markers (https://infinitythewiki.com/Camouflaged_State, N5 Impersonation): a player who sees
  a trooper only as its marker names the marker in their commands, never the trooper; the
  trooper's own id is answered alike for every trooper behind a marker.

Games recorded before the rule (no ``privacy_rule`` in ``game_created``) are read, decided and
verified as they were played.
"""

from __future__ import annotations

from typing import Final

from service.domain.errors import InvalidCommand
from service.domain.state import GameState

PRIVACY_RULE: Final = 1
"""The revision of this rule that new games record (0: a game recorded before it)."""

MARKERS_IN_COMMANDS: Final = 1
"""The first revision under which a command names a marker, not the trooper behind it."""


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
