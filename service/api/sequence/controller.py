"""The Game Sequence of one game: its Initiative Roll, the choices, the Deployment Phase."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.routes import game_command
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
        return await cmd.run(commands.RollInitiative(actor=cmd.actor, dice=dice), data)

    @game_command(
        "/initiative/choices",
        operation_id="choose_initiative",
        summary="Keep Initiative or Deployment, or name who goes first",
    )
    async def choose(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[InitiativeChoiceBody],
    ) -> Response[CommandResult]:
        return await cmd.run_body(commands.ChooseInitiative, data)

    @game_command(
        "/deployment",
        operation_id="deploy_troopers",
        summary="Deploy troopers: all but one, then the one kept back",
    )
    async def deploy(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[DeploymentBody],
    ) -> Response[CommandResult]:
        return await cmd.run_body(commands.DeployTroopers, data)
