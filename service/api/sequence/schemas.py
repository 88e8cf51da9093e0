"""The bodies of the Game Sequence's routes; they answer as every game command does."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.api._http.schemas import (
    MAX_ENTRIES,
    AttributeValue,
    Face,
    Name,
    RequestBody,
    documented,
)

_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
DeployedTrooper = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]


class InitiativeFaceBody(RequestBody, frozen=True):
    player: Name
    """Whose Lieutenant rolled this face."""
    face: Face


class InitiativeRollBody(RequestBody, frozen=True):
    dice: Annotated[list[InitiativeFaceBody], msgspec.Meta(max_length=2)] | None = None
    """Manual-dice games: the faces rolled at the table; players left out take server dice.
    With manual dice confirmation, the opponent's face waits for the opponent's
    confirmation."""
    private_wip: Annotated[dict[Name, AttributeValue], msgspec.Meta(max_length=2)] | None = None
    """The WIP of a player's client-held private Lieutenant, keyed by the player: Open for this
    roll while the trooper is not; declared by that player or the organiser, and checked by the
    audit against the secret once it is revealed."""


class InitiativeConfirmBody(RequestBody, frozen=True):
    dice: Annotated[list[InitiativeFaceBody], msgspec.Meta(max_length=1)] | None = None
    """The confirming player's own face, replacing the one entered for them."""


class InitiativeChoiceBody(RequestBody, frozen=True, kw_only=True):
    player: Name
    """Who chooses: the winner keeps, the holder of Initiative or Deployment names who goes
    first in it."""
    keep: Literal["initiative", "deployment"] | None = None
    """The winner of the Initiative Roll only: what they keep; the other goes to the opponent."""
    first: Name | None = None
    """Who plays the first Player Turn of every round (the holder of Initiative), or deploys
    first (the holder of Deployment)."""


class DeploymentBody(RequestBody, frozen=True):
    player: Name
    troopers: Annotated[list[DeployedTrooper], msgspec.Meta(max_length=MAX_ENTRIES)]
    """All of the player's troopers but one (their first step), or the one kept back."""
