"""The bodies and answers of a game's rolls: a free-standing roll as it was made, and typed
answers for `GET .../rolls` and `GET .../rolls/{version}`: each roll as it ended.

One schema per kind of roll event, told apart by `type`, each with the recorded event's fields
and what the read model adds: the status, the roll after discards (`roll`, with `recorded_roll`
as first rolled) and links to the events that made and changed it.
"""

from __future__ import annotations

import enum
import uuid
from typing import Annotated, Any

import msgspec

from service.api._http.awaiting import AwaitingList
from service.api._http.schemas import (
    AttributeValue,
    Faces,
    Label,
    Mods,
    ModView,
    Name,
    RequestBody,
    RollBurst,
    RollKind,
)
from service.domain.declarations import ModEntry
from service.domain.events import RecordedDie, RecordedSide, RollMade, SaveRoll
from service.projections.models import RollOutcome, RollStatus


class RollSideBody(RequestBody, frozen=True):
    name: Name
    attribute: AttributeValue
    mods: Mods = msgspec.field(default_factory=list)
    burst: RollBurst = 1
    """1..6; a Burst outside that is refused by the rules (422)."""
    dice: Faces | None = None
    """Entered faces (manual-dice games only): exactly the Burst."""
    player: Name | None = None
    """Whose roll the side is: that player enters its faces (with manual dice confirmation,
    faces another player enters for it wait for that player's confirmation). Left out, a table
    roll no player owns, whose faces are then the server's."""


class RollBody(RequestBody, frozen=True):
    kind: RollKind
    sides: Annotated[list[RollSideBody], msgspec.Meta(min_length=1, max_length=2)]
    label: Label = ""


class RollFacesBody(RequestBody, frozen=True):
    roll: Name
    """The side's name."""
    faces: Faces


class RollConfirmBody(RequestBody, frozen=True):
    dice: Annotated[list[RollFacesBody], msgspec.Meta(max_length=2)] | None = None
    """The confirming player's own sides' faces, keyed by the side's name, replacing the
    entered ones."""


class AllCriticals(enum.Enum):
    """Both sides rolled Criticals, which cancel every success."""

    ALL_CRITICALS = "all_criticals"


class DieView(msgspec.Struct, frozen=True):
    face: int
    value: int
    success: bool
    critical: bool
    cancelled: bool
    cancelled_by: int | AllCriticals | None
    """Index of the enemy die that cancelled it, or all_criticals."""


class RollSideView(msgspec.Struct, frozen=True):
    name: str
    attribute: int
    mods: list[ModView]
    mod_total: int
    success_value: int
    rolled: bool
    dice: list[DieView]
    hits: int
    criticals: int


class RollView(msgspec.Struct, frozen=True):
    version: int
    kind: str
    label: str
    winner: str | None
    sides: list[RollSideView]
    draws: list[int]
    awaiting: AwaitingList = msgspec.field(default_factory=list)


def _die(die: RecordedDie) -> DieView:
    by = AllCriticals(die.cancelled_by) if isinstance(die.cancelled_by, str) else die.cancelled_by
    return DieView(die.face, die.value, die.success, die.critical, die.cancelled, by)


def roll_side_view(side: RecordedSide) -> RollSideView:
    return RollSideView(
        name=side.name,
        attribute=side.attribute,
        mods=[ModView(m.value, m.source, m.note) for m in side.mods],
        mod_total=side.mod_total,
        success_value=side.success_value,
        rolled=side.rolled,
        dice=[_die(d) for d in side.dice],
        hits=side.hits,
        criticals=side.criticals,
    )


def roll_view(version: int, event: RollMade) -> RollView:
    return RollView(
        version=version,
        kind=event.kind,
        label=event.label,
        winner=event.winner,
        sides=[roll_side_view(s) for s in event.sides],
        draws=list(event.draws),
    )


class RecordedDieView(DieView, frozen=True):
    # The same die as a free roll's; its own name keeps the OpenAPI document's schemas apart.
    pass


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
