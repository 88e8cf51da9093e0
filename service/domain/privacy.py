"""The privacy rule: what of an army N5 keeps Private, applied to the readers and the commands
of games recorded under it (docs/rules.md, "What each player may know of the other's army").

- Markers (https://infinitythewiki.com/Camouflaged_State, N5 Impersonation): a player who sees
  a trooper only as its marker names the marker in their commands, never the trooper; the
  trooper's own id is answered alike for every trooper behind a marker.
- Cost and SWC ("Open and Private Information", N5: "Your Troopers' Cost and SWC" are Private;
  "When the game ends, an Army List's Private Information becomes Open Information"): no reader
  but the owner sees a trooper's points, or a sum of them, before the end. (The service records
  no SWC.)
- The Lieutenant ("Lieutenant", N5: "Private Information"; "Loss of Lieutenant", N5: "The
  identity of this new Lieutenant is still considered Private Information"): the army list's
  flag, an appointment and a Loss of Lieutenant name no Lieutenant to a reader but its owner
  until it spends its Lieutenant Order ("Orders and the Order Pool", N5: its expenditure "is
  Open Information"), or the game ends; a Loss of Lieutenant reveals no secret.

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
"""The first revision under which the army list's Private Information (Costs, the Lieutenant)
is kept from the other readers until the end."""


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

    players: frozenset[str] = frozenset()
    """The players whose army list's Private Information is kept from the reader: their
    troopers' Costs (and any sum of them), which trooper is their Lieutenant."""
    lieutenants: frozenset[str] = frozenset()
    """Those players' Lieutenants as the game knows them now, not yet disclosed."""
    disclosed: frozenset[str] = frozenset()
    """The troopers every reader knows to be (or to have been) a Lieutenant."""

    def __bool__(self) -> bool:
        return bool(self.players)

    @property
    def costs(self) -> frozenset[str]:
        """The players whose troopers' Costs are kept from the reader."""
        return self.players

    def hides_lieutenant(self, player: object, trooper: object) -> bool:
        """Whether ``trooper`` of ``player``, named as a Lieutenant, is kept from the reader."""
        return player in self.players and trooper not in self.disclosed


def lieutenant_kept_private(state: GameState) -> bool:
    """Whether this game's Loss of Lieutenant names no trooper and reveals no secret (the
    identity of the Lieutenant stays Private Information, Loss of Lieutenant, N5)."""
    return state.privacy_rule >= PRIVATE_ARMY_LIST


def disclosed_lieutenants(state: GameState) -> frozenset[str]:
    """The troopers every reader knows to be (or to have been) a Lieutenant: seen to spend the
    Lieutenant Special Order, or named by a revealed ``lieutenant`` secret."""
    revealed = {
        str(s.secret.get("trooper", ""))
        for s in state.secrets
        if s.kind == "lieutenant" and s.secret is not None
    }
    return frozenset(state.seen_lieutenants) | frozenset(revealed)


def private_lists(state: GameState, reader: str) -> PrivateLists:
    """What of the other players' army lists ``reader`` may not see in ``state``: nothing in a
    game recorded before the rule or ended; the organiser reads the table as one more reader,
    so both armies' are kept from it."""
    if not keeps_army_list_private(state):
        return PrivateLists()
    others = frozenset(p for p in state.players if p != reader or reader == ORGANISER)
    disclosed = disclosed_lieutenants(state)
    current = (state.lieutenant_of(p) for p in others)
    lieutenants = {t.trooper_id for t in current if t is not None} - disclosed
    return PrivateLists(players=others, lieutenants=frozenset(lieutenants), disclosed=disclosed)
