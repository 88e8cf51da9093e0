"""Resolution of an order: which sides roll how many dice at what Success Value, and which
rolls face off, worked out from the declarations in the state; and the record of each roll.

The work is split by stage: roll_sides builds each declaration's sides, roll_plan pairs them
into rolls and lists the dice choices, roll_recording compares faces and writes the outcome.
This module gathers their public names in one place.
"""

from __future__ import annotations

from service.domain.roll_plan import PlannedRoll, RollPlan, pending_choices, plan_order
from service.domain.roll_recording import (
    SideInput,
    discard_from,
    outcome_of,
    record_roll,
    reroll_in,
    side_input,
)
from service.domain.roll_sides import (
    MIMETISM,
    PARTIAL_COVER_MOD,
    AttackEffect,
    Role,
    SideSpec,
    side_name,
    side_success_value,
)

__all__ = [
    "MIMETISM",
    "PARTIAL_COVER_MOD",
    "AttackEffect",
    "PlannedRoll",
    "Role",
    "RollPlan",
    "SideInput",
    "SideSpec",
    "discard_from",
    "outcome_of",
    "pending_choices",
    "plan_order",
    "record_roll",
    "reroll_in",
    "side_input",
    "side_name",
    "side_success_value",
]
