"""The standings of a tournament: every player's totals over the rounds that stand, the byes
scored as ITS scores them, ranked by the tournament's tie-breakers.

- A table's result counts each player's Objective Points, Victory Points and Tournament Points
  (ITS Season 10, ``domain.score.tournament_points``).
- A bye, as an ITS event published ITS's rule (http://www.norcononline.com/blog/infinity/):
  "Add up all the Objective Points the player earned during the Tournament. Multiply the result
  by the number of Tournament rounds. Divide the result by the number of rounds played ...,
  rounding up ... In the event of a tie, repeat the process with the Victory Points." Here the
  same is done for each total the standings keep (Tournament, Objective and Victory Points), at
  every moment rather than only after the last round: a total T over P games played and B
  byes is T + ceil(T * B / P), which is the page's ceil(T * (P + B) / P) once every round is
  played; a player with no game played yet scores nothing for a bye. (The page gives the rule
  for Objective and Victory Points; Tournament Points are scored the same way by this service's
  choice, as no source found says otherwise.)
- The opponents' totals (``opponents_objective_points``, as the same page's third tie-breaker,
  "the sum total of the Objective Points accumulated by all their opponents in the Tournament";
  ``opponents_tournament_points`` likewise, the strength of schedule): each opponent's total,
  once per game against them.
- Rank: by the tie-breakers in order, higher first; players equal on every one share a rank
  (the next skipping as many places), listed by name.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from service.domain.tournament.commands import TieBreaker
from service.domain.tournament.state import TournamentState


class Standing(msgspec.Struct, frozen=True, kw_only=True):
    rank: int
    player: str
    faction: str
    tournament_points: int
    objective_points: int
    victory_points: int
    opponents_tournament_points: int
    opponents_objective_points: int
    played: int
    byes: int
    dropped: bool
    opponents: tuple[str, ...]
    """In round order, one per game played."""

    def key(self, tie_breakers: Sequence[TieBreaker]) -> tuple[int, ...]:
        return tuple(getattr(self, name) for name in tie_breakers)


class _Tally(msgspec.Struct, kw_only=True):
    tournament_points: int = 0
    objective_points: int = 0
    victory_points: int = 0
    played: int = 0
    byes: int = 0
    opponents: list[str] = msgspec.field(default_factory=list)


def _with_byes(total: int, tally: _Tally) -> int:
    if tally.played == 0 or tally.byes == 0:
        return total
    return total + -(-total * tally.byes // tally.played)


def standings(state: TournamentState, before_round: int | None = None) -> tuple[Standing, ...]:
    """Every registered player (who joined by ``before_round``, when given), over the rounds
    that stand before ``before_round`` (all of them when None), ranked."""
    last = before_round if before_round is not None else state.next_round()
    tallies = {e.name: _Tally() for e in state.entrants if e.joined_round <= max(last, 1)}
    for round_state in state.standing_rounds():
        if round_state.round >= last:
            continue
        if round_state.bye is not None and round_state.bye in tallies:
            tallies[round_state.bye].byes += 1
        for table in round_state.tables:
            if table.scores is None:
                continue
            for score in table.scores:
                tally = tallies.setdefault(score.player, _Tally())
                tally.tournament_points += score.tournament_points
                tally.objective_points += score.objective_points
                tally.victory_points += score.victory_points
                tally.played += 1
                tally.opponents.extend(p for p in table.players if p != score.player)
    totals = {
        name: (
            _with_byes(t.tournament_points, t),
            _with_byes(t.objective_points, t),
            _with_byes(t.victory_points, t),
        )
        for name, t in tallies.items()
    }
    entrants = {e.name: e for e in state.entrants}
    rows = []
    for name, tally in tallies.items():
        tp, op, vp = totals[name]
        entrant = entrants.get(name)
        rows.append(
            Standing(
                rank=0,
                player=name,
                faction=entrant.faction if entrant else "",
                tournament_points=tp,
                objective_points=op,
                victory_points=vp,
                opponents_tournament_points=sum(totals[o][0] for o in tally.opponents),
                opponents_objective_points=sum(totals[o][1] for o in tally.opponents),
                played=tally.played,
                byes=tally.byes,
                dropped=bool(entrant and entrant.dropped_from is not None),
                opponents=tuple(tally.opponents),
            )
        )
    breakers = state.tie_breakers
    rows.sort(key=lambda r: (tuple(-v for v in r.key(breakers)), r.player))
    ranked: list[Standing] = []
    for place, row in enumerate(rows, start=1):
        shares = ranked and ranked[-1].key(breakers) == row.key(breakers)
        ranked.append(msgspec.structs.replace(row, rank=ranked[-1].rank if shares else place))
    return tuple(ranked)
