from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.awaited_roll_view_roll import AwaitedRollViewRoll
from typing import cast

if TYPE_CHECKING:
  from ..models.awaited_side import AwaitedSide
  from ..models.entered_roll import EnteredRoll





T = TypeVar("T", bound="AwaitedRollView")



@_attrs_define
class AwaitedRollView:
    """ The Initiative Roll or a free roll whose faces wait for a player's confirmation (games
    with manual dice confirmation): who entered them, whose confirmation they wait for, and the
    roll as it will be made.

        Attributes:
            awaiting (str): The player to confirm: `POST .../initiative/confirm` or `POST .../rolls/confirm`.
            by (str): Who entered the faces
            dice (list[EnteredRoll]): Every side's faces as entered, the entering player's own included.
            kind (str): `normal` or `face_to_face`
            label (str): A free roll's label
            roll (AwaitedRollViewRoll): `initiative` (the Initiative Roll) or `free_roll`
            sides (list[AwaitedSide]): The roll's sides, as it will be made
     """

    awaiting: str
    by: str
    dice: list[EnteredRoll]
    kind: str
    label: str
    roll: AwaitedRollViewRoll
    sides: list[AwaitedSide]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.awaited_side import AwaitedSide # noqa: PLC0415
        from ..models.entered_roll import EnteredRoll # noqa: PLC0415
        awaiting = self.awaiting

        by = self.by

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)



        kind = self.kind

        label = self.label

        roll = self.roll.value

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "awaiting": awaiting,
            "by": by,
            "dice": dice,
            "kind": kind,
            "label": label,
            "roll": roll,
            "sides": sides,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.awaited_side import AwaitedSide # noqa: PLC0415
        from ..models.entered_roll import EnteredRoll # noqa: PLC0415
        d = dict(src_dict)
        awaiting = d.pop("awaiting")

        by = d.pop("by")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in (_dice):
            dice_item = EnteredRoll.from_dict(dice_item_data)



            dice.append(dice_item)


        kind = d.pop("kind")

        label = d.pop("label")

        roll = AwaitedRollViewRoll(d.pop("roll"))




        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = AwaitedSide.from_dict(sides_item_data)



            sides.append(sides_item)


        awaited_roll_view = cls(
            awaiting=awaiting,
            by=by,
            dice=dice,
            kind=kind,
            label=label,
            roll=roll,
            sides=sides,
        )


        awaited_roll_view.additional_properties = d
        return awaited_roll_view

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
