"""POST /v1/games/{id}/command-tokens: a player spends one of their Command Tokens."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.routes import game_command
from service.api.command_tokens.schemas import CommandTokenBody
from service.domain import commands


class CommandTokensController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("command tokens",)

    @game_command(
        "/command-tokens",
        operation_id="spend_command_token",
        summary="Spend a Command Token for one Strategic, Executive or Operational use",
    )
    async def spend(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[CommandTokenBody],
    ) -> Response[CommandResult]:
        command = commands.SpendCommandToken(
            actor=cmd.actor,
            player=data.player,
            use=data.use,
            trooper=data.trooper,
            combat_group=data.combat_group,
            from_groups=tuple(data.from_groups or ()),
        )
        return await cmd.run(command, data)
