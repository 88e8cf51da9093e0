"""A game's rolls: free-standing rolls, each roll as it ended, and the odds a recorded roll had
(from the rules engine, through the application)."""

from __future__ import annotations

import msgspec
from litestar import Controller, Response
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.openapi import ResponseSpec
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import (
    Commanding,
    CommandResult,
    awaiting_of,
    builtins,
    command_result,
)
from service.api._http.contract import CONCEALING_READ, IfNoneMatch
from service.api._http.manners import Page, concealer, games, reads, seen_version
from service.api._http.routes import game_command, game_read
from service.api._http.schemas import entered_dice, same_named
from service.api.odds.schemas import OddsView, odds_view
from service.api.rolls.schemas import (
    RollBody,
    RollConfirmBody,
    RollOutcomeView,
    RollView,
    roll_outcome_view,
    roll_view,
)
from service.application.games.use_case import Answer, Decided, Principal
from service.domain.commands import ConfirmRoll, FreeRoll, FreeRollSide
from service.domain.declarations import ModEntry
from service.domain.events import RollMade


def _rolled(decided: Decided) -> Answer:
    """The roll made, at its own resource; faces waiting for a player's confirmation make none
    yet, and answer as every game command does (the `roll_dice_entered` event)."""
    made = [(v, e) for v, e in decided.events if isinstance(e, RollMade)]
    if not made:
        return command_result(decided)
    [(version, event)] = made
    game = decided.after.game_id
    view = builtins(
        msgspec.structs.replace(roll_view(version, event), awaiting=awaiting_of(decided))
    )
    return Answer(view, created=True, resource=f"/v1/games/{game}/rolls/{version}")


_WAITING = {
    200: ResponseSpec(
        CommandResult,
        description=(
            "Faces entered for another player's side wait for that player's confirmation "
            "(`roll_dice_entered`, `awaiting` naming them; `awaited_roll` in `/state`): no roll "
            "is made yet"
        ),
    )
}


class RollsController(Controller):
    path = "/v1/games"
    tags = ("games",)

    @game_command(
        "/{game_id:uuid}/rolls",
        operation_id="create_roll",
        summary="A free-standing roll (normal or face to face)",
        status_code=201,
        responses=_WAITING,
    )
    async def roll(
        self, cmd: NamedDependency[Commanding], data: JSONBody[RollBody]
    ) -> Response[RollView]:
        command = FreeRoll(
            actor=cmd.actor,
            kind=data.kind,
            label=data.label,
            sides=tuple(
                FreeRollSide(
                    mods=tuple(ModEntry(m.value, m.source.lower(), m.note) for m in s.mods),
                    dice=tuple(s.dice) if s.dice is not None else None,
                    player=msgspec.UNSET if s.player is None else s.player,
                    **same_named(s, "name", "attribute", "burst"),
                )
                for s in data.sides
            ),
        )
        return await cmd.run(command, data, _rolled)

    @game_command(
        "/{game_id:uuid}/rolls/confirm",
        operation_id="confirm_roll",
        summary="Confirm or replace the faces entered for your side of a free roll, and roll",
        description=(
            "Games with manual_dice_confirmation: faces entered for another player's side of a "
            "free roll wait until that player confirms them here with their own token, or "
            "enters their own in `dice`; then the roll is made (`roll_dice_confirmed`, then the "
            "roll, answered as `POST .../rolls` answers it). 403 for anyone else and for "
            "another player's side, 409 when no free roll is waiting."
        ),
        status_code=201,
    )
    async def confirm(
        self, cmd: NamedDependency[Commanding], data: JSONBody[RollConfirmBody]
    ) -> Response[RollView]:
        command = ConfirmRoll(actor=cmd.actor, roll="free_roll", dice=entered_dice(data.dice))
        return await cmd.run(command, data, _rolled)

    @game_read(
        "/{game_id:uuid}/rolls",
        operation_id="list_rolls",
        summary="Every roll outcome",
    )
    async def rolls(
        self,
        state: State,
        principal: NamedDependency[Principal],
        page: NamedDependency[Page],
        if_none_match: IfNoneMatch = None,
    ) -> list[RollOutcomeView]:
        rolls = await reads(state).rolls(
            principal.game_id, page.after, page.limit, seen_version(if_none_match)
        )
        views = [roll_outcome_view(principal.game_id, roll) for roll in rolls]
        return await concealer(state).unnamed(principal, views)

    @game_read(
        "/{game_id:uuid}/rolls/{version:int}",
        responses=CONCEALING_READ,
        operation_id="get_roll",
        summary="One roll outcome, by the version of its event",
    )
    async def roll_outcome(
        self,
        state: State,
        principal: NamedDependency[Principal],
        version: FromPath[int],
        if_none_match: IfNoneMatch = None,
    ) -> RollOutcomeView:
        found = await reads(state).roll(principal.game_id, version, seen_version(if_none_match))
        view = roll_outcome_view(principal.game_id, found)
        return await concealer(state).shown(principal, view)


class RollOddsController(Controller):
    path = "/v1/games/{game_id:uuid}/rolls/{version:int}/odds"
    tags = ("games",)

    @game_read(
        "/",
        responses=CONCEALING_READ,
        operation_id="get_roll_odds",
        summary="The exact odds a recorded roll had, beside the roll as it ended",
    )
    async def odds(
        self,
        state: State,
        principal: NamedDependency[Principal],
        version: FromPath[int],
        if_none_match: IfNoneMatch = None,
    ) -> OddsView:
        game = await games(state).state(principal.game_id)
        found = await reads(state).roll_odds(principal.game_id, version, game.edition)
        view = odds_view(found.odds, found.sides)
        return await concealer(state).shown(principal, view)
