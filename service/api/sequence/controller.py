"""The Game Sequence of one game: its Initiative Roll, the choices, the Deployment Phase."""

from __future__ import annotations

import msgspec
from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, CommandResult
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
        description=(
            "Games with manual_dice_confirmation: a face entered for the opponent's Lieutenant "
            "waits (`roll_dice_entered`, `awaiting` naming them; `awaited_roll` in `/state`) "
            "until that player confirms it here with their own token, or enters their own in "
            "`dice`; then the Initiative Roll is made (`roll_dice_confirmed`, "
            "`initiative_rolled`). 403 for anyone else and for another player's face, 409 "
            "when no Initiative face is waiting."
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
    )

    deploy = body_command(
        "/deployment",
        commands.DeployTroopers,
        DeploymentBody,
        operation_id="deploy_troopers",
        summary="Deploy troopers: all but one, then the one kept back",
    )
