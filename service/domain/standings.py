"""The standings of an organiser's games: every player ranked across the games whose score is
final, by one of the published schemes (a player is the same player in every game under the
same name).

- "its-season-10" (ITS Season 10 as an ITS event published it, http://www.the131.com/forum/
  viewtopic.php?f=58&p=52558): total Tournament Points, then total Objective Points, then total
  Victory Points.
- "its-objective-points" (the ITS ranking an ITS event published before Tournament Points,
  http://www.norcononline.com/blog/infinity/): total Objective Points, then total Victory Points,
  then the Objective Points accumulated by all of the player's opponents in the tournament.

Players equal on every key share a rank, the next rank skipping as many places: the sources
name no further tiebreaker, so none is invented.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from typing import Annotated, Literal, get_args

import msgspec

from service.domain.described import about
from service.domain.score import Score

StandingsScheme = Literal["its-season-10", "its-objective-points"]
SCHEMES: tuple[str, ...] = get_args(StandingsScheme)
DEFAULT_SCHEME: StandingsScheme = "its-season-10"


class GameScore(msgspec.Struct, frozen=True, kw_only=True):
    game_id: uuid.UUID
    score: Score


class StandingFigures(msgspec.Struct, frozen=True, kw_only=True):
    """A player's rank and the figures it ranks by: what a standing holds but its games, which
    the API's view of it shows as links."""

    rank: Annotated[int, about("Players equal on every key the scheme names share a rank.")]
    player: Annotated[str, about("The player's name: one player across games under the same name")]
    tournament_points: (
        Annotated[
            int, about('null under a scheme without Tournament Points ("its-objective-points").')
        ]
        | None
    )
    objective_points: Annotated[int, about("Objective Points in the games counted")]
    victory_points: Annotated[
        int,
        about(
            "Victory Points (the Costs of the troopers not in a Null State) in the games counted"
        ),
    ]
    opponents_objective_points: Annotated[
        int,
        about("The Objective Points, in all the counted games, of every opponent the player met."),
    ]


class Standing(StandingFigures, frozen=True, kw_only=True):
    games: Annotated[tuple[uuid.UUID, ...], about("The games counted, in the order given.")]


class _Tally(msgspec.Struct, kw_only=True):
    tournament_points: int = 0
    objective_points: int = 0
    victory_points: int = 0
    opponents: list[str] = msgspec.field(default_factory=list)
    games: list[uuid.UUID] = msgspec.field(default_factory=list)


def _tally(games: Iterable[GameScore]) -> dict[str, _Tally]:
    tallies: dict[str, _Tally] = {}
    for game in games:
        if not game.score.final:
            continue
        names = [p.player for p in game.score.players]
        for player in game.score.players:
            tally = tallies.setdefault(player.player, _Tally())
            tally.tournament_points += player.tournament_points or 0
            tally.objective_points += player.result.objective_points if player.result else 0
            tally.victory_points += player.victory_points or 0
            tally.opponents.extend(n for n in names if n != player.player)
            tally.games.append(game.game_id)
    return tallies


def standings(games: Sequence[GameScore], scheme: StandingsScheme) -> tuple[Standing, ...]:
    tallies = _tally(games)
    rows = [
        Standing(
            rank=0,
            player=player,
            tournament_points=t.tournament_points if scheme == "its-season-10" else None,
            objective_points=t.objective_points,
            victory_points=t.victory_points,
            opponents_objective_points=sum(tallies[o].objective_points for o in t.opponents),
            games=tuple(t.games),
        )
        for player, t in tallies.items()
    ]
    rows.sort(key=lambda r: (_key(r, scheme), r.player))
    ranked: list[Standing] = []
    for place, row in enumerate(rows, start=1):
        shares = ranked and _key(ranked[-1], scheme) == _key(row, scheme)
        rank = ranked[-1].rank if shares else place
        ranked.append(msgspec.structs.replace(row, rank=rank))
    return tuple(ranked)


def _key(row: Standing, scheme: StandingsScheme) -> tuple[int, int, int]:
    """Negated, so that an ascending sort puts the best first and names break nothing."""
    if scheme == "its-season-10":
        return (-(row.tournament_points or 0), -row.objective_points, -row.victory_points)
    return (-row.objective_points, -row.victory_points, -row.opponents_objective_points)
