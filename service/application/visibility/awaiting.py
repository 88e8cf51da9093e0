"""What a game awaits next (``service.domain.awaiting``) as one reader may see it: derived from
the game as they see it (``Sight.seen_state``: a trooper hidden from them, and an order of one,
do not exist there), each trooper behind a marker named as its marker. The one way the answers
to commands (``Games.execute``) and the reads and streams of the state (the concealer) come by
it, so both say the same, and neither names what the reader may not see."""

from __future__ import annotations

from service.domain.awaiting import Awaited, AwaitedKind, InitiativeChoice, awaiting
from service.domain.state import GameState
from service.domain.visibility import Sight

__all__ = ["Awaited", "AwaitedKind", "InitiativeChoice", "seen_awaiting"]


def seen_awaiting(state: GameState, sight: Sight | None) -> tuple[Awaited, ...]:
    """What ``state`` awaits, to the reader whose ``sight`` it is (None: nothing is kept from
    them)."""
    if sight is None:
        return awaiting(state)
    return tuple(sight.shown(item) for item in awaiting(sight.seen_state(state)))
