"""The Tactical Phase of a sequenced game's Active Turn: the Retreat! check, the Loss of
Lieutenant check, then the Order Count they change; and, as the turn ends, the Lieutenant
appointed after a Loss of Lieutenant and the end of the game after a Retreat!.

Pages (N5): https://infinitythewiki.com/Retreat_Situation,
https://infinitythewiki.com/Loss_of_Lieutenant, https://infinitythewiki.com/Impetuous.
A game without the Game Sequence keeps the free order flow and none of this applies to it.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from service.domain._decide.batch import Batch
from service.domain._decide.private_lieutenant import unfit_reason
from service.domain.army import army_of
from service.domain.errors import InvalidCommand, TacticalRuleRefused
from service.domain.events import (
    GameEnded,
    LieutenantAppointed,
    LossOfLieutenantDeclared,
    RetreatCancelled,
    RetreatDeclared,
)
from service.domain.privacy import lieutenant_kept_private
from service.domain.score import survives
from service.domain.state import GameState
from service.domain.troopers import Trooper
from service.rules.retreat import retreat_threshold

IMPETUOUS = "impetuous"


def _survivors_points(state: GameState, player: str) -> int:
    # The same survivors the Victory Points count; every trooper of a sequenced game has been
    # deployed before the Tactical Phase.
    return sum(
        t.points
        for t in state.troopers_of(player)
        if survives(state, t) and isinstance(t.points, int)
    )


def _retreat_count(state: GameState, player: str) -> tuple[int, int] | None:
    """The army's survivors' points and its army list's, as the Retreat! check counts them at
    the start of its turn; None when it is not counted (a free game, a list without points)."""
    army_points = army_of(player, state.troopers).points
    if state.sequence is None or army_points == 0:
        return None
    return _survivors_points(state, player), army_points


def in_retreat(state: GameState, player: str) -> bool:
    """Whether the army's survivors, counted at the start of its turn, put it in Retreat!."""
    count = _retreat_count(state, player)
    return count is not None and count[0] <= retreat_threshold(count[1])


def retreat_check(batch: Batch, player: str) -> bool:
    """Whether the army is in Retreat! after counting its survivors at the start of its turn,
    with its Retreat! declared or cancelled when that changed."""
    state = batch.state
    count = _retreat_count(state, player)
    if count is None or state.sequence is None:
        return False
    survivors, army_points = count
    retreating = in_retreat(state, player)
    if retreating and player not in state.retreat:
        turn = state.turn + 1
        # The game ends with the first Game Round that starts with an army in Retreat!: this
        # one when it is declared in the round's first Player Turn, else the next (ITS).
        last_round = state.sequence.round_of(turn) + (1 - turn % 2)
        batch.emit(
            RetreatDeclared(
                player=player,
                survivors_points=survivors,
                army_points=army_points,
                round=last_round,
            )
        )
    elif not retreating and player in state.retreat:
        batch.emit(
            RetreatCancelled(player=player, survivors_points=survivors, army_points=army_points)
        )
    return retreating


CANNOT_LEAD = "the Lieutenant cannot lead: in a Null State, Isolated or Possessed"
"""Why a Loss of Lieutenant is declared under the privacy rule when the Lieutenant cannot lead:
no trooper, no State (Loss of Lieutenant, N5: the Lieutenant is still Private Information)."""


def lieutenant_check(
    batch: Batch, player: str, retreating: bool, declared: bool | msgspec.UnsetType
) -> bool:
    """Whether the army is in Loss of Lieutenant this turn: in Retreat!, or its Lieutenant is
    missing, in a Null State or Isolated; under the privacy rule, also a private Lieutenant
    declared unable to lead (``declared``, the player's word or the service's)."""
    state = batch.state
    lieutenant = state.lieutenant_of(player)
    private = lieutenant_kept_private(state)
    reason = None
    if retreating:
        reason = "the army is in Retreat!"
    elif lieutenant is None and state.private_lieutenant(player) is None:
        reason = "the army has no Lieutenant"
    elif lieutenant is not None:
        reason = unfit_reason(state, lieutenant)
        if reason is not None and private:
            reason = CANNOT_LEAD
    elif private and declared is True:
        reason = CANNOT_LEAD
    # A private Lieutenant not opened leads: before the privacy rule the service opens a
    # server-held one that cannot, and a client-held one leads on its player's word
    # (``take_declaration``); under it the word (the service's for one it holds) says so.
    if reason is not None:
        batch.emit(LossOfLieutenantDeclared(player=player, reason=reason))
    return reason is not None


