"""A tournament as a decider (service/domain/tournament): registrations, drops, late joins, the
rounds paired from the tournament's seed, results counted or ruled, byes, standings, voided
rounds and the end. Expected values are worked by hand from the sources docs/rules.md cites
("Tournaments"): ITS Season 10's Tournament Points (3 for a win by 5 Objective Points or more, 2
for a smaller win, 1 a tie, 0 a defeat), the ITS bye ("Add up all the Objective Points ...
Multiply the result by the number of Tournament rounds. Divide the result by the number of rounds
played ..., rounding up"), "for the first round, the last player to arrive" gets the bye, and the
draw as its guide gives it (HMAC-SHA256 under the seed of "pairing-v1:{id}:{round}:{attempt}:
{player}")."""

from __future__ import annotations

import hashlib
import hmac
import random
import uuid
from collections.abc import Sequence

import pytest

from service.domain.errors import Forbidden, InvalidCommand, InvalidName, NotFound
from service.domain.tournament import (
    ITS_TIE_BREAKERS,
    LAST_ROUND_IN,
    ORGANISER,
    SERVICE,
    CountResult,
    CreateTournament,
    DropPlayer,
    EndTournament,
    PairRound,
    RegisterPlayer,
    RuleResult,
    Scenario,
    SeatResult,
    TieBreaker,
    TournamentCommand,
    TournamentState,
    VoidRound,
    decide,
    decode_tournament_event,
    encode_tournament_event,
    fold,
    standings,
    tables_of_next_round,
)
from service.domain.tournament.errors import (
    AllRoundsPaired,
    AlreadyDropped,
    NotEnoughPlayers,
    RegistrationClosed,
    ResultAlreadyIn,
    RoundResultsIn,
    RoundResultsPending,
    TournamentOver,
)

SEED = bytes([7] * 32)
TID = uuid.UUID("6a1d4c1e-2b3c-4d5e-8f90-a1b2c3d4e5f6")


def key(player: str, round_number: int = 1, attempt: int = 1) -> str:
    message = f"pairing-v1:{TID}:{round_number}:{attempt}:{player}".encode()
    return hmac.new(SEED, message, hashlib.sha256).hexdigest()


def drawn(players: Sequence[str], round_number: int = 1, attempt: int = 1) -> list[str]:
    return sorted(players, key=lambda p: key(p, round_number, attempt))


def run(state: TournamentState, command: TournamentCommand) -> TournamentState:
    return fold(decide(state, command, SEED), state)


def created(
    rounds: int = 3,
    *,
    seeding: str = "random",
    tie_breakers: tuple[TieBreaker, ...] = ITS_TIE_BREAKERS,
    cap: int = 10,
) -> TournamentState:
    command = CreateTournament(
        actor=ORGANISER,
        tournament_id=TID,
        name="Winter Open",
        rounds=rounds,
        scenarios=tuple(
            Scenario(name=f"Mission {n}", objective_points_cap=cap) for n in range(rounds)
        ),
        tie_breakers=tie_breakers,
        seeding=seeding,  # type: ignore[arg-type]
        seed_commitment=hashlib.sha256(SEED).hexdigest(),
        pairing_rule=1,
    )
    return run(TournamentState(), command)


def registered(state: TournamentState, *names: str) -> TournamentState:
    for name in names:
        state = run(state, RegisterPlayer(actor=ORGANISER, player=name, faction="PanOceania"))
    return state


def paired(state: TournamentState) -> TournamentState:
    ids = tuple(uuid.uuid4() for _ in range(tables_of_next_round(state)))
    return run(state, PairRound(actor=ORGANISER, game_ids=ids))


def tables(state: TournamentState, round_number: int | None = None) -> list[tuple[str, str]]:
    current = state.current() if round_number is None else state.standing_rounds()[round_number - 1]
    assert current is not None
    return [t.players for t in current.tables]


def counted(
    state: TournamentState, first: str, second: str, points: tuple[int, int], vp: tuple[int, int]
) -> TournamentState:
    current = state.current()
    assert current is not None
    table = next(t for t in current.tables if set(t.players) == {first, second})
    scores = (
        SeatResult(player=first, objective_points=points[0], victory_points=vp[0]),
        SeatResult(player=second, objective_points=points[1], victory_points=vp[1]),
    )
    return run(
        state, CountResult(actor=SERVICE, game_id=table.game_id, game_version=9, scores=scores)
    )


