"""pairing_256_ms: the decision that pairs a round of 256 players (their standings with byes and
the opponents' totals, the ranking by the tie-breakers and the round's draw, the Swiss search
without a rematch, the event), on a tournament four rounds in, results drawn at random.

The baseline is a plain sort of the same players by the same totals in the same run: what any
pairing costs at least, ranking them. The aim is the absolute time: under a second.
"""

from __future__ import annotations

import random
import statistics
import time
import uuid

from service.bench.results import Result, latency
from service.domain.tournament import (
    ORGANISER,
    PAIRING_RULE,
    SERVICE,
    CountResult,
    CreateTournament,
    PairRound,
    RegisterPlayer,
    Scenario,
    SeatResult,
    TournamentCommand,
    TournamentState,
    decide,
    evolve,
    standings,
    tables_of_next_round,
)

PLAYERS = 256
ROUNDS_PLAYED = 4
AIM_MS = 1000.0
SEED = bytes(range(32))


def _run(state: TournamentState, command: TournamentCommand) -> TournamentState:
    for event in decide(state, command, SEED):
        state = evolve(state, event)
    return state


def _ids(state: TournamentState) -> tuple[uuid.UUID, ...]:
    return tuple(uuid.uuid4() for _ in range(tables_of_next_round(state)))


def tournament_four_rounds_in(players: int = PLAYERS) -> TournamentState:
    """A tournament of `players`, four rounds paired and played (results at random)."""
    scores = random.Random(players)
    state = _run(
        TournamentState(),
        CreateTournament(
            actor=ORGANISER,
            tournament_id=uuid.uuid4(),
            name="Bench Masters",
            rounds=ROUNDS_PLAYED + 1,
            scenarios=tuple(Scenario(name=f"Mission {n}") for n in range(ROUNDS_PLAYED + 1)),
            seed_commitment="0" * 64,
            pairing_rule=PAIRING_RULE,
        ),
    )
    for n in range(players):
        state = _run(state, RegisterPlayer(actor=ORGANISER, player=f"p{n:03d}", faction="Ariadna"))
    for _ in range(ROUNDS_PLAYED):
        state = _run(state, PairRound(actor=ORGANISER, game_ids=_ids(state)))
        current = state.current()
        assert current is not None
        for table in current.tables:
            results = tuple(
                SeatResult(
                    player=p,
                    objective_points=scores.randint(0, 10),
                    victory_points=scores.randint(0, 300),
                )
                for p in table.players
            )
            state = _run(
                state,
                CountResult(actor=SERVICE, game_id=table.game_id, game_version=9, scores=results),
            )
    return state


def _pairing_ms(state: TournamentState, repeats: int) -> float:
    samples = []
    command = PairRound(actor=ORGANISER, game_ids=_ids(state))
    for _ in range(repeats):
        start = time.perf_counter()
        decide(state, command, SEED)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def _sort_ms(state: TournamentState, repeats: int) -> float:
    rows = standings(state)
    breakers = state.tie_breakers
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        sorted(rows, key=lambda r: (tuple(-v for v in r.key(breakers)), r.player))
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def measure(repeats: int) -> Result:
    state = tournament_four_rounds_in()
    _pairing_ms(state, 1)  # first-call set-up, not timed
    ours = _pairing_ms(state, repeats)
    baseline = _sort_ms(state, repeats)
    return latency(
        "pairing_256_ms",
        ours,
        baseline,
        AIM_MS,
        note=f"median of {repeats}, round 5 of 256 players; baseline: a plain sort of them",
    )
