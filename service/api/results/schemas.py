"""Bodies of the results routes."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.api._http.schemas import Name, RequestBody, documented

_REASON = msgspec.Meta(max_length=500)
Reason = Annotated[str, _REASON, documented(_REASON)]


class RecordResultBody(RequestBody, frozen=True, kw_only=True):
    player: Name
    """The player whose result this is: a player records their own; the organiser records only
    to decide a disputed result."""
    objective_points: Annotated[int, msgspec.Meta(ge=0, le=1000)]
    reasons: Annotated[tuple[Reason, ...], msgspec.Meta(max_length=50)] = ()
    """What earned the Objective Points (the scenario's objectives, Classified Objectives)."""


class AnswerResultBody(RequestBody, frozen=True, kw_only=True):
    player: Name
    """The player whose recorded result the opponent answers."""
    accept: bool
    """true confirms the result; false disputes it, and the organiser decides."""
    reason: Reason = ""
