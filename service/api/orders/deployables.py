"""A placed Deployable weapon triggered in an order: its own ARO (N5 Mines)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, Response, post
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import Commanding, CommandResult, commanding
from service.api._http.contract import BEARER, GAME_COMMAND
from service.api._http.manners import principal as resolve_principal
from service.api._http.schemas import RequestBody, documented
from service.api.orders.schemas import DeployableId
from service.domain import commands

_TROOPER_ID = msgspec.Meta(min_length=1, max_length=80)
TrooperId = Annotated[str, _TROOPER_ID, documented(_TROOPER_ID)]


class TriggerBody(RequestBody, frozen=True, kw_only=True):
    deployable: DeployableId
    """The id the Deployable was placed with (Place Deployable)."""
    targets: Annotated[list[TrooperId], msgspec.Meta(min_length=1, max_length=6)]
    """The troopers its template affects: first the enemy that declared or executed a Skill
    or ARO in its Trigger Area (it must declare something in this order), then any other
    trooper under the template. Each Dodges with its own declaration (a Normal PH Roll at
    -3) or is hit; none may be on the Deployable's side."""


class DeployablesController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("orders",)
    dependencies = {  # noqa: RUF012
        "principal": Provide(resolve_principal),
        "cmd": Provide(commanding),
    }

    @post(
        "/orders/{order:int}/triggers",
        operation_id="trigger_deployable",
        status_code=200,
        responses=GAME_COMMAND,
        security=BEARER,
        summary="Trigger a placed Deployable weapon (its own ARO)",
        description=(
            "The Deployable's player (or the organiser) says an enemy acted in its Trigger "
            "Area; it leaves the table at once and attacks as its weapon's Direct Template "
            "when the order resolves. Not on the table, already triggered, a trooper of its "
            "own side under the template, or a first target that declares nothing in the "
            "order: 422 `invalid-trigger`, nothing stored."
        ),
    )
    async def trigger(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[TriggerBody],
    ) -> Response[CommandResult]:
        command = commands.TriggerDeployable(
            actor=cmd.actor, order=order, deployable=data.deployable, targets=tuple(data.targets)
        )
        return await cmd.run(command, data)
