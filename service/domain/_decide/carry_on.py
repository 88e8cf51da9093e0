"""An order declared with ``conclude: when-possible`` goes on by itself: after any command,
while nobody has anything left to decide in it, it is resolved and concluded in that command,
exactly as its active player's Resolve and Conclude with no face entered would.

Nobody has anything left to decide in:

- its declarations, once every Reactive Player has declared no (further) ARO at the step the
  order is at ("Troopers are not forced to declare AROs, but if a Trooper can declare an ARO
  and fails to do so, they forfeit their right to declare an ARO against this Order", Order
  Expenditure Sequence, N5), the active player having given up the second skill with the switch
  on the activation (or declared it with the switch);
- its resolution, when it rolls no die, or only the server's: a game that takes no faces
  rolled at the table, with every seed of a dice-v2 game in;
- its conclusion, when no save is due, or the saves and Guts Rolls are the server's (as above)
  and no trooper making them has a choice to make at the conclusion (Dogged, Bioimmunity,
  Courage).

A +1 SD discard or a ReRoll still waits for its player, and faces waiting for a confirmation
for theirs; the order goes on after the command that settles them. Only orders recorded with
the switch (a field no earlier record has) go on by themselves, so every game recorded before
it is decided as it was played.
"""

from __future__ import annotations

from service.domain._decide.batch import Batch
from service.domain._decide.conclusion import COURAGE, conclude_by_itself
from service.domain._decide.resolution import resolve_by_itself, server_dice_needed
from service.domain._decide.rolls.plan import plan_order
from service.domain._decide.saves import saves_due
from service.domain._step_table import DECLARING
from service.domain.entropy import missing_entropy
from service.domain.state import GameState, OpenOrder
from service.rules.skill_saves import BIOIMMUNITY, DOGGED

CONCLUSION_CHOICES = (DOGGED, BIOIMMUNITY, COURAGE)
"""The skills whose use a player chooses at the conclusion (``Conclude``)."""


def carry_on(batch: Batch) -> None:
    """The open order resolved and concluded, as far as nobody has anything left to decide."""
    order = batch.state.open_order
    if order is None or not order.concludes_when_possible:
        return
    if order.step in DECLARING:
        if not everyone_answered(batch.state, order) or not resolves_by_itself(batch.state):
            return
        resolve_by_itself(batch, order)
        order = batch.state.open_order
        assert order is not None, "a resolution leaves its order open"
    if order.step == "effects" and concludes_by_itself(batch.state, order):
        conclude_by_itself(batch, order.number)


def everyone_answered(state: GameState, order: OpenOrder) -> bool:
    """Whether every Reactive Player declared no (further) ARO at the step the order is at."""
    passed = set(order.passed_now)
    return all(p in passed for p in state.players if p != order.player)


def server_dice_ready(state: GameState) -> bool:
    """Whether the server may roll whatever is left: a game that takes no faces from the
    table, with every player's seed in (dice-v2)."""
    return not state.manual_dice and not missing_entropy(state)


def resolves_by_itself(state: GameState) -> bool:
    """Whether the open order's resolution leaves nobody a face to enter."""
    return not server_dice_needed(state) or server_dice_ready(state)


def concludes_by_itself(state: GameState, order: OpenOrder) -> bool:
    """Whether the open order's conclusion leaves nobody a face to enter or a choice to make."""
    due = saves_due(order, plan_order(state))
    if not due:
        return True
    saving = (state.trooper(item.effect.target) for item in due)
    choosing = any(
        trooper is not None and any(trooper.has_skill(skill) for skill in CONCLUSION_CHOICES)
        for trooper in saving
    )
    return server_dice_ready(state) and not choosing
