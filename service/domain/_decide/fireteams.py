"""Fireteams: forming and breaking one, the members its leader activates with one order, and
the members the rules take out of it (Fireteams: Basic Rules and Fireteam Bonuses, N5).

A Fireteam is formed and broken between orders. In a game that follows the game sequence, one
formed once the Deployment Phase is over spends a Command Token (its Operational Use, in the
player's Active Turn); at Deployment, in games of free turns, and in games recorded before
catalogue revision 5, it is formed without one.

A member stops being part of it when it can no longer act (Unconscious, Dead: the Null States
this service models); the Fireteam is cancelled when that member is its leader or fewer than
two members are left. Those departures are
decided once no order is open, so a Wound still open to a void never breaks a Fireteam.
"""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain._decide.command_tokens import check_active_turn_use
from service.domain._decide.hidden import refuse_hidden
from service.domain._decide.rolls.fireteam import aro_departures
from service.domain._decide.step_check import require_step
from service.domain.access import require_live, require_player_acts
from service.domain.carried import carried
from service.domain.commands import BreakFireteam, FormFireteam
from service.domain.errors import CommandTokenRefused, FireteamNotAllowed, NotFound
from service.domain.events import (
    CommandTokenSpent,
    FireteamBroken,
    FireteamFormed,
    FireteamMemberLeft,
    OrderConcluded,
)
from service.domain.state import Fireteam, GameState, OpenOrder
from service.domain.troopers import Trooper
from service.rules.fireteams import MIN_MEMBERS, TYPE_NAMES, formed_with_a_token, size_refusal

_BASIC_RULES = "Fireteams: Basic Rules, N5"
TOKEN_USE = "form_fireteam"


def _member(state: GameState, player: str, trooper_id: str) -> Trooper:
    trooper = state.trooper(trooper_id)
    if trooper is None or trooper.player != player:
        raise FireteamNotAllowed(f"{trooper_id!r} is not one of {player!r}'s troopers")
    if not trooper.can_act:
        raise FireteamNotAllowed(
            f"{trooper_id!r} is {trooper.state.capitalize()}: a Trooper in a Null State cannot "
            f"be part of a Fireteam ({_BASIC_RULES})"
        )
    if state.fireteam_of(trooper_id) is not None:
        raise FireteamNotAllowed(
            f"{trooper_id!r} is already in a Fireteam: a Trooper is part of one Fireteam at "
            f"most ({_BASIC_RULES})"
        )
    return trooper


def _check_members(state: GameState, command: FormFireteam) -> None:
    if len(set(command.members)) != len(command.members):
        raise FireteamNotAllowed("a Trooper is named twice among the members")
    why = size_refusal(command.kind, len(command.members))
    if why is not None:
        raise FireteamNotAllowed(why)
    if command.leader not in command.members:
        raise FireteamNotAllowed(
            f"the Fireteam Leader {command.leader!r} must be one of its members ({_BASIC_RULES})"
        )
    troopers = [_member(state, command.player, m) for m in command.members]
    refuse_hidden(state, command.members, "a Fireteam")
    groups = {t.group for t in troopers}
    if len(groups) > 1:
        shown = ", ".join(f"{t.trooper_id!r} in {t.group}" for t in troopers)
        raise FireteamNotAllowed(
            f"all members of a Fireteam must belong to the same Combat Group ({shown}) "
            f"({_BASIC_RULES})"
        )


def fireteam_command(batch: Batch, command: FormFireteam | BreakFireteam) -> None:
    """Forming and breaking alike: in a live game, between orders, only the player's own."""
    state = batch.state
    require_live(state)
    verb = "form" if isinstance(command, FormFireteam) else "break"
    require_player_acts(
        state, command.actor, command.player, f"players {verb} only their own Fireteams"
    )
    require_step(state.open_order, command)
    if isinstance(command, FormFireteam):
        _form(batch, command)
    else:
        _break(batch, command)


def _costs_a_token(state: GameState) -> bool:
    """Formed after the Deployment Phase of a sequenced game: a game of free turns has no
    Deployment Phase to tell the game from, and forms its Fireteams as before, without a token,
    as games before ``REACTIVE_TURN_REVISION`` did at any time."""
    during_the_game = state.sequence is not None and state.sequence.phase == "tactical"
    return during_the_game and formed_with_a_token(state.catalogue_revision)


