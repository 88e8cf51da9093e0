"""Hidden Deployment under its rule (``HIDDEN_RULE``, games created from now on): a trooper put in
Hidden Deployment as it is added, "considered not to be on the game table at all" until its
first Order or ARO places it there ("Hidden Deployment State", N5:
https://infinitythewiki.com/Hidden_Deployment_State; docs/rules.md, "Hidden Deployment: not on
the table, not counted").

Such a trooper's ``trooper_added`` carries the commitment of its server-held
``hidden_deployment`` secret, so the decider knows which trooper is hidden without opening the
secret: it adds no Order to the pool (its player keeps it for that trooper, ``OrderPool.kept``),
it is deployed in no step, joins no Fireteam and no Command Token names it, and any Order or
ARO of it reveals it. Its id is drawn by the service (``h-`` and 64 random bits), a shape no
client may choose, so adding a trooper with its id is answered as with any id of that shape.

Games created before the rule keep the two-step way (a trooper added, then a secret committed)
as they were played; no record of theirs carries a trooper in its secret record, so nothing
here applies to them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from service.domain.errors import HiddenDeploymentRefused
from service.domain.state import GameState, OrderPool, SecretRecord
from service.domain.troopers import OrderType

HIDDEN_RULE: Final = 1
"""The revision of the rule that new games record (0: a game recorded before it)."""
HIDDEN_KIND: Final = "hidden_deployment"
DRAWN_ID_PREFIX: Final = "h-"
"""The ids the service draws for troopers added in Hidden Deployment begin so; no client id
may, in a game under the rule."""
DRAWN_ID_BYTES: Final = 8
"""64 random bits, in 16 lowercase hex digits."""
DRAWN_ID: Final = re.compile(rf"{DRAWN_ID_PREFIX}[0-9a-f]{{{2 * DRAWN_ID_BYTES}}}")
HELD_BACK: Final = "held_back"
"""The type a reader is shown for an event held back from them whole (a private record): its
version, time and links only."""


def known_hidden_rule(revision: int) -> bool:
    return 0 <= revision <= HIDDEN_RULE


def refuse_committed_hidden(state: GameState, kind: str) -> None:
    """Under the rule a trooper is put in Hidden Deployment as it is added, never by a secret
    committed later: between the two it would be seen."""
    if state.hidden_rule and kind == HIDDEN_KIND:
        raise HiddenDeploymentRefused(
            "a trooper is put in Hidden Deployment as it is added, in the same command (POST "
            ".../troopers with hidden_deployment true), never by a hidden_deployment secret "
            "committed afterwards: between the two, every reader would see the trooper"
        )


def hidden_record(state: GameState, trooper_id: str) -> SecretRecord | None:
    """The unrevealed Hidden Deployment secret ``trooper_id`` was added under (hidden rule)."""
    return next(
        (
            s
            for s in state.secrets
            if s.trooper == trooper_id and s.kind == HIDDEN_KIND and not s.revealed
        ),
        None,
    )


def is_hidden(state: GameState, trooper_id: str) -> bool:
    return hidden_record(state, trooper_id) is not None


def hidden_troopers(state: GameState, player: str | None = None) -> tuple[str, ...]:
    """The troopers (of ``player``, or of all) in Hidden Deployment under the rule, in the order
    they were added."""
    kept = {
        s.trooper
        for s in state.secrets
        if s.trooper is not None and s.kind == HIDDEN_KIND and not s.revealed
    }
    return tuple(
        t.trooper_id
        for t in state.troopers
        if t.trooper_id in kept and (player is None or t.player == player)
    )


def on_table(state: GameState, trooper_ids: Iterable[str]) -> list[str]:
    """``trooper_ids`` without those in Hidden Deployment."""
    hidden = set(hidden_troopers(state))
    return [t for t in trooper_ids if t not in hidden]


def spends_kept_order(pool: OrderPool, trooper_id: str, order_type: OrderType) -> bool:
    """Whether an activation spends the Order its player kept for the trooper in Hidden
    Deployment: its Regular or Irregular Order, the one it would have given the pool. Any other
    (the Lieutenant Order) spends from the pool, and the kept one goes unused: "They can only use
    this Order themselves, when placing the Trooper on the gaming table"."""
    return trooper_id in pool.kept and order_type in ("regular", "irregular")
