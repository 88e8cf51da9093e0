from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EnteredRoll")



@_attrs_define
class EnteredRoll:
    """ The faces entered at the table for one roll, named as the order names its sides.

        Attributes:
            faces (list[int]): The d20 faces, in order
            roll (str): Whose roll the faces are: the side's name (an order's `<trooper>:<skill>...`, a free roll's side,
                the player for the Initiative Roll; for saves, the attacking side; for Guts Rolls, the trooper)
     """

    faces: list[int]
    roll: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        faces = self.faces



        roll = self.roll


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "faces": faces,
            "roll": roll,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        faces = cast(list[int], d.pop("faces"))


        roll = d.pop("roll")

        entered_roll = cls(
            faces=faces,
            roll=roll,
        )


        entered_roll.additional_properties = d
        return entered_roll

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
