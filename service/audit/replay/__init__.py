"""Replaying one order step by step: what was declared, rolled, cancelled, saved and suffered,
as JSON an app shows and as plain English a player reads, both written from the same steps.

Each replay also says whether the order's record is what the rules give, by re-deciding
its commands (``service.audit.verify.redecide``).
"""

from service.audit.replay.order import replay_order, replay_to_builtins
from service.audit.replay.text import render_text
from service.audit.replay.vocabulary import OrderReplay, ReplayInput, ReplayStep

__all__ = [
    "OrderReplay",
    "ReplayInput",
    "ReplayStep",
    "render_text",
    "replay_order",
    "replay_to_builtins",
]
