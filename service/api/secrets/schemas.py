"""Bodies of a secret committed and revealed, and the secrets as one caller sees them."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import RequestBody, documented, same_named
from service.application.visibility.concealment import SeenSecret
from service.domain.classified import MAX_DECK, MAX_DRAWN
from service.domain.described import about
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
    """Private Information to commit to (docs/guide/secrets.md, "Secrets: the commitment scheme"):
    either the
    server seals it (`subject`) or the client keeps it (`commitment`)."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A private Lieutenant the server seals", {"kind": "lieutenant", "subject": "fennec"}
        ),
        Example(
            "A private Lieutenant kept on the device (only its commitment)",
            {
                "kind": "lieutenant",
                "commitment": "9b1f0c6e3a2d4f5e8c7b6a5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f",
            },
        ),
        Example(
            "A Camouflage marker on the table",
            {"kind": "camouflage", "subject": "kamael", "marker": 3},
        ),
    )

    kind: Annotated[
        SecretKindName,
        about(
            "`lieutenant`, `classified_objective`, `hidden_deployment` (only in games recorded "
            "before the hidden rule: 422 `hidden-deployment-refused` otherwise), `camouflage` or "
            "`impersonation`"
        ),
    ]
    subject: (
        Annotated[
            Subject,
            about(
                "The trooper id (or, for a classified_objective, the objective) the server keeps "
                "sealed; leave it out and send `commitment` to keep the secret on the device. A "
                "game under the scenario's rules takes no classified_objective here: they are "
                "drawn (422 `classified-not-drawn`)."
            ),
        ]
        | None
    ) = None
    commitment: (
        Annotated[
            Digest,
            about(
                "SHA-256 hex of the salt, a newline and the secret's canonical JSON"
                " (docs/guide/secrets.md)."
            ),
        ]
        | None
    ) = None
    marker: (
        Annotated[
            Marker,
            about(
                "hidden_deployment and camouflage: the marker's number on the table (the open "
                "fact)."
            ),
        ]
        | None
    ) = None


_CARD = msgspec.Meta(min_length=1, max_length=64)
Card = Annotated[str, _CARD, documented(_CARD)]
_DECK = msgspec.Meta(min_length=1, max_length=MAX_DECK)
_DRAWN = msgspec.Meta(ge=1, le=MAX_DRAWN)
Drawn = Annotated[int, _DRAWN, documented(_DRAWN)]


class ClassifiedDrawBody(RequestBody, frozen=True, kw_only=True):
    """The mission's Classified deck, each card named once, and how many cards to draw."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Draw one card from an ITS deck of ten",
            {
                "deck": [
                    "Telemetry",
                    "Test Run",
                    "Extreme Prejudice",
                    "Data Scan",
                    "HVT: Espionage",
                    "Experimental Drug",
                    "Sabotage",
                    "Nano-Espionage",
                    "Predator",
                    "Capture",
                ],
                "count": 1,
            },
        ),
    )

    deck: Annotated[
        list[Card],
        _DECK,
        documented(_DECK),
        about(
            "The mission's Classified deck, each card named once (1 to 40 names of 1 to 64 "
            "characters). In a game under the scenario's rules, at least 10 distinct cards (422 "
            "`classified-deck-too-small`)"
        ),
    ]
    count: Annotated[
        Drawn,
        about(
            "How many cards to draw, 1 to 8 and no more than the deck. In a game under the "
            "scenario's rules, exactly the game's `scenario.classified_objectives`, and one draw "
            "per player (409 `classified-already-drawn` for a second)"
        ),
    ]


class RevealBody(RequestBody, frozen=True, kw_only=True):
    """A client-held secret's reveal; a server-held one needs no body (or an empty one)."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A client-held Lieutenant revealed",
            {
                "secret": {"kind": "lieutenant", "trooper": "fennec"},
                "salt": "4c1d7e9a2b3f5c6d8e0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4",
            },
        ),
        Example("A server-held secret: nothing to send", {}),
    )

    secret: (
        Annotated[
            dict[str, Subject],
            msgspec.Meta(max_length=2),
            about(
                'A client-held secret: the JSON object committed to, e.g. `{"kind": "lieutenant", '
                '"trooper": "fennec"}` or `{"kind": "classified_objective", "objective": '
                '"Telemetry"}`'
            ),
        ]
        | None
    ) = None
    salt: Annotated[Digest, about("The salt committed with it: 64 lowercase hex digits")] | None = (
        None
    )


class SecretView(CommittedSecret, frozen=True, kw_only=True):
    """A committed secret as this reader may see it: its open facts and commitment, and what it
    hides once revealed (or to its owner when the server holds it)."""

    revealed: Annotated[bool, about("Whether a `secret_revealed` made it Open")]
    secret: (
        Annotated[
            dict[str, str],
            about(
                "Shown once revealed, or to its owner when the server holds it; otherwise absent."
            ),
        ]
        | None
    )
    salt: Annotated[str, about("Shown with `secret`; otherwise null")] | None


class SecretsView(msgspec.Struct, frozen=True, kw_only=True):
    """Every secret of the game this reader may know of."""

    version: Annotated[int, about("The game's version the listing is at")]
    secrets: Annotated[
        list[SecretView],
        about(
            "In commitment order; another player's unrevealed Hidden Deployment of a trooper "
            "added in it is not listed"
        ),
    ]


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
