"""A game's Fireteams: formed, and broken by the player's choice."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.described import PLAYER, Doc
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
        doc=Doc(
            "Forms a Fireteam between orders (numbered 1, 2, ...): a Duo of two, a Haris of"
            " three, a Core of three to five, all of one Combat Group, each in no other Fireteam"
            " and able to act, the leader among them. The leader's Regular Order then activates"
            " every member; a member Unconscious or Dead leaves it once the order ends, and it"
            " is broken when its leader falls or fewer than two are left. In a sequenced game,"
            " once the Deployment Phase is over, forming one spends a Command Token first.",
            caller=PLAYER,
            appends=("command_token_spent", "fireteam_formed"),
            refusals={
                "fireteam-not-allowed": "a Fireteam the rules do not allow (the rule is named)",
                "command-token-refused": "in a sequenced game after the Deployment Phase: in"
                " the Reactive Turn, or with no Command Token left",
                "hidden-deployment-refused": "a member in Hidden Deployment",
                "state-conflict": "an order is open",
            },
        ),
    )

    @game_command(
        "/{fireteam:int}/break",
        operation_id="break_fireteam",
        summary="Break a Fireteam by the player's choice",
        doc=Doc(
            "Breaks Fireteam `fireteam` of the player's, by their choice, between orders: its"
            " members act alone again.",
            caller=PLAYER,
            appends=("fireteam_broken",),
            refusals={
                "not-found": "no such Fireteam of the player's",
                "state-conflict": "an order is open",
            },
        ),
    )
    async def break_(
        self,
        cmd: NamedDependency[Commanding],
        fireteam: FromPath[int],
        data: JSONBody[BreakFireteamBody],
    ) -> Response[CommandResult]:
        return await cmd.run_body(commands.BreakFireteam, data, fireteam=fireteam)
