from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SaveView")



@_attrs_define
class SaveView:
    """ One attribute a hit is saved against, with the Success Value of those saves.

        Attributes:
            attribute (str): `ARM`, `BTS` or `PH`: what the target saves with
            success_value (int): The save's Success Value: the attribute (halved for AP, PH-6 for PARA) + the weapon's PS,
                +3 in Partial Cover, and MODs; a d20 at or below it passes
     """

    attribute: str
    success_value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attribute = self.attribute

        success_value = self.success_value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "success_value": success_value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attribute = d.pop("attribute")

        success_value = d.pop("success_value")

        save_view = cls(
            attribute=attribute,
            success_value=success_value,
        )


        save_view.additional_properties = d
        return save_view

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
