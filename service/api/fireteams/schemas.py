"""The bodies of the Fireteam routes; they answer as every game command does."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import Name, RequestBody, documented
from service.domain.described import about

_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
FireteamMember = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]
MAX_MEMBERS = 5
"""A Fireteam Core, the largest, has five members at most; larger bodies are refused here."""


class FireteamBody(RequestBody, frozen=True, kw_only=True):
    """A Fireteam to form (Fireteams, N5): its kind, its members, its leader."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A Haris of three, led by Fennec",
            {
                "player": "ariadna",
                "kind": "haris",
                "members": ["fennec", "kamael", "tankhunter"],
                "leader": "fennec",
            },
        ),
        Example(
            "A Duo",
            {"player": "tohaa", "kind": "duo", "members": ["senku", "kaeltar"], "leader": "senku"},
        ),
    )

    player: Annotated[
        Name, about("The player whose troopers form it (the caller, with their own token)")
    ]
    kind: Annotated[
        Literal["core", "haris", "duo"],
        about("Core (three to five members), Haris (three) or Duo (two), N5."),
    ]
    members: Annotated[
        list[FireteamMember],
        msgspec.Meta(min_length=1, max_length=MAX_MEMBERS),
        about("Every member, the leader included, all of one Combat Group."),
    ]
    leader: Annotated[
        FireteamMember, about("The Fireteam Leader: its Regular Order activates every member.")
    ]


class BreakFireteamBody(RequestBody, frozen=True, kw_only=True):
    """Whose Fireteam to break."""

    EXAMPLES: ClassVar[Examples] = (
        Example("The player breaks their own Fireteam", {"player": "ariadna"}),
    )

    player: Annotated[
        Name, about("The player whose Fireteam it is (the caller, with their own token)")
    ]
