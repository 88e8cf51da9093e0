"""The bodies of the Game Sequence's routes; they answer as every game command does."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import (
    MAX_ENTRIES,
    AttributeValue,
    Face,
    Name,
    RequestBody,
    documented,
)
from service.domain.described import about

_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
DeployedTrooper = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]


class InitiativeFaceBody(RequestBody, frozen=True):
    """One face rolled at the table for a player's Lieutenant in the Initiative Roll."""

    player: Annotated[Name, about("Whose Lieutenant rolled this face.")]
    face: Annotated[Face, about("The d20 face, 1 to 20")]


class InitiativeRollBody(RequestBody, frozen=True):
    """The Initiative Roll (Initiative and Deployment, N5): a Face to Face Roll of the players'
    Lieutenants' WIP. Send `{}` for server dice."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Server dice", {}),
        Example(
            "Faces rolled at the table (manual dice)",
            {"dice": [{"player": "ariadna", "face": 7}, {"player": "tohaa", "face": 14}]},
        ),
        Example(
            "Ariadna declares the WIP of her client-held private Lieutenant",
            {"private_wip": {"ariadna": 13}},
        ),
    )

    dice: (
        Annotated[
            list[InitiativeFaceBody],
            msgspec.Meta(max_length=2),
            about(
                "Manual-dice games: the faces rolled at the table; players left out take server "
                "dice. With manual dice confirmation, the opponent's face waits for the "
                "opponent's confirmation."
            ),
        ]
        | None
    ) = None
    private_wip: (
        Annotated[
            dict[Name, AttributeValue],
            msgspec.Meta(max_length=2),
            about(
                "The WIP of a player's client-held private Lieutenant, keyed by the player: Open "
                "for this roll while the trooper is not; declared by that player or the "
                "organiser, and checked by the audit against the secret once it is revealed."
            ),
        ]
        | None
    ) = None


class InitiativeConfirmBody(RequestBody, frozen=True):
    """The confirming player's answer to the Initiative face entered for them: `{}` accepts it."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Accept the face entered", {}),
        Example("Replace it with the face rolled", {"dice": [{"player": "tohaa", "face": 11}]}),
    )

    dice: (
        Annotated[
            list[InitiativeFaceBody],
            msgspec.Meta(max_length=1),
            about("The confirming player's own face, replacing the one entered for them."),
        ]
        | None
    ) = None


class InitiativeChoiceBody(RequestBody, frozen=True, kw_only=True):
    """A choice after the Initiative Roll (Initiative and Deployment, N5), in this order: the winner
    keeps Initiative or Deployment (`keep`; the other player holds the other); the holder of
    Initiative names who plays the first Player Turn of every round (`first`); the holder of
    Deployment names who deploys first (`first`). The loser of the roll sends only `first`, for
    whichever they hold; the winner may keep and name in one request."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "The winner keeps Initiative and plays first",
            {"player": "ariadna", "keep": "initiative", "first": "ariadna"},
        ),
        Example("The winner keeps Deployment", {"player": "ariadna", "keep": "deployment"}),
        Example(
            "The loser, holding Deployment, lets the winner deploy first",
            {"player": "tohaa", "first": "ariadna"},
        ),
    )

    player: Annotated[
        Name,
        about(
            "Who chooses: the winner keeps, the holder of Initiative or Deployment names who goes "
            "first in it."
        ),
    ]
    keep: (
        Annotated[
            Literal["initiative", "deployment"],
            about(
                "The winner of the Initiative Roll only: what they keep; the other goes to the "
                "opponent."
            ),
        ]
        | None
    ) = None
    first: (
        Annotated[
            Name,
            about(
                "Who plays the first Player Turn of every round (the holder of Initiative), or "
                "deploys first (the holder of Deployment)."
            ),
        ]
        | None
    ) = None


class DeploymentBody(RequestBody, frozen=True):
    """A Deployment Phase step: a player places troopers, in the order chosen."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "The first step: all troopers but one",
            {"player": "ariadna", "troopers": ["fennec", "kamael"]},
        ),
        Example("The one kept back", {"player": "ariadna", "troopers": ["tankhunter"]}),
    )

    player: Annotated[Name, about("Whose step this is (the caller, with their own token)")]
    troopers: Annotated[
        list[DeployedTrooper],
        msgspec.Meta(max_length=MAX_ENTRIES),
        about("All of the player's troopers but one (their first step), or the one kept back."),
    ]
