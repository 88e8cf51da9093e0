"""POST /v1/games/{id}/entropy: a player's own seed for a dice-v2 game's dice;
POST /v1/games/{id}/entropy/waive: the organiser starts play without the missing ones."""

from __future__ import annotations

from litestar import Controller

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
    )
    waive = body_command(
        "/entropy/waive",
        commands.WaiveEntropy,
        WaiveEntropyBody,
        operation_id="waive_entropy",
        summary="Start play with every missing player seed recorded empty (organiser)",
    )
