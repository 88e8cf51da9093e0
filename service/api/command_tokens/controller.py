"""POST /v1/games/{id}/command-tokens: a player spends one of their Command Tokens."""

from __future__ import annotations

from litestar import Controller, Response
from litestar.di import NamedDependency
from litestar.params import JSONBody

from service.api._http.commanding import Commanding, CommandResult
from service.api._http.described import PLAYER, Doc
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
        doc=Doc(
            "Spends one of the player's Command Tokens (four for the game, five when their"
            " Lieutenant lists `Lieutenant +1 Command Token`) for a use of the N5 page. Strategic"
            " (games that follow the Game Sequence): `extra_trooper_set_aside` (the first"
            " player, in their Deployment), `remove_two_regular_orders` (`from_groups`),"
            " `limit_opponent_tokens`, `suppressive_fire` (the second player, in the opponent's"
            " first Tactical Phase, one token). Executive: `move_to_combat_group` (before the"
            " turn's first Order: the trooper and its Regular Order join `combat_group`)."
            " Operational: `irregular_to_regular`, `reroll_doctor`, `reroll_engineer`,"
            " `ignore_retreat` (recorded by name). `/state` shows `command_tokens`.",
            caller=PLAYER,
            appends=("command_token_spent",),
            refusals={
                "command-token-refused": "in the Reactive Turn, beyond the player's count, a"
                " Strategic Use out of its moment (before the first turn too), an Executive Use"
                " after the turn's first Order, or a use the page does not allow (Command"
                " Tokens, N5)",
                "state-conflict": "an Executive or Operational Use while no turn runs, in a game"
                " of free turns",
                "out-of-sequence": "the same in a game that follows the Game Sequence (where"
                " the game stands is named)",
                "hidden-deployment-refused": "a trooper in Hidden Deployment",
            },
        ),
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
