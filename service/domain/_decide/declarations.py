"""The declaring steps of the Order Expenditure Sequence after activation: AROs, the active
trooper's second skill, AROs of troopers that did not react yet, a Reactive Player's no ARO at
either step, and withdrawing the last declaration before the order is resolved.

"Troopers are not forced to declare AROs, but if a Trooper can declare an ARO and fails to do
so, they forfeit their right to declare an ARO against this Order" (Order Expenditure Sequence,
N5): a player who declared no ARO at a step declares none there any more.
"""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain._decide.coordinated import check_participants_skill, require_resolved_skill
from service.domain._decide.coordinated_attack import refuse_stray_shots, spearhead_burst_of
from service.domain._decide.hidden import reveal_when_acting
from service.domain._decide.skill_checks import check_second_skill, check_skill
from service.domain._decide.step_check import require_step
from service.domain._decide.trooper_checks import known_trooper, require_able
from service.domain.access import require_acts_for, require_open_order, require_player
from service.domain.commands import (
    DeclareAro,
    DeclareNoAro,
    DeclareSecondSkill,
    WithdrawDeclaration,
)
from service.domain.errors import InvalidCommand, StateConflict
from service.domain.events import (
    AroDeclared,
    DeclarationWithdrawn,
    NoAroDeclared,
    SecondSkillDeclared,
)
from service.domain.roles import ORGANISER_DOES_NOT_PLAY


def declare_aro(batch: Batch, command: DeclareAro) -> None:
    state = batch.state
    order = require_open_order(state, command.order)
    require_step(order, command)
    trooper = known_trooper(state, command.trooper)
    controller = state.controller_of(trooper)
    require_acts_for(command.actor, controller, f"{trooper.trooper_id!r} is not yours")
    if controller == order.player:
        raise InvalidCommand("AROs are declared by the reactive player's troopers")
    if controller in order.passed_now:
        raise StateConflict(
            f"{controller!r} declared no ARO at this step of order {order.number}: a trooper "
            "that could react and did not forfeits its ARO against this Order (Order "
            "Expenditure Sequence, N5)"
        )
    require_able(trooper)
    if order.declaration_of(trooper.trooper_id) is not None:
        raise InvalidCommand(f"{trooper.trooper_id!r} already declared an ARO in this order")
    check_skill(state, trooper, command.skill, active=False)
    refuse_stray_shots(command.skill)
    reveal_when_acting(batch, trooper, command.skill, command.marker_opening)
    batch.emit(
        AroDeclared(
            order=order.number,
            trooper=trooper.trooper_id,
            skill=command.skill,
            after_second_skill=order.step == "second_aros",
        )
    )


def declare_no_aro(batch: Batch, command: DeclareNoAro) -> None:
    """The actor, a Reactive Player, declares no further ARO at the step the order is at."""
    state = batch.state
    order = require_open_order(state, command.order)
    require_step(order, command)
    require_player(state, command.actor, ORGANISER_DOES_NOT_PLAY)
    if command.actor == order.player:
        raise InvalidCommand(
            "AROs, and no ARO, are declared by the reactive player: the active player's order "
            "goes on with the second skill or the resolution"
        )
    if command.actor in order.passed_now:
        raise StateConflict(
            f"{command.actor!r} already declared no ARO at this step of order {order.number}"
        )
    batch.emit(
        NoAroDeclared(
            order=order.number,
            player=command.actor,
            after_second_skill=order.step == "second_aros",
        )
    )


def declare_second_skill(batch: Batch, command: DeclareSecondSkill) -> None:
    state = batch.state
    order = require_open_order(state, command.order)
    require_acts_for(command.actor, order.player, "the second skill is the active player's")
    require_step(order, command)
    check_second_skill(order.activation.skill, command.skill)
    spearhead = known_trooper(state, order.trooper)
    if order.coordinated:
        # A skill the engine does not resolve for a Coordinated Order is refused as such before
        # the Spearhead's own checks, as the first skill is.
        require_resolved_skill(command.skill)
    halved = spearhead_burst_of(command.skill) if order.coordinated else None
    check_skill(state, spearhead, command.skill, active=True, burst_of=halved)
    if order.coordinated:
        check_participants_skill(state, spearhead, order.coordinated, command.skill)
    else:
        refuse_stray_shots(command.skill)
    batch.emit(
        SecondSkillDeclared(
            order=order.number,
            trooper=order.trooper,
            skill=command.skill,
            conclude=command.conclude,
        )
    )


def withdraw_declaration(batch: Batch, command: WithdrawDeclaration) -> None:
    state = batch.state
    order = require_open_order(state, command.order)
    require_step(order, command)
    last = order.declarations[-1]
    owner = state.controller_of(known_trooper(state, last.trooper))
    require_acts_for(command.actor, owner, "only the last declaration's owner withdraws it")
    batch.emit(DeclarationWithdrawn(order=order.number, trooper=last.trooper, kind=last.kind))
