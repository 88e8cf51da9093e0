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
from service.api._http.described import ANY_PLAYING, ANY_TOKEN, Doc
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
        doc=Doc(
            "A Normal or Face to Face Roll for anything the order flow does not model, made at"
            " once (201, the roll at its Location) with server dice or, in a manual-dice game,"
            " the faces entered (`dice`). A side may name its `player`: with manual dice"
            " confirmation, faces entered for another player's side wait for that player (200,"
            " `roll_dice_entered`; they answer at POST .../rolls/confirm), and a side that names"
            " no player is a table roll whose faces are the server's.",
            caller=ANY_PLAYING,
            appends=("roll_made", "roll_dice_entered"),
            refusals={
                "invalid-command": "what the rules refuse (a Burst outside 1..6, faces that are"
                " not the Burst, faces in a game without manual dice)",
                "forbidden": "faces the caller may not enter: the organiser's, or a table"
                " roll's in a confirmation game",
                "entropy-missing": "a server die before every player's seed is in",
                "state-conflict": "a free roll already waits for a confirmation",
            },
        ),
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
        doc=Doc(
            "Games with manual_dice_confirmation: faces entered for another player's side of a"
            " free roll wait until that player confirms them here with their own token (`{}`),"
            " or enters their own in `dice`; then the roll is made (201, answered as POST"
            " .../rolls answers it, at its Location).",
            caller="the token of the player the faces wait for",
            appends=("roll_dice_confirmed", "roll_made"),
            refusals={
                "forbidden": "anyone else, or another player's side",
                "state-conflict": "no free roll is waiting",
                "entropy-missing": "a server die left to roll before every player's seed is in",
            },
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
        doc=Doc(
            "Every roll of the game as it ended, a page at a time (`after`: the last version"
            " seen, `limit`), told apart by `type`: a free roll, an order's roll (its `roll` the"
            " dice after +1 SD discards, `recorded_roll` as first rolled), a ReRoll, Saving"
            " Rolls, a Guts Roll. `status` is `final`, `superseded` (a ReRoll replaced it) or"
            " `voided` (its order was voided); `events` links the events that made and changed"
            " it. A roll naming a trooper hidden from the caller is left out.",
            caller=ANY_TOKEN,
        ),
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
        doc=Doc(
            "One roll as it ended, by the version of the event that made it (as in GET .../rolls).",
            caller=ANY_TOKEN,
            refusals={
                "not-found": "no roll made at that version",
                "hidden-troopers": "it names an opponent's trooper still hidden from the caller",
            },
        ),
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
        doc=Doc(
            "The exact odds a recorded roll had, worked out from each side as recorded"
            " (attribute, MODs, Burst), as POST /v1/odds answers them.",
            caller=ANY_TOKEN,
            refusals={
                "not-found": "no roll of dice at that version",
                "hidden-troopers": "it names an opponent's trooper still hidden from the caller",
            },
        ),
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
