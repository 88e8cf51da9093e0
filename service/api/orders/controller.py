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
from service.api._http.described import ANY_TOKEN, ORGANISER, PLAYER, Doc
from service.api._http.manners import (
    Page,
    concealer,
    player_secrets,
    reads,
    seen_version,
)
from service.api._http.routes import body_command, game_command, game_read, order_command
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


def _start_turn(data: StartTurnBody, *, actor: str) -> commands.StartTurn:
    return commands.StartTurn(
        actor=actor,
        player=data.player,
        lieutenant_opening=_opening(data.lieutenant_reveal),
        loss_of_lieutenant=data.loss_of_lieutenant,
    )


def _aro(data: AroBody, *, actor: str, order: int) -> commands.DeclareAro:
    return commands.DeclareAro(
        actor=actor, order=order, trooper=data.trooper, skill=_skill(data.skill)
    )


def _second_skill(data: SecondSkillBody, *, actor: str, order: int) -> commands.DeclareSecondSkill:
    return commands.DeclareSecondSkill(
        actor=actor, order=order, skill=_skill(data.skill), conclude=_conclude(data.conclude)
    )


def _resolve(data: ResolveBody, *, actor: str, order: int) -> commands.Resolve:
    return commands.Resolve(actor=actor, order=order, dice=entered_dice(data.dice))


def _confirm(data: ConfirmDiceBody, *, actor: str, order: int) -> commands.ConfirmDice:
    saves, guts = entered_dice(data.saves), entered_dice(data.guts)
    return commands.ConfirmDice(
        actor=actor,
        order=order,
        dice=entered_dice(data.dice),
        saves=msgspec.UNSET if saves is None else saves,
        guts=msgspec.UNSET if guts is None else guts,
    )


def _conclude_order(data: ConcludeBody, *, actor: str, order: int) -> commands.Conclude:
    return commands.Conclude(
        actor=actor,
        order=order,
        saves=entered_dice(data.saves),
        guts=entered_dice(data.guts),
        courage=tuple(data.courage),
        dogged=tuple(data.dogged) if data.dogged else msgspec.UNSET,
        bioimmunity=tuple(data.bioimmunity) if data.bioimmunity else msgspec.UNSET,
    )


def _trigger(data: TriggerBody, *, actor: str, order: int) -> commands.TriggerDeployable:
    return commands.TriggerDeployable(
        actor=actor, order=order, deployable=data.deployable, targets=tuple(data.targets)
    )


_NOT_OPEN = "no order is open, or `order` is not the open one"
_STEP = "the open order is not at the step this needs (its step is named)"
_MARKER = (
    "a trooper the sender sees only as a marker named by its own id: name the marker"
    " (`camouflage-3`)"
)
_HIDDEN = (
    "a trooper in Hidden Deployment named where it would be on the table (it is placed by its"
    " own first Order)"
)
_SERVER_DIE = "a server die before every player's seed is in"
_TURN = (
    "no turn runs (in a sequenced game the phase and whose turn it is are named, 409"
    " `out-of-sequence`), or the trooper's player is not the active one"
)


_RESOLUTION_EVENTS = (
    "dice_entered",
    "resolution_began",
    "order_roll_made",
    "template_attack_resolved",
    "deployable_attack_resolved",
    "deployable_placed",
)
_CONCLUSION_EVENTS = (
    "conclusion_dice_withdrawn",
    "conclusion_dice_entered",
    "save_value_switched",
    "saving_rolls_made",
    "trooper_wounded",
    "dogged_activated",
    "guts_roll_waived",
    "guts_roll_made",
    "trooper_state_entered",
    "trooper_states_cancelled",
    "fireteam_member_left",
    "fireteam_broken",
    "order_concluded",
)
_CARRIED_ON = tuple(e for e in _RESOLUTION_EVENTS if e != "dice_entered") + _CONCLUSION_EVENTS
"""What a request may append beside its own events when it leaves nothing to decide in an order
declared with `conclude: when-possible`: the order's resolution and conclusion."""


