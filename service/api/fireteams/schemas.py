"""The bodies of the Fireteam routes; they answer as every game command does."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.api._http.schemas import Name, RequestBody, documented

_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
FireteamMember = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]
MAX_MEMBERS = 5
"""A Fireteam Core, the largest, has five members at most; larger bodies are refused here."""


class FireteamBody(RequestBody, frozen=True, kw_only=True):
    player: Name
    kind: Literal["core", "haris", "duo"]
    """Core (three to five members), Haris (three) or Duo (two), N5."""
    members: Annotated[list[FireteamMember], msgspec.Meta(min_length=1, max_length=MAX_MEMBERS)]
    """Every member, the leader included, all of one Combat Group."""
    leader: FireteamMember
    """The Fireteam Leader: its Regular Order activates every member."""


class BreakFireteamBody(RequestBody, frozen=True, kw_only=True):
    player: Name
