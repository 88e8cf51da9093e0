"""Who may send which command: the organiser judges, the players play (N5 has no third hand at
the table; a tournament's organiser rules on disputes, never rolls or moves for a player).

One table, ``WHO_SENDS``, says for every command whether a player sends it (for their own army:
each handler then checks the player is the one it is for), the organiser, each of them for
themselves, or a player or the organiser as judge. ``require_sender`` applies the table's first
cut before any rule is looked at: the organiser sending a player's command is refused with a
detail that names nothing of the game, and so is a player sending the organiser's. docs/api.md's
"Who may do what" is this table; a test walks it over HTTP.

Revision 2 (``OWN_DICE_RULE``) holds the dice to the same rule: in a game with manual dice
confirmation each player enters only the faces of their own rolls (``_decide/own_dice.py``), and
faces entered for the opponent's roll wait for the opponent's confirmation.

Games recorded before this rule (``ROLES_RULE``) let the organiser act for any player, and games
recorded under revision 1 let one player enter every face; they are decided as they were played.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Final, get_args

from service.domain import commands as c
from service.domain.commands import ORGANISER, Command
from service.domain.errors import Forbidden, InvalidCommand
from service.domain.state import GameState

ROLES_RULE: Final = 2
"""The revision of this rule that new games record (0: a game recorded before it)."""
OWN_DICE_RULE: Final = 2
"""From this revision, in a game with manual dice confirmation a player enters only the faces of
their own rolls: orders' rolls, saves, Guts Rolls, the Initiative Roll, ReRolls, free rolls."""


class Sender(enum.Enum):
    PLAYER = "a player, for their own army"
    ORGANISER = "the organiser"
    EACH_FOR_THEMSELVES = "each caller, for themselves"
    PLAYER_OR_JUDGE = "a player, for their own army; the organiser, to rule on it"
    ANY_PARTICIPANT = "a player or the organiser"


WHO_SENDS: Mapping[type[Command], Sender] = {
    c.CreateGame: Sender.ORGANISER,
    c.ContributeEntropy: Sender.PLAYER,
    c.WaiveEntropy: Sender.ORGANISER,
    c.AddTrooper: Sender.PLAYER,
    c.EditTrooper: Sender.PLAYER,
    c.RemoveTrooper: Sender.PLAYER,
    c.RotateToken: Sender.EACH_FOR_THEMSELVES,
    c.RollInitiative: Sender.PLAYER,
    c.ChooseInitiative: Sender.PLAYER,
    c.DeployTroopers: Sender.PLAYER,
    c.FormFireteam: Sender.PLAYER,
    c.BreakFireteam: Sender.PLAYER,
    c.StartTurn: Sender.PLAYER,
    c.ActivateTrooper: Sender.PLAYER,
    c.DeclareAro: Sender.PLAYER,
    c.DeclareNoAro: Sender.PLAYER,
    c.DeclareSecondSkill: Sender.PLAYER,
    c.TriggerDeployable: Sender.PLAYER,
    c.WithdrawDeclaration: Sender.PLAYER,
    c.Resolve: Sender.PLAYER,
    c.ConfirmDice: Sender.PLAYER,
    c.ConfirmRoll: Sender.PLAYER,
    c.ChooseDiscard: Sender.PLAYER,
    c.ChooseReroll: Sender.PLAYER,
    c.Conclude: Sender.PLAYER,
    c.VoidOrder: Sender.ORGANISER,
    c.EndTurn: Sender.PLAYER,
    c.AppointLieutenant: Sender.PLAYER,
    # A table roll no army owns (a tie-break, a scenario's roll): the server rolls it for whoever
    # asks. Faces typed in by hand are a player's own (free_roll refuses the organiser's).
    c.FreeRoll: Sender.ANY_PARTICIPANT,
    c.EndGame: Sender.ORGANISER,
    c.RecordResult: Sender.PLAYER_OR_JUDGE,
    c.AnswerResult: Sender.PLAYER,
    c.SpendCommandToken: Sender.PLAYER,
    c.CommitSecret: Sender.PLAYER,
    c.DrawClassified: Sender.PLAYER,
    c.RevealSecret: Sender.PLAYER,
}
# Checked at import, as the decider's table is: a command left out would be sent by anyone.
_unlisted = set(get_args(Command)) - set(WHO_SENDS)
if _unlisted:
    raise TypeError(f"commands no one is said to send: {sorted(t.__name__ for t in _unlisted)}")

ORGANISER_DOES_NOT_PLAY = (
    "the organiser judges but does not play: orders, AROs, dice, troopers, secrets, entropy and"
    " the turn's steps are the players' own (the organiser voids orders, ends the game and rules"
    " on disputed results)"
)


def known_roles_rule(revision: int) -> bool:
    return 0 <= revision <= ROLES_RULE


def enters_own_dice(state: GameState) -> bool:
    """Whether each player enters only the faces of their own rolls (``OWN_DICE_RULE``): in a
    game with manual dice confirmation recorded under the rule."""
    return state.manual_dice_confirmation and state.roles_rule >= OWN_DICE_RULE


def require_sender(state: GameState, command: Command) -> None:
    """Refuse a command its sender's role may not send (``WHO_SENDS``), in games recorded
    under the rule; which player a player's command is for is its handler's check."""
    require_may_send(state, type(command), command.actor)


def require_may_send(state: GameState, kind: type[Command], actor: str) -> None:
    """``require_sender`` before the command is made: a use case that looks at the game first
    (the secrets) refuses the wrong role before it looks, so its refusal names nothing."""
    if not state.roles_rule:
        return
    sender = WHO_SENDS[kind]
    if sender is Sender.PLAYER and actor == ORGANISER:
        raise Forbidden(ORGANISER_DOES_NOT_PLAY)
    if sender is Sender.ORGANISER and actor != ORGANISER:
        raise Forbidden("only the organiser sends this: the players play, the organiser judges")


def checked_roles_rule(revision: int) -> int:
    if not known_roles_rule(revision):
        raise InvalidCommand(f"no roles rule revision {revision}")
    return revision