def row(state: TournamentState, player: str) -> dict[str, object]:
    found = next(r for r in standings(state) if r.player == player)
    return {
        "rank": found.rank,
        "tp": found.tournament_points,
        "op": found.objective_points,
        "vp": found.victory_points,
        "opp_op": found.opponents_objective_points,
        "played": found.played,
        "byes": found.byes,
    }


# --- creating and registering -----------------------------------------------------------------


def test_one_scenario_per_round() -> None:
    command = CreateTournament(
        actor=ORGANISER,
        tournament_id=TID,
        name="Open",
        rounds=3,
        scenarios=(Scenario(name="Supplies"),),
        seed_commitment="0" * 64,
        pairing_rule=1,
    )
    with pytest.raises(InvalidCommand, match="one scenario per round"):
        decide(TournamentState(), command)


def test_tie_breakers_are_named_once_each() -> None:
    with pytest.raises(InvalidCommand, match="each named once"):
        created(tie_breakers=("tournament_points", "tournament_points"))


def test_names_equal_but_for_case_are_one_player() -> None:
    state = registered(created(), "Ana")
    with pytest.raises(InvalidName, match="same name"):
        registered(state, " ana")
    with pytest.raises(InvalidName, match="same name"):
        registered(state, "Organiser")


def test_only_the_organiser_registers() -> None:
    state = registered(created(), "ana")
    with pytest.raises(Forbidden):
        decide(state, RegisterPlayer(actor="ana", player="bo", faction="Nomads"))


def test_a_seed_is_given_only_under_declared_seeding() -> None:
    with pytest.raises(InvalidCommand, match="declared seeding"):
        decide(created(), RegisterPlayer(actor=ORGANISER, player="a", faction="x", seed=1))


# --- the first round --------------------------------------------------------------------------


def test_the_first_round_is_the_draw_the_bye_to_the_last_registered() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di", "ed"))
    order = drawn(["ana", "bo", "cy", "di"])  # ed, last to arrive, has the bye
    current = state.current()
    assert current is not None
    assert current.bye == "ed"
    assert tables(state) == [(order[0], order[2]), (order[1], order[3])]
    assert [t.table for t in current.tables] == [1, 2]
    assert current.scenario.name == "Mission 0"


def test_declared_seeding_pairs_the_top_half_against_the_bottom_half() -> None:
    state = created(seeding="declared")
    for name, seed in (("ana", 3), ("bo", 1), ("cy", 4), ("di", 2)):
        state = run(state, RegisterPlayer(actor=ORGANISER, player=name, faction="x", seed=seed))
    state = paired(state)
    assert tables(state) == [("bo", "ana"), ("di", "cy")]


def test_the_next_round_waits_for_every_result() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di"))
    with pytest.raises(RoundResultsPending, match="tables 1, 2 have no result"):
        paired(state)
    first, second = tables(state)[0]
    state = counted(state, first, second, (5, 5), (100, 100))
    with pytest.raises(RoundResultsPending, match="tables 2 have no result"):
        paired(state)


def test_a_round_needs_two_players() -> None:
    with pytest.raises(NotEnoughPlayers):
        paired(registered(created(), "ana"))


# --- results, byes, standings -----------------------------------------------------------------


def test_tournament_points_are_its_season_10s() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di", "ed", "fu"))
    (a, b), (c, d), (e, f) = tables(state)
    state = counted(state, a, b, (8, 3), (0, 0))  # won by 5: 3 and 0
    state = counted(state, c, d, (4, 5), (0, 0))  # lost by 1: 0 and 2
    state = counted(state, e, f, (6, 6), (0, 0))  # a tie: 1 and 1
    got = {r.player: r.tournament_points for r in standings(state)}
    assert got == {a: 3, b: 0, c: 0, d: 2, e: 1, f: 1}


