"""The bodies and answers of a game's rolls: a free-standing roll as it was made, and typed
answers for `GET .../rolls` and `GET .../rolls/{version}`: each roll as it ended.

One schema per kind of roll event, told apart by `type`, each with the recorded event's fields
and what the read model adds: the status, the roll after discards (`roll`, with `recorded_roll`
as first rolled) and links to the events that made and changed it.
"""

from __future__ import annotations

import enum
import uuid
from typing import Annotated, Any, ClassVar

import msgspec

from service.api._http.awaiting import AwaitingList
from service.api._http.described import Example, Examples
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
from service.domain import fields
from service.domain.declarations import ModEntry
from service.domain.described import about
from service.domain.events import RecordedDie, RecordedSide, RollMade, SaveRoll
from service.projections.models import RollOutcome, RollStatus


class RollSideBody(RequestBody, frozen=True):
    """One side of a free-standing roll: who rolls, against what, how many dice."""

    name: Annotated[Name, about("The side's name in the roll (e.g. the trooper's)")]
    attribute: Annotated[AttributeValue, about("The attribute rolled against, before MODs")]
    mods: Annotated[Mods, about("MODs to the attribute; their sum is capped at +/-12")] = (
        msgspec.field(default_factory=list)
    )
    burst: Annotated[
        RollBurst, about("1..6; a Burst outside that is refused by the rules (422).")
    ] = 1
    dice: (
        Annotated[Faces, about("Entered faces (manual-dice games only): exactly the Burst.")] | None
    ) = None
    player: (
        Annotated[
            Name,
            about(
                "Whose roll the side is: that player enters its faces (with manual dice "
                "confirmation, faces another player enters for it wait for that player's "
                "confirmation). Left out, a table roll no player owns, whose faces are then the "
                "server's."
            ),
        ]
        | None
    ) = None


class RollBody(RequestBody, frozen=True):
    """A free-standing roll (Normal or Face to Face) for anything the order flow does not model: a
    Discover outside an order, a table roll, ..."""

    EXAMPLES: ClassVar[Examples] = (
        Example(
            "A Face to Face Roll of two players' troopers, server dice",
            {
                "kind": "face_to_face",
                "label": "Discover against Camouflage",
                "sides": [
                    {
                        "name": "Fennec",
                        "attribute": 13,
                        "mods": [{"value": -3, "source": "mimetism"}],
                        "player": "ariadna",
                    },
                    {"name": "Senku", "attribute": 12, "player": "tohaa"},
                ],
            },
        ),
        Example(
            "A Normal Roll with the faces rolled at the table",
            {
                "kind": "normal",
                "label": "PH Roll to climb",
                "sides": [
                    {
                        "name": "Kamael",
                        "attribute": 11,
                        "burst": 1,
                        "dice": [8],
                        "player": "ariadna",
                    }
                ],
            },
        ),
    )

    kind: Annotated[RollKind, about("`normal` (one side) or `face_to_face` (two)")]
    sides: Annotated[
        list[RollSideBody],
        msgspec.Meta(min_length=1, max_length=2),
        about("One side for a Normal Roll, two for a Face to Face Roll"),
    ]
    label: Annotated[
        Label, about('What the roll is for, kept with it (e.g. "Dodge the AP mine")')
    ] = ""


class RollFacesBody(RequestBody, frozen=True):
    """The faces a player rolled for one side of the free roll waiting for them."""

    roll: Annotated[Name, about("The side's name.")]
    faces: Annotated[Faces, about("The d20 faces, exactly the side's Burst")]


class RollConfirmBody(RequestBody, frozen=True):
    """The confirming player's answer to the faces entered for their side: `{}` accepts them."""

    EXAMPLES: ClassVar[Examples] = (
        Example("Accept the faces entered", {}),
        Example("Replace them with the faces rolled", {"dice": [{"roll": "Senku", "faces": [4]}]}),
    )

    dice: (
        Annotated[
            list[RollFacesBody],
            msgspec.Meta(max_length=2),
            about(
                "The confirming player's own sides' faces, keyed by the side's name, replacing "
                "the entered ones."
            ),
        ]
        | None
    ) = None


class AllCriticals(enum.Enum):
    """Both sides rolled Criticals, which cancel every success."""

    ALL_CRITICALS = "all_criticals"


