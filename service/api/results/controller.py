"""Results: a player records their Objective Points, the opponent confirms or disputes them."""

from __future__ import annotations

from litestar import Controller

from service.api._http.described import PLAYER, Doc
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
        doc=Doc(
            "Once the game has ended, a player records their own Objective Points and what"
            " earned them; the opponent then confirms or disputes it (POST .../results/confirm)."
            " From the organiser, the decision on a disputed result, final. A reason"
            " `classified:<secret_id>` claims a Classified Objective's points.",
            caller=PLAYER + "; the organiser's, to decide a disputed result",
            appends=("result_recorded", "dispute_decided"),
            refusals={
                "state-conflict": "before the end (the phase and whose turn it is are named), a"
                " result already final, or (the organiser) a result that is not disputed",
                "forbidden": "another player's result",
                "objective-points-above-cap": "more than the game's"
                " `scenario.objective_points_cap`",
                "secret-reveal-required": "a `classified:` reason whose secret is not revealed",
                "classified-not-drawn": "in a game under the scenario's rules, a `classified:`"
                " reason naming no card of the player's draw",
                "invalid-command": "a player who does not play this game, or a `classified:`"
                " reason naming no Classified Objective of theirs",
            },
        ),
    )
    answer = body_command(
        "/confirm",
        AnswerResult,
        AnswerResultBody,
        operation_id="answer_result",
        summary="Confirm or dispute the opponent's recorded result",
        doc=Doc(
            "The opponent of the result's player confirms it (`accept` true: final) or disputes"
            " it (`accept` false, with a `reason`): a disputed result waits for the organiser's"
            " decision (POST .../results from the organiser).",
            caller="the token of the opponent of the result's player",
            appends=("result_confirmed", "result_disputed"),
            refusals={
                "forbidden": "the result's own player, or the organiser",
                "state-conflict": "before the end, or no result of that player waiting for an"
                " answer",
            },
        ),
    )
