"""The Game Sequence of one game: its Initiative Roll, the choices, the Deployment Phase."""

from __future__ import annotations

import msgspec
from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.routes import body_command, game_command
from service.api.sequence.schemas import DeploymentBody, InitiativeChoiceBody, InitiativeRollBody
from service.domain import commands


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
        dice = None
        if data.dice is not None:
            dice = tuple(commands.EnteredDice(roll=d.player, faces=(d.face,)) for d in data.dice)
        private_wip = msgspec.UNSET if data.private_wip is None else dict(data.private_wip)
        command = commands.RollInitiative(actor=cmd.actor, dice=dice, private_wip=private_wip)
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
