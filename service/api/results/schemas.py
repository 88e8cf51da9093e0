"""Bodies of the results routes, and the score they make as the game and /state show it."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

import msgspec

from service.api._http.described import Example, Examples
from service.api._http.schemas import Name, RequestBody, documented
from service.domain import fields
from service.domain.described import about
from service.domain.score import Scored, score

_REASON = msgspec.Meta(max_length=500)
Reason = Annotated[str, _REASON, documented(_REASON)]


class RecordResultBody(RequestBody, frozen=True, kw_only=True):
    """A player's result once the game has ended: their Objective Points and what earned them."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "Seven Objective Points, three of them a revealed Classified Objective",
            {
                "player": "ariadna",
                "objective_points": 7,
                "reasons": ["dominated two zones", "classified:s-9f2c4a7d1e3b5c60"],
            },
        ),
        Example(
            "The organiser decides a disputed result",
            {"player": "tohaa", "objective_points": 5, "reasons": ["dominated one zone"]},
        ),
    )

    player: Annotated[
        Name,
        about(
            "The player whose result this is: a player records their own; the organiser records "
            "only to decide a disputed result."
        ),
    ]
    objective_points: Annotated[
        int,
        msgspec.Meta(ge=0, le=1000),
        about(
            "The Objective Points the player scored, 0 or more; at most the game's "
            "`scenario.objective_points_cap` (10 in ITS), else 422 `objective-points-above-cap`"
        ),
    ]
    # A list, not a tuple: Litestar documents `tuple[Reason, ...]` as items that match nothing.
    reasons: Annotated[
        list[Reason],
        msgspec.Meta(max_length=50),
        about(
            "What earned the Objective Points (the scenario's objectives, Classified Objectives): "
            "`classified:<secret_id>` claims a Classified Objective's points, which count once "
            "that secret is revealed (409 `secret-reveal-required` until then)"
        ),
    ] = msgspec.field(default_factory=list)


class AnswerResultBody(RequestBody, frozen=True, kw_only=True):
    """The opponent's answer to a recorded result."""

    EXAMPLES: ClassVar[Examples] = (
        Example("The opponent confirms", {"player": "ariadna", "accept": True}),
        Example(
            "The opponent disputes",
            {"player": "ariadna", "accept": False, "reason": "the second zone was contested"},
        ),
    )

    player: Annotated[Name, about("The player whose recorded result the opponent answers.")]
    accept: Annotated[
        bool, about("true confirms the result; false disputes it, and the organiser decides.")
    ]
    reason: Annotated[
        Reason, about("Why it is disputed (with `accept` false), kept in `result_disputed`")
    ] = ""


class PlayerScoreView(msgspec.Struct, frozen=True, kw_only=True):
    """One player's score in an ended game."""

    player: fields.PlayerName
    objective_points: (
        Annotated[int, about("As recorded; null until the player records a result.")] | None
    )
    reasons: Annotated[list[str], about("What earned them, as recorded")]
    result_status: (
        Annotated[
            Literal["recorded", "confirmed", "disputed", "decided"],
            about(
                "`recorded` (waiting for the opponent), `confirmed`, `disputed` (waiting for the "
                "organiser) or `decided`; null before a result"
            ),
        ]
        | None
    )
    victory_points: (
        Annotated[
            int,
            about(
                "The Costs of the player's troopers not in a Null State; null when a trooper was "
                "added without its points."
            ),
        ]
        | None
    )
    tournament_points: (
        Annotated[
            int,
            about(
                "ITS Season 10's (3 for winning by 5 Objective Points or more, 2 for a smaller "
                "win, 1 for a tie, 0 for a defeat) once the score is final in a game of two "
                "players; null before."
            ),
        ]
        | None
    )


class ScoreView(msgspec.Struct, frozen=True, kw_only=True):
    """An ended game's score: each player's result and points, and the winner once final."""

    players: Annotated[
        list[PlayerScoreView], about("Each player's score, in the game's player order")
    ]
    final: Annotated[
        bool, about("Every result is confirmed or decided and every Victory Point is known.")
    ]
    winner: (
        Annotated[
            str,
            about(
                "Once final: the player with more Objective Points, then Victory Points; null for "
                "a tie."
            ),
        ]
        | None
    )


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