def test_three_players_over_three_rounds_worked_by_hand() -> None:
    state = paired(registered(created(), "a", "b", "c"))
    # Round 1: c arrived last and has the bye; a beats b 7-3 (a margin of 4: 2 and 0).
    assert state.current().bye == "c"  # type: ignore[union-attr]
    state = counted(state, "a", "b", (7, 3), (150, 90))
    # Before round 2: a TP 2 OP 7; b TP 0 OP 3; c nothing played, a bye worth nothing yet. The
    # bye goes to the lowest without one: b (below c? c has OP 0 < b's 3, but c had one).
    state = paired(state)
    current = state.current()
    assert current is not None
    assert current.bye == "b"
    assert tables(state) == [("a", "c")]
    state = counted(state, "a", "c", (2, 9), (100, 200))  # c wins by 7: 3 and 0
    # After round 2 (a bye is worth the player's average, rounded up):
    # a: TP 2, OP 9, VP 250, no bye. b: TP 0+0, OP 3+3, VP 90+90. c: TP 3+3, OP 9+9, VP 200+200.
    assert row(state, "a") == {
        "rank": 2, "tp": 2, "op": 9, "vp": 250, "opp_op": 6 + 18, "played": 2, "byes": 0,
    }  # fmt: skip
    assert (row(state, "b")["op"], row(state, "b")["vp"], row(state, "b")["tp"]) == (6, 180, 0)
    assert (row(state, "c")["op"], row(state, "c")["vp"], row(state, "c")["tp"]) == (18, 400, 6)
    # Round 3: ranking c, a, b; the bye to a, the lowest without one; c plays b.
    state = paired(state)
    current = state.current()
    assert current is not None
    assert current.bye == "a"
    assert tables(state) == [("c", "b")]
    state = counted(state, "c", "b", (4, 4), (120, 130))  # a tie: 1 and 1
    # The last result ends the tournament. Final, as the ITS page computes a bye's player's
    # score, total x 3 rounds / 2 played, rounded up:
    # c: OP 9+4=13 -> 19.5 -> 20; TP 3+1=4 -> 6; VP 320 -> 480; opponents a and b.
    # b: OP 3+4=7 -> 10.5 -> 11; TP 0+1=1 -> 1.5 -> 2; VP 90+130=220 -> 330.
    # a: OP 7+2=9 -> 13.5 -> 14; TP 2+0=2 -> 3; VP 150+100=250 -> 375.
    assert state.ended == LAST_ROUND_IN
    assert row(state, "c") == {
        "rank": 1, "tp": 6, "op": 20, "vp": 480, "opp_op": 14 + 11, "played": 2, "byes": 1,
    }  # fmt: skip
    assert row(state, "a") == {
        "rank": 2, "tp": 3, "op": 14, "vp": 375, "opp_op": 11 + 20, "played": 2, "byes": 1,
    }  # fmt: skip
    assert row(state, "b") == {
        "rank": 3, "tp": 2, "op": 11, "vp": 330, "opp_op": 14 + 20, "played": 2, "byes": 1,
    }  # fmt: skip


def test_a_swiss_round_ranks_by_the_tie_breakers_then_the_rounds_draw() -> None:
    state = paired(registered(created(tie_breakers=("victory_points",)), "ana", "bo", "cy", "di"))
    (w, x), (y, z) = tables(state)
    state = counted(state, w, x, (6, 5), (50, 300))
    state = counted(state, y, z, (5, 5), (100, 100))
    # By Victory Points alone: x 300, then y and z at 100 in round 2's draw order, w 50.
    middle = drawn([y, z], round_number=2)
    state = paired(state)
    assert tables(state) == [(x, middle[0]), (middle[1], w)]


