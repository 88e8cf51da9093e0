from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.awaited_view_choice_type_0 import AwaitedViewChoiceType0
from ..models.awaited_view_kind import AwaitedViewKind
from ..models.awaited_view_operation import AwaitedViewOperation
from ..models.awaited_view_until_item import AwaitedViewUntilItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AwaitedView")



@_attrs_define
class AwaitedView:
    """ One thing the game awaits next: who may do it, with which operation, about which order,
    roll, trooper or result. Fields that do not apply are left out.

        Attributes:
            kind (AwaitedViewKind): What is awaited, in the rules' terms: `seed` (a dice-v2 game's player seed),
                `initiative_roll`, `initiative_confirmation`, `initiative_choice` (see `choice`), `deployment` (a Deployment
                Phase step), `turn` (a Player Turn to start), `order` (the active player's next Order), `lieutenant` (a
                Lieutenant to appoint before a turn in Loss of Lieutenant ends), `turn_end`, `aro` and `no_aro` (the Reactive
                Player's ARO, or their word that they declare none, at the order's step), `second_skill`, `resolution`,
                `dice_confirmation` (faces entered for this player's roll), `discard` (+1 SD) and `reroll`, `conclusion` (Saving
                Rolls, Wounds, Guts Rolls), `saving_roll_confirmation` and `guts_roll_confirmation` (a conclusion's faces
                entered for this player's troopers), `roll_confirmation` (a free roll's), `result`, `result_answer` (the
                opponent confirms or disputes it) and `dispute` (the organiser decides).
            operation (AwaitedViewOperation): The operation (`operationId` in this document) that does it.
            player (str): Who does it: a player's name, or `organiser` for the decision on a disputed result. Each player
                sends it with their own token.
            choice (AwaitedViewChoiceType0 | Unset): Which choice of the Initiative Roll: `keep` (its winner keeps
                Initiative or Deployment, `keep` of the body), `turn_order` (who holds Initiative names who plays first,
                `first`), `deployment_order` (who holds Deployment names who deploys first, `first`).
            order (int | Unset): The order it is a step of (`{order}` in the operation's path).
            result_of (str | Unset): The player whose result it is about (`player` of the body).
            roll (str | Unset): The roll it is about: an order roll's side (`fennec:bs_attack>senku`, as `side` of a discard
                or ReRoll, or `roll` of the faces to confirm), the attacking side whose hits cause the saves to confirm, or the
                trooper of a Guts Roll to confirm.
            trooper (str | Unset): The trooper it is about: a Guts Roll's, to confirm.
            until (list[AwaitedViewUntilItem] | Unset): For a chance another player may end: the operations of theirs that
                end it. An ARO (or no ARO) may be declared until the active player declares the second skill (then those that
                could not react to the first may still) or resolves the order (Order Expenditure Sequence, N5).
     """

    kind: AwaitedViewKind
    operation: AwaitedViewOperation
    player: str
    choice: AwaitedViewChoiceType0 | Unset = UNSET
    order: int | Unset = UNSET
    result_of: str | Unset = UNSET
    roll: str | Unset = UNSET
    trooper: str | Unset = UNSET
    until: list[AwaitedViewUntilItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        operation = self.operation.value

        player = self.player

        choice: str | Unset
        if isinstance(self.choice, Unset):
            choice = UNSET
        else:
            choice = self.choice.value


        order: int | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        else:
            order = self.order

        result_of: str | Unset
        if isinstance(self.result_of, Unset):
            result_of = UNSET
        else:
            result_of = self.result_of

        roll: str | Unset
        if isinstance(self.roll, Unset):
            roll = UNSET
        else:
            roll = self.roll

        trooper: str | Unset
        if isinstance(self.trooper, Unset):
            trooper = UNSET
        else:
            trooper = self.trooper

        until: list[str] | Unset = UNSET
        if not isinstance(self.until, Unset):
            until = []
            for until_item_data in self.until:
                until_item = until_item_data.value
                until.append(until_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "operation": operation,
            "player": player,
        })
        if choice is not UNSET:
            field_dict["choice"] = choice
        if order is not UNSET:
            field_dict["order"] = order
        if result_of is not UNSET:
            field_dict["result_of"] = result_of
        if roll is not UNSET:
            field_dict["roll"] = roll
        if trooper is not UNSET:
            field_dict["trooper"] = trooper
        if until is not UNSET:
            field_dict["until"] = until

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = AwaitedViewKind(d.pop("kind"))




        operation = AwaitedViewOperation(d.pop("operation"))




        player = d.pop("player")

        def _parse_choice(data: object) -> AwaitedViewChoiceType0 | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            choice_type_0 = AwaitedViewChoiceType0(data)



            return choice_type_0

        choice = _parse_choice(d.pop("choice", UNSET))


        def _parse_order(data: object) -> int | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | Unset, data)

        order = _parse_order(d.pop("order", UNSET))


        def _parse_result_of(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        result_of = _parse_result_of(d.pop("result_of", UNSET))


        def _parse_roll(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        roll = _parse_roll(d.pop("roll", UNSET))


        def _parse_trooper(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        trooper = _parse_trooper(d.pop("trooper", UNSET))


        _until = d.pop("until", UNSET)
        until: list[AwaitedViewUntilItem] | Unset = UNSET
        if _until is not UNSET:
            until = []
            for until_item_data in _until:
                until_item = AwaitedViewUntilItem(until_item_data)



                until.append(until_item)


        awaited_view = cls(
            kind=kind,
            operation=operation,
            player=player,
            choice=choice,
            order=order,
            result_of=result_of,
            roll=roll,
            trooper=trooper,
            until=until,
        )


        awaited_view.additional_properties = d
        return awaited_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
