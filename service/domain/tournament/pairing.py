"""How the next round of a tournament is paired, from its state and its seed: the players in
the round, their ranking, whom each has met and who has had a bye, handed to the pairing rules
(``rules.pairing``). The decider pairs with it, and ``verify`` pairs every round again with it
from the export and the revealed seed.

- The first round: the players in the round in draw order (``random``) or by their declared
  seed (``declared``: seeded players by seed, then the others in draw order), the bye (an odd
  field) to the last player registered ("For the first round, the last player to arrive will be
  the one to be given a bye", http://www.norcononline.com/blog/infinity/).
- Later rounds: ranked by the standings before the round (``domain.tournament.standings``),
  the tie-breakers in order, then the round's draw order; the Swiss pairing of the rules.
"""

from __future__ import annotations

from service.domain.tournament.standings import standings
from service.domain.tournament.state import TournamentState
from service.rules.pairing import Pairing, draw_key, draw_order, first_round, swiss


def players_of_next_round(state: TournamentState) -> tuple[str, ...]:
    return tuple(e.name for e in state.playing(state.next_round()))


def tables_of_next_round(state: TournamentState) -> int:
    """How many tables the next round has: a game id is drawn for each before it is paired."""
    return len(players_of_next_round(state)) // 2


def pair_next_round(state: TournamentState, seed: bytes) -> Pairing:
    round_number = state.next_round()
    attempt = state.attempts(round_number) + 1
    players = players_of_next_round(state)
    tournament = str(state.tournament_id)
    if round_number == 1:
        order = draw_order(seed, tournament, round_number, attempt, players)
        if state.seeding == "declared":
            seeds = {e.name: e.seed for e in state.entrants if e.seed is not None}
            seeded = sorted((p for p in order if p in seeds), key=lambda p: seeds[p])
            order = (*seeded, *(p for p in order if p not in seeds))
        bye = players[-1] if len(players) % 2 else None
        return first_round(order, bye)
    ranked = {row.player: row for row in standings(state, before_round=round_number)}
    breakers = state.tie_breakers
    keys = {p: draw_key(seed, tournament, round_number, attempt, p) for p in players}
    ranking = sorted(
        players, key=lambda p: (tuple(-v for v in ranked[p].key(breakers)), keys[p], p)
    )
    met: dict[str, set[str]] = {p: set() for p in players}
    had_bye: set[str] = set()
    for round_state in state.standing_rounds():
        if round_state.bye is not None:
            had_bye.add(round_state.bye)
        for table in round_state.tables:
            first, second = table.players
            met.setdefault(first, set()).add(second)
            met.setdefault(second, set()).add(first)
    return swiss(ranking, met, had_bye)
