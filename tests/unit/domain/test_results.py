"""Results of an ended game: Objective Points recorded, answered, decided; Victory Points.

Objective Points (N5), https://infinitythewiki.com/Objective_Points: the player with more
Objective Points wins a scenario; equal Objective Points are broken by Victory Points.
Triumph and Defeat Module (N5), https://infinitythewiki.com/Victory_Conditions: Victory Points
are the sum of the Costs of the player's Troopers not in a Null State (Dead, Unconscious).
Possessed State (N5), https://infinitythewiki.com/Possessed: a Possessed Trooper counts towards
neither player's Victory Points.
"""

from __future__ import annotations

import msgspec

from service.domain.commands import ORGANISER, AnswerResult, EndGame, RecordResult
from service.domain.errors import Forbidden, InvalidCommand, StateConflict
from service.domain.events import (
    DisputeDecided,
    ResultConfirmed,
    ResultDisputed,
    ResultRecorded,
    decode_event,
    encode_event,
)
from service.domain.game import fold
from service.domain.score import score
from service.domain.state import HeldState
from tests.builders.game import ARIADNA, TOHAA, Game, new_game, rejects, trooper

FENNEC, CARLOTA, SENKU = "fennec", "carlota", "senku"


def ended_game() -> Game:
    game = new_game(manual_dice=False)
    game.run(trooper(ARIADNA, FENNEC, points=27))
    game.run(trooper(ARIADNA, CARLOTA, points=14))
    game.run(trooper(TOHAA, SENKU, points=35))
    game.run(EndGame(actor=ORGANISER, reason="three rounds"))
    return game


def record(game: Game, player: str, points: int, *reasons: str) -> None:
    game.run(RecordResult(actor=player, player=player, objective_points=points, reasons=reasons))


def test_a_result_waits_until_the_game_has_ended() -> None:
    game = new_game(manual_dice=False)
    command = RecordResult(actor=ARIADNA, player=ARIADNA, objective_points=3)
    rejects(game, command, StateConflict, "once the game has ended; it is in phase")


def test_a_player_records_their_points_and_the_opponent_confirms() -> None:
    game = ended_game()
    events = game.run(
        RecordResult(actor=ARIADNA, player=ARIADNA, objective_points=7, reasons=("antennas",))
    )
    assert events == [ResultRecorded(player=ARIADNA, objective_points=7, reasons=("antennas",))]
    assert game.run(AnswerResult(actor=TOHAA, player=ARIADNA, accept=True)) == [
        ResultConfirmed(player=ARIADNA, by=TOHAA)
    ]
    result = game.state.result_of(ARIADNA)
    assert result is not None
    assert (result.objective_points, result.status) == (7, "confirmed")


def test_only_the_opponent_answers_and_only_players_record_their_own() -> None:
    game = ended_game()
    record(game, ARIADNA, 4)
    rejects(game, AnswerResult(actor=ARIADNA, player=ARIADNA, accept=True), Forbidden, "opponent")
    rejects(
        game,
        RecordResult(actor=TOHAA, player=ARIADNA, objective_points=9),
        Forbidden,
        "their own result",
    )
    rejects(
        game,
        RecordResult(actor=TOHAA, player=TOHAA, objective_points=-1),
        InvalidCommand,
        "negative",
    )


def test_a_confirmed_result_is_final() -> None:
    game = ended_game()
    record(game, ARIADNA, 4)
    game.run(AnswerResult(actor=TOHAA, player=ARIADNA, accept=True))
    rejects(
        game,
        RecordResult(actor=ARIADNA, player=ARIADNA, objective_points=9),
        StateConflict,
        "final",
    )
    rejects(
        game, AnswerResult(actor=TOHAA, player=ARIADNA, accept=True), StateConflict, "no result"
    )


