"""Results recorded after the game: each player's Objective Points and their answer."""

from __future__ import annotations

from service.domain._evolve.guards import EventRejectedError, check, replace
from service.domain.events import DisputeDecided, ResultConfirmed, ResultDisputed, ResultRecorded
from service.domain.state import GameState, PlayerResult, ResultStatus


def _with_result(state: GameState, result: PlayerResult) -> GameState:
    others = tuple(r for r in state.results if r.player != result.player)
    return replace(state, results=(*others, result))


def _answered(state: GameState, player: str, status: ResultStatus) -> GameState:
    result = state.result_of(player)
    check(result is not None and result.status == "recorded", f"{player!r} has no result waiting")
    assert result is not None
    return _with_result(state, replace(result, status=status))


def result_recorded(state: GameState, event: ResultRecorded) -> GameState:
    check(state.ended, "results are recorded once the game has ended")
    check(event.player in state.players, f"{event.player!r} does not play this game")
    earlier = state.result_of(event.player)
    check(earlier is None or not earlier.final, f"{event.player!r}'s result is final")
    return _with_result(state, _result_of(event, "recorded"))


def result_answered(state: GameState, event: ResultConfirmed | ResultDisputed) -> GameState:
    if event.by == event.player:
        raise EventRejectedError(f"{event.player!r} cannot answer their own result")
    status: ResultStatus = "confirmed" if isinstance(event, ResultConfirmed) else "disputed"
    return _answered(state, event.player, status)


def dispute_decided(state: GameState, event: DisputeDecided) -> GameState:
    result = state.result_of(event.player)
    check(result is not None and result.status == "disputed", f"{event.player!r} has no dispute")
    return _with_result(state, _result_of(event, "decided"))


def _result_of(event: ResultRecorded | DisputeDecided, status: ResultStatus) -> PlayerResult:
    """A recorded result and the organiser's decision carry the same three figures."""
    return PlayerResult(
        player=event.player,
        objective_points=event.objective_points,
        reasons=event.reasons,
        status=status,
    )