def _token(state: GameState, player: str) -> CommandTokenSpent:
    """ "During the game, spend a Command Token" (Fireteams: Basic Rules, N5): an Operational
    Use, so in the player's Active Turn, within what the opponent's Strategic Use left them."""
    if state.command_tokens_left(player) < 1:
        raise CommandTokenRefused(
            f"{player!r} has no Command Token left of their "
            f"{state.command_tokens_for_the_match(player)}: creating a Fireteam during the game "
            f"costs one ({_BASIC_RULES})"
        )
    check_active_turn_use(state, player, TOKEN_USE)
    return CommandTokenSpent(player=player, use=TOKEN_USE, turn=state.turn)


def _form(batch: Batch, command: FormFireteam) -> None:
    state = batch.state
    token = _token(state, command.player) if _costs_a_token(state) else None
    _check_members(state, command)
    if token is not None:
        batch.emit(token)
    batch.emit(carried(command, FireteamFormed, fireteam=state.last_fireteam + 1))


def _break(batch: Batch, command: BreakFireteam) -> None:
    fireteam = batch.state.fireteam(command.fireteam)
    if fireteam is None or fireteam.player != command.player:
        raise NotFound(f"{command.player!r} has no Fireteam {command.fireteam}")
    batch.emit(FireteamBroken(fireteam=fireteam.fireteam, reason="the player's choice"))


def fireteam_activated(state: GameState, trooper: Trooper) -> tuple[str, ...]:
    """The members a Regular Order of ``trooper`` activates with it: the rest of its Fireteam
    when it is the leader (Fireteam Bonus Level 1), none otherwise."""
    fireteam = state.fireteam_of(trooper.trooper_id)
    if fireteam is None or fireteam.leader != trooper.trooper_id:
        return ()
    return tuple(m for m in fireteam.members if m != trooper.trooper_id)


def _departure(state: GameState, fireteam: Fireteam) -> FireteamBroken | list[str] | None:
    lost = [m for m in fireteam.members if not _can_act(state, m)]
    if not lost:
        return None
    name = TYPE_NAMES[fireteam.kind]
    if fireteam.leader in lost:
        return FireteamBroken(
            fireteam=fireteam.fireteam,
            reason=f"its leader {fireteam.leader!r} is in a Null State ({name} cancelled)",
        )
    if len(fireteam.members) - len(lost) < MIN_MEMBERS:
        return FireteamBroken(
            fireteam=fireteam.fireteam, reason=f"fewer than {MIN_MEMBERS} members are left"
        )
    return lost


def _can_act(state: GameState, trooper_id: str) -> bool:
    trooper = state.trooper(trooper_id)
    return trooper is not None and trooper.can_act


def members_lost(batch: Batch, before: GameState) -> None:
    """Once no order is open, every member whose ARO in the order just concluded was not its
    Fireteam's ARO, or that can no longer act, leaves its Fireteam, and a Fireteam the rules
    end is cancelled."""
    state = batch.state
    if state.open_order is not None or state.ended or not state.fireteams:
        return
    if before.open_order is not None and any(isinstance(e, OrderConcluded) for e in batch.events):
        _aro_departures(batch, before.open_order)
    for fireteam in batch.state.fireteams:
        departure = _departure(batch.state, fireteam)
        if isinstance(departure, FireteamBroken):
            batch.emit(departure)
        elif departure is not None:
            for trooper_id in departure:
                batch.emit(
                    FireteamMemberLeft(
                        fireteam=fireteam.fireteam, trooper=trooper_id, reason="Null State"
                    )
                )


def _aro_departures(batch: Batch, order: OpenOrder) -> None:
    """Fireteam Integrity (N5): a member declaring an ARO other than the Fireteam's ARO stops
    being part of it; its leader doing so, or one member left, cancels it. The order's rolls
    already counted the Fireteam without them; the events record it once the order is over,
    as the other departures are."""
    for fireteam in batch.state.fireteams:
        departed = aro_departures(batch.state, fireteam, order)
        if not departed:
            continue
        if fireteam.leader in departed:
            reason = f"its leader {fireteam.leader!r} declared an ARO other than the Fireteam's ARO"
            batch.emit(FireteamBroken(fireteam=fireteam.fireteam, reason=reason))
        elif len(fireteam.members) - len(departed) < MIN_MEMBERS:
            reason = f"fewer than {MIN_MEMBERS} members are left"
            batch.emit(FireteamBroken(fireteam=fireteam.fireteam, reason=reason))
        else:
            for trooper_id in departed:
                batch.emit(
                    FireteamMemberLeft(
                        fireteam=fireteam.fireteam,
                        trooper=trooper_id,
                        reason="declared an ARO other than the Fireteam's ARO",
                    )
                )
