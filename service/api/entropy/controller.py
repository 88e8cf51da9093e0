"""POST /v1/games/{id}/entropy: a player's own seed for a dice-v2 game's dice;
POST /v1/games/{id}/entropy/waive: the organiser starts play without the missing ones."""

from __future__ import annotations

from litestar import Controller

from service.api._http.described import ORGANISER, PLAYER, Doc
from service.api._http.routes import body_command
from service.api.entropy.schemas import EntropyBody, WaiveEntropyBody
from service.domain import commands


class EntropyController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("entropy",)

    contribute = body_command(
        "/entropy",
        commands.ContributeEntropy,
        EntropyBody,
        operation_id="contribute_entropy",
        summary="Send your seed for the game's dice (dice-v2), once, before the first roll",
        doc=Doc(
            "A player's own seed for the server's dice of a dice-v2 game, drawn at random on"
            " the player's device (e.g. `secrets.token_hex(16)`), sent once with their own"
            " token: every server die mixes it in, so no die is known to the server alone."
            " Until every player's is in (or the organiser waives them), a command that would"
            " draw a server die is 409 `entropy-missing`. The seed is public in the events.",
            caller=PLAYER,
            appends=("entropy_contributed",),
            refusals={
                "forbidden": "the organiser's token",
                "entropy-already-given": "a second seed, or one after the organiser recorded"
                " it empty",
                "entropy-not-taken": "a dice-v1 game, whose dice take none",
            },
        ),
    )
    waive = body_command(
        "/entropy/waive",
        commands.WaiveEntropy,
        WaiveEntropyBody,
        operation_id="waive_entropy",
        summary="Start play with every missing player seed recorded empty (organiser)",
        doc=Doc(
            "The organiser starts play without the seeds still missing: each is recorded"
            " empty and can no longer be sent. Nothing to send: `{}`.",
            caller=ORGANISER,
            appends=("entropy_waived",),
            refusals={
                "forbidden": "a player's token",
                "entropy-already-given": "no seed is missing",
                "entropy-not-taken": "a dice-v1 game",
            },
        ),
    )
