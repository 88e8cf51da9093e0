from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="DiscardBody")



@_attrs_define
class DiscardBody:
    """ The +1 SD discard (Special Dice, N5): the player whose side rolled one extra die chooses
    which of its dice to drop.

        Attributes:
            die (int): The index (0, 1, ...) of the die to drop, in that side's `dice` of the roll
            side (str): The side whose die is dropped: the name `open_order.pending` gives (`<trooper>:<skill>>target`)
     """

    die: int
    side: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        die = self.die

        side = self.side


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "die": die,
            "side": side,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        die = d.pop("die")

        side = d.pop("side")

        discard_body = cls(
            die=die,
            side=side,
        )


        discard_body.additional_properties = d
        return discard_body

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