def test_a_dispute_goes_to_the_organiser_whose_decision_is_final() -> None:
    game = ended_game()
    record(game, TOHAA, 6, "classified")
    rejects(
        game,
        RecordResult(actor=ORGANISER, player=TOHAA, objective_points=5),
        StateConflict,
        "not disputed",
    )
    assert game.run(AnswerResult(actor=ARIADNA, player=TOHAA, accept=False, reason="no")) == [
        ResultDisputed(player=TOHAA, by=ARIADNA, reason="no")
    ]
    decided = game.run(
        RecordResult(actor=ORGANISER, player=TOHAA, objective_points=5, reasons=("referee",))
    )
    assert decided == [DisputeDecided(player=TOHAA, objective_points=5, reasons=("referee",))]
    result = game.state.result_of(TOHAA)
    assert result is not None
    assert (result.objective_points, result.status) == (5, "decided")


def test_victory_points_count_the_costs_of_troopers_not_in_a_null_state() -> None:
    game = ended_game()
    carlota = game.state.trooper(CARLOTA)
    assert carlota is not None
    unconscious = msgspec.structs.replace(carlota, state="unconscious")
    troopers = tuple(unconscious if t.trooper_id == CARLOTA else t for t in game.state.troopers)
    state = msgspec.structs.replace(game.state, troopers=troopers)
    by_player = {p.player: p.victory_points for p in score(state).players}
    # By hand: Fennec 27 survives, Carlota 14 is Unconscious (Null); Senku 35 survives.
    assert by_player == {ARIADNA: 27, TOHAA: 35}
    possessed = HeldState(trooper=SENKU, state="possessed", order=1, by=ARIADNA)
    state = msgspec.structs.replace(state, held_states=(possessed,))
    assert {p.player: p.victory_points for p in score(state).players} == {ARIADNA: 27, TOHAA: 0}


def test_the_winner_has_more_objective_points_and_victory_points_break_a_tie() -> None:
    game = ended_game()
    record(game, ARIADNA, 5)
    record(game, TOHAA, 5)
    assert not score(game.state).final
    game.run(AnswerResult(actor=TOHAA, player=ARIADNA, accept=True))
    game.run(AnswerResult(actor=ARIADNA, player=TOHAA, accept=True))
    final = score(game.state)
    # By hand: 5 OP each; Victory Points 27 + 14 = 41 for Ariadna against 35 for Tohaa.
    assert (final.final, final.winner) == (True, ARIADNA)


def test_equal_objective_and_victory_points_are_a_tie() -> None:
    game = new_game(manual_dice=False)
    game.run(trooper(ARIADNA, FENNEC, points=20))
    game.run(trooper(TOHAA, SENKU, points=20))
    game.run(EndGame(actor=ORGANISER))
    for player, opponent in ((ARIADNA, TOHAA), (TOHAA, ARIADNA)):
        record(game, player, 3)
        game.run(AnswerResult(actor=opponent, player=player, accept=True))
    final = score(game.state)
    assert (final.final, final.winner) == (True, None)


def test_a_trooper_without_its_cost_leaves_victory_points_unknown_and_the_score_open() -> None:
    game = new_game(manual_dice=False)
    game.run(trooper(ARIADNA, FENNEC))
    game.run(trooper(TOHAA, SENKU, points=20))
    game.run(EndGame(actor=ORGANISER))
    for player, opponent in ((ARIADNA, TOHAA), (TOHAA, ARIADNA)):
        record(game, player, 3)
        game.run(AnswerResult(actor=opponent, player=player, accept=True))
    final = score(game.state)
    assert [p.victory_points for p in final.players] == [None, 20]
    assert (final.final, final.winner) == (False, None)


def test_the_new_events_round_trip_and_fold_to_the_same_state() -> None:
    game = ended_game()
    record(game, TOHAA, 6)
    game.run(AnswerResult(actor=ARIADNA, player=TOHAA, accept=False, reason="no"))
    game.run(RecordResult(actor=ORGANISER, player=TOHAA, objective_points=5))
    decoded = [decode_event(*encode_event(event)) for event in game.history]
    assert decoded == game.history
    assert fold(decoded) == game.state
