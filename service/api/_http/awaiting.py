"""`awaiting`, as every command's answer and `/state` carry it: what the game waits for next
(``domain.awaiting``, as the reader may see it), each item naming the operation to call."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Annotated, Final, Literal, TypeVar

import msgspec

from service.application.visibility.awaiting import Awaited, AwaitedKind, InitiativeChoice

T = TypeVar("T")

Operation = Literal[
    "contribute_entropy",
    "roll_initiative",
    "confirm_initiative",
    "choose_initiative",
    "deploy_troopers",
    "start_turn",
    "activate_trooper",
    "appoint_lieutenant",
    "end_turn",
    "declare_aro",
    "declare_no_aro",
    "declare_second_skill",
    "resolve_order",
    "confirm_dice",
    "discard_die",
    "reroll_die",
    "conclude_order",
    "confirm_roll",
    "record_result",
    "answer_result",
]
"""The operations (the spec's `operationId`) an awaited item is done with."""

OPERATIONS: Final[Mapping[AwaitedKind, Operation]] = {
    "seed": "contribute_entropy",
    "initiative_roll": "roll_initiative",
    "initiative_confirmation": "confirm_initiative",
    "initiative_choice": "choose_initiative",
    "deployment": "deploy_troopers",
    "turn": "start_turn",
    "order": "activate_trooper",
    "lieutenant": "appoint_lieutenant",
    "turn_end": "end_turn",
    "aro": "declare_aro",
    "no_aro": "declare_no_aro",
    "second_skill": "declare_second_skill",
    "resolution": "resolve_order",
    "dice_confirmation": "confirm_dice",
    "discard": "discard_die",
    "reroll": "reroll_die",
    "conclusion": "conclude_order",
    "saving_roll_confirmation": "confirm_dice",
    "guts_roll_confirmation": "confirm_dice",
    "roll_confirmation": "confirm_roll",
    "result": "record_result",
    "result_answer": "answer_result",
    "dispute": "record_result",
}
"""Each kind of awaited item, and the one operation that does it."""


class AwaitedView(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """One thing the game awaits next: who may do it, with which operation, about which order,
    roll, trooper or result. Fields that do not apply are left out."""

    kind: Annotated[
        AwaitedKind,
        msgspec.Meta(
            description=(
                "What is awaited, in the rules' terms: `seed` (a dice-v2 game's player seed),"
                " `initiative_roll`, `initiative_confirmation`, `initiative_choice` (see"
                " `choice`), `deployment` (a Deployment Phase step), `turn` (a Player Turn to"
                " start), `order` (the active player's next Order), `lieutenant` (a Lieutenant"
                " to appoint before a turn in Loss of Lieutenant ends), `turn_end`, `aro` and"
                " `no_aro` (the Reactive Player's ARO, or their word that they declare none,"
                " at the order's step), `second_skill`, `resolution`, `dice_confirmation`"
                " (faces entered for this player's roll), `discard` (+1 SD) and `reroll`,"
                " `conclusion` (Saving Rolls, Wounds, Guts Rolls), `saving_roll_confirmation`"
                " and `guts_roll_confirmation` (a conclusion's faces entered for this player's"
                " troopers), `roll_confirmation` (a free roll's), `result`, `result_answer`"
                " (the opponent confirms or disputes it) and `dispute` (the organiser decides)."
            )
        ),
    ]
    player: Annotated[
        str,
        msgspec.Meta(
            description=(
                "Who does it: a player's name, or `organiser` for the decision on a disputed"
                " result. Each player sends it with their own token."
            )
        ),
    ]
    operation: Annotated[
        Operation,
        msgspec.Meta(
            description="The operation (`operationId` in this document) that does it.",
        ),
    ]
    order: Annotated[
        int | msgspec.UnsetType,
        msgspec.Meta(description="The order it is a step of (`{order}` in the operation's path)."),
    ] = msgspec.UNSET
    roll: Annotated[
        str | msgspec.UnsetType,
        msgspec.Meta(
            description=(
                "The roll it is about: an order roll's side (`fennec:bs_attack>senku`, as"
                " `side` of a discard or ReRoll, or `roll` of the faces to confirm), the"
                " attacking side whose hits cause the saves to confirm, or the trooper of a"
                " Guts Roll to confirm."
            )
        ),
    ] = msgspec.UNSET
    trooper: Annotated[
        str | msgspec.UnsetType,
        msgspec.Meta(description="The trooper it is about: a Guts Roll's, to confirm."),
    ] = msgspec.UNSET
    result_of: Annotated[
        str | msgspec.UnsetType,
        msgspec.Meta(description="The player whose result it is about (`player` of the body)."),
    ] = msgspec.UNSET
    choice: Annotated[
        InitiativeChoice | msgspec.UnsetType,
        msgspec.Meta(
            description=(
                "Which choice of the Initiative Roll: `keep` (its winner keeps Initiative or"
                " Deployment, `keep` of the body), `turn_order` (who holds Initiative names who"
                " plays first, `first`), `deployment_order` (who holds Deployment names who"
                " deploys first, `first`)."
            )
        ),
    ] = msgspec.UNSET
    until: Annotated[
        list[Operation],
        msgspec.Meta(
            description=(
                "For a chance another player may end: the operations of theirs that end it. An"
                " ARO (or no ARO) may be declared until the active player declares the second"
                " skill (then those that could not react to the first may still) or resolves"
                " the order (Order Expenditure Sequence, N5)."
            )
        ),
    ] = msgspec.field(default_factory=list)


AwaitingList = Annotated[
    list[AwaitedView],
    msgspec.Meta(
        description=(
            "What the game awaits next, as this reader may see it, in the order the rules take"
            " it: who may act and with which operation. Several items may be open at once (the"
            " Reactive Player's ARO and the active player's resolution); the list is empty"
            " once the game has ended and every result is final. Derived from the game's state"
            " after this answer; never names what is kept from the reader (a trooper in Hidden"
            " Deployment, a marker's trooper)."
        )
    ),
]


def _given(value: T | None) -> T | msgspec.UnsetType:
    return msgspec.UNSET if value is None else value


def awaited_views(items: Iterable[Awaited]) -> list[AwaitedView]:
    return [
        AwaitedView(
            kind=item.kind,
            player=item.player,
            operation=OPERATIONS[item.kind],
            order=_given(item.order),
            roll=_given(item.roll),
            trooper=_given(item.trooper),
            result_of=_given(item.result_of),
            choice=_given(item.choice),
            until=[OPERATIONS[kind] for kind in item.until],
        )
        for item in items
    ]
