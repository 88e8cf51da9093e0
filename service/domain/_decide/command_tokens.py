"""Command Tokens (https://infinitythewiki.com/Command_Tokens, N5): four per player per game,
each spent for one use of the page's Strategic, Executive or Operational lists.

Players cannot expend Command Tokens during their Reactive Turn: the Executive and Operational
Uses are made in the player's own Active Turn; the Strategic Uses have moments of their own
(the first player's Deployment, the second player's look at the opponent's first Turn).
"""

from __future__ import annotations

from service.domain._decide.army import require_room_in_group
from service.domain._decide.batch import Batch
from service.domain._decide.hidden import refuse_hidden
from service.domain._decide.sequence import refuse_between_turns
from service.domain._decide.trooper_checks import known_trooper
from service.domain.access import require_player_acts
from service.domain.commands import SpendCommandToken
from service.domain.errors import (
    CommandTokenRefused,
    InvalidCommand,
)
from service.domain.events import CommandTokenSpent
from service.domain.state import GameSequence, GameState
from service.domain.troopers import Trooper

PAGE = "Command Tokens, N5"
SECOND_PLAYER_USES = frozenset({"remove_two_regular_orders", "limit_opponent_tokens"})
SECOND_PLAYER_USES |= {"suppressive_fire"}
EXECUTIVE_USES = frozenset({"move_to_combat_group"})
NEEDS_TROOPER = frozenset({"move_to_combat_group", "irregular_to_regular", "ignore_retreat"})
ORDERS_REMOVED = 2
MORE_ORDERS_THAN = 10
"""The opponent's two Regular Orders are removed only from a pool of more than ten Orders."""


def _sequence(state: GameState, use: str) -> GameSequence:
    if state.sequence is None:
        raise CommandTokenRefused(
            f"{use!r} is a Strategic Use, made in the Deployment or the first Game Round of a "
            f"game that follows the game sequence ({PAGE})"
        )
    return state.sequence


def _orders_spent_this_turn(state: GameState) -> bool:
    if state.open_order is not None:
        return True
    first = state.pool.first_order if state.pool is not None else state.last_order_number + 1
    numbers = range(first, state.last_order_number + 1)
    return any(n not in state.withdrawn_orders for n in numbers)


def _check_set_aside(state: GameState, player: str) -> None:
    """The player with the first Player Turn, during their Deployment, once."""
    sequence = _sequence(state, "extra_trooper_set_aside")
    if sequence.phase != "deployment" or sequence.turn_order[0] != player:
        raise CommandTokenRefused(
            f"only the player with the first Player Turn sets aside an extra Trooper, during "
            f"their Deployment ({PAGE})"
        )
    if sequence.deployment_step >= sequence.deployment_order.index(player) + 1:
        raise CommandTokenRefused(f"{player!r} has already made their first deployment ({PAGE})")
    if any(t.use == "extra_trooper_set_aside" for t in state.command_tokens_of(player)):
        raise CommandTokenRefused(f"one single Command Token sets aside one extra Trooper ({PAGE})")


def _check_second_player(state: GameState, player: str, use: str) -> None:
    """The player with the second Player Turn, in the Tactical Phase of the opponent's first
    Turn (before its first Order), one single Command Token."""
    sequence = _sequence(state, use)
    in_first_tactical_phase = (
        state.phase == "orders" and state.turn == 1 and not _orders_spent_this_turn(state)
    )
    if not sequence.turn_order or sequence.turn_order[1] != player or not in_first_tactical_phase:
        raise CommandTokenRefused(
            f"{use!r} is made only by the player with the second Player Turn, in the Tactical "
            f"Phase of their opponent's first Turn ({PAGE})"
        )
    if any(t.use in SECOND_PLAYER_USES for t in state.command_tokens_of(player)):
        raise CommandTokenRefused(
            f"the second player spends one single Command Token in that Tactical Phase ({PAGE})"
        )
    pool = state.pool
    if use == "remove_two_regular_orders" and pool is not None and pool.total <= MORE_ORDERS_THAN:
        raise CommandTokenRefused(
            f"two Regular Orders are removed only from a pool of more than "
            f"{MORE_ORDERS_THAN} Orders; it holds {pool.total} ({PAGE})"
        )


def _removed_from(state: GameState, command: SpendCommandToken) -> tuple[int, ...]:
    """The groups the two Orders come from, as the player chose them; checked against the
    opponent's pool, which must hold them."""
    pool = state.pool
    if command.use != "remove_two_regular_orders" or pool is None:
        return ()
    if not pool.groups:
        if command.from_groups:
            raise InvalidCommand("the opponent's army is in no Combat Group: name no groups")
        if pool.regular < ORDERS_REMOVED:
            raise InvalidCommand(f"the opponent's pool holds {pool.regular} Regular Orders")
        return ()
    if len(command.from_groups) != ORDERS_REMOVED:
        raise InvalidCommand("name the Combat Group of each of the two Orders removed")
    for group in set(command.from_groups):
        wanted = command.from_groups.count(group)
        if pool.group_regular(group) < wanted:
            raise InvalidCommand(
                f"Combat Group {group} holds {pool.group_regular(group)} Regular Orders, not "
                f"{wanted}"
            )
    return command.from_groups