def test_the_opponents_tournament_points_break_a_tie_as_a_strength_of_schedule() -> None:
    state = paired(
        registered(
            created(2, tie_breakers=("tournament_points", "opponents_tournament_points")),
            "ana", "bo", "cy", "di",
        )
    )  # fmt: skip
    (a, b), (c, d) = tables(state)
    state = counted(state, a, b, (8, 2), (0, 0))  # a wins by 6: 3 and 0
    state = counted(state, c, d, (4, 4), (0, 0))  # a tie: 1 and 1
    # Round 2 by Tournament Points, then the opponents': a 3; c and d 1 each, their opponents
    # (each other) 1 each, so the round's draw; b 0.
    upper, lower = drawn([c, d], round_number=2)
    state = paired(state)
    assert tables(state) == [(a, upper), (lower, b)]
    state = counted(state, a, upper, (3, 3), (0, 0))  # ties: 1 each
    state = counted(state, lower, b, (6, 6), (0, 0))
    # Tournament Points: a 3+1 = 4, upper 1+1 = 2, lower 1+1 = 2, b 0+1 = 1. The opponents'
    # (strength of schedule): a: b 1 + upper 2 = 3; upper: lower 2 + a 4 = 6; lower: upper 2 +
    # b 1 = 3; b: a 4 + lower 2 = 6. So upper ranks above lower though lower has more Objective
    # Points (4+6 = 10 against 4+3 = 7), which these tie-breakers do not count.
    final = {r.player: r for r in standings(state)}
    ranked = {
        p: (r.rank, r.tournament_points, r.opponents_tournament_points) for p, r in final.items()
    }
    assert ranked == {a: (1, 4, 3), upper: (2, 2, 6), lower: (3, 2, 3), b: (4, 1, 6)}
    assert (final[upper].objective_points, final[lower].objective_points) == (7, 10)


def test_equal_players_share_a_rank() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di"))
    (w, x), (y, z) = tables(state)
    state = counted(state, w, x, (5, 5), (100, 100))
    state = counted(state, y, z, (5, 5), (100, 100))
    assert [r.rank for r in standings(state)] == [1, 1, 1, 1]
    assert [r.player for r in standings(state)] == sorted([w, x, y, z])


def test_four_players_over_three_rounds_meet_each_other_once() -> None:
    state = registered(created(), "ana", "bo", "cy", "di")
    seen: list[frozenset[str]] = []
    for _ in range(3):
        state = paired(state)
        for first, second in tables(state):
            seen.append(frozenset((first, second)))
            state = counted(state, first, second, (6, 2), (100, 100))
    assert len(seen) == len(set(seen)) == 6
    assert state.ended == LAST_ROUND_IN


# --- drops and late joins ---------------------------------------------------------------------


def test_a_dropped_player_is_not_paired_again() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di"))
    for first, second in tables(state):
        state = counted(state, first, second, (5, 3), (10, 10))
    state = run(state, DropPlayer(actor="bo", player="bo", reason="train home"))
    state = paired(state)
    current = state.current()
    assert current is not None
    seated = {p for table in tables(state) for p in table}
    assert "bo" not in seated
    assert current.bye != "bo"
    assert seated | {current.bye} == {"ana", "cy", "di"}
    assert next(r for r in standings(state) if r.player == "bo").dropped


def test_a_player_drops_only_themself_and_only_once() -> None:
    state = registered(created(), "ana", "bo")
    with pytest.raises(Forbidden):
        decide(state, DropPlayer(actor="ana", player="bo"))
    state = run(state, DropPlayer(actor=ORGANISER, player="bo", reason="no-show"))
    with pytest.raises(AlreadyDropped):
        decide(state, DropPlayer(actor="bo", player="bo"))
    with pytest.raises(NotFound):
        decide(state, DropPlayer(actor=ORGANISER, player="zed"))


def test_a_late_join_plays_from_the_next_round() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di"))
    state = registered(state, "late")
    assert state.entrant("late").joined_round == 2  # type: ignore[union-attr]
    assert all("late" not in table for table in tables(state))
    for first, second in tables(state):
        state = counted(state, first, second, (5, 3), (10, 10))
    state = paired(state)
    current = state.current()
    assert current is not None
    # Five players: the late one has nothing scored and no bye yet, so it is theirs.
    assert current.bye == "late"


def test_registration_closes_once_the_last_round_is_paired() -> None:
    state = paired(registered(created(rounds=1), "ana", "bo"))
    with pytest.raises(RegistrationClosed):
        registered(state, "cy")


def test_no_round_beyond_the_last() -> None:
    state = paired(registered(created(rounds=1), "ana", "bo"))
    state = counted(state, *tables(state)[0], (5, 3), (10, 10))
    assert state.ended == LAST_ROUND_IN
    with pytest.raises(TournamentOver):
        paired(state)


def test_all_rounds_paired_is_its_own_refusal() -> None:
    state = paired(registered(created(rounds=1), "ana", "bo"))
    with pytest.raises(AllRoundsPaired):
        decide(state, PairRound(actor=ORGANISER, game_ids=(uuid.uuid4(),)), SEED)