class OrdersController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("orders",)

    @game_command(
        "/troopers",
        operation_id="add_trooper",
        summary="Add a trooper",
        doc=Doc(
            "Adds a trooper to the caller's army, as its army list gives it (201, at its"
            " Location): its profile, Regular or Irregular, whether it is the Lieutenant (left"
            " false with a `lieutenant` secret, the Lieutenant stays private), its Unit Type,"
            " its Combat Group and Army Points (Private until the end), its skills and weapons"
            " (from the catalogue, or custom). With `hidden_deployment` (games created from now"
            " on) it is added in Hidden Deployment: the service draws its id and seals its"
            " secret, and every other reader is shown the event as `held_back`. In a sequenced"
            " game, only before the Deployment Phase.",
            caller=PLAYER,
            appends=("trooper_added",),
            refusals={
                "forbidden": "another player's army, or the organiser's token",
                "not-in-catalogue": "a skill, weapon, trait or Ammunition not in /v1/catalogue",
                "combat-group-full": "an eleventh trooper in a Combat Group",
                "hidden-deployment-refused": "`hidden_deployment` with a `trooper_id`, in a"
                " game recorded before the hidden rule, or a client id beginning `h-`",
                "invalid-command": "a profile the rules refuse (VITA and STR, a negative"
                " attribute), an id in use, a Lieutenant already listed, ...",
                "out-of-sequence": "a sequenced game whose Deployment Phase has begun",
                "state-conflict": "an order is open, or the game has ended",
            },
        ),
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
        doc=Doc(
            "Gives a trooper again in full, between orders, while it has taken part in no order"
            " (declared nothing, targeted by nothing); its id and player stay. A running turn's"
            " order pool stays as counted.",
            caller=PLAYER + ": the trooper's player",
            appends=("trooper_edited",),
            refusals={
                "not-found": "no such trooper",
                "forbidden": "another player's trooper, or the organiser's token",
                "state-conflict": "the trooper has taken part in an order, or an order is open",
                "not-in-catalogue": "a skill, weapon, trait or Ammunition not in /v1/catalogue",
                "combat-group-full": "a move into a Combat Group already holding 10 troopers",
                "invalid-command": "a profile the rules refuse",
            },
        ),
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
        doc=Doc(
            "Takes a trooper back, between orders, while it has taken part in no order. In a"
            " sequenced game, only before the Deployment Phase.",
            caller=PLAYER + ": the trooper's player",
            appends=("trooper_removed",),
            refusals={
                "not-found": "no such trooper",
                "forbidden": "another player's trooper, or the organiser's token",
                "state-conflict": "the trooper has taken part in an order, or an order is open",
                "out-of-sequence": "a sequenced game whose Deployment Phase has begun",
            },
        ),
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
        doc=Doc(
            "Every trooper this reader may see, as added, with its Wounds and state: an"
            " opponent's trooper in Hidden Deployment is not there, one behind a marker is"
            " shown as the marker lets it be seen, and another army's Costs are left out until"
            " the end in a game under the privacy rule.",
            caller=ANY_TOKEN,
        ),
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
        doc=Doc(
            "One trooper, as GET .../troopers shows it.",
            caller=ANY_TOKEN,
            refusals={"not-found": "no such trooper, or one hidden from this reader"},
        ),
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

    start_turn = body_command(
        "/turns",
        _start_turn,
        StartTurnBody,
        operation_id="start_turn",
        summary="Start a player turn (Tactical Phase)",
        doc=Doc(
            "Starts the player's turn: the Tactical Phase counts the Order Pool (one per Combat"
            " Group when the troopers have one), and in a sequenced game first counts the"
            " survivors (Retreat! at 25% or less of the army's points), the Lieutenant (a Loss"
            " of Lieutenant makes every trooper Irregular) and gives each Impetuous trooper an"
            " Impetuous Order. A client-held private Lieutenant's player says whether it can"
            " lead once a trooper of theirs is down (`loss_of_lieutenant`). The game ends by"
            " itself when an army in Retreat! has no trooper left to act.",
            caller=PLAYER,
            appends=(
                "retreat_declared",
                "retreat_cancelled",
                "loss_of_lieutenant_declared",
                "secret_revealed",
                "turn_started",
                "game_ended",
            ),
            refusals={
                "state-conflict": "a turn is running, the player has no trooper able to act,"
                " or it is not their turn in a free game (nobody plays two in a row)",
                "out-of-sequence": "a sequenced game before the Deployment Phase is over, or"
                " the player whose turn it is not (the phase and whose turn it is are named)",
                "lieutenant-declaration-required": "a casualty, a client-held private"
                " Lieutenant unrevealed, and no `loss_of_lieutenant`",
                "secret-reveal-required": "in a game recorded before the privacy rule, a"
                " declared Loss of Lieutenant without `lieutenant_reveal`",
                "secret-mismatch": "a `lieutenant_reveal` that does not match its commitment,"
                " or belies the word given",
                "invalid-command": "troopers of which some have a Combat Group and others not,"
                " or a `loss_of_lieutenant` for a Lieutenant the service sees",
            },
        ),
    )

    @game_command(
        "/turns/current/end",
        operation_id="end_turn",
        summary="End the current turn",
        doc=Doc(
            "Ends the running Player Turn, between orders: a trooper that activated Dogged dies"
            " now. In a sequenced game the game ends by itself when the last turn of the last"
            " round ends, or at the end of the Game Round in which an army entered Retreat!.",
            caller=PLAYER + ": the active player",
            appends=("dogged_trooper_died", "turn_ended", "game_ended", "secret_revealed"),
            refusals={
                "state-conflict": "no turn is running, or an order is open",
                "out-of-sequence": "a sequenced game with no turn running (where it stands is"
                " named)",
                "tactical-rule": "an army in Loss of Lieutenant that has not appointed a new"
                " Lieutenant (POST .../turns/current/lieutenant)",
                "forbidden": "the other player's turn, or the organiser's token",
            },
        ),
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
        doc=Doc(
            "Names a new Lieutenant before ending a turn in Loss of Lieutenant (Loss of"
            " Lieutenant, N5); the other readers are shown only the player until the new"
            " Lieutenant spends its Lieutenant Order.",
            caller=PLAYER + ": the active player",
            appends=("lieutenant_appointed",),
            refusals={
                "tactical-rule": "an Irregular trooper, a REM, one in a Null State, or an army"
                " that has its Lieutenant or is in Retreat!",
                "state-conflict": "no turn is running, or an order is open",
            },
        ),
    )

    @game_command(
        "/orders",
        operation_id="activate_trooper",
        summary="Spend an order: activate a trooper and declare its first skill",
        doc=Doc(
            "Spends an Order of the active player's pool (a Regular Order from the trooper's own"
            " Combat Group, its Irregular Order, the Lieutenant Order or an Impetuous Order)"
            " and declares the trooper's first skill (201, the order at its Location). The"
            " opponent may then declare AROs (POST .../aros), the trooper its second skill"
            " (.../second-skill), and the order is resolved (.../resolve) and concluded"
            " (.../conclude). A Fireteam leader's Regular Order activates every member. A"
            " Coordinated Order names its other participants in `coordinated` (up to three, all"
            " Regular, of the Spearhead's Combat Group, in no Fireteam): it spends a Command"
            " Token beside the Regular Order. A client-held private Lieutenant's Lieutenant"
            " Order reveals it (`lieutenant_reveal`).",
            caller=PLAYER + ": the active player",
            appends=("command_token_spent", "secret_revealed", "trooper_activated", *_CARRIED_ON),
            refusals={
                "state-conflict": _TURN + "; or an order is already open",
                "out-of-sequence": "a sequenced game with no turn running",
                "no-group-orders": "a Regular Order from a Combat Group with none left",
                "tactical-rule": "an Impetuous Order after the pool's first Order",
                "coordinated-order-refused": "a Coordinated Order the rules do not allow (the"
                " rule is named), or one the engine does not resolve yet",
                "command-token-refused": "a Coordinated Order with no Command Token left",
                "secret-reveal-required": "the Lieutenant Order of a client-held private"
                " Lieutenant without `lieutenant_reveal`",
                "secret-mismatch": "a `lieutenant_reveal` that does not match, or names"
                " another trooper",
                "special-die-not-allowed": "+1 SD with a Long Skill",
                "invalid-template-attack": "a template attack declared against its rules",
                "no-hacking-device": "a Comms Attack by a trooper without a Hacking Device",
                "not-hackable": "a Comms Attack against a Unit Type the program cannot target",
                "invalid-deployable": "Place Deployable of a weapon not Deployable, or an id in"
                " use",
                "no-uses-left": "a Disposable weapon placed beyond its uses",
                "not-in-catalogue": "a weapon or program not in /v1/catalogue",
                "not-a-model": _MARKER,
                "hidden-deployment-refused": _HIDDEN,
                "forbidden": "another player's trooper, or the organiser's token",
                "invalid-command": "a trooper that cannot act, an enemy that is not one, a"
                " weapon it does not carry, ...",
            },
        ),
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
        doc=Doc(
            "One order by its number: the open one (`status` `open`, with its step and what it"
            " waits for) or a concluded one (`resolved` or `voided`), with every declaration,"
            " roll, save and change it made.",
            caller=ANY_TOKEN,
            refusals={
                "not-found": "no such order (a withdrawn activation's number has none)",
                "hidden-troopers": "it names an opponent's trooper still hidden from the caller",
            },
        ),
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
        doc=Doc(
            "The concluded orders by number, a page at a time (`after`: the last number seen,"
            " `limit`), each as GET .../orders/{order} answers it (`status` `resolved` or"
            " `voided`). An order naming a trooper hidden from the caller is left out.",
            caller=ANY_TOKEN,
        ),
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

    declare_aro = order_command(
        "/orders/{order:int}/aros",
        _aro,
        AroBody,
        operation_id="declare_aro",
        summary="Declare an ARO",
        doc=Doc(
            "An ARO (Automatic Reaction Order) of a trooper of the reactive player against the"
            " open order: after the activation (step `first_aros`), or after the second skill"
            " by a trooper that could not react before (`second_aros`). A BS or CC Attack in"
            " reply makes the exchange a Face to Face Roll; a Dodge or a Reset is a roll of its"
            " own against the attack. In a Coordinated Order it may target any one participant.",
            caller=PLAYER + ": the reactive player, for their own trooper",
            appends=("aro_declared", *_CARRIED_ON),
            refusals={
                "state-conflict": _NOT_OPEN + ", or " + _STEP + "; or the trooper has"
                " declared already",
                "not-a-model": _MARKER,
                "hidden-deployment-refused": _HIDDEN,
                "special-die-not-allowed": "+1 SD with a Long Skill",
                "invalid-template-attack": "a template attack declared against its rules",
                "no-hacking-device": "a Comms Attack by a trooper without a Hacking Device",
                "not-hackable": "a Comms Attack against a Unit Type the program cannot target",
                "invalid-deployable": "Place Deployable of a weapon not Deployable, or an id in"
                " use",
                "no-uses-left": "a Disposable weapon placed beyond its uses",
                "forbidden": "a trooper of the active player's, another player's, or the"
                " organiser's token",
                "invalid-command": "a trooper that cannot act, a Burst above 1 in ARO, a"
                " target that is not the active trooper, ...",
            },
        ),
    )

    declare_no_aro = order_command(
        "/orders/{order:int}/no-aro",
        commands.DeclareNoAro,
        operation_id="declare_no_aro",
        summary="Declare no (further) ARO at the open order's step",
        doc=Doc(
            "The Reactive Player says they declare no further ARO at the step the order is at"
            " (after the first skill, or after the second): their troopers that have not"
            ' reacted forfeit their ARO there (Order Expenditure Sequence, N5: "if a Trooper'
            " can declare an ARO and fails to do so, they forfeit their right to declare an"
            ' ARO against this Order"); the second skill opens a new step. For an order'
            " declared with `conclude: when-possible`, once every Reactive Player has answered,"
            " the same request resolves and concludes it as far as nobody has anything left to"
            " decide.",
            caller=PLAYER + ": the reactive player",
            appends=("no_aro_declared", *_CARRIED_ON),
            refusals={
                "state-conflict": "a second no ARO at the step, an ARO after it there, or an"
                " order past its declarations",
                "invalid-command": "sent by the active player",
                "forbidden": "the organiser's token",
            },
        ),
    )

    second_skill = order_command(
        "/orders/{order:int}/second-skill",
        _second_skill,
        SecondSkillBody,
        operation_id="declare_second_skill",
        summary="Declare the active trooper's second skill",
        doc=Doc(
            "The active trooper's second skill, after the AROs to its first (step"
            " `first_aros`); troopers that could not react to the first may then declare AROs"
            " (`second_aros`). Not after a Long Skill.",
            caller=PLAYER + ": the active player",
            appends=("second_skill_declared", *_CARRIED_ON),
            refusals={
                "state-conflict": _NOT_OPEN + ", or " + _STEP,
                "not-a-model": _MARKER,
                "special-die-not-allowed": "+1 SD with a Long Skill",
                "invalid-template-attack": "a template attack declared against its rules",
                "no-hacking-device": "a Comms Attack by a trooper without a Hacking Device",
                "not-hackable": "a Comms Attack against a Unit Type the program cannot target",
                "invalid-deployable": "Place Deployable of a weapon not Deployable, or an id in"
                " use",
                "no-uses-left": "a Disposable weapon placed beyond its uses",
                "forbidden": "the reactive player's token, or the organiser's",
                "invalid-command": "a second skill the first does not allow (a Long Skill,"
                " two attacks, ...)",
            },
        ),
    )

    withdraw = order_command(
        "/orders/{order:int}/withdraw",
        commands.WithdrawDeclaration,
        operation_id="withdraw_declaration",
        summary="Withdraw the open order's last declaration before resolution",
        doc=Doc(
            "Takes back the open order's last declaration before resolution, by whoever made"
            " it: an ARO, the second skill, or the activation itself, which gives the Order"
            " back and ends the order (its number is not reused).",
            caller=PLAYER + ": the declaration's player",
            appends=("declaration_withdrawn",),
            refusals={
                "state-conflict": _NOT_OPEN + ", or resolution has begun",
                "forbidden": "another player's declaration, or the organiser's token",
            },
        ),
    )

    resolve = order_command(
        "/orders/{order:int}/resolve",
        _resolve,
        ResolveBody,
        operation_id="resolve_order",
        summary="Roll the order",
        doc=Doc(
            "Resolves the open order: every roll of the exchange (a Face to Face Roll per pair"
            " of opposing skills, a Normal Roll otherwise; a Direct Template's hits; a triggered"
            " Deployable's), with server dice or, in a manual-dice game, the faces entered in"
            " `dice` (a roll left out takes server dice). With manual dice confirmation, faces"
            " entered for the other player's troopers wait for them (`dice_entered`; POST"
            " .../confirm). Then, when a side rolled +1 SD or may ReRoll, its player chooses"
            " (`open_order.pending`: POST .../discard, .../reroll); otherwise the order is at"
            " `effects`: conclude it.",
            caller=PLAYER + ": either player of the exchange",
            appends=_RESOLUTION_EVENTS,
            refusals={
                "state-conflict": _NOT_OPEN + ", or " + _STEP,
                "entropy-missing": _SERVER_DIE,
                "forbidden": "faces for a roll the caller may not enter, or the organiser's faces",
                "invalid-command": "faces that are not a roll's dice, a roll the order does not"
                " make, faces in a game without manual dice",
            },
        ),
    )

    confirm = order_command(
        "/orders/{order:int}/confirm",
        _confirm,
        ConfirmDiceBody,
        operation_id="confirm_dice",
        summary="Confirm or replace the faces entered for your troopers, and roll or conclude",
        doc=Doc(
            "Games with manual_dice_confirmation: when a player enters faces for the other"
            " player's troopers (at resolve, `dice_entered`; or their saves and Guts Rolls at"
            " conclude, `conclusion_dice_entered`), the order waits until that player confirms"
            " them here with their own token (`{}`), replacing any of their own faces in `dice`"
            " (the order's rolls) or `saves` and `guts` (the conclusion's); then the exchange"
            " resolves, or the order concludes, in the same command.",
            caller="the token of the player the faces wait for (`open_order.awaited_dice`)",
            appends=(
                "dice_confirmed",
                "resolution_began",
                "order_roll_made",
                "conclusion_dice_confirmed",
                "saving_rolls_made",
                "trooper_wounded",
                "guts_roll_made",
                "order_concluded",
            ),
            refusals={
                "forbidden": "anyone else, or faces of a roll not the confirming player's",
                "state-conflict": _NOT_OPEN + ", or no faces are waiting",
                "entropy-missing": _SERVER_DIE,
            },
        ),
    )

    discard = order_command(
        "/orders/{order:int}/discard",
        commands.ChooseDiscard,
        DiscardBody,
        operation_id="discard_die",
        summary="+1 SD discard",
        doc=Doc(
            "The +1 SD discard (Special Dice, N5): a side that rolled one extra die drops one of"
            " its dice, its player's choice, and the roll is worked out again. Due when"
            " `open_order.pending` lists a `discard` for the side, in the order listed.",
            caller=PLAYER + ": the one `open_order.pending` names",
            appends=("die_discarded", *_CONCLUSION_EVENTS),
            refusals={
                "state-conflict": _NOT_OPEN + ", or no discard is due for that side (the"
                " next due is named)",
                "forbidden": "a side not the caller's, or the organiser's token",
                "invalid-command": "a die the side does not have",
            },
        ),
    )

    reroll = order_command(
        "/orders/{order:int}/reroll",
        commands.ChooseReroll,
        RerollBody,
        operation_id="reroll_die",
        summary="ReRoll one die",
        doc=Doc(
            "A ReRoll: the side's player rolls one of its dice again (the server's die, or the"
            " `face` rolled at the table), or declines (`die` null); the roll is worked out"
            " again. Due when `open_order.pending` lists a `reroll` for the side.",
            caller=PLAYER + ": the one `open_order.pending` names",
            appends=("reroll_made", *_CONCLUSION_EVENTS),
            refusals={
                "state-conflict": _NOT_OPEN + ", or no ReRoll is due for that side",
                "forbidden": "a side not the caller's, or the organiser's token",
                "entropy-missing": _SERVER_DIE,
                "invalid-command": "a die the side does not have, or a `face` in a game"
                " without manual dice",
            },
        ),
    )

    conclude = order_command(
        "/orders/{order:int}/conclude",
        _conclude_order,
        ConcludeBody,
        operation_id="conclude_order",
        summary="Effects and conclusion: Saving Rolls, Wounds, Guts Rolls",
        doc=Doc(
            "Concludes the open order once every roll is final (step `effects`): the Saving"
            " Rolls against each side's hits, Wounds, Unconscious and Dead (Wounds and"
            " Unconscious, N5), the Guts Rolls, the States of hacking programs and their"
            " cancellation by a successful Reset, with the players' choices (Courage, Dogged,"
            " Bioimmunity). In a game with manual_dice_confirmation, save and Guts Roll faces"
            " entered for the other player's troopers wait for them (one"
            " `conclusion_dice_entered` event; `open_order.awaited_dice` in `/state`), who"
            " confirms or replaces them at POST .../orders/{order}/confirm. Concluding again"
            " before that takes the waiting faces back (`conclusion_dice_withdrawn`) and"
            " concludes anew. Then the next Order may be spent.",
            caller=PLAYER + ": either player of the exchange",
            appends=_CONCLUSION_EVENTS,
            refusals={
                "state-conflict": _NOT_OPEN + ", or " + _STEP,
                "entropy-missing": _SERVER_DIE,
                "forbidden": "faces the caller may not enter, or the organiser's faces",
                "invalid-command": "faces that are not a save's or a Guts Roll's, a choice for"
                " a trooper without the skill, ...",
            },
        ),
    )

    void = order_command(
        "/orders/{order:int}/void",
        commands.VoidOrder,
        VoidBody,
        operation_id="void_order",
        summary="Void a resolved order (organiser): a compensating event, nothing is deleted",
        doc=Doc(
            "The organiser voids a concluded order, with a reason: nothing is deleted, its"
            " effects are reverted (each trooper's Wounds and state put back, its placements"
            " taken back, the Deployables it triggered back on the table), and its rolls read"
            " `voided`.",
            caller=ORGANISER,
            appends=("order_voided",),
            refusals={
                "forbidden": "a player's token",
                "state-conflict": "an order is open, the order is not concluded or already"
                " voided, or a later order depends on it",
                "not-found": "no such order",
            },
        ),
    )


class DeployablesController(Controller):
    path = "/v1/games/{game_id:uuid}"
    tags = ("orders",)

    trigger = order_command(
        "/orders/{order:int}/triggers",
        _trigger,
        TriggerBody,
        operation_id="trigger_deployable",
        summary="Trigger a placed Deployable weapon (its own ARO)",
        doc=Doc(
            "The Deployable's player says an enemy acted in its Trigger Area; it leaves the"
            " table at once and attacks as its weapon's Direct Template when the order"
            " resolves: each trooper under it is hit unless its declared Dodge (a Normal PH Roll"
            " at -3) succeeds, each saving on its own.",
            caller=PLAYER + ": the Deployable's player",
            appends=("deployable_triggered",),
            refusals={
                "invalid-trigger": "not on the table, already triggered, a trooper of its own"
                " side under the template, or a first target that declares nothing in the"
                " order",
                "state-conflict": _NOT_OPEN + ", or " + _STEP,
                "forbidden": "another player's Deployable, or the organiser's token",
            },
        ),
    )