class DieView(msgspec.Struct, frozen=True):
    """One die of a roll, as it was read."""

    face: fields.DieFace
    value: fields.DieValue
    success: fields.DieSuccess
    critical: fields.DieCritical
    cancelled: fields.DieCancelled
    cancelled_by: Annotated[
        int | AllCriticals | None,
        about("Index of the enemy die that cancelled it, or all_criticals."),
    ]


class RollSideView(msgspec.Struct, frozen=True):
    """One side of a free roll as it was made."""

    name: fields.SideName
    attribute: Annotated[int, about("The attribute rolled against, before MODs")]
    mods: Annotated[list[ModView], about("Each MOD applied, with where it comes from")]
    mod_total: Annotated[int, about("The MODs' sum after the +/-12 cap")]
    success_value: fields.SuccessValue
    rolled: Annotated[
        bool,
        about("false when the Success Value was below 1: no die was rolled and the roll failed"),
    ]
    dice: Annotated[list[DieView], about("Each die, in the order rolled")]
    hits: Annotated[int, about("Successes kept after cancellation, Criticals included")]
    criticals: Annotated[int, about("Criticals kept after cancellation")]


class RollView(msgspec.Struct, frozen=True):
    """A free roll as it was made."""

    version: Annotated[
        int, about("The version of its `roll_made` event: where GET .../rolls/{version} reads it")
    ]
    kind: Annotated[str, about("`normal` or `face_to_face`")]
    label: Annotated[str, about("What the roll is for, as given")]
    winner: (
        Annotated[
            str,
            about(
                "A Face to Face Roll's winning side (the one keeping successes); null when "
                "neither or a Normal Roll"
            ),
        ]
        | None
    )
    sides: Annotated[list[RollSideView], about("Each side, as asked")]
    draws: Annotated[
        list[int],
        about(
            "The server dice the roll drew, in draw order: each derived again from the seed once "
            "the game ends"
        ),
    ]
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
    """One die of a recorded roll, as it was read."""


class RecordedSideView(msgspec.Struct, frozen=True, kw_only=True):
    """One side of a recorded roll."""

    name: fields.SideName
    trooper: (
        Annotated[str, about("The trooper rolling; null for a side that names none")] | None
    ) = None
    target: fields.SideTarget = None
    attribute: Annotated[int, about("The attribute rolled against, before MODs")]
    mods: Annotated[list[ModEntry], about("Each MOD applied, with where it comes from")]
    mod_total: Annotated[int, about("After the +/-12 clamp.")]
    success_value: fields.SuccessValue
    rolled: fields.Rolled
    dice: Annotated[list[RecordedDieView], about("Each die, in the order rolled")]
    hits: Annotated[int, about("Successes kept after cancellation, Criticals included")]
    criticals: Annotated[int, about("Criticals kept after cancellation")]
    discarded: Annotated[list[int], about("Faces removed by a +1 SD discard.")] = msgspec.field(
        default_factory=list
    )
    rerolled: Annotated[list[int], about("Faces replaced by a ReRoll.")] = msgspec.field(
        default_factory=list
    )


class RecordedRollView(msgspec.Struct, frozen=True, kw_only=True):
    """A recorded roll: its kind, its sides and who won."""

    kind: Annotated[RollKind, about("`normal` or `face_to_face`")]
    sides: Annotated[list[RecordedSideView], about("Each side")]
    winner: (
        Annotated[
            str,
            about("The winning side's name; null when no side keeps a success (or a Normal Roll)"),
        ]
        | None
    )


class RollEventLink(msgspec.Struct, frozen=True, kw_only=True):
    """An event that made or changed a roll."""

    version: Annotated[int, about("The event's version")]
    href: Annotated[str, about("The game's event page holding just this event.")]