# --- rulings, voided rounds, the end ----------------------------------------------------------


def test_a_ruled_result_counts_with_its_reason() -> None:
    state = paired(registered(created(), "ana", "bo"))
    first, second = tables(state)[0]
    scores = (
        SeatResult(player=first, objective_points=0, victory_points=0),
        SeatResult(player=second, objective_points=10, victory_points=300),
    )
    with pytest.raises(InvalidCommand, match="reason"):
        decide(state, RuleResult(actor=ORGANISER, round=1, table=1, scores=scores, reason=" "))
    state = run(
        state,
        RuleResult(actor=ORGANISER, round=1, table=1, scores=scores, reason="no-show"),
    )
    assert state.current() is not None
    assert state.current().tables[0].ruled == "no-show"  # type: ignore[union-attr]
    assert row(state, second)["tp"] == 3
    assert row(state, first)["tp"] == 0
    with pytest.raises(ResultAlreadyIn):
        counted(state, first, second, (5, 5), (1, 1))


def test_a_result_names_the_tables_players_and_keeps_to_the_cap() -> None:
    state = paired(registered(created(cap=10), "ana", "bo"))
    first, second = tables(state)[0]
    with pytest.raises(InvalidCommand, match="0 to 10"):
        counted(state, first, second, (11, 0), (0, 0))
    table = state.current().tables[0]  # type: ignore[union-attr]
    scores = (
        SeatResult(player=first, objective_points=1, victory_points=0),
        SeatResult(player="zed", objective_points=0, victory_points=0),
    )
    count = CountResult(actor=SERVICE, game_id=table.game_id, game_version=3, scores=scores)
    with pytest.raises(InvalidCommand, match="names its two players"):
        decide(state, count)


def test_only_the_service_counts_a_games_result() -> None:
    state = paired(registered(created(), "ana", "bo"))
    table = state.current().tables[0]  # type: ignore[union-attr]
    scores = tuple(
        SeatResult(player=p, objective_points=1, victory_points=1) for p in table.players
    )
    with pytest.raises(Forbidden):
        decide(
            state,
            CountResult(actor=ORGANISER, game_id=table.game_id, game_version=3, scores=scores),
        )


def test_a_voided_round_is_drawn_again_and_meets_no_one() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di"))
    with pytest.raises(InvalidCommand, match="reason"):
        decide(state, VoidRound(actor=ORGANISER, round=1, reason=""))
    state = run(state, VoidRound(actor=ORGANISER, round=1, reason="bo did not show up"))
    state = paired(state)
    order = drawn(["ana", "bo", "cy", "di"], attempt=2)
    assert tables(state) == [(order[0], order[2]), (order[1], order[3])]
    current = state.current()
    assert current is not None
    assert current.attempt == 2
    assert [r.voided for r in state.paired] == ["bo did not show up", None]


def test_a_round_with_a_result_in_is_not_voided() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di"))
    state = counted(state, *tables(state)[0], (5, 3), (10, 10))
    with pytest.raises(RoundResultsIn, match="tables 1"):
        decide(state, VoidRound(actor=ORGANISER, round=1, reason="late"))


def test_only_the_round_in_play_is_voided() -> None:
    state = paired(registered(created(), "ana", "bo"))
    state = counted(state, *tables(state)[0], (5, 3), (10, 10))
    state = paired(state)
    with pytest.raises(InvalidCommand, match="round in play"):
        decide(state, VoidRound(actor=ORGANISER, round=1, reason="why"))


def test_the_organiser_ends_between_rounds_only() -> None:
    state = paired(registered(created(), "ana", "bo"))
    with pytest.raises(RoundResultsPending):
        decide(state, EndTournament(actor=ORGANISER, reason="the venue closes"))
    state = counted(state, *tables(state)[0], (5, 3), (10, 10))
    state = run(state, EndTournament(actor=ORGANISER, reason="the venue closes"))
    assert state.ended == "the venue closes"
    with pytest.raises(TournamentOver):
        registered(state, "cy")


