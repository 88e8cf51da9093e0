"""Rotating a bearer token: the organiser may replace any token of the game, a player only
their own. The decision is the domain's; issuing the token and revoking the old one is the
application's, in the same transaction as the event."""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain.access import require_acts_for, require_live, require_organiser
from service.domain.commands import RotateToken
from service.domain.errors import InvalidCommand
from service.domain.events import TokenRotated


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
        require_acts_for(command.actor, command.player, "players rotate only their own token")
    batch.emit(TokenRotated(role=command.role, player=command.player, by=command.actor))
