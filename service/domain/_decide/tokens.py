"""Rotating a bearer token: each caller replaces only their own (in games recorded before the
rule of who sends what, ``domain.roles``, the organiser could replace any, and so hold a
player's token). The decision is the domain's; issuing the token and revoking the old one is the
application's, in the same transaction as the event."""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain.access import require_acts_for, require_live, require_organiser
from service.domain.commands import ORGANISER, RotateToken
from service.domain.errors import Forbidden, InvalidCommand
from service.domain.events import TokenRotated
from service.domain.roles import ORGANISER_DOES_NOT_PLAY


def rotate_token(batch: Batch, command: RotateToken) -> None:
    state = batch.state
    require_live(state)
    if command.role == "organiser":
        if command.player is not None:
            raise InvalidCommand("the organiser's token names no player")
        require_organiser(command.actor, "rotate the organiser's token")
    else:
        if command.player is None or command.player not in state.players:
            raise InvalidCommand(f"{command.player!r} does not play this game")
        if state.roles_rule and command.actor == ORGANISER:
            # The answer carries the new token: the organiser would hold the player's hand.
            raise Forbidden(ORGANISER_DOES_NOT_PLAY)
        require_acts_for(command.actor, command.player, "players rotate only their own token")
    batch.emit(TokenRotated(role=command.role, player=command.player, by=command.actor))