def test_events_read_back_as_written() -> None:
    state = registered(created(), "ana", "bo")
    events = decide(state, PairRound(actor=ORGANISER, game_ids=(uuid.uuid4(),)), SEED)
    for event in events:
        assert decode_tournament_event(*encode_tournament_event(event)) == event


def test_a_drop_and_a_late_join_during_a_voided_round_reach_its_new_pairing() -> None:
    state = paired(registered(created(), "ana", "bo", "cy", "di"))
    state = run(state, DropPlayer(actor=ORGANISER, player="bo", reason="no-show"))
    state = registered(state, "late")
    state = run(state, VoidRound(actor=ORGANISER, round=1, reason="bo did not show up"))
    state = paired(state)
    current = state.current()
    assert current is not None
    assert current.bye is None
    assert {p for table in tables(state) for p in table} == {"ana", "cy", "di", "late"}


# --- the Swiss properties, by brute force over random tournaments ------------------------------


def by_hand_totals(state: TournamentState, before: int) -> dict[str, tuple[int, int, int]]:
    """Tournament, Objective and Victory Points before a round, a bye worth the player's
    average rounded up, worked out here from the events' results alone."""
    sums: dict[str, list[int]] = {e.name: [0, 0, 0, 0, 0] for e in state.entrants}
    for round_state in state.standing_rounds():
        if round_state.round >= before:
            continue
        if round_state.bye is not None:
            sums[round_state.bye][4] += 1
        for table in round_state.tables:
            for seat in table.scores or ():
                total = sums[seat.player]
                total[0] += seat.tournament_points
                total[1] += seat.objective_points
                total[2] += seat.victory_points
                total[3] += 1

    def with_byes(total: int, played: int, byes: int) -> int:
        return total + (-(-total * byes // played) if played and byes else 0)

    return {
        name: (
            with_byes(tp, played, byes),
            with_byes(op, played, byes),
            with_byes(vp, played, byes),
        )
        for name, (tp, op, vp, played, byes) in sums.items()
    }


def all_pairings(players: list[str]) -> list[list[tuple[str, str]]]:
    if not players:
        return [[]]
    first, rest = players[0], players[1:]
    found = []
    for index, other in enumerate(rest):
        for tail in all_pairings(rest[:index] + rest[index + 1 :]):
            found.append([(first, other), *tail])
    return found


@pytest.mark.parametrize("case", range(60))
def test_every_swiss_round_of_a_random_tournament_keeps_the_swiss_properties(case: int) -> None:
    rng = random.Random(case)
    rounds = rng.randint(3, 5)
    names = [f"p{n}" for n in range(rng.randint(3, 9))]
    state = registered(created(rounds=rounds), *names)
    for round_number in range(1, rounds + 1):
        if rng.random() < 0.3 and round_number > 1:
            state = registered(state, f"late{round_number}")
        playing = [e.name for e in state.playing(round_number)]
        if len(playing) < 2:
            break
        before = state
        state = paired(state)
        current = state.current()
        assert current is not None
        seated = [p for table in current.tables for p in table.players]
        assert sorted(seated + ([current.bye] if current.bye else [])) == sorted(playing)
        if round_number > 1:
            met = {frozenset(t.players) for r in before.standing_rounds() for t in r.tables}
            had_bye = {r.bye for r in before.standing_rounds() if r.bye}
            totals = by_hand_totals(before, round_number)
            order = sorted(
                playing,
                key=lambda p: (tuple(-v for v in totals[p]), key(p, round_number), p),
            )
            if len(order) % 2:
                without = [p for p in order if p not in had_bye]
                assert current.bye == (without[-1] if without else order[-1])
            rest = [p for p in order if p != current.bye]
            fewest = min(
                sum(frozenset(pair) in met for pair in pairing) for pairing in all_pairings(rest)
            )
            made = sum(frozenset(t.players) in met for t in current.tables)
            assert made == current.rematches == fewest
        for table in current.tables:
            state = counted(
                state,
                *table.players,
                (rng.randint(0, 10), rng.randint(0, 10)),
                (rng.randint(0, 300), rng.randint(0, 300)),
            )
        if rng.random() < 0.25 and state.ended is None:
            active = [e.name for e in state.entrants if e.dropped_from is None]
            state = run(state, DropPlayer(actor=ORGANISER, player=rng.choice(active)))
        if state.ended is not None:
            break
