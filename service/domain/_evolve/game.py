"""evolve for the game's own events: creation, troopers joining, turns, free rolls, the end."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from service.domain._evolve.awaited_rolls import check_no_awaited_roll
from service.domain._evolve.guards import check, check_live, in_step, replace
from service.domain.dice import ALGORITHMS
from service.domain.events import (
    GameCreated,
    GameEnded,
    RollMade,
    TokenRotated,
    TrooperAdded,
    TrooperEdited,
    TrooperRemoved,
    TurnEnded,
    TurnStarted,
)
from service.domain.hidden import HIDDEN_KIND, hidden_troopers, known_hidden_rule
from service.domain.names import known_name_rule
from service.domain.privacy import known_privacy_rule
from service.domain.roles import known_roles_rule
from service.domain.state import GameSequence, GameState, OrderPool, SecretRecord
from service.domain.unset import recorded_or
from service.rules.catalogue import FIRST_CATALOGUE_REVISION, known_catalogue_revision
from service.rules.hacking import ENDS_WITH_PLAYER_TURN
from service.rules.scenario import caps_objective_points, known_scenario_rule

# What the game is, as its creation recorded it; the revisions are read with their defaults.
_TAKEN_FROM_CREATION = (
    "game_id",
    "edition",
    "players",
    "client_seed",
    "manual_dice",
    "manual_dice_confirmation",
    "seed_commitment",
)

# Each rule revision a game records, with the revisions this service knows; checked in this
# order (the privacy rule's after the scenario's counts).
_KNOWN_RULES: dict[str, Callable[[int], bool]] = {
    "name_rule": known_name_rule,
    "roles_rule": known_roles_rule,
    "scenario_rule": known_scenario_rule,
    "hidden_rule": known_hidden_rule,
    "privacy_rule": known_privacy_rule,
}
_RULES_BEFORE_THE_SCENARIO = ("name_rule", "roles_rule", "scenario_rule", "hidden_rule")


def _rule_revision(event: GameCreated, rule: str) -> int:
    """The revision of `rule` the game was created under (0: recorded before the rule, which
    leaves it out), refused unless this service knows it."""
    recorded = getattr(event, rule)
    revision: int = recorded_or(recorded, 0)
    check(_KNOWN_RULES[rule](revision), f"no {rule.replace('_', ' ')} revision {revision}")
    return revision


def game_created(state: GameState, event: GameCreated) -> GameState:
    check(not state.created, "the game already exists")
    revision = event.catalogue_revision
    if isinstance(revision, msgspec.UnsetType):
        revision = FIRST_CATALOGUE_REVISION
    check(known_catalogue_revision(revision), f"no weapon catalogue revision {revision}")
    rules = {rule: _rule_revision(event, rule) for rule in _RULES_BEFORE_THE_SCENARIO}
    scenario_rule = rules["scenario_rule"]
    count = event.classified_objectives
    check(
        isinstance(count, msgspec.UnsetType) != bool(scenario_rule),
        "a game records its count of Classified Objectives exactly with its scenario rule",
    )
    cap = event.objective_points_cap
    check(
        isinstance(cap, msgspec.UnsetType) != caps_objective_points(scenario_rule),
        "a game records its cap on Objective Points exactly with a scenario rule that has one",
    )
    rules["privacy_rule"] = _rule_revision(event, "privacy_rule")
    sequence = None
    if not isinstance(event.rounds, msgspec.UnsetType):
        check(event.rounds >= 1 and len(event.players) == 2, "a sequence: 2 players, 1+ rounds")
        sequence = GameSequence(rounds=event.rounds)
    check(event.dice_algorithm in ALGORITHMS, f"no dice algorithm {event.dice_algorithm!r}")
    return replace(
        state,
        **{name: getattr(event, name) for name in _TAKEN_FROM_CREATION},
        catalogue_revision=revision,
        **rules,
        classified_objectives=recorded_or(count, 0),
        objective_points_cap=recorded_or(cap, None),
        sequence=sequence,
        dice_algorithm=event.dice_algorithm,
        phase="setup",
    )


def trooper_added(state: GameState, event: TrooperAdded) -> GameState:
    in_step(state, event)
    trooper = event.trooper
    check(trooper.player in state.players, f"{trooper.player!r} does not play this game")
    check(state.trooper(trooper.trooper_id) is None, f"{trooper.trooper_id!r} already exists")
    _lists_open(state)
    check((trooper.wounds, trooper.state) == (0, "normal"), "a trooper joins unhurt")
    added = replace(state, troopers=(*state.troopers, trooper))
    hidden = event.hidden_deployment
    if isinstance(hidden, msgspec.UnsetType):
        return added
    check(state.hidden_rule > 0, "a trooper is added in Hidden Deployment under the hidden rule")
    check(state.secret(hidden.secret_id) is None, f"secret {hidden.secret_id!r} already exists")
    record = SecretRecord(
        secret_id=hidden.secret_id,
        owner=trooper.player,
        kind=HIDDEN_KIND,
        marker=None,
        commitment=hidden.commitment,
        held_by="server",
        trooper=trooper.trooper_id,
    )
    return replace(added, secrets=(*state.secrets, record))


def _correctable(state: GameState, event: TrooperEdited | TrooperRemoved, trooper_id: str) -> None:
    in_step(state, event)
    check(state.trooper(trooper_id) is not None, f"no trooper {trooper_id!r}")
    check(not state.took_part(trooper_id), f"{trooper_id!r} has taken part in an order")


def _lists_open(state: GameState) -> None:
    sequence = state.sequence
    check(sequence is None or sequence.deployment_step == 0, "the Deployment Phase has begun")


def trooper_edited(state: GameState, event: TrooperEdited) -> GameState:
    edited = event.trooper
    _correctable(state, event, edited.trooper_id)
    before = state.trooper(edited.trooper_id)
    check(before is not None and before.player == edited.player, "a trooper keeps its player")
    check((edited.wounds, edited.state) == (0, "normal"), "a corrected trooper is unhurt")
    troopers = tuple(edited if t.trooper_id == edited.trooper_id else t for t in state.troopers)
    return replace(state, troopers=troopers)


def trooper_removed(state: GameState, event: TrooperRemoved) -> GameState:
    _correctable(state, event, event.trooper)
    _lists_open(state)
    troopers = tuple(t for t in state.troopers if t.trooper_id != event.trooper)
    pool = state.pool
    if pool is not None and event.trooper in pool.kept:
        pool = replace(pool, kept=tuple(t for t in pool.kept if t != event.trooper))
    return replace(state, troopers=troopers, pool=pool)


def token_rotated(state: GameState, event: TokenRotated) -> GameState:
    # Tokens are not part of the game's state; the event is there for the log to show it.
    check_live(state)
    check(event.player is None or event.player in state.players, "no such player")
    return state


def turn_started(state: GameState, event: TurnStarted) -> GameState:
    check_live(state)
    check(state.phase in ("setup", "between_turns"), f"a turn cannot start in {state.phase}")
    check(event.turn == state.turn + 1, f"turn {event.turn} does not follow {state.turn}")
    check(event.player in state.players, f"{event.player!r} does not play this game")
    if not isinstance(event.groups, msgspec.UnsetType):
        in_groups = sum(g.regular for g in event.groups)
        check(in_groups == event.regular_orders, "the Combat Groups' Orders do not add up")
    if state.sequence is not None:
        check(state.sequence.phase == "tactical", "a turn starts after the Deployment Phase")
        check(
            event.turn <= state.sequence.turns
            and event.player == state.sequence.turn_player(event.turn),
            f"turn {event.turn} is not {event.player!r}'s",
        )
    pool = OrderPool(
        player=event.player,
        regular=event.regular_orders,
        irregular=event.irregular_orders,
        lieutenant=event.lieutenant_orders,
        groups=recorded_or(event.groups, ()),
        first_order=state.last_order_number + 1,
        impetuous=()
        if isinstance(event.impetuous_orders, msgspec.UnsetType)
        else event.impetuous_orders,
        # Its Order is not in the pool: its player keeps it for it (Hidden Deployment State).
        kept=tuple(
            t
            for t in hidden_troopers(state, event.player)
            if (trooper := state.trooper(t)) is not None and trooper.can_act
        ),
    )
    return replace(state, phase="orders", turn=event.turn, active_player=event.player, pool=pool)


def turn_ended(state: GameState, event: TurnEnded) -> GameState:
    check_live(state)
    check(state.phase == "orders", "no turn is running")
    in_step(state, event)
    check(
        (event.turn, event.player) == (state.turn, state.active_player),
        f"turn {event.turn} of {event.player!r} is not the running turn",
    )
    # Every trooper that activated Dogged died in this turn's States Phase, just before.
    # Stunned ends at the start of the States Phase of the Player Turn that caused it (Stunned
    # State, N5): every Stunned State held now was caused in this turn.
    return replace(
        state,
        phase="between_turns",
        active_player=None,
        previous_player=event.player,
        pool=None,
        last_pool=state.pool,
        # Loss of Lieutenant is checked again at the start of each Active Turn.
        loss_of_lieutenant=tuple(p for p in state.loss_of_lieutenant if p != event.player),
        dogged=(),
        held_states=tuple(h for h in state.held_states if h.state not in ENDS_WITH_PLAYER_TURN),
    )


def roll_made(state: GameState, event: RollMade) -> GameState:
    check_live(state)
    check_no_awaited_roll(state)
    return replace(state, free_rolls=state.free_rolls + 1)


def game_ended(state: GameState, event: GameEnded) -> GameState:
    check_live(state)
    # A roll still waiting for its confirmation is never made.
    return replace(state, phase="ended", ended=True, awaited_roll=None)
