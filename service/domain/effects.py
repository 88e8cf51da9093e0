"""Resolution, the players' choices on the dice, and the order's conclusion.

Resolve makes every roll of the order (Face to Face where both actions affect each other,
Normal otherwise). +1 SD discards and ReRolls are then chosen one at a time. Conclude makes
the Saving Rolls the surviving hits cause, applies Wounds, makes the Guts Rolls (N5) and
closes the order. VoidOrder reverts a concluded order's Wounds without deleting anything.

In a manual-dice game every roll (a side of an order roll, the saves against one attacking
side with their Continuous Damage repeats, a trooper's Guts Roll, a ReRolled die) takes either
the faces entered for it or server dice; the other games take server dice only.

Each stage has its own module (order_rolls, dice_choices, saves_and_wounds, conclusion); this
one gathers their command handlers.
"""

from __future__ import annotations

from service.domain.conclusion import conclude, void_order
from service.domain.dice_choices import choose_discard, choose_reroll
from service.domain.order_rolls import resolve
from service.domain.saves_and_wounds import SaveDue, saves_due

__all__ = [
    "SaveDue",
    "choose_discard",
    "choose_reroll",
    "conclude",
    "resolve",
    "saves_due",
    "void_order",
]
