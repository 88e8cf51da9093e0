"""The decider's side of the step table: a command out of step is a StateConflict."""

from __future__ import annotations

from service.domain._step_table import step_rule
from service.domain.commands import Command
from service.domain.errors import StateConflict
from service.domain.state import OpenOrder


def require_step(open_order: OpenOrder | None, command: Command) -> None:
    """The open order (None: no order is open) allows ``command`` at its step."""
    refusal = step_rule(type(command)).refusal(open_order)
    if refusal is not None:
        raise StateConflict(refusal)
