"""Bodies of the results routes, and the score they make as the game and /state show it."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.api._http.schemas import Name, RequestBody, documented
from service.domain.score import Scored, score

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


class PlayerScoreView(msgspec.Struct, frozen=True, kw_only=True):
    player: str
    objective_points: int | None
    """As recorded; null until the player records a result."""
    reasons: list[str]
    result_status: Literal["recorded", "confirmed", "disputed", "decided"] | None
    victory_points: int | None
    """The Costs of the player's troopers not in a Null State; null when a trooper was added
    without its points."""
    tournament_points: int | None
    """ITS Season 10's (3 for winning by 5 Objective Points or more, 2 for a smaller win, 1 for
    a tie, 0 for a defeat) once the score is final in a game of two players; null before."""


class ScoreView(msgspec.Struct, frozen=True, kw_only=True):
    players: list[PlayerScoreView]
    final: bool
    """Every result is confirmed or decided and every Victory Point is known."""
    winner: str | None
    """Once final: the player with more Objective Points, then Victory Points; null for a tie."""


def score_view(state: Scored) -> ScoreView:
    current = score(state)
    return ScoreView(
        players=[
            PlayerScoreView(
                player=p.player,
                objective_points=None if p.result is None else p.result.objective_points,
                reasons=[] if p.result is None else list(p.result.reasons),
                result_status=None if p.result is None else p.result.status,
                victory_points=p.victory_points,
                tournament_points=p.tournament_points,
            )
            for p in current.players
        ],
        final=current.final,
        winner=current.winner,
    )
