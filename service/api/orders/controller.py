"""Troopers, turns and the Order Expenditure Sequence of one game, and its Deployables' AROs."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Controller, Response, delete, put
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody

from service.api._http.commanding import Commanding, CommandResult, answered, command_result
from service.api._http.contract import CONCEALING_READ, IfNoneMatch
from service.api._http.manners import (
    Page,
    concealer,
    player_secrets,
    reads,
    seen_version,
)
from service.api._http.routes import body_command, game_command, game_read
from service.api._http.schemas import entered_dice, to_domain
from service.api.orders.schemas import (
    ActivationBody,
    AppointLieutenantBody,
    AroBody,
    ConcludeBody,
    ConfirmDiceBody,
    DiscardBody,
    EditTrooperBody,
    RerollBody,
    ResolveBody,
    SecondSkillBody,
    SecretOpeningBody,
    SkillBody,
    StartTurnBody,
    TriggerBody,
    TrooperBody,
    TrooperFieldsBody,
    VoidBody,
    profile_to_domain,
    skill_to_domain,
)
from service.api.orders.views import OrderAnswer, open_order_answer, resolved_order_answer
from service.application.games.use_case import Answer, Decided, Principal
from service.domain import commands
from service.domain.commands import SecretOpening
from service.domain.declarations import Skill
from service.domain.errors import NotFound
from service.domain.events import TrooperActivated, TrooperAdded
from service.domain.state import GameState
from service.domain.troopers import Trooper


def _skill(body: SkillBody) -> Skill:
    return skill_to_domain(body, Skill)  # type: ignore[arg-type]


def _trooper_fields(data: TrooperFieldsBody) -> dict[str, Any]:
    """A trooper body as the domain takes it, whether the trooper is added or corrected."""
    fields: dict[str, Any] = msgspec.to_builtins(data)
    fields["profile"] = profile_to_domain(data.profile)
    # Left out of the record when not given, as before Unit Types and army lists.
    for optional in ("unit_type", "combat_group", "points"):
        if fields.get(optional) is None:
            fields.pop(optional, None)
    return fields


def _trooper_added(decided: Decided) -> Answer:
    event = next(e for _, e in decided.events if isinstance(e, TrooperAdded))
    game = decided.after.game_id
    return command_result(decided, f"/v1/games/{game}/troopers/{event.trooper.trooper_id}")


def _activated(decided: Decided) -> Answer:
    event = next(e for _, e in decided.events if isinstance(e, TrooperActivated))
    return command_result(decided, f"/v1/games/{decided.after.game_id}/orders/{event.order}")


def _conclude(given: str) -> commands.ConcludeWhen | msgspec.UnsetType:
    """The switch as the command records it: left out unless ``when-possible``."""
    return "when-possible" if given == "when-possible" else msgspec.UNSET


def _opening(body: SecretOpeningBody | msgspec.UnsetType) -> SecretOpening | msgspec.UnsetType:
    if isinstance(body, msgspec.UnsetType):
        return msgspec.UNSET
    return SecretOpening(secret_id=body.secret_id, secret=dict(body.secret), salt=body.salt)


class OrdersController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("orders",)

    @game_command(
        "/troopers",
        operation_id="add_trooper",
        summary="Add a trooper",
        status_code=201,
    )
    async def add_trooper(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[TrooperBody],
    ) -> Response[CommandResult]:
        fields = _trooper_fields(data)
        fields.pop("hidden_deployment", None)
        command = to_domain(fields, commands.AddTrooper, actor=cmd.actor)
        if not data.hidden_deployment:
            return await cmd.run(command, data, _trooper_added)
        answer = await player_secrets(cmd.state).add_in_hidden_deployment(
            cmd.principal,
            command,
            respond=_trooper_added,
            **cmd.manners(data),
        )
        return answered(answer)

    @game_command(
        "/troopers/{trooper_id:str}",
        verb=put,
        operation_id="edit_trooper",
        summary="Correct a trooper that has taken part in no order yet (409 after)",
    )
    async def edit_trooper(
        self,
        cmd: NamedDependency[Commanding],
        trooper_id: FromPath[str],
        data: JSONBody[EditTrooperBody],
    ) -> Response[CommandResult]:
        command = to_domain(
            _trooper_fields(data), commands.EditTrooper, actor=cmd.actor, trooper_id=trooper_id
        )
        return await cmd.run(command, data)

    @game_command(
        "/troopers/{trooper_id:str}",
        verb=delete,
        operation_id="remove_trooper",
        summary="Remove a trooper that has taken part in no order yet (409 after)",
    )
    async def remove_trooper(
        self, cmd: NamedDependency[Commanding], trooper_id: FromPath[str]
    ) -> Response[CommandResult]:
        command = commands.RemoveTrooper(actor=cmd.actor, trooper_id=trooper_id)
        return await cmd.run(command, {})

    @game_read(
        "/troopers",
        operation_id="list_troopers",
        summary="Troopers with Wounds and states",
    )
    async def troopers(
        self,
        state: State,
        principal: NamedDependency[Principal],
        game_state: NamedDependency[GameState],
        if_none_match: IfNoneMatch = None,
    ) -> list[Trooper]:
        return await concealer(state).troopers(principal, game_state)

    @game_read(
        "/troopers/{trooper_id:str}",
        operation_id="get_trooper",
        summary="One trooper with its Wounds and state",
    )
    async def trooper(
        self,
        state: State,
        principal: NamedDependency[Principal],
        game_state: NamedDependency[GameState],
        trooper_id: FromPath[str],
        if_none_match: IfNoneMatch = None,
    ) -> Trooper:
        seen = await concealer(state).troopers(principal, game_state)
        found = next((t for t in seen if t.trooper_id == trooper_id), None)
        if found is None:
            raise NotFound(f"no trooper {trooper_id!r} in game {game_state.game_id}")
        return found

    @game_command(
        "/turns",
        operation_id="start_turn",
        summary="Start a player turn (Tactical Phase)",
    )
    async def start_turn(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[StartTurnBody],
    ) -> Response[CommandResult]:
        command = commands.StartTurn(
            actor=cmd.actor,
            player=data.player,
            lieutenant_opening=_opening(data.lieutenant_reveal),
            loss_of_lieutenant=data.loss_of_lieutenant,
        )
        return await cmd.run(command, data)

    @game_command(
        "/turns/current/end",
        operation_id="end_turn",
        summary="End the current turn",
    )
    async def end_turn(
        self,
        cmd: NamedDependency[Commanding],
    ) -> Response[CommandResult]:
        command = commands.EndTurn(actor=cmd.actor)
        return await cmd.run(command, {})

    appoint_lieutenant = body_command(
        "/turns/current/lieutenant",
        commands.AppointLieutenant,
        AppointLieutenantBody,
        operation_id="appoint_lieutenant",
        summary="Appoint a new Lieutenant at the end of a turn in Loss of Lieutenant",
    )

    @game_command(
        "/orders",
        operation_id="activate_trooper",
        summary="Spend an order: activate a trooper and declare its first skill",
        status_code=201,
    )
    async def activate(
        self,
        cmd: NamedDependency[Commanding],
        data: JSONBody[ActivationBody],
    ) -> Response[CommandResult]:
        command = commands.ActivateTrooper(
            actor=cmd.actor,
            trooper=data.trooper,
            order_type=data.order_type,
            skill=_skill(data.skill),
            coordinated=(
                msgspec.UNSET
                if isinstance(data.coordinated, msgspec.UnsetType)
                else tuple(data.coordinated)
            ),
            lieutenant_opening=_opening(data.lieutenant_reveal),
            conclude=_conclude(data.conclude),
        )
        return await cmd.run(command, data, _activated)

    @game_read(
        "/orders/{order:int}",
        responses=CONCEALING_READ,
        operation_id="get_order",
        summary="One order, open or resolved",
    )
    async def get_order(
        self,
        state: State,
        principal: NamedDependency[Principal],
        game_state: NamedDependency[GameState],
        order: FromPath[int],
        if_none_match: IfNoneMatch = None,
    ) -> OrderAnswer:
        open_order = game_state.open_order
        if open_order is not None and open_order.number == order:
            answer = open_order_answer(open_order)
        else:
            answer = resolved_order_answer(
                await reads(state).order(principal.game_id, order, seen_version(if_none_match))
            )
        return await concealer(state).shown(principal, answer)

    @game_read(
        "/orders",
        operation_id="list_orders",
        summary="The concluded orders, by number",
    )
    async def list_orders(
        self,
        state: State,
        principal: NamedDependency[Principal],
        page: NamedDependency[Page],
        if_none_match: IfNoneMatch = None,
    ) -> list[OrderAnswer]:
        orders = await reads(state).orders(
            principal.game_id, page.after, page.limit, seen_version(if_none_match)
        )
        answers = [resolved_order_answer(order) for order in orders]
        return await concealer(state).unnamed(principal, answers)

    @game_command(
        "/orders/{order:int}/aros",
        operation_id="declare_aro",
        summary="Declare an ARO",
    )
    async def declare_aro(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[AroBody],
    ) -> Response[CommandResult]:
        command = commands.DeclareAro(
            actor=cmd.actor, order=order, trooper=data.trooper, skill=_skill(data.skill)
        )
        return await cmd.run(command, data)

    @game_command(
        "/orders/{order:int}/no-aro",
        operation_id="declare_no_aro",
        summary="Declare no (further) ARO at the open order's step",
        description=(
            "The Reactive Player, with their own token, says they declare no further ARO at the"
            " step the order is at (after the first skill, or after the second): their troopers"
            " that have not reacted forfeit their ARO there (Order Expenditure Sequence, N5:"
            ' "if a Trooper can declare an ARO and fails to do so, they forfeit their right to'
            ' declare an ARO against this Order"); the second skill opens a new step. Appends'
            " `no_aro_declared`, and, for an order declared with `conclude: when-possible` once"
            " every Reactive Player has answered, its resolution and conclusion as far as"
            " nobody has anything left to decide. 409 `state-conflict` for a second no ARO at"
            " the step, an ARO after it there, or an order past its declarations; 422"
            " `invalid-command` from the active player; 403 `forbidden` from the organiser."
        ),
    )
    async def declare_no_aro(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
    ) -> Response[CommandResult]:
        command = commands.DeclareNoAro(actor=cmd.actor, order=order)
        return await cmd.run(command, {"order": order})

    @game_command(
        "/orders/{order:int}/second-skill",
        operation_id="declare_second_skill",
        summary="Declare the active trooper's second skill",
    )
    async def second_skill(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[SecondSkillBody],
    ) -> Response[CommandResult]:
        command = commands.DeclareSecondSkill(
            actor=cmd.actor,
            order=order,
            skill=_skill(data.skill),
            conclude=_conclude(data.conclude),
        )
        return await cmd.run(command, data)

    @game_command(
        "/orders/{order:int}/withdraw",
        operation_id="withdraw_declaration",
        summary="Withdraw the open order's last declaration before resolution",
    )
    async def withdraw(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
    ) -> Response[CommandResult]:
        command = commands.WithdrawDeclaration(actor=cmd.actor, order=order)
        return await cmd.run(command, {"order": order})

    @game_command(
        "/orders/{order:int}/resolve",
        operation_id="resolve_order",
        summary="Roll the order",
    )
    async def resolve(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[ResolveBody],
    ) -> Response[CommandResult]:
        command = commands.Resolve(actor=cmd.actor, order=order, dice=entered_dice(data.dice))
        return await cmd.run(command, data)

    @game_command(
        "/orders/{order:int}/confirm",
        operation_id="confirm_dice",
        summary="Confirm or replace the faces entered for your troopers, and roll or conclude",
        description=(
            "Games with manual_dice_confirmation: when the active player enters faces for the "
            "opponent's troopers (at resolve, `dice_entered`; or their saves and Guts Rolls at "
            "conclude, `conclusion_dice_entered`), the order waits until that opponent "
            "confirms them here with their own player token, replacing any of their own faces "
            "in `dice` (the order's rolls) or `saves` and `guts` (the conclusion's); then the "
            "exchange resolves, or the order concludes. 403 for anyone else and for faces of "
            "a roll not the confirming player's, 409 when no faces are waiting."
        ),
    )
    async def confirm(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[ConfirmDiceBody],
    ) -> Response[CommandResult]:
        saves, guts = entered_dice(data.saves), entered_dice(data.guts)
        command = commands.ConfirmDice(
            actor=cmd.actor,
            order=order,
            dice=entered_dice(data.dice),
            saves=msgspec.UNSET if saves is None else saves,
            guts=msgspec.UNSET if guts is None else guts,
        )
        return await cmd.run(command, data)

    @game_command(
        "/orders/{order:int}/discard",
        operation_id="discard_die",
        summary="+1 SD discard",
    )
    async def discard(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[DiscardBody],
    ) -> Response[CommandResult]:
        return await cmd.run_body(commands.ChooseDiscard, data, order=order)

    @game_command(
        "/orders/{order:int}/reroll",
        operation_id="reroll_die",
        summary="ReRoll one die",
    )
    async def reroll(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[RerollBody],
    ) -> Response[CommandResult]:
        return await cmd.run_body(commands.ChooseReroll, data, order=order)

    @game_command(
        "/orders/{order:int}/conclude",
        operation_id="conclude_order",
        summary="Effects and conclusion: Saving Rolls, Wounds, Guts Rolls",
        description=(
            "In a game with manual_dice_confirmation, save and Guts Roll faces entered for the "
            "opponent's troopers wait for the opponent (one `conclusion_dice_entered` event, "
            "`awaiting` naming them; `open_order.awaited_dice` in `/state`), who confirms or "
            "replaces them at `POST .../orders/{n}/confirm`. Concluding again before that "
            "takes the waiting faces back (`conclusion_dice_withdrawn`) and concludes anew."
        ),
    )
    async def conclude(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[ConcludeBody],
    ) -> Response[CommandResult]:
        command = commands.Conclude(
            actor=cmd.actor,
            order=order,
            saves=entered_dice(data.saves),
            guts=entered_dice(data.guts),
            courage=tuple(data.courage),
            dogged=tuple(data.dogged) if data.dogged else msgspec.UNSET,
            bioimmunity=tuple(data.bioimmunity) if data.bioimmunity else msgspec.UNSET,
        )
        return await cmd.run(command, data)

    @game_command(
        "/orders/{order:int}/void",
        operation_id="void_order",
        summary="Void a resolved order (organiser): a compensating event, nothing is deleted",
    )
    async def void(
        self,
        cmd: NamedDependency[Commanding],
        order: FromPath[int],
        data: JSONBody[VoidBody],
    ) -> Response[CommandResult]:
        return await cmd.run_body(commands.VoidOrder, data, order=order)


class DeployablesController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("orders",)

    @game_command(
        "/orders/{order:int}/triggers",
        operation_id="trigger_deployable",
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
