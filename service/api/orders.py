"""Troopers, turns and the Order Expenditure Sequence of one game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.params import FromPath, JSONBody

from service.api.bodies import (
    EnteredDiceBody,
    SkillBody,
    TrooperBody,
    profile_to_domain,
    to_domain,
)
from service.api.common import Name
from service.api.games import command_result
from service.api.http import IdempotencyKey, IfMatch, games, idempotency, if_match_version, respond
from service.api.http import principal as resolve_principal
from service.api.views import CommandResult, builtins
from service.application.games import Answer, Decided, Principal, Respond
from service.domain import commands
from service.domain.declarations import Skill
from service.domain.errors import NotFound, StateConflict
from service.domain.events import TrooperActivated, TrooperAdded
from service.domain.state import GameState


class StartTurnBody(msgspec.Struct, frozen=True):
    player: Name


class ActivationBody(msgspec.Struct, frozen=True, kw_only=True):
    trooper: Name
    skill: SkillBody
    order_type: Literal["regular", "irregular", "lieutenant"] = "regular"


class AroBody(msgspec.Struct, frozen=True, kw_only=True):
    trooper: Name
    skill: SkillBody


class SecondSkillBody(msgspec.Struct, frozen=True, kw_only=True):
    skill: SkillBody


class ResolveBody(msgspec.Struct, frozen=True, kw_only=True):
    dice: list[EnteredDiceBody] | None = None
    """Manual-dice games: the faces of each roll, keyed by the rolling trooper."""


class DiscardBody(msgspec.Struct, frozen=True, kw_only=True):
    side: Name
    die: Annotated[int, msgspec.Meta(ge=0)]


class RerollBody(msgspec.Struct, frozen=True, kw_only=True):
    side: Name
    die: Annotated[int, msgspec.Meta(ge=0)] | None
    """The index of the die to roll again; null declines the ReRoll."""
    face: int | None = None


class ConcludeBody(msgspec.Struct, frozen=True, kw_only=True):
    saves: list[EnteredDiceBody] | None = None
    guts: list[EnteredDiceBody] | None = None


class VoidBody(msgspec.Struct, frozen=True, kw_only=True):
    reason: Annotated[str, msgspec.Meta(min_length=1, max_length=500)]


def _skill(body: SkillBody) -> Skill:
    return to_domain(body, Skill)  # type: ignore[arg-type]


def _entered(bodies: list[EnteredDiceBody] | None) -> tuple[commands.EnteredDice, ...] | None:
    if bodies is None:
        return None
    return tuple(commands.EnteredDice(roll=b.roll, faces=tuple(b.faces)) for b in bodies)


def _open_order(number: int) -> Callable[[GameState], None]:
    def check(state: GameState) -> None:
        if state.open_order is None:
            raise StateConflict("no order is open")
        if state.open_order.number != number:
            raise StateConflict(f"order {number} is not the open order ({state.open_order.number})")

    return check


def _trooper_added(decided: Decided) -> Answer:
    event = next(e for _, e in decided.events if isinstance(e, TrooperAdded))
    game = decided.after.game_id
    return command_result(decided, 201, f"/v1/games/{game}/troopers/{event.trooper.trooper_id}")


def _activated(decided: Decided) -> Answer:
    event = next(e for _, e in decided.events if isinstance(e, TrooperActivated))
    return command_result(decided, 201, f"/v1/games/{decided.after.game_id}/orders/{event.order}")


class OrdersController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("orders",)
    dependencies = {"principal": Provide(resolve_principal)}  # noqa: RUF012

    async def _run(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        command: commands.Command,
        body: object,
        idempotency_key: str | None,
        if_match: str | None,
        render: Respond = command_result,
        check: Callable[[GameState], None] | None = None,
    ) -> Response[Any]:
        answer = await games(state).execute(
            principal,
            command,
            if_match=if_match_version(if_match),
            idempotency=idempotency(idempotency_key, request, body),
            respond=render,
            check=check,
        )
        return respond(answer, answer.body["version"])

    @post("/troopers", operation_id="add_trooper", summary="Add a trooper", status_code=201)
    async def add_trooper(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        data: JSONBody[TrooperBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        fields = msgspec.to_builtins(data)
        fields["profile"] = profile_to_domain(data.profile)
        command = to_domain(fields, commands.AddTrooper, actor=principal.actor)
        return await self._run(
            request, state, principal, command, data, idempotency_key, if_match, _trooper_added
        )

    @get("/troopers", operation_id="list_troopers", summary="Troopers with Wounds and states")
    async def troopers(
        self, state: State, principal: NamedDependency[Principal]
    ) -> list[dict[str, Any]]:
        game = await games(state).state(principal.game_id)
        return [builtins(t) for t in game.troopers]

    @get(
        "/troopers/{trooper_id:str}",
        operation_id="get_trooper",
        summary="One trooper with its Wounds and state",
    )
    async def trooper(
        self, state: State, principal: NamedDependency[Principal], trooper_id: FromPath[str]
    ) -> dict[str, Any]:
        game = await games(state).state(principal.game_id)
        found = game.trooper(trooper_id)
        if found is None:
            raise NotFound(f"no trooper {trooper_id!r} in game {principal.game_id}")
        return dict(builtins(found))

    @post("/turns", operation_id="start_turn", summary="Start a player turn (Tactical Phase)")
    async def start_turn(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        data: JSONBody[StartTurnBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.StartTurn(actor=principal.actor, player=data.player)
        return await self._run(request, state, principal, command, data, idempotency_key, if_match)

    @post("/turns/current/end", operation_id="end_turn", summary="End the current turn")
    async def end_turn(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.EndTurn(actor=principal.actor)
        return await self._run(request, state, principal, command, {}, idempotency_key, if_match)

    @post(
        "/orders",
        operation_id="activate_trooper",
        summary="Spend an order: activate a trooper and declare its first skill",
        status_code=201,
    )
    async def activate(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        data: JSONBody[ActivationBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.ActivateTrooper(
            actor=principal.actor,
            trooper=data.trooper,
            order_type=data.order_type,
            skill=_skill(data.skill),
        )
        return await self._run(
            request, state, principal, command, data, idempotency_key, if_match, _activated
        )

    @get("/orders/{order:int}", operation_id="get_order", summary="One order, open or resolved")
    async def get_order(
        self, state: State, principal: NamedDependency[Principal], order: FromPath[int]
    ) -> dict[str, Any]:
        game = await games(state).state(principal.game_id)
        if game.open_order is not None and game.open_order.number == order:
            return {"status": "open", **builtins(game.open_order)}
        resolved = game.resolved_order(order)
        if resolved is None:
            raise NotFound(f"no order {order} in game {principal.game_id}")
        return {"status": "voided" if resolved.voided else "resolved", **builtins(resolved)}

    @post("/orders/{order:int}/aros", operation_id="declare_aro", summary="Declare an ARO")
    async def declare_aro(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        data: JSONBody[AroBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.DeclareAro(
            actor=principal.actor, trooper=data.trooper, skill=_skill(data.skill)
        )
        return await self._run(
            request,
            state,
            principal,
            command,
            data,
            idempotency_key,
            if_match,
            check=_open_order(order),
        )

    @post(
        "/orders/{order:int}/second-skill",
        operation_id="declare_second_skill",
        summary="Declare the active trooper's second skill",
    )
    async def second_skill(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        data: JSONBody[SecondSkillBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.DeclareSecondSkill(actor=principal.actor, skill=_skill(data.skill))
        return await self._run(
            request,
            state,
            principal,
            command,
            data,
            idempotency_key,
            if_match,
            check=_open_order(order),
        )

    @post(
        "/orders/{order:int}/withdraw",
        operation_id="withdraw_declaration",
        summary="Withdraw the open order's last declaration before resolution",
    )
    async def withdraw(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.WithdrawDeclaration(actor=principal.actor)
        return await self._run(
            request,
            state,
            principal,
            command,
            {"order": order},
            idempotency_key,
            if_match,
            check=_open_order(order),
        )

    @post("/orders/{order:int}/resolve", operation_id="resolve_order", summary="Roll the order")
    async def resolve(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        data: JSONBody[ResolveBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.Resolve(actor=principal.actor, dice=_entered(data.dice))
        return await self._run(
            request,
            state,
            principal,
            command,
            data,
            idempotency_key,
            if_match,
            check=_open_order(order),
        )

    @post("/orders/{order:int}/discard", operation_id="discard_die", summary="+1 SD discard")
    async def discard(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        data: JSONBody[DiscardBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.ChooseDiscard(actor=principal.actor, side=data.side, die=data.die)
        return await self._run(
            request,
            state,
            principal,
            command,
            data,
            idempotency_key,
            if_match,
            check=_open_order(order),
        )

    @post("/orders/{order:int}/reroll", operation_id="reroll_die", summary="ReRoll one die")
    async def reroll(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        data: JSONBody[RerollBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.ChooseReroll(
            actor=principal.actor, side=data.side, die=data.die, face=data.face
        )
        return await self._run(
            request,
            state,
            principal,
            command,
            data,
            idempotency_key,
            if_match,
            check=_open_order(order),
        )

    @post(
        "/orders/{order:int}/conclude",
        operation_id="conclude_order",
        summary="Effects and conclusion: Saving Rolls, Wounds, Guts Rolls",
    )
    async def conclude(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        data: JSONBody[ConcludeBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.Conclude(
            actor=principal.actor, saves=_entered(data.saves), guts=_entered(data.guts)
        )
        return await self._run(
            request,
            state,
            principal,
            command,
            data,
            idempotency_key,
            if_match,
            check=_open_order(order),
        )

    @post(
        "/orders/{order:int}/void",
        operation_id="void_order",
        summary="Void a resolved order (organiser): a compensating event, nothing is deleted",
    )
    async def void(
        self,
        request: Request[Any, Any, Any],
        state: State,
        principal: NamedDependency[Principal],
        order: FromPath[int],
        data: JSONBody[VoidBody],
        idempotency_key: IdempotencyKey = None,
        if_match: IfMatch = None,
    ) -> Response[CommandResult]:
        command = commands.VoidOrder(actor=principal.actor, order=order, reason=data.reason)
        return await self._run(request, state, principal, command, data, idempotency_key, if_match)
