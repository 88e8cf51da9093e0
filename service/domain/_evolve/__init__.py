"""evolve: a state and one event give the next state; fold: a whole history gives a state.

evolve trusts nothing: an event that does not fit the state (an ARO with no order open, a
roll after the order concluded) is rejected, so a log that was tampered with, or a decider
bug, surfaces at once instead of producing a state no game could be in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Final, get_args, get_type_hints

from service.domain._evolve.awaited_rolls import roll_dice_confirmed, roll_dice_entered
from service.domain._evolve.command_tokens import command_token_spent
from service.domain._evolve.declarations import (
    aro_declared,
    declaration_withdrawn,
    no_aro_declared,
    second_skill_declared,
    trooper_activated,
)
from service.domain._evolve.deployables import (
    deployable_attack_resolved,
    deployable_placed,
    deployable_triggered,
    deployables_voided,
    triggers_withdrawn,
)
from service.domain._evolve.entropy import entropy_contributed, entropy_waived
from service.domain._evolve.fireteams import (
    fireteam_broken,
    fireteam_formed,
    fireteam_member_left,
)
from service.domain._evolve.game import (
    game_created,
    game_ended,
    roll_made,
    token_rotated,
    trooper_added,
    trooper_edited,
    trooper_removed,
    turn_ended,
    turn_started,
)
from service.domain._evolve.guards import EventRejectedError, replace
from service.domain._evolve.hacking import (
    states_voided,
    trooper_state_entered,
    trooper_states_cancelled,
)
from service.domain._evolve.resolution import (
    choice_made,
    conclusion_dice_confirmed,
    conclusion_dice_entered,
    conclusion_dice_withdrawn,
    dice_confirmed,
    dice_entered,
    guts_roll_made,
    guts_roll_waived,
    order_concluded,
    order_roll_made,
    order_voided,
    resolution_began,
    saving_rolls_made,
    template_attack_resolved,
    trooper_wounded,
)
from service.domain._evolve.results import dispute_decided, result_answered, result_recorded
from service.domain._evolve.secrets import classified_drawn, secret_committed, secret_revealed
from service.domain._evolve.sequence import (
    deployment_order_chosen,
    initiative_kept,
    initiative_rolled,
    troopers_deployed,
    turn_order_chosen,
)
from service.domain._evolve.skills import (
    dogged_activated,
    dogged_trooper_died,
    save_value_switched,
)
from service.domain._evolve.tactical import (
    lieutenant_appointed,
    loss_of_lieutenant_declared,
    retreat_cancelled,
    retreat_declared,
)
from service.domain.events import DeclarationWithdrawn, Event, OrderVoided
from service.domain.state import GameState, initial_state

__all__ = ["EventRejectedError", "evolve", "fold"]


def _declaration_withdrawn(state: GameState, event: DeclarationWithdrawn) -> GameState:
    # A withdrawn ARO also takes back the Deployable triggers it caused.
    return triggers_withdrawn(state, declaration_withdrawn(state, event))


def _order_voided(state: GameState, event: OrderVoided) -> GameState:
    # Voiding reverts the order's Wounds, then the States and Deployables it brought.
    return deployables_voided(states_voided(order_voided(state, event), event), event)


_Step = Callable[[GameState, Any], GameState]


def _by_event_type(*steps: _Step) -> Mapping[type, _Step]:
    """Each step filed under the event types its ``event`` parameter takes, so a step can only
    ever be handed the events it is written for; every event must have exactly one."""
    table: dict[type, _Step] = {}
    for step in steps:
        hint = get_type_hints(step)["event"]
        for kind in get_args(hint) or (hint,):
            if kind in table:
                raise TypeError(f"two evolve steps for {kind.__name__}")
            table[kind] = step
    missing = set(get_args(Event)) - set(table)
    if missing:
        raise TypeError(f"no evolve step for {sorted(k.__name__ for k in missing)}")
    return table


_STEPS: Final = _by_event_type(
    game_created,
    trooper_added,
    trooper_edited,
    trooper_removed,
    token_rotated,
    entropy_contributed,
    entropy_waived,
    initiative_rolled,
    initiative_kept,
    turn_order_chosen,
    deployment_order_chosen,
    troopers_deployed,
    fireteam_formed,
    fireteam_member_left,
    fireteam_broken,
    retreat_declared,
    retreat_cancelled,
    loss_of_lieutenant_declared,
    lieutenant_appointed,
    turn_started,
    trooper_activated,
    aro_declared,
    no_aro_declared,
    second_skill_declared,
    _declaration_withdrawn,
    dice_entered,
    dice_confirmed,
    conclusion_dice_entered,
    conclusion_dice_confirmed,
    conclusion_dice_withdrawn,
    resolution_began,
    order_roll_made,
    template_attack_resolved,
    deployable_triggered,
    deployable_attack_resolved,
    deployable_placed,
    choice_made,
    saving_rolls_made,
    trooper_wounded,
    guts_roll_made,
    guts_roll_waived,
    save_value_switched,
    dogged_activated,
    dogged_trooper_died,
    order_concluded,
    trooper_state_entered,
    trooper_states_cancelled,
    _order_voided,
    turn_ended,
    roll_dice_entered,
    roll_dice_confirmed,
    roll_made,
    game_ended,
    result_recorded,
    result_answered,
    dispute_decided,
    command_token_spent,
    secret_committed,
    classified_drawn,
    secret_revealed,
)


def evolve(state: GameState, event: Event) -> GameState:
    """The state after ``event``; its version is one more than before."""
    return replace(_STEPS[type(event)](state, event), version=state.version + 1)


def fold(events: Iterable[Event], state: GameState | None = None) -> GameState:
    """Replay a history, from the beginning or from ``state``: as ``evolve`` event by event."""
    current = initial_state() if state is None else state
    version = current.version
    for event in events:
        current = _STEPS[type(event)](current, event)
        version += 1
    # No step reads the version, so a history's is set once at its end: copying the whole
    # state again after every event only to count it was a good part of a rebuild's fold.
    return current if version == current.version else replace(current, version=version)