class _Outcome(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    version: Annotated[
        int,
        about(
            "The version of the event that made the roll: where GET .../rolls/{version} reads it"
        ),
    ]
    status: Annotated[
        RollStatus,
        about(
            "`final`, `superseded` (a ReRoll replaced it: `superseded_by`) or `voided` (its order "
            "was voided)"
        ),
    ]
    superseded_by: (
        Annotated[int, about("The version of the ReRoll that replaced this roll, when one did.")]
        | None
    )
    href: Annotated[str, about("This roll's own route")]
    events: Annotated[
        list[RollEventLink], about("The events that made the roll and then changed it, in order.")
    ]


class FreeRollOutcome(_Outcome, frozen=True, kw_only=True, tag="roll_made"):
    """A free-standing roll as it ended (`roll_made`)."""

    kind: Annotated[RollKind, about("`normal` or `face_to_face`")]
    label: Annotated[str, about("What the roll is for, as given")]
    sides: Annotated[list[RecordedSideView], about("Each side, as recorded")]
    winner: Annotated[str, about("The winning side's name; null when none")] | None
    draws: Annotated[list[int], about("The server dice it drew, in draw order")]


class OrderRollOutcome(_Outcome, frozen=True, kw_only=True, tag="order_roll_made"):
    """A roll of an order as it ended (`order_roll_made`): one Face to Face or Normal Roll of the
    exchange."""

    order: Annotated[int, about("The order's number")]
    index: Annotated[
        int, about("Which roll of the order (0, 1, ...), as discards and ReRolls name it")
    ]
    roll: Annotated[RecordedRollView, about("The dice as they ended, after any +1 SD discard.")]
    recorded_roll: Annotated[RecordedRollView, about("The dice as first rolled.")]
    draws: Annotated[list[int], about("The server dice it drew, in draw order")]


class RerollOutcome(_Outcome, frozen=True, kw_only=True, tag="reroll_made"):
    """A ReRoll as it ended (`reroll_made`): one die of an order's roll rolled again, or the ReRoll
    declined."""

    order: Annotated[int, about("The order's number")]
    index: Annotated[int, about("Which roll of the order")]
    side: Annotated[str, about("The side whose die was rolled again")]
    die: Annotated[int, about("The die rolled again; null when the ReRoll was declined.")] | None
    roll: Annotated[RecordedRollView, about("The roll as it ended after the ReRoll")]
    recorded_roll: Annotated[RecordedRollView, about("The roll as the ReRoll recorded it")]
    draws: Annotated[list[int], about("The server die it drew, if any")]


class SavingRollsOutcome(_Outcome, frozen=True, kw_only=True, tag="saving_rolls_made"):
    """The Saving Rolls a trooper made against one side's hits (`saving_rolls_made`), and the Wounds
    they left."""

    order: Annotated[int, about("The order's number")]
    trooper: Annotated[str, about("The trooper saving")]
    attack: Annotated[str, about("The side whose hits caused these saves.")]
    weapon: Annotated[str, about("The weapon (slug) whose hits are saved against")]
    ammo: Annotated[list[str], about("Its Ammunition, as applied")]
    save_attribute: Annotated[str, about("What is saved against: `ARM`, `BTS` or `PH`")]
    attribute_value: Annotated[
        int,
        about(
            "The trooper's value of that attribute, as the Ammunition reads it (halved for AP, "
            "PH-6 for PARA)"
        ),
    ]
    ps: Annotated[int, about("The weapon's PS")]
    partial_cover: fields.SavedInPartialCover
    success_value: fields.SaveSuccessValue
    rolls: Annotated[
        list[SaveRoll], about("Each save, in order (Continuous Damage repeats included)")
    ]
    wounds: Annotated[int, about("The Wounds the failed saves caused")]
    draws: Annotated[list[int], about("The server dice it drew, in draw order")]


class GutsRollOutcome(_Outcome, frozen=True, kw_only=True, tag="guts_roll_made"):
    """A Guts Roll as it ended (`guts_roll_made`, Guts Roll, N5)."""

    order: Annotated[int, about("The order's number")]
    trooper: Annotated[str, about("The trooper rolling")]
    success_value: Annotated[
        int, about("The Success Value: the trooper's WIP (a Guts Roll is a Normal WIP Roll)")
    ]
    face: Annotated[int, about("The d20 face; null when no die was rolled")] | None
    passed: Annotated[
        bool,
        about(
            "Whether it passed; a trooper that fails must move out of the attacker's Line of Fire "
            "or into Cover (Guts Roll, N5)"
        ),
    ]
    draws: Annotated[list[int], about("The server dice it drew")]


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
