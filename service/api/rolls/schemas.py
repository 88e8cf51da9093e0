"""Typed answers for `GET .../rolls` and `GET .../rolls/{version}`: each roll as it ended.

One schema per kind of roll event, told apart by `type`, each with the recorded event's fields
and what the read model adds: the status, the roll after discards (`roll`, with `recorded_roll`
as first rolled) and links to the events that made and changed it.
"""

from __future__ import annotations

import enum
import uuid
from typing import Any

import msgspec

from service.domain.declarations import ModEntry
from service.domain.events import SaveRoll
from service.projections.models import RollOutcome, RollStatus
from service.rules.rolls import RollKind


class AllCriticals(enum.Enum):
    """Both sides rolled Criticals, which cancel every success."""

    ALL_CRITICALS = "all_criticals"


class RecordedDieView(msgspec.Struct, frozen=True, kw_only=True):
    face: int
    value: int
    success: bool
    critical: bool
    cancelled: bool
    cancelled_by: int | AllCriticals | None
    """Index of the enemy die that cancelled it, or all_criticals."""


class RecordedSideView(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    trooper: str | None = None
    target: str | None = None
    attribute: int
    mods: list[ModEntry]
    mod_total: int
    """After the +/-12 clamp."""
    success_value: int
    rolled: bool
    """False when the Success Value was below 1: no die was rolled and the roll failed."""
    dice: list[RecordedDieView]
    hits: int
    criticals: int
    discarded: list[int] = msgspec.field(default_factory=list)
    """Faces removed by a +1 SD discard."""
    rerolled: list[int] = msgspec.field(default_factory=list)
    """Faces replaced by a ReRoll."""


class RecordedRollView(msgspec.Struct, frozen=True, kw_only=True):
    kind: RollKind
    sides: list[RecordedSideView]
    winner: str | None


class RollEventLink(msgspec.Struct, frozen=True, kw_only=True):
    version: int
    href: str
    """The game's event page holding just this event."""


class _Outcome(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    version: int
    status: RollStatus
    superseded_by: int | None
    """The version of the ReRoll that replaced this roll, when one did."""
    href: str
    events: list[RollEventLink]
    """The events that made the roll and then changed it, in order."""


class FreeRollOutcome(_Outcome, frozen=True, kw_only=True, tag="roll_made"):
    kind: RollKind
    label: str
    sides: list[RecordedSideView]
    winner: str | None
    draws: list[int]


class OrderRollOutcome(_Outcome, frozen=True, kw_only=True, tag="order_roll_made"):
    order: int
    index: int
    roll: RecordedRollView
    """The dice as they ended, after any +1 SD discard."""
    recorded_roll: RecordedRollView
    """The dice as first rolled."""
    draws: list[int]


class RerollOutcome(_Outcome, frozen=True, kw_only=True, tag="reroll_made"):
    order: int
    index: int
    side: str
    die: int | None
    """The die rolled again; null when the ReRoll was declined."""
    roll: RecordedRollView
    recorded_roll: RecordedRollView
    draws: list[int]


class SavingRollsOutcome(_Outcome, frozen=True, kw_only=True, tag="saving_rolls_made"):
    order: int
    trooper: str
    attack: str
    """The side whose hits caused these saves."""
    weapon: str
    ammo: list[str]
    save_attribute: str
    attribute_value: int
    ps: int
    partial_cover: bool
    success_value: int
    rolls: list[SaveRoll]
    wounds: int
    draws: list[int]


class GutsRollOutcome(_Outcome, frozen=True, kw_only=True, tag="guts_roll_made"):
    order: int
    trooper: str
    success_value: int
    face: int | None
    passed: bool
    draws: list[int]


RollOutcomeView = (
    FreeRollOutcome | OrderRollOutcome | RerollOutcome | SavingRollsOutcome | GutsRollOutcome
)


def roll_outcome_view(game_id: uuid.UUID, outcome: RollOutcome) -> RollOutcomeView:
    """A roll as it ended: the event's data as recorded, with an order roll's `roll` the dice
    after discards (`recorded_roll` as first rolled), its status, and links to its events."""
    base = f"/v1/games/{game_id}"
    view: dict[str, Any] = {**outcome.data, "version": outcome.version, "type": outcome.type}
    if outcome.roll is not None:
        view["recorded_roll"] = outcome.data.get("roll")
        view["roll"] = msgspec.to_builtins(outcome.roll)
    view.update(
        status=outcome.status,
        superseded_by=outcome.superseded_by,
        href=f"{base}/rolls/{outcome.version}",
        events=[
            {"version": v, "href": f"{base}/events?after={v - 1}&limit=1"} for v in outcome.events
        ],
    )
    answer: RollOutcomeView = msgspec.convert(view, RollOutcomeView)
    return answer
