"""Results: a player records their Objective Points, the opponent confirms or disputes them."""

from __future__ import annotations

from litestar import Controller

from service.api._http.routes import body_command
from service.api.results.schemas import AnswerResultBody, RecordResultBody
from service.domain.commands import AnswerResult, RecordResult


class ResultsController(Controller):
    path = "/v1/games/{game_id:uuid}/results"
    tags = ("results",)

    record = body_command(
        "/",
        RecordResult,
        RecordResultBody,
        operation_id="record_result",
        summary="Record a player's Objective Points once the game has ended (organiser: decide "
        "a dispute)",
    )
    answer = body_command(
        "/confirm",
        AnswerResult,
        AnswerResultBody,
        operation_id="answer_result",
        summary="Confirm or dispute the opponent's recorded result",
    )
