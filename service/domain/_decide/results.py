"""Results: a player records their Objective Points once the game has ended, the opponent
confirms or disputes them, and the organiser decides a dispute (Objective Points, N5)."""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain.access import require_acts_for
from service.domain.commands import ORGANISER, AnswerResult, RecordResult
from service.domain.errors import (
    ClassifiedNotDrawn,
    Forbidden,
    InvalidCommand,
    NotFound,
    ObjectivePointsAboveCap,
    SecretRevealRequired,
    StateConflict,
)
from service.domain.events import DisputeDecided, ResultConfirmed, ResultDisputed, ResultRecorded
from service.domain.names import checked_text
from service.domain.state import GameState, PlayerResult
from service.rules.scenario import draws_by_scenario


def _ended_game_of(state: GameState, player: str) -> None:
    if not state.created:
        raise NotFound("no such game")
    if not state.ended:
        turn = "nobody's turn" if state.active_player is None else f"{state.active_player}'s turn"
        raise StateConflict(
            f"results are recorded once the game has ended; it is in phase {state.phase!r}, {turn}"
        )
    if player not in state.players:
        raise InvalidCommand(f"{player!r} does not play this game")


CLASSIFIED_REASON = "classified:"
"""A reason ``classified:<secret_id>`` claims the points of that Classified Objective."""


def _reasons(state: GameState, reasons: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(
        checked_text(r, f"reason {n}", rule=state.name_rule) for n, r in enumerate(reasons, start=1)
    )


def _require_revealed_objectives(state: GameState, player: str, reasons: tuple[str, ...]) -> None:
    """A Classified Objective is Private Information: its points count once it is Open."""
    for reason in reasons:
        if not reason.startswith(CLASSIFIED_REASON):
            continue
        secret_id = reason.removeprefix(CLASSIFIED_REASON)
        if draws_by_scenario(state.scenario_rule):
            _require_drawn(state, player, secret_id)
        record = state.secret(secret_id)
        if record is None or record.owner != player or record.kind != "classified_objective":
            raise InvalidCommand(f"{reason!r} names no Classified Objective of {player!r}")
        if not record.revealed:
            raise SecretRevealRequired(
                f"the points of Classified Objective {secret_id!r} count once it is revealed: "
                f"reveal secret {secret_id!r} first"
            )


def _require_drawn(state: GameState, player: str, secret_id: str) -> None:
    draw = state.classified_draw(player)
    if draw is None or secret_id not in draw.secret_ids:
        raise ClassifiedNotDrawn(
            f"{CLASSIFIED_REASON}{secret_id} names no card {player!r} drew: a Classified "
            "Objective's points are claimed for a card of the player's draw"
        )


def record_result(batch: Batch, command: RecordResult) -> None:
    state = batch.state
    _ended_game_of(state, command.player)
    require_acts_for(command.actor, command.player, "players record only their own result")
    if command.objective_points < 0:
        raise InvalidCommand("Objective Points cannot be negative")
    cap = state.objective_points_cap
    if cap is not None and command.objective_points > cap:
        raise ObjectivePointsAboveCap(
            f"{command.objective_points} Objective Points: this game's scenario gives a player "
            f"at most {cap}"
        )
    reasons = _reasons(state, command.reasons)
    _require_revealed_objectives(state, command.player, reasons)
    earlier = state.result_of(command.player)
    if command.actor == ORGANISER:
        _decide_dispute(batch, earlier, command, reasons)
        return
    if earlier is not None and earlier.final:
        raise StateConflict(f"{command.player!r}'s result is {earlier.status} and final")
    batch.emit(
        ResultRecorded(
            player=command.player, objective_points=command.objective_points, reasons=reasons
        )
    )


def _decide_dispute(
    batch: Batch, earlier: PlayerResult | None, command: RecordResult, reasons: tuple[str, ...]
) -> None:
    # The organiser only settles disputes: an undisputed result is the players' to agree on.
    if earlier is None or earlier.status != "disputed":
        raise StateConflict(f"{command.player!r}'s result is not disputed: nothing to decide")
    batch.emit(
        DisputeDecided(
            player=command.player, objective_points=command.objective_points, reasons=reasons
        )
    )


def answer_result(batch: Batch, command: AnswerResult) -> None:
    state = batch.state
    _ended_game_of(state, command.player)
    if command.actor not in state.players or command.actor == command.player:
        raise Forbidden(f"only {command.player!r}'s opponent answers their result")
    result = state.result_of(command.player)
    if result is None or result.status != "recorded":
        status = "none" if result is None else result.status
        raise StateConflict(f"{command.player!r} has no result waiting for an answer ({status})")
    if command.accept:
        batch.emit(ResultConfirmed(player=command.player, by=command.actor))
    else:
        reason = checked_text(command.reason, "the dispute's reason", rule=state.name_rule)
        batch.emit(ResultDisputed(player=command.player, by=command.actor, reason=reason))