def check_active_turn_use(state: GameState, player: str, use: str) -> None:
    """A token spent in the player's own Active Turn, within what the opponent's Strategic Use
    left them; shared with the Coordinated Order, which spends one too."""
    if state.phase != "orders" or state.active_player is None:
        refuse_between_turns(
            state, f"no turn is running: {use!r} is made in the player's Active Turn"
        )
    if state.active_player != player:
        raise CommandTokenRefused(
            f"{player!r} is in their Reactive Turn: players cannot expend Command Tokens during "
            f"their Reactive Turn ({PAGE})"
        )
    if use in EXECUTIVE_USES and _orders_spent_this_turn(state):
        raise CommandTokenRefused(
            f"{use!r} is an Executive Use, made in the Tactical Phase, before the first Order "
            f"of the Turn ({PAGE})"
        )
    opponent_limits = any(
        t.use == "limit_opponent_tokens" and t.player != player for t in state.command_tokens
    )
    spent_this_turn = [t for t in state.command_tokens_of(player) if t.turn == state.turn]
    if opponent_limits and state.turn == 1 and spent_this_turn:
        raise CommandTokenRefused(
            f"the opponent's Strategic Use lets {player!r} use one single Command Token during "
            f"the first Turn ({PAGE})"
        )


def _own_trooper(state: GameState, command: SpendCommandToken) -> Trooper | None:
    if command.trooper is None:
        if command.use in NEEDS_TROOPER:
            raise InvalidCommand(f"{command.use!r} names the trooper it is for")
        return None
    trooper = known_trooper(state, command.trooper)
    if trooper.player != command.player:
        raise InvalidCommand(f"{trooper.trooper_id!r} is not a trooper of {command.player!r}")
    refuse_hidden(state, (trooper.trooper_id,), "a Command Token")
    return trooper


def _check_move(state: GameState, trooper: Trooper, group: int | None) -> None:
    if trooper.group is None:
        raise InvalidCommand(f"{trooper.trooper_id!r} is in no Combat Group: the army has none")
    if group is None or group < 1:
        raise InvalidCommand("a move names the Combat Group (1, 2, ...) the trooper joins")
    if group == trooper.group:
        raise InvalidCommand(f"{trooper.trooper_id!r} is already in Combat Group {group}")
    fireteam = state.fireteam_of(trooper.trooper_id)
    if fireteam is not None:
        raise CommandTokenRefused(
            f"{trooper.trooper_id!r} is in Fireteam {fireteam.fireteam}, and all members of a "
            f"Fireteam belong to the same Combat Group (Fireteams: Basic Rules, N5): break the "
            f"Fireteam first"
        )
    require_room_in_group(group, state.troopers_of(trooper.player))


def _check_irregular(state: GameState, trooper: Trooper) -> None:
    if "isolated" in state.states_of(trooper.trooper_id):
        raise CommandTokenRefused(
            f"the Irregular Order of an Isolated Trooper cannot be transformed into a Regular "
            f"Order ({PAGE}; Isolated State)"
        )
    if state.pool is None or trooper.trooper_id not in state.pool.irregular:
        raise InvalidCommand(f"{trooper.trooper_id!r} has no Irregular Order left to transform")


def spend_command_token(batch: Batch, command: SpendCommandToken) -> None:
    state = batch.state
    player, use = command.player, command.use
    require_player_acts(state, command.actor, player, "players spend their own Command Tokens")
    if state.command_tokens_left(player) < 1:
        raise CommandTokenRefused(
            f"{player!r} has no Command Token left of their "
            f"{state.command_tokens_for_the_match(player)} for the game ({PAGE})"
        )
    if use == "extra_trooper_set_aside":
        _check_set_aside(state, player)
    elif use in SECOND_PLAYER_USES:
        _check_second_player(state, player, use)
    else:
        check_active_turn_use(state, player, use)
    trooper = _own_trooper(state, command)
    if use == "move_to_combat_group" and trooper is not None:
        _check_move(state, trooper, command.combat_group)
    if use == "irregular_to_regular" and trooper is not None:
        _check_irregular(state, trooper)
    moving = use == "move_to_combat_group" and trooper is not None
    batch.emit(
        CommandTokenSpent(
            player=player,
            use=use,
            turn=state.turn,
            trooper=command.trooper,
            combat_group=command.combat_group if moving else None,
            from_group=trooper.group if moving and trooper is not None else None,
            removed_from=_removed_from(state, command),
        )
    )
