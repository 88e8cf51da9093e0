"""Coordinated Orders (https://infinitythewiki.com/Coordinated_Orders, N5): one Command Token
and one Regular Order of the participants' Combat Group activate up to four Troopers, one of
them the Spearhead, all declaring the same sequence of Skills.

A BS Attack is resolved with one active side per participant (``coordinated_attack``), and so
are Discover, Dodge, Reset and attribute rolls (each participant its own roll of the skill); the
Comms Attack and Place Deployable are refused rather than resolved as if one trooper acted.
Skills that roll nothing (Move, Idle) are resolved, and so are the AROs against each
participant.
"""

from __future__ import annotations

from service.domain._decide.command_tokens import check_active_turn_use
from service.domain._decide.coordinated_attack import check_allies, check_volley
from service.domain._decide.skill_checks import check_skill
from service.domain._decide.trooper_checks import known_trooper, require_able
from service.domain.commands import ActivateTrooper
from service.domain.declarations import (
    AttributeRoll,
    BSAttack,
    CCAttack,
    Discover,
    Dodge,
    Idle,
    Move,
    Reset,
    Skill,
    skill_name,
)
from service.domain.errors import CommandTokenRefused, CoordinatedOrderRefused
from service.domain.events import CommandTokenSpent
from service.domain.state import GameState
from service.domain.troopers import Trooper
from service.rules.hacking import order_refusal

PAGE = "Coordinated Orders, N5"
MAX_PARTICIPANTS = 4
"""Up to 4 Troopers can participate in a Coordinated Order (the Spearhead among them)."""
TOKEN_USE = "coordinated_order"
RESOLVED_SKILLS = (Move, Idle, BSAttack, CCAttack, Discover, Dodge, Reset, AttributeRoll)
"""Skills the engine resolves for every participant."""


def require_resolved_skill(skill: Skill) -> None:
    if not isinstance(skill, RESOLVED_SKILLS):
        raise CoordinatedOrderRefused(
            f"a Coordinated Order's {skill_name(skill)} is not yet resolved by the engine: each "
            f"participant would roll (the Spearhead at half Burst, the others at Burst 1) and "
            f"only Move, Idle, the BS and CC Attacks, Discover, Dodge, Reset and attribute rolls "
            f"are resolved so far ({PAGE})"
        )


def check_participants_skill(
    state: GameState, spearhead: Trooper, others: tuple[str, ...], skill: Skill
) -> None:
    """The skill every other participant declares with the Spearhead, checked for each."""
    require_resolved_skill(skill)
    if isinstance(skill, BSAttack):
        check_volley(state, spearhead, others, skill)
        return
    if isinstance(skill, CCAttack):
        # Only the Spearhead performs it: the others roll nothing and need not reach.
        check_allies(state, spearhead, skill)
        return
    for trooper_id in others:
        check_skill(state, known_trooper(state, trooper_id), skill, active=True)


def _check_count(spearhead: str, others: tuple[str, ...]) -> None:
    named = (spearhead, *others)
    if len(set(named)) != len(named):
        raise CoordinatedOrderRefused(f"a Trooper is named twice in the Coordinated Order ({PAGE})")
    if len(named) > MAX_PARTICIPANTS:
        raise CoordinatedOrderRefused(
            f"{len(named)} Troopers named: Up to {MAX_PARTICIPANTS} Troopers can participate in "
            f"a Coordinated Order ({PAGE})"
        )


def _check_participant(state: GameState, spearhead: Trooper, trooper: Trooper) -> None:
    player = state.controller_of(spearhead)
    if state.controller_of(trooper) != player:
        raise CoordinatedOrderRefused(f"{trooper.trooper_id!r} is not one of {player!r}'s troopers")
    require_able(trooper)
    states = state.states_of(trooper.trooper_id)
    why = order_refusal(states, "regular", by_owner=False)
    if why is not None:
        raise CoordinatedOrderRefused(f"{trooper.trooper_id!r} cannot be activated: {why}")
    if not trooper.regular or "isolated" in states:
        raise CoordinatedOrderRefused(
            f"{trooper.trooper_id!r} is Irregular: only Troopers with the same Training "
            f"(Regular, as a Regular Order is spent) take part in a Coordinated Order ({PAGE})"
        )
    if state.order_group(trooper) != state.order_group(spearhead):
        raise CoordinatedOrderRefused(
            f"{trooper.trooper_id!r} is in Combat Group {trooper.group}, the Spearhead "
            f"{spearhead.trooper_id!r} in {spearhead.group}: only Troopers in the same Combat "
            f"Group can participate in a Coordinated Order ({PAGE})"
        )
    if state.fireteam_of(trooper.trooper_id) is not None:
        raise CoordinatedOrderRefused(
            f"{trooper.trooper_id!r} is in a Fireteam: a Fireteam member in a Coordinated Order "
            f"is not yet resolved by the engine (its leader's order activates the Fireteam)"
        )


def _check_token(state: GameState, player: str, active_player: str) -> None:
    if player != active_player:
        raise CommandTokenRefused(
            f"{player!r} is in their Reactive Turn: a Coordinated Order is declared only during "
            f"the Orders Phase of the player's Active Turn ({PAGE}), and players cannot expend "
            f"Command Tokens during their Reactive Turn (Command Tokens, N5)"
        )
    if state.command_tokens_left(player) < 1:
        raise CommandTokenRefused(
            f"{player!r} has no Command Token left of their "
            f"{state.command_tokens_for_the_match(player)}: a Coordinated Order costs one ({PAGE})"
        )
    check_active_turn_use(state, player, TOKEN_USE)


def coordinated_token(
    state: GameState, command: ActivateTrooper, spearhead: Trooper, active_player: str
) -> CommandTokenSpent:
    """The Command Token a Coordinated Order spends, once every participant and the skill are
    checked; the Regular Order is checked and spent with the Spearhead's activation."""
    others = command.coordinated if isinstance(command.coordinated, tuple) else ()
    if not others:
        raise CoordinatedOrderRefused(
            f"a Coordinated Order names the other Troopers taking part beside its Spearhead "
            f"({PAGE})"
        )
    player = state.controller_of(spearhead)
    _check_token(state, player, active_player)
    if command.order_type != "regular":
        raise CoordinatedOrderRefused(
            f"a Coordinated Order spends 1 Regular Order, not a {command.order_type} one ({PAGE})"
        )
    _check_count(spearhead.trooper_id, others)
    for trooper in (spearhead, *(known_trooper(state, t) for t in others)):
        _check_participant(state, spearhead, trooper)
    check_participants_skill(state, spearhead, others, command.skill)
    return CommandTokenSpent(player=player, use=TOKEN_USE, turn=state.turn)
