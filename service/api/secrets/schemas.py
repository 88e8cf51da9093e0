"""Bodies of a secret committed and revealed, and the secrets as one caller sees them."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.api._http.schemas import RequestBody, documented, same_named
from service.application.visibility.concealment import SeenSecret
from service.domain.classified import MAX_DECK, MAX_DRAWN
from service.domain.events import CommittedSecret

_SUBJECT = msgspec.Meta(min_length=1, max_length=80)
Subject = Annotated[str, _SUBJECT, documented(_SUBJECT)]
_DIGEST = msgspec.Meta(min_length=64, max_length=64, pattern="^[0-9a-f]{64}$")
Digest = Annotated[str, _DIGEST, documented(_DIGEST)]
_MARKER = msgspec.Meta(ge=1, le=999)
Marker = Annotated[int, _MARKER, documented(_MARKER)]
SecretKindName = Literal[
    "lieutenant", "classified_objective", "hidden_deployment", "camouflage", "impersonation"
]


class SecretBody(RequestBody, frozen=True, kw_only=True):
    kind: SecretKindName
    subject: Subject | None = None
    """The trooper id (or, for a classified_objective, the objective) the server keeps sealed;
    leave it out and send `commitment` to keep the secret on the device. A game under the
    scenario's rules takes no classified_objective here: they are drawn (422
    `classified-not-drawn`)."""
    commitment: Digest | None = None
    """SHA-256 hex of the salt, a newline and the secret's canonical JSON (README)."""
    marker: Marker | None = None
    """hidden_deployment and camouflage: the marker's number on the table (the open fact)."""


_CARD = msgspec.Meta(min_length=1, max_length=64)
Card = Annotated[str, _CARD, documented(_CARD)]
_DECK = msgspec.Meta(min_length=1, max_length=MAX_DECK)
_DRAWN = msgspec.Meta(ge=1, le=MAX_DRAWN)
Drawn = Annotated[int, _DRAWN, documented(_DRAWN)]


class ClassifiedDrawBody(RequestBody, frozen=True, kw_only=True):
    """The mission's Classified deck, each card named once, and how many cards to draw."""

    deck: Annotated[list[Card], _DECK, documented(_DECK)]
    """In a game under the scenario's rules, at least 10 distinct cards (422
    `classified-deck-too-small`)."""
    count: Drawn
    """In a game under the scenario's rules, exactly the game's `scenario.classified_objectives`,
    and one draw per player (409 `classified-already-drawn` for a second)."""


class RevealBody(RequestBody, frozen=True, kw_only=True):
    """A client-held secret's reveal; a server-held one needs no body (or an empty one)."""

    secret: Annotated[dict[str, Subject], msgspec.Meta(max_length=2)] | None = None
    salt: Digest | None = None


class SecretView(CommittedSecret, frozen=True, kw_only=True):
    revealed: bool
    secret: dict[str, str] | None
    """Shown once revealed, or to its owner when the server holds it; otherwise absent."""
    salt: str | None


class SecretsView(msgspec.Struct, frozen=True, kw_only=True):
    version: int
    secrets: list[SecretView]


def secrets_view(version: int, seen: list[SeenSecret]) -> SecretsView:
    return SecretsView(
        version=version,
        secrets=[
            SecretView(
                **same_named(s.record, *CommittedSecret.__struct_fields__),
                revealed=s.record.revealed,
                secret=s.secret,
                salt=s.salt,
            )
            for s in seen
        ],
    )
