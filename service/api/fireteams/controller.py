"""A game's Fireteams: formed, and broken by the player's choice."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.routes import body_command, game_command
from service.api.fireteams.schemas import BreakFireteamBody, FireteamBody
from service.domain import commands


class FireteamsController(Controller):
    path = "/v1/games/{game_id:uuid}/fireteams"
    tags = ("fireteams",)

    form = body_command(
        "/",
        commands.FormFireteam,
        FireteamBody,
        operation_id="form_fireteam",
        summary="Form a Fireteam (Core, Haris or Duo) of one Combat Group, naming its leader",
    )

    @game_command(
        "/{fireteam:int}/break",
        operation_id="break_fireteam",
        summary="Break a Fireteam by the player's choice",
    )
    async def break_(
        self,
        cmd: NamedDependency[Commanding],
        fireteam: FromPath[int],
        data: JSONBody[BreakFireteamBody],
    ) -> Response[CommandResult]:
        return await cmd.run_body(commands.BreakFireteam, data, fireteam=fireteam)
