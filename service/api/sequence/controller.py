"""The Game Sequence of one game: its Initiative Roll, the choices, the Deployment Phase."""

from __future__ import annotations

import msgspec
from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.described import PLAYER, Doc
from service.api._http.routes import body_command, game_command
from service.api.sequence.schemas import (
    DeploymentBody,
    InitiativeChoiceBody,
    InitiativeConfirmBody,
    InitiativeFaceBody,
    InitiativeRollBody,
)
from service.domain import commands


def _faces(dice: list[InitiativeFaceBody] | None) -> tuple[commands.EnteredDice, ...] | None:
    if dice is None:
        return None
    return tuple(commands.EnteredDice(roll=d.player, faces=(d.face,)) for d in dice)


class SequenceController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("sequence",)

    @game_command(
        "/initiative",
        operation_id="roll_initiative",
        summary="Make the Initiative Roll (Face to Face WIP of the Lieutenants)",
        doc=Doc(
            "A game that follows the Game Sequence starts here: the Initiative Roll, a Face to"
            " Face Roll of the players' Lieutenants' WIP, with server dice or, in a manual-dice"
            " game, the faces rolled at the table (players left out take server dice). A tie or"
            " two failures has no winner: roll again. With manual dice confirmation a face"
            " entered for the other player waits for them (`roll_dice_entered`; they answer at"
            " POST .../initiative/confirm). A client-held private Lieutenant's WIP is declared"
            " in `private_wip` by its player or the organiser (the service gives a server-held"
            " one's itself); the audit holds it to the secret once revealed. Then the winner"
            " chooses (POST .../initiative/choices).",
            caller=PLAYER + "; or the organiser's (server dice, a declared `private_wip`)",
            appends=("roll_dice_entered", "initiative_rolled"),
            refusals={
                "out-of-sequence": "not the Initiative Roll's moment (once there is a winner)",
                "state-conflict": "a game of free turns, or a face of the roll still waits"
                " for its player's confirmation",
                "entropy-missing": "a server die before every player's seed is in",
                "invalid-command": "a `private_wip` for a Lieutenant the service holds, or one"
                " no trooper of the player fit to be Lieutenant has",
            },
        ),
    )
    async def roll_initiative(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[InitiativeRollBody],
    ) -> Response[CommandResult]:
        private_wip = msgspec.UNSET if data.private_wip is None else dict(data.private_wip)
        command = commands.RollInitiative(
            actor=cmd.actor, dice=_faces(data.dice), private_wip=private_wip
        )
        return await cmd.run(command, data)

    @game_command(
        "/initiative/confirm",
        operation_id="confirm_initiative",
        summary="Confirm or replace the Initiative face entered for you, and make the roll",
        doc=Doc(
            "Games with manual_dice_confirmation: a face entered for the opponent's Lieutenant"
            " waits (`roll_dice_entered`, `awaiting` naming them; `awaited_roll` in `/state`)"
            " until that player confirms it here with their own token (`{}`), or enters their"
            " own in `dice`; then the Initiative Roll is made.",
            caller="the token of the player the face waits for",
            appends=("roll_dice_confirmed", "initiative_rolled"),
            refusals={
                "forbidden": "anyone else, or a face of another player's",
                "state-conflict": "no Initiative face is waiting",
                "entropy-missing": "a server die left to roll before every player's seed is in",
            },
        ),
    )
    async def confirm_initiative(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[InitiativeConfirmBody],
    ) -> Response[CommandResult]:
        command = commands.ConfirmRoll(actor=cmd.actor, roll="initiative", dice=_faces(data.dice))
        return await cmd.run(command, data)

    choose = body_command(
        "/initiative/choices",
        commands.ChooseInitiative,
        InitiativeChoiceBody,
        operation_id="choose_initiative",
        summary="Keep Initiative or Deployment, or name who goes first",
        doc=Doc(
            "After the Initiative Roll: the winner keeps Initiative or Deployment (`keep`) and"
            " the other player holds the other; the holder of Initiative names who plays first"
            " every round (`first`: `turn_order_chosen`), the holder of Deployment who deploys"
            " first (`first`: `deployment_order_chosen`). Once both are named, the Deployment"
            " Phase begins (POST .../deployment).",
            caller=PLAYER,
            appends=("initiative_kept", "turn_order_chosen", "deployment_order_chosen"),
            refusals={
                "out-of-sequence": "not the choices' moment, or a choice that is not the"
                " player's (where the game stands is named)",
                "state-conflict": "a game of free turns",
                "invalid-command": "neither `keep` nor `first`, or a `first` who does not play",
            },
        ),
    )

    deploy = body_command(
        "/deployment",
        commands.DeployTroopers,
        DeploymentBody,
        operation_id="deploy_troopers",
        summary="Deploy troopers: all but one, then the one kept back",
        doc=Doc(
            "A Deployment Phase step, in the order chosen: each player's troopers but one (two"
            " when they spent a Command Token on `extra_trooper_set_aside`), then each player's"
            " ones kept back. When the last step is made the first Player Turn may start (POST"
            " .../turns). A trooper in Hidden Deployment is placed by no step.",
            caller=PLAYER,
            appends=("troopers_deployed",),
            refusals={
                "out-of-sequence": "not the player's step, or not the Deployment Phase",
                "state-conflict": "a game of free turns",
                "invalid-command": "the wrong troopers for the step, or another player's",
                "hidden-deployment-refused": "a trooper in Hidden Deployment named",
            },
        ),
    )