def impetuous_troopers(fit: Sequence[Trooper], retreating: bool) -> tuple[str, ...]:
    """Troopers that get an Impetuous Order: none in Retreat!, which skips the Impetuous
    Phase."""
    if retreating:
        return ()
    return tuple(t.trooper_id for t in fit if t.has_skill(IMPETUOUS))


def _candidates(state: GameState, player: str) -> list[Trooper]:
    # Neither an Irregular trooper nor a REM can be appointed (Loss of Lieutenant, N5).
    return [
        t
        for t in state.troopers_of(player)
        if t.can_act and t.regular and t.known_unit_type != "REM"
    ]


def _must_appoint(state: GameState, player: str) -> bool:
    return player in state.loss_of_lieutenant and player not in state.retreat


def appointment_due(state: GameState, player: str) -> bool:
    """Whether the player's turn in Loss of Lieutenant ends only once a new Lieutenant is
    appointed: not in Retreat!, which names none, and with a trooper who could be."""
    return _must_appoint(state, player) and bool(_candidates(state, player))


def require_appointed(state: GameState, player: str) -> None:
    """A turn in Loss of Lieutenant ends only once a new Lieutenant is appointed, unless the
    army is in Retreat!, which names none, or has no trooper who could be."""
    if appointment_due(state, player):
        candidates = _candidates(state, player)
        raise TacticalRuleRefused(
            f"{player!r} is in Loss of Lieutenant: appoint a new Lieutenant before the turn ends, "
            f"one of {', '.join(t.trooper_id for t in candidates)} (Loss of Lieutenant, N5)"
        )


def appointment(state: GameState, player: str, chosen: str) -> LieutenantAppointed:
    if not _must_appoint(state, player):
        why = "the army is in Retreat!" if player in state.retreat else "the Lieutenant stands"
        raise TacticalRuleRefused(f"no Lieutenant is appointed now: {why} (Loss of Lieutenant, N5)")
    trooper = state.trooper(chosen)
    if trooper is None or trooper.player != player:
        raise InvalidCommand(f"{chosen!r} is not a trooper of {player!r}")
    if trooper not in _candidates(state, player):
        raise TacticalRuleRefused(
            f"{chosen!r} cannot be appointed Lieutenant: not an Irregular trooper, a REM, or one "
            f"in a Null State (Loss of Lieutenant, N5)"
        )
    return LieutenantAppointed(player=player, trooper=chosen)


def retreat_round_over(state: GameState) -> bool:
    """Whether the Player Turn running (or just ended) in ``state`` is the last of the first
    Game Round that started with an army in Retreat!."""
    sequence = state.sequence
    last = state.retreat_last_round
    if sequence is None or last is None or state.turn % 2:
        return False
    return sequence.round_of(state.turn) >= last


def end_after_retreat_round(batch: Batch) -> None:
    """The game ends at the end of the first Game Round that starts with an army in Retreat!."""
    state = batch.state
    if not state.ended and retreat_round_over(state):
        batch.emit(GameEnded(reason=f"Retreat!: the end of Game Round {state.retreat_last_round}"))


def lost_everything(batch: Batch, player: str) -> None:
    """An army in Retreat! with no trooper left ends the game (Retreat! situation, N5)."""
    batch.emit(GameEnded(reason=f"Retreat!: {player!r} has lost all its Troopers"))
