"""Results: a player records their Objective Points, the opponent confirms or disputes them."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.routes import game_command
from service.api.results.schemas import AnswerResultBody, RecordResultBody
from service.domain.commands import AnswerResult, RecordResult


class ResultsController(Controller):
    path = "/v1/games/{game_id:uuid}/results"
    tags = ("results",)

    @game_command(
        "/",
        operation_id="record_result",
        summary="Record a player's Objective Points once the game has ended (organiser: decide "
        "a dispute)",
    )
    async def record(
        self, cmd: NamedDependency[Commanding], data: JSONBody[RecordResultBody]
    ) -> Response[CommandResult]:
        return await cmd.run_body(RecordResult, data)

    @game_command(
        "/confirm",
        operation_id="answer_result",
        summary="Confirm or dispute the opponent's recorded result",
    )
    async def answer(
        self, cmd: NamedDependency[Commanding], data: JSONBody[AnswerResultBody]
    ) -> Response[CommandResult]:
        return await cmd.run_body(AnswerResult, data)
